/**
 * GitHub's rate limits, told apart from missing permissions: both primary and secondary limits
 * answer 403 or 429; only a rate limit carries `retry-after`, `x-ratelimit-remaining: 0` or a
 * "rate limit" message. https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api
 */

export interface RateLimitWait {
  ms: number;
  reason: string;
}

/** Time left for waiting out rate limits, shared by all requests of one sink. */
export interface RateLimitBudget {
  leftMs: number;
}

interface ResponseFacts {
  status: number;
  message: string;
  response?: { headers: Record<string, string | number | undefined> } | undefined;
}

/** Without a hint GitHub asks to wait at least a minute before retrying a secondary rate limit. */
export const secondaryLimitWaitMs = 60_000;

/** How long GitHub asks to wait, or undefined when the answer is not a rate limit. */
export function rateLimitWait(error: ResponseFacts, nowMs: number): RateLimitWait | undefined {
  if (error.status !== 403 && error.status !== 429) return undefined;
  const headers = error.response?.headers ?? {};
  const retryAfter = seconds(headers["retry-after"]);
  if (retryAfter !== undefined) return { ms: retryAfter * 1000, reason: `retry-after ${retryAfter} s` };
  if (String(headers["x-ratelimit-remaining"]) === "0") {
    const reset = seconds(headers["x-ratelimit-reset"]);
    if (reset !== undefined) {
      return {
        ms: Math.max(0, reset * 1000 - nowMs) + 1000,
        reason: `limit exhausted until ${new Date(reset * 1000).toISOString()}`,
      };
    }
    return { ms: secondaryLimitWaitMs, reason: "limit exhausted" };
  }
  if (error.status === 429 || /rate limit/i.test(error.message)) {
    return { ms: secondaryLimitWaitMs, reason: "secondary rate limit" };
  }
  return undefined;
}

function seconds(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  return /^[0-9]{1,10}$/.test(text) ? Number(text) : undefined;
}
