import type { z } from "zod";
import { compileCheck } from "../schemas/check.js";
import { ResponseValidationError, type TransportResponse } from "../transport/index.js";
import type { ResponseWarning } from "./types.js";

function metaRequestId(body: unknown): string | undefined {
  const meta = (body as { meta?: { requestId?: unknown } } | undefined)?.meta;
  return typeof meta?.requestId === "string" && meta.requestId ? meta.requestId : undefined;
}

function errorFields(res: TransportResponse) {
  return {
    requestId: metaRequestId(res.body) ?? res.transport.requestId,
    status: res.status,
    transport: res.transport,
    outcomeUnknown: false,
  };
}

/** The failure for a response that breaks the contract at `path`. */
export function invalidResponse(
  res: TransportResponse,
  path: string,
  problem: string,
): ResponseValidationError {
  return new ResponseValidationError(path, problem, errorFields(res));
}

/**
 * The contract-breaking 2xx answer to a write: the service most likely carried it out, so the
 * message says what a 2xx means was applied and whether repeating the request is safe (`note`),
 * and an adapter never reports an applied change as a plain failure. Still `invalid_api_response`.
 */
export class AppliedWriteError extends ResponseValidationError {
  /** The answer was a 2xx: the service most likely applied the write; only its answer is off. */
  readonly writeApplied = true;
  /** The webhook the write applied to, when the answer or the request names one. */
  readonly webhookId: string | undefined;

  constructor(res: TransportResponse, found: ResponseWarning, note: string, webhookId?: string) {
    super(found.path, `${found.problem}; ${note}`, errorFields(res));
    this.webhookId = webhookId;
  }

  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      writeApplied: true,
      ...(this.webhookId ? { webhookId: this.webhookId } : {}),
    };
  }
}

/**
 * A ResponseValidationError the transport raised for a 2xx answer (a body that is not JSON, or
 * nests absurdly deep) to a write: the write was applied all the same, so it becomes an
 * AppliedWriteError with `note`. Anything else is returned unchanged.
 */
function appliedWriteOf(error: unknown, note: (status: number) => string, webhookId?: string): unknown {
  if (!(error instanceof ResponseValidationError) || error instanceof AppliedWriteError) return error;
  const status = error.transport?.status;
  if (status === undefined || status < 200 || status > 299 || !error.transport) return error;
  const res = {
    status,
    body: undefined,
    transport: error.transport,
    sentRequestId: error.transport.requestId,
  };
  return new AppliedWriteError(res, { path: error.path, problem: error.problem }, note(status), webhookId);
}

/**
 * Runs a write and the checks of its answer: a contract violation in a 2xx answer becomes an
 * AppliedWriteError saying what was applied (`note`) instead of reading as a failed write.
 */
export async function appliedWrite<T>(
  note: (status: number) => string,
  webhookId: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw appliedWriteOf(error, note, webhookId);
  }
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
  const [first] = problemsOf(result.error, 1);
  throw invalidResponse(res, first?.path ?? "body", first?.problem ?? "invalid value");
}

/** Where `body` breaks `schema`: at most `max` problems, none when it is valid. */
export function schemaProblems(schema: z.ZodType, body: unknown, max = 5): ResponseWarning[] {
  if (compileCheck(schema).check(body)) return [];
  const result = schema.safeParse(body);
  return result.success ? [] : problemsOf(result.error, max);
}

function problemsOf(error: z.ZodError, max: number): ResponseWarning[] {
  return error.issues
    .slice(0, max)
    .map((issue) => ({ path: formatPath(issue.path), problem: issue.message || "invalid value" }));
}

/** Throws the first problem found, if any. */
export function raiseFirst(res: TransportResponse, ...found: (ResponseWarning | undefined)[]): void {
  const first = found.find((problem) => problem !== undefined);
  if (first) throw invalidResponse(res, first.path, first.problem);
}

export function statusProblem(
  res: TransportResponse,
  allowed: readonly number[],
): ResponseWarning | undefined {
  if (allowed.includes(res.status)) return undefined;
  return { path: "status", problem: `expected HTTP ${allowed.join(" or ")}, got ${res.status}` };
}

export function expectStatus(res: TransportResponse, allowed: readonly number[]): void {
  raiseFirst(res, statusProblem(res, allowed));
}

const normalizeDirectives = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .join(", ");

export function cacheControlProblem(res: TransportResponse, expected: string): ResponseWarning | undefined {
  const actual = res.transport.headers["cache-control"];
  if (actual !== undefined && normalizeDirectives(actual) === expected) return undefined;
  return {
    path: "headers.cache-control",
    problem: `expected "${expected}", got ${JSON.stringify(actual ?? null)}`,
  };
}

export function expectCacheControl(res: TransportResponse, expected: string): void {
  raiseFirst(res, cacheControlProblem(res, expected));
}

/** `Idempotency-Replayed` must be `false` on 201 and `true` on the 200 replay. */
export function replayHeaderProblem(res: TransportResponse): ResponseWarning | undefined {
  const expected = res.status === 200 ? "true" : "false";
  const actual = res.transport.headers["idempotency-replayed"];
  if (actual === expected) return undefined;
  return {
    path: "headers.idempotency-replayed",
    problem: `expected ${expected} with HTTP ${res.status}, got ${JSON.stringify(actual ?? null)}`,
  };
}

export function etagProblem(res: TransportResponse, revision: string): ResponseWarning | undefined {
  if (res.transport.headers.etag === `"${revision}"`) return undefined;
  return { path: "headers.etag", problem: `expected the quoted revision "${revision}"` };
}

/** Ids within one page must be unique (strict checks). */
export function expectUniqueIds(res: TransportResponse, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) throw invalidResponse(res, `data[${index}].id`, "duplicate id within one page");
    seen.add(item.id);
  });
}
