import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type Client, InvalidRequestError } from "../../../src/client/index.js";
import { ALL_SCOPES } from "../../../src/emulator/index.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";

let receiver: Receiver;
let emu: TestEmulator;
let workspaceId: string;
let fresh = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({ webhookCa: receiver.ca, disableAfter: 2 });
  workspaceId = emu.credential("admin").workspaceId;
});
afterAll(async () => {
  await emu.stop();
  await receiver.close();
});
afterEach(() => receiver.respond(204));

/** A new credential per test keeps each test's webhooks and history apart. */
async function freshClient(): Promise<Client> {
  fresh += 1;
  const credential = await emu.control.createCredential({
    workspaceId,
    name: `deliveries-${fresh}`,
    scopes: ALL_SCOPES,
  });
  return emu.client(credential.token);
}

async function hookFor(client: Client, actions: string[], path = `/hooks/${fresh}`) {
  const created = await client.createWebhook({
    url: `${receiver.url.replace(/\/hooks$/, "")}${path}`,
    actions,
  });
  receiver.setSecrets([created.data.attributes.signingSecret]);
  return created;
}

describe("events from legacy writes", () => {
  test("each legacy create/update emits its event, signed (X-TeamGrid-Webhook-* headers) and verified by the receiver", async () => {
    const client = await freshClient();
    const events = [
      "timeentry_created_manually",
      "timetracking_started",
      "timetracking_stopped",
      "project_created",
      "contact_created",
      "contact_updated",
    ];
    const hook = await hookFor(client, events);
    const legacy = emu.legacyClient("legacy-a");
    const data = emu.state.workspaceData(workspaceId);
    const taskId = [...data.tasks.keys()][0] as string;
    const userId = data.users[0]?._id as string;
    await legacy.createTime({ taskId, userId, start: "2026-07-01T09:00:00Z", end: "2026-07-01T10:30:00Z" });
    await legacy.startTracking(taskId, { userId, time: "2026-07-01T11:00:00Z" });
    await legacy.stopTracking(taskId, { time: "2026-07-01T11:45:00Z" });
    await legacy.createProject({ name: "Launch" });
    const contact = await legacy.createContact({
      type: "person",
      firstname: "Ada",
      lastname: "L",
      category: "customer",
    });
    await legacy.updateContact(contact.data._id, { lastname: "Lovelace" });
    const received = await receiver.waitForCount(
      events.length,
      (delivery) =>
        delivery.payload !== undefined &&
        (delivery.payload as { webhookId?: string }).webhookId === hook.data.id,
    );
    expect(received.map((delivery) => delivery.event).sort()).toEqual([...events].sort());
    for (const delivery of received) {
      expect(delivery.verified, delivery.code).toBe(true);
      expect(delivery.headers["x-teamgrid-webhook-version"]).toBe("2");
      expect(delivery.headers["x-teamgrid-webhook-timestamp"]).toMatch(/^[0-9]{10}$/);
      expect(delivery.headers["x-teamgrid-webhook-signature"]).toMatch(/^v1=[a-f0-9]{64}$/);
      const payload = delivery.payload as Record<string, unknown>;
      expect(Object.keys(payload).sort()).toEqual(["createdAt", "deliveryId", "event", "item", "webhookId"]);
      expect(payload.deliveryId).toBe(delivery.id);
      expect((payload.item as { _id: string })._id).toMatch(/^[a-f0-9]{24}$/);
    }
    const updated = received.find((delivery) => delivery.event === "contact_updated");
    expect((updated?.payload as { item?: Record<string, unknown> } | undefined)?.item).toMatchObject({
      _id: contact.data._id,
      lastname: "Lovelace",
    });
    const history = await client.paginateWebhookDeliveries({ webhookId: hook.data.id }).toArray();
    expect(history).toHaveLength(events.length);
    expect(new Set(history.map((item) => item.attributes.collection))).toEqual(
      new Set(["times", "projects", "contacts"]),
    );
  });

  test("only subscribed webhooks of the event's workspace receive it", async () => {
    const client = await freshClient();
    const subscribed = await hookFor(client, ["project_created"]);
    const other = await client.createWebhook({ url: receiver.url, actions: ["contact_created"] });
    const foreign = await emu
      .client("tenant-b")
      .createWebhook({ url: receiver.url, actions: ["project_created"] });
    const emitted = await emu.control.emit({ workspaceId, event: "project_created", item: { name: "x" } });
    const mine = emitted.deliveries.filter((delivery) =>
      [subscribed.data.id, other.data.id].includes(delivery.webhookId),
    );
    expect(mine.map((delivery) => delivery.webhookId)).toEqual([subscribed.data.id]);
    expect(emitted.deliveries.map((delivery) => delivery.webhookId)).not.toContain(foreign.data.id);
  });
});

