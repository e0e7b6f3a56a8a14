/**
 * The rate budget through the transport, over nock: pacing by X-RateLimit-* (reported as "pacing"
 * waits), `pacing: false`, and a 429 whose Retry-After cannot fit the wait budget.
 */
import nock from "nock";
import { describe, expect, it } from "vitest";
import { createLegacyClient } from "../../../src/client/index.js";
import { RateLimitError } from "../../../src/transport/errors.js";
import { Transport, type TransportConfig } from "../../../src/transport/transport.js";
import type { WaitInfo } from "../../../src/transport/types.js";
import { ORIGIN, TOKEN, useNock } from "../client/fixtures.js";

useNock();

const NOW = Date.parse("2026-07-01T00:00:00Z");

/** A transport on a fake clock that sleeping moves; every wait recorded. */
function make(overrides: Partial<TransportConfig> = {}) {
  let now = NOW;
  const waits: WaitInfo[] = [];
  const sleeps: number[] = [];
  const transport = new Transport({
    baseUrl: `${ORIGIN}/v1`,
    token: TOKEN,
    random: () => 0,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    events: { onWait: (info) => waits.push(info) },
    ...overrides,
  });
  return { transport, waits, sleeps, now: () => now };
}

const limits = (remaining: number, reset: number, limit = 10) => ({
  "x-ratelimit-limit": String(limit),
  "x-ratelimit-remaining": String(remaining),
  "x-ratelimit-reset": String(reset),
});

describe("pacing by X-RateLimit-*", () => {
  it("a listener or logger that throws gives the attempt's slot back: the next request is not stuck", async () => {
    let throwOnAttempt = true;
    let throwOnLog = false;
    const { transport } = make({
      events: {
        onAttempt: () => {
          if (throwOnAttempt) throw new Error("listener failed");
        },
      },
      logger: {
        debug: () => {
          if (throwOnLog) throw new Error("logger failed");
        },
      },
    });
    await expect(transport.request({ method: "GET", path: "/thing" })).rejects.toThrow("listener failed");
    throwOnAttempt = false;
    throwOnLog = true;
    nock(ORIGIN).get("/v1/thing").reply(200, {});
    await expect(transport.request({ method: "GET", path: "/thing" })).rejects.toThrow("logger failed");
    throwOnLog = false;
    nock(ORIGIN).get("/v1/thing").reply(200, { ok: true });
    const third = await transport.request({
      method: "GET",
      path: "/thing",
      signal: AbortSignal.timeout(5_000),
    });
    expect(third.body).toEqual({ ok: true });
  });

  it("waits for the window's reset before sending into a used-up window, reported as a pacing wait", async () => {
    const { transport, waits, now } = make();
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(200, {}, limits(0, NOW + 700))
      .get("/v1/thing")
      .query(true)
      .reply(200, {}, limits(9, NOW + 1_700));
    await transport.request({ method: "GET", path: "/thing" });
    const second = await transport.request({ method: "GET", path: "/thing", query: { cursor: "secret-c" } });
    expect(waits).toEqual([{ ms: 700, reason: "pacing", method: "GET", path: "/v1/thing?cursor=…" }]);
    expect(now()).toBe(NOW + 700);
    expect(second.transport.rateLimitWaitMs).toBe(700);
    expect(second.transport.rateLimitedAttempts).toBeUndefined();
  });

  it("paces a request that is never retried too (a PATCH meets no 429 it cannot wait out)", async () => {
    const { transport, waits } = make();
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(200, {}, limits(0, NOW + 300))
      .patch("/v1/thing")
      .reply(200, {});
    await transport.request({ method: "GET", path: "/thing" });
    await transport.request({ method: "PATCH", path: "/thing", body: {} });
    expect(waits.map((wait) => wait.reason)).toEqual(["pacing"]);
  });

  it("pacing: false sends at once (the service's 429 decides)", async () => {
    const { transport, waits } = make({ pacing: false });
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(200, {}, limits(0, NOW + 700))
      .get("/v1/thing")
      .reply(200, {});
    await transport.request({ method: "GET", path: "/thing" });
    await transport.request({ method: "GET", path: "/thing" });
    expect(waits).toEqual([]);
  });

  it("counts pacing against the rate-limit wait budget: a window beyond it is not waited for", async () => {
    const { transport, waits } = make({ maxRateLimitWaitMs: 1_000 });
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(200, {}, limits(0, NOW + 50_000))
      .get("/v1/thing")
      .reply(200, {});
    await transport.request({ method: "GET", path: "/thing" });
    await transport.request({ method: "GET", path: "/thing" });
    expect(waits).toEqual([]);
  });

  it("the legacy client paces each path on its own (v0 limits per token and path)", async () => {
    let now = NOW;
    const sleeps: number[] = [];
    const legacy = createLegacyClient({
      token: "legacy-token-123",
      baseUrl: ORIGIN,
      now: () => now,
      random: () => 0,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    } as Parameters<typeof createLegacyClient>[0]);
    const envelope = { statusCode: 200, data: [] };
    nock(ORIGIN)
      .get("/users")
      .query(true)
      .reply(200, envelope, limits(0, NOW + 60_000, 100))
      .get("/contactgroups/g1")
      .reply(200, envelope, limits(99, NOW + 60_000, 100));
    await legacy.findUsersByEmail("ada@example.com");
    await legacy.getContactGroup("g1");
    expect(sleeps).toEqual([]);
  });
});

