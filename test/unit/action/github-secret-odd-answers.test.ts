/**
 * After a rotation the github-secret sink PUTs the sealed secret; what GitHub answers then decides
 * what the step says. Any 2xx is a stored secret, whatever its body (Octokit reads no more of it);
 * a PUT that got no answer, or a 5xx after the retries, may have been stored all the same, so its
 * error says the outcome is unknown (the reveal then says "may or may not have been stored"
 * instead of "was not stored"). A failed public-key read is no write.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sodium from "libsodium-wrappers";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { githubSecretSinkHandler } from "../../../src/action/github-secret-sink.js";

const GITHUB_TOKEN = `github_pat_${"y".repeat(40)}`;
const SECRET = `whsec_v2_${"R".repeat(43)}`;
let publicKey = "";

beforeAll(async () => {
  await sodium.ready;
  publicKey = sodium.to_base64(sodium.crypto_box_keypair().publicKey, sodium.base64_variants.ORIGINAL);
  nock.disableNetConnect();
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

const handler = (apiUrl?: string) =>
  githubSecretSinkHandler({
    token: GITHUB_TOKEN,
    repository: "acme/app",
    apiUrl,
    userAgent: "svc-ci-action/test",
    sleep: async () => {},
  });
const spec = { type: "github-secret" as const, name: "HOOK" };
const github = () =>
  nock("https://api.github.com")
    .get("/repos/acme/app/actions/secrets/public-key")
    .reply(200, { key_id: "kid-1", key: publicKey });

async function deliverError(apiUrl?: string): Promise<Error & { outcomeUnknown?: boolean }> {
  const prepared = await handler(apiUrl).prepare(spec, { stepId: "rotate" });
  return prepared.deliver(SECRET).then(
    () => new Error("expected a failure"),
    (caught: Error) => caught,
  );
}

describe("the github-secret sink after a rotation", () => {
  it.each([
    ["a 200 whose JSON body does not parse", 200, "{not json", { "content-type": "application/json" }],
    ["a 201 with an HTML body", 201, "<html>ok</html>", { "content-type": "text/html" }],
    ["a 202 with no body", 202, "", {}],
  ])("takes %s as stored", async (_name, status, body, headers) => {
    github().put("/repos/acme/app/actions/secrets/HOOK").reply(status, body, headers);
    const prepared = await handler().prepare(spec, { stepId: "rotate" });
    await expect(prepared.deliver(SECRET)).resolves.toEqual({
      sink: "github-secret",
      target: "acme/app secret HOOK",
    });
  });

  it("a PUT answered 5xx after the retries: the outcome is unknown", async () => {
    github().put("/repos/acme/app/actions/secrets/HOOK").times(3).reply(502, { message: "bad gateway" });
    const error = await deliverError();
    expect(error).toMatchObject({ status: 502, outcomeUnknown: true });
    expect(error.message).not.toContain(SECRET);
  });

  it("a PUT whose answer never came, after the retries: the outcome is unknown", async () => {
    let puts = 0;
    const server = createServer((request, response) => {
      if (request.method === "GET") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ key_id: "kid-1", key: publicKey }));
        return;
      }
      puts += 1;
      request.socket.destroy();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    nock.enableNetConnect(origin);
    try {
      const error = await deliverError(`http://${origin}`);
      expect(puts).toBe(3);
      expect(error).toMatchObject({ kind: "network", outcomeUnknown: true });
    } finally {
      nock.disableNetConnect();
      server.close();
    }
  });

  it("a PUT refused (4xx) stored nothing, and a public key that could not be read is no write", async () => {
    github().put("/repos/acme/app/actions/secrets/HOOK").reply(422, { message: "Bad key id" });
    const refused = await deliverError();
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.outcomeUnknown).toBeUndefined();
    nock("https://api.github.com").get("/repos/acme/app/actions/secrets/public-key").times(3).reply(503, {});
    const keyError = await handler()
      .prepare(spec, { stepId: "rotate" })
      .catch((caught: Error & { outcomeUnknown?: boolean }) => caught);
    expect(keyError).toMatchObject({ status: 503 });
    expect((keyError as { outcomeUnknown?: boolean }).outcomeUnknown).toBeUndefined();
  });
});
