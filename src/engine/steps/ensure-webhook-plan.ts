/**
 * `ensure-webhook` in plan mode, where no write is made: what apply would do, starting from what an
 * earlier step of the run would leave at the URL (the run's plan-mode index, filled by the engine
 * from each step's declared `planEffect`; docs/plan.md "Modes").
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
  const subject = `${input.url} (${input.actions.join(", ")})`;
  return planOutcome(
    "would-create",
    `would create a webhook for ${subject}${after}`,
    input,
    { id: null, createdBy: context.stepId },
    null,
  );
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
  const webhook =
    planned.id === null
      ? { id: null, createdBy: planned.createdBy ?? context.stepId }
      : { id: planned.id, createdBy: null };
  if (!body)
    return planOutcome(
      "unchanged",
      `${who} for ${input.url} would be up to date${after}`,
      input,
      webhook,
      before,
    );
  const verb = changeOf(planned, body) === "reactivated" ? "reactivate" : "update";
  return planOutcome(
    `would-${verb}`,
    `would ${verb} ${who}: ${explain(planned, body)}${after}`,
    input,
    webhook,
    before,
  );
}

function planOutcome(
  change: string,
  summary: string,
  input: PlanInput,
  { id, createdBy }: { id: string | null; createdBy: string | null },
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
    webhook:
      id === null
        ? { url: input.url, disabled, ...(createdBy ? { createdBy } : {}) }
        : { id, url: input.url, disabled },
  };
}
