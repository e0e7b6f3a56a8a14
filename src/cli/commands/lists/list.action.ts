import type { ListListsQuery } from "../../../client/index.js";
import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, runListing } from "../list-action.js";

/** The client's query (its zod schema's input) plus the listing flags. */
export type ListListFlags = ListFlags & Omit<ListListsQuery, "cursor" | "limit">;

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
      pages: (options) => client.paginateLists(query, options).pages(),
    },
    "lists",
  );
}
