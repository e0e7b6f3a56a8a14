import type { PlanStep } from "./plan-schema.js";
import { normaliseUrl } from "./webhook-index.js";

interface TargetInput {
  webhook?: unknown;
  "webhook-id"?: unknown;
  url?: unknown;
}

/** Stands for "every webhook": a step on it waits for every earlier step, every later step for it. */
const EVERY_WEBHOOK = "*";

/**
 * What each step waits for (docs/plan.md "Order and concurrency"), as indexes of earlier steps:
 * - the step its `webhook:` names;
 * - the step before it in the plan that acts on the same webhook: the same `url` (ensure-webhook,
 *   remove-webhook by url), the same `webhook-id`, or a `webhook:` reference to the same chain
 *   (a rotate-secret, then the test-delivery of that webhook, run in plan order);
 * - for check-recent-deliveries without a webhook (every delivery of the credential): every step
 *   before it, and every step after it waits for it.
 * Steps that share none of these are independent. Linear in the number of steps.
 */
export function stepNeeds(steps: readonly PlanStep[]): number[][] {
  const index = new Map(steps.map((step, at) => [step.id, at]));
  const resourceOf: string[] = [];
  /** The last step seen of each resource. */
  const lastOn = new Map<string, number>();
  let barrier: number | undefined;
  return steps.map((step, at) => {
    const input = (step.with ?? {}) as TargetInput;
    const needs = new Set<number>();
    const ref = typeof input.webhook === "string" ? index.get(input.webhook) : undefined;
    if (ref !== undefined && ref < at) needs.add(ref);
    const resource =
      step.uses === "check-recent-deliveries" &&
      input.webhook === undefined &&
      input["webhook-id"] === undefined
        ? EVERY_WEBHOOK
        : resourceKey(input, ref === undefined ? undefined : resourceOf[ref], step.id);
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

function resourceKey(input: TargetInput, referenced: string | undefined, stepId: string): string {
  if (referenced !== undefined) return referenced;
  if (typeof input["webhook-id"] === "string") return `id:${input["webhook-id"]}`;
  if (typeof input.url === "string") return `url:${normaliseUrl(input.url)}`;
  return `step:${stepId}`;
}
