import { createHash } from "node:crypto";
import { idempotencyKeyPattern } from "../../schemas/index.js";
import { canonicalPath } from "../http/canonical-path.js";
import { ApiFailure, invalidRequest } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import type { AuthedContext, V1Context } from "./v1-context.js";

/** The request's Idempotency-Key; required on every keyed operation of the emulator. */
export function requireIdempotencyKey(ctx: AuthedContext): string {
  const values = ctx.req.headersDistinct["idempotency-key"];
  if (!values || values.length === 0) {
    throw invalidRequest(
      "This operation requires an Idempotency-Key header (1-128 printable ASCII, no spaces).",
      {
        header: "Idempotency-Key",
      },
    );
  }
  const key = values[0] as string;
  if (values.length > 1 || !idempotencyKeyPattern.test(key)) {
    throw invalidRequest(
      "Idempotency-Key must be one value of 1-128 printable ASCII characters without spaces.",
      {
        header: "Idempotency-Key",
      },
    );
  }
  return key;
}

/** Operations that take no Idempotency-Key (PATCH, removal, the auth operations) refuse one: 400. */
export function refuseIdempotencyKey(ctx: V1Context, operation: string, fix?: string): void {
  if (ctx.req.headers["idempotency-key"] !== undefined) {
    throw invalidRequest(`${operation} does not accept an Idempotency-Key${fix ? `; ${fix}` : ""}.`, {
      header: "Idempotency-Key",
    });
  }
}

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
};

/**
 * Method, path (as routed: a trailing slash or a percent-encoded id names the same resource), body
 * (key order ignored) and If-Match: what must match for a replay.
 */
function fingerprint(ctx: AuthedContext): string {
  const ifMatch = ctx.req.headersDistinct["if-match"]?.join("\n") ?? "";
  const body = ctx.body === undefined ? "" : JSON.stringify(canonical(ctx.body));
  return createHash("sha256")
    .update(JSON.stringify([ctx.req.method, canonicalPath(ctx.url.pathname), body, ifMatch]))
    .digest("hex");
}

export interface Execution {
  data: unknown;
  etag?: string;
}

export interface IdempotentOptions {
  key: string;
  cacheControl: string;
  /** Marks the stored data as a replay (rotation and test receipts carry `replayed`). */
  asReplay?: (data: unknown) => unknown;
}

/**
 * Runs `execute` once per (credential, key): an exact repeat answers the stored result with 200 and
 * `Idempotency-Replayed: true`; the same key with another payload is a 409. Runs synchronously, so
 * no other request can interleave between the lookup and the store.
 */
export function idempotent(ctx: AuthedContext, options: IdempotentOptions, execute: () => Execution): Reply {
  const store = ctx.services.state.idempotency;
  const print = fingerprint(ctx);
  const previous = store.lookup(ctx.credential.id, options.key);
  const headers = (replayed: boolean, etag: string | undefined): Record<string, string> => ({
    "cache-control": options.cacheControl,
    "idempotency-replayed": String(replayed),
    ...(etag ? { etag } : {}),
  });
  if (previous) {
    if (previous.fingerprint !== print) {
      throw new ApiFailure(
        409,
        "idempotency_conflict",
        "This Idempotency-Key was already used for a different request; use a new key for a new request.",
        { header: "Idempotency-Key" },
      );
    }
    const data = options.asReplay ? options.asReplay(previous.data) : previous.data;
    return {
      status: 200,
      body: { data, meta: { requestId: ctx.requestId } },
      headers: headers(true, previous.etag),
    };
  }
  const result = execute();
  store.save(ctx.credential.id, options.key, {
    fingerprint: print,
    data: result.data,
    etag: result.etag,
  });
  return {
    status: 201,
    body: { data: result.data, meta: { requestId: ctx.requestId } },
    headers: headers(false, result.etag),
  };
}
