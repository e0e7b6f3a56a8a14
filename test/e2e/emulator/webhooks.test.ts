import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  IdempotencyConflictError,
  InvalidRequestError,
  NotFoundError,
  PreconditionFailedError,
} from "../../../src/client/index.js";
import { apiErrorEnvelope, singleEnvelope, webhook } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
const HOOK_URL = "https://127.0.0.1:9/hooks";

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

function expectError(
  response: { status: number; headers: Record<string, string>; body: unknown },
  status: number,
  code: string,
) {
  expect(response.status).toBe(status);
  const envelope = apiErrorEnvelope.parse(response.body);
  expect(envelope.errors[0]?.code).toBe(code);
  expect(envelope.meta.requestId).toBe(response.headers["x-request-id"]);
  return envelope.errors[0];
}

describe("create", () => {
  test("reveals a whsec_v2 secret once, with ETag, no-store and Idempotency-Replayed: false", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    expect(created.transport.status).toBe(201);
    expect(created.transport.idempotencyReplayed).toBe(false);
    expect(created.data.attributes.signingSecret).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}$/);
    expect(created.transport.etag).toBe(`"${created.data.attributes.revision}"`);
    expect(created.data.attributes).toMatchObject({
      disabled: false,
      failCount: 0,
      lastStatus: null,
      version: 2,
    });
    const read = await client.getWebhook(created.data.id);
    expect(read.data.attributes).not.toHaveProperty("signingSecret");
    expect(read.data.attributes.revision).toBe(created.data.attributes.revision);
  });

  test("same key + same payload replays the original result (200, same secret); another payload conflicts", async () => {
    const client = emu.client("admin");
    const body = { url: HOOK_URL, actions: ["task_created", "task_updated"] };
    const first = await client.createWebhook(body, { idempotencyKey: "create-replay-1" });
    const again = await client.createWebhook(
      { actions: [...body.actions], url: body.url },
      { idempotencyKey: "create-replay-1" },
    );
    expect(again.transport.status).toBe(200);
    expect(again.transport.idempotencyReplayed).toBe(true);
    expect(again.data).toEqual(first.data);
    const conflict = await client
      .createWebhook({ url: HOOK_URL, actions: ["task_removed"] }, { idempotencyKey: "create-replay-1" })
      .catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(IdempotencyConflictError);
    expect((conflict as IdempotencyConflictError).status).toBe(409);
    const mine = await client.paginateWebhooks().toArray();
    expect(mine.filter((hook) => hook.id === first.data.id)).toHaveLength(1);
  });

  test("a replay spelled with a trailing slash or a percent-encoded id is the same request (200, not 409)", async () => {
    const { token } = emu.credential("admin");
    const body = { url: HOOK_URL, actions: ["task_created"] };
    const headers = { "idempotency-key": "spelling-create-1" };
    const first = await rawRequest(`${emu.baseUrl}/webhooks`, { method: "POST", token, headers, body });
    expect(first.status).toBe(201);
    const slashed = await rawRequest(`${emu.baseUrl}/webhooks/`, { method: "POST", token, headers, body });
    expect(slashed.status).toBe(200);
    expect(slashed.headers["idempotency-replayed"]).toBe("true");
    const id = (first.body as { data: { id: string } }).data.id;
    const testHeaders = { "idempotency-key": "spelling-test-1" };
    const test1 = await rawRequest(`${emu.baseUrl}/webhooks/${id}/test-delivery`, {
      method: "POST",
      token,
      headers: testHeaders,
    });
    expect(test1.status).toBe(201);
    const encoded = id.replace("_", "%5F");
    const test2 = await rawRequest(`${emu.baseUrl}/webhooks/${encoded}/test-delivery`, {
      method: "POST",
      token,
      headers: testHeaders,
    });
    expect(test2.status).toBe(200);
    expect((test2.body as { data: { id: string } }).data.id).toBe(
      (test1.body as { data: { id: string } }).data.id,
    );
  });

  test("an upper-case HTTPS:// scheme is accepted and served as https:// (a served url starts https://)", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({
      url: "HTTPS://127.0.0.1:9/Upper",
      actions: ["task_created"],
    });
    expect(created.data.attributes.url).toBe("https://127.0.0.1:9/Upper");
    const updated = await client.updateWebhook(
      created.data.id,
      { url: "Https://127.0.0.1:9/Mixed" },
      { ifMatch: created.data.attributes.revision },
    );
    expect(updated.data.attributes.url).toBe("https://127.0.0.1:9/Mixed");
    expect((await client.getWebhook(created.data.id)).data.attributes.url).toBe("https://127.0.0.1:9/Mixed");
  });

  test("keys are per credential: another credential's identical key executes anew", async () => {
    const { workspaceId } = emu.credential("admin");
    const other = await emu.control.createCredential({
      workspaceId,
      name: "second-writer",
      scopes: ["webhooks:read", "webhooks:write"],
    });
    const a = await emu
      .client("admin")
      .createWebhook({ url: HOOK_URL, actions: ["task_created"] }, { idempotencyKey: "shared-key" });
    const b = await emu
      .client(other.token)
      .createWebhook({ url: HOOK_URL, actions: ["task_created"] }, { idempotencyKey: "shared-key" });
    expect(b.transport.status).toBe(201);
    expect(b.data.id).not.toBe(a.data.id);
  });

  test("a missing or malformed Idempotency-Key is a 400 naming the header", async () => {
    const { token } = emu.credential("admin");
    const missing = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token,
      body: { url: HOOK_URL, actions: ["a"] },
    });
    expect(expectError(missing, 400, "invalid_request")?.source).toEqual({ header: "Idempotency-Key" });
    const spaced = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token,
      headers: { "idempotency-key": "has space" },
      body: { url: HOOK_URL, actions: ["a"] },
    });
    expectError(spaced, 400, "invalid_request");
    const long = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token,
      headers: { "idempotency-key": "k".repeat(129) },
      body: { url: HOOK_URL, actions: ["a"] },
    });
    expectError(long, 400, "invalid_request");
  });

  test.each([
    [{ url: "http://example.com/hook", actions: ["a"] }, "/url"],
    [{ url: "https://example.com/hook#frag", actions: ["a"] }, "/url"],
    [{ url: "https://user:pw@example.com/hook", actions: ["a"] }, "/url"],
    [{ url: "https://example.com/hook", actions: [] }, "/actions"],
    [{ url: "https://example.com/hook", actions: ["a", "a"] }, "/actions"],
    [{ url: "https://example.com/hook", actions: ["bad name"] }, "/actions/0"],
    [{ url: "https://example.com/hook", actions: ["a"], extra: true }, "/extra"],
    [{ actions: ["a"] }, "/url"],
    // format: uri (issue 8 item 15): whitespace and controls are not URI characters.
    [{ url: "https://example.com/hook\n::warning::x", actions: ["a"] }, "/url"],
    [{ url: "https://exa\tmple.com/hook", actions: ["a"] }, "/url"],
    [{ url: "https:\\\\example.com/hook", actions: ["a"] }, "/url"],
  ])("invalid body %j -> 400 with source.pointer %s", async (body, pointer) => {
    const response = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token: emu.credential("admin").token,
      headers: { "idempotency-key": `invalid-${pointer}-${JSON.stringify(body).length}` },
      body,
    });
    expect(expectError(response, 400, "invalid_request")?.source).toEqual({ pointer });
  });

  test("loopback and private destinations are refused unless allowed", async () => {
    const strict = await startTestEmulator({ allowLoopbackWebhooks: false });
    try {
      const client = strict.client("admin");
      for (const url of [
        "https://127.0.0.1/hook",
        "https://localhost/hook",
        "https://10.1.2.3/hook",
        "https://[::1]/hook",
      ]) {
        const error = await client
          .createWebhook({ url, actions: ["task_created"] })
          .catch((caught: unknown) => caught);
        expect(error, url).toBeInstanceOf(InvalidRequestError);
        expect((error as InvalidRequestError).errors[0]?.source).toEqual({ pointer: "/url" });
      }
      const ok = await client.createWebhook({
        url: "https://hooks.example.com/in",
        actions: ["task_created"],
      });
      expect(ok.transport.status).toBe(201);
    } finally {
      await strict.stop();
    }
  });
});

