/**
 * Makes untrusted text (plan values, inputs, API answers, error details) safe to print where a
 * runner or a terminal interprets it. Pure and dependency-free, for the Action and the CLI alike.
 */

/**
 * `unsafeBeyondC0`: DEL, C1 controls (NEL among them), line/paragraph separators and the invisible
 * format characters, as a regex character-class body shared with the CLI's terminal sanitiser.
 * Here: C0 controls except tab and line feed, DEL, C1 controls (NEL among them), line/paragraph
 * separators, and the invisible format characters that reorder or hide text (bidi embeddings,
 * overrides and isolates, zero-width characters, BOM).
 */
export const unsafeBeyondC0 =
  "\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff";
const unsafeCharacters = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f${unsafeBeyondC0}]`, "g");

const namedEscapes: Record<string, string> = { "\r": "\\r", "\u001b": "\\e" };

function escapeCharacter(char: string): string {
  const named = namedEscapes[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** Escapes terminal and invisible control characters (ESC, CR, C1, bidi, ...) visibly, e.g. `\e`, `\u202e`. */
export function escapeControlCharacters(text: string): string {
  return text.replace(unsafeCharacters, escapeCharacter);
}

/**
 * One line that cannot start a workflow command: `::name::` at the start (the runner trims leading
 * whitespace first) gets a backslash in front, and the legacy `##[name]` form anywhere is broken up.
 */
export function neutralizeLine(line: string): string {
  return line.replace(/^(\s*)::/, "$1\\::").replaceAll("##[", "#\\#[");
}

/**
 * Text safe for a log line or an annotation: controls escaped, every line unable to start a
 * workflow command. Line feeds are kept (a multi-line message stays readable), CR is escaped so
 * no line can be split in a way this function did not see.
 */
export function safeLogText(text: string): string {
  return escapeControlCharacters(String(text)).split("\n").map(neutralizeLine).join("\n");
}

/** Like safeLogText, but one line: line feeds become a visible `\n` (for titles and table cells). */
export function safeLogLine(text: string): string {
  return neutralizeLine(escapeControlCharacters(String(text)).replaceAll("\n", "\\n"));
}

/** The characters JSON.stringify leaves raw that a runner or terminal may act on (C1, bidi, separators). */
const unsafeInJson = new RegExp(`[${unsafeBeyondC0}]`, "g");

/**
 * JSON text with the characters above escaped as `\uXXXX`: the same JSON value, but a document
 * printed to a log or a terminal (an output echoed as `::set-output`, `svc ... -o json`) carries no
 * raw C1, bidi or line-separator character and no legacy `##[command]` (its `[` as `\u005b`).
 * JSON.stringify already escapes C0 controls.
 */
export function logSafeJsonText(json: string): string {
  const escaped = isAsciiWithoutDel(json)
    ? json
    : json.replace(unsafeInJson, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return escaped.includes("##[") ? escaped.replaceAll("##[", "##\\u005b") : escaped;
}

/** JSON.stringify, made safe as logSafeJsonText says. */
export const logSafeJson = (value: unknown): string => logSafeJsonText(JSON.stringify(value));

/**
 * Every character escaped above is DEL or beyond ASCII. A string whose UTF-8 length equals its
 * length is pure ASCII; Node counts that natively, several times faster than the regex scans it
 * (the pages of an `--all` walk are nearly always plain ASCII).
 */
function isAsciiWithoutDel(text: string): boolean {
  return Buffer.byteLength(text, "utf8") === text.length && !text.includes("\x7f");
}
