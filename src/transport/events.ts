import type { TransportEvents } from "./types.js";

/** One listener set that calls each of `parts` in turn (e.g. run totals and wait notices). */
export function combineEvents(...parts: (TransportEvents | undefined)[]): TransportEvents {
  const sets = parts.filter((part): part is TransportEvents => part !== undefined);
  return {
    onAttempt: (info) => {
      for (const set of sets) set.onAttempt?.(info);
    },
    onRateLimited: (info) => {
      for (const set of sets) set.onRateLimited?.(info);
    },
    onWait: (info) => {
      for (const set of sets) set.onWait?.(info);
    },
  };
}
