/**
 * The one handler of every declared operation (./operations.ts): reads the request as the
 * declaration says (body schema, If-Match, Idempotency-Key), changes the workspace's records and
 * answers the declared status with the declared resource; a change of a resource with an event
 * publishes it to the subscribed webhooks.
 */
import { ApiFailure, invalidRequest } from "../http/failure.js";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import { idempotent, refuseIdempotencyKey, requireIdempotencyKey } from "../v1/idempotency.js";
import { pageWindow } from "../v1/resources.js";
import type { AuthedContext } from "../v1/v1-context.js";
import { CACHE_STRONG, noContent, paginate } from "../v1/v1-context.js";
import { GenericCall } from "./call.js";
import { parseFields } from "./fields.js";
import { declarationOf, type GenericOperation } from "./operations.js";
import { render } from "./records.js";
import { specialKinds } from "./special.js";

/** Serves a declared operation. */
export function serveGeneric(ctx: AuthedContext, op: GenericOperation): Reply {
  // The dispatcher checked the first scope; an operation needing several checks the others.
  const missing =
    op.scopes === "none" ? undefined : op.scopes.find((scope) => !ctx.credential.scopes.includes(scope));
  if (missing !== undefined)
    throw new ApiFailure(403, "insufficient_scope", `This operation needs the ${missing} scope.`);
  checkPathValues(ctx.params, op);
  const call = new GenericCall(ctx, op);
  const handler = kinds[op.kind] ?? specialKinds[op.kind];
  if (!handler) throw new TypeError(`${op.id}: no behaviour ${op.kind}`);
  if (!op.idempotent) {
    refuseIdempotencyKey(ctx, `${op.method} ${op.path}`);
    return handler(call);
  }
  const key = requireIdempotencyKey(ctx);
  let status = call.success();
  const reply = idempotent(ctx, { key, cacheControl: CACHE_STRONG, asReplay: markReplayed }, () => {
    const first = handler(call);
    status = first.status;
    const body = first.body as { data?: unknown } | undefined;
    return { data: body?.data ?? null, ...(first.headers?.etag ? { etag: first.headers.etag } : {}) };
  });
  if (reply.status === 201 && status !== 201) reply.status = status;
  if (status === 204) return { status: 204, headers: reply.headers ?? {} };
  return reply;
}

/** A replayed receipt says so (`replayed: true`); other answers are replayed as they were. */
function markReplayed(data: unknown): unknown {
  const attributes = (data as { attributes?: Record<string, unknown> } | null)?.attributes;
  if (!attributes || !("replayed" in attributes)) return data;
  return { ...(data as object), attributes: { ...attributes, replayed: true } };
}

type Handler = (call: GenericCall) => Reply;

const kinds: Partial<Record<GenericOperation["kind"], Handler>> = {
  list(call) {
    const { ctx, op } = call;
    const query = new Query(ctx.url.searchParams, [...ctx.url.searchParams.keys()]);
    const archived = query.bool("archived") ?? false;
    const filters = { archived, ...attributeFilters(op, ctx.url.searchParams) };
    const window = pageWindow(ctx, op.id, query, filters);
    const items = call
      .collection(op.target)
      .entries()
      .filter(([, record]) =>
        Object.entries(filters).every(
          ([name, wanted]) =>
            record.attributes[name] === wanted ||
            (name === "archived" && record.attributes[name] === undefined),
        ),
      )
      .map(([id, record]) => ({ id, seq: record.seq, record }));
    const result = paginate(items, window.after, window.limit, false);
    const data = result.items.map(({ id, record }) => render(op.target, id, record));
    return {
      status: 200,
      body: {
        data,
        meta: {
          requestId: ctx.requestId,
          page: { limit: window.limit, nextCursor: window.next(result.last, result.more) },
        },
      },
    };
  },
  create(call) {
    const values = { ...call.body(), ...call.sets() };
    const [id, record] = call.create(call.op.target, values);
    call.publish(call.op.target, id, record);
    return call.answer(call.op.target, id, record);
  },
  get(call) {
    const record = call.item();
    return call.answer(call.op.resource.type, call.ctx.params.id as string, record);
  },
  update(call) {
    call.item();
    const values = call.body();
    if (Object.keys(values).length === 0) throw invalidRequest("Give at least one field to change.");
    return changeItem(call, values);
  },
  set(call) {
    return changeItem(call, { ...call.body(), ...call.sets() });
  },
  archive(call) {
    return changeItem(call, { ...call.body(), ...call.sets() });
  },
  remove(call) {
    const { op, ctx } = call;
    const id = lastParam(ctx.params);
    const record = call.item(op.target, id);
    call.guard(op.target, id, record);
    if (op.path.includes("{id}/") && ctx.params.id !== id) call.item();
    call.collection(op.target).delete(id);
    call.publish(op.target, id, record);
    return noContent();
  },
};

/** A path parameter naming an attribute with a fixed set of values (`targetType`) must be one: 400. */
function checkPathValues(params: Record<string, string>, op: GenericOperation): void {
  for (const field of parseFields(declarationOf(op.target).attributes)) {
    const value = params[field.name];
    if (value === undefined || field.kind !== "e" || field.values.includes(value)) continue;
    throw invalidRequest(`Path parameter ${field.name} must be one of ${field.values.join(", ")}.`, {
      parameter: field.name,
    });
  }
}

/**
 * A list's query parameters that name a plain attribute of its records (`projectId`, `userId`,
 * `state`, `disabled`, ...) filter by equality; others are accepted and not applied (docs/emulator.md).
 */
function attributeFilters(op: GenericOperation, params: URLSearchParams): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  const fields = parseFields(declarationOf(op.target).attributes);
  for (const [name, raw] of params) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field || field.list || name === "archived" || !["s", "e", "b", "i", "n"].includes(field.kind))
      continue;
    if (field.kind === "b" && raw !== "true" && raw !== "false")
      throw invalidRequest(`Query parameter ${name} must be true or false.`, { parameter: name });
    filters[name] =
      field.kind === "b" ? raw === "true" : field.kind === "i" || field.kind === "n" ? Number(raw) : raw;
  }
  return filters;
}

/** Changes the item the path names and answers it (or 204). */
function changeItem(call: GenericCall, values: Record<string, unknown>): Reply {
  const type = call.op.resource.type;
  const id = call.ctx.params.id as string;
  const record = call.item(type, id);
  call.guard(type, id, record);
  call.change(type, id, record, values);
  return call.answer(type, id, record);
}

const lastParam = (params: Record<string, string>): string => Object.values(params).at(-1) ?? "";
