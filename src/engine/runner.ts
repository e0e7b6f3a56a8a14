import { resolve } from "node:path";
import type { Duration } from "./duration.js";
import type { EngineContext } from "./engine-context.js";
import { describeError, StepDeadlineExceeded, StepFailure } from "./errors.js";
import { describePath, groupIssues, type PlanIssue, PlanValidationError } from "./plan-errors.js";
import { executePlan, type RunScope, type StepResult, stepIdentity } from "./plan-execution.js";
import { destinationIssues } from "./plan-policy.js";
import type { Plan, PlanStep } from "./plan-schema.js";
import { countChanges, type RunReport, type RunTotals, type StepReport } from "./report.js";
import { creatingIssues, splitByReveal } from "./reveal-check.js";
import { countKinds } from "./review/counts.js";
import { secretRevealer, sinkHandlers } from "./secret-reveal.js";
import type { SecretSinkHandler, SecretSinkHandlers } from "./sinks/types.js";
import { type StepContext, type StepDefinition, type StepOutcome, secretSinkOf } from "./step-types.js";
import { stepDefinition } from "./steps/index.js";

/**
 * Checks what the schema cannot: webhook destinations the service refuses, secret sinks (an existing file, a missing github-token, two steps
 * writing one file). Side-effect free; runPlan calls it before the first API call. The sinks of
 * several steps are checked at once (a 1,000-step plan reads the journal and the file system per
 * step); the issues come in plan order.
 */
export async function checkPlan(plan: Plan, context: EngineContext): Promise<PlanIssue[]> {
  const handlers = sinkHandlers(context);
  const notes: PlanIssue[] = [];
  const clashes = fileClashes(plan, context);
  const perStep = await mapInOrder(plan.steps, sinkChecksAtOnce, (_step, index) =>
    checkSink(plan, index, context, handlers, notes),
  );
  // Plan mode reveals no secret, so it needs no destination: it says what apply would refuse.
  for (const note of groupIssues(notes)) context.logger.warning(note.message);
  const issues = destinationIssues(plan, context.rehearsal === true);
  for (const [index, stepIssues] of perStep.entries()) {
    issues.push(...stepIssues);
    const clash = clashes.get(index);
    if (clash) issues.push(clash);
  }
  return issues;
}

const sinkChecksAtOnce = 16;

async function checkSink(
  plan: Plan,
  index: number,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
  notes: PlanIssue[],
): Promise<PlanIssue[]> {
  const step = plan.steps[index] as PlanStep;
  const spec = secretSinkOf(step.with);
  if (!spec) return [];
  const handler = handlers[spec.type] as SecretSinkHandler | undefined;
  if (!handler) {
    const path = ["steps", index, "with", "secret-sink", "type"];
    const message = `${describePath(plan, path)}: the ${spec.type} secret sink is only available in the GitHub Action; use output, file or command`;
    if (context.mode === "plan") notes.push({ path, message });
    return context.mode === "plan" ? [] : [{ path, message }];
  }
  const previous = context.mode === "apply" ? await context.journal?.read(step.id) : undefined;
  const scope = { stepId: step.id, ...(previous?.target ? { previousTarget: previous.target } : {}) };
  return (await handler.check(spec, scope)).map((problem) => ({
    ...sinkIssue(plan, index, problem.message, problem.field),
    ...(problem.whenRevealing ? { whenRevealing: true as const } : {}),
  }));
}

function sinkIssue(plan: Plan, index: number, message: string, field?: string): PlanIssue {
  const base = ["steps", index, "with", "secret-sink"];
  const path = field ? [...base, field] : base;
  return { path, message: `${describePath(plan, path)}: ${message}` };
}

/** Two steps whose file sinks write one file: the later one's issue, by its index. */
function fileClashes(plan: Plan, context: EngineContext): Map<number, PlanIssue> {
  const files = new Map<string, string>();
  const clashes = new Map<number, PlanIssue>();
  for (const [index, step] of plan.steps.entries()) {
    const spec = secretSinkOf(step.with);
    if (spec?.type !== "file") continue;
    const path = resolve(context.workingDirectory ?? process.cwd(), spec.path);
    const other = files.get(path);
    if (other === undefined) files.set(path, step.id);
    else
      clashes.set(
        index,
        sinkIssue(
          plan,
          index,
          `step "${other}" already writes ${path}; give each secret its own file`,
          "path",
        ),
      );
  }
  return clashes;
}

/** `fn` over `items`, at most `limit` at once; the results in the items' order. */
async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Runs the steps (docs/plan.md "Order and concurrency"): a step waits for the steps it needs,
 * independent steps run at once up to the run's concurrency, the dependents of a failed step are
 * `not-run`. Logs, outputs and the report stay in plan order. Throws only PlanValidationError,
 * before any call.
 */
export async function runPlan(plan: Plan, context: EngineContext): Promise<RunReport> {
  const { now, ifCreating } = splitByReveal(plan, await checkPlan(plan, context), context.mode);
  if (now.length > 0) throw new PlanValidationError(now);
  const handlers = sinkHandlers(context);
  const span: Span = {};
  const steps = await executePlan(
    plan,
    context,
    (step, scope) => runStep(step, context, handlers, scope, span),
    async (webhooks) => {
      const creating = await creatingIssues(plan, ifCreating, webhooks, context.signal);
      if (creating.length > 0) throw new PlanValidationError(creating);
    },
  );
  const ok = steps.every((step) => step.status !== "failed" && step.status !== "not-run");
  const changes = countChanges(steps);
  return { mode: context.mode, ok, changes, counts: countKinds(steps), steps, totals: totals(context, span) };
}

