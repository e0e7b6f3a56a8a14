/** Replacement text for anything secret. */
export const REDACTED = "[redacted]";

const TOKEN = /tg_(?:sk_v1|pat_v2|sa_v2)_[A-Za-z0-9_-]+/g;
const SIGNING_SECRET = /whsec_v2_[A-Za-z0-9_-]+/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+([^\s,;"'&]+)/gi;
const SECRET_NAMES = [
  "authorization_code",
  "authorization",
  "code_verifier",
  "request_secret",
  "access_token",
  "api_key",
  "state",
  "token",
  "secret",
].join("|");
const VALUE = `([^\\s&,;"'}]+)`;
/**
 * Values named like secrets, in the forms where the name is a key: `name=value` (query strings,
 * assignments), `"name": "value"` (JSON), `name:value`, and `name: value` where the name starts a
 * line or follows a delimiter (`{ , ; & ? ( [ :`), as in YAML, headers and logfmt. In prose the
 * same word is followed by a colon and ordinary words ("does not match the given secret: a wrong
 * secret", "input token: not a v1 credential"), which stay as written.
 */
const NAMED_VALUES = [
  new RegExp(`\\b(${SECRET_NAMES})(\\s*=\\s*"?)${VALUE}`, "gi"),
  new RegExp(`(?<=")(${SECRET_NAMES})("\\s*:\\s*"?)${VALUE}`, "gi"),
  new RegExp(`\\b(${SECRET_NAMES})(:"?)${VALUE}`, "gi"),
  new RegExp(`(?<=^\\s*|[\\r\\n{,;&?(\\[:]\\s*)(${SECRET_NAMES})(:\\s+"?)${VALUE}`, "gi"),
];

/**
 * API tokens and signing secrets by their shape only (not the free-text `name=value` rules), for
 * data output where ordinary fields such as `state` must stay intact.
 */
export function redactSecretShapes(text: string): string {
  return text.replace(TOKEN, REDACTED).replace(SIGNING_SECRET, REDACTED);
}

/**
 * `Bearer x` and `Basic x` as written in an Authorization header are always redacted; in another
 * case ("The bearer token is not valid.") only a value shaped like a credential is, so the service's
 * prose stays readable. Every credential of the contract is long (43+ characters) and has digits.
 */
function schemeValue(match: string, scheme: string, value: string): string {
  const headerCase = scheme === "Bearer" || scheme === "Basic";
  const credentialShaped = value.length >= 16 || (value.length >= 8 && /\d/.test(value));
  return headerCase || credentialShaped ? `${scheme} ${REDACTED}` : match;
}

/**
 * Redacts credentials from free text: tg_ tokens, whsec_v2_ secrets, Bearer/Basic
 * values and values named like secrets. `extra` holds literal secrets known to the caller (e.g. a
 * legacy token whose grammar is undocumented); they are removed wherever they appear.
 */
export function redact(text: string, extra: readonly string[] = []): string {
  let out = text;
  for (const secret of extra) {
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  out = redactSecretShapes(out).replace(AUTH_SCHEME, schemeValue);
  for (const pattern of NAMED_VALUES) {
    out = out.replace(pattern, (match, name: string, sep: string, value: string) =>
      value === REDACTED || /^(bearer|basic)$/i.test(value) ? match : `${name}${sep}${REDACTED}`,
    );
  }
  return out;
}

/** A redactor bound to a set of literal secrets. */
export type Redactor = (text: string) => string;
export function createRedactor(secrets: readonly (string | undefined)[] = []): Redactor {
  const literal = secrets
    .filter((s): s is string => typeof s === "string")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return (text) => redact(text, literal);
}
