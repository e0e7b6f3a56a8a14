import { resolve } from "node:path";
import type { Duration } from "./duration.js";
import type { EngineContext } from "./engine-context.js";
import { describeError, StepDeadlineExceeded, StepFailure } from "./errors.js";
import { describePath, type PlanIssue, PlanValidationError } from "./plan-errors.js";
import { destinationIssues } from "./plan-policy.js";
import type { Plan, PlanStep } from "./plan-schema.js";
import { executePlan, type RunScope, type StepResult, stepIdentity } from "./plan-execution.js";
import { countChanges, type RunReport, type RunTotals, type StepReport } from "./report.js";
import { secretRevealer, sinkHandlers } from "./secret-reveal.js";
import type { SecretSinkHandler, SecretSinkHandlers } from "./sinks/types.js";
import { type StepContext, secretSinkOf } from "./step-types.js";
import { stepDefinition } from "./steps/index.js";

/**
 * Checks what the schema cannot: webhook destinations the service refuses, secret sinks (an existing file, a missing github-token, two steps
 * writing one file). Side-effect free; runPlan calls it before the first API call.
 */
export async function checkPlan(plan: Plan, context: EngineContext): Promise<PlanIssue[]> {
  const handlers = sinkHandlers(context);
  const issues: PlanIssue[] = destinationIssues(plan, context.rehearsal === true);
  const files = new Map<string, string>();
  for (const [index, step] of plan.steps.entries()) {
    const spec = secretSinkOf(step.with);
    if (!spec) continue;
    const base = ["steps", index, "with", "secret-sink"];
    const add = (message: string, field?: string) => {
      const path = field ? [...base, field] : base;
      issues.push({ path, message: `${describePath(plan, path)}: ${message}` });
    };
    const handler = handlers[spec.type] as SecretSinkHandler | undefined;
    if (!handler) {
      const message = `the ${spec.type} secret sink is only available in the GitHub Action; use output, file or command`;
      // Plan mode reveals no secret, so it needs no destination: it says what apply would refuse.
      if (context.mode === "plan")
        context.logger.warning(`${describePath(plan, [...base, "type"])}: ${message}`);
      else add(message, "type");
      continue;
    }
    const previous = context.mode === "apply" ? await context.journal?.read(step.id) : undefined;
    const scope = { stepId: step.id, ...(previous?.target ? { previousTarget: previous.target } : {}) };
    for (const problem of await handler.check(spec, scope)) add(problem.message, problem.field);
    if (spec.type === "file") {
      const path = resolve(context.workingDirectory ?? process.cwd(), spec.path);
      const other = files.get(path);
      if (other) add(`step "${other}" already writes ${path}; give each secret its own file`, "path");
      else files.set(path, step.id);
    }
  }
  return issues;
}

/**
 * Runs the steps (docs/plan.md "Order and concurrency"): a step waits for the steps it needs,
 * independent steps run at once up to the run's concurrency, the dependents of a failed step are
 * `not-run`. Logs, outputs and the report stay in plan order. Throws only PlanValidationError,
 * before any call.
 */
export async function runPlan(plan: Plan, context: EngineContext): Promise<RunReport> {
  const issues = await checkPlan(plan, context);
  if (issues.length > 0) throw new PlanValidationError(issues);
  const handlers = sinkHandlers(context);
  const span: Span = {};
  const steps = await executePlan(plan, context, (step, scope) =>
    runStep(step, context, handlers, scope, span),
  );
  const ok = steps.every((step) => step.status !== "failed" && step.status !== "not-run");
  return { mode: context.mode, ok, changes: countChanges(steps), steps, totals: totals(context, span) };
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
  const started = context.clock.now();
  span.first = Math.min(span.first ?? started, started);
  const elapsed = () => {
    const ended = context.clock.now();
    span.last = Math.max(span.last ?? ended, ended);
    return { durationMs: Math.max(0, ended - started) };
  };
  const deadline = stepDeadline(definition?.deadline?.(step.with as never), context.signal);
  const logger = scope.logger;
  const stepContext: StepContext = {
    ...context,
    logger,
    stepId: step.id,
    signal: deadline.signal,
    webhookOf: (id) => scope.yielded.get(id),
    revealSecret: secretRevealer(step.id, { ...context, logger }, handlers),
    webhooks: scope.webhooks,
    creates: scope.creates,
    park: scope.park,
  };
  try {
    if (!definition) throw new StepFailure(`unknown step ${step.uses}`);
    const outcome = await definition.run(step.with as never, stepContext);
    if (outcome.webhook && definition.yieldsWebhook) {
      scope.yielded.set(step.id, outcome.webhook);
      scope.webhooks.note(outcome.webhook);
    }
    (outcome.status === "failed" ? logger.warning : logger.info).call(logger, outcome.summary);
    const report: StepReport = {
      ...stepIdentity(step),
      status: outcome.status,
      ...(outcome.change === undefined ? {} : { change: outcome.change }),
      summary: outcome.summary,
      outputs: outcome.outputs,
      ...(outcome.status === "failed" ? { error: outcome.summary } : {}),
      ...(outcome.deliveries ? { deliveries: outcome.deliveries } : {}),
      ...(outcome.secret ? { secret: { ...outcome.secret, redacted: true as const } } : {}),
      ...elapsed(),
    };
    return { report };
  } catch (error) {
    const message = describeError(error);
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
