import nock from "nock";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ClientError } from "../../../src/transport/errors.js";
import { Transport } from "../../../src/transport/transport.js";
import type { HttpMethod } from "../../../src/transport/types.js";
import { capture, ORIGIN, TOKEN, useNock } from "../client/fixtures.js";
import { startLocalServer } from "./local-server.js";

useNock();

type Failure = "network" | "timeout" | 429 | 500 | 502 | 503 | 504 | 400 | 409;
const failures: Failure[] = ["network", "timeout", 429, 500, 502, 503, 504, 400, 409];
const transient = new Set<Failure>(["network", "timeout", 429, 502, 503, 504]);

interface MethodCase {
  name: string;
  method: HttpMethod;
  idempotencyKey?: string;
  body?: unknown;
  eligible: boolean;
}
const methods: MethodCase[] = [
  { name: "GET", method: "GET", eligible: true },
  {
    name: "POST with Idempotency-Key",
    method: "POST",
    idempotencyKey: "key-1",
    body: { a: 1 },
    eligible: true,
  },
  { name: "POST without key", method: "POST", body: { a: 1 }, eligible: false },
  { name: "PUT", method: "PUT", body: { a: 1 }, eligible: false },
  { name: "PATCH", method: "PATCH", body: { a: 1 }, eligible: false },
  { name: "DELETE", method: "DELETE", eligible: false },
];

const cases = methods.flatMap((m) => failures.map((failure) => [m.name, failure, m] as const));

function intercept(method: HttpMethod, failure: Failure, times: number): nock.Scope {
  const scope = nock(ORIGIN);
  const interceptor = scope.intercept("/v1/thing", method).times(times);
  if (failure === "network")
    interceptor.replyWithError(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }));
  else
    interceptor.reply(failure, {
      errors: [{ status: String(failure), code: "x", title: "t", detail: "d" }],
      meta: { requestId: "r" },
    });
  return scope;
}

describe("retry policy: method x failure", () => {
  it.each(cases)("%s / %s", async (_name, failure, m) => {
    const retries = 2;
    // A 429 is waited out within maxRateLimitWaitMs instead of `retries`: with random 0 the waits
    // are 250 and 500 ms, the third (1000 ms) would pass the 1 s bound, so it also makes 3 attempts.
    const expectedAttempts = m.eligible && transient.has(failure) ? retries + 1 : 1;
    // A stalled request is faked by a real loopback server that never answers (nock's delayed
    // replies keep writing to aborted sockets); everything else by nock.
    const server = failure === "timeout" ? await startLocalServer(() => {}) : undefined;
    const seen = server ? undefined : capture(intercept(m.method, failure, expectedAttempts));
    const sleep = vi.fn(async () => {});
    const transport = new Transport({
      baseUrl: `${server?.url ?? ORIGIN}/v1`,
      token: TOKEN,
      retries,
      // Short only for the stalled server: a mocked reply that outlives its attempt's timeout makes
      // nock write to an aborted request. 250 ms, not less: the server records an attempt once its body arrived, which under CPU load took
      // longer than a 30 ms timeout (the attempt was aborted before the server saw it).
      timeoutMs: server ? 250 : 10_000,
      sleep,
      random: () => 0,
      maxRateLimitWaitMs: 1_000,
    });
    const error = await transport
      .request({
        method: m.method,
        path: "/thing",
        body: m.body,
        idempotencyKey: m.idempotencyKey,
        requestId: "rid-1",
      })
      .catch((e: unknown) => e);
    await server?.close();

    const attempts =
      seen ??
      server?.requests.map((r) => ({ headers: r.headers as Record<string, string>, body: r.body })) ??
      [];
    expect(attempts).toHaveLength(expectedAttempts);
    expect(sleep).toHaveBeenCalledTimes(expectedAttempts - 1);
    for (const attempt of attempts) {
      expect(attempt.headers["x-request-id"]).toBe("rid-1");
      expect(attempt.headers["idempotency-key"]).toBe(m.idempotencyKey);
      expect(attempt.body).toBe(m.body === undefined ? "" : JSON.stringify(m.body));
    }
    if (typeof failure === "number") {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(failure);
      expect((error as ApiError).transport.attempts).toBe(expectedAttempts);
    } else {
      expect(error).toBeInstanceOf(ClientError);
      const clientError = error as ClientError;
      expect(clientError.code).toBe(failure === "network" ? "network_error" : "request_timeout");
      expect(clientError.requestId).toBe("rid-1");
      expect(clientError.outcomeUnknown).toBe(m.method !== "GET");
    }
  });
});

describe("retry delays", () => {
  const transport = (sleep: (ms: number) => Promise<void>, retries = 5) =>
    new Transport({ baseUrl: `${ORIGIN}/v1`, token: TOKEN, retries, sleep, random: () => 0.999 });

  it("backs off 250*2^n + jitter, capped at 30 s", async () => {
    nock(ORIGIN).get("/v1/thing").times(6).reply(503, "busy");
    const delays: number[] = [];
    const error = await transport(async (ms) => {
      delays.push(ms);
    })
      .request({ method: "GET", path: "/thing" })
      .catch((e: unknown) => e);
    expect(delays).toEqual([349, 599, 1099, 2099, 4099]);
    expect(error).toMatchObject({ status: 503, code: "service_unavailable", transport: { attempts: 6 } });
  });

  it("honours Retry-After in seconds and as an HTTP date, capped at 30000 ms", async () => {
    const date = new Date(Date.now() + 5_000).toUTCString();
    nock(ORIGIN)
      .get("/v1/thing")
      .reply(429, {}, { "retry-after": "2" })
      .get("/v1/thing")
      // 60 s fits the 120 s rate-limit wait budget: waited 30 s (the cap), then sent again.
      .reply(429, {}, { "retry-after": "60" })
      .get("/v1/thing")
      .reply(503, {}, { "retry-after": date })
      .get("/v1/thing")
      .reply(200, { ok: true });
    const delays: number[] = [];
    const res = await transport(async (ms) => {
      delays.push(ms);
    }).request({ method: "GET", path: "/thing" });
    expect(res.transport.attempts).toBe(4);
    // A 429 waits Retry-After plus a spread of up to one second: random 0.999.
    expect(delays[0]).toBe(2000 + 999);
    expect(delays[1]).toBe(30_000 + 999);
    expect(delays[2]).toBeGreaterThan(3_000);
    expect(delays[2]).toBeLessThanOrEqual(5_000);
  });

  it("clamps retries to 0-5", async () => {
    nock(ORIGIN).get("/v1/thing").times(6).reply(502, "bad");
    const sleep = vi.fn(async () => {});
    const t = new Transport({ baseUrl: `${ORIGIN}/v1`, token: TOKEN, retries: 99, sleep });
    await expect(t.request({ method: "GET", path: "/thing" })).rejects.toMatchObject({
      transport: { attempts: 6 },
    });
    nock(ORIGIN).get("/v1/thing").reply(502, "bad");
    const none = new Transport({ baseUrl: `${ORIGIN}/v1`, token: TOKEN, retries: -3, sleep });
    await expect(none.request({ method: "GET", path: "/thing" })).rejects.toMatchObject({
      transport: { attempts: 1 },
    });
  });

  it("recovers when a later attempt succeeds", async () => {
    nock(ORIGIN).get("/v1/thing").reply(504, "").get("/v1/thing").reply(200, { ok: 1 });
    const res = await transport(async () => {}).request({ method: "GET", path: "/thing" });
    expect(res.body).toEqual({ ok: 1 });
    expect(res.transport.attempts).toBe(2);
  });
});
