import { declarationOf, inWords, neutralWords, type SettingWords } from "../schemas/error-codes.js";
import { clientErrorFixes } from "../transport/client-error-fixes.js";
import {
  ApiError,
  ClientError,
  IdempotencyConflictError,
  RateLimitError,
  SvcError,
} from "../transport/errors.js";
import { networkCauses } from "../transport/network-causes.js";
import { describeRefusedWait } from "../transport/refused-wait.js";

/**
 * A step that cannot go on; the message already says what happened and what to do. `status` is
 * the API status behind it when there is one (a 409 or 412 contention the step explains), so
 * `svc run` exits with the exit table's code for it.
 */
/**
 * The client's AppliedWriteError (duck-typed: the engine does not import the client's classes):
 * the service answered 2xx, so the write most likely happened, but the answer is unusable.
 */
export const isAppliedWrite = (error: unknown): boolean =>
  error instanceof ClientError && (error as { writeApplied?: unknown }).writeApplied === true;

export class StepFailure extends Error {
  override name = "StepFailure";
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }
}

/**
 * The API status a step failed on (an ApiError's, a StepFailure's contention, or the API error a
 * StepFailure explains), if any.
 */
export function failureStatus(error: unknown): number | undefined {
  if (error instanceof StepFailure) return error.status ?? failureStatus(error.cause);
  if (error instanceof ApiError) return error.status;
  return undefined;
}

/**
 * The reason a step's signal aborts when its deadline passes; the transport puts its message into
 * the error of the request it cut short, so the user reads which deadline was hit.
 */
export class StepDeadlineExceeded extends Error {
  override name = "StepDeadlineExceeded";
  constructor(readonly timeout: string) {
    super(`the step's timeout: ${timeout} was reached`);
  }
}

/**
 * One line for an error: what failed, the request id, and the likely fix in the adapter's words
 * for its settings (`words`). Never a secret.
 */
export function describeError(error: unknown, words: SettingWords = neutralWords): string {
  if (error instanceof StepFailure) return error.message;
  if (error instanceof ApiError) {
    const where = ` (HTTP ${error.status} ${error.code}, request ${error.requestId})`;
    return `${detailOf(error)}${where}${hintFor(error, words)}`;
  }
  if (error instanceof ClientError) {
    const unknown = error.outcomeUnknown ? "; the change may or may not have been applied" : "";
    const template = error.networkCause
      ? networkCauses[error.networkCause].hint
      : clientErrorFixes[error.code];
    const fix = template === undefined ? "" : `: ${inWords(template, words)}`;
    return `${error.message} (${error.code})${unknown}${fix}`;
  }
  if (error instanceof SvcError) return `${error.message} (${error.code})`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The service's detail, except for an idempotency conflict: its detail tells the caller to pick
 * another key, but svc-ci derives the keys from the run (docs/plan.md#idempotency-keys).
 */
function detailOf(error: ApiError): string {
  if (error instanceof IdempotencyConflictError) {
    return "the service already saw this step's idempotency key (svc-ci derives it from the run, the operation and its target) with a different request";
  }
  return error.detail;
}

/** The fix a failed step names after an API answer: its code's `inPlan` (src/schemas/error-codes.ts). */
function hintFor(error: ApiError, words: SettingWords): string {
  if (error instanceof RateLimitError) return rateLimitHint(error, words);
  // A 5xx no declaration names is as temporary as the declared ones.
  const fix =
    declarationOf(error.status, error.code).inPlan ??
    (error.status >= 500 ? declarationOf(503).inPlan : undefined);
  return fix === undefined ? "" : `: ${inWords(fix, words)}`;
}

function rateLimitHint(error: RateLimitError, words: SettingWords): string {
  const refused = error.transport.rateLimitWaitRefused;
  if (refused) return `: ${describeRefusedWait(refused)}; raise ${words.maxWait}, or re-run later`;
  const waited = error.transport.rateLimitWaitMs;
  const wait =
    waited === undefined
      ? ""
      : `, after waiting out the rate limit for ${(waited / 1000).toFixed(1)} s in total (the most one request waits)`;
  const raise = waited === undefined ? "" : `; or raise ${words.maxWait}`;
  return `: rate limit contention: too many requests for this credential${wait}; space out the runs or give them a rate budget (docs/fleet.md), then re-run${raise}`;
}
