import { z } from "zod";
import { webhookIdParameter } from "../../schemas/index.js";
import { StepFailure } from "../errors.js";
import type { StepContext, WebhookState } from "../step-types.js";

export const stepIdPattern = /^[a-z][a-z0-9-]{0,62}$/;

const stepRef = z
  .string()
  .regex(stepIdPattern, "must be the id of an earlier step (lower-case letters, digits and -)")
  .meta({ description: "Id of an earlier step that yields a webhook (ensure-webhook or rotate-secret)." });

export const targetFields = {
  webhook: stepRef.optional(),
  "webhook-id": webhookIdParameter.optional().meta({ description: "Id of an existing webhook." }),
};

type Target = { webhook?: string | undefined; "webhook-id"?: string | undefined };

/** Refinement: exactly one of `webhook` / `webhook-id` (or neither, when `optional`). */
export function oneTarget(optional: boolean) {
  return (value: Target, ctx: z.RefinementCtx) => {
    if (value.webhook !== undefined && value["webhook-id"] !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["webhook-id"],
        message: "give either webhook (a step id) or webhook-id, not both",
      });
    } else if (!optional && value.webhook === undefined && value["webhook-id"] === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["webhook"],
        message: "needs a webhook: give webhook: <id of an earlier ensure-webhook step> or webhook-id: <id>",
      });
    }
  };
}

/** The webhook a step acts on; `id` is absent when plan mode has only a would-be webhook. */
export function resolveTarget(input: Target, context: StepContext): WebhookState | undefined {
  if (input["webhook-id"] !== undefined) return { id: input["webhook-id"] };
  if (input.webhook === undefined) return undefined;
  const state = context.webhookOf(input.webhook);
  if (!state) throw new StepFailure(`step "${input.webhook}" yielded no webhook`);
  return state;
}

export function describeTarget(target: WebhookState): string {
  return target.id ? `webhook ${target.id}` : `the webhook ${target.url ?? ""} (not created yet)`.trim();
}
