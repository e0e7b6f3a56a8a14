export interface RateLimit {
  limit: number;
  remaining: number;
  /** Window reset as Unix time in milliseconds. */
  reset: number;
}

/** What the transport saw; never holds the bearer token or a request body. */
export interface TransportInfo {
  status: number;
  attempts: number;
  requestId: string;
  /** Response headers, lower-cased. */
  headers: Record<string, string>;
  rateLimit?: RateLimit;
  retryAfterMs?: number;
  /** Time this request spent waiting out 429 answers before this response (when it did). */
  rateLimitWaitMs?: number;
  /**
   * Earlier attempts answered 429 (when there were any): the service refused them before acting,
   * so they are not attempts that may have been carried out.
   */
  rateLimitedAttempts?: number;
  idempotencyReplayed?: boolean;
  etag?: string;
}

export interface Logger {
  debug(message: string): void;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Why the transport waits before its next attempt. */
export type WaitReason = "rate-limit" | "retry";

/**
 * What the transport reports as it works, for progress lines, run totals and wait notices. The
 * values never hold the token, a query value or a body; a throwing listener is a bug of its caller.
 */
export interface TransportEvents {
  /** Each HTTP attempt, as it is sent (`path`: the request path, query values left out). */
  onAttempt?(info: { method: HttpMethod; path: string }): void;
  /** Each 429 answer, before the transport decides whether to wait it out. */
  onRateLimited?(info: { retryAfterMs: number | undefined }): void;
  /** A wait about to start before the next attempt. */
  onWait?(info: { ms: number; reason: WaitReason; method: HttpMethod; path: string }): void;
}
