import type { PlanStep } from "./plan-schema.js";
import type { StepTarget } from "./step-types.js";
import { stepDefinition } from "./steps/index.js";
import { normaliseUrl } from "./webhook-index.js";

/** Stands for "every webhook": a step on it waits for every earlier step, every later step for it. */
const EVERY_WEBHOOK = "*";

/** What a step's declared target fields (`StepDefinition.target`) hold in its `with`. */
interface TargetValues {
  url?: string;
  reference?: string;
  id?: string;
  whenNone?: StepTarget["whenNone"];
}

function targetOf(step: PlanStep): TargetValues {
  const declared = stepDefinition(step.uses)?.target ?? {};
  const input = (step.with ?? {}) as Record<string, unknown>;
  const value = (field: string | undefined) => {
    const held = field === undefined ? undefined : input[field];
    return typeof held === "string" ? held : undefined;
  };
  const values: TargetValues = {};
  for (const kind of ["url", "reference", "id"] as const) {
    const held = value(declared[kind]);
    if (held !== undefined) values[kind] = held;
  }
  if (declared.whenNone) values.whenNone = declared.whenNone;
  return values;
}

/**
 * What each step waits for (docs/plan.md "Order and concurrency"), as indexes of earlier steps,
 * derived from each step definition's declared target fields:
 * - the step its reference names;
 * - the step before it in the plan that acts on the same webhook: the same URL, the same webhook
 *   id, or a reference to the same chain (a rotate-secret, then the test-delivery of that
 *   webhook, run in plan order);
 * - for a step that names no target and acts on every webhook (check-recent-deliveries without a
 *   webhook: every delivery of the credential): every step before it, and every step after it
 *   waits for it.
 * Steps that share none of these are independent. Linear in the number of steps.
 */
export function stepNeeds(steps: readonly PlanStep[]): number[][] {
  const index = new Map(steps.map((step, at) => [step.id, at]));
  const resourceOf: string[] = [];
  /** The last step seen of each resource. */
  const lastOn = new Map<string, number>();
  let barrier: number | undefined;
  return steps.map((step, at) => {
    const target = targetOf(step);
    const needs = new Set<number>();
    const ref = target.reference === undefined ? undefined : index.get(target.reference);
    if (ref !== undefined && ref < at) needs.add(ref);
    const resource =
      target.whenNone === "every-webhook" &&
      target.reference === undefined &&
      target.id === undefined &&
      target.url === undefined
        ? EVERY_WEBHOOK
        : resourceKey(target, ref === undefined ? undefined : resourceOf[ref], step.id);
    resourceOf[at] = resource;
    if (resource === EVERY_WEBHOOK) {
      for (const last of lastOn.values()) needs.add(last);
      lastOn.clear();
      if (barrier !== undefined) needs.add(barrier);
      barrier = at;
    } else {
      const previous = lastOn.get(resource);
      if (previous !== undefined) needs.add(previous);
      else if (barrier !== undefined) needs.add(barrier);
      lastOn.set(resource, at);
    }
    return [...needs].sort((a, b) => a - b);
  });
}

function resourceKey(target: TargetValues, referenced: string | undefined, stepId: string): string {
  if (referenced !== undefined) return referenced;
  if (target.id !== undefined) return `id:${target.id}`;
  if (target.url !== undefined) return `url:${normaliseUrl(target.url)}`;
  return `step:${stepId}`;
}
