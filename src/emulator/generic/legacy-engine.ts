/**
 * The v0 routes of the legacy collections (./legacy-catalog.ts) that no hand-written handler
 * serves: list (page/limit), read, create, update and remove on the records of the same v1
 * resource, as legacy documents (`_id`, `teamId` and the record's attributes), with the same events.
 */

import { legacyWritePayload } from "../../schemas/index.js";
import { ApiFailure } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import { Router } from "../http/router.js";
import type { LegacyContext } from "../legacy/legacy-context.js";
import { legacyOk, writableFields } from "../legacy/legacy-context.js";
import { badRequest, legacyBody, legacyNotFound } from "../legacy/validate.js";
import type { Doc } from "../state/model.js";
import { type LegacyCollection, type LegacyRoute, legacyRoutes } from "./legacy-catalog.js";
import { legacySource } from "./legacy-source.js";

type LegacyHandler = (ctx: LegacyContext) => Reply;

let router: Router<LegacyHandler> | undefined;

/** The declared v0 routes (built on the first request the hand-written handlers do not serve). */
export function declaredLegacyRouter(): Router<LegacyHandler> {
  if (router) return router;
  router = new Router<LegacyHandler>();
  for (const route of legacyRoutes()) if (!route.native) add(router, route);
  return router;
}

function add(target: Router<LegacyHandler>, route: LegacyRoute): void {
  const { collection, method } = route;
  const at = route.path.includes("{_id}") ? "#" : ".";
  const path = route.path.replace("{_id}", ":id");
  const handler: LegacyHandler = route.unavailable
    ? () => {
        throw new ApiFailure(
          501,
          "not_implemented",
          `The service documents ${method} ${route.path} but does not implement it.`,
        );
      }
    : (ctx) => serve(ctx, collection, method, at);
  target.add(method, path, handler);
}

const title = (collection: LegacyCollection) =>
  collection.name.charAt(0).toUpperCase() + collection.name.slice(1);

function serve(ctx: LegacyContext, collection: LegacyCollection, method: string, at: "." | "#"): Reply {
  const source = legacySource(ctx, collection);
  if (method === "GET" && at === ".") return list(ctx, collection, source.list());
  if (method === "POST") {
    const doc = source.create(writableFields(legacyBody(legacyWritePayload, ctx.body)));
    publish(ctx, collection.events?.created, collection, doc);
    return legacyOk(201, `${title(collection)}: created`, doc);
  }
  const id = at === "#" ? (ctx.params.id as string) : idOf(ctx, method);
  if (method === "GET") return legacyOk(200, title(collection), found(source.get(id), collection));
  if (method === "PUT") {
    const doc = found(
      source.update(id, writableFields(legacyBody(legacyWritePayload, ctx.body))),
      collection,
    );
    publish(ctx, collection.events?.updated, collection, doc);
    return legacyOk(200, `${title(collection)}: updated`, doc);
  }
  const removed = found(source.remove(id), collection);
  publish(ctx, collection.events?.removed, collection, removed);
  return { status: 204 };
}

/** The `_id` a collection-wide PUT or DELETE names: in the body, or (DELETE) the query. */
function idOf(ctx: LegacyContext, method: string): string {
  const fromBody = (ctx.body as { _id?: unknown } | undefined)?._id;
  const id =
    typeof fromBody === "string" ? fromBody : method === "DELETE" ? ctx.url.searchParams.get("_id") : null;
  if (!id) throw badRequest(`_id: required to ${method === "PUT" ? "update" : "remove"} a document`);
  return id;
}

function found(doc: Doc | undefined, collection: LegacyCollection): Doc {
  if (!doc) throw legacyNotFound(title(collection).replace(/s$/, ""));
  return doc;
}

function list(ctx: LegacyContext, collection: LegacyCollection, docs: Doc[]): Reply {
  const page = positive(ctx.url.searchParams.get("page"), "page", 1, Number.MAX_SAFE_INTEGER);
  const limit = positive(ctx.url.searchParams.get("limit"), "limit", 50, 500);
  const pages = Math.max(1, Math.ceil(docs.length / limit));
  const slice = docs.slice((page - 1) * limit, page * limit);
  return legacyOk(200, title(collection), slice, { total: docs.length, limit, page, pages });
}

function positive(raw: string | null, name: string, fallback: number, max: number): number {
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw badRequest(`${name}: must be an integer from 1 to ${max}`);
  return value;
}

function publish(
  ctx: LegacyContext,
  event: string | undefined,
  collection: LegacyCollection,
  doc: Doc,
): void {
  if (!event) return;
  const name = collection.name === "tasks" ? "cards" : collection.name;
  ctx.services.pipeline.publish({ workspaceId: ctx.workspaceId, event, collection: name, item: { ...doc } });
}
