import type { WebhookDelivery } from "../schemas/index.js";
import type { DeliveryRow } from "./step-types.js";

/** The reportable facts of a delivery: no payload, URL or header ever exists in the record. */
export function deliveryRow(delivery: WebhookDelivery): DeliveryRow {
  const { attributes } = delivery;
  return {
    id: delivery.id,
    webhookId: attributes.webhookId,
    event: attributes.event,
    state: attributes.state,
    createdAt: attributes.createdAt,
    statusCode: attributes.attempts.at(-1)?.statusCode ?? null,
    transportCode: attributes.attempts.at(-1)?.transportCode ?? null,
    attempts: attributes.attemptCount,
  };
}

/** How the receiver answered the last attempt: `HTTP 503`, `transport error ENOTFOUND`, or that nothing came back. */
export function describeAnswer(row: Pick<DeliveryRow, "statusCode" | "transportCode"> | undefined): string {
  if (row?.statusCode) return `HTTP ${row.statusCode}`;
  if (row?.transportCode) return `transport error ${row.transportCode}`;
  return "no HTTP status";
}
