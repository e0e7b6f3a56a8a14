import type { HandlerContext } from "../../handler-context.js";
import { type ListFlags, listWith } from "../../listing.js";
import type { DELIVERY_STATES } from "../../shared-options.js";

export interface DeliveryListFlags extends ListFlags {
  webhookId?: string | undefined;
  event?: string | undefined;
  state?: (typeof DELIVERY_STATES)[number] | undefined;
}

export function listDeliveries(ctx: HandlerContext, flags: DeliveryListFlags): Promise<void> {
  return listWith(ctx, flags, "deliveries", (client) => ({
    page: (query, options) => client.listWebhookDeliveries(query, options),
    paginate: (query, options) => client.paginateWebhookDeliveries(query, options),
  }));
}
