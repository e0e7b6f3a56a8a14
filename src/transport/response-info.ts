import { parseDecimalInteger } from "../schemas/index.js";
import { parseRetryAfter } from "./retry-policy.js";
import type { RateLimit, TransportInfo } from "./types.js";

/**
 * Lower-cased single-string headers, repeated headers joined with ", ", values redacted (a server
 * may echo a credential, e.g. in `WWW-Authenticate` or a redirect `Location`).
 */
export function flattenHeaders(
  raw: Record<string, string | string[] | undefined>,
  redact: (text: string) => string = (text) => text,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out[key.toLowerCase()] = redact(Array.isArray(value) ? value.join(", ") : value);
  }
  return out;
}

const nonNegativeInteger = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : parseDecimalInteger(value.trim(), 0, Number.MAX_SAFE_INTEGER);

/** `X-RateLimit-Limit/Remaining/Reset`, when all three are valid. */
function parseRateLimit(headers: Record<string, string>): RateLimit | undefined {
  const limit = nonNegativeInteger(headers["x-ratelimit-limit"]);
  const remaining = nonNegativeInteger(headers["x-ratelimit-remaining"]);
  const reset = nonNegativeInteger(headers["x-ratelimit-reset"]);
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, reset };
}

export function buildTransportInfo(
  status: number,
  headers: Record<string, string>,
  attempts: number,
  sentRequestId: string,
  now: number,
): TransportInfo {
  const info: TransportInfo = {
    status,
    attempts,
    requestId: headers["x-request-id"] || sentRequestId,
    headers,
  };
  const rateLimit = parseRateLimit(headers);
  if (rateLimit) info.rateLimit = rateLimit;
  const retryAfterMs = parseRetryAfter(headers["retry-after"], now);
  if (retryAfterMs !== undefined) info.retryAfterMs = retryAfterMs;
  const replayed = headers["idempotency-replayed"];
  if (replayed === "true" || replayed === "false") info.idempotencyReplayed = replayed === "true";
  if (headers.etag !== undefined) info.etag = headers.etag;
  return info;
}
