import { z } from "zod";
import { lazySchema, webhookUrl } from "../../schemas/index.js";
import { ClientError, isGone } from "../../transport/errors.js";
import { isAppliedWrite, StepFailure } from "../errors.js";
import { defineStep, type StepContext, type StepOutcome } from "../step-types.js";
import { findWebhookByUrl } from "../webhook-lookup.js";
import { describeTarget, resolveTarget, targetFields } from "./webhook-target.js";

const withSchema = lazySchema(() =>
  z
    .strictObject({
      ...targetFields,
      url: webhookUrl
        .optional()
        .meta({ description: "Remove the webhook with this URL (looked up on every page)." }),
      confirm: z
        .literal(true, { error: "removing a webhook needs confirm: true in the plan" })
        .meta({ description: "Must be true: removal is irreversible." }),
    })
    .superRefine((value, ctx) => {
      const given = (["webhook", "webhook-id", "url"] as const).filter((key) => value[key] !== undefined);
      if (given.length !== 1) {
        ctx.addIssue({
          code: "custom",
          path: [given[1] ?? "webhook"],
          message: "give exactly one of webhook (a step id), webhook-id or url",
        });
      }
    }),
);

export const removeWebhook = defineStep({
  uses: "remove-webhook",
  outputs: ["change", "webhook-id"],
  description: "Remove a webhook by id, step reference or URL (needs confirm: true).",
  with: withSchema,
  run: async (input, context) => {
    if (input.url !== undefined) {
      if (context.mode === "plan") return planRemoveByUrl(input.url, context);
      const found = await findWebhookByUrl(context, input.url);
      if (!found) return absent(`no webhook has the url ${input.url}`);
      return remove(found.id, context);
    }
    const target = resolveTarget(input, context);
    const id = target?.id;
    if (!id) {
      // Plan mode: an earlier step would create it, so apply would remove it.
      if (context.mode === "plan" && target) {
        planRemoved(target.url, context);
        return done("would-remove", `would remove ${describeTarget(target)}`, null);
      }
      return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
    }
    if (context.mode === "plan") {
      const exists = await context.client.getWebhook(id, { signal: context.signal }).then(
        () => true,
        (error: unknown) => {
          if (isGone(error)) return false;
          throw error;
        },
      );
      if (!exists) return absent(`webhook ${id} does not exist`, id);
      planRemoved(target?.url, context);
      return done("would-remove", `would remove webhook ${id}`, id);
    }
    return remove(id, context);
  },
});

/**
 * Plan mode by URL: what apply would find there after the run's earlier steps (an ensure that would
 * create or update it, a removal), else the listing. Later steps on the URL see it removed.
 */
async function planRemoveByUrl(url: string, context: StepContext): Promise<StepOutcome> {
  const planned = context.webhooks.planned(url);
  if (planned?.kind === "removed")
    return absent(`no webhook would have the url ${url} after step "${planned.stepId}"`);
  if (planned) {
    planRemoved(url, context);
    const what = planned.id
      ? `webhook ${planned.id}`
      : `the webhook step "${planned.createdBy}" would create`;
    return done("would-remove", `would remove ${what}`, planned.id);
  }
  // Just listed: in plan mode there is nothing more to read.
  const found = await findWebhookByUrl(context, url);
  if (!found) return absent(`no webhook has the url ${url}`);
  planRemoved(url, context);
  return done("would-remove", `would remove webhook ${found.id}`, found.id);
}

const planRemoved = (url: string | undefined, context: StepContext) => {
  if (url !== undefined) context.webhooks.plan(url, { kind: "removed", stepId: context.stepId });
};

async function remove(id: string, context: StepContext): Promise<StepOutcome> {
  try {
    // A 429 is refused before the service acts: waited out, like a read's (a second DELETE of a
    // removed webhook would only answer 404, which is "already gone").
    await context.client.removeWebhook(id, { signal: context.signal, waitOutRateLimits: true });
    context.webhooks.remove(id);
    return done("removed", `removed webhook ${id}`, id);
  } catch (error) {
    if (isGone(error)) {
      context.webhooks.remove(id);
      return absent(`webhook ${id} was already gone`, id);
    }
    if (!(error instanceof ClientError)) throw error;
    const applied = isAppliedWrite(error);
    if (!applied && !error.outcomeUnknown) throw error;
    // A 2xx that broke the contract (most likely removed) or no answer at all: reading tells.
    if (applied) context.logger.warning(`webhook ${id}: ${error.message}; checking`);
    else context.logger.info(`the removal of webhook ${id} has no known outcome; checking`);
    if ((await context.client.establishWebhookRemoval(id, { signal: context.signal })) === "removed") {
      context.webhooks.remove(id);
      return done("removed", `removed webhook ${id}`, id);
    }
    throw new StepFailure(
      `webhook ${id} could not be removed (${error.code}); it still exists: re-run the job`,
    );
  }
}

function done(change: string, summary: string, id: string | null): StepOutcome {
  return { status: "succeeded", change, summary, outputs: { change, "webhook-id": id } };
}

function absent(summary: string, id?: string): StepOutcome {
  return {
    status: "succeeded",
    change: "absent",
    summary,
    outputs: { change: "absent", "webhook-id": id ?? null },
  };
}
