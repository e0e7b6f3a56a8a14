import { z } from "zod";
import { resource } from "./common.js";
import { lazySchema } from "./lazy.js";
import { signingSecretPattern, uriCharacterProblem } from "./patterns.js";

export const webhookIdPattern = /^[A-Za-z0-9_.:-]{1,128}$/;
const webhookId = z.string().regex(webhookIdPattern, "must match [A-Za-z0-9_.:-]{1,128}");
/** The prefixes of API tokens and signing secrets: a value starting so is a secret pasted by mistake. */
const secretPrefix = /^(?:tg_(?:sk_v1|pat_v2|sa_v2)_|whsec_v2_)/;
/**
 * A webhook id someone gives us to address a webhook: the contract's pattern admits `.` and `..`,
 * which no URL carries as one path segment (they would address another operation).
 */
export const webhookIdParameter = webhookId
  .refine((id) => id !== "." && id !== "..", {
    message: "must not be . or .. (a URL resolves them to another path); use the id returned by the API",
  })
  .refine((id) => !secretPrefix.test(id), {
    message:
      "must not be an API token or signing secret (the id is sent in request URLs); use the id returned by the API",
  });

export const revisionPattern = /^whk1-[a-f0-9]{64}$/;
const webhookRevision = z.string().regex(revisionPattern, 'must look like "whk1-<64 hex>"');
/** The quoted strong ETag form of a revision, as sent in `If-Match` and returned in `ETag`. */
export const webhookEtagPattern = /^"whk1-[a-f0-9]{64}"$/;

const signingSecret = z.string().regex(signingSecretPattern);

const actionNamePattern = /^[A-Za-z0-9_.:-]{1,100}$/;
export const webhookActions = z
  .array(z.string().regex(actionNamePattern, "must match [A-Za-z0-9_.:-]{1,100}"))
  .min(1)
  .max(100)
  .refine((actions) => new Set(actions).size === actions.length, { message: "actions must be unique" });

/**
 * https with a host, at most 2048 chars, no credentials, no fragment, and a valid
 * RFC 3986 URI as written: the WHATWG parser behind `new URL()` silently drops tabs and newlines
 * and turns `\` into `/`, so the raw string is checked, and the raw string is what is sent.
 */
export const webhookUrl = z
  .string()
  .max(2048, "must be at most 2048 characters")
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

function webhookUrlProblem(value: string): string | undefined {
  const characters = uriCharacterProblem(value);
  if (characters) return characters;
  if (!/^https:\/\//i.test(value)) return "must be an absolute https:// URL";
  const authority = /^https:\/\/([^/?#]*)/i.exec(value)?.[1] ?? "";
  if (authority.includes("@")) return "must not contain credentials (user@ or user:password@)";
  if (value.includes("#")) return "must not contain a fragment (#...)";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "is not a valid URL";
  }
  if (!authority || !url.hostname) return "must have a host";
  return undefined;
}

const webhookAttributes = lazySchema(() =>
  z.strictObject({
    actions: z.array(z.string()),
    disabled: z.boolean(),
    failCount: z.number().int().min(0),
    lastStatus: z.number().int().min(100).max(599).nullable(),
    url: z.string().max(2048),
    version: z.literal(2),
    revision: webhookRevision,
  }),
);
export type WebhookAttributes = z.infer<typeof webhookAttributes>;

export const webhook = lazySchema(() => resource("webhook", webhookAttributes, webhookId));
export type Webhook = z.infer<typeof webhook>;

/** Create responses (201 and the 200 replay) carry the reveal-once signing secret. */
export const webhookWithSecret = lazySchema(() =>
  resource("webhook", webhookAttributes.unwrap().extend({ signingSecret }), webhookId),
);
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

/**
 * What a create or rotation answer must hold for its secret to be usable: a webhook id and a
 * well-formed signing secret. The rest of the answer is checked by `webhookWithSecret` /
 * `webhookSecretRotation`; a client that tolerates deviations reports those as warnings.
 */
export const revealedSecretEssentials = lazySchema(() =>
  z.object({ data: z.object({ id: webhookId, attributes: z.object({ signingSecret }) }) }),
);

export const webhookCreate = lazySchema(() => z.strictObject({ actions: webhookActions, url: webhookUrl }));
export type WebhookCreate = z.infer<typeof webhookCreate>;

export const webhookUpdate = lazySchema(() =>
  z
    .strictObject({
      actions: webhookActions.optional(),
      disabled: z.boolean().optional(),
      url: webhookUrl.optional(),
    })
    .refine((body) => Object.keys(body).length > 0, {
      message: "give at least one of actions, disabled, url",
    }),
);
export type WebhookUpdate = z.infer<typeof webhookUpdate>;

export const webhookSecretRotation = lazySchema(() =>
  resource(
    "webhookSecretRotation",
    z.strictObject({ replayed: z.boolean(), revision: webhookRevision, signingSecret }),
    webhookId,
  ),
);
export type WebhookSecretRotation = z.infer<typeof webhookSecretRotation>;

export const deliveryIdPattern = /^[A-Za-z0-9_-]{1,256}$/;
export const deliveryId = z.string().regex(deliveryIdPattern);

export const webhookTestDelivery = lazySchema(() =>
  resource(
    "webhookTestDelivery",
    z.strictObject({ replayed: z.boolean(), test: z.literal(true), webhookId }),
    deliveryId,
  ),
);
export type WebhookTestDelivery = z.infer<typeof webhookTestDelivery>;

/**
 * The published event names a webhook may subscribe to (the service's `actions` catalogue).
 * The service accepts any well-formed name; a name outside this list is most likely a typo.
 */
export const knownEventNames = [
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
  "call_incoming",
  "call_outgoing",
  "call_answered",
  "call_missed",
  "call_hangup",
  "callnote_created",
  "callnote_removed",
  "task_recurrence_created",
  "task_recurrence_updated",
  "task_recurrence_paused",
  "task_recurrence_resumed",
  "task_recurrence_ended",
  "task_recurrence_archived",
  "task_recurrence_suspended",
  "task_recurrence_needs_attention",
  "task_recurrence_occurrence_materialized",
  "task_recurrence_occurrence_skipped",
  "task_recurrence_occurrence_failed",
] as const;
/** The synthetic event of test deliveries: in delivery history, never subscribable. */
export const TEST_EVENT = "webhook.test";
