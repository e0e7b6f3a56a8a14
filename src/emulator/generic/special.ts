/** The behaviours beyond plain records: sub-resources, operations that start work, catalogues, tokens. */
import { STATUS_CODES } from "node:http";
import { knownEventNames } from "../../schemas/index.js";
import { invalidRequest, notFound } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import { idHex, objectId, v1Token } from "../state/ids.js";
import { single } from "../v1/v1-context.js";
import type { GenericCall } from "./call.js";
import type { StoredRecord } from "./collection.js";
import { objectSchema } from "./fields.js";
import { declarationOf, type GenericOperation } from "./operations.js";
import { buildAttributes, render, stamp, transferOf } from "./records.js";
import { timer } from "./timers.js";

type Handler = (call: GenericCall) => Reply;

/** The record a sub-resource path names: keyed by its last parameter, or its parameters, or the workspace. */
function subject(call: GenericCall): [string, StoredRecord] {
  const { op, ctx } = call;
  const underItem = op.path.startsWith(`${op.resource.path}/{id}`) && op.resource.path !== "";
  if (underItem) call.item();
  const names = Object.keys(ctx.params);
  const key =
    names.length === 0
      ? ctx.workspace.id
      : op.resource.type === "customFieldValue"
        ? names.map((name) => ctx.params[name]).join(".")
        : (ctx.params[names.at(-1) as string] as string);
  const existing = call.collection(op.target).get(key);
  if (existing) return [key, existing];
  if (!underItem && names.length > 0 && op.resource.type !== "customFieldValue")
    throw notFound(`The ${op.target}`);
  return [key, { seq: 0, attributes: seedValues(call, key), version: 0 }];
}

/** What a sub-resource or a started operation links to: its parent's id where it names one. */
function seedValues(call: GenericCall, key: string): Record<string, unknown> {
  const { ctx, op } = call;
  const target = declarationOf(op.target);
  const values: Record<string, unknown> = {};
  const parent = ctx.params.id;
  const link = `${op.resource.type}Id`;
  if (parent !== undefined) values[target.type === "taskRecurrenceOperation" ? "seriesId" : link] = parent;
  if (op.resource.type === "customFieldValue") Object.assign(values, ctx.params);
  if (target.type === "workspaceSettings") values.name = ctx.workspace.name;
  if (target.type === "taskRecurrenceOccurrence") values.occurrenceKey = key;
  return values;
}

const view: Handler = (call) => {
  const [key, record] = subject(call);
  const fresh = record.seq === 0 ? materialize(call, key, record) : record;
  return call.answer(call.op.target, key, fresh, 200);
};

/** A sub-resource nobody wrote yet, as it would be stored: every attribute, its revision stamped. */
function materialize(call: GenericCall, key: string, record: StoredRecord): StoredRecord {
  return { seq: 0, attributes: buildOnly(call, call.op.target, record.attributes, key), version: 0 };
}

function buildOnly(call: GenericCall, type: string, values: Record<string, unknown>, id: string) {
  const record: StoredRecord = {
    seq: 0,
    attributes: buildAttributes(declarationOf(type), values, call.now),
    version: 0,
  };
  stamp(declarationOf(type), id, record, call.now);
  return record.attributes;
}

/** Writes a sub-resource; one nobody wrote yet is stored only once the request passed its checks. */
const replace: Handler = (call) => {
  const [key, record] = subject(call);
  const fresh = record.seq === 0;
  call.guard(call.op.target, key, fresh ? materialize(call, key, record) : record);
  const values = { ...call.body(), ...call.sets() };
  const stored = fresh ? store(call, key, record) : record;
  call.change(call.op.target, key, stored, values);
  return call.answer(call.op.target, key, stored);
};

function store(call: GenericCall, key: string, record: StoredRecord): StoredRecord {
  const [, created] = call.create(call.op.target, record.attributes, key);
  return created;
}

