import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sodium from "libsodium-wrappers";
import nock from "nock";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { githubSecretSinkHandler, seal } from "../../../src/action/github-secret-sink.js";

const GITHUB_TOKEN = `github_pat_${"x".repeat(40)}`;
const SECRET = `whsec_v2_${"Q".repeat(43)}`;

let slept: number[] = [];
let waits: string[] = [];
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

beforeEach(() => {
  slept = [];
  waits = [];
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
    userAgent: "svc-ci-action/test",
    sleep: async (ms) => {
      slept.push(ms);
    },
    onWait: (message) => waits.push(message),
    ...overrides,
  });

describe("github-secret sink", () => {
  it("fetches the public key first, then PUTs a sealed box only the key owner can open", async () => {
    let sent: { encrypted_value: string; key_id: string } | undefined;
    nock("https://api.github.com")
      .get("/repos/acme/receiver/actions/secrets/public-key")
      .matchHeader("authorization", `token ${GITHUB_TOKEN}`)
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

  it("refuses an unusable public key while preparing, before the secret is revealed", async () => {
    const short = b64(keys.publicKey.slice(0, 16));
    for (const key of ["not-base64!!", short, `${b64(keys.publicKey)}AAAA`]) {
      nock("https://api.github.com")
        .get("/repos/acme/app/actions/secrets/public-key")
        .reply(200, { key_id: "kid-1", key });
      await expect(
        handler().prepare({ type: "github-secret", name: "WEBHOOK_SECRET" }, { stepId: "rotate" }),
      ).rejects.toThrow(/GitHub returned an unusable public key for acme\/app secret WEBHOOK_SECRET/);
    }
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
    expect(error.message).not.toContain("rate limit");
    expect(slept).toEqual([]);
    expect(error.message).not.toContain(GITHUB_TOKEN);
  });

  const prepareError = (spec: { name: string; environment?: string } = { name: "HOOK" }) =>
    handler()
      .prepare({ type: "github-secret", ...spec }, { stepId: "r" })
      .then(
        () => new Error("expected a failure"),
        (caught: Error) => caught,
      );

  it("waits out a secondary rate limit (403 + retry-after), then goes on", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(
        403,
        {
          message:
            "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
        },
        { "retry-after": "7", "x-github-request-id": "AAAA:1" },
      )
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(200, { key_id: "kid-3", key: b64(keys.publicKey) })
      .put("/repos/acme/app/actions/secrets/HOOK")
      .reply(201);
    const prepared = await handler().prepare({ type: "github-secret", name: "HOOK" }, { stepId: "r" });
    await prepared.deliver(SECRET);
    expect(slept).toEqual([7_000]);
    expect(waits).toEqual(["GitHub API rate limit (retry-after 7 s): waiting 7 s"]);
  });

  it("waits out a 429 without hints for a minute, the whole budget; a second one fails as a rate limit", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(429, { message: "Too Many Requests" }, { "x-github-request-id": "BBBB:1" })
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(429, { message: "Too Many Requests" }, { "x-github-request-id": "BBBB:2" });
    const error = await prepareError();
    expect(slept).toEqual([60_000]);
    expect(error).toMatchObject({
      name: "GithubApiError",
      kind: "rate_limited",
      status: 429,
      requestId: "BBBB:2",
    });
    expect(error.message).toContain(
      "rate limited by GitHub (HTTP 429, secondary rate limit, request BBBB:2)",
    );
    expect(error.message).toContain("more than the 0 s this Action still waits");
    expect(error.message).toContain("not a permission problem");
    expect(error.message).not.toContain("GITHUB_TOKEN cannot manage secrets");
  });

  it("waits at least a second per rate limit, so retry-after: 0 answers end within the budget", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .times(61)
      .reply(429, { message: "Too Many Requests" }, { "retry-after": "0" });
    const error = await prepareError();
    expect(slept).toEqual(Array(60).fill(1_000));
    expect(error).toMatchObject({ kind: "rate_limited", status: 429 });
  });

  it("still retries a 5xx twice after a rate limit was waited out", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(429, { message: "Too Many Requests" }, { "retry-after": "2" })
      .get("/repos/acme/app/actions/secrets/public-key")
      .times(2)
      .reply(502, "bad gateway")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(200, { key_id: "kid-4", key: b64(keys.publicKey) });
    await handler().prepare({ type: "github-secret", name: "HOOK" }, { stepId: "r" });
    expect(slept).toEqual([2_000, 500, 1_500]);
  });

  it("does not wait for a primary limit that resets after the budget; says when it resets", async () => {
    const reset = Math.floor(Date.now() / 1000) + 3_600;
    nock("https://api.github.com")
      .get("/repos/acme/app/environments/prod/secrets/public-key")
      .reply(
        403,
        { message: "API rate limit exceeded for user ID 1." },
        { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset), "x-github-request-id": "CCCC:1" },
      );
    const error = await prepareError({ name: "HOOK", environment: "prod" });
    expect(slept).toEqual([]);
    expect(error).toMatchObject({ kind: "rate_limited", status: 403, requestId: "CCCC:1" });
    expect(error.message).toContain(`limit exhausted until ${new Date(reset * 1000).toISOString()}`);
    expect(error.message).toContain("acme/app environment prod secret HOOK");
  });

  it("reports a plain 403 as missing permissions with GitHub's request id, without waiting", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(
        403,
        { message: "Resource not accessible\n::error::forged by a response" },
        { "x-github-request-id": "DDDD:1", "x-ratelimit-remaining": "4999" },
      );
    const error = await prepareError();
    expect(slept).toEqual([]);
    expect(error).toMatchObject({ kind: "forbidden", status: 403, requestId: "DDDD:1" });
    expect(error.message).toContain("returned HTTP 403: Resource not accessible ::error::forged");
    expect(error.message).toContain("(x-github-request-id DDDD:1)");
    expect(error.message).not.toContain("\n");
    expect(error.message).toContain("may write Actions secrets");
  });

  it("hides the github-token where GitHub's answer echoes it (message and request id)", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(
        403,
        { message: `Resource not accessible with token ${GITHUB_TOKEN}` },
        { "x-github-request-id": `id-${GITHUB_TOKEN}` },
      );
    const error = await prepareError();
    expect(error).toMatchObject({ kind: "forbidden", status: 403 });
    expect(error.message).toContain("returned HTTP 403: Resource not accessible with token [redacted]");
    expect(error.message).toContain("(x-github-request-id id-[redacted])");
    expect(error.message).not.toContain(GITHUB_TOKEN);
    expect(JSON.stringify(error)).not.toContain(GITHUB_TOKEN);
  });

  it("explains an invalid token (401) and gives up on 5xx after two retries", async () => {
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .reply(401, { message: "Bad credentials" });
    expect((await prepareError()).message).toContain("the github-token input is invalid or expired");
    nock("https://api.github.com")
      .get("/repos/acme/app/actions/secrets/public-key")
      .times(3)
      .reply(503, { message: "unavailable" });
    slept = [];
    const error = await prepareError();
    expect(slept).toEqual([500, 1_500]);
    expect(error).toMatchObject({ kind: "failed", status: 503 });
  });

  it("names a network failure as such, after the retries", async () => {
    const server = createServer((request) => request.socket.destroy());
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    nock.enableNetConnect(origin);
    try {
      const error = await handler({ apiUrl: `http://${origin}` })
        .prepare({ type: "github-secret", name: "HOOK" }, { stepId: "r" })
        .then(
          () => new Error("expected a failure"),
          (caught: Error) => caught,
        );
      expect(slept).toEqual([500, 1_500]);
      expect(error).toMatchObject({ kind: "network", status: 0 });
      expect(error.message).toMatch(/^GitHub API GET for acme\/app secret HOOK failed: .+ \(no response\)$/);
    } finally {
      nock.disableNetConnect();
      server.close();
    }
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
