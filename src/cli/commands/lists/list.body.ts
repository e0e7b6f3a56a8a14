import type { ListListsQuery } from "../../../client/index.js";
import type { HandlerContext } from "../../handler-context.js";
import { type ListFlags, listWith } from "../../listing.js";

/** The client's query (its zod schema's input) plus the listing flags. */
export type ListListFlags = ListFlags & Omit<ListListsQuery, "cursor" | "limit">;

export function listLists(ctx: HandlerContext, flags: ListListFlags): Promise<void> {
  return listWith(ctx, flags, "lists", (client) => ({
    page: (query, options) => client.listLists(query, options),
    paginate: (query, options) => client.paginateLists(query, options),
  }));
}