/** Starts work on the item (or the collection): the item takes the operation's settings, a new record of the answer's type reports it. */
const action: Handler = (call) => {
  const { op, ctx } = call;
  const values = { ...call.body(), ...call.sets() };
  if (ctx.params.id !== undefined && op.path.startsWith(`${op.resource.path}/{id}`)) {
    const record = call.item();
    call.guard(op.resource.type, ctx.params.id, record);
    const own = Object.fromEntries(Object.entries(values).filter(([name]) => name in record.attributes));
    if (Object.keys(own).length > 0) call.change(op.resource.type, ctx.params.id, record, own);
    else call.publish(op.resource.type, ctx.params.id, record);
  }
  const linked = { ...seedValues(call, ""), ...values };
  if (op.target === "fileDownloadIntent" || op.target === "fileUploadIntent")
    Object.assign(linked, transfer(call));
  if (op.target === "exportDownloadIntent") Object.assign(linked, { token: idHex(16) });
  const [id, created] = call.create(op.target, linked);
  return call.answer(op.target, id, created);
};

function transfer(call: GenericCall): Record<string, unknown> {
  const state = call.ctx.services.state;
  const body = call.ctx.body as { file?: Record<string, unknown> } | undefined;
  return {
    file: body?.file ?? { fileName: "file", mimeType: "application/octet-stream", size: 0 },
    transfer: transferOf(
      state.clock.now(),
      (ms) => state.clock.iso(ms),
      call.op.target === "fileUploadIntent" ? "PUT" : "GET",
    ),
  };
}

/** The versions or occurrences of an item: the ones written so far (none until one is). */
const history: Handler = (call) => {
  call.item();
  const records = call
    .collection(call.op.target)
    .entries()
    .filter(([, record]) => Object.values(record.attributes).includes(call.ctx.params.id));
  const data = records.map(([id, record]) => render(call.op.target, id, record));
  return {
    status: 200,
    body: { data, meta: { requestId: call.ctx.requestId, page: { limit: 50, nextCursor: null } } },
  };
};

/** A fixed list: the event catalogue, capabilities, entitlements, automation actions, installations. */
const catalog: Handler = (call) => {
  const type = call.op.target;
  const names: readonly string[] =
    type === "eventDefinition"
      ? knownEventNames
      : type === "systemCapability" || type === "workspaceEntitlement"
        ? ["api", "webhooks", "automations"]
        : [];
  const data = names.map((name) => {
    const values =
      type === "eventDefinition"
        ? { requiredScopes: [] }
        : { accessible: true, entitled: true, enabled: true };
    return render(type, name, { seq: 0, attributes: buildOnly(call, type, values, name) });
  });
  return single(call.ctx, data);
};

export const specialKinds: Partial<Record<GenericOperation["kind"], Handler>> = {
  view,
  replace,
  action,
  history,
  catalog,
  timer,
  copy: (call) => {
    const source = call.item();
    call.guard(call.op.resource.type, call.ctx.params.id as string, source);
    const body = call.body();
    const values = {
      ...source.attributes,
      archived: false,
      archivedAt: null,
      completed: false,
      completedAt: null,
      duplicateOfTaskId: call.ctx.params.id,
      ...(body.name ? { name: body.name } : {}),
    };
    const [id, record] = call.create(call.op.resource.type, values);
    call.publish(call.op.resource.type, id, record);
    return call.answer(call.op.resource.type, id, record);
  },
  bulk: (call) => bulkUpdate(call),
  batch: (call) => {
    const { fieldIds } = call.body() as { fieldIds: string[] };
    const data = fieldIds.map((fieldId) => {
      call.ctx.params.fieldId = fieldId;
      const [key, record] = subject(call);
      return render("customFieldValue", key, record.seq === 0 ? materialize(call, key, record) : record);
    });
    return single(call.ctx, data);
  },
  search: (call) => {
    const { term } = call.body() as { term: string };
    const hits = call
      .collection("task")
      .entries()
      .filter(([, record]) => String(record.attributes.name).toLowerCase().includes(term.toLowerCase()));
    const data = hits.map(([id, record]) => ({
      id,
      type: "task",
      attributes: {
        archived: record.attributes.archived,
        completed: record.attributes.completed,
        title: record.attributes.name,
      },
    }));
    return single(call.ctx, data);
  },
  token: (call) => issueToken(call),
  finalize: (call) => {
    const intent = call.item("fileUploadIntent");
    const file = (intent.attributes.file ?? {}) as Record<string, unknown>;
    const [id, record] = call.create("file", {
      name: file.fileName,
      mimeType: file.mimeType,
      size: file.size,
      downloadAvailable: true,
    });
    call.collection("fileUploadIntent").delete(call.ctx.params.id as string);
    return call.answer("file", id, record, 200);
  },
  cancel: (call) => {
    call.item("fileUploadIntent");
    call.collection("fileUploadIntent").delete(call.ctx.params.id as string);
    const record = { seq: 0, attributes: { replayed: false, state: "canceled" } };
    return call.answer("fileUploadCancellation", call.ctx.params.id as string, record, 200);
  },
  download: (call) => {
    const record = call.item("export");
    if (record.attributes.state !== "succeeded") throw invalidRequest("The export has not succeeded yet.");
    const name = String(record.attributes.fileName || "export.csv");
    return {
      status: 200,
      text: "id\n",
      headers: {
        "content-type": "text/csv",
        "content-disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
        "cache-control": "private, no-store",
      },
    };
  },
};

