import { idempotencyKeyPattern, webhookEtagPattern } from "../schemas/index.js";
import { ClientError } from "./errors.js";

/** Validates a caller's Idempotency-Key before anything is sent. */
export function validateIdempotencyKey(key: string): string {
  if (typeof key !== "string" || !idempotencyKeyPattern.test(key)) {
    throw new ClientError(
      "invalid_arguments",
      "idempotencyKey must be 1-128 printable ASCII characters without spaces (0x21-0x7E); derive it from a stable operation identity",
    );
  }
  return key;
}

/**
 * The caller's key, validated, or a fresh UUID-based key when none was given: from the operating
 * system's generator (the global Web Crypto, loaded only when a key is made, not by every command).
 */
export function idempotencyKeyOrNew(key: string | undefined): string {
  return key === undefined ? `svc-ci-${globalThis.crypto.randomUUID()}` : validateIdempotencyKey(key);
}

/**
 * Accepts a bare revision `whk1-<64 hex>` or its quoted strong ETag and returns the quoted form for
 * `If-Match` (optimistic concurrency on webhooks). Weak ETags, `*`, lists and anything else are refused before any request.
 */
export function normalizeIfMatch(value: string): string {
  const trimmed = typeof value === "string" ? value.trim() : "";
  const quoted = trimmed.startsWith('"') ? trimmed : `"${trimmed}"`;
  if (!webhookEtagPattern.test(quoted)) {
    throw new ClientError(
      "invalid_arguments",
      'ifMatch must be the webhook revision whk1-<64 hex> or its strong ETag "whk1-<64 hex>" (no W/, no *, no lists); read the webhook to get it',
    );
  }
  return quoted;
}