describe("retries and states", () => {
  test("non-2xx answers are retried with the same delivery id until success", async () => {
    const client = await freshClient();
    const hook = await hookFor(client, ["task_created"], "/retry-success");
    receiver.respond((delivery) =>
      receiver.deliveries.filter((d) => d.id === delivery.id).length < 3 ? 500 : 204,
    );
    const [emitted] = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.filter(
      (d) => d.webhookId === hook.data.id,
    );
    const done = await emu.waitForDelivery(
      (record) => record.id === emitted?.id && record.state === "succeeded",
    );
    const attempts = receiver.deliveries.filter((delivery) => delivery.id === done.id);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((delivery) => delivery.body)).size).toBe(1);
    expect(attempts.every((delivery) => delivery.verified)).toBe(true);
    const record = await client.getWebhookDelivery(done.id);
    expect(record.data.attributes.state).toBe("succeeded");
    expect(record.data.attributes.attemptCount).toBe(3);
    expect(
      record.data.attributes.attempts.map((attempt) => [
        attempt.state,
        attempt.statusCode,
        attempt.errorCode,
      ]),
    ).toEqual([
      ["retrying", 500, "http_error"],
      ["retrying", 500, "http_error"],
      ["succeeded", 204, null],
    ]);
    expect(record.data.attributes.completedAt).not.toBeNull();
    const after = await client.getWebhook(hook.data.id);
    expect(after.data.attributes).toMatchObject({ lastStatus: 204, failCount: 0, disabled: false });
    expect(after.data.attributes.revision).toBe(hook.data.attributes.revision);
  });

  test("exhausted retries end failed and count one production failure; a success resets the count", async () => {
    const client = await freshClient();
    const hook = await hookFor(client, ["task_created"], "/always-503");
    receiver.respond(503);
    const emitted = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.find(
      (d) => d.webhookId === hook.data.id,
    );
    await emu.waitForDelivery((record) => record.id === emitted?.id && record.state === "failed");
    const record = await client.getWebhookDelivery(emitted?.id as string);
    expect(record.data.attributes.attempts.map((attempt) => attempt.state)).toEqual([
      "retrying",
      "retrying",
      "retrying",
      "failed",
    ]);
    const after = await client.getWebhook(hook.data.id);
    expect(after.data.attributes).toMatchObject({ lastStatus: 503, failCount: 1, disabled: false });
    receiver.respond(204);
    const next = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.find(
      (d) => d.webhookId === hook.data.id,
    );
    await emu.waitForDelivery((record) => record.id === next?.id && record.state === "succeeded");
    const recovered = await client.getWebhook(hook.data.id);
    expect(recovered.data.attributes).toMatchObject({ lastStatus: 204, failCount: 0, disabled: false });
  });

  test("transport failures are recorded with a sanitised transportCode", async () => {
    const client = await freshClient();
    const hook = await client.createWebhook({ url: "https://127.0.0.1:1/closed", actions: ["task_created"] });
    const emitted = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.find(
      (d) => d.webhookId === hook.data.id,
    );
    await emu.waitForDelivery((record) => record.id === emitted?.id && record.state === "failed");
    const record = await client.getWebhookDelivery(emitted?.id as string);
    for (const attempt of record.data.attributes.attempts) {
      expect(attempt).toMatchObject({
        errorCode: "transport_error",
        statusCode: null,
        transportCode: "ECONNREFUSED",
      });
    }
    expect((await client.getWebhook(hook.data.id)).data.attributes.lastStatus).toBeNull();
  });

  test("consecutive failures suspend the webhook; later events are skipped; an update reactivates it", async () => {
    const client = await freshClient();
    const hook = await hookFor(client, ["task_created"], "/suspend");
    receiver.respond(500);
    for (let round = 0; round < 2; round += 1) {
      const emitted = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.find(
        (d) => d.webhookId === hook.data.id,
      );
      await emu.waitForDelivery((record) => record.id === emitted?.id && record.state === "failed");
    }
    const suspended = await client.getWebhook(hook.data.id);
    expect(suspended.data.attributes).toMatchObject({ disabled: true, failCount: 2, lastStatus: 500 });
    expect(suspended.data.attributes.revision).not.toBe(hook.data.attributes.revision);
    receiver.respond(204);
    const skipped = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.find(
      (d) => d.webhookId === hook.data.id,
    );
    expect(skipped?.state).toBe("skipped");
    const skippedRecord = await client.getWebhookDelivery(skipped?.id as string);
    expect(skippedRecord.data.attributes).toMatchObject({ state: "skipped", attemptCount: 1 });
    expect(skippedRecord.data.attributes.attempts[0]).toMatchObject({ state: "skipped", statusCode: null });
    const reactivated = await client.updateWebhook(
      hook.data.id,
      { disabled: false },
      { ifMatch: suspended.transport.etag as string },
    );
    expect(reactivated.data.attributes).toMatchObject({ disabled: false, failCount: 0, lastStatus: 500 });
    const delivered = (await emu.control.emit({ workspaceId, event: "task_created" })).deliveries.find(
      (d) => d.webhookId === hook.data.id,
    );
    await emu.waitForDelivery((record) => record.id === delivered?.id && record.state === "succeeded");
    expect((await client.getWebhook(hook.data.id)).data.attributes.lastStatus).toBe(204);
  });
});

