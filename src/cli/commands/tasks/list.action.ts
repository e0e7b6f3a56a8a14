import type { ListTasksQuery } from "../../../client/index.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, listWith } from "../../listing.js";

/** The client's query (its zod schema's input) plus the listing flags. */
export type TaskListFlags = ListFlags & Omit<ListTasksQuery, "cursor" | "limit">;

export function listTasks(ctx: CliContext, globals: GlobalOptions, flags: TaskListFlags): Promise<void> {
  return listWith(ctx, globals, flags, "tasks", (client) => ({
    page: (query, options) => client.listTasks(query, options),
    paginate: (query, options) => client.paginateTasks(query, options),
  }));
}
