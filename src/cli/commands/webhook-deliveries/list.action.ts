import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { type ListFlags, listWith } from "../../listing.js";
import type { DELIVERY_STATES } from "../../shared-options.js";

export interface DeliveryListFlags extends ListFlags {
  webhookId?: string | undefined;
  event?: string | undefined;
  state?: (typeof DELIVERY_STATES)[number] | undefined;
}

export function listDeliveries(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: DeliveryListFlags,
): Promise<void> {
  return listWith(ctx, globals, flags, "deliveries", (client) => ({
    page: (query, options) => client.listWebhookDeliveries(query, options),
    paginate: (query, options) => client.paginateWebhookDeliveries(query, options),
  }));
}
