/**
 * A write the service applied whose answer breaks the contract (issue: a proxy that drops
 * Cache-Control turned an issued secret into a lost one). With `tolerateDeviations` a create or a
 * rotation whose secret is usable resolves, listing what was odd; what the secret depends on stays
 * essential. Every contract-breaking 2xx answer to a write is an AppliedWriteError saying what was
 * applied and whether repeating it is safe. No error or warning ever holds the secret.
 */
import { describe, expect, it } from "vitest";
import { ResponseValidationError } from "../../../src/client/index.js";
import { AppliedWriteError } from "../../../src/client/response.js";
import { errorText } from "../../support/secret-scan.js";
import {
  api,
  ETAG,
  REVISION,
  REVISION_2,
  RID,
  SECRET,
  single,
  testClient,
  useNock,
  webhookHeaders,
  webhookResource,
} from "./fixtures.js";

useNock();

const createBody = { actions: ["task_created"], url: "https://hooks.example.com/in" };
const created = (attributes: Record<string, unknown> = {}) =>
  webhookResource({ signingSecret: SECRET, ...attributes });
const createHeaders = (replayed = "false") => ({ ...webhookHeaders(), "idempotency-replayed": replayed });
const withoutCacheControl = (headers: Record<string, string>) => {
  const { "cache-control": _dropped, ...rest } = headers;
  return rest;
};
const tolerant = { tolerateDeviations: true, idempotencyKey: "k-1" } as const;

async function failure(promise: Promise<unknown>): Promise<AppliedWriteError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppliedWriteError);
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect(errorText(error)).not.toContain(SECRET);
  return error as AppliedWriteError;
}

describe("createWebhook behind a proxy that drops Cache-Control", () => {
  it("strict (the default): invalid_api_response that says the webhook was created and how to replay", async () => {
    api().post("/v1/webhooks").reply(201, single(created()), withoutCacheControl(createHeaders()));
    const { client } = testClient();
    const error = await failure(client.createWebhook(createBody, { idempotencyKey: "k-1" }));
    expect(error).toMatchObject({
      code: "invalid_api_response",
      path: "headers.cache-control",
      writeApplied: true,
    });
    expect(error.webhookId).toBe("wh_1");
    expect(error.message).toContain("the service answered HTTP 201, so it most likely created the webhook");
    expect(error.message).toContain("the same Idempotency-Key replays that answer");
    expect(error.toJSON()).toMatchObject({ writeApplied: true, webhookId: "wh_1" });
  });

  it("tolerant: the secret is returned, with the missing header as a warning", async () => {
    api().post("/v1/webhooks").reply(201, single(created()), withoutCacheControl(createHeaders()));
    const { client } = testClient();
    const res = await client.createWebhook(createBody, tolerant);
    expect(res.data.attributes.signingSecret).toBe(SECRET);
    expect(res.bodyValid).toBe(true);
    expect(res.warnings).toEqual([
      { path: "headers.cache-control", problem: 'expected "private, no-store, no-transform", got null' },
    ]);
    expect(JSON.stringify(res.warnings)).not.toContain(SECRET);
  });

  it("tolerant: a missing Idempotency-Replayed header is a warning, and the status says whether it was a replay", async () => {
    const { "idempotency-replayed": _gone, ...headers } = createHeaders("true");
    api().post("/v1/webhooks").reply(200, single(created()), headers);
    api().post("/v1/webhooks").reply(201, single(created()), createHeaders("true"));
    const { client } = testClient();
    const replay = await client.createWebhook(createBody, tolerant);
    expect(replay.transport.idempotencyReplayed).toBe(true);
    expect(replay.warnings.map((w) => w.path)).toEqual(["headers.idempotency-replayed"]);
    const fresh = await client.createWebhook(createBody, tolerant);
    expect(fresh.transport.idempotencyReplayed).toBe(false);
  });

  it("tolerant: extra, missing and malformed fields, a 202 and an ETag off are warnings; bodyValid says the rest is unchecked", async () => {
    const body = single({ ...created({ revision: "whk1-short", addedLater: 1 }), extra: true });
    api()
      .post("/v1/webhooks")
      .reply(202, body, { ...createHeaders(), etag: `"${REVISION_2}"` });
    const { client } = testClient();
    const res = await client.createWebhook(createBody, tolerant);
    expect(res.data.attributes.signingSecret).toBe(SECRET);
    expect(res.bodyValid).toBe(false);
    const paths = res.warnings.map((w) => w.path);
    expect(paths[0]).toBe("status");
    expect(paths).toContain("data.attributes.revision");
    expect(paths).toContain("headers.etag");
  });

  it.each([
    ["no secret", single(webhookResource()), "data.attributes.signingSecret", "wh_1"],
    [
      "a secret of another shape",
      single(created({ signingSecret: "whsec_v1_abc" })),
      "data.attributes.signingSecret",
      "wh_1",
    ],
    ["no webhook id", single({ ...created(), id: "" }), "data.id", undefined],
    ["no data", { meta: { requestId: RID } }, "data", undefined],
  ])("tolerant: an answer with %s is an AppliedWriteError", async (_name, body, path, webhookId) => {
    api().post("/v1/webhooks").reply(201, body, createHeaders());
    const { client } = testClient();
    const error = await failure(client.createWebhook(createBody, tolerant));
    expect(error).toMatchObject({ path, writeApplied: true, requestId: RID });
    expect(error.webhookId).toBe(webhookId);
    expect(error.message).toContain("the service answered HTTP 201, so it most likely created the webhook");
  });

  it("a 2xx body that is not JSON is an AppliedWriteError too (raised by the transport)", async () => {
    api().post("/v1/webhooks").reply(201, "<html>proxy</html>", createHeaders());
    const { client } = testClient();
    const error = await failure(client.createWebhook(createBody, tolerant));
    expect(error).toMatchObject({ path: "body", writeApplied: true });
    expect(error.message).toMatch(
      /^invalid API response at body: the response body is not JSON; the service answered HTTP 201, so it most likely created/,
    );
  });
});

