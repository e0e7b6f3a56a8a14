/** The errors of one attempt: a failure without a response, a body that is not what it must be. */
import type { ErrorMapper } from "./api-error-body.js";
import type { AttemptFailure, AttemptResult } from "./attempt.js";
import { type ApiError, ClientError, ResponseValidationError } from "./errors.js";
import { jsonDuplicateKeys, jsonNestingOffset, maxResponseDepth } from "./json-shape.js";
import { causeAddress, describeCause, networkCauseOf } from "./network-causes.js";
import type { Redactor } from "./redact.js";
import type { HttpMethod, TransportInfo } from "./types.js";

export interface FailureContext {
  method: HttpMethod;
  logPath: string;
  requestId: string;
  signal: AbortSignal | undefined;
  /** A request went out (so a write may have been applied). */
  sent: boolean;
  timeoutMs: number;
  maxResponseBytes: number;
  redact: Redactor;
  /** The host and port the request went to, for a cause that names no address of its own. */
  origin: string;
  /** The proxy's host and port, when the request went through one. */
  proxyAddress?: string | undefined;
}

/** The ClientError for an attempt that got no response, redacted, naming the request. */
export function failureError(failure: AttemptFailure, context: FailureContext): ClientError {
  const { redact } = context;
  const outcomeUnknown = context.sent && context.method !== "GET";
  const where = `${context.method} ${context.logPath}`;
  const fields = { requestId: context.requestId, outcomeUnknown, cause: safeCause(failure.cause, redact) };
  switch (failure.kind) {
    case "aborted": {
      // The caller's reason (e.g. the engine's "the step's timeout: 3s was reached") says which deadline.
      const reason = context.signal?.reason;
      const why =
        reason instanceof Error && reason.name !== "AbortError"
          ? `: ${redact(reason.message)}`
          : " by the caller";
      return new ClientError("request_aborted", `${where} was aborted${why}`, fields);
    }
    case "timeout":
      return new ClientError(
        "request_timeout",
        `${where} timed out after ${context.timeoutMs} ms (the request timeout, per attempt)`,
        fields,
      );
    case "too_large":
      return new ClientError(
        "response_too_large",
        `${where}: the response exceeded ${context.maxResponseBytes} bytes (maxResponseBytes), more than an API answer holds`,
        fields,
      );
    default: {
      const reason = failure.cause instanceof Error ? redact(failure.cause.message) : "unknown error";
      const cause = networkCauseOf(failure.cause, context.proxyAddress);
      if (cause === undefined) return new ClientError("network_error", `${where} failed: ${reason}`, fields);
      const says = redact(describeCause(cause, causeAddress(failure.cause, context.origin)));
      return new ClientError("network_error", `${where} failed: ${says} (${reason})`, {
        ...fields,
        networkCause: cause,
      });
    }
  }
}

/** The underlying error, rebuilt with a redacted message so `console.error(err)` shows no secret. */
function safeCause(cause: unknown, redact: Redactor): Error | undefined {
  if (!(cause instanceof Error)) return undefined;
  const safe = new Error(redact(cause.message));
  safe.name = cause.name;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === "string") Object.assign(safe, { code });
  safe.stack = `${safe.name}: ${safe.message}`;
  return safe;
}

/**
 * A 2xx body: parsed JSON, or undefined when empty; refused when not JSON or nested absurdly deep.
 * For a write (`checkKeys`), the keys its body gives twice are noted on `transport.duplicateKeys`:
 * JSON.parse keeps the last, and the answer to a create or rotation must not be read as either.
 */
export function successBody(result: AttemptResult, transport: TransportInfo, checkKeys = false): unknown {
  if (!result.bytes || result.bytes.byteLength === 0) return undefined;
  const text = result.bytes.toString("utf8");
  const fields = { requestId: transport.requestId, status: result.status, transport };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ResponseValidationError("body", "the response body is not JSON", fields);
  }
  // Validating and printing a value recurse once per level: absurd nesting is refused here.
  if (jsonNestingOffset(text, maxResponseDepth) !== -1) {
    throw new ResponseValidationError(
      "body",
      `the response body nests deeper than ${maxResponseDepth} levels`,
      fields,
    );
  }
  if (checkKeys) {
    const duplicates = jsonDuplicateKeys(text);
    if (duplicates.length > 0) transport.duplicateKeys = duplicates;
  }
  return value;
}

/** The ApiError of a non-2xx answer; a body that is not JSON (or too deep) is read as absent. */
export function apiErrorFor(
  result: AttemptResult,
  transport: TransportInfo,
  mapError: ErrorMapper,
  redact: Redactor,
): ApiError {
  let body: unknown;
  let nonJson = false;
  if (result.bytes && result.bytes.byteLength > 0) {
    const text = result.bytes.toString("utf8");
    try {
      body = JSON.parse(text);
      if (jsonNestingOffset(text, maxResponseDepth) !== -1) {
        body = undefined;
        nonJson = true;
      }
    } catch {
      nonJson = true;
    }
  }
  return mapError({ status: result.status, body, nonJson, transport, redact });
}
