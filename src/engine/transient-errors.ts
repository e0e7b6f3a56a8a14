import { ApiError, ClientError, RateLimitError } from "../transport/errors.js";

/** Errors worth waiting out while polling (the client already retried them a few times). */
export function isTransient(error: unknown): error is ApiError | ClientError {
  // A 429 asking for longer than the client may wait cannot end well by polling on.
  if (error instanceof RateLimitError) return error.transport.rateLimitWaitRefused === undefined;
  if (error instanceof ApiError) return error.status >= 500;
  if (error instanceof ClientError) {
    return ["request_timeout", "network_error"].includes(error.code);
  }
  return false;
}
