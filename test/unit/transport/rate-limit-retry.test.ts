import nock from "nock";
import { describe, expect, it } from "vitest";
import { ClientError, RateLimitError } from "../../../src/transport/errors.js";
import { rateLimitDelay } from "../../../src/transport/retry-policy.js";
import { Transport, type TransportConfig } from "../../../src/transport/transport.js";
import { prng } from "../../support/prng.js";
import { ORIGIN, TOKEN, useNock } from "../client/fixtures.js";

useNock();

const SEED = 0x5eed19;
const rateLimited = (retryAfter = "1") =>
  [
    429,
    {
      errors: [
        { status: "429", code: "rate_limit_exceeded", title: "Too Many Requests", detail: "slow down" },
      ],
    },
    { "retry-after": retryAfter },
  ] as const;

function make(overrides: Partial<TransportConfig> & { delays?: number[] } = {}) {
  const { delays = [], ...rest } = overrides;
  return new Transport({
    baseUrl: `${ORIGIN}/v1`,
    token: TOKEN,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: prng(SEED),
    ...rest,
  });
}

describe("429: Retry-After plus jitter", () => {
  it(`spreads twelve clients refused at one instant over at least 50 ms (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const delays: number[] = [];
    for (let client = 0; client < 12; client += 1) {
      nock(ORIGIN)
        .get("/v1/thing")
        .reply(...rateLimited("1"))
        .get("/v1/thing")
        .reply(200, {});
      await make({ random, delays }).request({ method: "GET", path: "/thing" });
    }
    expect(delays).toHaveLength(12);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(1_000); // never before Retry-After
      expect(delay).toBeLessThan(1_000 + 1_000);
    }
    expect(
      Math.max(...delays) - Math.min(...delays),
      `seed ${SEED}: ${delays.join(",")}`,
    ).toBeGreaterThanOrEqual(50);
  });

  it("adds up to one second of spread", () => {
    expect(rateLimitDelay(1_000, () => 0)).toBe(1_000);
    expect(rateLimitDelay(1_000, () => 0.999)).toBe(1_999);
    expect(rateLimitDelay(30_000, () => 0.999)).toBe(30_999);
  });

  it("waits without Retry-After by the backoff plus the spread", async () => {
    const delays: number[] = [];
    nock(ORIGIN).get("/v1/thing").reply(429, {}).get("/v1/thing").reply(200, {});
    await make({ delays, random: () => 0 }).request({ method: "GET", path: "/thing" });
    expect(delays).toEqual([250]);
  });
});

describe("429: waited out within maxRateLimitWaitMs, not counted as retries", () => {
  it("ten 429s in a row do not use up retries: 2", async () => {
    const delays: number[] = [];
    nock(ORIGIN)
      .get("/v1/thing")
      .times(10)
      .reply(...rateLimited("1"))
      .get("/v1/thing")
      .reply(200, { ok: 1 });
    const res = await make({ retries: 2, delays }).request({ method: "GET", path: "/thing" });
    expect(res.status).toBe(200);
    expect(res.transport.attempts).toBe(11);
    expect(res.transport.rateLimitWaitMs).toBe(delays.reduce((a, b) => a + b, 0));
  });

  it("still has its error retries after waiting out 429s", async () => {
    const delays: number[] = [];
    nock(ORIGIN)
      .get("/v1/thing")
      .times(3)
      .reply(...rateLimited("1"))
      .get("/v1/thing")
      .times(2)
      .reply(503, {})
      .get("/v1/thing")
      .reply(200, {});
    const res = await make({ retries: 2, delays }).request({ method: "GET", path: "/thing" });
    expect(res.transport.attempts).toBe(6);
  });

  it("gives up with the 429 once the next wait would pass the bound, saying how long it waited", async () => {
    const delays: number[] = [];
    nock(ORIGIN)
      .get("/v1/thing")
      .times(3)
      .reply(...rateLimited("2"));
    const error = await make({ maxRateLimitWaitMs: 5_000, delays })
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(delays).toHaveLength(2);
    expect(total).toBeLessThanOrEqual(5_000);
    expect((error as RateLimitError).transport).toMatchObject({ attempts: 3, rateLimitWaitMs: total });
  });

  it("never retries a PATCH, even on 429 (PUT, PATCH and DELETE are never retried)", async () => {
    nock(ORIGIN)
      .patch("/v1/thing")
      .reply(...rateLimited("1"));
    const error = await make()
      .request({ method: "PATCH", path: "/thing", body: { a: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
  });

  it("waits a 429 out for a PATCH or DELETE whose caller asked (waitOutRateLimits), and nothing else", async () => {
    const delays: number[] = [];
    nock(ORIGIN)
      .patch("/v1/thing", { a: 1 })
      .matchHeader("if-match", '"rev"')
      .reply(...rateLimited("2"))
      .patch("/v1/thing", { a: 1 })
      .matchHeader("if-match", '"rev"')
      .reply(200, {})
      .delete("/v1/thing")
      .reply(...rateLimited("1"))
      .delete("/v1/thing")
      .reply(204);
    const transport = make({ delays });
    const patched = await transport.request({
      method: "PATCH",
      path: "/thing",
      body: { a: 1 },
      ifMatch: '"rev"',
      waitOutRateLimits: true,
    });
    expect(patched.transport).toMatchObject({ attempts: 2 });
    await transport.request({ method: "DELETE", path: "/thing", waitOutRateLimits: true });
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(2_000); // never before Retry-After
    // A 503 may follow the work: still never sent again.
    nock(ORIGIN).patch("/v1/thing").reply(503, {}, { "retry-after": "1" });
    const error = await transport
      .request({ method: "PATCH", path: "/thing", body: { a: 1 }, waitOutRateLimits: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, transport: { attempts: 1 } });
    expect(delays).toHaveLength(2);
  });

  it("retries: 0 means no retry at all, not even after a 429", async () => {
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(...rateLimited("1"));
    const error = await make({ retries: 0 })
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
  });

  it("the caller's deadline ends the wait (request_aborted with its reason)", async () => {
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(...rateLimited("30"));
    const controller = new AbortController();
    const transport = new Transport({ baseUrl: `${ORIGIN}/v1`, token: TOKEN, random: prng(SEED) });
    const pending = transport
      .request({ method: "GET", path: "/thing", signal: controller.signal })
      .catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error("the step's timeout: 1s was reached")), 20);
    const error = await pending;
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ code: "request_aborted" });
    expect((error as Error).message).toContain("the step's timeout: 1s was reached");
  });
});
