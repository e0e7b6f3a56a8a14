/**
 * Changes made through the declared operations publish their events (src/emulator/generic): each
 * evented operation's change arrives, signed and verified, at a subscribed receiver, carrying the
 * changed record; a webhook not subscribed to the event gets nothing; the delivery history has it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { genericOperations } from "../../../src/emulator/generic/operations.js";
import { ALL_SCOPES } from "../../../src/emulator/index.js";
import { knownEventNames } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";

const evented = genericOperations().filter((op) => op.event !== undefined);
const scopes = [
  ...new Set([
    ...ALL_SCOPES,
    ...genericOperations().flatMap((op) => (op.scopes === "none" ? [] : op.scopes)),
  ]),
];

let emu: TestEmulator;
let receiver: Receiver;
let token: string;
let key = 0;

/** Whether the declared operation at `method path` takes an Idempotency-Key. */
function keyed(method: string, path: string): boolean {
  return genericOperations().some(
    (op) =>
      op.idempotent &&
      op.method === method &&
      new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
}

async function call(method: string, path: string, body?: unknown, ifMatchFrom?: string) {
  key += 1;
  const headers: Record<string, string> = keyed(method, path) ? { "idempotency-key": `events-${key}` } : {};
  if (ifMatchFrom)
    headers["if-match"] = (await rawRequest(`${emu.baseUrl}${ifMatchFrom}`, { token })).headers.etag ?? "";
  // Keyed operations need the key; the others ignore it.
  const answer = await rawRequest(`${emu.baseUrl}${path}`, {
    method,
    token,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as { data: { id: string; attributes: Record<string, unknown> } } | undefined;
}

beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({
    webhookCa: receiver.ca,
    seed: {
      workspaces: [
        { name: "Events", credentials: [{ name: "all", scopes }], legacyCredentials: [{ name: "legacy-a" }] },
      ],
    },
  });
  token = emu.credential("all").token;
  const hook = await emu.client(token).createWebhook({ url: receiver.url, actions: [...knownEventNames] });
  receiver.setSecrets([hook.data.attributes.signingSecret]);
  // A second webhook subscribed to something else must not receive these.
  await emu.client(token).createWebhook({ url: `${receiver.url}?other`, actions: ["user_online"] });
});
afterAll(async () => {
  await emu.stop();
  await receiver.close();
});

async function arrived(event: string, id: string) {
  const delivery = await receiver.waitFor(
    (entry) => entry.event === event && (entry.payload as { item?: { _id?: string } }).item?._id === id,
  );
  expect(delivery.verified).toBe(true);
  return delivery;
}

describe("events from changes", () => {
  test("every operation with an event is one of the published event names", () => {
    expect(evented.length).toBeGreaterThan(20);
    for (const op of evented) expect(knownEventNames).toContain(op.event);
  });

  test("a task's life: created, updated, completed, reopened, removed, restored, timed", async () => {
    const task = await call("POST", "/tasks", { name: "Write the report" });
    const id = task?.data.id as string;
    const created = await arrived("task_created", id);
    expect((created.payload as { item: Record<string, unknown> }).item).toMatchObject({
      _id: id,
      name: "Write the report",
    });
    await call("PATCH", `/tasks/${id}`, { name: "Write the final report" }, `/tasks/${id}`);
    expect(((await arrived("task_updated", id)).payload as { item: { name: string } }).item.name).toBe(
      "Write the final report",
    );
    await call("POST", `/tasks/${id}/complete`, undefined, `/tasks/${id}`);
    await arrived("task_completed", id);
    await call("POST", `/tasks/${id}/reopen`, undefined, `/tasks/${id}`);
    await arrived("task_reopened", id);
    const entry = await call("POST", `/tasks/${id}/timer/start`, { userId: "u1" });
    await arrived("timetracking_started", entry?.data.id as string);
    const stopped = await call("POST", `/tasks/${id}/timer/stop`, { userId: "u1" });
    expect(stopped?.data.id).toBe(entry?.data.id);
    expect(stopped?.data.attributes).toMatchObject({ trackingActive: false, taskId: id });
    await arrived("timetracking_stopped", entry?.data.id as string);
    await call("DELETE", `/tasks/${id}`, undefined, `/tasks/${id}`);
    await arrived("task_removed", id);
    await call("POST", `/tasks/${id}/restore`, undefined, `/tasks/${id}`);
    await arrived("task_restored", id);
    const history = await rawRequest(`${emu.baseUrl}/webhook-deliveries?limit=200`, { token });
    const events = (
      history.body as { data: { attributes: { event: string; resourceId: string | null } }[] }
    ).data
      .filter((entry) => entry.attributes.resourceId === id)
      .map((entry) => entry.attributes.event);
    expect(events).toEqual(
      expect.arrayContaining(["task_created", "task_updated", "task_completed", "task_removed"]),
    );
  });

  test("projects, contacts, call notes, time entries and recurrences publish theirs", async () => {
    const project = await call("POST", "/projects", { name: "Launch" });
    const projectId = project?.data.id as string;
    await arrived("project_created", projectId);
    await call("POST", `/projects/${projectId}/complete`, undefined, `/projects/${projectId}`);
    await arrived("project_completed", projectId);
    const contact = await call("POST", "/contacts", { type: "person", firstName: "Ada" });
    await arrived("contact_created", contact?.data.id as string);
    const note = await call("POST", "/call-notes", { callId: "c1", content: "Called" });
    await arrived("callnote_created", note?.data.id as string);
    const time = await call("POST", "/time-entries", {
      taskId: "t1",
      userId: "u1",
      startAt: "2026-03-01T09:00:00.000Z",
      endAt: "2026-03-01T10:00:00.000Z",
    });
    await arrived("timeentry_created_manually", time?.data.id as string);
    const series = await call("POST", "/task-recurrences", { policy: {} });
    const seriesId = series?.data.id as string;
    await arrived("task_recurrence_created", seriesId);
    await call("POST", `/task-recurrences/${seriesId}/pause`, undefined, `/task-recurrences/${seriesId}`);
    await arrived("task_recurrence_paused", seriesId);
  });

  test("v0 writes publish the same events on the same records", async () => {
    const legacy = emu.legacyCredential("legacy-a").token;
    const created = await rawRequest(`${emu.legacyBaseUrl}/tasks`, {
      method: "POST",
      token: legacy,
      body: { name: "From v0" },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { _id: string } }).data._id;
    const delivery = await arrived("task_created", id);
    expect(emu.state.deliveries.get(delivery.id as string)?.collection).toBe("cards");
    await rawRequest(`${emu.legacyBaseUrl}/tasks/${id}`, {
      method: "PUT",
      token: legacy,
      body: { name: "Renamed in v0" },
    });
    await arrived("task_updated", id);
    const v1 = await rawRequest(`${emu.baseUrl}/tasks/${id}`, { token });
    expect(v1.body).toMatchObject({ data: { attributes: { name: "Renamed in v0" } } });
  });

  test("a bulk update applies the items whose revision is current and reports the others", async () => {
    const task = await call("POST", "/tasks", { name: "Bulk me" });
    const id = task?.data.id as string;
    const revision = task?.data.attributes.developerRevision as string;
    const answer = await rawRequest(`${emu.baseUrl}/tasks/bulk-update`, {
      method: "POST",
      token,
      body: {
        items: [
          { id, revision, data: { name: "Bulked" } },
          { id, revision, data: { name: "Again, with the old revision" } },
          { id: "000000000000000000000000", revision, data: {} },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { data: { attributes: { status: string } }[]; meta: { summary: unknown } };
    expect(body.data.map((entry) => entry.attributes.status)).toEqual(["updated", "conflict", "notFound"]);
    expect(body.meta.summary).toEqual({ conflicts: 1, failed: 1, requested: 3, updated: 1 });
    await arrived("task_updated", id);
  });

  test("a list's query parameters that name an attribute filter it, bound to its cursor", async () => {
    for (const userId of ["filter-a", "filter-b", "filter-a"])
      await call("POST", "/time-entries", {
        taskId: "t-filter",
        userId,
        startAt: "2026-03-02T09:00:00.000Z",
        endAt: "2026-03-02T09:30:00.000Z",
      });
    const first = await rawRequest(`${emu.baseUrl}/time-entries?userId=filter-a&limit=1`, { token });
    const page = first.body as {
      data: { attributes: { userId: string } }[];
      meta: { page: { nextCursor: string } };
    };
    expect(page.data.map((entry) => entry.attributes.userId)).toEqual(["filter-a"]);
    const next = await rawRequest(
      `${emu.baseUrl}/time-entries?userId=filter-a&limit=1&cursor=${page.meta.page.nextCursor}`,
      { token },
    );
    expect(
      (next.body as { data: { attributes: { userId: string } }[] }).data.map((e) => e.attributes.userId),
    ).toEqual(["filter-a"]);
    const otherFilter = await rawRequest(
      `${emu.baseUrl}/time-entries?userId=filter-b&limit=1&cursor=${page.meta.page.nextCursor}`,
      { token },
    );
    expect(otherFilter.status).toBe(400);
  });

  test("a webhook subscribed to other events receives none of them", () => {
    expect(receiver.deliveries.every((delivery) => delivery.event !== "user_online")).toBe(true);
    expect(emu.state.deliveries.size).toBeGreaterThan(10);
    const hooks = [...emu.state.webhooks.values()];
    const other = hooks.find((hook) => hook.actions.includes("user_online") && hook.actions.length === 1);
    expect([...emu.state.deliveries.values()].filter((record) => record.webhookId === other?.id)).toEqual([]);
  });
});
