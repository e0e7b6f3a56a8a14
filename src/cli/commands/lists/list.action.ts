import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, runListing } from "../list-action.js";

export interface ListListFlags extends ListFlags {
  archived?: boolean | undefined;
  type?: "tasks" | "projects" | "personal" | undefined;
  parentId?: string | undefined;
}

export async function listLists(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: ListListFlags,
): Promise<void> {
  const client = await openClient(ctx, globals);
  const { all: _all, maxPages: _maxPages, ...query } = flags;
  await runListing(
    ctx,
    globals,
    flags,
    {
      page: (signal) => client.listLists(query, { signal }),
      pages: (maxPages, signal) => client.paginateLists(query, { maxPages, signal }).pages(),
    },
    "lists",
  );
}
