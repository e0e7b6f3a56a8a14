import type { z } from "zod";
import { compileCheck } from "../schemas/check.js";
import { ResponseValidationError, type TransportResponse } from "../transport/index.js";

function metaRequestId(body: unknown): string | undefined {
  const meta = (body as { meta?: { requestId?: unknown } } | undefined)?.meta;
  return typeof meta?.requestId === "string" && meta.requestId ? meta.requestId : undefined;
}

/** The failure for a response that breaks the contract at `path`. */
export function invalidResponse(
  res: TransportResponse,
  path: string,
  problem: string,
): ResponseValidationError {
  return new ResponseValidationError(path, problem, {
    requestId: metaRequestId(res.body) ?? res.transport.requestId,
    status: res.status,
    transport: res.transport,
    outcomeUnknown: false,
  });
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) out += typeof key === "number" ? `[${key}]` : `${out ? "." : ""}${String(key)}`;
  return out || "body";
}

/**
 * Validates a response body against `schema` in full and returns the body itself, as the service
 * sent it (its key order, and the extra attributes a loose schema lets through), not a rebuilt copy:
 * the response schemas transform nothing, so the body is the parsed value. The compiled check
 * (src/schemas/check.ts) gives zod's verdict without copying; a rejected body is parsed by zod for
 * the path and reason of the error, which names the request id.
 */
export function parseBody<S extends z.ZodType>(schema: S, res: TransportResponse): z.infer<S> {
  if (compileCheck(schema).check(res.body)) return res.body as z.infer<S>;
  // zod has the last word (the two agree: a property test proves it) and names the problem.
  return parseBodyOnce(schema, res);
}

/**
 * `parseBody` for a schema built for this one response (compiling a check would cost more than
 * it saves): zod validates, and the body itself is returned all the same.
 */
export function parseBodyOnce<S extends z.ZodType>(schema: S, res: TransportResponse): z.infer<S> {
  const result = schema.safeParse(res.body);
  if (result.success) return res.body as z.infer<S>;
  const issue = result.error.issues[0];
  throw invalidResponse(res, formatPath(issue?.path ?? []), issue?.message ?? "invalid value");
}

export function expectStatus(res: TransportResponse, allowed: readonly number[]): void {
  if (!allowed.includes(res.status)) {
    throw invalidResponse(res, "status", `expected HTTP ${allowed.join(" or ")}, got ${res.status}`);
  }
}

const normalizeDirectives = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .join(", ");

export function expectCacheControl(res: TransportResponse, expected: string): void {
  const actual = res.transport.headers["cache-control"];
  if (actual === undefined || normalizeDirectives(actual) !== expected) {
    throw invalidResponse(
      res,
      "headers.cache-control",
      `expected "${expected}", got ${JSON.stringify(actual ?? null)}`,
    );
  }
}

/** `Idempotency-Replayed` must be `false` on 201 and `true` on the 200 replay. */
export function expectReplayHeader(res: TransportResponse): void {
  const expected = res.status === 200 ? "true" : "false";
  const actual = res.transport.headers["idempotency-replayed"];
  if (actual !== expected) {
    throw invalidResponse(
      res,
      "headers.idempotency-replayed",
      `expected ${expected} with HTTP ${res.status}, got ${JSON.stringify(actual ?? null)}`,
    );
  }
}

export function expectEtag(res: TransportResponse, revision: string): void {
  const actual = res.transport.headers.etag;
  if (actual !== `"${revision}"`) {
    throw invalidResponse(res, "headers.etag", `expected the quoted revision "${revision}"`);
  }
}

/** Ids within one page must be unique (strict checks). */
export function expectUniqueIds(res: TransportResponse, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) throw invalidResponse(res, `data[${index}].id`, "duplicate id within one page");
    seen.add(item.id);
  });
}
