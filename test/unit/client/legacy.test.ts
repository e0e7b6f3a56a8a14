import nock from "nock";
import { describe, expect, it, vi } from "vitest";
import { createLegacyClient, LegacyApiError, RateLimitError } from "../../../src/client/index.js";
import { capture, useNock } from "./fixtures.js";

useNock();

const LEGACY = "https://api.teamgrid.app";
const LEGACY_TOKEN = "legacy0123456789abcdefLEGACY";
const ok = (data: unknown, statusCode = 200) => ({ statusCode, status: "OK", info: "Result", data });
const legacy = (overrides = {}) =>
  createLegacyClient({ token: LEGACY_TOKEN, sleep: vi.fn(async () => {}), random: () => 0, ...overrides });
const at = "2026-07-01T09:30:00Z";

describe("legacy client setup", () => {
  it("defaults to the canonical host with no version prefix", () => {
    expect(legacy().baseUrl).toBe(LEGACY);
    expect(legacy({ baseUrl: "https://api.teamgridapp.com/" }).baseUrl).toBe("https://api.teamgridapp.com");
    expect(legacy({ baseUrl: "http://localhost:4000/legacy/" }).baseUrl).toBe("http://localhost:4000/legacy");
  });

  it.each(["", "  ", "short", "has space token"])("rejects token %j without echoing it", (token) => {
    expect(() => createLegacyClient({ token })).toThrow(
      expect.objectContaining({ code: "invalid_credential" }),
    );
  });

  it("applies the base-URL rules", () => {
    expect(() => legacy({ baseUrl: "http://api.example.com" })).toThrow(
      expect.objectContaining({ code: "insecure_base_url" }),
    );
  });
});

