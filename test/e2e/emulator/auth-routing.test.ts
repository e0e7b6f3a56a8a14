import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DependencyUnavailableError } from "../../../src/client/index.js";
import { apiErrorEnvelope, legacyError, legacyResponse } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
/** Another cell of the same region, and a cell of another region: each with credentials of its own. */
let neighbour: TestEmulator;
let abroad: TestEmulator;

beforeAll(async () => {
  [emu, neighbour, abroad] = await Promise.all([
    startTestEmulator(),
    startTestEmulator({ cellId: "de-emu-002" }),
    startTestEmulator({ region: "us", cellId: "us-emu-001" }),
  ]);
});
afterAll(() => Promise.all([emu.stop(), neighbour.stop(), abroad.stop()]));

const firstError = (body: unknown) => apiErrorEnvelope.parse(body).errors[0];

describe("credentials of another cell or region", () => {
  test("another cell's credential is 503 service_unavailable naming both cells, not 401", async () => {
    const { token } = neighbour.credential("admin");
    const response = await rawRequest(`${emu.baseUrl}/workspace`, { token });
    expect(response.status).toBe(503);
    expect(firstError(response.body)).toMatchObject({
      status: "503",
      code: "service_unavailable",
      title: "Service Unavailable",
    });
    expect(firstError(response.body)?.detail).toContain("cell de-emu-002");
    expect(firstError(response.body)?.detail).toContain("cell de-emu-001 of region de");
    expect(response.headers["www-authenticate"]).toBeUndefined();
    expect(response.headers["x-ratelimit-remaining"]).toMatch(/^[0-9]+$/);
    expect(JSON.stringify(response.body)).not.toContain(token);
  });

  test("the client retries it as the 503 it is, then raises it with the detail", async () => {
    const waits: number[] = [];
    const client = emu.client(neighbour.credential("admin").token, {
      retries: 2,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const error = await client.getWorkspace().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect((error as DependencyUnavailableError).transport?.attempts).toBe(3);
    expect(waits).toHaveLength(2);
    expect((error as Error).message).toContain("de-emu-002");
  });

  test("another region's credential is 401 invalid_token naming both regions", async () => {
    const response = await rawRequest(`${emu.baseUrl}/webhooks`, { token: abroad.credential("admin").token });
    expect(response.status).toBe(401);
    expect(firstError(response.body)?.code).toBe("invalid_token");
    expect(firstError(response.body)?.detail).toContain("region us");
    expect(firstError(response.body)?.detail).toContain("serves region de");
    expect(response.headers["www-authenticate"]).toContain("Bearer");
  });

  test("a credential of this cell that the cell does not know stays 401", async () => {
    const { token } = neighbour.credential("admin");
    const response = await rawRequest(`${emu.baseUrl}/workspace`, {
      token: token.replace("de-emu-002", "de-emu-001"),
    });
    expect(response.status).toBe(401);
    expect(firstError(response.body)?.detail).toBe("The bearer credential is not valid.");
  });
});

describe("scopes of operations the contract has on served paths", () => {
  const writes = [
    { method: "POST", path: "/tasks", scope: "tasks:write", body: { name: "x" } },
    { method: "POST", path: "/lists", scope: "lists:write", body: { name: "x" } },
    { method: "PATCH", path: "/contacts/abc", scope: "contacts:write", body: { firstName: "x" } },
  ];

  test("a credential without the write scope gets 403 insufficient_scope naming it, not 405", async () => {
    const { token } = emu.credential("reader");
    for (const { method, path, scope, body } of writes) {
      const response = await rawRequest(`${emu.baseUrl}${path}`, { method, token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(firstError(response.body)).toMatchObject({ code: "insufficient_scope", title: "Forbidden" });
      expect(firstError(response.body)?.detail).toBe(`This operation needs the ${scope} scope.`);
    }
  });

  test("without a bearer they are 401; with the scope, the operation checks its body", async () => {
    const missing = await rawRequest(`${emu.baseUrl}/tasks`, { method: "POST", body: {} });
    expect(missing.status).toBe(401);
    const writer = await emu.control.createCredential({
      workspaceId: emu.credential("admin").workspaceId,
      name: "task-writer",
      scopes: ["tasks:write"],
    });
    const allowed = await rawRequest(`${emu.baseUrl}/tasks`, {
      method: "POST",
      token: writer.token,
      body: {},
    });
    expect(allowed.status).toBe(400);
  });
});

describe("legacy v0 routes without a bearer", () => {
  test("GET / redirects (302) to the documentation, with or without a token", async () => {
    for (const token of [undefined, "not-a-token", emu.legacyCredential("legacy-a").token]) {
      const response = await rawRequest(`${emu.legacyBaseUrl}/`, token === undefined ? {} : { token });
      expect(response.status).toBe(302);
      expect(response.headers.location).toMatch(/^https:\/\/.+\/docs\/emulator\.md#legacy-v0$/);
      expect(response.body).toBeUndefined();
    }
  });

  test("GET /calendar/{token}.ics needs no bearer: an unknown feed token is the 401 of the feed", async () => {
    const { lastSeq } = await emu.control.requests();
    const response = await rawRequest(`${emu.legacyBaseUrl}/calendar/feed-secret-123.ics`);
    expect(response.status).toBe(401);
    expect(legacyError.parse(response.body)).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Unknown calendar feed token",
    });
    const { requests } = await emu.control.requests(lastSeq);
    expect(requests.map((entry) => entry.path)).toEqual(["/legacy/calendar/[token]"]);
    const notFeed = await rawRequest(`${emu.legacyBaseUrl}/calendar/feed-secret-123`);
    expect(notFeed.status).toBe(404);
    expect(JSON.stringify(notFeed.body)).not.toContain("feed-secret-123");
  });

  test("a seeded feed token answers 200: its workspace's tasks with a due date as iCalendar, token kept out of the log", async () => {
    const admin = emu.credential("admin");
    const created = await rawRequest(`${emu.baseUrl}/tasks`, {
      method: "POST",
      token: admin.token,
      headers: { "idempotency-key": "calendar-due-task" },
      body: { name: "Plan; review, ship\\now\nthen rest", dueAt: "2026-12-24T09:30:00.000Z" },
    });
    expect(created.status).toBe(201);
    const taskId = (created.body as { data: { id: string } }).data.id;
    const feedToken = emu.legacyCredential("legacy-a").calendarToken;
    expect(feedToken).toMatch(/^tgcal_[a-f0-9]{48}$/);
    const { lastSeq } = await emu.control.requests();
    const response = await rawRequest(`${emu.legacyBaseUrl}/calendar/${feedToken}.ics`);
    expect(response.status).toBe(200);
    const envelope = legacyResponse.parse(response.body);
    expect(envelope).toMatchObject({ statusCode: 200, info: "Calendar feed" });
    const ics = envelope.data as string;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const event = ics.slice(ics.indexOf(`UID:${taskId}@`));
    expect(event).toMatch(/^UID:\S+\r\nDTSTAMP:\d{8}T\d{6}Z\r\nDTSTART:20261224T093000Z\r\n/);
    expect(event).toContain("SUMMARY:Plan\\; review\\, ship\\\\now\\nthen rest\r\nEND:VEVENT");
    // Tasks without a due date are not events; the other workspace's feed is its own.
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const other = await rawRequest(
      `${emu.legacyBaseUrl}/calendar/${emu.legacyCredential("legacy-b").calendarToken}.ics`,
    );
    expect(other.status).toBe(200);
    expect(legacyResponse.parse(other.body).data).not.toContain(taskId);
    const { requests } = await emu.control.requests(lastSeq);
    expect(requests.map((entry) => entry.path)).toEqual([
      "/legacy/calendar/[token]",
      "/legacy/calendar/[token]",
    ]);
    expect(JSON.stringify(requests)).not.toContain(feedToken);
    // A v0 bearer token is not a feed token, and a feed token is not a bearer.
    const bearerAsFeed = await rawRequest(
      `${emu.legacyBaseUrl}/calendar/${emu.legacyCredential("legacy-a").token}.ics`,
    );
    expect(bearerAsFeed.status).toBe(401);
    const feedAsBearer = await rawRequest(`${emu.legacyBaseUrl}/users`, { token: feedToken });
    expect(feedAsBearer.status).toBe(401);
    expect(JSON.stringify(feedAsBearer.body)).not.toContain(feedToken);
  });
});

describe("legacy v0 writes documented as unavailable", () => {
  const groupId = () =>
    [...emu.state.workspaceData(emu.credential("admin").workspaceId).contactGroups.keys()][0] as string;
  const routes = () =>
    ["contactgroups", "journalEntries", "projectTemplates"].flatMap((collection) => [
      ["POST", `/${collection}`],
      ["PUT", `/${collection}`],
      ["DELETE", `/${collection}`],
      ["PUT", `/${collection}/${groupId()}`],
      ["DELETE", `/${collection}/${groupId()}`],
    ]);

  test("answer 501 with the legacy envelope once authenticated, and 401 without a token", async () => {
    const { token } = emu.legacyCredential("legacy-a");
    for (const [method, path] of routes()) {
      const body = method === "DELETE" ? undefined : { name: "x" };
      const response = await rawRequest(`${emu.legacyBaseUrl}${path}`, {
        method: method as string,
        token,
        ...(body ? { body } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(501);
      expect(legacyResponse.parse(response.body)).toMatchObject({
        statusCode: 501,
        status: "Not Implemented",
      });
      const anonymous = await rawRequest(`${emu.legacyBaseUrl}${path}`, { method: method as string });
      expect(anonymous.status, `${method} ${path} without a token`).toBe(401);
    }
  });

  test("the supported read of a contact group still answers, and other unknown routes stay 404", async () => {
    const legacy = emu.legacyClient("legacy-a");
    expect((await legacy.getContactGroup(groupId())).statusCode).toBe(200);
    const { token } = emu.legacyCredential("legacy-a");
    const response = await rawRequest(`${emu.legacyBaseUrl}/contactgroups/${groupId()}/members`, {
      method: "PUT",
      token,
      body: { name: "x" },
    });
    expect(response.status).toBe(404);
  });
});
