import { redact, redactSecretShapes } from "../../transport/redact.js";
import { neutralizeLine, unsafeBeyondC0 } from "../../untrusted/log-text.js";

/** Every C0 control (one line per message), plus the set the Action's log gate escapes (core/log-text). */
const UNSAFE = new RegExp(`[\\u0000-\\u001f${unsafeBeyondC0}]`, "g");
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeChar(char: string): string {
  return NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Escapes control and bidi characters as `\n`, `\r`, `\t`, `\uXXXX` so text cannot drive a terminal;
 * the result is one line that cannot start a CI workflow command either (`svc` runs in CI, where a
 * stdout or stderr line starting with `::`, or holding `##[`, is one): a leading `::` gets a
 * backslash and `##[` is broken up, as in the Action's log.
 */
export function sanitizeTerminalText(text: string): string {
  return neutralizeLine(
    text.replace(UNSAFE, (char: string, offset: number) =>
      char === ZWJ && joinsPictographs(text, offset) ? char : escapeChar(char),
    ),
  );
}

const ZWJ = "\u200d";
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;

/**
 * A zero-width joiner between two pictographs (👩‍💻, 👨‍👩‍👧) only joins them into one emoji; it cannot
 * hide or reorder text, so it stays. Anywhere else it is escaped like every zero-width character.
 */
function joinsPictographs(text: string, offset: number): boolean {
  return (
    PICTOGRAPH_BEFORE.test(text.slice(Math.max(0, offset - 4), offset)) &&
    PICTOGRAPH_AFTER.test(text.slice(offset + 1, offset + 3))
  );
}

/** Redacts secrets (known literals and every token/secret pattern of src/transport/redact.ts), then sanitises. */
export function safeDiagnostic(text: string, secrets: Iterable<string> = []): string {
  return sanitizeTerminalText(redact(text, [...secrets]));
}

/**
 * Data output (tables, JSON) passes through `redactSecretShapes`: an API value may carry a token or
 * a signing secret (e.g. a webhook URL with `?t=<token>`), and a secret never reaches stdout except
 * through the reveal-once `--secret-stdout` path.
 */
export { redactSecretShapes };

/** The characters JSON.stringify leaves raw that a terminal may still act on (C1, bidi, separators). */
const JSON_UNSAFE = new RegExp(`[${unsafeBeyondC0}]`, "g");

/**
 * Escapes what JSON.stringify leaves raw as `\uXXXX` (C0 controls are already escaped by
 * JSON.stringify), writes the `[` of a legacy `##[command]` as `\u005b` (the same value, but no
 * workflow command for a CI runner reading stdout) and redacts secret shapes; the result stays
 * valid JSON (the shapes hold no character JSON escapes).
 */
export function terminalSafeJson(json: string): string {
  const redacted = redactSecretShapes(json);
  const escaped = isAsciiWithoutDel(redacted)
    ? redacted
    : redacted.replace(JSON_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return escaped.includes("##[") ? escaped.replaceAll("##[", "##\\u005b") : escaped;
}

/**
 * Every character of JSON_UNSAFE is DEL or beyond ASCII. A string whose UTF-8 length equals its
 * length is pure ASCII; Node counts that natively, several times faster than the regex scans it
 * (the pages of an `--all` walk are nearly always plain ASCII).
 */
function isAsciiWithoutDel(text: string): boolean {
  return Buffer.byteLength(text, "utf8") === text.length && !text.includes("\x7f");
}
