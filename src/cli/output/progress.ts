import type { CliContext, Env } from "../cli-context.js";

export interface Progress {
  page(items: number): void;
  done(): void;
}

const NONE: Progress = { page() {}, done() {} };

/** One self-rewriting line at the bottom of a terminal's stderr (dim when colour is on). */
export interface StatusLine {
  show(text: string): void;
  /** Writes whole lines (ending in a line feed) above the status line, which is drawn again after them. */
  print(lines: string): void;
  /** Removes the status line; later `print`s are plain writes. */
  clear(): void;
}

export function statusLine(ctx: CliContext): StatusLine {
  let current: string | undefined;
  const draw = () => {
    if (current === undefined) return;
    ctx.stderr.write(`\r\x1b[2K${ctx.color.stderr ? `\x1b[2m${current}\x1b[22m` : current}`);
  };
  return {
    show(text) {
      current = text;
      draw();
    },
    print(lines) {
      ctx.stderr.write(current === undefined ? lines : `\r\x1b[2K${lines}`);
      draw();
    },
    clear() {
      if (current !== undefined) ctx.stderr.write("\r\x1b[2K");
      current = undefined;
    },
  };
}

/** The markers of the CI systems `svc run` knows (docs/cli-run.md), and the common `CI=true`. */
const ciMarkers = [
  "GITHUB_ACTIONS",
  "GITLAB_CI",
  "CIRCLECI",
  "BUILDKITE",
  "TF_BUILD",
  "JENKINS_URL",
  "JENKINS_HOME",
];

/** A CI's log is no terminal even when it emulates one: a rewritten line would only add noise. */
export function inCi(env: Env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  if (ci && ci !== "false" && ci !== "0") return true;
  return ciMarkers.some((name) => Boolean(env[name]?.trim()));
}

/**
 * One self-rewriting stderr line for `--all` (pages, items, rate), only when stderr is a
 * terminal; never on a pipe or file, so scripts see clean stderr.
 */
export function createProgress(ctx: CliContext, noun = "items"): Progress {
  if (!ctx.stderrIsTTY) return NONE;
  const started = ctx.now();
  const line = statusLine(ctx);
  let pages = 0;
  let items = 0;
  return {
    page(count) {
      pages += 1;
      items += count;
      const seconds = Math.max((ctx.now() - started) / 1000, 0.001);
      const rate = Math.round(items / seconds);
      line.show(`${pages} page${pages === 1 ? "" : "s"}, ${items} ${noun}, ${rate}/s`);
    },
    done() {
      line.clear();
    },
  };
}
