import { createHmac } from "node:crypto";

/**
 * A short, non-reversible mark of a secret (HMAC-SHA256 keyed by the secret over a fixed label), so
 * a receiver can tell which secret it holds without anyone printing it:
 * `printf 'svc-ci secret fingerprint v1' | openssl dgst -sha256 -hmac "$SECRET"` (first 16 hex digits).
 */
export function secretFingerprint(secret: string): string {
  const digest = createHmac("sha256", secret).update("svc-ci secret fingerprint v1").digest("hex");
  return `hmac-sha256:${digest.slice(0, 16)}`;
}
