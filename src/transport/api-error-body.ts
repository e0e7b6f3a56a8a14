import { bodylessErrorCode } from "../schemas/error-codes.js";
import type { ApiErrorObject } from "../schemas/index.js";
import { statusErrorCode } from "../schemas/index.js";
import { type ApiError, createApiError } from "./errors.js";
import type { TransportInfo } from "./types.js";

/** What an error mapper sees of a non-2xx response. */
export interface ErrorResponse {
  status: number;
  /** Parsed JSON, or undefined for an empty, oversized or non-JSON body. */
  body: unknown;
  /** True when a body was present but was not JSON. */
  nonJson: boolean;
  transport: TransportInfo;
  redact: (text: string) => string;
}

export type ErrorMapper = (response: ErrorResponse) => ApiError;

export function genericDetail(status: number, nonJson: boolean): string {
  if (status >= 300 && status < 400)
    return `the API answered HTTP ${status} (a redirect, which is never followed)`;
  return `the API answered HTTP ${status}${nonJson ? " with a non-JSON body" : ""}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Reads the v1 error envelope leniently: a malformed error body still yields a useful ApiError. */
export function mapV1Error(response: ErrorResponse): ApiError {
  const { status, body, transport, redact } = response;
  const errors: ApiErrorObject[] = [];
  let requestId = transport.requestId;
  if (isRecord(body)) {
    if (Array.isArray(body.errors)) {
      for (const raw of body.errors) {
        if (!isRecord(raw)) continue;
        // Every string the server sent is redacted: any of them may echo a credential.
        const error: ApiErrorObject = {
          status: redact(str(raw.status) ?? String(status)),
          code: redact(str(raw.code) || statusErrorCode(status)),
          title: redact(str(raw.title) ?? ""),
          detail: redact(str(raw.detail) ?? ""),
        };
        if (isRecord(raw.source)) {
          const source: Record<string, string> = {};
          for (const [key, value] of Object.entries(raw.source))
            if (typeof value === "string") source[key] = redact(value);
          error.source = source;
        }
        errors.push(error);
      }
    }
    if (isRecord(body.meta) && typeof body.meta.requestId === "string" && body.meta.requestId) {
      requestId = redact(body.meta.requestId);
    }
  }
  const first = errors[0];
  const notTheApi = first === undefined && bodylessErrorCode(status) !== statusErrorCode(status);
  const detail = notTheApi
    ? `HTTP ${status} without the API's error body${response.nonJson ? " (a non-JSON page)" : ""}: nothing at this address is API v1`
    : first?.detail || genericDetail(status, response.nonJson);
  return createApiError({
    status,
    code: first?.code ?? bodylessErrorCode(status),
    detail: redact(detail),
    errors,
    requestId,
    retryAfterMs: transport.retryAfterMs,
    transport,
  });
}
