import { describe, expect, test } from "vitest";
import { CursorCodec } from "../../../src/emulator/http/cursor.js";
import { ApiFailure } from "../../../src/emulator/http/failure.js";
import { FaultQueue, faultSpec } from "../../../src/emulator/http/faults.js";
import { Query } from "../../../src/emulator/http/query.js";
import { RateLimiter } from "../../../src/emulator/http/rate-limit.js";
import { Router } from "../../../src/emulator/http/router.js";
import { Clock } from "../../../src/emulator/state/clock.js";

const failureOf = (run: () => unknown): ApiFailure => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error("expected an ApiFailure");
};

describe("CursorCodec", () => {
  const codec = new CursorCodec();
  const cursor = codec.encode("listTasks", "cred1", { archived: false, listId: undefined }, 42);

  test("round-trips a position under the same operation, credential and filters", () => {
    expect(cursor.length).toBeLessThanOrEqual(1024);
    expect(codec.decode(cursor, "listTasks", "cred1", { archived: false })).toBe(42);
  });

  test.each([
    ["another filter set", "listTasks", "cred1", { archived: true }],
    ["another credential", "listTasks", "cred2", { archived: false }],
    ["another operation", "listLists", "cred1", { archived: false }],
  ])("refuses %s with 400 naming the cursor", (_name, operation, credential, filters) => {
    const failure = failureOf(() => codec.decode(cursor, operation, credential, filters));
    expect(failure).toMatchObject({ status: 400, code: "invalid_request", source: { parameter: "cursor" } });
  });

  test("refuses tampered, truncated and foreign cursors", () => {
    const [payload, mac] = cursor.split(".");
    const forged = `${Buffer.from(JSON.stringify([1, 1, "x"])).toString("base64url")}.${mac}`;
    for (const bad of [
      `${payload}.AAAA${mac?.slice(4)}`,
      payload as string,
      forged,
      "a.b.c",
      new CursorCodec().encode("listTasks", "cred1", {}, 1),
    ]) {
      expect(failureOf(() => codec.decode(bad, "listTasks", "cred1", { archived: false })).status).toBe(400);
    }
  });
});

describe("FaultQueue", () => {
  test("applies matching faults in order and counts them down", () => {
    const queue = new FaultQueue();
    queue.add(
      faultSpec.parse({ kind: "status", status: 503, count: 2, method: "get", pathPrefix: "/v1/tasks" }),
    );
    queue.add(faultSpec.parse({ kind: "drop" }));
    expect(queue.take("POST", "/v1/tasks")?.kind).toBe("drop");
    expect(queue.take("GET", "/v1/tasks?limit=1")?.status).toBe(503);
    expect(queue.take("GET", "/v1/tasks")?.status).toBe(503);
    expect(queue.take("GET", "/v1/tasks")).toBeUndefined();
    expect(queue.list()).toEqual([]);
  });

  test("rejects nonsense specs", () => {
    expect(faultSpec.safeParse({ kind: "explode" }).success).toBe(false);
    expect(faultSpec.safeParse({ kind: "status", status: 200 }).success).toBe(false);
    expect(faultSpec.safeParse({ kind: "delay", delayMs: -1 }).success).toBe(false);
    expect(faultSpec.safeParse({ kind: "drop", pathPrefix: "v1" }).success).toBe(false);
  });
});

describe("RateLimiter", () => {
  test("counts per bucket in fixed windows and reports Retry-After in whole seconds", () => {
    const clock = new Clock();
    const limiter = new RateLimiter(clock, 2, 10_000);
    expect(limiter.consume("a")).toMatchObject({ limit: 2, remaining: 1, exceeded: false });
    limiter.consume("a");
    const third = limiter.consume("a");
    expect(third).toMatchObject({ remaining: 0, exceeded: true });
    expect(third.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(limiter.consume("b").exceeded).toBe(false);
    clock.setOffset(10_001);
    expect(limiter.consume("a")).toMatchObject({ remaining: 1, exceeded: false });
  });
});

describe("Router", () => {
  const router = new Router<string>()
    .add("GET", "/webhooks/:id", "get")
    .add("PATCH", "/webhooks/:id", "patch");
  test("matches methods and decodes parameters", () => {
    expect(router.match("GET", "/webhooks/a%2Fb")).toMatchObject({ kind: "found", params: { id: "a/b" } });
    expect(router.match("DELETE", "/webhooks/x")).toEqual({
      kind: "method_not_allowed",
      allow: ["GET", "PATCH"],
    });
    expect(router.match("GET", "/webhooks/x/y").kind).toBe("not_found");
    expect(router.match("GET", "/webhooks/%E0%A4%A").kind).toBe("not_found");
  });
});

describe("Query", () => {
  const query = (text: string, allowed: string[]) => new Query(new URLSearchParams(text), allowed);
  test("rejects unknown and repeated parameters, and out-of-range values", () => {
    expect(failureOf(() => query("x=1", ["limit"])).source).toEqual({ parameter: "x" });
    expect(failureOf(() => query("limit=1&limit=2", ["limit"])).source).toEqual({ parameter: "limit" });
    expect(
      failureOf(() => query("limit=0", ["limit"]).int("limit", { min: 1, max: 5, fallback: 2 })).status,
    ).toBe(400);
    expect(
      failureOf(() => query("limit=1.5", ["limit"]).int("limit", { min: 1, max: 5, fallback: 2 })).status,
    ).toBe(400);
    expect(failureOf(() => query("archived=yes", ["archived"]).bool("archived")).status).toBe(400);
    expect(failureOf(() => query("state=done", ["state"]).oneOf("state", ["failed"])).status).toBe(400);
    expect(query("", ["limit"]).int("limit", { min: 1, max: 5, fallback: 2 })).toBe(2);
  });
});
