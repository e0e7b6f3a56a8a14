import { legacyError, legacyResponse, statusErrorCode } from "../../schemas/index.js";
import { type ErrorResponse, genericDetail, LegacyApiError } from "../../transport/index.js";

/**
 * v0 errors: 401/429 `{statusCode, error, message}`; 400 the legacy envelope; anything else is
 * read as whichever of the two it matches, else a generic message naming the status.
 */
export function mapLegacyError(response: ErrorResponse): LegacyApiError {
  const { status, body, transport, redact } = response;
  let error = `HTTP ${status}`;
  let message = genericDetail(status, response.nonJson);
  let statusCode = status;
  const asError = legacyError.safeParse(body);
  const asEnvelope = legacyResponse.safeParse(body);
  if (asError.success) {
    ({ error, message, statusCode } = asError.data);
  } else if (asEnvelope.success) {
    statusCode = asEnvelope.data.statusCode;
    if (asEnvelope.data.status) error = asEnvelope.data.status;
    const data = asEnvelope.data.data as { message?: unknown } | undefined;
    const detail = typeof data?.message === "string" ? data.message : asEnvelope.data.info;
    if (detail) message = detail;
  }
  return new LegacyApiError({
    status,
    statusCode,
    error: redact(error),
    code: statusErrorCode(status),
    detail: redact(message),
    errors: [],
    requestId: transport.requestId,
    retryAfterMs: transport.retryAfterMs,
    transport,
  });
}
