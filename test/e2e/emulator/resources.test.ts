import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { InvalidRequestError, LegacyApiError, NotFoundError } from "../../../src/client/index.js";
import { legacyError, legacyResponse } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

describe("v1 read resources", () => {
  test("GET /workspace identifies workspace, region and cell", async () => {
    const admin = emu.credential("admin");
    const workspace = await emu.client("admin").getWorkspace();
    expect(workspace.data).toMatchObject({
      id: admin.workspaceId,
      type: "workspace",
      attributes: { region: admin.region, cellId: admin.cellId, name: "Workspace A" },
    });
  });

  test("tasks page with a default limit of 50, cursors, and filters", async () => {
    const client = emu.client("admin");
    const active = await client.paginateTasks({ limit: 1 }).toArray();
    expect(active.length).toBeGreaterThan(1);
    expect(active.every((task) => task.attributes.archived === false)).toBe(true);
    const first = await client.listTasks();
    expect(first.meta.page).toEqual({ limit: 50, nextCursor: null });
    const archived = await client.listTasks({ archived: true });
    expect(archived.data.map((task) => task.attributes.name)).toEqual(["Old chore"]);
    const done = await client.listTasks({ completed: true });
    expect(done.data.every((task) => task.attributes.completed)).toBe(true);
    const assignee = active[0]?.attributes.assigneeId as string;
    const mine = await client.listTasks({ assigneeId: assignee });
    expect(mine.data.map((task) => task.id)).toEqual([active[0]?.id]);
    await expect(
      client.listTasks({ limit: 1, cursor: first.meta.page.nextCursor ?? "bogus.cursor" }),
    ).rejects.toBeInstanceOf(InvalidRequestError);
  });

  test("a cursor taken under one filter set is refused under another", async () => {
    const client = emu.client("admin");
    const page = await client.listTasks({ limit: 1 });
    const cursor = page.meta.page.nextCursor as string;
    expect((await client.listTasks({ limit: 1, cursor })).data).toHaveLength(1);
    await expect(client.listTasks({ limit: 1, cursor, completed: false })).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
  });

  test("lists serve only list items by default; type and parentId narrow them", async () => {
    const client = emu.client("admin");
    const items = await client.paginateLists().toArray();
    expect(items.length).toBeGreaterThan(2);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(["list"]));
    const projects = await client.listLists({ type: "projects" });
    expect(projects.data.map((item) => item.attributes)).toEqual([
      expect.objectContaining({ type: "projects" }),
    ]);
    const children = await client.listLists({ parentId: projects.data[0]?.id as string });
    expect(children.data.map((item) => item.attributes)).toEqual([
      expect.objectContaining({ name: "Backlog" }),
    ]);
    const archived = await client.listLists({ archived: true });
    expect(archived.data.map((item) => item.attributes)).toEqual([
      expect.objectContaining({ name: "Old sprint" }),
    ]);
    const bad = await rawRequest(`${emu.baseUrl}/lists?type=folders`, {
      token: emu.credential("admin").token,
    });
    expect(bad.status).toBe(400);
  });

  test("a seed file can still add the seed spec's service and tag variants, for client tests", async () => {
    const seeded = await startTestEmulator({
      seed: {
        workspaces: [
          {
            name: "Variants",
            credentials: [{ name: "admin", scopes: ["lists:read"] }],
            sampleData: false,
            lists: [
              { type: "list", attributes: { name: "Backlog", type: "tasks" } },
              { type: "service", attributes: { title: "Consulting", billable: true, billingRate: 120 } },
              { type: "tag", attributes: { name: "urgent", color: "#cc3333", usage: 2 } },
            ],
          },
        ],
      },
    });
    try {
      const items = await seeded.client("admin").paginateLists().toArray();
      expect(items.map((item) => item.type)).toEqual(["list", "service", "tag"]);
      // Each variant keeps the attributes that tell it apart (task list, billable, colored).
      expect(items.map((item) => item.attributes)).toMatchObject([
        { name: "Backlog", type: "tasks" },
        { title: "Consulting", billable: true, billingRate: 120 },
        { name: "urgent", color: "#cc3333" },
      ]);
    } finally {
      await seeded.stop();
    }
  });

  test("contacts: found in the own workspace, 404 otherwise, 400 for an over-long id", async () => {
    const client = emu.client("admin");
    const [contactId] = emu.state.workspaceData(emu.credential("admin").workspaceId).contacts.keys();
    const contact = await client.getContact(contactId as string);
    expect(contact.data.attributes).toMatchObject({
      type: expect.stringMatching(/person|company/),
      archived: false,
    });
    await expect(client.getContact("0".repeat(24))).rejects.toBeInstanceOf(NotFoundError);
    const long = await rawRequest(`${emu.baseUrl}/contacts/${"a".repeat(129)}`, {
      token: emu.credential("admin").token,
    });
    expect(long.status).toBe(400);
  });
});

