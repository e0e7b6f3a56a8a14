/**
 * Plain patterns and parsers shared by the contract layer and everything above it. No zod and no
 * imports: src/signature (which must stay free of zod) imports this file directly.
 */

/** A webhook signing secret: `whsec_v2_` + 43 base64url characters. */
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

/**
 * The characters a URI may hold (RFC 3986, what `format: uri` validates): unreserved, reserved and
 * `%`. No whitespace, no control characters, no backslash, nothing beyond ASCII.
 */
const uriCharacters = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const badPercentEncoding = /%(?![0-9A-Fa-f]{2})/;

/**
 * The character rule every URL the project takes shares (webhook URLs, the receiver's forward
 * target): only RFC 3986 characters, as written, and well-formed %XX escapes. `new URL()` would
 * silently drop tabs, CR and LF and turn `\` into `/`, so the raw text is checked.
 */
export function uriCharacterProblem(value: string): string | undefined {
  const bad = [...value].find((char) => !uriCharacters.test(char));
  if (bad !== undefined) {
    const code = bad.codePointAt(0) ?? 0;
    const point = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
    if (code > 0x20 && code < 0x7f) return `must not contain "${bad}" (${point}); percent-encode it`;
    if (code > 0x9f && !/\s/u.test(bad))
      return `must not contain non-ASCII characters (${point}); percent-encode them (punycode for a host name)`;
    return `must not contain whitespace or control characters (${point}); remove them`;
  }
  if (badPercentEncoding.test(value)) return "has a % that does not start a %XX escape";
  return undefined;
}
