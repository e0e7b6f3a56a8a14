import { redact, redactSecretShapes } from "../../transport/redact.js";
import { logSafeJsonText, neutralizeLine, unsafeBeyondC0 } from "../../untrusted/log-text.js";

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

/**
 * JSON text for a terminal: secret shapes redacted, then made log-safe (logSafeJsonText: C1, bidi
 * and separators as `\uXXXX`, no legacy `##[command]`); the result stays valid JSON (the shapes
 * hold no character JSON escapes).
 */
export const terminalSafeJson = (json: string): string => logSafeJsonText(redactSecretShapes(json));
