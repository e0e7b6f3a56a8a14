import { z } from "zod";
import { dateTime, resource } from "./common.js";
import { lazySchema } from "./lazy.js";
import { deliveryId } from "./webhook.js";

export const deliveryStates = ["delivering", "failed", "retrying", "skipped", "succeeded"] as const;
export const deliveryState = z.enum(deliveryStates);
export type DeliveryState = z.infer<typeof deliveryState>;
export const terminalDeliveryStates: readonly DeliveryState[] = ["succeeded", "failed", "skipped"];

export const eventNamePattern = /^[A-Za-z0-9_.:-]{1,128}$/;
export const eventName = z.string().regex(eventNamePattern);

export const deliveryAttempt = lazySchema(() =>
  z.strictObject({
    attempt: z.number().int().min(1).max(32),
    state: deliveryState,
    startedAt: dateTime,
    finishedAt: dateTime.nullable(),
    statusCode: z.number().int().min(100).max(599).nullable(),
    errorCode: z.enum(["http_error", "transport_error"]).nullable(),
    transportCode: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
      .nullable(),
  }),
);
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

const webhookDeliveryAttributes = lazySchema(() =>
  z.strictObject({
    deliveryId,
    webhookId: deliveryId,
    event: eventName,
    collection: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/),
    resourceId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,256}$/)
      .nullable(),
    state: deliveryState,
    attemptCount: z.number().int().min(1).max(32),
    attempts: z.array(deliveryAttempt).min(1).max(32),
    createdAt: dateTime,
    updatedAt: dateTime,
    completedAt: dateTime.nullable(),
  }),
);
export type WebhookDeliveryAttributes = z.infer<typeof webhookDeliveryAttributes>;

export const webhookDelivery = lazySchema(() =>
  resource("webhookDelivery", webhookDeliveryAttributes, deliveryId),
);
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