const slowDown = (retryAfter: string) =>
  [
    429,
    {
      errors: [
        { status: "429", code: "rate_limit_exceeded", title: "Too Many Requests", detail: "slow down" },
      ],
    },
    { "retry-after": retryAfter },
  ] as const;

describe("a 429 whose wait cannot fit the budget", () => {
  it("fails at once when Retry-After is beyond the budget, naming the wait, the budget and the setting", async () => {
    const { transport, sleeps } = make();
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(...slowDown("86400"));
    const error = (await transport
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(sleeps).toEqual([]);
    expect(error.message).toBe(
      "slow down (the service asks to wait 86400 s before a retry (Retry-After), more than the 120 s this request may wait for rate limits: raise maxRateLimitWaitMs, or try again later)",
    );
    expect(error.detail).toBe("slow down");
    expect(error.transport.rateLimitWaitRefused).toEqual({
      askedMs: 86_400_000,
      waitedMs: 0,
      budgetMs: 120_000,
    });
    expect(error.retryAfterMs).toBe(30_000);
  });

  it("reads an HTTP date a year ahead the same way", async () => {
    const { transport } = make();
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(...slowDown("Thu, 01 Jul 2027 00:00:00 GMT"));
    const error = (await transport
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error.transport.rateLimitWaitRefused?.askedMs).toBe(365 * 86_400_000);
    expect(error.message).toContain("asks to wait 31536000 s");
  });

  it("after waiting some, names what was left of the budget and what was waited", async () => {
    const { transport, sleeps } = make({ maxRateLimitWaitMs: 30_000 });
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(...slowDown("20"))
      .get("/v1/thing")
      .reply(...slowDown("20"));
    const error = (await transport
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e)) as RateLimitError;
    expect(sleeps).toEqual([20_000]);
    expect(error.message).toContain(
      "asks to wait 20 s before a retry (Retry-After), more than the 10 s left (of the 30 s this request may wait for rate limits; it waited 20 s)",
    );
    expect(error.transport).toMatchObject({ attempts: 2, rateLimitWaitMs: 20_000, rateLimitedAttempts: 1 });
  });

  it("a wait that fits is made, and the wait event says it is the service's Retry-After", async () => {
    const { transport, waits } = make();
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(...slowDown("31"))
      .get("/v1/thing")
      .reply(200, {});
    await transport.request({ method: "GET", path: "/thing" });
    expect(waits).toEqual([
      { ms: 30_000, reason: "rate-limit", method: "GET", path: "/v1/thing", status: 429, retryAfter: true },
    ]);
  });
});
