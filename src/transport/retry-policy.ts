import type { HttpMethod, RefusedWait, TransportInfo } from "./types.js";

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
export const MAX_DELAY_MS = 30_000;

/** GET always; POST only when it carries an Idempotency-Key; PUT, PATCH and DELETE never. */
export function isRetryEligible(method: HttpMethod, hasIdempotencyKey: boolean): boolean {
  return method === "GET" || (method === "POST" && hasIdempotencyKey);
}

/**
 * The most a request waits for rate limits (429) in total, by default: 429s do not use up the
 * `retries` budget (a rate limit is waited out, not counted as an error), so this bounds the wait.
 */
export const DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 120_000;

/** The window a 429's retry is spread over: one second, the usual width of a rate-limit window. */
export const RATE_LIMIT_SPREAD_MS = 1_000;

/**
 * The wait before retrying a 429: the service's `Retry-After` (or the backoff when it sent none)
 * plus a random spread of up to one second, so that clients refused at the same instant come back
 * spread over the next window instead of colliding again (five of them land within 50 ms of each
 * other about once in 30,000 instants; a narrower window made that a regular sight).
 */
export function rateLimitDelay(baseMs: number, random: () => number): number {
  return baseMs + Math.floor(random() * RATE_LIMIT_SPREAD_MS);
}

/** `min(250 * 2^n + floor(random * 100), 30000)` where n = 0 for the first retry. */
export function backoffDelay(retryIndex: number, random: () => number): number {
  return Math.min(250 * 2 ** retryIndex + Math.floor(random() * 100), MAX_DELAY_MS);
}

/**
 * `Retry-After` as seconds or an HTTP date, in ms, capped at `capMs` (30 s: the wait before one
 * retry); undefined when absent or invalid. Uncapped (`Infinity`) it is the wait the service asked for.
 */
export function parseRetryAfter(
  value: string | undefined,
  now: number = Date.now(),
  capMs: number = MAX_DELAY_MS,
): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(Math.round(Number(text) * 1000), capMs);
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined;
  return Math.min(Math.max(0, date - now), capMs);
}

/** What the last attempt came to, as far as deciding the next step needs it. */
export type AttemptOutcome =
  | { kind: "failure"; failure: "timeout" | "network" | "aborted" | "too_large" }
  | {
      kind: "response";
      status: number;
      /** Retry-After capped at 30 s (the wait before one retry). */
      retryAfterMs: number | undefined;
      /** Retry-After as the service asked for it, uncapped. */
      retryAfterAskedMs: number | undefined;
    };

/** The outcome of an answer as the transport read it: its status and Retry-After, capped and as asked. */
export function answeredOutcome(transport: TransportInfo, now: number): AttemptOutcome {
  return {
    kind: "response",
    status: transport.status,
    retryAfterMs: transport.retryAfterMs,
    retryAfterAskedMs: parseRetryAfter(transport.headers["retry-after"], now, Number.POSITIVE_INFINITY),
  };
}

/** Where one request stands: what it has used of its retries and of its rate-limit wait budget. */
export interface RetryState {
  /** GET, or a POST with an Idempotency-Key: may be sent again. */
  eligible: boolean;
  /** May be sent again after a 429 (eligible, or a write whose caller asked: `waitOutRateLimits`). */
  rateLimitEligible: boolean;
  retries: number;
  maxRateLimitWaitMs: number;
  /** Attempts made so far, the last one included. */
  attempts: number;
  /** Attempts that use up `retries` (429s waited out do not), the last one included. */
  errorAttempts: number;
  /** Attempts answered 429 and waited out. */
  rateLimitedAttempts: number;
  /** Waited for rate limits so far: 429 answers and pacing. */
  rateLimitWaitMs: number;
}

export function initialRetryState(
  eligible: boolean,
  retries: number,
  maxRateLimitWaitMs: number,
  rateLimitEligible = eligible,
): RetryState {
  return {
    eligible,
    rateLimitEligible: eligible || rateLimitEligible,
    retries,
    maxRateLimitWaitMs,
    attempts: 0,
    errorAttempts: 0,
    rateLimitedAttempts: 0,
    rateLimitWaitMs: 0,
  };
}

