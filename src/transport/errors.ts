import {
  type ApiErrorCode,
  answerMeansGone,
  apiErrorDeclarations,
  statusErrorCode,
} from "../schemas/error-codes.js";
import type { ApiErrorObject } from "../schemas/index.js";
import type { NetworkCause } from "./network-causes.js";
import { redact } from "./redact.js";
import { describeRefusedWait } from "./refused-wait.js";
import type { TransportInfo } from "./types.js";

export { describeRefusedWait } from "./refused-wait.js";

/** Every code a ClientError can carry (stable; listed so docs and tests can enumerate them). */
export const clientErrorCodes = [
  "invalid_credential",
  "invalid_base_url",
  "insecure_base_url",
  "invalid_api_domain",
  "invalid_region",
  "invalid_arguments",
  "invalid_api_response",
  "response_too_large",
  "request_timeout",
  "request_aborted",
  "network_error",
  "pagination_cycle",
  "pagination_limit",
  "authentication_required",
] as const;

export type ClientErrorCode = (typeof clientErrorCodes)[number];

interface ErrorFields {
  status?: number | undefined;
  detail?: string | undefined;
  requestId?: string | undefined;
  retryAfterMs?: number | undefined;
  transport?: TransportInfo | undefined;
  cause?: unknown;
}

/** Base of every error this package throws; `code` is stable, the message is redacted. */
export class SvcError extends Error {
  override name = "SvcError";
  readonly code: string;
  readonly status: number | undefined;
  readonly detail: string;
  readonly requestId: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly transport: TransportInfo | undefined;

  constructor(code: string, message: string, fields: ErrorFields = {}) {
    const safe = redact(message);
    super(safe, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.code = code;
    this.status = fields.status;
    this.detail = redact(fields.detail ?? message);
    this.requestId = fields.requestId;
    this.retryAfterMs = fields.retryAfterMs;
    this.transport = fields.transport;
  }

  /** A serialisation without the cause chain; every string is already redacted. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { name: this.name, code: this.code, message: this.message };
    if (this.status !== undefined) out.status = this.status;
    out.detail = this.detail;
    if (this.requestId !== undefined) out.requestId = this.requestId;
    if (this.retryAfterMs !== undefined) out.retryAfterMs = this.retryAfterMs;
    if (this.transport !== undefined) out.transport = redactTransport(this.transport);
    return out;
  }
}

function redactTransport(info: TransportInfo): TransportInfo {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(info.headers)) headers[key] = redact(value);
  return { ...info, headers };
}

/** A local failure: bad input, routing, timeouts, network, protocol violations. */
export class ClientError extends SvcError {
  override name = "ClientError";
  declare readonly code: ClientErrorCode;
  /** True when a write may have reached the server and its outcome is not known. */
  readonly outcomeUnknown: boolean;
  /** A `network_error`'s cause, when it is a known one (src/transport/network-causes.ts). */
  readonly networkCause: NetworkCause | undefined;

  constructor(
    code: ClientErrorCode,
    message: string,
    fields: ErrorFields & { outcomeUnknown?: boolean; networkCause?: NetworkCause } = {},
  ) {
    super(code, message, fields);
    this.outcomeUnknown = fields.outcomeUnknown ?? false;
    this.networkCause = fields.networkCause;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), outcomeUnknown: this.outcomeUnknown };
  }
}

/** A response that does not match the contract; `path` names the first failing field. */
export class ResponseValidationError extends ClientError {
  override name = "ResponseValidationError";
  readonly path: string;
  /** What is wrong there, without the path and the request id of the message. */
  readonly problem: string;

  constructor(path: string, problem: string, fields: ErrorFields & { outcomeUnknown?: boolean } = {}) {
    const where = fields.requestId ? ` (request ${fields.requestId})` : "";
    super("invalid_api_response", `invalid API response at ${path}: ${problem}${where}`, fields);
    this.path = path;
    this.problem = redact(problem);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), path: this.path };
  }
}

export interface ApiErrorInit {
  status: number;
  code: string;
  detail: string;
  errors: ApiErrorObject[];
  requestId: string;
  retryAfterMs?: number | undefined;
  transport: TransportInfo;
}

