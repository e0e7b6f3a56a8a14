import { ClientError } from "./errors.js";

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 2;
const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

function finite(name: string, value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new ClientError("invalid_arguments", `${name} must be a finite number`);
  }
  return Math.trunc(value);
}

/** Per-attempt timeout: truncated, at least 1 ms. */
/** The longest delay a Node timer keeps; a longer one fires after 1 ms (with a warning). */
const MAX_TIMER_MS = 2_147_483_647;

export function normalizeTimeout(value: number | undefined): number {
  return value === undefined
    ? DEFAULT_TIMEOUT_MS
    : Math.min(MAX_TIMER_MS, Math.max(1, finite("timeoutMs", value)));
}

/** Retries after the first attempt: truncated, clamped 0-5. */
export function normalizeRetries(value: number | undefined): number {
  return value === undefined ? DEFAULT_RETRIES : Math.min(5, Math.max(0, finite("retries", value)));
}

/** Response cap: clamped 1 KiB - 64 MiB. */
export function normalizeMaxResponseBytes(value: number | undefined): number {
  if (value === undefined) return DEFAULT_MAX_RESPONSE_BYTES;
  return Math.min(64 * 1024 * 1024, Math.max(1024, finite("maxResponseBytes", value)));
}

/** Total wait for rate limits per request: truncated, clamped 0 - 1 hour. */
export function normalizeMaxRateLimitWait(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  return Math.min(3_600_000, Math.max(0, finite("maxRateLimitWaitMs", value)));
}
