/**
 * Where a v0 collection's documents come from: the records of its v1 resource (a document is
 * `_id`, `teamId` and the attributes), plus the documents the hand-written v0 handlers keep apart
 * (projects, times and contact groups they created), legacy webhooks, the team itself.
 */
import type { LegacyContext } from "../legacy/legacy-context.js";
import { legacyContactView } from "../legacy/records.js";
import { objectId } from "../state/ids.js";
import type { Doc } from "../state/model.js";
import type { Collection, StoredRecord } from "./collection.js";
import type { LegacyCollection } from "./legacy-catalog.js";
import { declarationOf } from "./operations.js";
import { buildAttributes, merge, stamp, touch } from "./records.js";
import { collectionOf } from "./store.js";

export interface LegacySource {
  list(): Doc[];
  get(id: string): Doc | undefined;
  create(fields: Record<string, unknown>): Doc;
  update(id: string, fields: Record<string, unknown>): Doc | undefined;
  remove(id: string): Doc | undefined;
}

export function legacySource(ctx: LegacyContext, collection: LegacyCollection): LegacySource {
  if (collection.name === "webhooks") return new DocSource(ctx, ctx.data.legacyWebhooks);
  if (collection.name === "teams") return new DocSource(ctx, new Map([[ctx.workspaceId, teamDoc(ctx)]]));
  const apart =
    collection.name === "projects"
      ? ctx.data.projects
      : collection.name === "times"
        ? ctx.data.times
        : collection.name === "contactgroups"
          ? ctx.data.contactGroups
          : undefined;
  // A contact reads as the hand-written v0 contact routes answer it (`firstname`, ...).
  const view = collection.name === "contacts" ? legacyContactView : undefined;
  return new RecordSource(ctx, collection.resource ?? collection.name, apart, view);
}

function teamDoc(ctx: LegacyContext): Doc {
  const workspace = ctx.services.state.workspaces.get(ctx.workspaceId);
  return { _id: ctx.workspaceId, name: workspace?.name ?? "", subdomain: workspace?.subdomain ?? null };
}

/** Documents kept as documents. */
class DocSource implements LegacySource {
  constructor(
    private readonly ctx: LegacyContext,
    private readonly docs: Map<string, Doc>,
  ) {}
  list(): Doc[] {
    return [...this.docs.values()];
  }
  get(id: string): Doc | undefined {
    return this.docs.get(id);
  }
  create(fields: Record<string, unknown>): Doc {
    const doc: Doc = {
      ...fields,
      _id: objectId(),
      teamId: this.ctx.workspaceId,
      createdAt: this.ctx.services.state.clock.iso(),
    };
    this.docs.set(doc._id, doc);
    return doc;
  }
  update(id: string, fields: Record<string, unknown>): Doc | undefined {
    const doc = this.docs.get(id);
    if (doc) Object.assign(doc, fields, { updatedAt: this.ctx.services.state.clock.iso() });
    return doc;
  }
  remove(id: string): Doc | undefined {
    const doc = this.docs.get(id);
    this.docs.delete(id);
    return doc;
  }
}

/** The records of a v1 resource as documents (and the hand-written handlers' documents beside them). */
class RecordSource implements LegacySource {
  private readonly records: Collection;
  private readonly others: DocSource | undefined;

  constructor(
    private readonly ctx: LegacyContext,
    private readonly type: string,
    apart: Map<string, Doc> | undefined,
    private readonly view?: (id: string, attributes: Record<string, unknown>, teamId: string) => Doc,
  ) {
    const store =
      type === "journalEntry" || type === "journalEntries" ? undefined : declarationOf(type).store;
    this.records = collectionOf(ctx.data, type, store);
    this.others = apart ? new DocSource(ctx, apart) : undefined;
  }
  #doc(id: string, record: StoredRecord): Doc {
    if (this.view) return this.view(id, structuredClone(record.attributes), this.ctx.workspaceId);
    return { _id: id, teamId: this.ctx.workspaceId, ...structuredClone(record.attributes) };
  }
  list(): Doc[] {
    return [
      ...this.records.entries().map(([id, record]) => this.#doc(id, record)),
      ...(this.others?.list() ?? []),
    ];
  }
  get(id: string): Doc | undefined {
    const record = this.records.get(id);
    return record ? this.#doc(id, record) : this.others?.get(id);
  }
  create(fields: Record<string, unknown>): Doc {
    const now = this.ctx.services.state.clock.iso();
    const id = objectId();
    const declaration = declarationOf(this.type);
    const record: StoredRecord = {
      seq: this.ctx.services.state.nextSeq(),
      attributes: buildAttributes(declaration, fields, now),
      version: 0,
    };
    stamp(declaration, id, record, now);
    this.records.set(id, record);
    return this.#doc(id, record);
  }
  update(id: string, fields: Record<string, unknown>): Doc | undefined {
    const record = this.records.get(id);
    if (!record) return this.others?.update(id, fields);
    merge(record.attributes, fields);
    touch(declarationOf(this.type), id, record, this.ctx.services.state.clock.iso());
    return this.#doc(id, record);
  }
  remove(id: string): Doc | undefined {
    const record = this.records.get(id);
    if (!record) return this.others?.remove(id);
    this.records.delete(id);
    return this.#doc(id, record);
  }
}