describe("rotateWebhookSecret", () => {
  const rotation = (id = "wh_1", replayed = false) => ({
    id,
    type: "webhookSecretRotation",
    attributes: { replayed, revision: REVISION_2, signingSecret: SECRET },
  });
  const headers = (replayed = "false") => ({
    ...webhookHeaders(REVISION_2),
    "idempotency-replayed": replayed,
  });

  it("strict: a missing Cache-Control says the secret was rotated", async () => {
    api()
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, single(rotation()), withoutCacheControl(headers()));
    const { client } = testClient();
    const error = await failure(client.rotateWebhookSecret("wh_1", { ifMatch: ETAG }));
    expect(error.message).toContain(
      "the service answered HTTP 201, so it most likely rotated the signing secret of webhook wh_1",
    );
    expect(error.webhookId).toBe("wh_1");
  });

  it("tolerant: missing Cache-Control and a replayed flag off are warnings", async () => {
    api()
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, single(rotation("wh_1", true)), withoutCacheControl(headers()));
    const { client } = testClient();
    const res = await client.rotateWebhookSecret("wh_1", { ifMatch: REVISION, ...tolerant });
    expect(res.data.attributes.signingSecret).toBe(SECRET);
    expect(res.transport.idempotencyReplayed).toBe(false);
    expect(res.warnings.map((w) => w.path)).toEqual(["headers.cache-control", "data.attributes.replayed"]);
    expect(res.bodyValid).toBe(true);
  });

  it("tolerant: an answer naming another webhook is essential: its secret is not handed out", async () => {
    api()
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, single(rotation("wh_2")), headers());
    const { client } = testClient();
    const error = await failure(client.rotateWebhookSecret("wh_1", { ifMatch: REVISION, ...tolerant }));
    expect(error).toMatchObject({ path: "data.id", webhookId: "wh_1" });
  });
});

describe("an answer giving a key twice (JSON.parse keeps the last one)", () => {
  const OTHER = `whsec_v2_${"A".repeat(43)}`;
  /** The answer's JSON text with a second `key` holding `value` right after the first. */
  const twice = (body: unknown, key: string, value: string) => {
    const text = JSON.stringify(body);
    const at = text.indexOf(`"${key}":`);
    return `${text.slice(0, at)}"${key}":${JSON.stringify(value)},${text.slice(at)}`;
  };

  it("a second signingSecret is essential: neither secret is handed out, the webhook is not named", async () => {
    api()
      .post("/v1/webhooks")
      .reply(201, twice(single(created()), "signingSecret", OTHER), {
        ...createHeaders(),
        "content-type": "application/json",
      });
    const { client } = testClient();
    const error = await failure(client.createWebhook(createBody, tolerant));
    expect(error.path).toBe("data.attributes.signingSecret");
    expect(error.message).toContain("is given twice in the answer");
    expect(errorText(error)).not.toContain(OTHER);
  });

  it("a rotation whose data.id is given twice is refused, naming the webhook asked for", async () => {
    const rotation = {
      id: "wh_1",
      type: "webhookSecretRotation",
      attributes: { replayed: false, revision: REVISION_2, signingSecret: SECRET },
    };
    api()
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, twice(single(rotation), "id", "wh_1"), {
        ...webhookHeaders(REVISION_2),
        "idempotency-replayed": "false",
        "content-type": "application/json",
      });
    const { client } = testClient();
    const error = await failure(client.rotateWebhookSecret("wh_1", { ifMatch: REVISION, ...tolerant }));
    expect(error).toMatchObject({ path: "data.id", webhookId: "wh_1" });
  });

  it("another key given twice is a warning: the secret is delivered", async () => {
    api()
      .post("/v1/webhooks")
      .reply(201, twice(single(created()), "url", "https://elsewhere.example.com/"), {
        ...createHeaders(),
        "content-type": "application/json",
      });
    const { client } = testClient();
    const res = await client.createWebhook(createBody, tolerant);
    expect(res.data.attributes.signingSecret).toBe(SECRET);
    expect(res.warnings).toEqual([
      {
        path: "data.attributes.url",
        problem:
          "is given twice in the answer (JSON keeps the last one; which one the service meant cannot be told)",
      },
    ]);
  });
});

