/**
 * `ensure-webhook` in plan mode, where no write is made: each step leaves what apply would do at its
 * URL in the run's webhook index (`plan`), so a later step on the same URL reports what apply
 * would do after it (docs/plan.md "Modes"), not what it would do on the listing alone.
 */
import type { WebhookSnapshot } from "../review/snapshot.js";
import type { StepContext, StepOutcome } from "../step-types.js";
import type { PlannedState } from "../webhook-index.js";
import { changeOf, difference, type EnsureWish, explain } from "./ensure-difference.js";

interface PlanInput extends EnsureWish {
  url: string;
}

/** The webhook apply would create (a later step may refer to it). */
export function wouldCreate(input: PlanInput, context: StepContext, after = ""): StepOutcome {
  rememberEnsured(input, { id: null, createdBy: context.stepId }, context);
  const subject = `${input.url} (${input.actions.join(", ")})`;
  return planOutcome("would-create", `would create a webhook for ${subject}${after}`, null, input, null);
}

/** A webhook apply would create or update to `input`: later steps on its URL start from that. */
export function rememberEnsured(
  input: PlanInput,
  webhook: { id: string; createdBy?: undefined } | { id: null; createdBy: string },
  context: StepContext,
): void {
  context.webhooks.plan(input.url, {
    kind: "ensured",
    stepId: context.stepId,
    id: webhook.id,
    createdBy: webhook.createdBy ?? null,
    actions: [...input.actions],
    disabled: !input.enabled,
  });
}

/** A step on a URL an earlier step of this run acted on: what apply would do after that step. */
export function plannedOutcome(planned: PlannedState, input: PlanInput, context: StepContext): StepOutcome {
  const after = ` (after step "${planned.stepId}")`;
  if (planned.kind === "removed")
    return wouldCreate(input, context, ` (step "${planned.stepId}" would remove the one it has)`);
  const who = planned.id ? `webhook ${planned.id}` : `the webhook step "${planned.createdBy}" would create`;
  const body = difference(planned, input);
  const before = {
    id: planned.id,
    url: input.url,
    actions: [...planned.actions],
    disabled: planned.disabled,
  };
  rememberEnsured(
    input,
    planned.id === null ? { id: null, createdBy: planned.createdBy ?? context.stepId } : { id: planned.id },
    context,
  );
  if (!body)
    return planOutcome(
      "unchanged",
      `${who} for ${input.url} would be up to date${after}`,
      planned.id,
      input,
      before,
    );
  const verb = changeOf(planned, body) === "reactivated" ? "reactivate" : "update";
  return planOutcome(
    `would-${verb}`,
    `would ${verb} ${who}: ${explain(planned, body)}${after}`,
    planned.id,
    input,
    before,
  );
}

function planOutcome(
  change: string,
  summary: string,
  id: string | null,
  input: PlanInput,
  before: WebhookSnapshot | null,
): StepOutcome {
  const disabled = !input.enabled;
  return {
    before,
    after: { id, url: input.url, actions: [...input.actions], disabled },
    status: "succeeded",
    change,
    summary,
    // The revision apply would leave is not known before it writes.
    outputs: { change, "webhook-id": id, revision: null, url: input.url, disabled },
    webhook: id === null ? { url: input.url, disabled } : { id, url: input.url, disabled },
  };
}
