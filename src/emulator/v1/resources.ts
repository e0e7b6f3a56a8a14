import { invalidRequest, notFound } from "../http/failure.js";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import { type AuthedContext, page, paginate, single } from "./v1-context.js";

const idRule = { max: 128 };

export function getWorkspace(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  const { workspace } = ctx;
  return single(ctx, {
    id: workspace.id,
    type: "workspace",
    attributes: {
      cellId: workspace.cellId,
      currency: workspace.currency,
      name: workspace.name,
      region: workspace.region,
      subdomain: workspace.subdomain,
    },
  });
}

/** Reads cursor + limit and the filters; the cursor is bound to the filter set. */
export function pageWindow(
  ctx: AuthedContext,
  operation: string,
  query: Query,
  filters: Record<string, unknown>,
): PageWindow {
  return new PageWindow(ctx, operation, query, filters);
}

/** A class rather than a closure per request: a list request's own allocations show in its CPU (docs/startup.md). */
class PageWindow {
  readonly limit: number;
  readonly after: number | undefined;

  constructor(
    private readonly ctx: AuthedContext,
    private readonly operation: string,
    query: Query,
    private readonly filters: Record<string, unknown>,
  ) {
    this.limit = query.int("limit", { min: 1, max: operation === "listWebhooks" ? 100 : 200, fallback: 50 });
    const cursor = query.string("cursor", { max: 1024 });
    this.after =
      cursor === undefined
        ? undefined
        : ctx.services.cursors.decode(cursor, operation, ctx.credential.id, filters);
  }

  /** The cursor of the page after one that ended at `last`, when there is more. */
  next(last: number | undefined, more: boolean): string | null {
    return more && last !== undefined
      ? this.ctx.services.cursors.encode(this.operation, this.ctx.credential.id, this.filters, last)
      : null;
  }
}

const TASK_FILTERS = [
  "assigneeId",
  "contactId",
  "groupId",
  "listId",
  "personalListId",
  "projectId",
  "serviceId",
  "subscriberId",
  "tagId",
] as const;

export function listTasks(ctx: AuthedContext): Reply {
  const query = new Query(ctx.url.searchParams, [
    "cursor",
    "limit",
    "archived",
    "completed",
    ...TASK_FILTERS,
  ]);
  const archived = query.bool("archived") ?? false;
  const completed = query.bool("completed");
  const filters: Record<string, unknown> = { archived, completed };
  for (const name of TASK_FILTERS) filters[name] = query.string(name, idRule);
  const window = pageWindow(ctx, "listTasks", query, filters);
  const tasks = [...ctx.services.state.workspaceData(ctx.workspace.id).tasks.entries()]
    .map(([id, task]) => ({ id, seq: task.seq, attributes: task.attributes }))
    .filter(({ attributes }) => {
      if (attributes.archived !== archived) return false;
      if (completed !== undefined && attributes.completed !== completed) return false;
      for (const name of TASK_FILTERS) {
        const wanted = filters[name];
        if (wanted === undefined) continue;
        if (name === "subscriberId" || name === "tagId") {
          const list = attributes[name === "tagId" ? "tagIds" : "subscriberIds"] as string[];
          if (!list.includes(wanted as string)) return false;
        } else if (attributes[name] !== wanted) return false;
      }
      return true;
    });
  const result = paginate(tasks, window.after, window.limit, false);
  const data = result.items.map(({ id, attributes }) => ({
    id,
    type: "task",
    attributes: structuredClone(attributes),
  }));
  return page(ctx, data, window.limit, window.next(result.last, result.more));
}

export function listLists(ctx: AuthedContext): Reply {
  const query = new Query(ctx.url.searchParams, ["cursor", "limit", "archived", "type", "parentId"]);
  const archived = query.bool("archived") ?? false;
  const type = query.oneOf("type", ["tasks", "projects", "personal"] as const);
  const parentId = query.string("parentId", idRule);
  const window = pageWindow(ctx, "listLists", query, { archived, type, parentId });
  const items = [...ctx.services.state.workspaceData(ctx.workspace.id).lists.values()].filter((item) => {
    if (item.attributes.archived !== archived) return false;
    if (type === undefined && parentId === undefined) return true;
    // `type` and `parentId` describe task lists; the service and tag variants never match them.
    if (item.type !== "list") return false;
    return (
      (type === undefined || item.attributes.type === type) &&
      (parentId === undefined || item.attributes.parentId === parentId)
    );
  });
  const result = paginate(items, window.after, window.limit, false);
  const data = result.items.map((item) => ({
    id: item.id,
    type: item.type,
    attributes: structuredClone(item.attributes),
  }));
  return page(ctx, data, window.limit, window.next(result.last, result.more));
}

export function getContact(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  const id = ctx.params.id as string;
  if (id.length < 1 || id.length > 128)
    throw invalidRequest("Path parameter id must be 1-128 characters.", { parameter: "id" });
  const contact = ctx.services.state.workspaceData(ctx.workspace.id).contacts.get(id);
  if (!contact) throw notFound("The contact");
  return single(ctx, { id, type: "contact", attributes: structuredClone(contact) });
}
