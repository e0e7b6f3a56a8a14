import type { TransportEvents } from "./types.js";

/** Listeners that call each set of `sets` in turn, as `sets` holds them at the time of the event. */
function fanOut(sets: Iterable<TransportEvents>): Required<TransportEvents> {
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

/** One listener set that calls each of `parts` in turn (e.g. run totals and wait notices). */
export function combineEvents(...parts: (TransportEvents | undefined)[]): TransportEvents {
  return fanOut(parts.filter((part): part is TransportEvents => part !== undefined));
}
