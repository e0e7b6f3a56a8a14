import type { Clock } from "./engine-context.js";
import { StepDeadlineExceeded } from "./errors.js";
import { pollDelayMs } from "./poll-delays.js";

export type PollOutcome<T> = { timedOut: false; value: T } | { timedOut: true };

export interface PollOptions<T> {
  clock: Clock;
  /** The step's signal: the runner aborts it with StepDeadlineExceeded at the step's deadline. */
  signal: AbortSignal;
  /** When to give up, in `clock` milliseconds. */
  deadline: number;
  /** One read: a value ends the poll; undefined reads again after the next delay. */
  read(): Promise<T | undefined>;
  /**
   * A read that threw: the least wait (ms) before reading again (e.g. the answer's Retry-After), or
   * undefined to end the poll with that error.
   */
  retryAfter?(error: unknown): number | undefined;
  /** The wait before read `read + 1` (`read` counts the reads made, from 1); default pollDelayMs. */
  delayMs?(read: number): number;
}

/**
 * Reads until a read returns a value or the step's deadline passes: for steps that wait for
 * something the service does on its own time. The runner aborts `signal` at the deadline (wall
 * clock), which also cuts short a read or a wait in flight; the check against `clock` covers the
 * same deadline where the clock is simulated. The wait before a read is never longer than what is
 * left. A run cancelled (the signal aborted for another reason) ends the poll with its error.
 */
export async function pollUntilDeadline<T>(options: PollOptions<T>): Promise<PollOutcome<T>> {
  const { clock, signal, deadline } = options;
  const delayMs = options.delayMs ?? pollDelayMs;
  const timedOut = { timedOut: true } as const;
  for (let reads = 1; ; reads += 1) {
    let wait = delayMs(reads);
    try {
      const value = await options.read();
      if (value !== undefined) return { timedOut: false, value };
    } catch (error) {
      if (deadlinePassed(signal)) return timedOut;
      const retryAfter = options.retryAfter?.(error);
      if (retryAfter === undefined) throw error;
      wait = Math.max(wait, retryAfter);
    }
    const remaining = deadline - clock.now();
    if (remaining <= 0 || deadlinePassed(signal)) return timedOut;
    await clock.sleep(Math.min(wait, remaining), signal).catch((error: unknown) => {
      if (!deadlinePassed(signal)) throw error;
    });
    if (deadlinePassed(signal)) return timedOut;
  }
}

/** True once the step's own deadline aborted its signal (not when the whole run was cancelled). */
function deadlinePassed(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof StepDeadlineExceeded;
}
