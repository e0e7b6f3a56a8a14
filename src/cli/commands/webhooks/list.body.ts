import type { ListWebhooksQuery } from "../../../client/index.js";
import type { HandlerContext } from "../../handler-context.js";
import { type ListFlags, listWith } from "../../listing.js";

export function listWebhooks(ctx: HandlerContext, flags: ListFlags): Promise<void> {
  return listWith(ctx, flags, "webhooks", (client) => ({
    page: (query: ListWebhooksQuery, options) => client.listWebhooks(query, options),
    paginate: (query: ListWebhooksQuery, options) => client.paginateWebhooks(query, options),
  }));
}
