/**
 * The service's stable error codes by HTTP status, without zod: the CLI's error table
 * (src/cli/errors.ts) reads them on every failure, and `svc --help` must not load zod.
 */

/** The code each status stands for; an error body that names no code gets its status's. */
export const apiErrorCodes = {
  400: "invalid_request",
  401: "invalid_token",
  403: "insufficient_scope",
  404: "not_found",
  409: "conflict",
  412: "precondition_failed",
  428: "precondition_required",
  429: "rate_limit_exceeded",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "gateway_timeout",
} as const;

/** The code of a status: its `apiErrorCodes` entry, `unexpected_redirect` for 3xx, else `http_error`. */
export function statusErrorCode(status: number): string {
  if (status >= 300 && status < 400) return "unexpected_redirect";
  return (apiErrorCodes as Readonly<Record<number, string>>)[status] ?? "http_error";
}
