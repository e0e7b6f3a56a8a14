/** One request to a declared operation: its records, its checks and its answer (used by ./engine.ts). */
import { ApiFailure, invalidRequest, notFound } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import { type AuthedContext, CACHE_STRONG, noContent, single } from "../v1/v1-context.js";
import type { Collection, StoredRecord } from "./collection.js";
import { objectSchema } from "./fields.js";
import { declarationOf, type GenericOperation } from "./operations.js";
import {
  buildAttributes,
  checkIfMatch,
  etagOf,
  merge,
  newId,
  render,
  settings,
  stamp,
  touch,
} from "./records.js";
import { collectionOf } from "./store.js";

/** One request's view of its operation: the records it reads and what it answers. */
export class GenericCall {
  readonly now: string;

  constructor(
    readonly ctx: AuthedContext,
    readonly op: GenericOperation,
  ) {
    this.now = ctx.services.state.clock.iso();
  }

  collection(type: string): Collection {
    const resource = declarationOf(type);
    const data = this.ctx.services.state.workspaceData(this.ctx.workspace.id);
    return collectionOf(data, type, resource.store, () => this.now);
  }

  /** The request body checked against the declared body: 400 naming the field. */
  body(): Record<string, unknown> {
    const { op, ctx } = this;
    if (op.body === undefined) {
      const empty =
        ctx.body === undefined ||
        (typeof ctx.body === "object" && ctx.body !== null && Object.keys(ctx.body).length === 0);
      if (!empty && op.method !== "DELETE") throw invalidRequest(`${op.id} takes no request body.`);
      return {};
    }
    const result = objectSchema(op.body).safeParse(ctx.body ?? undefined);
    if (result.success) return result.data as Record<string, unknown>;
    const issue = result.error.issues[0];
    const pointer = issue?.path.length ? `/${issue.path.join("/")}` : "";
    throw new ApiFailure(400, "invalid_request", `Body${pointer}: ${issue?.message ?? "invalid"}.`, {
      pointer: pointer || "/",
    });
  }

  /** The record an item path names (`{id}` of the declaration's collection): 404 when absent. */
  item(type = this.op.resource.type, id = this.ctx.params.id as string): StoredRecord {
    const record = this.collection(type).get(id);
    if (!record) throw notFound(`The ${type}`);
    return record;
  }

  guard(type: string, id: string, record: StoredRecord): void {
    if (!this.op.ifMatch) return;
    const resource = declarationOf(type);
    // A sub-resource without an ETag of its own is guarded by its parent's.
    const parentId = this.ctx.params.id;
    if (!resource.etag && parentId !== undefined && type !== this.op.resource.type) {
      this.guard(this.op.resource.type, parentId, this.item());
      return;
    }
    const family = resource.etag ?? this.op.resource.etag ?? "";
    checkIfMatch(this.ctx.req.headersDistinct["if-match"], etagOf(resource, id, record), family);
  }

  /** The declared success status: the first 2xx (a keyed first answer its 201 when both are declared). */
  success(): number {
    const ok = this.op.codes.filter((code) => code >= 200 && code < 300);
    return ok.find((code) => code !== 200) ?? ok[0] ?? 200;
  }

  answer(type: string, id: string, record: StoredRecord, status = this.success()): Reply {
    if (status === 204) return noContent();
    const etag = etagOf(declarationOf(type), id, record);
    const headers: Record<string, string> = etag ? { etag, "cache-control": CACHE_STRONG } : {};
    const shape = this.op.shape;
    if (shape === undefined) return single(this.ctx, render(type, id, record), status, headers);
    // A receipt: the record's attributes the shape has, `replayed` false (a replay turns it true).
    const attributes = buildAttributes(
      declarationOf(shape),
      { ...record.attributes, replayed: false },
      this.now,
    );
    return single(this.ctx, render(shape, id, { seq: record.seq, attributes }), status, headers);
  }

  publish(type: string, id: string, record: StoredRecord): void {
    const event = this.op.event;
    if (!event) return;
    const resource = declarationOf(type);
    const collection = resource.collection ?? resource.path.split("/").at(-1) ?? type;
    this.ctx.services.pipeline.publish({
      workspaceId: this.ctx.workspace.id,
      event,
      collection,
      item: { _id: id, ...structuredClone(record.attributes) },
    });
  }

  /** Creates and stores a record of `type` from `values` (the caller publishes it, when it should). */
  create(type: string, values: Record<string, unknown>, id = newId()): [string, StoredRecord] {
    const resource = declarationOf(type);
    const record: StoredRecord = {
      seq: this.ctx.services.state.nextSeq(),
      attributes: buildAttributes(resource, values, this.now),
      version: 0,
    };
    stamp(resource, id, record, this.now);
    this.collection(type).set(id, record);
    return [id, record];
  }

  /** Changes a record: the values it has, a new version; published with the operation's event. */
  change(
    type: string,
    id: string,
    record: StoredRecord,
    values: Record<string, unknown>,
    publish = true,
  ): void {
    merge(record.attributes, values);
    touch(declarationOf(type), id, record, this.now);
    // A collection that views another store (users, members) writes the change back.
    this.collection(type).set(id, record);
    if (publish) this.publish(type, id, record);
  }

  sets(): Record<string, unknown> {
    return settings(this.op.sets, this.now);
  }
}
