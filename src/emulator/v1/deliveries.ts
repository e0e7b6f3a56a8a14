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
import { pageWindow } from "./resources.js";
import { type AuthedContext, page, single } from "./v1-context.js";

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

/** Only the exact authenticating credential's deliveries, newest first. */
export function listWebhookDeliveries(ctx: AuthedContext): Reply {
  const query = new Query(ctx.url.searchParams, ["cursor", "limit", "webhookId", "event", "state"]);
  const webhookId = query.string("webhookId", { max: 256, pattern: /^[A-Za-z0-9_-]+$/ });
  const event = query.string("event", { max: 128, pattern: eventNamePattern });
  const state = query.oneOf<DeliveryState>("state", deliveryStates);
  const window = pageWindow(ctx, "listWebhookDeliveries", query, { webhookId, event, state });
  const { state: store } = ctx.services;
  const ids = store.deliveriesByCredential.get(ctx.credential.id) ?? [];
  const matches = (record: DeliveryRecord) =>
    (webhookId === undefined || record.webhookId === webhookId) &&
    (event === undefined || record.event === event) &&
    (state === undefined || record.state === state);
  // `ids` is in ascending seq order (records are appended as they are created), so a page is a
  // walk backwards from the cursor: O(page) per request, not a sort of the whole history.
  const items: DeliveryRecord[] = [];
  let more = false;
  for (let index = startIndex(store, ids, window.after); index >= 0; index -= 1) {
    const record = store.deliveries.get(ids[index] as string);
    if (!record || !matches(record)) continue;
    if (items.length === window.limit) {
      more = true;
      break;
    }
    items.push(record);
  }
  const data = items.map((record) => deliveryResource(store, record));
  return page(ctx, data, window.limit, window.next(items.at(-1)?.seq, more));
}

/** The index of the newest record older than `after` (all of them without a cursor). */
function startIndex(store: EmulatorState, ids: readonly string[], after: number | undefined): number {
  if (after === undefined) return ids.length - 1;
  let low = 0;
  let high = ids.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const seq = store.deliveries.get(ids[middle] as string)?.seq ?? Number.POSITIVE_INFINITY;
    if (seq < after) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
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
