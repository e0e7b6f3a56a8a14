import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AuthenticationError, NotFoundError, PermissionError } from "../../../src/client/index.js";
import { apiErrorEnvelope, apiVersionEnvelope } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
const HOOK_URL = "https://127.0.0.1:9/hooks";

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

describe("authentication", () => {
  test("a missing bearer is 401 invalid_token with WWW-Authenticate and rate-limit headers", async () => {
    const response = await rawRequest(`${emu.baseUrl}/workspace`);
    expect(response.status).toBe(401);
    expect(apiErrorEnvelope.parse(response.body).errors[0]).toMatchObject({
      code: "invalid_token",
      status: "401",
      title: "Unauthorized",
    });
    expect(response.headers["www-authenticate"]).toContain("Bearer");
    expect(response.headers["x-ratelimit-limit"]).toMatch(/^[0-9]+$/);
  });

  test("malformed, unknown-secret and legacy tokens are 401", async () => {
    const { token } = emu.credential("admin");
    const wrongSecret = token.replace(/_[a-f0-9]{64}$/, `_${"0".repeat(64)}`);
    for (const bad of ["nope", wrongSecret, emu.legacyCredential("legacy-a").token]) {
      const response = await rawRequest(`${emu.baseUrl}/workspace`, { token: bad });
      expect(response.status).toBe(401);
      expect(apiErrorEnvelope.parse(response.body).errors[0]?.code).toBe("invalid_token");
    }
    await expect(emu.client(wrongSecret).getWorkspace()).rejects.toBeInstanceOf(AuthenticationError);
  });

  test("expired and revoked credentials are 401", async () => {
    const { workspaceId } = emu.credential("admin");
    const expiring = await emu.control.createCredential({
      workspaceId,
      name: "expiring",
      scopes: ["workspace:read"],
    });
    const revoking = await emu.control.createCredential({
      workspaceId,
      name: "revoking",
      scopes: ["workspace:read"],
    });
    expect((await emu.client(expiring.token).getWorkspace()).data.id).toBe(workspaceId);
    await emu.control.expire(expiring.credentialId);
    await emu.control.revoke(revoking.credentialId);
    for (const token of [expiring.token, revoking.token]) {
      const error = await emu
        .client(token)
        .getWorkspace()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect((error as AuthenticationError).code).toBe("invalid_token");
    }
  });
});

describe("scopes", () => {
  test("a credential without webhooks:write gets 403 insufficient_scope on every write", async () => {
    const reader = emu.client("reader");
    const writer = emu.client("admin");
    const hook = await writer.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const attempts = [
      () => reader.createWebhook({ url: HOOK_URL, actions: ["task_created"] }),
      () =>
        reader.updateWebhook(hook.data.id, { disabled: true }, { ifMatch: hook.data.attributes.revision }),
      () => reader.removeWebhook(hook.data.id),
      () => reader.rotateWebhookSecret(hook.data.id, { ifMatch: hook.data.attributes.revision }),
      () => reader.testWebhookDelivery(hook.data.id),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PermissionError);
      expect((error as PermissionError).code).toBe("insufficient_scope");
    }
    expect((await reader.listWebhooks()).data).toEqual([]);
  });

  test("each read operation checks its own scope", async () => {
    const { workspaceId } = emu.credential("admin");
    const narrow = await emu.control.createCredential({
      workspaceId,
      name: "narrow",
      scopes: ["webhooks:read"],
    });
    const client = emu.client(narrow.token);
    const contactId = [...emu.state.workspaceData(workspaceId).contacts.keys()][0] as string;
    for (const call of [
      () => client.getWorkspace(),
      () => client.listTasks(),
      () => client.listLists(),
      () => client.getContact(contactId),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(PermissionError);
    }
    expect((await client.listWebhookDeliveries()).data).toEqual([]);
    expect((await client.getCurrentCredentialContext()).data.attributes.scopes).toEqual(["webhooks:read"]);
  });
});

