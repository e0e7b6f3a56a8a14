import { requestIdPattern } from "../schemas/index.js";
import { assertPlainPath } from "./base-url.js";
import { ClientError } from "./errors.js";
import type { BucketScope } from "./pacing.js";
import { buildQuery, type QueryValues } from "./query.js";
import type { Redactor } from "./redact.js";
import { randomRequestId } from "./request-id.js";
import type { TransportRequest } from "./types.js";

/** What every attempt of one request sends: the same id, headers and body bytes. */
export interface SentRequest {
  req: TransportRequest;
  requestId: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** The rate-limit bucket it counts against (pacing.ts). */
  bucket: string;
  /** The path for log lines and events: query keys, never their values. */
  logPath: string;
}

export interface RequestSettings {
  baseUrl: string;
  /** The base URL's path, for log lines. */
  basePath: string;
  token: string | undefined;
  userAgent: string;
  bucketScope: BucketScope;
  redact: Redactor;
}

/** Checks a request and builds what its attempts send; throws ClientError before anything is sent. */
export function prepareRequest(req: TransportRequest, settings: RequestSettings): SentRequest {
  const requestId = req.requestId ?? randomRequestId();
  if (!requestIdPattern.test(requestId)) {
    throw new ClientError("invalid_arguments", "requestId must match [A-Za-z0-9._:-]{1,128}");
  }
  const authenticate = req.authenticate ?? true;
  if (authenticate && !settings.token) {
    throw new ClientError("authentication_required", "this operation needs an API token; pass `token`");
  }
  assertPlainPath(req.path);
  const url = `${settings.baseUrl}${req.path}${buildQuery(req.query)}`;
  const headers: Record<string, string> = {
    accept: "application/json",
    "user-agent": settings.userAgent,
    "x-request-id": requestId,
  };
  if (authenticate) headers.authorization = `Bearer ${settings.token}`;
  const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body), "utf8");
  if (body) headers["content-type"] = "application/json";
  if (req.idempotencyKey !== undefined) headers["idempotency-key"] = req.idempotencyKey;
  if (req.ifMatch !== undefined) headers["if-match"] = req.ifMatch;
  // v1 counts a credential's requests, and unauthenticated ones per source; v0 per token and path.
  const bucket = settings.bucketScope === "path" ? req.path : authenticate ? "" : "anonymous";
  const logPath = settings.redact(`${settings.basePath}${req.path}${queryKeys(req.query)}`);
  return { req, requestId, url, headers, body, bucket, logPath };
}

/** `?cursor=…&limit=…`: the query's keys without their values (a cursor or filter may be sensitive). */
function queryKeys(query: QueryValues | undefined): string {
  const keys = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key]) => `${key}=…`);
  return keys.length ? `?${keys.join("&")}` : "";
}
