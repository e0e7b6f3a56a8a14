/**
 * Walks every declared v0 route (src/emulator/generic/legacy-catalog.ts) over HTTP with a legacy
 * token: its happy path answers a documented 2xx in the legacy envelope (or 501 where the service
 * documents the route unimplemented), 401 without a token, and v0 and v1 see the same records. The
 * public routes (`GET /`, `GET /calendar/{token}.ics`) are walked on their own: they take no bearer.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { legacyRoutes } from "../../../src/emulator/generic/legacy-catalog.js";
import { legacyError, legacyResponse } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

const routes = legacyRoutes().filter((route) => !route.native);
const ORDER: Record<string, number> = { POST: 0, GET: 1, PUT: 2, DELETE: 3 };
const walk = [...routes].sort((a, b) => (ORDER[a.method] ?? 1) - (ORDER[b.method] ?? 1));

let emu: TestEmulator;
let token: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  emu = await startTestEmulator();
  token = emu.legacyCredential("legacy-a").token;
  // Journal entries, project templates, services and tags cannot be written over v0: one of each exists already.
  const data = emu.state.workspaceData(emu.credential("admin").workspaceId);
  data.records.set(
    "journalEntries",
    new Map([["0000000000000000000000e1", { seq: 1, attributes: { title: "Entry" } }]]),
  );
  const made = [
    ["/project-templates", { color: "#3366cc", projectId: "p1", title: "Template" }],
    ["/services", { title: "Consulting" }],
    ["/tags", { name: "urgent" }],
  ] as const;
  for (const [path, body] of made) {
    const answer = await rawRequest(`${emu.baseUrl}${path}`, {
      method: "POST",
      token: emu.credential("admin").token,
      headers: { "idempotency-key": `legacy${path.replace("/", "-")}` },
      body,
    });
    expect(answer.status).toBe(201);
  }
});

/** A document of the collection to read, change or remove: the last created, else the first listed, else a new one. */
async function someId(name: string, canCreate: boolean): Promise<string> {
  const known = ids.get(name);
  if (known) return known;
  const listed = await rawRequest(url(`/${name}`), { token });
  const first = (listed.body as { data?: { _id: string }[] } | undefined)?.data?.[0]?._id;
  if (first) return first;
  if (!canCreate) return "000000000000000000000000";
  const created = await rawRequest(url(`/${name}`), {
    method: "POST",
    token,
    body: { name: "Made to remove" },
  });
  return (created.body as { data: { _id: string } }).data._id;
}
afterAll(() => emu.stop());

const url = (path: string) => `${emu.legacyBaseUrl}${path}`;

