/**
 * The plan's line under a problem, with a caret under the column: for messages whose position alone
 * is not enough (a YAML syntax error). The line is untrusted text: secret shapes are redacted and
 * every control character (a tab too) is shown escaped before the caret is placed, so the caret stays
 * under the column in every adapter and no line can start a workflow command or drive a terminal.
 */
import { redactSecretShapes } from "../transport/redact.js";
import { escapeControlCharacters } from "../untrusted/log-text.js";

/** Characters of a long line shown on each side of the column. */
const reach = 60;

export interface ExcerptSpan {
  /** 1-based line and column of the start. */
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
 * The line (cut around the span when long) made printable, and where the caret goes in it. Secret
 * shapes are redacted in the whole line first (a cut must never leave half a token unredacted);
 * the caret then points at the same column of the redacted line, near enough.
 */
function visible(raw: string, column: number, endColumn: number) {
  const line = redactSecretShapes(raw);
  const from = Math.max(0, column - 1 - reach);
  const to = Math.min(line.length, Math.max(endColumn - 1, column) + reach);
  const end = Math.min(line.length, endColumn - 1);
  const start = Math.min(line.length, column - 1);
  const printable = (part: string) => escapeControlCharacters(part).replaceAll("\t", "\\t");
  const prefix = `${from > 0 ? "…" : ""}${printable(line.slice(from, start))}`;
  const marked = printable(line.slice(start, end));
  return {
    text: `${prefix}${marked}${printable(line.slice(end, to))}${to < line.length ? "…" : ""}`,
    caretAt: [...prefix].length,
    caretLength: Math.max(1, Math.min([...marked].length, 40)),
  };
}
