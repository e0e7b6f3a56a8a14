import type { TransportEvents } from "../transport/types.js";

/** What a run's client sent: every HTTP attempt, and how many were answered 429. */
export interface RequestCounts {
  requests: number;
  rateLimited: number;
}

/**
 * Counts a client's attempts and 429 answers through the transport's `events` (give `events` to
 * createClient, combined with other listeners by combineEvents; `counts` to the engine context).
 */
export function requestCounter(): { events: TransportEvents; counts(): RequestCounts } {
  const counts: RequestCounts = { requests: 0, rateLimited: 0 };
  return {
    events: {
      onAttempt: () => {
        counts.requests += 1;
      },
      onRateLimited: () => {
        counts.rateLimited += 1;
      },
    },
    counts: () => ({ ...counts }),
  };
}