describe("every declared v0 route", () => {
  test.each(walk.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_key, route) => {
      const name = route.collection.name;
      const canCreate =
        route.collection.collection.includes("POST") && !route.collection.unavailable?.includes("POST");
      const id = await someId(name, canCreate);
      const path = route.path.replace("{_id}", id);
      const withId = !route.path.includes("{_id}") && (route.method === "PUT" || route.method === "DELETE");
      const body =
        route.method === "POST" || route.method === "PUT"
          ? { name: "From v0", ...(withId ? { _id: id } : {}) }
          : undefined;
      const answer = await rawRequest(url(withId && route.method === "DELETE" ? `${path}?_id=${id}` : path), {
        method: route.method,
        token,
        ...(body ? { body } : {}),
      });
      if (route.unavailable) {
        expect(answer.status).toBe(501);
        expect(legacyResponse.safeParse(answer.body).success).toBe(true);
      } else if (route.method === "DELETE") {
        expect(route.codes).toContain(answer.status);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
        ids.delete(name);
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(route.method === "POST" ? 201 : 200);
        expect(legacyResponse.safeParse(answer.body).success).toBe(true);
        const data = (answer.body as { data: { _id?: string } | { _id?: string }[] }).data;
        if (route.method === "POST" && !Array.isArray(data) && data._id) ids.set(name, data._id);
      }
      const anonymous = await rawRequest(url(path), { method: route.method });
      expect(anonymous.status).toBe(401);
      expect(legacyError.safeParse(anonymous.body).success).toBe(true);
    },
  );

  test("a task created over v0 is the task v1 lists, and v1's projects are v0's", async () => {
    const created = await rawRequest(url("/tasks"), { method: "POST", token, body: { name: "Shared task" } });
    const taskId = (created.body as { data: { _id: string } }).data._id;
    const admin = emu.credential("admin").token;
    const v1 = await rawRequest(`${emu.baseUrl}/tasks/${taskId}`, { token: admin });
    expect(v1.body).toMatchObject({
      data: { id: taskId, type: "task", attributes: { name: "Shared task" } },
    });
    const project = await rawRequest(`${emu.baseUrl}/projects`, {
      method: "POST",
      token: admin,
      headers: { "idempotency-key": "legacy-shared-project" },
      body: { name: "Shared project" },
    });
    const projectId = (project.body as { data: { id: string } }).data.id;
    const v0 = await rawRequest(url(`/projects/${projectId}`), { token });
    expect(v0.body).toMatchObject({ data: { _id: projectId, name: "Shared project" } });
    const contacts = await rawRequest(url("/contacts"), { token });
    const contact = (contacts.body as { data: Record<string, unknown>[] }).data[0];
    expect(contact).toHaveProperty("firstname");
    expect(contact).not.toHaveProperty("firstName");
    const v0Users = await rawRequest(url("/users"), { token });
    const v1Users = await rawRequest(`${emu.baseUrl}/users`, { token: admin });
    const members = await rawRequest(`${emu.baseUrl}/members`, { token: admin });
    const v0Ids = (v0Users.body as { data: { _id: string }[] }).data.map((user) => user._id);
    expect(v0Ids.length).toBeGreaterThan(0);
    expect((v1Users.body as { data: { id: string }[] }).data.map((user) => user.id)).toEqual(v0Ids);
    expect((members.body as { data: { id: string }[] }).data.map((member) => member.id)).toEqual(v0Ids);
    const missing = await rawRequest(url("/tasks/000000000000000000000000"), { token });
    expect(missing.status).toBe(404);
  });
});

describe("the v0 routes that need no bearer", () => {
  test("GET /calendar/{token}.ics: a seeded feed token is the feed, an unknown one the 401", async () => {
    const feed = await rawRequest(url(`/calendar/${emu.legacyCredential("legacy-a").calendarToken}.ics`));
    expect(feed.status).toBe(200);
    const envelope = legacyResponse.parse(feed.body);
    expect(envelope.data).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    const unknown = await rawRequest(url(`/calendar/tgcal_${"0".repeat(48)}.ics`), { token });
    expect(unknown.status).toBe(401);
    expect(legacyError.safeParse(unknown.body).success).toBe(true);
  });

  test("GET /: the 302 to the documentation", async () => {
    const answer = await rawRequest(url("/"));
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toMatch(/#legacy-v0$/);
  });
});

describe("odd input never fails the v0 routes", () => {
  test.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_key, route) => {
      for (const id of ["__proto__", "constructor", "x".repeat(300)]) {
        const path = route.path.replace("{_id}", id);
        for (const body of route.method === "GET"
          ? [undefined]
          : ["null", "[]", '"text"', "{}", '{"_id":5}']) {
          const answer = await rawRequest(url(`${path}?page=0&limit=abc`), {
            method: route.method,
            token,
            ...(body === undefined ? {} : { body }),
          });
          // Only the documented 501 of an unimplemented route is a 5xx.
          expect(answer.status, `${id} ${body}: ${JSON.stringify(answer.body)}`).toBe(
            route.unavailable ? 501 : Math.min(answer.status, 499),
          );
        }
      }
    },
  );
});
