import {
  type DeliveryState,
  deliveryIdPattern,
  deliveryStates,
  eventNamePattern,
  type WebhookDelivery,
} from "../../schemas/index.js";
import { invalidRequest, notFound } from "../http/failure.js";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import type { DeliveryRecord } from "../state/model.js";
import type { EmulatorState } from "../state/store.js";
import { type AuthedContext, page, paginate, single } from "./context.js";
import { pageWindow } from "./resources.js";

export function deliveryResource(state: EmulatorState, record: DeliveryRecord): WebhookDelivery {
  return {
    id: record.id,
    type: "webhookDelivery",
    attributes: {
      deliveryId: record.id,
      webhookId: record.webhookId,
      event: record.event,
      collection: record.collection,
      resourceId: record.resourceId,
      state: record.state,
      attemptCount: record.attempts.length,
      attempts: record.attempts.map((attempt) => ({ ...attempt })),
      createdAt: state.clock.iso(record.createdAt),
      updatedAt: state.clock.iso(record.updatedAt),
      completedAt: record.completedAt === null ? null : state.clock.iso(record.completedAt),
    },
  };
}

/** Only the exact authenticating credential's deliveries, newest first (contract 5.13). */
export function listWebhookDeliveries(ctx: AuthedContext): Reply {
  const query = new Query(ctx.url.searchParams, ["cursor", "limit", "webhookId", "event", "state"]);
  const webhookId = query.string("webhookId", { max: 256, pattern: /^[A-Za-z0-9_-]+$/ });
  const event = query.string("event", { max: 128, pattern: eventNamePattern });
  const state = query.oneOf<DeliveryState>("state", deliveryStates);
  const window = pageWindow(ctx, "listWebhookDeliveries", query, { webhookId, event, state });
  const { state: store } = ctx.services;
  const ids = store.deliveriesByCredential.get(ctx.credential.id) ?? [];
  const records = ids
    .map((id) => store.deliveries.get(id))
    .filter((record): record is DeliveryRecord => record !== undefined)
    .filter(
      (record) =>
        (webhookId === undefined || record.webhookId === webhookId) &&
        (event === undefined || record.event === event) &&
        (state === undefined || record.state === state),
    );
  const result = paginate(records, window.after, window.limit, true);
  const data = result.items.map((record) => deliveryResource(store, record));
  return page(ctx, data, window.limit, window.next(result.last, result.more));
}

export function getWebhookDelivery(ctx: AuthedContext): Reply {
  new Query(ctx.url.searchParams, []);
  const id = ctx.params.id as string;
  if (!deliveryIdPattern.test(id))
    throw invalidRequest("Path parameter id must match [A-Za-z0-9_-]{1,256}.", { parameter: "id" });
  const record = ctx.services.state.deliveries.get(id);
  if (!record || record.ownerCredentialId !== ctx.credential.id) throw notFound("The webhook delivery");
  return single(ctx, deliveryResource(ctx.services.state, record));
}
