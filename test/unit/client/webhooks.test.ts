import { describe, expect, it } from "vitest";
import {
  type ApiError,
  ClientError,
  IdempotencyConflictError,
  ResponseValidationError,
} from "../../../src/client/index.js";
import {
  api,
  capture,
  ETAG,
  errorBody,
  NO_STORE,
  page,
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
const created = () => webhookResource({ signingSecret: SECRET });

describe("listWebhooks", () => {
  it("returns a validated page with transport metadata", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "10", cursor: "abc" })
      .reply(200, page([webhookResource()], "next", 10), { "x-request-id": RID });
    const { client } = testClient();
    const res = await client.listWebhooks({ limit: 10, cursor: "abc" });
    expect(res.data[0]?.id).toBe("wh_1");
    expect(res.meta.page).toEqual({ limit: 10, nextCursor: "next" });
    expect(res.transport).toMatchObject({ status: 200, attempts: 1, requestId: RID });
  });

  it("rejects limits outside 1-100 before sending", async () => {
    const { client } = testClient();
    await expect(client.listWebhooks({ limit: 101 })).rejects.toMatchObject({
      code: "invalid_arguments",
      message: expect.stringContaining("limit: must be an integer from 1 to 100"),
    });
    await expect(client.listWebhooks({ limit: 0 })).rejects.toBeInstanceOf(ClientError);
    await expect(client.listWebhooks({ bogus: 1 } as never)).rejects.toThrow(/bogus/);
  });

  it("rejects a page whose limit exceeds 100 or repeats an id", async () => {
    api()
      .get("/v1/webhooks")
      .reply(200, page([], null, 150));
    api()
      .get("/v1/webhooks")
      .reply(200, page([webhookResource(), webhookResource()], null, 10));
    const { client } = testClient();
    await expect(client.listWebhooks()).rejects.toMatchObject({ path: "meta.page.limit" });
    await expect(client.listWebhooks()).rejects.toMatchObject({ path: "data[1].id", requestId: RID });
  });

  it("rejects an item carrying a signing secret (closed schema)", async () => {
    api()
      .get("/v1/webhooks")
      .reply(200, page([created()]));
    const { client } = testClient();
    const error = await client.listWebhooks().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).path).toBe("data[0].attributes");
    expect(JSON.stringify(error)).not.toContain(SECRET);
  });
});

describe("getWebhook", () => {
  it("returns the webhook and its ETag", async () => {
    api().get("/v1/webhooks/wh_1").reply(200, single(webhookResource()), webhookHeaders());
    const { client } = testClient();
    const res = await client.getWebhook("wh_1");
    expect(res.transport.etag).toBe(ETAG);
    expect(res.data.attributes.revision).toBe(REVISION);
    expect(res.meta.requestId).toBe(RID);
  });

  it("URL-encodes and validates the path id", async () => {
    const { client } = testClient();
    await expect(client.getWebhook("a/b")).rejects.toMatchObject({
      code: "invalid_arguments",
      message: expect.stringContaining("webhook id"),
    });
    await expect(client.getWebhook("")).rejects.toMatchObject({ code: "invalid_arguments" });
    api()
      .get("/v1/webhooks/a.b%3Ac-d_e")
      .reply(200, single(webhookResource({}, "a.b:c-d_e")), webhookHeaders());
    await expect(client.getWebhook("a.b:c-d_e")).resolves.toBeTruthy();
  });

  it.each([
    [
      "a wrong ETag",
      { ...webhookHeaders(), etag: `"${REVISION_2}"` },
      single(webhookResource()),
      "headers.etag",
    ],
    ["a missing ETag", { "cache-control": NO_STORE }, single(webhookResource()), "headers.etag"],
    [
      "a weaker Cache-Control",
      { ...webhookHeaders(), "cache-control": "no-store" },
      single(webhookResource()),
      "headers.cache-control",
    ],
    [
      "a bad revision",
      webhookHeaders(),
      single(webhookResource({ revision: "whk1-nope" })),
      "data.attributes.revision",
    ],
    ["another id", webhookHeaders(), single(webhookResource({}, "wh_2")), "data.id"],
    ["version 1", webhookHeaders(), single(webhookResource({ version: 1 })), "data.attributes.version"],
    ["an extra key", webhookHeaders(), { ...single(webhookResource()), extra: true }, "body"],
  ])("rejects %s with a ResponseValidationError naming the path", async (_name, headers, body, path) => {
    api().get("/v1/webhooks/wh_1").reply(200, body, headers);
    const { client } = testClient();
    const error = (await client.getWebhook("wh_1").catch((e: unknown) => e)) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.code).toBe("invalid_api_response");
    expect(error.path).toBe(path);
    expect(error.requestId).toBe(RID);
    expect(error.message).toContain(path);
    expect(error.message).toContain(RID);
  });

  it("rejects a non-JSON success body and an unexpected 2xx status", async () => {
    api().get("/v1/webhooks/wh_1").reply(200, "<html>", { "x-request-id": RID });
    api().get("/v1/webhooks/wh_1").reply(202, single(webhookResource()), webhookHeaders());
    const { client } = testClient();
    await expect(client.getWebhook("wh_1")).rejects.toMatchObject({ path: "body", requestId: RID });
    await expect(client.getWebhook("wh_1")).rejects.toMatchObject({ path: "status" });
  });
});

