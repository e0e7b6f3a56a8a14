import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, runListing } from "../list-action.js";

export async function listWebhooks(ctx: CliContext, globals: GlobalOptions, flags: ListFlags): Promise<void> {
  const client = await openClient(ctx, globals);
  const query = { cursor: flags.cursor, limit: flags.limit };
  await runListing(
    ctx,
    globals,
    flags,
    {
      page: (signal) => client.listWebhooks(query, { signal }),
      pages: (options) => client.paginateWebhooks(query, options).pages(),
    },
    "webhooks",
  );
}
