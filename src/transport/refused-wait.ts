import { formatSeconds } from "./seconds.js";
import type { RefusedWait } from "./types.js";

/**
 * "the service asks to wait 86400 s before a retry (Retry-After), more than the 120 s this request
 * may wait for rate limits": what a 429 asked for and the budget it did not fit, without naming the
 * setting (each caller names its own: maxRateLimitWaitMs, `svc --max-wait`, the Action's input).
 * Imports nothing heavy: the CLI's error line reads it.
 */
export function describeRefusedWait(refused: RefusedWait): string {
  const budget = `${formatSeconds(refused.budgetMs)} this request may wait for rate limits`;
  const left =
    refused.waitedMs > 0
      ? `the ${formatSeconds(Math.max(0, refused.budgetMs - refused.waitedMs))} left (of the ${budget}; it waited ${formatSeconds(refused.waitedMs)})`
      : `the ${budget}`;
  return `the service asks to wait ${formatSeconds(refused.askedMs)} before a retry (Retry-After), more than ${left}`;
}
