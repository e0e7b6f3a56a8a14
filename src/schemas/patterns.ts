/**
 * Plain patterns and parsers shared by the contract layer and everything above it. No zod and no
 * imports: src/signature (which must stay free of zod) imports this file directly.
 */

/** A webhook signing secret: `whsec_v2_` + 43 base64url characters (contract 9.1). */
export const signingSecretPattern = /^whsec_v2_[A-Za-z0-9_-]{43}$/;

const decimalDigits = /^[0-9]{1,15}$/;

/**
 * The one integer parser: decimal digits only (no sign, exponent, hex, blanks or fraction, which
 * `Number()` and `parseInt()` would accept), within `min`-`max`; undefined otherwise.
 */
export function parseDecimalInteger(text: string, min: number, max: number): number | undefined {
  if (!decimalDigits.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}
