import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, runListing } from "../list-action.js";

export interface TaskListFlags extends ListFlags {
  archived?: boolean | undefined;
  completed?: boolean | undefined;
  assigneeId?: string | undefined;
  contactId?: string | undefined;
  groupId?: string | undefined;
  listId?: string | undefined;
  personalListId?: string | undefined;
  projectId?: string | undefined;
  serviceId?: string | undefined;
  subscriberId?: string | undefined;
  tagId?: string | undefined;
}

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
      pages: (maxPages, signal) => client.paginateTasks(query, { maxPages, signal }).pages(),
    },
    "tasks",
  );
}
