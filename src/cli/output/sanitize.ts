import { redact } from "../../core/redact.js";

/**
 * C0 and C1 controls, DEL, and the Unicode bidi/format controls a terminal or a reader could be
 * fooled by (LRM/RLM, LRE..RLO, LRI..PDI, ALM, line/paragraph separators, BOM).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeChar(char: string): string {
  return NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** Escapes control and bidi characters as `\n`, `\r`, `\t`, `\uXXXX` so text cannot drive a terminal. */
export function sanitizeTerminalText(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/** Redacts secrets (known literals and every pattern of contract 1.2), then sanitises. */
export function safeDiagnostic(text: string, secrets: Iterable<string> = []): string {
  return sanitizeTerminalText(redact(text, [...secrets]));
}

/** The characters JSON.stringify leaves raw that a terminal may still act on (C1, bidi, separators). */
const JSON_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Escapes what JSON.stringify leaves raw as `\uXXXX`. The result is the same JSON value; only
 * its spelling changes (C0 controls are already escaped by JSON.stringify).
 */
export function terminalSafeJson(json: string): string {
  return json.replace(JSON_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
