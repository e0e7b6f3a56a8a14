import { REDACTED, redact } from "../../core/redact.js";

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

/**
 * API tokens and signing secrets by their shape (contract 1.2). Data output (tables, JSON) passes
 * through this: an API value may carry one (e.g. a webhook URL with `?t=<token>`), and a secret
 * never reaches stdout except through the reveal-once `--secret-stdout` path. Only the shapes, not
 * the free-text `name=value` rules of `redact`, so ordinary fields such as `state` stay intact.
 */
const SECRET_SHAPES = /tg_(?:sk_v1|pat_v2|sa_v2)_[A-Za-z0-9_-]+|whsec_v2_[A-Za-z0-9_-]+/g;

export function redactSecretShapes(text: string): string {
  return text.replace(SECRET_SHAPES, REDACTED);
}

/** The characters JSON.stringify leaves raw that a terminal may still act on (C1, bidi, separators). */
const JSON_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Escapes what JSON.stringify leaves raw as `\uXXXX` (C0 controls are already escaped by
 * JSON.stringify) and redacts secret shapes; the result stays valid JSON (the shapes hold no
 * character JSON escapes).
 */
export function terminalSafeJson(json: string): string {
  return redactSecretShapes(json).replace(
    JSON_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
