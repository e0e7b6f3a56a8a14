import type { PlanStep } from "./plan-schema.js";
import { stepDefinition } from "./steps/index.js";

/**
 * For each step, those of its needs (stepNeeds) it waits for only to end (docs/plan.md "Order and
 * concurrency"): a step that only reads (a release gate's check-recent-deliveries after the smoke
 * test) depends on its webhook existing, not on the steps before it succeeding. Only the step its
 * `webhook:` names, which gives it the webhook's id, must have succeeded; it still runs after the
 * others, so it reads what they did.
 */
export function endOnlyNeeds(steps: readonly PlanStep[], needs: readonly (readonly number[])[]): number[][] {
  const index = new Map(steps.map((step, at) => [step.id, at]));
  return steps.map((step, at) => {
    if (!stepDefinition(step.uses)?.readOnly) return [];
    const named = (step.with as { webhook?: unknown } | undefined)?.webhook;
    const source = typeof named === "string" ? index.get(named) : undefined;
    return (needs[at] ?? []).filter((need) => need !== source);
  });
}
