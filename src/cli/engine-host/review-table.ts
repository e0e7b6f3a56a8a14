/**
 * `svc run`'s table (docs/cli-run.md "Reviewing the output"): the counts first, then the steps that
 * change something (or failed), each marked `+ ~ -` (coloured on a terminal with colour on), the
 * unchanged ones collapsed to a count unless --show-unchanged, then the run's totals. Nothing a
 * reviewer needs is cut: the summary (with its URL and `+event -event` diff) is the last column,
 * whole, wrapped at the terminal's width on a terminal.
 */
import {
  type ChangeKind,
  changeKind,
  changeMark,
  countKinds,
  countsLine,
  isReviewed,
  type RunReport,
  type RunTotals,
} from "../../engine/index.js";
import { cellText } from "../output/table.js";
import { displayWidth, padToWidth } from "../output/text-width.js";

export interface ReviewTableOptions {
  showUnchanged: boolean;
  /** Colour the marks (the CLI's colour decision for stdout: a TTY, NO_COLOR unset). */
  color: boolean;
  /** Wrap the summary at this many columns (stdout's width on a terminal); undefined: never wrap. */
  width: number | undefined;
}

const colours: Partial<Record<ChangeKind, string>> = {
  create: "32",
  update: "33",
  rotate: "33",
  remove: "31",
  failed: "1;31",
  "not-run": "31",
};

/** Narrower than this, the summary column would be too thin to read: it is left unwrapped. */
const narrowest = 24;

export function reviewTable(report: RunReport, options: ReviewTableOptions): string {
  const counts = report.counts ?? countKinds(report.steps);
  const shown = options.showUnchanged ? report.steps : report.steps.filter(isReviewed);
  const hidden = report.steps.length - shown.length;
  let text = `${countsLine(report.mode, counts)}\n`;
  if (shown.length > 0) text += stepRows(shown, options);
  if (hidden > 0)
    text += `${hidden} unchanged step${hidden === 1 ? "" : "s"} not shown (--show-unchanged lists them)\n`;
  return `${text}${report.mode}: ${report.ok ? "ok" : "failed"}, ${report.changes} change(s)${describeTotals(report.totals)}\n`;
}

function stepRows(steps: RunReport["steps"], options: ReviewTableOptions): string {
  const header = ["step", "uses", "status", "change"];
  const rows = steps.map((step) => [step.id, step.uses, step.status, step.change ?? ""].map(cellText));
  const widths = header.map((name, i) =>
    Math.max(name.length, ...rows.map((row) => displayWidth(row[i] ?? ""))),
  );
  const lead = (cells: readonly string[]) =>
    cells.map((cell, i) => padToWidth(cell, widths[i] ?? 0)).join("  ");
  const indent = 2 + widths.reduce((sum, width) => sum + width + 2, 0);
  const room = options.width === undefined ? undefined : options.width - indent;
  const lines = [`  ${lead(header)}  summary`, `  ${lead(widths.map((w) => "-".repeat(w)))}  -------`];
  steps.forEach((step, index) => {
    const kind = changeKind(step);
    const mark = changeMark[kind];
    const coloured = options.color && colours[kind] ? `\x1b[${colours[kind]}m${mark}\x1b[0m` : mark;
    const summary = wrap(cellText(step.error ?? step.summary), room);
    lines.push(
      `${coloured} ${lead(rows[index] ?? [])}  ${summary.join(`\n${" ".repeat(indent)}`)}`.trimEnd(),
    );
  });
  return `${lines.join("\n")}\n`;
}

/** `text` in lines of at most `width` columns, broken at spaces where it can be, else anywhere. */
function wrap(text: string, width: number | undefined): string[] {
  if (width === undefined || width < narrowest || displayWidth(text) <= width) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    let rest = word;
    while (displayWidth(rest) > width) {
      if (line) lines.push(line);
      line = "";
      const cut = cutAt(rest, width);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    const joined = line ? `${line} ${rest}` : rest;
    if (displayWidth(joined) <= width) line = joined;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The most code units of `text` that fill at most `width` columns (at least one character). */
function cutAt(text: string, width: number): number {
  let used = 0;
  let at = 0;
  for (const char of text) {
    const next = displayWidth(char);
    if (used + next > width && at > 0) break;
    used += next;
    at += char.length;
  }
  return at;
}

/** `; 57 request(s) (2 answered 429), 1.4 s` */
function describeTotals(totals: RunTotals | undefined): string {
  if (!totals) return "";
  const limited = totals.rateLimited ? ` (${totals.rateLimited} answered 429)` : "";
  const requests = totals.requests === undefined ? "" : `${totals.requests} request(s)${limited}, `;
  return `; ${requests}${(totals.durationMs / 1000).toFixed(1)} s`;
}
