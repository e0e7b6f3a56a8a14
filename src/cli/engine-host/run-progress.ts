import type { RunProgress } from "../../engine/index.js";
import type { TransportEvents } from "../../transport/types.js";
import type { CliContext } from "../cli-context.js";
import { inCi, statusLine } from "../output/progress.js";

/** `svc run`'s progress line: steps done of total, requests and 429s, as the run goes. */
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

/**
 * Only in a terminal: off when stderr is not a TTY, with NO_COLOR (set, not empty), and in a CI
 * (`CI=true` or a CI's own marker variable), whose log would keep every redraw.
 */
export function runProgressLine(ctx: CliContext): RunProgressLine | undefined {
  const noColor = ctx.env.NO_COLOR !== undefined && ctx.env.NO_COLOR !== "";
  if (!ctx.stderrIsTTY || noColor || inCi(ctx.env)) return undefined;
  const line = statusLine(ctx);
  const state = { done: 0, total: 0, running: 0, requests: 0, rateLimited: 0 };
  let drawnAt = Number.NEGATIVE_INFINITY;
  let finished = false;
  const draw = (force: boolean) => {
    const now = ctx.now();
    // Nothing to show before the run has started its steps (the total is known then).
    if (finished || state.total === 0 || (!force && now - drawnAt < redrawMs)) return;
    drawnAt = now;
    const limited = state.rateLimited === 0 ? "" : `, ${state.rateLimited} answered 429`;
    const running = state.running === 0 ? "" : ` (${state.running} running)`;
    const requests = `${state.requests} request${state.requests === 1 ? "" : "s"}`;
    line.show(`${state.done}/${state.total} steps${running}, ${requests}${limited}`);
  };
  return {
    events: {
      onAttempt: () => {
        state.requests += 1;
        draw(false);
      },
      onRateLimited: () => {
        state.rateLimited += 1;
        draw(false);
      },
    },
    onProgress: (progress) => {
      const stepDone = progress.done !== state.done;
      Object.assign(state, progress);
      draw(stepDone);
    },
    print: (lines) => line.print(lines),
    done: () => {
      finished = true;
      line.clear();
    },
  };
}
