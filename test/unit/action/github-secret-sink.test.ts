import sodium from "libsodium-wrappers";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { githubSecretSinkHandler, seal } from "../../../src/action/github-secret-sink.js";

const GITHUB_TOKEN = `github_pat_${"x".repeat(40)}`;
const SECRET = `whsec_v2_${"Q".repeat(43)}`;

let keys: { publicKey: Uint8Array; privateKey: Uint8Array };
const b64 = (bytes: Uint8Array) => sodium.to_base64(bytes, sodium.base64_variants.ORIGINAL);
const open = (sealed: string) =>
  sodium.to_string(
    sodium.crypto_box_seal_open(
      sodium.from_base64(sealed, sodium.base64_variants.ORIGINAL),
      keys.publicKey,
      keys.privateKey,
    ),
  );

beforeAll(async () => {
  await sodium.ready;
  keys = sodium.crypto_box_keypair();
  nock.disableNetConnect();
});

afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

const handler = (overrides: Partial<Parameters<typeof githubSecretSinkHandler>[0]> = {}) =>
  githubSecretSinkHandler({
    token: GITHUB_TOKEN,
    repository: "acme/app",
    apiUrl: undefined,
    sleep: async () => {},
    ...overrides,
  });

describe("github-secret sink", () => {
  it("fetches the public key first, then PUTs a sealed box only the key owner can open", async () => {
    let sent: { encrypted_value: string; key_id: string } | undefined;
    nock("https://api.github.com")
      .get("/repos/acme/receiver/actions/secrets/public-key")
      .matchHeader("authorization", `Bearer ${GITHUB_TOKEN}`)
      .matchHeader("x-github-api-version", "2022-11-28")
      .matchHeader("user-agent", /^svc-ci-action\//)
      .reply(200, { key_id: "kid-1", key: b64(keys.publicKey) })
      .put("/repos/acme/receiver/actions/secrets/WEBHOOK_SECRET", (body) => {
        sent = body;
        return true;
      })
      .reply(201);
    const prepared = await handler().prepare(
      { type: "github-secret", repository: "acme/receiver", name: "WEBHOOK_SECRET" },
      { stepId: "rotate" },
    );
    const receipt = await prepared.deliver(SECRET);
    expect(receipt).toEqual({ sink: "github-secret", target: "acme/receiver secret WEBHOOK_SECRET" });
    expect(sent?.key_id).toBe("kid-1");
    expect(sent?.encrypted_value).not.toContain(SECRET);
    expect(open(sent?.encrypted_value ?? "")).toBe(SECRET);
  });

  it("writes environment secrets of the default repository at GITHUB_API_URL, retrying a 502", async () => {
    nock("https://ghe.example.com")
      .get("/api/v3/repos/acme/app/environments/prod%20eu/secrets/public-key")
      .reply(502, "bad gateway")
      .get("/api/v3/repos/acme/app/environments/prod%20eu/secrets/public-key")
      .reply(200, { key_id: "kid-2", key: b64(keys.publicKey) })
      .put("/api/v3/repos/acme/app/environments/prod%20eu/secrets/HOOK")
      .reply(204);
    const prepared = await handler({ apiUrl: "https://ghe.example.com/api/v3/" }).prepare(
      { type: "github-secret", name: "HOOK", environment: "prod eu" },
      { stepId: "r" },
    );
    expect((await prepared.deliver(SECRET)).target).toBe("acme/app environment prod eu secret HOOK");
  });

  it("explains a token that may not manage secrets, before anything is revealed", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(403, { message: "Resource not accessible by integration" });
    const error = await handler()
      .prepare({ type: "github-secret", name: "HOOK" }, { stepId: "r" })
      .then(
        () => new Error("expected a failure"),
        (caught: Error) => caught,
      );
    expect(error.message).toContain("returned HTTP 403: Resource not accessible by integration");
    expect(error.message).toContain("GITHUB_TOKEN cannot manage secrets");
    expect(error.message).not.toContain(GITHUB_TOKEN);
  });

  it("reports a missing github-token and repository as plan problems", async () => {
    const problems = await handler({ token: undefined, repository: undefined }).check(
      { type: "github-secret", name: "HOOK" },
      { stepId: "r" },
    );
    expect(problems).toEqual([
      { message: expect.stringContaining("needs the github-token input") },
      { field: "repository", message: "set repository: owner/name (GITHUB_REPOSITORY is not set)" },
    ]);
  });

  it("seals with the standard base64 alphabet GitHub expects", async () => {
    const sealed = await seal("hello", b64(keys.publicKey));
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(open(sealed)).toBe("hello");
  });
});
