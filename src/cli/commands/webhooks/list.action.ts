import type { ListWebhooksQuery } from "../../../client/index.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, listWith } from "../../listing.js";

export function listWebhooks(ctx: CliContext, globals: GlobalOptions, flags: ListFlags): Promise<void> {
  return listWith(ctx, globals, flags, "webhooks", (client) => ({
    page: (query: ListWebhooksQuery, options) => client.listWebhooks(query, options),
    paginate: (query: ListWebhooksQuery, options) => client.paginateWebhooks(query, options),
  }));
}
