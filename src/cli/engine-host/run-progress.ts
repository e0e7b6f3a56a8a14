import type { RunProgress } from "../../engine/index.js";
import type { TransportEvents } from "../../transport/types.js";
import type { CliContext } from "../cli-context.js";
import { inCi, statusLine } from "../output/progress.js";

/** `svc run`'s progress: steps done of total, requests and 429s, and an ETA, as the run goes. */
export interface RunProgressLine {
  /** Count the run's requests and 429s (combine with the other listeners: combineEvents). */
  events: TransportEvents;
  /** The engine's onProgress. */
  onProgress(progress: RunProgress): void;
  /** Writes log lines (each ending in a line feed) above the progress line. */
  print(lines: string): void;
  /** Removes the line, before the report is printed. */
  done(): void;
}

/** Redraws at most this often on requests alone; a finished step redraws at once. */
const redrawMs = 100;
/** Without a terminal (a CI log): one progress line at most this often, from this far into the run. */
const logProgressEveryMs = 10_000;

/**
 * On a terminal, one self-rewriting line on stderr; off in a CI (`CI=true` or a CI's own marker
 * variable), with NO_COLOR (set, not empty) and when stderr is no terminal, where a run longer
 * than 10 s instead logs one progress line at most every 10 s (a CI log would keep every redraw).
 */
export function runProgressLine(ctx: CliContext): RunProgressLine {
  const noColor = ctx.env.NO_COLOR !== undefined && ctx.env.NO_COLOR !== "";
  if (!ctx.stderrIsTTY || noColor || inCi(ctx.env)) return progressLog(ctx);
  const line = statusLine(ctx);
  let drawnAt = Number.NEGATIVE_INFINITY;
  let finished = false;
  const tally = progressTally(ctx.now, (force) => {
    const now = ctx.now();
    // Nothing to show before the run has started its steps (the total is known then).
    if (finished || tally.total() === 0 || (!force && now - drawnAt < redrawMs)) return;
    drawnAt = now;
    line.show(tally.describe(now));
  });
  return {
    ...tally.listeners,
    print: (lines) => line.print(lines),
    done: () => {
      finished = true;
      line.clear();
    },
  };
}

/** No terminal: `svc: progress: 120/300 steps, ...` on stderr, at most every 10 s, none in the first 10 s. */
function progressLog(ctx: CliContext): RunProgressLine {
  let loggedAt: number | undefined;
  let finished = false;
  const tally = progressTally(ctx.now, () => {
    const now = ctx.now();
    const since = tally.startedAt();
    if (finished || since === undefined || now - since < logProgressEveryMs) return;
    if (loggedAt !== undefined && now - loggedAt < logProgressEveryMs) return;
    loggedAt = now;
    ctx.stderr.write(`svc: progress: ${tally.describe(now)}\n`);
  });
  return {
    ...tally.listeners,
    print: (lines) => ctx.stderr.write(lines),
    done: () => {
      finished = true;
    },
  };
}

/** The run's counts so far, told to `changed` (force: a step finished) after each event. */
function progressTally(now: () => number, changed: (force: boolean) => void) {
  const state = { done: 0, total: 0, running: 0, waiting: 0, requests: 0, rateLimited: 0 };
  let startedAt: number | undefined;
  return {
    total: () => state.total,
    startedAt: () => startedAt,
    /** `12/300 steps (8 running, 40 waiting), 57 requests, 2 answered 429, ETA 8 s` */
    describe(at: number): string {
      const { done, total, running, waiting } = state;
      const busy = [running ? `${running} running` : "", waiting ? `${waiting} waiting` : ""].filter(Boolean);
      const limited = state.rateLimited === 0 ? "" : `, ${state.rateLimited} answered 429`;
      const requests = `${state.requests} request${state.requests === 1 ? "" : "s"}`;
      const eta = etaText(done, total, startedAt === undefined ? 0 : at - startedAt);
      return `${done}/${total} steps${busy.length ? ` (${busy.join(", ")})` : ""}, ${requests}${limited}${eta}`;
    },
    listeners: {
      events: {
        onAttempt: () => {
          state.requests += 1;
          changed(false);
        },
        onRateLimited: () => {
          state.rateLimited += 1;
          changed(false);
        },
      } satisfies TransportEvents,
      onProgress: (progress: RunProgress) => {
        startedAt ??= now();
        const stepDone = progress.done !== state.done;
        Object.assign(state, progress);
        changed(stepDone);
      },
    },
  };
}

/** `, ETA 8 s` from the pace so far; nothing before the first step is done or after the last. */
export function etaText(done: number, total: number, elapsedMs: number): string {
  if (done === 0 || done >= total || elapsedMs <= 0) return "";
  const seconds = Math.ceil(((total - done) * elapsedMs) / done / 1000);
  return seconds < 60 ? `, ETA ${seconds} s` : `, ETA ${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
