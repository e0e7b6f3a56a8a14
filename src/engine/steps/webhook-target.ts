import { z } from "zod";
import type { Webhook } from "../../schemas/index.js";
import { lazySchema, webhookIdParameter } from "../../schemas/index.js";
import { StepFailure } from "../errors.js";
import { stepIdPattern } from "../step-id.js";
import type { StepContext, StepOutcome, WebhookState } from "../step-types.js";
import { verifyReferenced } from "../verified-webhook.js";

/** The `webhook` and `webhook-id` fields. */
export const targetFields = () => ({
  webhook: z
    .string()
    .regex(stepIdPattern, "must be the id of an earlier step (lower-case letters, digits and -)")
    .optional()
    .meta({ description: "Id of an earlier step that yields a webhook." }),
  "webhook-id": webhookIdParameter.optional().meta({ description: "Id of an existing webhook." }),
});

type Target = { webhook?: string | undefined; "webhook-id"?: string | undefined };

/** Refinement: exactly one of `webhook` / `webhook-id` (or neither, when `optional`). */
function oneTarget(optional: boolean) {
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

/**
 * The `with` schema of a step that acts on a webhook: `webhook` or `webhook-id` (exactly one, or at
 * most one when `optional`) beside the step's own fields, built on first use.
 */
export function targetedWith<T extends z.ZodRawShape>(fields: () => T, optional = false) {
  const refine = oneTarget(optional);
  return lazySchema(() =>
    z
      .strictObject({ ...targetFields(), ...fields() })
      .superRefine((value, ctx) => refine(value as Target, ctx)),
  );
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

/**
 * Plan mode: why the webhook a step acts on would be gone when this step runs (an earlier step of
 * the plan would remove it, or, through a `webhook:` reference, leave another webhook at the URL
 * its step ensured), as apply finds it by reading; undefined when it would still be there.
 */
export function plannedAway(input: Target, target: WebhookState, context: StepContext): string | undefined {
  if (context.mode !== "plan") return undefined;
  const removedBy = target.id === undefined ? undefined : context.webhooks.plannedRemoval(target.id);
  if (removedBy !== undefined) return `webhook ${target.id} would be removed by step "${removedBy}"`;
  if (input.webhook === undefined || target.url === undefined) return undefined;
  const planned = context.webhooks.planned(target.url);
  const of = `the webhook step "${input.webhook}" ensured for ${target.url}`;
  if (planned?.kind === "removed") return `${of} would be removed by step "${planned.stepId}"`;
  if (planned === undefined) return undefined;
  const same = target.id !== undefined ? planned.id === target.id : planned.createdBy === target.createdBy;
  return same ? undefined : `${of} would be replaced by another one after step "${planned.stepId}"`;
}

/**
 * The webhook a step is about to write, read now: through a `webhook:` reference it must still have
 * the URL the referenced step ensured (else the step fails naming the move or the removal); by
 * `webhook-id` it is read as it is.
 */
export async function currentTarget(
  input: Target,
  acting: { id: string; target: WebhookState },
  context: StepContext,
): Promise<Webhook> {
  const verified = await verifyReferenced(context, { ...acting.target, id: acting.id }, input.webhook);
  if (verified === "gone") {
    throw new StepFailure(
      `webhook ${acting.id}, which step "${input.webhook ?? ""}" ensured for ${acting.target.url ?? ""}, was removed during the run (by a step of this plan or by another party); re-run the plan to create it again`,
    );
  }
  return verified ?? (await context.client.getWebhook(acting.id, { signal: context.signal })).data;
}

/** What a step would do in apply mode, said when plan mode skips it. */
export interface PlannedAction {
  /** The step's `change` in plan mode, e.g. would-rotate. */
  change: string;
  /** Completes "apply ... <the webhook>", e.g. "rotates the signing secret of". */
  applies: string;
  /** The step yields the webhook to later steps: it is yielded, and `change` is an output. */
  yields: boolean;
}

/**
 * The id of the webhook a step acts on in apply mode; in plan mode, or while the webhook would only
 * be created by apply, the skipped outcome that says what apply would do instead.
 */
export function actingOn(
  input: Target,
  context: StepContext,
  planned: PlannedAction,
): { id: string; target: WebhookState } | { skipped: StepOutcome } {
  const target = resolveTarget(input, context);
  if (!target) throw new StepFailure("needs a webhook");
  if (context.mode === "apply" && target.id) return { id: target.id, target };
  const gone = plannedAway(input, target, context);
  if (gone) throw new StepFailure(`${gone}: apply would fail here`);
  return {
    skipped: {
      status: "skipped",
      change: planned.change,
      summary: `skipped in plan mode (apply ${planned.applies} ${describeTarget(target)})`,
      outputs: planned.yields ? { change: planned.change } : {},
      ...(planned.yields ? { webhook: target } : {}),
    },
  };
}
