import { timingSafeEqual } from "node:crypto";
import { signingSecretPattern } from "../schemas/patterns.js";
import { type HeaderBag, readHeader, SIGNATURE_HEADERS } from "./headers.js";
import { computeSignature, DELIVERY_ID_PATTERN } from "./sign.js";

export type WebhookVerificationCode =
  | "invalid_secret"
  | "invalid_metadata"
  | "invalid_signature"
  | "stale_timestamp"
  | "invalid_json"
  | "duplicate_delivery";

/** A delivery that must be rejected; `code` is stable, the message never holds a secret or the body. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
  constructor(
    readonly code: WebhookVerificationCode,
    message: string,
  ) {
    super(message);
  }
}

/** Claims a delivery id atomically; returns false when it was claimed before. */
export interface DeliveryDedupeStore {
  claim(deliveryId: string, retainUntilEpochSeconds: number): boolean | Promise<boolean>;
}

export interface VerifyOptions {
  headers: HeaderBag;
  /** The raw request body, exactly as received; never a re-serialised object. */
  body: string | Uint8Array;
  /** One secret, or several during a rotation overlap (newest first). */
  secrets: string | readonly string[];
  /** Allowed clock skew in seconds; default 300, clamped to 30-3600. */
  toleranceSeconds?: number;
  /** Current Unix time in seconds (for tests). */
  now?: number;
  dedupe?: DeliveryDedupeStore;
}

export interface VerifiedDelivery<T = unknown> {
  id: string;
  timestamp: number;
  payload: T;
  /** Index in `secrets` of the secret that matched (0 when one secret was given). */
  secretIndex: number;
}

const DEFAULT_TOLERANCE = 300;

export function clampTolerance(seconds: number | undefined): number {
  // Only "no number" falls back to the default; an infinite tolerance clamps like any other.
  if (typeof seconds !== "number" || Number.isNaN(seconds)) return DEFAULT_TOLERANCE;
  return Math.min(3600, Math.max(30, Math.trunc(seconds)));
}

function fail(code: WebhookVerificationCode, message: string): never {
  throw new WebhookVerificationError(code, message);
}

/**
 * Verifies a signed v2 delivery and returns its parsed payload.
 * Throws `WebhookVerificationError` with a stable code otherwise.
 */
export async function verifyWebhook<T = unknown>(options: VerifyOptions): Promise<VerifiedDelivery<T>> {
  if (typeof options.body !== "string" && !ArrayBuffer.isView(options.body))
    throw new TypeError(
      "body must be the raw request body as received (a Buffer, Uint8Array or string), not a parsed object: read it before any JSON parser",
    );
  const secrets = typeof options.secrets === "string" ? [options.secrets] : options.secrets;
  if (secrets.length === 0) fail("invalid_secret", "no signing secret given");
  secrets.forEach((secret, index) => {
    if (!signingSecretPattern.test(secret))
      fail("invalid_secret", `secret #${index} does not look like whsec_v2_<43 chars>`);
  });

  const id = readHeader(options.headers, SIGNATURE_HEADERS.id);
  const timestamp = readHeader(options.headers, SIGNATURE_HEADERS.timestamp);
  const version = readHeader(options.headers, SIGNATURE_HEADERS.version);
  const signature = readHeader(options.headers, SIGNATURE_HEADERS.signature);
  if (!id || !DELIVERY_ID_PATTERN.test(id))
    fail("invalid_metadata", "missing or malformed webhook id header");
  if (version !== "2") fail("invalid_metadata", "webhook version header must be 2");
  if (!timestamp || !/^[0-9]{10}$/.test(timestamp))
    fail("invalid_metadata", "timestamp header must be 10 digits");
  if (!signature || !/^v1=[a-f0-9]{64}$/.test(signature))
    fail("invalid_signature", "malformed signature header");

  const tolerance = clampTolerance(options.toleranceSeconds);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const sentAt = Number(timestamp);
  if (Math.abs(now - sentAt) > tolerance)
    fail("stale_timestamp", `timestamp is more than ${tolerance}s from now`);

  const received = Buffer.from(signature, "utf8");
  let secretIndex = -1;
  // Compare against every candidate so timing does not reveal which secret matched.
  secrets.forEach((secret, index) => {
    const expected = Buffer.from(computeSignature(secret, timestamp, options.body), "utf8");
    if (timingSafeEqual(expected, received) && secretIndex === -1) secretIndex = index;
  });
  if (secretIndex === -1) fail("invalid_signature", "signature does not match any given secret");

  let payload: T;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      typeof options.body === "string" ? Buffer.from(options.body, "utf8") : options.body,
    );
    payload = JSON.parse(text) as T;
  } catch {
    fail("invalid_json", "body is not UTF-8 JSON");
  }

  if (options.dedupe && !(await options.dedupe.claim(id, sentAt + tolerance))) {
    fail("duplicate_delivery", `delivery ${id} was already processed`);
  }
  return { id, timestamp: sentAt, payload, secretIndex };
}

/** An in-memory dedupe store that forgets claims once they expire. */
export class MemoryDedupeStore implements DeliveryDedupeStore {
  readonly #claims = new Map<string, number>();
  constructor(private readonly clock: () => number = () => Math.floor(Date.now() / 1000)) {}
  claim(deliveryId: string, retainUntil: number): boolean {
    const now = this.clock();
    for (const [key, until] of this.#claims) if (until < now) this.#claims.delete(key);
    if (this.#claims.has(deliveryId)) return false;
    this.#claims.set(deliveryId, retainUntil);
    return true;
  }
}