/** When the first step started and the last one ended, on the run's clock. */
interface Span {
  first?: number;
  last?: number;
}

function totals(context: EngineContext, span: Span): RunTotals {
  const durationMs = Math.max(0, (span.last ?? 0) - (span.first ?? span.last ?? 0));
  const counts = context.requestCounts?.();
  return counts ? { durationMs, requests: counts.requests, rateLimited: counts.rateLimited } : { durationMs };
}

async function runStep(
  step: PlanStep,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
  scope: RunScope,
  span: Span,
): Promise<StepResult> {
  const definition = stepDefinition(step.uses);
  const elapsed = stepTimer(context, span);
  const deadline = stepDeadline(definition?.deadline?.(step.with as never), context.signal);
  const logger = scope.logger;
  try {
    if (!definition) throw new StepFailure(`unknown step ${step.uses}`);
    const stepContext = stepContextFor(step, context, handlers, scope, deadline.signal);
    const outcome = await definition.run(step.with as never, stepContext);
    if (context.mode === "plan") recordPlanEffect(step, definition, outcome, scope);
    if (outcome.webhook && definition.yieldsWebhook) {
      scope.yielded.set(step.id, outcome.webhook);
      scope.webhooks.note(outcome.webhook);
    }
    // A failed outcome failed the step as a thrown error does: the adapter hears of both alike.
    if (outcome.status === "failed") context.onStepError?.(step.id, new StepFailure(outcome.summary));
    (outcome.status === "failed" ? logger.warning : logger.info).call(logger, outcome.summary);
    return { report: { ...reportOf(step, outcome), ...elapsed() } };
  } catch (error) {
    const message = describeError(error, context.words);
    context.onStepError?.(step.id, error);
    logger.warning(message);
    const report: StepReport = {
      ...stepIdentity(step),
      status: "failed",
      summary: message,
      error: message,
      outputs: {},
      ...elapsed(),
    };
    return { report, error };
  } finally {
    deadline.dispose();
  }
}

/**
 * Plan mode: what the step would leave at its URL, from its declared `planEffect`, goes into the
 * run's index for later steps on that URL (the step itself records nothing).
 */
function recordPlanEffect(
  step: PlanStep,
  definition: StepDefinition,
  outcome: StepOutcome,
  scope: RunScope,
): void {
  if (outcome.status === "failed" || !definition.planEffect) return;
  const field = definition.target.reference;
  const ref = field === undefined ? undefined : (step.with as Record<string, unknown> | undefined)?.[field];
  const referenced = typeof ref === "string" ? scope.yielded.get(ref) : undefined;
  const effect = definition.planEffect(step.with as never, outcome, referenced);
  if (!effect) return;
  if (effect.leaves === "removed") {
    scope.webhooks.plan(effect.url, { kind: "removed", stepId: step.id, id: effect.id });
    return;
  }
  const { id, createdBy, actions, disabled } = effect;
  scope.webhooks.plan(effect.url, { kind: "ensured", stepId: step.id, id, createdBy, actions, disabled });
}

/** Starts a step's clock (and the run's span); the function gives its duration so far. */
function stepTimer(context: EngineContext, span: Span): () => { durationMs: number } {
  const started = context.clock.now();
  span.first = Math.min(span.first ?? started, started);
  return () => {
    const ended = context.clock.now();
    span.last = Math.max(span.last ?? ended, ended);
    return { durationMs: Math.max(0, ended - started) };
  };
}

/** What a step's `run` gets: the engine context with the step's logger, deadline and run scope. */
function stepContextFor(
  step: PlanStep,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
  scope: RunScope,
  signal: AbortSignal,
): StepContext {
  const logger = scope.logger;
  return {
    ...context,
    logger,
    stepId: step.id,
    signal,
    webhookOf: (id) => scope.yielded.get(id),
    revealSecret: secretRevealer(step.id, { ...context, logger }, handlers),
    webhooks: scope.webhooks,
    creates: scope.creates,
    park: scope.park,
    testDeliveries: scope.testDeliveries,
  };
}

function reportOf(step: PlanStep, outcome: StepOutcome): StepReport {
  return {
    ...stepIdentity(step),
    status: outcome.status,
    ...(outcome.change === undefined ? {} : { change: outcome.change }),
    summary: outcome.summary,
    outputs: outcome.outputs,
    ...(outcome.status === "failed" ? { error: outcome.summary } : {}),
    ...(outcome.deliveries ? { deliveries: outcome.deliveries } : {}),
    ...(outcome.secret ? { secret: { ...outcome.secret, redacted: true as const } } : {}),
    ...(outcome.before === undefined ? {} : { before: outcome.before }),
    ...(outcome.after === undefined ? {} : { after: outcome.after }),
  };
}

/**
 * The step's signal: aborts with StepDeadlineExceeded when the step's own timeout passes (wall
 * clock, counted from the step's start, so requests in flight are cut short too) or when the run
 * is cancelled.
 */
function stepDeadline(
  timeout: Duration | undefined,
  run: AbortSignal | undefined,
): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const timer = timeout
    ? setTimeout(() => controller.abort(new StepDeadlineExceeded(timeout.text)), timeout.ms)
    : undefined;
  const signal = run ? AbortSignal.any([controller.signal, run]) : controller.signal;
  return { signal, dispose: () => clearTimeout(timer) };
}
