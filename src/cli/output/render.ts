/**
 * Output modes (`-o table|json|jsonl`, docs/cli.md). Commands hand data here and never write to
 * stdout themselves (except the raw reveal-once secret, which bypasses rendering).
 *
 * | case                 | table               | json                      | jsonl                      |
 * | single resource      | row of the resource | the resource object       | one line                   |
 * | list, one page       | rows of data        | the page envelope         | one line (the envelope)    |
 * | list with --all      | rows of everything  | one array of everything   | one resource per line, streamed |
 * | local receipt        | row                 | object                    | one line                   |
 */
import type { CliContext } from "../context.js";
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

/** One resource (get/create/update) or one local receipt. */
export function renderResource(ctx: CliContext, mode: OutputMode, value: unknown): Promise<void> {
  if (mode === "json") return out(ctx, jsonText(value));
  if (mode === "jsonl") return out(ctx, jsonLine(value));
  return out(ctx, formatTable([value]));
}

export const renderReceipt = renderResource;

/** A list without `--all`: json keeps the whole envelope `{data, meta}`. */
export function renderPage<T>(ctx: CliContext, mode: OutputMode, page: PageLike<T>): Promise<void> {
  const envelope = { data: page.data, meta: page.meta };
  if (mode === "json") return out(ctx, jsonText(envelope));
  if (mode === "jsonl") return out(ctx, jsonLine(envelope));
  return out(ctx, formatTable(page.data));
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
    await out(ctx, mode === "json" ? jsonText(all) : formatTable(all));
  } finally {
    progress.done();
  }
}