describe("update and optimistic concurrency", () => {
  test("a config change returns a new revision and ETag; counters-free reads keep it", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const updated = await client.updateWebhook(
      created.data.id,
      { actions: ["task_created", "contact_created"] },
      { ifMatch: created.transport.etag as string },
    );
    expect(updated.data.attributes.actions).toEqual(["task_created", "contact_created"]);
    expect(updated.data.attributes.revision).not.toBe(created.data.attributes.revision);
    expect(updated.transport.etag).toBe(`"${updated.data.attributes.revision}"`);
    const bare = await client.updateWebhook(
      created.data.id,
      { disabled: true },
      { ifMatch: updated.data.attributes.revision },
    );
    expect(bare.data.attributes.disabled).toBe(true);
  });

  test("a stale ETag is 412; the current one works", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    await client.updateWebhook(
      created.data.id,
      { url: "https://127.0.0.1:9/other" },
      { ifMatch: created.data.attributes.revision },
    );
    const stale = await client
      .updateWebhook(created.data.id, { disabled: true }, { ifMatch: created.data.attributes.revision })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(PreconditionFailedError);
    expect((stale as PreconditionFailedError).code).toBe("precondition_failed");
  });

  test("If-Match missing -> 428; weak, wildcard, list, bare or foreign -> 400 invalid_precondition", async () => {
    const client = emu.client("admin");
    const { token } = emu.credential("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const url = `${emu.baseUrl}/webhooks/${created.data.id}`;
    const etag = created.transport.etag as string;
    const missing = await rawRequest(url, { method: "PATCH", token, body: { disabled: true } });
    expectError(missing, 428, "precondition_required");
    for (const ifMatch of [
      `W/${etag}`,
      "*",
      `${etag}, ${etag}`,
      created.data.attributes.revision,
      `"tsk1-${"a".repeat(64)}"`,
    ]) {
      const response = await rawRequest(url, {
        method: "PATCH",
        token,
        headers: { "if-match": ifMatch },
        body: { disabled: true },
      });
      expectError(response, 400, "invalid_precondition");
    }
    const rotation = await rawRequest(`${url}/secret-rotation`, {
      method: "POST",
      token,
      headers: { "idempotency-key": "rot-428" },
    });
    expectError(rotation, 428, "precondition_required");
    const ok = await rawRequest(url, {
      method: "PATCH",
      token,
      headers: { "if-match": etag },
      body: { disabled: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers["cache-control"]).toBe("private, no-store, no-transform");
    expect(singleEnvelope(webhook).parse(ok.body).data.attributes.disabled).toBe(true);
  });

  test("a guarded write checks the webhook (404), then If-Match (428, 400), then the body (400), then staleness (412)", async () => {
    const client = emu.client("admin");
    const { token } = emu.credential("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const url = `${emu.baseUrl}/webhooks/${created.data.id}`;
    const stale = `"whk1-${"0".repeat(64)}"`;
    const patch = (headers: Record<string, string>, body: unknown, target = url) =>
      rawRequest(target, { method: "PATCH", token, headers, body });
    expectError(await patch({}, { nope: 1 }, `${emu.baseUrl}/webhooks/wh_unknown`), 404, "not_found");
    expectError(await patch({}, { nope: 1 }), 428, "precondition_required");
    expectError(await patch({ "if-match": "*" }, { nope: 1 }), 400, "invalid_precondition");
    expectError(await patch({ "if-match": stale }, { nope: 1 }), 400, "invalid_request");
    expectError(await patch({ "if-match": stale }, { disabled: true }), 412, "precondition_failed");
    const rotate = (headers: Record<string, string>) =>
      rawRequest(`${url}/secret-rotation`, { method: "POST", token, headers });
    expectError(await rotate({ "if-match": stale }), 400, "invalid_request"); // no Idempotency-Key
    expectError(await rotate({ "idempotency-key": "order-1" }), 428, "precondition_required");
    expectError(
      await rotate({ "idempotency-key": "order-2", "if-match": stale }),
      412,
      "precondition_failed",
    );
  });

  test("an empty or unknown-field update is a 400", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const { token } = emu.credential("admin");
    const url = `${emu.baseUrl}/webhooks/${created.data.id}`;
    const headers = { "if-match": created.transport.etag as string };
    expectError(await rawRequest(url, { method: "PATCH", token, headers, body: {} }), 400, "invalid_request");
    const unknown = await rawRequest(url, { method: "PATCH", token, headers, body: { secret: "x" } });
    expect(expectError(unknown, 400, "invalid_request")?.source).toEqual({ pointer: "/secret" });
    const newline = await rawRequest(url, {
      method: "PATCH",
      token,
      headers,
      body: { url: "https://example.com/hook\r\n::error::x" },
    });
    expect(expectError(newline, 400, "invalid_request")?.source).toEqual({ pointer: "/url" });
  });
});

test("PATCH refuses an Idempotency-Key; a no-op update keeps the revision", async () => {
  const client = emu.client("admin");
  const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
  const response = await rawRequest(`${emu.baseUrl}/webhooks/${created.data.id}`, {
    method: "PATCH",
    token: emu.credential("admin").token,
    headers: { "if-match": created.transport.etag as string, "idempotency-key": "nope" },
    body: { disabled: true },
  });
  expect(expectError(response, 400, "invalid_request")?.source).toEqual({ header: "Idempotency-Key" });
  const same = await client.updateWebhook(
    created.data.id,
    { url: HOOK_URL },
    { ifMatch: created.data.attributes.revision },
  );
  expect(same.data.attributes.revision).toBe(created.data.attributes.revision);
});

test("DELETE /webhooks/{id} and the auth operations refuse an Idempotency-Key, as PATCH does; nothing is removed or revoked", async () => {
  const client = emu.client("admin");
  const { token } = emu.credential("admin");
  const headers = { "idempotency-key": "not-here" };
  const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
  const remove = await rawRequest(`${emu.baseUrl}/webhooks/${created.data.id}`, {
    method: "DELETE",
    token,
    headers,
  });
  expect(expectError(remove, 400, "invalid_request")?.source).toEqual({ header: "Idempotency-Key" });
  expect((await client.getWebhook(created.data.id)).data.id).toBe(created.data.id);
  for (const method of ["GET", "DELETE"]) {
    const context = await rawRequest(`${emu.baseUrl}/auth/context`, { method, token, headers });
    expect(expectError(context, 400, "invalid_request")?.source).toEqual({ header: "Idempotency-Key" });
  }
  expect((await client.getWorkspace()).transport.status).toBe(200);
});

test("the control API index lists its endpoints", async () => {
  const index = (await rawRequest(emu.controlUrl)).body as { endpoints: string[]; baseUrl: string };
  expect(index.baseUrl).toBe(emu.baseUrl);
  expect(index.endpoints).toContain("POST /_emulator/faults");
});

describe("remove", () => {
  test("204, then 404 for get, update and a second remove", async () => {
    const client = emu.client("admin");
    const created = await client.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const removed = await client.removeWebhook(created.data.id);
    expect(removed.transport.status).toBe(204);
    await expect(client.getWebhook(created.data.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.removeWebhook(created.data.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      client.updateWebhook(
        created.data.id,
        { disabled: true },
        { ifMatch: created.data.attributes.revision },
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await client.establishWebhookRemoval(created.data.id)).toBe("removed");
  });
});

describe("list", () => {
  test("pages through the credential's own webhooks with opaque cursors", async () => {
    const { workspaceId } = emu.credential("admin");
    const writer = await emu.control.createCredential({
      workspaceId,
      name: "pager",
      scopes: ["webhooks:read", "webhooks:write"],
    });
    const client = emu.client(writer.token);
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push((await client.createWebhook({ url: HOOK_URL, actions: [`event_${index}`] })).data.id);
    }
    const first = await client.listWebhooks({ limit: 3 });
    expect(first.data.map((hook) => hook.id)).toEqual(ids.slice(0, 3));
    expect(first.meta.page).toMatchObject({ limit: 3 });
    expect(first.meta.page.nextCursor).toEqual(expect.any(String));
    const all = await client.paginateWebhooks({ limit: 3 }).toArray();
    expect(all.map((hook) => hook.id)).toEqual(ids);
    const tooBig = await rawRequest(`${emu.baseUrl}/webhooks?limit=101`, { token: writer.token });
    expectError(tooBig, 400, "invalid_request");
    const tampered = await rawRequest(`${emu.baseUrl}/webhooks?cursor=${first.meta.page.nextCursor}x`, {
      token: writer.token,
    });
    expect(expectError(tampered, 400, "invalid_request")?.source).toEqual({ parameter: "cursor" });
  });
});