describe("isolation", () => {
  test("another workspace's contact, webhook and delivery are 404", async () => {
    const a = emu.client("admin");
    const b = emu.client("tenant-b");
    const contactA = [
      ...emu.state.workspaceData(emu.credential("admin").workspaceId).contacts.keys(),
    ][0] as string;
    expect((await a.getContact(contactA)).data.id).toBe(contactA);
    await expect(b.getContact(contactA)).rejects.toBeInstanceOf(NotFoundError);
    const hook = await a.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const test = await a.testWebhookDelivery(hook.data.id);
    await expect(b.getWebhook(hook.data.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(b.removeWebhook(hook.data.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(b.getWebhookDelivery(test.data.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await b.listWebhooks()).data.map((item) => item.id)).not.toContain(hook.data.id);
  });

  test("webhooks and their deliveries belong to the credential that created them", async () => {
    const { workspaceId } = emu.credential("admin");
    const sibling = await emu.control.createCredential({
      workspaceId,
      name: "sibling",
      scopes: ["webhooks:read", "webhooks:write"],
    });
    const owner = emu.client("admin");
    const other = emu.client(sibling.token);
    const hook = await owner.createWebhook({ url: HOOK_URL, actions: ["task_created"] });
    const test = await owner.testWebhookDelivery(hook.data.id);
    await expect(other.getWebhook(hook.data.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.testWebhookDelivery(hook.data.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.getWebhookDelivery(test.data.id)).rejects.toBeInstanceOf(NotFoundError);
    const theirs = await other.listWebhookDeliveries({ webhookId: hook.data.id });
    expect(theirs.data).toEqual([]);
    const mine = await owner.listWebhookDeliveries({ webhookId: hook.data.id });
    expect(mine.data.map((item) => item.id)).toContain(test.data.id);
  });
});

describe("auth context", () => {
  test("GET /auth/context describes the credential with no scope needed", async () => {
    const admin = emu.credential("admin");
    const context = await emu.client("admin").getCurrentCredentialContext();
    expect(context.data).toMatchObject({
      id: admin.credentialId,
      type: "credentialContext",
      attributes: { region: admin.region, cellId: admin.cellId, kind: "serviceAccount", status: "active" },
    });
    expect(context.data.attributes.scopes).toEqual(admin.scopes);
    expect(context.transport.headers["cache-control"]).toBe("private, no-store");
  });

  test("DELETE /auth/context revokes exactly that credential; any later request is 401", async () => {
    const { workspaceId } = emu.credential("admin");
    const doomed = await emu.control.createCredential({
      workspaceId,
      name: "doomed",
      scopes: ["workspace:read"],
    });
    const client = emu.client(doomed.token);
    const revoked = await client.revokeCurrentCredential();
    expect(revoked.transport.status).toBe(204);
    expect(revoked.transport.headers["cache-control"]).toBe("private, no-store");
    await expect(client.getCurrentCredentialContext()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(client.revokeCurrentCredential()).rejects.toBeInstanceOf(AuthenticationError);
    expect((await emu.client("admin").getWorkspace()).data.id).toBe(workspaceId);
  });
});

describe("envelopes and headers", () => {
  test("a valid X-Request-Id is echoed as meta.requestId; an invalid one is replaced", async () => {
    const client = emu.client("admin");
    const echoed = await client.getWorkspace({ requestId: "trace-123.abc:def" });
    expect(echoed.meta.requestId).toBe("trace-123.abc:def");
    expect(echoed.transport.headers["x-request-id"]).toBe("trace-123.abc:def");
    const replaced = await rawRequest(`${emu.baseUrl}/workspace`, {
      token: emu.credential("admin").token,
      headers: { "x-request-id": "bad id!" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    expect((replaced.body as { meta: { requestId: string } }).meta.requestId).toBe(
      replaced.headers["x-request-id"],
    );
  });

  test("unknown operations are a 404 and wrong methods a 405, both with error envelopes", async () => {
    const { token } = emu.credential("admin");
    const unknown = await rawRequest(`${emu.baseUrl}/nothing-here`, { token });
    expect(unknown.status).toBe(404);
    apiErrorEnvelope.parse(unknown.body);
    const wrong = await rawRequest(`${emu.baseUrl}/workspace`, { method: "POST", token });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("GET");
    for (const response of [unknown, wrong])
      expect(response.headers["x-ratelimit-remaining"]).toMatch(/^[0-9]+$/);
  });

  test("unknown query parameters are rejected with the parameter named", async () => {
    const response = await rawRequest(`${emu.baseUrl}/webhooks?page=2`, {
      token: emu.credential("admin").token,
    });
    expect(response.status).toBe(400);
    expect(apiErrorEnvelope.parse(response.body).errors[0]?.source).toEqual({ parameter: "page" });
  });

  test("GET /v1/ answers the API version without authentication", async () => {
    const response = await rawRequest(`${emu.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: { version: "1", contractVersion: "1.1.0", status: "operational", region: "de" },
    });
    // Closed document, `documentation` an https URL (the official CLI refuses others).
    const document = apiVersionEnvelope.parse(response.body);
    expect(document.data.documentation).toBe("https://github.com/svc-ci/svc-ci/blob/main/docs/emulator.md");
  });
});
