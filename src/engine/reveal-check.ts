/**
 * A reused `svc run --secrets-dir` (docs/plan.md "Where a secret destination is needed"): a file
 * an earlier run left there is a problem only for a step that reveals a secret again. In apply
 * mode an ensure-webhook step reveals one only when it creates its webhook, which the run's one
 * listing tells; so such a problem of an ensure step waits for the listing and stands only where
 * no webhook has the step's URL. Those are refused together after the listing, before any write.
 * Every other destination problem is refused before any call, as before.
 */
import type { PlanIssue } from "./plan-errors.js";
import type { Plan, PlanStep } from "./plan-schema.js";
import type { WebhookIndex } from "./webhook-index.js";

/** The problems to refuse now, and those that wait for the listing. */
export function splitByReveal(
  plan: Plan,
  issues: readonly PlanIssue[],
  mode: "plan" | "apply",
): { now: PlanIssue[]; ifCreating: PlanIssue[] } {
  const now: PlanIssue[] = [];
  const ifCreating: PlanIssue[] = [];
  for (const issue of issues) {
    const waits = mode === "apply" && issue.whenRevealing === true && urlOfEnsure(plan, issue) !== undefined;
    (waits ? ifCreating : now).push(issue);
  }
  return { now, ifCreating };
}

/**
 * The waiting problems of the steps that will create their webhook (no webhook has the URL): the
 * listing is read here, once for the whole run (the steps then find it loaded). Reads only.
 */
export async function creatingIssues(
  plan: Plan,
  waiting: readonly PlanIssue[],
  webhooks: WebhookIndex,
  signal?: AbortSignal,
): Promise<PlanIssue[]> {
  const first = waiting[0];
  if (!first) return [];
  await webhooks.find(urlOfEnsure(plan, first) as string, signal);
  return waiting.filter((issue) => webhooks.has(urlOfEnsure(plan, issue) as string) !== true);
}

/** The URL of the ensure-webhook step a destination problem belongs to, else undefined. */
function urlOfEnsure(plan: Plan, issue: PlanIssue): string | undefined {
  const [top, index, field, sink] = issue.path;
  if (top !== "steps" || typeof index !== "number" || field !== "with" || sink !== "secret-sink")
    return undefined;
  const step = plan.steps[index] as PlanStep | undefined;
  if (step?.uses !== "ensure-webhook") return undefined;
  const url = (step.with as { url?: unknown }).url;
  return typeof url === "string" ? url : undefined;
}
