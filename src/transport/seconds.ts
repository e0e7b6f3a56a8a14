/** Seconds for a message: `1.5 s` below 10 s, whole seconds (rounded up) from there. */
export function formatSeconds(ms: number): string {
  if (ms < 10_000) return `${Number((Math.max(0, ms) / 1000).toFixed(1))} s`;
  return `${Math.ceil(ms / 1000)} s`;
}
