/**
 * The retry decision without HTTP: every outcome of an attempt, for eligible and ineligible
 * requests, every retries setting and every point of the retry and rate-limit budgets.
 */
import { describe, expect, it } from "vitest";
import {
  type AttemptOutcome,
  backoffDelay,
  countAttempt,
  initialRetryState,
  MAX_DELAY_MS,
  nextStep,
  parseRetryAfter,
  RATE_LIMIT_SPREAD_MS,
  type RetryState,
} from "../../../src/transport/retry-policy.js";

const statuses = [200, 201, 204, 301, 400, 401, 403, 404, 409, 412, 428, 429, 500, 502, 503, 504];
const failures = ["timeout", "network", "aborted", "too_large"] as const;
const response = (status: number, retryAfterAskedMs?: number): AttemptOutcome => ({
  kind: "response",
  status,
  retryAfterAskedMs,
  retryAfterMs: retryAfterAskedMs === undefined ? undefined : Math.min(retryAfterAskedMs, MAX_DELAY_MS),
});

/** The state after `attempts` attempts of which `rateLimited` were 429s waited out for `waitedMs`. */
function stateAfter(
  attempts: number,
  options: {
    eligible?: boolean;
    retries?: number;
    budget?: number;
    rateLimited?: number;
    waitedMs?: number;
  } = {},
): RetryState {
  let state = initialRetryState(options.eligible ?? true, options.retries ?? 2, options.budget ?? 120_000);
  for (let n = 0; n < attempts; n += 1) state = countAttempt(state);
  const rateLimited = options.rateLimited ?? 0;
  return {
    ...state,
    errorAttempts: state.errorAttempts - rateLimited,
    rateLimitedAttempts: rateLimited,
    rateLimitWaitMs: options.waitedMs ?? 0,
  };
}

const outcomes: AttemptOutcome[] = [
  ...statuses.map((status) => response(status)),
  ...statuses.map((status) => response(status, 2_000)),
  response(429, 0),
  response(429, 86_400_000),
  ...failures.map((failure) => ({ kind: "failure", failure }) as const),
];

describe("nextStep: every outcome, every budget", () => {
  const random = () => 0.5;
  for (const eligible of [true, false]) {
    for (const retries of [0, 1, 2, 5]) {
      for (let errorAttempts = 1; errorAttempts <= retries + 2; errorAttempts += 1) {
        for (const waitedMs of [0, 100_000, 119_000, 120_000]) {
          it(`eligible=${eligible} retries=${retries} after ${errorAttempts} error attempts, ${waitedMs} ms waited`, () => {
            const state = stateAfter(errorAttempts + 1, { eligible, retries, rateLimited: 1, waitedMs });
            for (const outcome of outcomes) {
              const step = nextStep(state, outcome, random);
              const label = JSON.stringify(outcome);
              if (outcome.kind === "response" && outcome.status >= 200 && outcome.status < 300) {
                expect(step.kind, label).toBe("return");
                continue;
              }
              expect(step.kind, label).not.toBe("return");
              if (step.kind !== "wait") continue;
              // Only eligible requests are sent again, and never after an abort, a 4xx or a 500.
              expect(eligible, label).toBe(true);
              if (outcome.kind === "failure") expect(["timeout", "network"]).toContain(outcome.failure);
              else expect([429, 502, 503, 504]).toContain(outcome.status);
              if (step.reason === "retry") {
                // Error retries are bounded by `retries`; the state is unchanged (the attempt counted).
                expect(errorAttempts, label).toBeLessThan(retries + 1);
                expect(step.state).toBe(state);
                expect(step.ms).toBeLessThanOrEqual(MAX_DELAY_MS);
              } else {
                // A 429 is waited out within the budget, never before its Retry-After, and not counted.
                expect(outcome.kind === "response" && outcome.status).toBe(429);
                expect(retries).toBeGreaterThan(0);
                expect(step.state.rateLimitWaitMs).toBeLessThanOrEqual(120_000);
                expect(step.state.errorAttempts).toBe(state.errorAttempts - 1);
                expect(step.state.rateLimitedAttempts).toBe(state.rateLimitedAttempts + 1);
                expect(step.ms).toBeGreaterThanOrEqual(
                  outcome.kind === "response" ? (outcome.retryAfterMs ?? 0) : 0,
                );
              }
            }
          });
        }
      }
    }
  }
});

