import { createHash, hash, randomBytes, randomFillSync, timingSafeEqual } from "node:crypto";

export const hex = (bytes: number): string => randomBytes(bytes).toString("hex");
export const base64url = (bytes: number): string => randomBytes(bytes).toString("base64url");

// Ids (never secrets) read their random bytes from a pool filled 4 KiB at a time, as request ids
// and crypto.randomUUID do: one randomBytes call costs about 1.5 µs, a pooled id about 0.1 µs,
// and every delivery and created resource takes one.
const idPool = Buffer.alloc(4096);
let idOffset = idPool.length;

/** `bytes` (at most 4096) random bytes as hex, for ids. Tokens and secrets use `hex`. */
export function idHex(bytes: number): string {
  if (idOffset + bytes > idPool.length) {
    randomFillSync(idPool);
    idOffset = 0;
  }
  idOffset += bytes;
  return idPool.toString("hex", idOffset - bytes, idOffset);
}

/** A 24-hex resource id, the shape the service uses for its documents and credentials. */
export const objectId = (): string => idHex(12);

/** A v1 bearer credential following the token grammar (`tg_` prefix, docs/auth.md). */
export function v1Token(
  prefix: "tg_pat_v2" | "tg_sa_v2",
  region: string,
  cellId: string,
  credentialId: string,
) {
  return `${prefix}_${region}_${cellId}_${credentialId}_${hex(32)}`;
}

/**
 * Legacy (v0) tokens have no published grammar; the emulator uses `tgv0_<48 hex>`, which can never
 * match the v1 grammar, so v1 always rejects them.
 */
export const legacyTokenPattern = /^tgv0_[a-f0-9]{48}$/;
export const legacyToken = (): string => `tgv0_${hex(24)}`;

/** Calendar-feed tokens have no published grammar either; the emulator uses `tgcal_<48 hex>`. */
export const calendarTokenPattern = /^tgcal_[a-f0-9]{48}$/;
export const calendarToken = (): string => `tgcal_${hex(24)}`;

/** `whsec_v2_` + 32 random bytes base64url without padding (43 chars). */
export const signingSecret = (): string => `whsec_v2_${base64url(32)}`;

/** Only a verifier of each token is kept, never the token itself. */
export const verifier = (token: string): Buffer => hash("sha256", token, "buffer");

export function matchesVerifier(token: string, expected: Buffer): boolean {
  const actual = verifier(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");
