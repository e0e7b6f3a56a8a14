import { describe, expect, it } from "vitest";
import { pollDelayMs, steadyPollDelayMs } from "../../../src/engine/poll-delays.js";

/** Read times (ms after the first read) of the schedule, up to `until`. */
function readTimes(until: number): number[] {
  const times = [0];
  for (let read = 1; (times.at(-1) ?? 0) < until; read += 1)
    times.push((times.at(-1) ?? 0) + pollDelayMs(read));
  return times;
}

/** How long after `completedAt` (ms after the first read) the first read that sees it happens. */
const lag = (completedAt: number) =>
  (readTimes(completedAt).find((at) => at >= completedAt) ?? 0) - completedAt;

describe("pollDelayMs (test-delivery's read schedule)", () => {
  it("reads every 250 ms in the first second, then steadily once a second", () => {
    expect(readTimes(5_000)).toEqual([0, 250, 500, 750, 1000, 2000, 3000, 4000, 5000]);
    expect(steadyPollDelayMs).toBe(1000);
    // Quick reads only in the first second: no two reads after it are closer than a second.
    const times = readTimes(60_000);
    for (const [index, at] of times.entries())
      if (index > 0 && at > 1000) expect(at - (times[index - 1] ?? 0)).toBe(1000);
  });

  it("never slows down: no delay is longer than a second, however long the wait", () => {
    for (let read = 1; read <= 10_000; read += 1) expect(pollDelayMs(read)).toBeLessThanOrEqual(1000);
    expect(pollDelayMs(10_000)).toBe(1000);
  });

  it("reads at most once a second after the first second", () => {
    const times = readTimes(60_000).filter((at) => at >= 1000);
    for (const [index, at] of times.entries()) if (index > 0) expect(at - (times[index - 1] ?? 0)).toBe(1000);
  });

  it("sees a completed delivery within 250 ms in the first second and within 1 s at any time", () => {
    for (let completedAt = 1; completedAt <= 1000; completedAt += 7)
      expect(lag(completedAt)).toBeLessThanOrEqual(250);
    for (let completedAt = 1; completedAt <= 120_000; completedAt += 97)
      expect(lag(completedAt)).toBeLessThanOrEqual(1000);
  });
});
