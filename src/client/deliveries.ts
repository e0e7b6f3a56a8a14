import { pageEnvelope, singleEnvelope, type WebhookDelivery, webhookDelivery } from "../schemas/index.js";
import { encodePathSegment, type Transport } from "../transport/index.js";
import { checkInput, deliveryPathId, listWebhookDeliveriesQuery, requestFields } from "./input.js";
import { expectStatus, parseBody } from "./response.js";
import type {
  ApiResponse,
  ListWebhookDeliveriesQuery,
  PageRequestOptions,
  PageResponse,
  RequestOptions,
} from "./types.js";

const deliveryPage = pageEnvelope(webhookDelivery);
const deliverySingle = singleEnvelope(webhookDelivery);

/** Delivery history, validated by the delivery schemas. */
export function deliveryOperations(t: Transport) {
  return {
    async listWebhookDeliveries(
      query: ListWebhookDeliveriesQuery = {},
      o: PageRequestOptions = {},
    ): Promise<PageResponse<WebhookDelivery>> {
      const q = checkInput(listWebhookDeliveriesQuery, query, "listWebhookDeliveries query");
      const res = await t.request({
        method: "GET",
        path: "/webhook-deliveries",
        query: q,
        ...requestFields(o),
      });
      expectStatus(res, [200]);
      o.onUnvalidatedBody?.(res.body);
      return { ...parseBody(deliveryPage, res), transport: res.transport };
    },

    async getWebhookDelivery(id: string, o: RequestOptions = {}): Promise<ApiResponse<WebhookDelivery>> {
      const safeId = checkInput(deliveryPathId, id, "delivery id");
      const res = await t.request({
        method: "GET",
        path: `/webhook-deliveries/${encodePathSegment(safeId, "delivery id")}`,
        ...requestFields(o),
      });
      expectStatus(res, [200]);
      return { ...parseBody(deliverySingle, res), transport: res.transport };
    },
  };
}
export type DeliveryOperations = ReturnType<typeof deliveryOperations>;
