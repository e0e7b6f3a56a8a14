import type { ListTasksQuery } from "../../../client/index.js";
import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, runListing } from "../list-action.js";

/** The client's query (its zod schema's input) plus the listing flags. */
export type TaskListFlags = ListFlags & Omit<ListTasksQuery, "cursor" | "limit">;

export async function listTasks(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: TaskListFlags,
): Promise<void> {
  const client = await openClient(ctx, globals);
  const { all: _all, maxPages: _maxPages, ...query } = flags;
  await runListing(
    ctx,
    globals,
    flags,
    {
      page: (signal) => client.listTasks(query, { signal }),
      pages: (options) => client.paginateTasks(query, options).pages(),
    },
    "tasks",
  );
}