describe("test deliveries", () => {
  test("go through the pipeline, are replayable by key, and never touch the counters", async () => {
    const client = await freshClient();
    const hook = await hookFor(client, ["task_created"], "/test-delivery");
    receiver.respond(500);
    const receipt = await client.testWebhookDelivery(hook.data.id, { idempotencyKey: "smoke-1" });
    expect(receipt.transport.status).toBe(201);
    expect(receipt.transport.headers["cache-control"]).toBe("private, no-store");
    expect(receipt.data).toMatchObject({
      type: "webhookTestDelivery",
      attributes: { replayed: false, test: true, webhookId: hook.data.id },
    });
    await emu.waitForDelivery((record) => record.id === receipt.data.id && record.state === "failed");
    const replay = await client.testWebhookDelivery(hook.data.id, { idempotencyKey: "smoke-1" });
    expect(replay.transport.status).toBe(200);
    expect(replay.data).toEqual({
      ...receipt.data,
      attributes: { ...receipt.data.attributes, replayed: true },
    });
    const sent = receiver.deliveries.filter((delivery) => delivery.id === receipt.data.id);
    expect(sent).toHaveLength(4);
    expect(sent[0]?.event).toBe("webhook.test");
    expect(sent[0]?.payload).toMatchObject({
      event: "webhook.test",
      item: { test: true },
      webhookId: hook.data.id,
      deliveryId: receipt.data.id,
    });
    const after = await client.getWebhook(hook.data.id);
    expect(after.data.attributes).toMatchObject({ failCount: 0, lastStatus: null, disabled: false });
    const history = await client.listWebhookDeliveries({ webhookId: hook.data.id, event: "webhook.test" });
    expect(history.data.map((item) => item.id)).toEqual([receipt.data.id]);
  });
});

describe("secret rotation", () => {
  test("reveals a new secret once; an exact replay returns the same rotation; deliveries use the new secret", async () => {
    const client = await freshClient();
    const hook = await hookFor(client, ["task_created"], "/rotation");
    const oldSecret = hook.data.attributes.signingSecret;
    const rotation = await client.rotateWebhookSecret(hook.data.id, {
      ifMatch: hook.transport.etag as string,
      idempotencyKey: "rotate-1",
    });
    expect(rotation.transport.status).toBe(201);
    expect(rotation.data.attributes).toMatchObject({ replayed: false });
    expect(rotation.data.attributes.signingSecret).not.toBe(oldSecret);
    expect(rotation.transport.etag).toBe(`"${rotation.data.attributes.revision}"`);
    const replay = await client.rotateWebhookSecret(hook.data.id, {
      ifMatch: hook.transport.etag as string,
      idempotencyKey: "rotate-1",
    });
    expect(replay.transport.status).toBe(200);
    expect(replay.data.attributes).toEqual({ ...rotation.data.attributes, replayed: true });
    expect((await client.getWebhook(hook.data.id)).data.attributes.revision).toBe(
      rotation.data.attributes.revision,
    );
    await expect(
      client.rotateWebhookSecret(hook.data.id, {
        ifMatch: hook.transport.etag as string,
        idempotencyKey: "rotate-2",
      }),
    ).rejects.toMatchObject({ status: 412 });

    receiver.setSecrets([rotation.data.attributes.signingSecret, oldSecret]);
    const receipt = await client.testWebhookDelivery(hook.data.id);
    const overlap = await receiver.waitFor((delivery) => delivery.id === receipt.data.id);
    expect(overlap).toMatchObject({ verified: true, secretIndex: 0 });
    receiver.setSecrets([oldSecret]);
    const second = await client.testWebhookDelivery(hook.data.id);
    const rejected = await receiver.waitFor((delivery) => delivery.id === second.data.id);
    expect(rejected).toMatchObject({ verified: false, code: "invalid_signature" });
  });

  test("a clock offset makes deliveries stale for the receiver", async () => {
    const client = await freshClient();
    const hook = await hookFor(client, ["task_created"], "/stale");
    await emu.control.setClockOffset(-3_600_000);
    try {
      const receipt = await client.testWebhookDelivery(hook.data.id);
      const stale = await receiver.waitFor((delivery) => delivery.id === receipt.data.id);
      expect(stale).toMatchObject({ verified: false, code: "stale_timestamp" });
    } finally {
      await emu.control.setClockOffset(0);
    }
  });
});

