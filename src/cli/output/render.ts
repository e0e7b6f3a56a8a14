/**
 * Output modes (`-o table|json|jsonl`, docs/cli.md). The one place a mode picks a format: command
 * bodies hand data here through their handler context (`ctx.render`, or `ctx.streamedLine` for a
 * stream of records) with their table view and never write to stdout themselves (except the raw
 * reveal-once secret and the completion script, which bypass rendering).
 *
 * | case                 | table               | json                      | jsonl                      |
 * | single resource      | row of the resource | the resource object       | one line                   |
 * | list, one page       | rows of data        | the page envelope         | one line (the envelope)    |
 * | list with --all      | rows of everything  | one array of everything   | one resource per line, streamed |
 * | local receipt        | row                 | object                    | one line                   |
 * | report (run, verify) | the command's view  | object                    | one line                   |
 * | stream (receive)     | one line per record | one line per record       | one line per record        |
 */
import type { CliContext } from "../cli-context.js";
import type { OutputMode } from "../global-options.js";
import { createProgress } from "./progress.js";
import { terminalSafeJson } from "./sanitize.js";
import { formatTable } from "./table.js";
import { writeChunk } from "./write.js";

export const jsonText = (value: unknown) => `${terminalSafeJson(JSON.stringify(value, null, 2))}\n`;
export const jsonLine = (value: unknown) => `${terminalSafeJson(JSON.stringify(value))}\n`;

/**
 * `items.map(jsonLine).join("")`, sanitised once per page instead of once per item: the same bytes,
 * because no match of `terminalSafeJson` (a secret shape, one unsafe character) can hold the line
 * feed between two lines, so every match lies within one line (test/unit/cli/output.test.ts).
 */
export function jsonLines(items: readonly unknown[]): string {
  let lines = "";
  for (const item of items) lines += `${JSON.stringify(item)}\n`;
  return terminalSafeJson(lines);
}

/** A page as the client returns it; only `data` and `meta` are ever rendered. */
export interface PageLike<T> {
  data: T[];
  meta: unknown;
}

function out(ctx: CliContext, text: string): Promise<void> {
  return text === "" ? Promise.resolve() : writeChunk(ctx.stdout, text, ctx.signal);
}

/** How a value looks: its table text, and its jsonl text when that is not the value on one line. */
export interface Views<T> {
  table: (value: T) => string;
  jsonl?: (value: T) => string;
  /** Only commands declared with `markdown: true` have one (the registrar refuses -o markdown for the rest). */
  markdown?: (value: T) => string;
}

/** The text of `value` in `mode`: json pretty-printed, jsonl one line (or the view's), table the view's. */
export function formatOutput<T>(mode: OutputMode, value: T, views: Views<T>): string {
  if (mode === "json") return jsonText(value);
  if (mode === "jsonl") return (views.jsonl ?? jsonLine)(value);
  if (mode === "markdown") return (views.markdown ?? views.table)(value);
  return views.table(value);
}

/** Writes `value` in the chosen mode: the entry every command's output goes through. */
export function render<T>(ctx: CliContext, mode: OutputMode, value: T, views: Views<T>): Promise<void> {
  return out(ctx, formatOutput(mode, value, views));
}

/** One record of a stream (`webhooks receive`): its table line, else one JSON line in json and jsonl alike. */
export function streamedLine<T>(mode: OutputMode, value: T, tableLine: (value: T) => string): string {
  return mode === "table" ? tableLine(value) : jsonLine(value);
}

/** One resource (get/create/update) or one local receipt. */
export function renderResource(ctx: CliContext, mode: OutputMode, value: unknown): Promise<void> {
  return render(ctx, mode, value, { table: (one) => formatTable([one]) });
}

/** A list without `--all`: json keeps the whole envelope `{data, meta}`. */
export function renderPage<T>(ctx: CliContext, mode: OutputMode, page: PageLike<T>): Promise<void> {
  return render(
    ctx,
    mode,
    { data: page.data, meta: page.meta },
    { table: (envelope) => formatTable(envelope.data) },
  );
}

/**
 * A list with `--all`: jsonl streams each resource as its page arrives (memory bounded by one
 * page, honouring back-pressure); table and json aggregate. A progress line shows on a TTY stderr.
 */
export async function renderAllPages<T>(
  ctx: CliContext,
  mode: OutputMode,
  pages: AsyncIterable<PageLike<T>>,
  noun?: string,
): Promise<void> {
  const progress = createProgress(ctx, noun);
  try {
    if (mode === "jsonl") {
      for await (const page of pages) {
        progress.page(page.data.length);
        // One write per page keeps syscalls low; the page is already in memory.
        const chunk = jsonLines(page.data);
        if (ctx.stdoutIsTTY) progress.done(); // same terminal: never interleave with the data
        await out(ctx, chunk);
      }
      return;
    }
    const all: T[] = [];
    for await (const page of pages) {
      progress.page(page.data.length);
      for (const item of page.data) all.push(item);
    }
    progress.done();
    await out(ctx, formatOutput(mode, all, { table: formatTable }));
  } finally {
    progress.done();
  }
}
