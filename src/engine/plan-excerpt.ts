/**
 * The plan's line under a problem, with a caret under the column: for messages whose position alone
 * is not enough (a YAML syntax error). The line is untrusted text: secrets are redacted (as every
 * adapter redacts a message, so the adapters' own pass changes nothing and the caret stays put) and
 * every control character (a tab too) is shown escaped before the caret is placed. The caret goes
 * by terminal columns (a CJK character or an emoji takes two, a combining mark none), so it stays
 * under the column in a terminal and in an annotation, and no line can start a workflow command
 * or drive a terminal.
 */
import stringWidth from "fast-string-width";
import { redact } from "../transport/redact.js";
import { escapeControlCharacters } from "../untrusted/log-text.js";

/** Characters of a long line shown on each side of the column; a line up to twice as long is shown whole. */
const reach = 60;

export interface ExcerptSpan {
  /** 1-based line and column of the start (columns count UTF-16 code units, as the YAML parser's do). */
  line: number;
  column: number;
  /** 1-based column just after the end, when the span ends on the same line. */
  endColumn?: number;
}

/**
 * Lines such as `    3 |     with: { url: a: b }` and `      |                  ^^^^`, preceded by the
 * line before when the problem's own line is blank (an unclosed quote reported at the end).
 */
export function planExcerpt(text: string, span: ExcerptSpan): string[] {
  const lines = text.split(/\r?\n/);
  const own = lines[span.line - 1];
  if (own === undefined) return [];
  const width = String(span.line).length;
  const gutter = (label: string) => `  ${label.padStart(width)} | `;
  const shown: string[] = [];
  const before = lines[span.line - 2];
  if (own.trim() === "" && before !== undefined && before.trim() !== "")
    shown.push(`${gutter(String(span.line - 1))}${visible(before, 1, before.length + 1).text}`);
  const length = Math.max(1, (span.endColumn ?? span.column + 1) - span.column);
  const { text: line, caretAt, caretLength } = visible(own, span.column, span.column + length);
  shown.push(`${gutter(String(span.line))}${line}`.trimEnd());
  shown.push(`${gutter("")}${" ".repeat(caretAt)}${"^".repeat(caretLength)}`);
  return shown;
}

/**
 * The line (cut around the span when long) made printable, and where the caret goes in it, in
 * terminal columns. Secrets are redacted in the whole line first (a cut must never leave half a
 * token unredacted); the span's columns are then carried over to the redacted line.
 */
function visible(raw: string, column: number, endColumn: number) {
  const line = redact(raw);
  const start = redactedIndex(raw, line, column - 1);
  const end = Math.max(start, redactedIndex(raw, line, endColumn - 1));
  const long = line.length > 2 * reach;
  const from = long ? wholeCharacterStart(line, Math.max(0, start - reach)) : 0;
  const to = long ? wholeCharacterEnd(line, Math.min(line.length, end + reach)) : line.length;
  const printable = (part: string) => escapeControlCharacters(part).replaceAll("\t", "\\t");
  const prefix = `${from > 0 ? "…" : ""}${printable(line.slice(from, start))}`;
  const marked = printable(line.slice(start, end));
  return {
    text: `${prefix}${marked}${printable(line.slice(end, to))}${to < line.length ? "…" : ""}`,
    caretAt: stringWidth(prefix),
    caretLength: Math.max(1, Math.min(stringWidth(marked), 40)),
  };
}

/**
 * Where index `at` of `raw` lies in `redacted` (`redact(raw)`): as far as the redaction of raw's
 * first `at` characters agrees with it. Exact where no secret straddles `at`; inside a secret, the
 * start of its `[redacted]`.
 */
function redactedIndex(raw: string, redacted: string, at: number): number {
  const head = redact(raw.slice(0, Math.max(0, at)));
  let index = 0;
  while (index < head.length && head[index] === redacted[index]) index++;
  return index;
}

const isLowSurrogate = (text: string, index: number) => /[\uDC00-\uDFFF]/.test(text[index] ?? "");

/** `index`, moved back to the start of the character it falls in (never between surrogates). */
const wholeCharacterStart = (text: string, index: number) =>
  index > 0 && isLowSurrogate(text, index) ? index - 1 : index;

/** `index` as the end of a cut, moved on past the character it falls in. */
const wholeCharacterEnd = (text: string, index: number) =>
  index < text.length && isLowSurrogate(text, index) ? index + 1 : index;