describe("history", () => {
  test("filters by webhook, event and state; newest first; cursors are bound to the filter set", async () => {
    const client = await freshClient();
    const a = await hookFor(client, ["task_created", "task_updated"], "/history-a");
    const b = await client.createWebhook({ url: `${receiver.url}/b`, actions: ["task_created"] });
    const ids: string[] = [];
    for (const event of ["task_created", "task_updated", "task_created", "task_updated", "task_created"]) {
      const emitted = await emu.control.emit({ workspaceId, event });
      ids.push(
        ...emitted.deliveries.filter((d) => [a.data.id, b.data.id].includes(d.webhookId)).map((d) => d.id),
      );
    }
    await Promise.all(
      ids.map((id) => emu.waitForDelivery((record) => record.id === id && record.state === "succeeded")),
    );
    const all = await client.paginateWebhookDeliveries({ limit: 2 }).toArray();
    expect(all.map((item) => item.id)).toEqual([...ids].reverse());
    const onlyA = await client.paginateWebhookDeliveries({ webhookId: a.data.id }).toArray();
    expect(onlyA).toHaveLength(5);
    const updates = await client.paginateWebhookDeliveries({ event: "task_updated" }).toArray();
    expect(updates.map((item) => item.attributes.event)).toEqual(["task_updated", "task_updated"]);
    const failed = await client.listWebhookDeliveries({ state: "failed" });
    expect(failed.data).toEqual([]);
    const first = await client.listWebhookDeliveries({ webhookId: a.data.id, limit: 2 });
    const cursor = first.meta.page.nextCursor as string;
    const next = await client.listWebhookDeliveries({ webhookId: a.data.id, limit: 2, cursor });
    expect(next.data.map((item) => item.id)).not.toContain(first.data[0]?.id);
    const mixed = await client
      .listWebhookDeliveries({ webhookId: b.data.id, cursor })
      .catch((error: unknown) => error);
    expect(mixed).toBeInstanceOf(InvalidRequestError);
    expect((mixed as InvalidRequestError).errors[0]?.source).toEqual({ parameter: "cursor" });
    const foreign = await emu
      .client("admin")
      .listWebhookDeliveries({ webhookId: a.data.id, cursor })
      .catch((error: unknown) => error);
    expect(foreign).toBeInstanceOf(InvalidRequestError);
  });
});

describe("per-attempt timeout", () => {
  test("a receiver that never answers is a transport_error with transportCode timeout", async () => {
    const slow = await startTestEmulator({
      webhookCa: receiver.ca,
      deliveryTimeoutMs: 100,
      retrySchedule: [],
    });
    let release: () => void = () => {};
    const hanging = new Promise<number>((resolve) => {
      release = () => resolve(204);
    });
    try {
      const client = slow.client("admin");
      const hook = await client.createWebhook({ url: `${receiver.url}/slow`, actions: ["task_created"] });
      receiver.respond(() => hanging);
      const receipt = await client.testWebhookDelivery(hook.data.id);
      await slow.waitForDelivery((record) => record.id === receipt.data.id && record.state === "failed");
      const record = await client.getWebhookDelivery(receipt.data.id);
      expect(record.data.attributes.attempts).toEqual([
        expect.objectContaining({
          state: "failed",
          errorCode: "transport_error",
          transportCode: "timeout",
          statusCode: null,
        }),
      ]);
    } finally {
      release();
      await slow.stop();
    }
  });
});