describe("writes that reveal no secret: an applied write is never a plain failure", () => {
  it("update: a 200 without Cache-Control says the update was applied and repeating it is safe", async () => {
    api()
      .patch("/v1/webhooks/wh_1")
      .reply(200, single(webhookResource()), withoutCacheControl(webhookHeaders()));
    const { client } = testClient();
    const error = await failure(client.updateWebhook("wh_1", { disabled: true }, { ifMatch: REVISION }));
    expect(error.path).toBe("headers.cache-control");
    expect(error.message).toContain(
      "the service answered HTTP 200, so the update to webhook wh_1 is most likely applied",
    );
    expect(error.message).toContain("repeating the update is safe");
  });

  it("update: a body that is not JSON says the same", async () => {
    api().patch("/v1/webhooks/wh_1").reply(200, "not json", webhookHeaders());
    const { client } = testClient();
    const error = await failure(client.updateWebhook("wh_1", { disabled: true }, { ifMatch: REVISION }));
    expect(error).toMatchObject({ path: "body", writeApplied: true });
  });

  it("remove: a 200 instead of 204 says the webhook was removed", async () => {
    api().delete("/v1/webhooks/wh_1").reply(200, {});
    const { client } = testClient();
    const error = await failure(client.removeWebhook("wh_1"));
    expect(error.path).toBe("status");
    expect(error.message).toContain("the service answered HTTP 200, so webhook wh_1 is most likely removed");
  });

  it("test delivery: a receipt without Cache-Control says it was queued and how to replay", async () => {
    api()
      .post("/v1/webhooks/wh_1/test-delivery")
      .reply(
        201,
        single({
          id: "dlv_1",
          type: "webhookTestDelivery",
          attributes: { replayed: false, test: true, webhookId: "wh_1" },
        }),
        { "idempotency-replayed": "false", "x-request-id": RID },
      );
    const { client } = testClient();
    const error = await failure(client.testWebhookDelivery("wh_1"));
    expect(error.message).toContain(
      "the service answered HTTP 201, so a test delivery to webhook wh_1 is most likely queued",
    );
    expect(error.message).toContain("the same Idempotency-Key replays that answer");
  });

  it("an error answer (4xx) is not an applied write", async () => {
    api()
      .patch("/v1/webhooks/wh_1")
      .reply(412, {
        errors: [{ status: "412", code: "precondition_failed", title: "x", detail: "stale" }],
        meta: { requestId: RID },
      });
    const { client } = testClient();
    const error = await client
      .updateWebhook("wh_1", { disabled: true }, { ifMatch: REVISION })
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppliedWriteError);
    expect(error).toMatchObject({ status: 412 });
  });
});

describe("the browser login's token exchange", () => {
  const exchange = {
    authorizationCode: "A".repeat(43),
    clientId: "teamgrid-cli" as const,
    codeVerifier: "v".repeat(64),
    grantType: "authorization_code" as const,
    redirectUri: `http://127.0.0.1:49152/teamgrid/callback/${"c".repeat(22)}`,
  };
  const issued = `tg_pat_v2_de_de-nbg-001_${"0123456789abcdef01234567"}_${"ab".repeat(32)}`;

  it("an issued credential behind a missing Cache-Control: the error says the code was used and to start anew", async () => {
    const authorization = {
      id: "0123456789abcdef01234567",
      type: "cliAuthorization",
      attributes: {
        accessToken: issued,
        cellId: "de-nbg-001",
        region: "de",
        expiresAt: "2027-01-01T00:00:00Z",
        grantId: "g".repeat(22),
        replayed: false,
        scopes: ["workspace:read"],
        tokenType: "Bearer",
      },
    };
    api().post("/v1/auth/cli/token").reply(200, single(authorization), { "x-request-id": RID });
    const { client } = testClient({ token: undefined, region: "de" });
    const error = await failure(client.exchangeCliAuthorizationCode(exchange));
    expect(error.path).toBe("headers.cache-control");
    expect(error.message).toContain(
      "the service answered HTTP 200, so it most likely exchanged the single-use authorization code and issued a credential",
    );
    expect(errorText(error)).not.toContain(issued);
  });

  it("a revocation (logout) answered 200 instead of 204 says the credential is most likely revoked", async () => {
    api().delete("/v1/auth/context").reply(200, {});
    const { client } = testClient();
    const error = await failure(client.revokeCurrentCredential());
    expect(error.path).toBe("status");
    expect(error.message).toContain(
      "the service answered HTTP 200, so this credential is most likely revoked",
    );
  });
});
