import { z } from "zod";
import {
  contactId,
  cursor,
  deliveryIdPattern,
  deliveryStates,
  eventNamePattern,
  lazySchema,
  webhookIdPattern,
} from "../schemas/index.js";
import { ClientError } from "../transport/index.js";

/** Validates caller input before any request; failures name the field and the fix. */
export function checkInput<S extends z.ZodType>(schema: S, value: unknown, label: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${label}.${issue.path.map(String).join(".")}` : label;
  const keys = issue?.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
  throw new ClientError("invalid_arguments", `invalid ${field}: ${issue?.message ?? "invalid value"}${keys}`);
}

const intRange = (min: number, max: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return z.number(message).int(message).min(min, message).max(max, message);
};

export const webhookPathId = z
  .string("must be a string")
  .regex(webhookIdPattern, "must match [A-Za-z0-9_.:-]{1,128}; use the id returned by the API");
export const deliveryPathId = z
  .string("must be a string")
  .regex(deliveryIdPattern, "must match [A-Za-z0-9_-]{1,256}; use the id returned by the API");
export const contactPathId = contactId;

const cursorValue = cursor.describe("opaque cursor from meta.page.nextCursor");
const filterId = z.string().min(1).max(128);

export const listTasksQuery = lazySchema(() =>
  z.strictObject({
    cursor: cursorValue.optional(),
    limit: intRange(1, 200).optional(),
    archived: z.boolean().optional(),
    completed: z.boolean().optional(),
    assigneeId: filterId.optional(),
    contactId: filterId.optional(),
    groupId: filterId.optional(),
    listId: filterId.optional(),
    personalListId: filterId.optional(),
    projectId: filterId.optional(),
    serviceId: filterId.optional(),
    subscriberId: filterId.optional(),
    tagId: filterId.optional(),
  }),
);
export const listListsQuery = lazySchema(() =>
  z.strictObject({
    cursor: cursorValue.optional(),
    limit: intRange(1, 200).optional(),
    archived: z.boolean().optional(),
    type: z.enum(["tasks", "projects", "personal"]).optional(),
    parentId: filterId.optional(),
  }),
);
export const listWebhooksQuery = z.strictObject({
  cursor: cursorValue.optional(),
  limit: intRange(1, 100).optional(),
});
export const listWebhookDeliveriesQuery = lazySchema(() =>
  z.strictObject({
    cursor: cursorValue.optional(),
    limit: intRange(1, 200).optional(),
    // A delivery's webhookId has the delivery-id grammar, not the webhook path id's.
    webhookId: z.string().regex(deliveryIdPattern, "must match [A-Za-z0-9_-]{1,256}").optional(),
    event: z.string().regex(eventNamePattern, "must match [A-Za-z0-9_.:-]{1,128}").optional(),
    state: z.enum(deliveryStates).optional(),
  }),
);
export const maxPagesOption = intRange(1, 10_000);

/** Only the per-request fields the transport takes, whatever else the caller's object holds. */
export function requestFields(
  o: { signal?: AbortSignal | undefined; requestId?: string | undefined } | undefined,
) {
  return { signal: o?.signal, requestId: o?.requestId };
}
