import {
  ApiError,
  AuthenticationError,
  ClientError,
  IdempotencyConflictError,
  NotFoundError,
  PermissionError,
  PreconditionFailedError,
  RateLimitError,
  SvcError,
} from "../core/errors.js";

/** A step that cannot go on; the message already says what happened and what to do. */
export class StepFailure extends Error {
  override name = "StepFailure";
}

/** One line for an error: what failed, the request id, and the likely fix. Never a secret. */
export function describeError(error: unknown): string {
  if (error instanceof StepFailure) return error.message;
  if (error instanceof ApiError) {
    const where = ` (HTTP ${error.status} ${error.code}, request ${error.requestId})`;
    return `${error.detail}${where}${hintFor(error)}`;
  }
  if (error instanceof ClientError) {
    const unknown = error.outcomeUnknown ? "; the change may or may not have been applied" : "";
    return `${error.message} (${error.code})${unknown}`;
  }
  if (error instanceof SvcError) return `${error.message} (${error.code})`;
  if (error instanceof Error) return error.message;
  return String(error);
}

function hintFor(error: ApiError): string {
  if (error instanceof AuthenticationError)
    return ": the token is missing, invalid, expired or revoked; check the token input";
  if (error instanceof PermissionError)
    return ": the credential lacks a scope; grant webhooks:read and webhooks:write";
  if (error instanceof NotFoundError) return ": it does not exist or is not owned by this credential";
  if (error instanceof IdempotencyConflictError)
    return ": the idempotency key was used for a different request; start a new workflow run";
  if (error instanceof PreconditionFailedError) return ": the webhook changed meanwhile; re-run the job";
  if (error instanceof RateLimitError) return ": rate limited; re-run later or space out the jobs";
  if (error.status >= 500) return ": the service is temporarily unavailable; re-run later";
  return "";
}
