import type { CliContext } from "../cli-context.js";

export interface Progress {
  page(items: number): void;
  done(): void;
}

const NONE: Progress = { page() {}, done() {} };

/**
 * One self-rewriting stderr line for `--all` (pages, items, rate), only when stderr is a
 * terminal; never on a pipe or file, so scripts see clean stderr.
 */
export function createProgress(ctx: CliContext, noun = "items"): Progress {
  if (!ctx.stderrIsTTY) return NONE;
  const started = ctx.now();
  let pages = 0;
  let items = 0;
  let shown = false;
  return {
    page(count) {
      pages += 1;
      items += count;
      const seconds = Math.max((ctx.now() - started) / 1000, 0.001);
      const rate = Math.round(items / seconds);
      const text = `${pages} page${pages === 1 ? "" : "s"}, ${items} ${noun}, ${rate}/s`;
      const line = ctx.color.stderr ? `\x1b[2m${text}\x1b[22m` : text;
      ctx.stderr.write(`\r\x1b[2K${line}`);
      shown = true;
    },
    done() {
      if (shown) ctx.stderr.write("\r\x1b[2K");
      shown = false;
    },
  };
}