/** The state once another attempt is made. */
export function countAttempt(state: RetryState): RetryState {
  return { ...state, attempts: state.attempts + 1, errorAttempts: state.errorAttempts + 1 };
}

/** What to do after an attempt: hand out its answer, raise its error, or wait and send it again. */
export type NextStep =
  | { kind: "return" }
  | { kind: "throw"; refusedWait?: RefusedWait }
  | {
      kind: "wait";
      ms: number;
      reason: "rate-limit" | "retry";
      /** The wait is the service's Retry-After (plus jitter on a 429). */
      retryAfter: boolean;
      state: RetryState;
    };

const returnStep: NextStep = { kind: "return" };
const throwStep: NextStep = { kind: "throw" };

/**
 * The retry decision, pure: eligible requests are sent again after a network error, a timeout,
 * 502, 503 or 504 while `retries` last (after `Retry-After`, capped at 30 s, else the backoff);
 * a 429 is waited out instead of counted, within `maxRateLimitWaitMs` (see `rateLimitStep`).
 */
export function nextStep(state: RetryState, outcome: AttemptOutcome, random: () => number): NextStep {
  const retriesLeft = state.errorAttempts < (state.eligible ? state.retries + 1 : 1);
  if (outcome.kind === "failure") {
    const retryable = outcome.failure === "timeout" || outcome.failure === "network";
    if (!retryable || !retriesLeft) return throwStep;
    const ms = backoffDelay(state.errorAttempts - 1, random);
    return { kind: "wait", ms, reason: "retry", retryAfter: false, state };
  }
  const { status } = outcome;
  if (status >= 200 && status < 300) return returnStep;
  if (status === 429 && state.rateLimitEligible) return rateLimitStep(state, outcome, random);
  if (!RETRYABLE_STATUSES.has(status) || !retriesLeft) return throwStep;
  const retryAfter = outcome.retryAfterMs !== undefined;
  const ms = outcome.retryAfterMs ?? backoffDelay(state.errorAttempts - 1, random);
  return { kind: "wait", ms, reason: "retry", retryAfter, state };
}

/**
 * A 429 of an eligible request. `retries: 0` waits for nothing. A `Retry-After` (uncapped) beyond
 * what is left of the wait budget fails at once, with the wait and the budget (`refusedWait`);
 * otherwise the wait is Retry-After (capped at 30 s) or the backoff, plus up to a second of spread,
 * the spread cut short at the budget's end. Without a Retry-After, a backoff that does not fit the
 * budget ends the waiting (the 429 is raised, its `rateLimitWaitMs` saying how long it waited), and
 * so does a budget spent, even for a `Retry-After: 0`.
 */
function rateLimitStep(
  state: RetryState,
  outcome: Extract<AttemptOutcome, { kind: "response" }>,
  random: () => number,
): NextStep {
  if (state.retries === 0) return throwStep;
  const leftMs = state.maxRateLimitWaitMs - state.rateLimitWaitMs;
  const asked = outcome.retryAfterAskedMs;
  if (asked !== undefined && asked > leftMs) {
    const refusedWait = {
      askedMs: asked,
      waitedMs: state.rateLimitWaitMs,
      budgetMs: state.maxRateLimitWaitMs,
    };
    return { kind: "throw", refusedWait };
  }
  // A spent budget ends the waiting: a `Retry-After: 0` (or a date gone by) would otherwise be
  // answered by a retry at once, again and again, without end.
  if (leftMs <= 0) return throwStep;
  const base = outcome.retryAfterMs ?? backoffDelay(Math.min(state.attempts - 1, 6), random);
  const delay = rateLimitDelay(base, random);
  // The service's wait fits: so does the wait, its spread cut short at the budget's end if need be.
  const ms = asked === undefined ? delay : Math.min(delay, leftMs);
  if (ms > leftMs) return throwStep;
  return {
    kind: "wait",
    ms,
    reason: "rate-limit",
    retryAfter: asked !== undefined,
    state: {
      ...state,
      errorAttempts: state.errorAttempts - 1,
      rateLimitedAttempts: state.rateLimitedAttempts + 1,
      rateLimitWaitMs: state.rateLimitWaitMs + ms,
    },
  };
}
