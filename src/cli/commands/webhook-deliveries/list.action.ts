import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import type { DELIVERY_STATES } from "../../shared-options.js";
import { type ListFlags, runListing } from "../list-action.js";

export interface DeliveryListFlags extends ListFlags {
  webhookId?: string | undefined;
  event?: string | undefined;
  state?: (typeof DELIVERY_STATES)[number] | undefined;
}

export async function listDeliveries(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: DeliveryListFlags,
): Promise<void> {
  const client = await openClient(ctx, globals);
  const query = {
    cursor: flags.cursor,
    limit: flags.limit,
    webhookId: flags.webhookId,
    event: flags.event,
    state: flags.state,
  };
  await runListing(
    ctx,
    globals,
    flags,
    {
      page: (signal) => client.listWebhookDeliveries(query, { signal }),
      pages: (options) => client.paginateWebhookDeliveries(query, options).pages(),
    },
    "deliveries",
  );
}