/** An item's failure, as the API error of a request would say it. */
const itemError = (status: number, code: string, detail: string) => ({
  status: String(status),
  code,
  title: STATUS_CODES[status] ?? "Error",
  detail,
});

const bulkResult = (id: string, status: string, task: unknown, error: unknown = null) => ({
  id,
  type: "taskBulkUpdateResult",
  attributes: { error, status, task },
});

/**
 * Each item changes one task when its `revision` is the task's current `developerRevision` (else
 * `conflict`) and its `data` is a valid change (else `invalid`); the others are still applied.
 */
function bulkUpdate(call: GenericCall): Reply {
  const { items } = call.body() as { items: { id?: unknown; revision?: unknown; data?: unknown }[] };
  const tasks = call.collection("task");
  const change = objectSchema(call.op.resource.bodies?.TaskBulkUpdateData ?? "");
  const data = items.map((item, index) => {
    const id = typeof item.id === "string" ? item.id : String(index);
    const record = tasks.get(id);
    if (!record) return bulkResult(id, "notFound", null);
    if (item.revision !== record.attributes.developerRevision)
      return bulkResult(
        id,
        "conflict",
        null,
        itemError(412, "precondition_failed", "The task changed since that revision."),
      );
    const parsed = change.safeParse(item.data);
    if (!parsed.success)
      return bulkResult(
        id,
        "invalid",
        null,
        itemError(400, "invalid_request", parsed.error.issues[0]?.message ?? "invalid"),
      );
    call.change("task", id, record, parsed.data as Record<string, unknown>);
    return bulkResult(id, "updated", render("task", id, record));
  });
  const count = (status: string) => data.filter((entry) => entry.attributes.status === status).length;
  const summary = {
    conflicts: count("conflict"),
    failed: data.length - count("updated") - count("conflict"),
    requested: data.length,
    updated: count("updated"),
  };
  return { status: 200, body: { data, meta: { requestId: call.ctx.requestId, summary } } };
}

/** A personal access token or service-account credential: the token is shown once, in this answer. */
function issueToken(call: GenericCall): Reply {
  const { op, ctx } = call;
  const state = ctx.services.state;
  const body = call.body() as { name?: string; scopes?: string[]; description?: string };
  const rotating = op.id.startsWith("rotate");
  const existingId = rotating ? (Object.values(ctx.params).at(-1) as string) : undefined;
  const existing = existingId === undefined ? undefined : call.collection(op.target).get(existingId);
  if (rotating && !existing) throw notFound(`The ${op.target}`);
  if (op.path.startsWith(`${op.resource.path}/{id}`) && op.resource.type !== op.target) call.item();
  const id = existingId ?? objectId();
  const token = v1Token(
    op.target === "personalAccessToken" ? "tg_pat_v2" : "tg_sa_v2",
    state.region,
    state.cellId,
    id,
  );
  const values = {
    ...(existing?.attributes ?? {}),
    ...body,
    expiresAt: state.clock.iso(state.clock.now() + 90 * 86_400_000),
    generation: Number(existing?.attributes.generation ?? 0) + 1,
    lastFour: token.slice(-4),
    principalId: ctx.credential.id,
    status: "active",
  };
  // A new service account is created with its first credential, under one id.
  if (op.id === "createServiceAccount")
    call.create(
      "serviceAccount",
      { displayName: body.name, description: body.description ?? null, status: "active" },
      id,
    );
  const [recordId, record] = call.create(op.target, values, id);
  const shown = render(op.target, recordId, record);
  shown.attributes.token = token;
  delete record.attributes.token;
  return single(ctx, shown, call.success());
}
