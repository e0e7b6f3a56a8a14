/**
 * The one row type every bench module returns, and the statistics they share. A figure is always
 * measured against a baseline taken in the same run on the same machine (interleaved with it, so
 * the host's background load hits both alike); `ratio` is measured / baseline.
 */
import { performance } from "node:perf_hooks";

/** Which side of the goal passes, and on what: the ratio or the measured value itself. */
export interface Goal {
  on: "ratio" | "measured";
  /** Passes when the value is at most `max` (and at least `min`, when given). */
  max?: number;
  min?: number;
}

export interface Figure {
  /** emulator, client, pacing, startup, cli, action, engine, fleet. */
  group: string;
  name: string;
  measured: number;
  /** What `baseline` is (e.g. "bare node", "naive scan"). */
  baselineName: string;
  baseline: number;
  /** Unit of `measured` and `baseline` (ms, req/s, requests, ...). */
  unit: string;
  /** measured / baseline. */
  ratio: number;
  goal?: Goal;
  /** How many runs each side's median is taken over (1 when the figure is a count). */
  runs?: number;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Nearest-rank percentile (p in 0..100) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

/** A figure with its ratio computed. */
export function figure(fields: Omit<Figure, "ratio">): Figure {
  return { ...fields, ratio: fields.measured / fields.baseline };
}

/** true / false against the goal, undefined when the figure has none. */
export function meetsGoal(row: Figure): boolean | undefined {
  if (!row.goal) return undefined;
  const value = row.goal.on === "ratio" ? row.ratio : row.measured;
  return (
    (row.goal.max === undefined || value <= row.goal.max) &&
    (row.goal.min === undefined || value >= row.goal.min)
  );
}

export function describeGoal(goal: Goal | undefined, unit: string): string {
  if (!goal) return "";
  const suffix = goal.on === "ratio" ? "x" : ` ${unit}`;
  const parts = [
    ...(goal.min === undefined ? [] : [`>= ${goal.min}${suffix}`]),
    ...(goal.max === undefined ? [] : [`<= ${goal.max}${suffix}`]),
  ];
  return parts.join(", ");
}

/**
 * Runs `baseline` and `measured` alternately `rounds` times (after one unmeasured warm-up each)
 * and returns the median of each side.
 */
export async function interleaved(
  rounds: number,
  baseline: () => Promise<number>,
  measured: () => Promise<number>,
): Promise<{ baseline: number; measured: number; baselines: number[]; measures: number[] }> {
  await baseline();
  await measured();
  const baselines: number[] = [];
  const measures: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // Alternate which side goes first, so neither always runs on a warmer machine.
    if (round % 2 === 0) {
      baselines.push(await baseline());
      measures.push(await measured());
    } else {
      measures.push(await measured());
      baselines.push(await baseline());
    }
  }
  return { baseline: median(baselines), measured: median(measures), baselines, measures };
}

/** Milliseconds `run` takes. */
export async function elapsedMs(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