describe("legacy operations", () => {
  it("finds users by e-mail", async () => {
    const seen = capture(
      nock(LEGACY)
        .get("/users")
        .query({ email: "ada@example.com" })
        .reply(200, ok([{ _id: "u1", name: "Ada" }]), { "x-request-id": "l-1" }),
    );
    const res = await legacy().findUsersByEmail("ada@example.com");
    expect(res.data[0]?._id).toBe("u1");
    expect(res.statusCode).toBe(200);
    expect(res.transport.requestId).toBe("l-1");
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${LEGACY_TOKEN}`);
    await expect(legacy().findUsersByEmail("not-an-email")).rejects.toMatchObject({
      code: "invalid_arguments",
    });
  });

  it("rejects a user list without _id", async () => {
    nock(LEGACY)
      .get("/users")
      .query(true)
      .reply(200, ok([{ name: "x" }]));
    await expect(legacy().findUsersByEmail("a@b.example")).rejects.toMatchObject({ path: "data[0]._id" });
  });

  it("starts tracking with userId and an ISO UTC time (Dates converted)", async () => {
    nock(LEGACY)
      .post("/tasks/t%201/startTracking", { userId: "u1", time: "2026-07-01T09:30:00.000Z" })
      .reply(200, ok({}));
    await expect(legacy().startTracking("t 1", { userId: "u1", time: new Date(at) })).resolves.toMatchObject({
      statusCode: 200,
    });
  });

  it.each([
    [{ userId: "u1", time: "2026-07-01 09:30" }, "time"],
    [{ userId: "u1", time: "2026-07-01T11:30:00+02:00" }, "time"],
    [{ userId: "u1", time: new Date("invalid") }, "time"],
    [{ time: at }, "userId"],
    [{ userId: "u1", time: at, teamId: "t" }, "teamId"],
  ])("rejects startTracking input %j", async (input, field) => {
    await expect(legacy().startTracking("t1", input as never)).rejects.toThrow(new RegExp(field));
  });

  it("stops tracking sending userId only when given", async () => {
    const seen = capture(
      nock(LEGACY)
        .post("/tasks/t1/stopTracking", { time: at })
        .reply(200, ok({}))
        .post("/tasks/t1/stopTracking", { time: at, userId: "u2" })
        .reply(200, ok({})),
    );
    await legacy().stopTracking("t1", { time: at });
    await legacy().stopTracking("t1", { time: at, userId: "u2" });
    expect(seen.map((s) => JSON.parse(s.body))).toEqual([{ time: at }, { time: at, userId: "u2" }]);
  });

  it("creates and updates times, creates projects, never sending teamId", async () => {
    nock(LEGACY)
      .post("/times", { taskId: "t1", start: at, duration: 30 })
      .reply(201, ok({ _id: "tm1" }, 201))
      .put("/times", { _id: "tm1", duration: 45 })
      .reply(200, ok({ _id: "tm1" }))
      .post("/projects", { name: "P" })
      .reply(201, ok({ _id: "p1", name: "P" }, 201));
    const client = legacy();
    expect((await client.createTime({ taskId: "t1", start: at, duration: 30 })).statusCode).toBe(201);
    expect((await client.updateTime({ _id: "tm1", duration: 45 })).statusCode).toBe(200);
    expect((await client.createProject({ name: "P" })).data._id).toBe("p1");
    await expect(client.createTime({})).rejects.toMatchObject({ code: "invalid_arguments" });
    await expect(client.createProject({ name: "P", teamId: "other" })).rejects.toThrow(/teamId/);
    await expect(client.updateTime({ teamId: "x", _id: "1" })).rejects.toThrow(/teamId/);
  });

  it("creates and updates contacts", async () => {
    const contact = {
      type: "person" as const,
      firstname: "Ada",
      lastname: "Lovelace",
      category: "customer",
      emails: [{ type: "work", email: "ada@example.com" }],
      phoneNumbers: [{ type: "mobile", number: "+49 1" }],
    };
    nock(LEGACY)
      .post("/contacts", contact)
      .reply(201, ok({ _id: "c1", teamId: "server-team", ...contact }, 201))
      .put("/contacts/c1", { lastname: "King" })
      .reply(200, ok({ _id: "c1" }));
    const client = legacy();
    const res = await client.createContact(contact);
    expect(res.data._id).toBe("c1");
    await client.updateContact("c1", { lastname: "King" });
    await expect(client.createContact({ ...contact, teamId: "t" } as never)).rejects.toThrow(/teamId/);
    await expect(client.updateContact("c1", {})).rejects.toMatchObject({ code: "invalid_arguments" });
    await expect(client.createContact({ type: "robot" } as never)).rejects.toThrow(/type/);
  });

  it("reads a contact group with page and limit", async () => {
    nock(LEGACY)
      .get("/contactgroups/g1")
      .query({ page: "2", limit: "500" })
      .reply(200, { ...ok({ _id: "g1" }), pagination: { total: 1, limit: 500, page: 2, pages: 2 } })
      .get("/contactgroups/g1")
      .reply(200, ok({ _id: "g1" }));
    const client = legacy();
    const res = await client.getContactGroup("g1", { page: 2, limit: 500 });
    expect(res.pagination?.pages).toBe(2);
    await client.getContactGroup("g1");
    await expect(client.getContactGroup("g1", { page: 0 })).rejects.toThrow(/page/);
    await expect(client.getContactGroup("g1", { limit: 501 })).rejects.toThrow(/limit/);
  });

  it("removes a legacy webhook (204)", async () => {
    nock(LEGACY).delete("/webhooks/w1").reply(204);
    await expect(legacy().removeWebhook("w1")).resolves.toMatchObject({ statusCode: 204, data: undefined });
  });
});

describe("legacy errors", () => {
  it.each([401, 429])("maps %s {statusCode,error,message}", async (status) => {
    nock(LEGACY)
      .post("/times")
      .reply(status, { statusCode: status, error: "Unauthorized", message: `nope ${LEGACY_TOKEN}` });
    const error = (await legacy()
      .createTime({ a: 1 })
      .catch((e: unknown) => e)) as LegacyApiError;
    expect(error).toBeInstanceOf(LegacyApiError);
    expect(error).toMatchObject({ status, statusCode: status, error: "Unauthorized" });
    expect(error.message).toBe("nope [redacted]");
    expect(JSON.stringify(error)).not.toContain(LEGACY_TOKEN);
  });

  it("maps a 400 legacy envelope", async () => {
    nock(LEGACY)
      .post("/projects")
      .reply(400, { statusCode: 400, status: "Bad Request", info: "name is required" });
    await expect(legacy().createProject({ x: 1 })).rejects.toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      message: "name is required",
      code: "invalid_request",
    });
  });

  it("reads a message from envelope data and handles non-JSON bodies", async () => {
    nock(LEGACY)
      .get("/contactgroups/g1")
      .reply(404, { statusCode: 404, data: { message: "not found" } })
      .get("/contactgroups/g2")
      .reply(403, "<html>locked</html>");
    await expect(legacy().getContactGroup("g1")).rejects.toMatchObject({
      message: "not found",
      statusCode: 404,
    });
    await expect(legacy().getContactGroup("g2")).rejects.toMatchObject({
      status: 403,
      error: "HTTP 403",
      message: "the API answered HTTP 403 with a non-JSON body",
    });
  });

  it("retries GETs on 429 (honouring Retry-After) but never POSTs", async () => {
    const sleep = vi.fn(async () => {});
    nock(LEGACY)
      .get("/users")
      .query(true)
      .reply(
        429,
        { statusCode: 429, error: "Too Many Requests", message: "slow down" },
        { "retry-after": "1" },
      )
      .get("/users")
      .query(true)
      .reply(200, ok([]));
    const res = await legacy({ sleep }).findUsersByEmail("a@b.example");
    expect(res.transport.attempts).toBe(2);
    expect(sleep).toHaveBeenCalledWith(1000, undefined);
    nock(LEGACY).post("/times").reply(429, { statusCode: 429, error: "Too Many Requests", message: "slow" });
    const error = await legacy({ sleep })
      .createTime({ a: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LegacyApiError);
    expect(error).not.toBeInstanceOf(RateLimitError);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it("rejects an invalid success envelope", async () => {
    nock(LEGACY).post("/times").reply(201, { ok: true });
    await expect(legacy().createTime({ a: 1 })).rejects.toMatchObject({ path: "statusCode" });
  });
});