describe("nextStep: a 429", () => {
  it("waits Retry-After plus the spread, and says the wait is the service's", () => {
    const step = nextStep(stateAfter(1), response(429, 2_000), () => 0.25);
    expect(step).toMatchObject({ kind: "wait", reason: "rate-limit", ms: 2_250, retryAfter: true });
  });

  it("waits the backoff plus the spread without a Retry-After, the backoff growing with the attempts", () => {
    expect(nextStep(stateAfter(1), response(429), () => 0)).toMatchObject({ ms: 250, retryAfter: false });
    expect(nextStep(stateAfter(4, { rateLimited: 3 }), response(429), () => 0)).toMatchObject({ ms: 2_000 });
  });

  it("caps a long Retry-After at 30 s per wait when it fits the budget", () => {
    const step = nextStep(stateAfter(1), response(429, 60_000), () => 0);
    expect(step).toMatchObject({ kind: "wait", ms: 30_000 });
  });

  it("fails at once when the Retry-After asked for is beyond the budget, naming both", () => {
    expect(nextStep(stateAfter(1), response(429, 86_400_000), () => 0)).toEqual({
      kind: "throw",
      refusedWait: { askedMs: 86_400_000, waitedMs: 0, budgetMs: 120_000 },
    });
    expect(
      nextStep(stateAfter(3, { rateLimited: 2, waitedMs: 100_000 }), response(429, 30_000), () => 0),
    ).toEqual({
      kind: "throw",
      refusedWait: { askedMs: 30_000, waitedMs: 100_000, budgetMs: 120_000 },
    });
  });

  it("cuts the spread short at the budget's end when the Retry-After itself fits", () => {
    const step = nextStep(
      stateAfter(2, { rateLimited: 1, waitedMs: 118_500 }),
      response(429, 1_000),
      () => 0.99,
    );
    expect(step).toMatchObject({ kind: "wait", ms: 1_500 });
    if (step.kind === "wait") expect(step.state.rateLimitWaitMs).toBe(120_000);
  });

  it("gives up without a refused wait when its own backoff does not fit", () => {
    expect(nextStep(stateAfter(2, { rateLimited: 1, waitedMs: 119_900 }), response(429), () => 0)).toEqual({
      kind: "throw",
    });
  });

  it("waits for nothing with retries: 0, nor for a request that is never sent twice", () => {
    expect(nextStep(stateAfter(1, { retries: 0 }), response(429, 1_000), () => 0)).toEqual({ kind: "throw" });
    expect(nextStep(stateAfter(1, { eligible: false }), response(429, 1_000), () => 0)).toEqual({
      kind: "throw",
    });
  });

  it("a zero budget refuses any Retry-After above 0", () => {
    expect(nextStep(stateAfter(1, { budget: 0 }), response(429, 1_000), () => 0)).toMatchObject({
      kind: "throw",
      refusedWait: { askedMs: 1_000, budgetMs: 0 },
    });
  });

  it("a spent budget ends the waiting even for Retry-After: 0 (a retry at once, forever, otherwise)", () => {
    expect(
      nextStep(stateAfter(9, { rateLimited: 8, waitedMs: 120_000 }), response(429, 0), () => 0.5),
    ).toEqual({
      kind: "throw",
    });
    expect(nextStep(stateAfter(1, { budget: 0 }), response(429, 0), () => 0.5)).toEqual({ kind: "throw" });
  });

  it("Retry-After: 0 answered again and again is waited out within the budget, then fails", () => {
    let state = initialRetryState(true, 2, 5_000);
    for (let attempt = 1; attempt < 1_000; attempt += 1) {
      state = countAttempt(state);
      const step = nextStep(state, response(429, 0), () => 0.5);
      if (step.kind !== "wait") {
        expect(step).toEqual({ kind: "throw" });
        expect(state.rateLimitWaitMs).toBe(5_000);
        expect(attempt).toBeLessThanOrEqual(12);
        return;
      }
      state = step.state;
    }
    expect.unreachable("the 429s were retried without end");
  });

  it("the spread stays under a second", () => {
    const step = nextStep(stateAfter(1), response(429, 0), () => 0.9999);
    expect(step).toMatchObject({ ms: RATE_LIMIT_SPREAD_MS - 1 });
  });
});

describe("nextStep: errors", () => {
  it("retries 502-504 after Retry-After (capped) or the backoff, while retries last", () => {
    expect(nextStep(stateAfter(1), response(503, 5_000), () => 0)).toMatchObject({
      kind: "wait",
      reason: "retry",
      ms: 5_000,
      retryAfter: true,
    });
    expect(nextStep(stateAfter(2), response(502), () => 0)).toMatchObject({ ms: backoffDelay(1, () => 0) });
    expect(nextStep(stateAfter(3), response(504), () => 0)).toEqual({ kind: "throw" });
  });

  it("retries timeouts and network errors, never an abort or an oversized response", () => {
    expect(nextStep(stateAfter(1), { kind: "failure", failure: "timeout" }, () => 0)).toMatchObject({
      kind: "wait",
      ms: 250,
      retryAfter: false,
    });
    expect(nextStep(stateAfter(1), { kind: "failure", failure: "aborted" }, () => 0)).toEqual({
      kind: "throw",
    });
    expect(nextStep(stateAfter(1), { kind: "failure", failure: "too_large" }, () => 0)).toEqual({
      kind: "throw",
    });
  });

  it("429s waited out leave the error retries untouched", () => {
    // Ten 429s, then two 503s: still retried, as the 429s did not count.
    const state = stateAfter(12, { rateLimited: 10, waitedMs: 20_000 });
    expect(nextStep(state, response(503), () => 0)).toMatchObject({ kind: "wait", reason: "retry" });
    expect(nextStep(countAttempt(state), response(503), () => 0)).toEqual({ kind: "throw" });
  });
});

describe("parseRetryAfter, uncapped", () => {
  it("gives the wait the service asked for", () => {
    const now = Date.parse("2026-07-01T00:00:00Z");
    expect(parseRetryAfter("86400", now, Number.POSITIVE_INFINITY)).toBe(86_400_000);
    expect(parseRetryAfter("Thu, 01 Jul 2027 00:00:00 GMT", now, Number.POSITIVE_INFINITY)).toBe(
      365 * 86_400_000,
    );
    expect(parseRetryAfter("86400", now)).toBe(30_000);
  });
});
