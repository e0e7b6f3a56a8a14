import type { HttpMethod } from "./types.js";

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
export const MAX_DELAY_MS = 30_000;

/** GET always; POST only when it carries an Idempotency-Key; PUT, PATCH and DELETE never. */
export function isRetryEligible(method: HttpMethod, hasIdempotencyKey: boolean): boolean {
  return method === "GET" || (method === "POST" && hasIdempotencyKey);
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