/** A non-2xx response (including an unfollowed 3xx). */
export class ApiError extends SvcError {
  override name = "ApiError";
  declare readonly status: number;
  declare readonly requestId: string;
  declare readonly transport: TransportInfo;
  readonly errors: ApiErrorObject[];

  /**
   * `detail` stays the service's words; the message of a 429 whose wait did not fit the budget
   * also says what was asked, the budget and how to raise it.
   */
  constructor(init: ApiErrorInit) {
    const refused = init.transport.rateLimitWaitRefused;
    const message = refused
      ? `${init.detail} (${describeRefusedWait(refused)}: raise maxRateLimitWaitMs, or try again later)`
      : init.detail;
    super(init.code, message, init);
    this.errors = init.errors.map((error) => ({ ...error, detail: redact(error.detail) }));
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), errors: this.errors };
  }
}

export class InvalidRequestError extends ApiError {
  override name = "InvalidRequestError";
}
export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
}
export class PermissionError extends ApiError {
  override name = "PermissionError";
}
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
export class ConflictError extends ApiError {
  override name = "ConflictError";
}
export class IdempotencyConflictError extends ConflictError {
  override name = "IdempotencyConflictError";
}
export class PreconditionFailedError extends ApiError {
  override name = "PreconditionFailedError";
}
export class PreconditionRequiredError extends ApiError {
  override name = "PreconditionRequiredError";
}
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
}
export class BadGatewayError extends ApiError {
  override name = "BadGatewayError";
}
export class DependencyUnavailableError extends ApiError {
  override name = "DependencyUnavailableError";
}
export class GatewayTimeoutError extends ApiError {
  override name = "GatewayTimeoutError";
}

/** A v0 error: `{statusCode, error, message}`, or a legacy envelope for 400. */
export class LegacyApiError extends ApiError {
  override name = "LegacyApiError";
  readonly statusCode: number;
  readonly error: string;

  constructor(init: ApiErrorInit & { statusCode: number; error: string }) {
    super(init);
    this.statusCode = init.statusCode;
    this.error = redact(init.error);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), statusCode: this.statusCode, error: this.error };
  }
}

/**
 * The class of each declared code (src/schemas/error-codes.ts): the type makes a new code name its
 * class. An answer gets its code's class when the code is declared for its status, else its
 * status's code's, else plain `ApiError`.
 */
const errorClasses: Record<ApiErrorCode, new (init: ApiErrorInit) => ApiError> = {
  invalid_request: InvalidRequestError,
  invalid_precondition: InvalidRequestError,
  invalid_token: AuthenticationError,
  insufficient_scope: PermissionError,
  forbidden: PermissionError,
  not_found: NotFoundError,
  not_the_api: NotFoundError,
  conflict: ConflictError,
  idempotency_conflict: IdempotencyConflictError,
  precondition_failed: PreconditionFailedError,
  resource_revision_conflict: PreconditionFailedError,
  precondition_required: PreconditionRequiredError,
  rate_limit_exceeded: RateLimitError,
  bad_gateway: BadGatewayError,
  service_unavailable: DependencyUnavailableError,
  upstream_error: DependencyUnavailableError,
  gateway_timeout: GatewayTimeoutError,
};

/** The subclass of an answer's declared code (src/schemas/error-codes.ts), else plain `ApiError`. */
export function createApiError(init: ApiErrorInit): ApiError {
  const declared = Object.hasOwn(apiErrorDeclarations, init.code)
    ? apiErrorDeclarations[init.code as ApiErrorCode]
    : undefined;
  const code = declared?.status === init.status ? init.code : statusErrorCode(init.status);
  const Subclass = Object.hasOwn(errorClasses, code) ? errorClasses[code as ApiErrorCode] : ApiError;
  return new Subclass(init);
}

/**
 * True when an error is an API answer whose status means the resource is not there (declared
 * `gone` in src/schemas/error-codes.ts): a removal is done, a lookup found nothing.
 */
export function isGone(error: unknown): error is ApiError {
  return error instanceof ApiError && answerMeansGone(error.status, error.code);
}
