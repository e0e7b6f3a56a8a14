import type { HttpMethod } from "./types.js";

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
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

/** `Retry-After` as seconds or an HTTP date, in ms, capped at 30 s; undefined when absent or invalid. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(Math.round(Number(text) * 1000), MAX_DELAY_MS);
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined;
  return Math.min(Math.max(0, date - now), MAX_DELAY_MS);
}
