import { CreateSettler, type Park, type PendingEnsure } from "./create-settler.js";
import { endOnlyNeeds } from "./end-only-needs.js";
import { defaultConcurrency, type EngineContext, maxConcurrency } from "./engine-context.js";
import { failureStatus } from "./errors.js";
import type { Plan, PlanStep } from "./plan-schema.js";
import type { StepReport } from "./report.js";
import { type Outcome, type Schedule, schedule } from "./scheduler.js";
import { stepNeeds } from "./step-graph.js";
import { StepLog } from "./step-log.js";
import type { WebhookState } from "./step-types.js";
import { normaliseUrl, WebhookIndex } from "./webhook-index.js";

/** What one step gets from the run besides the engine context. */
export interface RunScope {
  webhooks: WebhookIndex;
  creates: CreateSettler;
  park: Park;
  logger: StepLog;
  /** Webhooks yielded by the steps so far. */
  yielded: Map<string, WebhookState>;
  /** The test deliveries the run's test-delivery steps queued so far. */
  testDeliveries: Set<string>;
}

/** A step's report, and the error that failed it (kept for the adapter's exit code and halts). */
export interface StepResult {
  report: StepReport;
  error?: unknown;
}

export type StepRunner = (step: PlanStep, scope: RunScope) => Promise<StepResult>;

/**
 * Runs the plan's steps as a DAG (stepNeeds) with bounded concurrency (scheduler.ts), one webhook
 * index and one create settler for the whole run, and publishes each step's log group and outputs
 * in plan order as the steps before it are done. Returns the reports in plan order. `beforeSteps`
 * may read the index before any step starts (and throw to run none).
 */
export async function executePlan(
  plan: Plan,
  context: EngineContext,
  run: StepRunner,
  beforeSteps?: (webhooks: WebhookIndex) => Promise<void>,
): Promise<StepReport[]> {
  const ids = plan.steps.map((step) => step.id);
  const logs = plan.steps.map(() => new StepLog());
  const yielded = new Map<string, WebhookState>();
  const testDeliveries = new Set<string>();
  let settler: CreateSettler | undefined;
  const webhooks = new WebhookIndex(context.client, context.signal, () => settler?.poke());
  // A check that needs the listing (reveal-check.ts) runs it before the first step; the steps
  // find it loaded.
  await beforeSteps?.(webhooks);
  let scheduled: Schedule<StepResult> | undefined;
  const onChange = () => {
    settler?.poke();
    if (scheduled) progress(context, scheduled, ids.length);
  };
  const needs = stepNeeds(plan.steps);
  scheduled = schedule<StepResult>({
    ids,
    needs,
    endOnly: endOnlyNeeds(plan.steps, needs),
    concurrency: concurrencyOf(context),
    signal: context.signal,
    run: (index, park) => {
      const step = plan.steps[index] as PlanStep;
      const creates = settler as CreateSettler;
      const logger = logs[index] as StepLog;
      return run(step, { webhooks, creates, park, logger, yielded, testDeliveries });
    },
    failed: (result) => result.report.status === "failed",
    halts: (index, result) => haltReason(ids[index] as string, result),
    onChange,
  });
  settler = new CreateSettler(
    context.client,
    webhooks,
    pendingEnsures(plan, context, scheduled),
    context.signal,
  );
  // Held, not left unhandled: a host whose log or outputs fail fails the run once the steps ended.
  const published = publishInOrder(plan, scheduled, logs, context).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  const outcomes = await scheduled.done;
  const failure = await published;
  if (failure) throw failure.error;
  return outcomes.map((outcome, index) => reportOf(plan.steps[index] as PlanStep, outcome));
}

function concurrencyOf(context: EngineContext): number {
  const wanted = context.concurrency ?? defaultConcurrency;
  return Math.min(maxConcurrency, Math.max(1, Math.floor(wanted)));
}

/**
 * A refused credential (401) or a missing permission (403) refuses every later request the same
 * way: the run starts no further step instead of failing each of them with one more refused call.
 */
function haltReason(id: string, result: StepResult): string | undefined {
  if (result.report.status !== "failed" || result.error === undefined) return undefined;
  const status = failureStatus(result.error);
  if (status !== 401 && status !== 403) return undefined;
  return `not run: step "${id}" was refused by the service (HTTP ${status}), as every later request would be`;
}

/** The ensure-webhook steps running or ready to run (apply mode only: plan mode creates nothing). */
function pendingEnsures(
  plan: Plan,
  context: EngineContext,
  scheduled: Schedule<StepResult>,
): () => Iterable<PendingEnsure> {
  const urls = plan.steps.map((step) =>
    step.uses === "ensure-webhook" && context.mode === "apply"
      ? normaliseUrl((step.with as { url: string }).url)
      : undefined,
  );
  return function* () {
    for (const index of scheduled.active()) {
      const url = urls[index];
      if (url !== undefined) yield { stepId: plan.steps[index]?.id as string, url };
    }
  };
}

function progress(context: EngineContext, scheduled: Schedule<StepResult>, total: number): void {
  if (!context.onProgress) return;
  const waiting = scheduled.parked();
  context.onProgress({ done: scheduled.finished(), total, running: scheduled.running() - waiting, waiting });
}

/**
 * Each step's log group and outputs, in plan order: a step's group opens once every earlier
 * step's group is closed and the step has started (its lines kept until then are written first);
 * a step that does not run has no group, as before.
 */
async function publishInOrder(
  plan: Plan,
  scheduled: Schedule<StepResult>,
  logs: StepLog[],
  context: EngineContext,
): Promise<void> {
  for (const [index, step] of plan.steps.entries()) {
    await scheduled.started(index);
    const settled = scheduled.settled(index);
    if (settled && "notRun" in settled) continue;
    const title = `${step.id} (${step.uses})${step.name ? `: ${step.name}` : ""}`;
    const outcome = await context.logger.group(title, async () => {
      logs[index]?.open(context.logger);
      return scheduled.outcome(index);
    });
    if (!("ran" in outcome)) continue;
    for (const [name, value] of Object.entries(outcome.ran.report.outputs)) {
      context.outputs.set(`${step.id}-${name}`, value === null ? "" : String(value));
    }
  }
}

function reportOf(step: PlanStep, outcome: Outcome<StepResult>): StepReport {
  if ("ran" in outcome) return outcome.ran.report;
  return { ...stepIdentity(step), status: "not-run", summary: outcome.notRun, outputs: {} };
}

export function stepIdentity(step: PlanStep): Pick<StepReport, "id" | "uses" | "name"> {
  return { id: step.id, uses: step.uses, ...(step.name ? { name: step.name } : {}) };
}