describe("createWebhook", () => {
  it("sends the body with the caller's Idempotency-Key and returns the reveal-once secret", async () => {
    api()
      .post("/v1/webhooks", createBody)
      .matchHeader("idempotency-key", "run-1")
      .matchHeader("content-type", "application/json")
      .reply(201, single(created()), { ...webhookHeaders(), "idempotency-replayed": "false" });
    const { client } = testClient();
    const res = await client.createWebhook(createBody, { idempotencyKey: "run-1" });
    expect(res.data.attributes.signingSecret).toBe(SECRET);
    expect(res.transport.idempotencyReplayed).toBe(false);
    expect(res.transport.status).toBe(201);
  });

  it("generates a key when none is given and accepts the 200 replay", async () => {
    const sent = capture(
      api()
        .post("/v1/webhooks")
        .reply(200, single(created()), { ...webhookHeaders(), "idempotency-replayed": "true" }),
    );
    const { client } = testClient();
    const res = await client.createWebhook(createBody);
    expect(sent[0]?.headers["idempotency-key"]).toMatch(/^svc-ci-[0-9a-f-]{36}$/);
    expect(res.transport.idempotencyReplayed).toBe(true);
  });

  it.each([
    [201, "true"],
    [200, "false"],
    [201, undefined],
  ])("rejects HTTP %s with Idempotency-Replayed %s", async (status, replayed) => {
    const headers: Record<string, string> = webhookHeaders();
    if (replayed !== undefined) headers["idempotency-replayed"] = replayed;
    api().post("/v1/webhooks").reply(status, single(created()), headers);
    const { client } = testClient();
    await expect(client.createWebhook(createBody)).rejects.toMatchObject({
      path: "headers.idempotency-replayed",
    });
  });

  it("rejects a create response without the signing secret", async () => {
    api()
      .post("/v1/webhooks")
      .reply(201, single(webhookResource()), { ...webhookHeaders(), "idempotency-replayed": "false" });
    const { client } = testClient();
    await expect(client.createWebhook(createBody)).rejects.toMatchObject({
      path: "data.attributes.signingSecret",
    });
  });

  it.each([
    [{ actions: [], url: "https://x.example" }, "actions"],
    [{ actions: ["a b"], url: "https://x.example" }, "actions"],
    [{ actions: ["a", "a"], url: "https://x.example" }, "actions"],
    [{ actions: ["a"], url: "http://x.example" }, "url"],
    [{ actions: ["a"], url: "https://u:p@x.example" }, "url"],
    [{ actions: ["a"], url: "https://x.example/#f" }, "url"],
    [{ actions: ["a"] }, "url"],
    [{ actions: ["a"], url: "https://x.example", disabled: true }, "disabled"],
  ])("rejects body %j before sending (field %s)", async (body, field) => {
    const { client } = testClient();
    await expect(client.createWebhook(body as never)).rejects.toMatchObject({
      code: "invalid_arguments",
      message: expect.stringContaining(field),
    });
  });

  it.each(["", "has space", "x".repeat(129), "tab\tkey", "é"])("rejects Idempotency-Key %j", async (key) => {
    const { client } = testClient();
    await expect(client.createWebhook(createBody, { idempotencyKey: key })).rejects.toMatchObject({
      code: "invalid_arguments",
      message: expect.stringContaining("idempotencyKey"),
    });
  });

  it("accepts the full printable range and 128 characters", async () => {
    const key = `!~${"k".repeat(126)}`;
    api()
      .post("/v1/webhooks")
      .matchHeader("idempotency-key", key)
      .reply(201, single(created()), { ...webhookHeaders(), "idempotency-replayed": "false" });
    const { client } = testClient();
    await expect(client.createWebhook(createBody, { idempotencyKey: key })).resolves.toBeTruthy();
  });

  it("raises IdempotencyConflictError for a reused key and does not retry", async () => {
    api()
      .post("/v1/webhooks")
      .reply(409, errorBody(409, "idempotency_conflict", "key reused"));
    const { client, sleep } = testClient();
    const error = await client.createWebhook(createBody, { idempotencyKey: "k" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: "idempotency_conflict",
      detail: "key reused",
      requestId: RID,
    });
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("updateWebhook", () => {
  it.each([REVISION, ETAG, ` ${ETAG} `])("sends If-Match %j as the quoted strong ETag", async (ifMatch) => {
    api()
      .patch("/v1/webhooks/wh_1", { disabled: false })
      .matchHeader("if-match", ETAG)
      .reply(200, single(webhookResource({ revision: REVISION_2 })), webhookHeaders(REVISION_2));
    const { client } = testClient();
    const res = await client.updateWebhook("wh_1", { disabled: false }, { ifMatch });
    expect(res.transport.etag).toBe(`"${REVISION_2}"`);
  });

  it.each([
    `W/${ETAG}`,
    "*",
    `${ETAG}, "${REVISION_2}"`,
    "whk1-short",
    `"whk1-${"A".repeat(64)}"`,
    `'${REVISION}'`,
    `"${REVISION}`,
    "",
  ])("rejects If-Match %j before sending", async (ifMatch) => {
    const { client } = testClient();
    await expect(client.updateWebhook("wh_1", { disabled: true }, { ifMatch })).rejects.toMatchObject({
      code: "invalid_arguments",
      message: expect.stringContaining("ifMatch"),
    });
  });

  it("requires ifMatch and at least one field", async () => {
    const { client } = testClient();
    await expect(client.updateWebhook("wh_1", { disabled: true }, {} as never)).rejects.toMatchObject({
      code: "invalid_arguments",
    });
    await expect(client.updateWebhook("wh_1", {}, { ifMatch: REVISION })).rejects.toThrow(/at least one/);
  });

  it.each([
    [412, "precondition_failed", "PreconditionFailedError"],
    [428, "precondition_required", "PreconditionRequiredError"],
    [503, "service_unavailable", "DependencyUnavailableError"],
  ])("maps %s and never retries a PATCH", async (status, code, name) => {
    api().patch("/v1/webhooks/wh_1").reply(status, errorBody(status, code));
    const { client, sleep } = testClient();
    const error = (await client
      .updateWebhook("wh_1", { disabled: true }, { ifMatch: REVISION })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.name).toBe(name);
    expect(error).toMatchObject({ status, code, transport: { attempts: 1 } });
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("removeWebhook", () => {
  it("returns NoContent on 204", async () => {
    api().delete("/v1/webhooks/wh_1").reply(204, "", { "x-request-id": RID });
    const { client } = testClient();
    await expect(client.removeWebhook("wh_1")).resolves.toEqual({
      transport: expect.objectContaining({ status: 204 }),
    });
  });

  it("rejects a 200 instead of 204", async () => {
    api().delete("/v1/webhooks/wh_1").reply(200, {});
    const { client } = testClient();
    await expect(client.removeWebhook("wh_1")).rejects.toMatchObject({ path: "status" });
  });
});

describe("rotateWebhookSecret", () => {
  const rotation = (replayed: boolean, id = "wh_1", revision = REVISION_2) => ({
    id,
    type: "webhookSecretRotation",
    attributes: { replayed, revision, signingSecret: SECRET },
  });
  const headers = (replayed: string, revision = REVISION_2) => ({
    ...webhookHeaders(revision),
    "idempotency-replayed": replayed,
  });

  it("sends If-Match and an Idempotency-Key, no body, and validates the rotation", async () => {
    const seen = capture(
      api()
        .post("/v1/webhooks/wh_1/secret-rotation")
        .reply(201, single(rotation(false)), headers("false")),
    );
    const { client } = testClient();
    const res = await client.rotateWebhookSecret("wh_1", { ifMatch: REVISION, idempotencyKey: "rot-1" });
    const sent = seen[0]?.headers ?? {};
    expect(sent["if-match"]).toBe(ETAG);
    expect(sent["idempotency-key"]).toBe("rot-1");
    expect(seen[0]?.body).toBe("");
    expect(sent["content-type"]).toBeUndefined();
    expect(res.data.attributes.signingSecret).toBe(SECRET);
  });

  it("generates an Idempotency-Key when none is given", async () => {
    api()
      .post("/v1/webhooks/wh_1/secret-rotation")
      .matchHeader("idempotency-key", /^svc-ci-/)
      .reply(200, single(rotation(true)), headers("true"));
    const { client } = testClient();
    const res = await client.rotateWebhookSecret("wh_1", { ifMatch: ETAG });
    expect(res.data.attributes.replayed).toBe(true);
  });

  it.each([
    [
      "replayed attribute disagreeing with 201",
      201,
      rotation(true),
      headers("false"),
      "data.attributes.replayed",
    ],
    ["another webhook id", 201, rotation(false, "wh_2"), headers("false"), "data.id"],
    ["an ETag of another revision", 201, rotation(false), headers("false", REVISION), "headers.etag"],
    [
      "a missing secret",
      201,
      { ...rotation(false), attributes: { replayed: false, revision: REVISION_2 } },
      headers("false"),
      "data.attributes.signingSecret",
    ],
  ])("rejects %s", async (_name, status, data, hdrs, path) => {
    api().post("/v1/webhooks/wh_1/secret-rotation").reply(status, single(data), hdrs);
    const { client } = testClient();
    const error = await client.rotateWebhookSecret("wh_1", { ifMatch: REVISION }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invalid_api_response", path, requestId: RID });
    expect(JSON.stringify(error)).not.toContain(SECRET);
    expect(String(error)).not.toContain(SECRET);
  });

  it("requires ifMatch", async () => {
    const { client } = testClient();
    await expect(client.rotateWebhookSecret("wh_1", undefined as never)).rejects.toMatchObject({
      code: "invalid_arguments",
    });
  });
});

describe("testWebhookDelivery", () => {
  const receipt = (replayed: boolean, webhookId = "wh_1") => ({
    id: "dlv_1",
    type: "webhookTestDelivery",
    attributes: { replayed, test: true, webhookId },
  });
  const headers = (replayed: string) => ({
    "cache-control": "private, no-store",
    "idempotency-replayed": replayed,
    "x-request-id": RID,
  });

  it("queues a test delivery with a generated key", async () => {
    api()
      .post("/v1/webhooks/wh_1/test-delivery")
      .matchHeader("idempotency-key", /^svc-ci-/)
      .reply(201, single(receipt(false)), headers("false"));
    const { client } = testClient();
    const res = await client.testWebhookDelivery("wh_1");
    expect(res.data).toEqual(receipt(false));
  });

  it("rejects a receipt for another webhook, a wrong replayed flag and a wrong Cache-Control", async () => {
    api()
      .post("/v1/webhooks/wh_1/test-delivery")
      .reply(201, single(receipt(false, "wh_2")), headers("false"));
    api()
      .post("/v1/webhooks/wh_1/test-delivery")
      .reply(200, single(receipt(false)), headers("true"));
    api()
      .post("/v1/webhooks/wh_1/test-delivery")
      .reply(201, single(receipt(false)), { ...headers("false"), "cache-control": "no-cache" });
    const { client } = testClient();
    await expect(client.testWebhookDelivery("wh_1")).rejects.toMatchObject({
      path: "data.attributes.webhookId",
    });
    await expect(client.testWebhookDelivery("wh_1")).rejects.toMatchObject({
      path: "data.attributes.replayed",
    });
    await expect(client.testWebhookDelivery("wh_1")).rejects.toMatchObject({ path: "headers.cache-control" });
  });
});
