import type { ListTasksQuery } from "../../../client/index.js";
import type { HandlerContext } from "../../handler-context.js";
import { type ListFlags, listWith } from "../../listing.js";

/** The client's query (its zod schema's input) plus the listing flags. */
export type TaskListFlags = ListFlags & Omit<ListTasksQuery, "cursor" | "limit">;

export function listTasks(ctx: HandlerContext, flags: TaskListFlags): Promise<void> {
  return listWith(ctx, flags, "tasks", (client) => ({
    page: (query, options) => client.listTasks(query, options),
    paginate: (query, options) => client.paginateTasks(query, options),
  }));
}
