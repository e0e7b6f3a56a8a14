/**
 * The `-o table` output: each resource flattened to `id`, `type`, then its attribute keys; columns =
 * union of keys in first-seen order (at most 20); width = min(48, widest value) in terminal columns
 * (CJK and emoji count two, see text-width.ts); wider values truncated; objects as compact JSON;
 * null/undefined empty; two-space separators; header row, dash row, data rows; nothing at all for an
 * empty list.
 */
import { redactSecretShapes, sanitizeTerminalText } from "./sanitize.js";
import { displayWidth, padToWidth, truncateToWidth } from "./text-width.js";

const MAX_COLUMNS = 20;
const MAX_WIDTH = 48;

type Row = Record<string, unknown>;

/** `{id, type, attributes: {...}}` → `{id, type, ...attributes}`; other objects as they are. */
export function flattenResource(value: unknown): Row {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { value };
  const record = value as Row;
  const attributes = record.attributes;
  if (typeof attributes === "object" && attributes !== null && !Array.isArray(attributes)) {
    const { attributes: _drop, ...rest } = record;
    const row: Row = {};
    if ("id" in rest) row.id = rest.id;
    if ("type" in rest) row.type = rest.type;
    return { ...row, ...rest, ...(attributes as Row) };
  }
  return record;
}

/** A cell's text: terminal-safe, secret shapes redacted (before widths, so columns stay aligned). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  return sanitizeTerminalText(redactSecretShapes(text));
}

/** The table text for `items` (empty string for an empty list). */
export function formatTable(items: readonly unknown[]): string {
  if (items.length === 0) return "";
  const rows = items.map(flattenResource);
  const columns: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (columns.length >= MAX_COLUMNS) break;
      if (!columns.includes(key)) columns.push(key);
    }
  }
  const cells = rows.map((row) => columns.map((column) => cellText(row[column])));
  const headers = columns.map(cellText);
  // A loop, not Math.max(...cells): spreading the rows of a long `--all` walk as arguments overflows
  // the call stack (about 125,000 rows).
  const widths = headers.map((header, i) => {
    let widest = displayWidth(header);
    for (const line of cells) widest = Math.max(widest, displayWidth(line[i]!));
    return Math.min(MAX_WIDTH, widest);
  });
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => {
        const text = truncateToWidth(value, widths[i]!);
        return i === values.length - 1 ? text : padToWidth(text, widths[i]!);
      })
      .join("  ")
      .trimEnd();
  return `${[line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
}