describe("legacy v0", () => {
  test("GET /users?email= resolves a user id in the token's team only", async () => {
    const legacy = emu.legacyClient("legacy-a");
    const [user] = emu.state.workspaceData(emu.credential("admin").workspaceId).users;
    const found = await legacy.findUsersByEmail(user?.email as string);
    expect(found.statusCode).toBe(200);
    expect(found.data.map((entry) => entry._id)).toEqual([user?._id]);
    expect(found.pagination).toMatchObject({ total: 1, page: 1, pages: 1 });
    const other = await emu.legacyClient("legacy-b").findUsersByEmail(user?.email as string);
    expect(other.data).toEqual([]);
  });

  test("contacts created through v0 carry the token's teamId and are readable through v1", async () => {
    const legacy = emu.legacyClient("legacy-a");
    const created = await legacy.createContact({
      type: "person",
      firstname: "Grace",
      lastname: "Hopper",
      emails: [{ type: "work", email: "grace@example.com" }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.data).toMatchObject({ firstname: "Grace", teamId: emu.credential("admin").workspaceId });
    const v1 = await emu.client("admin").getContact(created.data._id);
    expect(v1.data.attributes).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      emails: [{ email: "grace@example.com", type: "work" }],
    });
    await legacy.updateContact(created.data._id, { firstname: "Amazing Grace" });
    expect((await emu.client("admin").getContact(created.data._id)).data.attributes.firstName).toBe(
      "Amazing Grace",
    );
    await expect(
      emu.legacyClient("legacy-b").updateContact(created.data._id, { firstname: "x" }),
    ).rejects.toBeInstanceOf(LegacyApiError);
  });

  test("v0 contact writes are free-form: undocumented fields are accepted, documented ones still checked", async () => {
    const { token } = emu.legacyCredential("legacy-a");
    const created = await rawRequest(`${emu.legacyBaseUrl}/contacts`, {
      method: "POST",
      token,
      body: { type: "company", companyTitle: "Acme", notes: "met at the fair", customField: 7 },
    });
    expect(created.status).toBe(201);
    const id = (legacyResponse.parse(created.body).data as { _id: string })._id;
    expect((await emu.client("admin").getContact(id)).data.attributes.companyTitle).toBe("Acme");
    const onlyExtra = await rawRequest(`${emu.legacyBaseUrl}/contacts/${id}`, {
      method: "PUT",
      token,
      body: { notes: "follow up" },
    });
    expect(onlyExtra.status).toBe(200);
    const badType = await rawRequest(`${emu.legacyBaseUrl}/contacts`, {
      method: "POST",
      token,
      body: { type: "robot", notes: "x" },
    });
    expect(badType.status).toBe(400);
    expect((badType.body as { info: string }).info).toMatch(/^type:/);
  });

  test("tracking: start, ambiguous stop without userId is a 400, stop with userId works", async () => {
    const legacy = emu.legacyClient("legacy-a");
    const data = emu.state.workspaceData(emu.credential("admin").workspaceId);
    const taskId = [...data.tasks.keys()][1] as string;
    const [ada, grace] = data.users;
    await legacy.startTracking(taskId, { userId: ada?._id as string, time: "2026-07-01T09:00:00Z" });
    const extra = await rawRequest(`${emu.legacyBaseUrl}/tasks/${taskId}/startTracking`, {
      method: "POST",
      token: emu.legacyCredential("legacy-a").token,
      body: { userId: grace?._id, time: "2026-07-01T09:05:00Z", source: "kiosk" },
    });
    expect(extra.status).toBe(200);
    const ambiguous = await legacy
      .stopTracking(taskId, { time: "2026-07-01T10:00:00Z" })
      .catch((error: unknown) => error);
    expect(ambiguous).toBeInstanceOf(LegacyApiError);
    expect((ambiguous as LegacyApiError).status).toBe(400);
    const early = await legacy
      .stopTracking(taskId, { time: "2026-07-01T08:59:59Z", userId: ada?._id as string })
      .catch((error: unknown) => error);
    expect(early).toBeInstanceOf(LegacyApiError);
    expect((early as LegacyApiError).status).toBe(400);
    expect((early as LegacyApiError).message).toContain("before the timer's start");
    const stopped = await legacy.stopTracking(taskId, {
      time: "2026-07-01T10:00:00Z",
      userId: ada?._id as string,
    });
    expect(stopped.data).toMatchObject({ userId: ada?._id, duration: 60 });
    await expect(
      legacy.startTracking("0".repeat(24), { userId: ada?._id as string, time: "2026-07-01T09:00:00Z" }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  test("times and projects: free-form creates, PUT /times by body _id", async () => {
    const legacy = emu.legacyClient("legacy-a");
    const time = await legacy.createTime({
      start: "2026-07-01T08:00:00Z",
      end: "2026-07-01T08:30:00Z",
      comment: "standup",
    });
    expect(time.statusCode).toBe(201);
    const id = (time.data as { _id: string })._id;
    const updated = await legacy.updateTime({ _id: id, comment: "retro" });
    expect(updated.data).toMatchObject({ _id: id, comment: "retro", duration: 30 });
    const project = await legacy.createProject({ name: "Website" });
    expect(project.data._id).toMatch(/^[a-f0-9]{24}$/);
    await expect(legacy.updateTime({ _id: "0".repeat(24), comment: "x" })).rejects.toMatchObject({
      status: 404,
    });
  });

  test("PUT /times/{_id}, the supported route the deprecated PUT /times stands in for, updates by path id", async () => {
    const legacy = emu.legacyClient("legacy-a");
    const { token } = emu.legacyCredential("legacy-a");
    const started = await legacy.createTime({ start: "2026-07-01T08:00:00Z", comment: "pairing" });
    const id = (started.data as { _id: string })._id;
    const stopped = await rawRequest(`${emu.legacyBaseUrl}/times/${id}`, {
      method: "PUT",
      token,
      body: { end: "2026-07-01T09:15:00Z" },
    });
    expect(stopped.status).toBe(200);
    expect(legacyResponse.parse(stopped.body).data).toMatchObject({
      _id: id,
      comment: "pairing",
      duration: 75,
    });
    const missing = await rawRequest(`${emu.legacyBaseUrl}/times/${"0".repeat(24)}`, {
      method: "PUT",
      token,
      body: { comment: "x" },
    });
    expect(missing.status).toBe(404);
    const other = await rawRequest(`${emu.legacyBaseUrl}/times/${id}`, {
      method: "PUT",
      token: emu.legacyCredential("legacy-b").token,
      body: { comment: "x" },
    });
    expect(other.status).toBe(404);
  });

  test("contact groups page their members; legacy webhooks delete with 204 then 404", async () => {
    const legacy = emu.legacyClient("legacy-a");
    const data = emu.state.workspaceData(emu.credential("admin").workspaceId);
    const [groupId] = data.contactGroups.keys();
    const group = await legacy.getContactGroup(groupId as string, { page: 1, limit: 1 });
    expect(group.pagination).toMatchObject({ limit: 1, page: 1 });
    expect((group.data as { contacts: unknown[] }).contacts).toHaveLength(1);
    const [hookId] = data.legacyWebhooks.keys();
    expect((await legacy.removeWebhook(hookId as string)).statusCode).toBe(204);
    await expect(legacy.removeWebhook(hookId as string)).rejects.toMatchObject({ status: 404 });
  });

  test("401 and 429 use {statusCode, error, message}; 400 the legacy envelope; v1 tokens are refused", async () => {
    const missing = await rawRequest(`${emu.legacyBaseUrl}/users`);
    expect(missing.status).toBe(401);
    expect(legacyError.parse(missing.body)).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    const v1 = await rawRequest(`${emu.legacyBaseUrl}/users`, { token: emu.credential("admin").token });
    expect(v1.status).toBe(401);
    const invalid = await rawRequest(`${emu.legacyBaseUrl}/projects`, {
      method: "POST",
      token: emu.legacyCredential("legacy-a").token,
      body: {},
    });
    expect(invalid.status).toBe(400);
    expect(legacyResponse.parse(invalid.body)).toMatchObject({ statusCode: 400, status: "Bad Request" });
  });

  test("a write body's server-managed fields are ignored, on create and on update", async () => {
    const { token } = emu.legacyCredential("legacy-a");
    const forged = {
      createdAt: "1999-01-01T00:00:00Z",
      createdBy: "someone-else",
      updatedAt: "1999-01-01T00:00:00Z",
      updatedBy: "someone-else",
      _details: { forged: true },
    };
    const created = await rawRequest(`${emu.legacyBaseUrl}/times`, {
      method: "POST",
      token,
      body: { start: "2026-07-01T09:00:00Z", end: "2026-07-01T10:00:00Z", ...forged },
    });
    expect(created.status).toBe(201);
    const time = (created.body as { data: Record<string, unknown> }).data;
    expect(time).not.toHaveProperty("createdBy");
    expect(time).not.toHaveProperty("updatedAt");
    expect(time).not.toHaveProperty("_details");
    expect(time.createdAt).not.toBe(forged.createdAt);
    const updated = await rawRequest(`${emu.legacyBaseUrl}/times`, {
      method: "PUT",
      token,
      body: { _id: time._id, comment: "retro", ...forged },
    });
    expect(updated.status).toBe(200);
    const after = (updated.body as { data: Record<string, unknown> }).data;
    expect(after).toMatchObject({ _id: time._id, comment: "retro", createdAt: time.createdAt });
    expect(after.updatedAt).not.toBe(forged.updatedAt);
    expect(after).not.toHaveProperty("updatedBy");
    const project = await rawRequest(`${emu.legacyBaseUrl}/projects`, {
      method: "POST",
      token,
      body: { name: "Forged", ...forged },
    });
    expect((project.body as { data: Record<string, unknown> }).data).not.toHaveProperty("createdBy");
  });

  test("a body nested deeper than 64 levels is a 400 and stores nothing (it broke the answer and every snapshot)", async () => {
    const { token } = emu.legacyCredential("legacy-a");
    const data = emu.state.workspaceData(emu.credential("admin").workspaceId);
    const projectsBefore = data.projects.size;
    const depth = 100_000;
    const deep = `{"name":"deep","x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const refused = await rawRequest(`${emu.legacyBaseUrl}/projects`, { method: "POST", token, body: deep });
    expect(refused.status).toBe(400);
    expect((refused.body as { info: string }).info).toContain("deeper than 64 levels");
    expect(data.projects.size).toBe(projectsBefore);
    const at64 = `{"name":"nested","x":${"[".repeat(63)}${"]".repeat(63)}}`;
    const accepted = await rawRequest(`${emu.legacyBaseUrl}/projects`, { method: "POST", token, body: at64 });
    expect(accepted.status).toBe(201);
    const v1 = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token: emu.credential("admin").token,
      headers: { "idempotency-key": "deep-body" },
      body: `{"url":"https://127.0.0.1:9/deep","actions":${"[".repeat(depth)}${"]".repeat(depth)}}`,
    });
    expect(v1.status).toBe(400);
    expect(JSON.stringify(v1.body)).toContain("deeper than 64 levels");
  });

  test("a query parameter error names the query, not the body", async () => {
    const { token } = emu.legacyCredential("legacy-a");
    const unknown = await rawRequest(`${emu.legacyBaseUrl}/users?foo=1`, { token });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { info: string }).info).toMatch(/^query: .*foo/);
  });

  test("the per-path limit is per path as routed: a trailing slash or an encoded id opens no new bucket", async () => {
    const limited = await startTestEmulator({ legacyRateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const { token } = limited.legacyCredential("legacy-a");
      const statuses: number[] = [];
      for (const path of ["/users", "/users/", "/users", "/users/"])
        statuses.push((await rawRequest(`${limited.legacyBaseUrl}${path}`, { token })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const group: number[] = [];
      for (const path of [
        "/contactgroups/ab",
        "/contactgroups/%61b",
        "/contactgroups/a%62/",
        "/contactgroups/ab",
      ])
        group.push((await rawRequest(`${limited.legacyBaseUrl}${path}`, { token })).status);
      expect(group).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.stop();
    }
  });

  test("100 requests per minute per token and path, then 429 with Retry-After", async () => {
    const limited = await startTestEmulator({ legacyRateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const { token } = limited.legacyCredential("legacy-a");
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await rawRequest(`${limited.legacyBaseUrl}/users`, { token })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limitedResponse = await rawRequest(`${limited.legacyBaseUrl}/users`, { token });
      expect(legacyError.parse(limitedResponse.body)).toMatchObject({
        statusCode: 429,
        error: "Too Many Requests",
      });
      expect(Number(limitedResponse.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect((await rawRequest(`${limited.legacyBaseUrl}/contactgroups/x`, { token })).status).toBe(404);
    } finally {
      await limited.stop();
    }
  });
});
