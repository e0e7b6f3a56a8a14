import { z } from "zod";

const units = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const durationPattern = /^([1-9][0-9]{0,6})(ms|s|m|h|d)$/;

/** Parses "30s", "2m", "24h", "7d" (also "500ms") into milliseconds; undefined when malformed. */
export function parseDuration(text: string): number | undefined {
  const match = durationPattern.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * units[match[2] as keyof typeof units];
}

/** Renders milliseconds back into the largest exact unit: 120000 -> "2m". */
export function formatDuration(ms: number): string {
  for (const unit of ["d", "h", "m", "s"] as const) {
    if (ms >= units[unit] && ms % units[unit] === 0) return `${ms / units[unit]}${unit}`;
  }
  return `${ms}ms`;
}

export interface Duration {
  ms: number;
  /** As written in the plan, for messages. */
  text: string;
}

/** A duration field in a plan, bounded; parses to `{ ms, text }`. */
export function durationSchema(min: number, max: number) {
  const range = `between ${formatDuration(min)} and ${formatDuration(max)}`;
  return z
    .string()
    .regex(durationPattern, { message: `must be a duration like 30s, 2m, 24h or 7d (${range})`, abort: true })
    .refine(
      (text) => {
        const ms = parseDuration(text) ?? 0;
        return ms >= min && ms <= max;
      },
      { message: `must be ${range}` },
    )
    .transform((text): Duration => ({ ms: parseDuration(text) ?? 0, text }));
}
