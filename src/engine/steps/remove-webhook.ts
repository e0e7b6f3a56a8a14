import { z } from "zod";
import { lazySchema, webhookUrl } from "../../schemas/index.js";
import { ClientError, isGone } from "../../transport/errors.js";
import { isAppliedWrite, StepFailure } from "../errors.js";
import { snapshotOf, type WebhookSnapshot } from "../review/snapshot.js";
import { defineStep, type StepContext, type StepOutcome, type WebhookState } from "../step-types.js";
import { verifyAtUrl, verifyReferenced } from "../verified-webhook.js";
import { findWebhookAgain, findWebhookByUrl } from "../webhook-lookup.js";
import { describeTarget, plannedAway, resolveTarget, targetFields } from "./webhook-target.js";

const withSchema = lazySchema(() =>
  z
    .strictObject({
      ...targetFields(),
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
  target: { url: "url", reference: "webhook", id: "webhook-id" },
  // Later steps on the URL find it gone (one by webhook-id names no URL).
  planEffect: (input, outcome, referenced) => {
    const url = input.url ?? referenced?.url ?? outcome.webhook?.url;
    if (outcome.change !== "would-remove" || url === undefined) return undefined;
    const id = outcome.outputs["webhook-id"];
    return { url, leaves: "removed", id: typeof id === "string" ? id : null };
  },
  run: async (input, context) => {
    if (input.url !== undefined) {
      if (context.mode === "plan") return planRemoveByUrl(input.url, context);
      return removeByUrl(input.url, context);
    }
    const target = resolveTarget(input, context);
    if (context.mode === "plan") return planRemoveTarget(input, target, context);
    const id = target?.id;
    if (!id) return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
    if (target?.url !== undefined && input.webhook !== undefined) {
      // The webhook the referenced step ensured, only while it still has that URL.
      if ((await verifyReferenced(context, { ...target, id }, input.webhook)) === "gone")
        return absent(`webhook ${id} was already gone`, id);
    }
    return removeById(id, context);
  },
});

/**
 * Plan mode by reference or id: a webhook an earlier step would create, remove or replace is
 * judged from the run's plan-mode index; one that exists is read (its URL is what later steps on
 * that URL would find gone).
 */
async function planRemoveTarget(
  input: { webhook?: string | undefined },
  target: WebhookState | undefined,
  context: StepContext,
): Promise<StepOutcome> {
  const away = target && plannedAway(input, target, context);
  if (away) return absent(away, target?.id);
  if (!target?.id) {
    if (target)
      return done("would-remove", `would remove ${describeTarget(target)}`, null, {
        id: null,
        ...(target.url === undefined ? {} : { url: target.url }),
      });
    return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
  }
  const { id } = target;
  const current = await context.client.getWebhook(id, { signal: context.signal }).then(
    (response) => response.data,
    (error: unknown) => {
      if (isGone(error)) return undefined;
      throw error;
    },
  );
  if (!current) return absent(`webhook ${id} does not exist`, id);
  return {
    ...done("would-remove", `would remove webhook ${id}`, id, snapshotOf(current)),
    webhook: { id, url: current.attributes.url },
  };
}

/** Looks at the URL this often (the listing, then each time its webhook left it) before giving up. */
const maxLooks = 3;

/**
 * Removal by URL (docs/plan.md "A workspace that changes under the run"): the webhook the run's
 * index has for the URL is read by id right before the DELETE (the contract has no If-Match on
 * DELETE) and removed only while it still has the URL. One that moved or vanished is gone from
 * the URL: the URL is listed again and the step acts on what is there. "absent" only when the
 * newest look found no webhook with the URL.
 */
async function removeByUrl(url: string, context: StepContext): Promise<StepOutcome> {
  let found = await findWebhookByUrl(context, url);
  for (let look = 1; ; look += 1) {
    // As of the run's listing (read once per run), or of the look just made.
    if (!found)
      return absent(
        look === 1
          ? `no webhook had the url ${url} when the run listed the webhooks`
          : `no webhook has the url ${url} (listed again just now)`,
      );
    const since = context.webhooks.seenIn(found.id);
    const verified = await verifyAtUrl(context, found.id, url);
    if (verified.kind === "at-url" && (await deleteWebhook(found.id, context)) === "removed")
      return done("removed", `removed webhook ${found.id}`, found.id, snapshotOf(verified.webhook));
    if (look >= maxLooks) {
      throw new StepFailure(
        `contention: the webhook with the url ${url} changed ${maxLooks} times while it was being removed (moved, removed or replaced by another party); nothing of another url was removed: re-run when it is quiet`,
      );
    }
    context.logger.info(`webhook ${found.id} is no longer at ${url}; looking the url up again`);
    found = await findWebhookAgain(context, url, since);
  }
}

/**
 * Plan mode by URL: what apply would find there after the run's earlier steps (an ensure that would
 * create or update it, a removal), else the listing. Later steps on the URL see it removed.
 */
async function planRemoveByUrl(url: string, context: StepContext): Promise<StepOutcome> {
  const planned = context.webhooks.planned(url);
  if (planned?.kind === "removed")
    return absent(`no webhook would have the url ${url} after step "${planned.stepId}"`);
  if (planned) {
    const what = planned.id
      ? `webhook ${planned.id}`
      : `the webhook step "${planned.createdBy}" would create`;
    return done("would-remove", `would remove ${what}`, planned.id, { id: planned.id, url });
  }
  // Just listed: in plan mode there is nothing more to read.
  const found = await findWebhookByUrl(context, url);
  if (!found) return absent(`no webhook has the url ${url}`);
  return done("would-remove", `would remove webhook ${found.id}`, found.id, snapshotOf(found));
}

async function removeById(id: string, context: StepContext): Promise<StepOutcome> {
  return (await deleteWebhook(id, context)) === "removed"
    ? done("removed", `removed webhook ${id}`, id, { id })
    : absent(`webhook ${id} was already gone`, id);
}

/** DELETE the webhook: "gone" when it was not there (404). */
async function deleteWebhook(id: string, context: StepContext): Promise<"removed" | "gone"> {
  try {
    // A 429 is refused before the service acts: waited out, like a read's (a second DELETE of a
    // removed webhook would only answer 404, which is "already gone").
    await context.client.removeWebhook(id, { signal: context.signal, waitOutRateLimits: true });
    context.webhooks.remove(id);
    return "removed";
  } catch (error) {
    if (isGone(error)) {
      context.webhooks.remove(id);
      return "gone";
    }
    if (!(error instanceof ClientError)) throw error;
    const applied = isAppliedWrite(error);
    if (!applied && !error.outcomeUnknown) throw error;
    // A 2xx that broke the contract (most likely removed) or no answer at all: reading tells.
    if (applied) context.logger.warning(`webhook ${id}: ${error.message}; checking`);
    else context.logger.info(`the removal of webhook ${id} has no known outcome; checking`);
    if ((await context.client.establishWebhookRemoval(id, { signal: context.signal })) === "removed") {
      context.webhooks.remove(id);
      return "removed";
    }
    throw new StepFailure(
      `webhook ${id} could not be removed (${error.code}); it still exists: re-run the job`,
    );
  }
}

function done(change: string, summary: string, id: string | null, before: WebhookSnapshot): StepOutcome {
  return { status: "succeeded", change, summary, outputs: { change, "webhook-id": id }, before, after: null };
}

function absent(summary: string, id?: string): StepOutcome {
  return {
    status: "succeeded",
    change: "absent",
    summary,
    outputs: { change: "absent", "webhook-id": id ?? null },
  };
}
