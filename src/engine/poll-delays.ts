/**
 * How long a step that waits (`pollUntilDeadline`, e.g. `test-delivery` following its delivery)
 * waits before each read: quick reads while a typical receiver answers (every 250 ms in the first
 * second: at 0, 250, 500, 750 and 1000 ms), then one read per second for as long as it takes.
 * Steady and never slower, so the step ends at most about a second after the delivery did, at no
 * more than one read per second after the first second.
 */
const quickDelaysMs = [250, 250, 250, 250] as const;
export const steadyPollDelayMs = 1_000;

/** The delay before read number `read + 1` (`read` counts the reads already made, from 1). */
export function pollDelayMs(read: number): number {
  return quickDelaysMs[read - 1] ?? steadyPollDelayMs;
}
