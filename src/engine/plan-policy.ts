import { knownEventNames, TEST_EVENT, unsafeDestination } from "../schemas/index.js";
import { closest, describePath, groupIssues, type PlanIssue } from "./plan-errors.js";
import type { Plan } from "./plan-schema.js";
import { stepDefinition } from "./steps/index.js";

/**
 * Webhook URLs the service refuses (loopback, private, link-local, metadata, local names), found
 * before any call instead of by a 400 after a POST. A rehearsal against a local emulator skips the
 * check: the emulator's own --allow-loopback-webhooks flag decides there.
 */
export function destinationIssues(plan: Plan, rehearsal: boolean): PlanIssue[] {
  if (rehearsal) return [];
  const issues: PlanIssue[] = [];
  for (const [index, step] of plan.steps.entries()) {
    const target = stepDefinition(step.uses)?.destination?.(step.with as never);
    if (!target) continue;
    const problem = unsafeDestination(target.url);
    if (!problem) continue;
    const path = ["steps", index, "with", target.field];
    const host = new URL(target.url).hostname;
    issues.push({
      path,
      message: `${describePath(plan, path)}: ${host} is ${problem}, which the service refuses as a webhook destination; use a public https receiver (to rehearse with a local receiver, point base-url at a local emulator started with --allow-loopback-webhooks)`,
    });
  }
  return issues;
}

const known = new Set<string>(knownEventNames);
const catalogue = [...knownEventNames];

/**
 * Event names outside the service's published catalogue (`webhookEvents`). The service accepts any well-formed
 * name, so these are warnings: most likely a typo that would never fire. The same name at the same
 * place in many steps is one warning naming the steps (groupIssues).
 */
export function planWarnings(plan: Plan): PlanIssue[] {
  const warnings: PlanIssue[] = [];
  for (const [index, step] of plan.steps.entries()) {
    for (const { field, subscription } of stepDefinition(step.uses)?.eventFields ?? []) {
      const names = (step.with as Record<string, unknown> | undefined)?.[field];
      if (!Array.isArray(names)) continue;
      names.forEach((name: unknown, at) => {
        if (typeof name !== "string" || known.has(name)) return;
        if (name === TEST_EVENT && !subscription) return;
        const path = ["steps", index, "with", field, at];
        warnings.push({ path, message: `${describePath(plan, path)}: ${unknownEvent(name, subscription)}` });
      });
    }
  }
  return groupIssues(warnings);
}

function unknownEvent(name: string, subscription: boolean): string {
  if (name === TEST_EVENT) {
    return `"${name}" is the synthetic test event: test deliveries reach a webhook without subscribing, so remove it`;
  }
  const guess = closest(name, catalogue);
  const hint = guess ? `did you mean ${guess}?` : "see the event names in docs/plan.md";
  const effect = subscription
    ? "the service accepts any well-formed name, but no published event has this one, so it would never fire"
    : "no published event has this name, so it matches nothing";
  return `"${name}" is not a known event name (${hint}); ${effect}`;
}
