import type { QueryValues } from "./query.js";

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
  /**
   * Time this request spent waiting for rate limits before this response (when it did): 429 answers
   * waited out, and pacing waits for a used-up window to reset.
   */
  rateLimitWaitMs?: number;
  /** The request's whole rate-limit wait budget (`maxRateLimitWaitMs`), set with `rateLimitWaitMs`. */
  rateLimitWaitBudgetMs?: number;
  /**
   * Earlier attempts answered 429 (when there were any): the service refused them before acting,
   * so they are not attempts that may have been carried out.
   */
  rateLimitedAttempts?: number;
  idempotencyReplayed?: boolean;
  etag?: string;
  /**
   * The keys a 2xx answer gives twice in one object, by path (`data.attributes.signingSecret`), for
   * a request sent with `findDuplicateKeys` (createWebhook and rotateWebhookSecret set it):
   * JSON.parse kept the last value of each. Keys only, never a value.
   */
  duplicateKeys?: string[];
  /**
   * Set on a 429 that was not waited out because the wait the service asked for (its Retry-After,
   * uncapped) did not fit what was left of the request's rate-limit wait budget.
   */
  rateLimitWaitRefused?: RefusedWait;
}

/** A rate-limit wait the transport did not make, and why: it did not fit the budget. */
export interface RefusedWait {
  /** The wait the service asked for: its Retry-After, uncapped. */
  askedMs: number;
  /** Already waited for rate limits by this request (429 answers and pacing). */
  waitedMs: number;
  /** The request's whole rate-limit wait budget (`maxRateLimitWaitMs`). */
  budgetMs: number;
}

export interface Logger {
  debug(message: string): void;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * Why the transport waits before its next attempt: a 429 waited out ("rate-limit"), a retry after a
 * failure ("retry"), or the credential's rate-limit window used up by the `X-RateLimit-*` headers,
 * so the request waits for the window to reset before it is sent ("pacing").
 */
export type WaitReason = "rate-limit" | "retry" | "pacing";

/** One wait as it starts. Never holds the token, a query value or a body. */
export interface WaitInfo {
  ms: number;
  reason: WaitReason;
  method: HttpMethod;
  /** The request path, query values left out (`/v1/webhooks?cursor=…`). */
  path: string;
  /** The answer the wait follows (429, 503, ...); absent for pacing and after a failure. */
  status?: number;
  /** The wait follows a per-attempt timeout or a network error. */
  failure?: "timeout" | "network";
  /** The wait is what the service's Retry-After asked for (plus jitter on a 429). */
  retryAfter?: boolean;
}

/**
 * What the transport reports as it works, for progress lines, run totals and wait notices. The
 * values never hold the token, a query value or a body; a throwing listener is a bug of its caller.
 */
export interface TransportEvents {
  /** Each HTTP attempt, as it is sent (`path`: the request path, query values left out). */
  onAttempt?(info: { method: HttpMethod; path: string }): void;
  /** Each 429 answer, before the transport decides whether to wait it out. */
  onRateLimited?(info: { retryAfterMs: number | undefined; method: HttpMethod; path: string }): void;
  /** A wait about to start before the next attempt (or, for pacing, before the first). */
  onWait?(info: WaitInfo): void;
}

/** One logical request, as the client layer hands it to the transport. */
export interface TransportRequest {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`, segments already encoded. */
  path: string;
  query?: QueryValues | undefined;
  body?: unknown;
  idempotencyKey?: string | undefined;
  /** Quoted strong ETag, already validated. */
  ifMatch?: string | undefined;
  /** Send the bearer token (default true). */
  authenticate?: boolean | undefined;
  /**
   * Send the request again after a 429 even when its method is never retried (PATCH, DELETE): the
   * service refuses a rate-limited request before acting on it. Nothing else is retried.
   */
  waitOutRateLimits?: boolean | undefined;
  /**
   * List the keys a 2xx answer's JSON gives twice in `transport.duplicateKeys` (an extra pass over
   * the body): for answers whose values must be unambiguous, e.g. one that reveals a secret.
   */
  findDuplicateKeys?: boolean | undefined;
  signal?: AbortSignal | undefined;
  requestId?: string | undefined;
}
