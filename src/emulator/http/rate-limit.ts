import type { Clock } from "../state/clock.js";

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Window end, Unix time in ms. */
  reset: number;
  exceeded: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters per bucket (a credential, a source address, or a legacy token + path). */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  consume(bucket: string): RateLimitState {
    const now = this.clock.now();
    let window = this.#windows.get(bucket);
    if (!window || now >= window.start + this.windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(bucket, window);
      if (this.#windows.size > 10_000) this.#prune(now);
    }
    window.count += 1;
    const reset = window.start + this.windowMs;
    const exceeded = window.count > this.limit;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      reset,
      exceeded,
      retryAfterSeconds: Math.max(1, Math.ceil((reset - now) / 1000)),
    };
  }

  #prune(now: number): void {
    for (const [bucket, window] of this.#windows) {
      if (now >= window.start + this.windowMs) this.#windows.delete(bucket);
    }
  }
}

/** Adds the three X-RateLimit-* headers of `state` to `headers` (no copy per request) and returns it. */
export function addRateLimitHeaders(
  headers: Record<string, string>,
  state: RateLimitState | undefined,
): Record<string, string> {
  if (state === undefined) return headers;
  headers["x-ratelimit-limit"] = String(state.limit);
  headers["x-ratelimit-remaining"] = String(state.remaining);
  headers["x-ratelimit-reset"] = String(state.reset);
  return headers;
}
