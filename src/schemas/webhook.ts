import { z } from "zod";
import { resource } from "./common.js";
import { signingSecretPattern } from "./patterns.js";

export const webhookIdPattern = /^[A-Za-z0-9_.:-]{1,128}$/;
export const webhookId = z.string().regex(webhookIdPattern, "must match [A-Za-z0-9_.:-]{1,128}");

export const revisionPattern = /^whk1-[a-f0-9]{64}$/;
export const webhookRevision = z.string().regex(revisionPattern, 'must look like "whk1-<64 hex>"');
/** The quoted strong ETag form of a revision, as sent in `If-Match` and returned in `ETag`. */
export const webhookEtagPattern = /^"whk1-[a-f0-9]{64}"$/;

export const signingSecret = z.string().regex(signingSecretPattern);

export const actionNamePattern = /^[A-Za-z0-9_.:-]{1,100}$/;
export const webhookActions = z
  .array(z.string().regex(actionNamePattern, "must match [A-Za-z0-9_.:-]{1,100}"))
  .min(1)
  .max(100)
  .refine((actions) => new Set(actions).size === actions.length, { message: "actions must be unique" });

/** https with a host, at most 2048 chars, no credentials, no fragment (contract 5.8). */
export const webhookUrl = z
  .string()
  .max(2048)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be an absolute URL" });
      return;
    }
    if (url.protocol !== "https:") ctx.addIssue({ code: "custom", message: "must use https" });
    if (!url.hostname) ctx.addIssue({ code: "custom", message: "must have a host" });
    if (url.username || url.password)
      ctx.addIssue({ code: "custom", message: "must not contain credentials" });
    if (value.includes("#")) ctx.addIssue({ code: "custom", message: "must not contain a fragment" });
  });

export const webhookAttributes = z.strictObject({
  actions: z.array(z.string()),
  disabled: z.boolean(),
  failCount: z.number().int().min(0),
  lastStatus: z.number().int().min(100).max(599).nullable(),
  url: z.string().max(2048),
  version: z.literal(2),
  revision: webhookRevision,
});
export type WebhookAttributes = z.infer<typeof webhookAttributes>;

export const webhook = resource("webhook", webhookAttributes, webhookId);
export type Webhook = z.infer<typeof webhook>;

/** Create responses (201 and the 200 replay) carry the reveal-once signing secret. */
export const webhookWithSecret = resource("webhook", webhookAttributes.extend({ signingSecret }), webhookId);
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookCreate = z.strictObject({ actions: webhookActions, url: webhookUrl });
export type WebhookCreate = z.infer<typeof webhookCreate>;

export const webhookUpdate = z
  .strictObject({
    actions: webhookActions.optional(),
    disabled: z.boolean().optional(),
    url: webhookUrl.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "give at least one of actions, disabled, url" });
export type WebhookUpdate = z.infer<typeof webhookUpdate>;

export const webhookSecretRotation = resource(
  "webhookSecretRotation",
  z.strictObject({ replayed: z.boolean(), revision: webhookRevision, signingSecret }),
  webhookId,
);
export type WebhookSecretRotation = z.infer<typeof webhookSecretRotation>;

export const deliveryIdPattern = /^[A-Za-z0-9_-]{1,256}$/;
export const deliveryId = z.string().regex(deliveryIdPattern);

export const webhookTestDelivery = resource(
  "webhookTestDelivery",
  z.strictObject({ replayed: z.boolean(), test: z.literal(true), webhookId }),
  deliveryId,
);
export type WebhookTestDelivery = z.infer<typeof webhookTestDelivery>;

/** Event names a webhook may subscribe to (contract 7.5); the service accepts any well-formed name. */
export const knownWebhookEvents = [
  "user_online",
  "user_offline",
  "user_added",
  "user_removed",
  "task_created",
  "task_updated",
  "task_completed",
  "task_reopened",
  "task_removed",
  "task_restored",
  "timetracking_started",
  "timetracking_stopped",
  "timeentry_created_manually",
  "timeentry_updated",
  "timeentry_removed",
  "timeentry_restored",
  "project_created",
  "project_updated",
  "project_completed",
  "project_reopened",
  "project_archived",
  "project_restored",
  "contact_created",
  "contact_updated",
  "contact_removed",
  "contact_restored",
] as const;
export const TEST_EVENT = "webhook.test";
