import { resolve } from "node:path";
import type { Duration } from "./duration.js";
import type { EngineContext } from "./engine-context.js";
import { describeError, StepDeadlineExceeded, StepFailure } from "./errors.js";
import { describePath, type PlanIssue, PlanValidationError } from "./plan-errors.js";
import { destinationIssues } from "./plan-policy.js";
import type { Plan, PlanStep } from "./plan-schema.js";
import { countChanges, type RunReport, type StepReport } from "./report.js";
import { secretRevealer, sinkHandlers } from "./secret-reveal.js";
import type { SecretSinkHandler, SecretSinkHandlers } from "./sinks/types.js";
import { type StepContext, secretSinkOf, type WebhookState } from "./step-types.js";
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
 * Runs the steps in order and reports each; a failed step stops the run (the rest are `not-run`).
 * Outputs are published as each step finishes. Throws only PlanValidationError, before any call.
 */
export async function runPlan(plan: Plan, context: EngineContext): Promise<RunReport> {
  const issues = await checkPlan(plan, context);
  if (issues.length > 0) throw new PlanValidationError(issues);
  const handlers = sinkHandlers(context);
  const yielded = new Map<string, WebhookState>();
  const steps: StepReport[] = [];
  // Why the remaining steps do not run: an earlier step failed, or the run was cancelled.
  let stopped: string | undefined;
  for (const step of plan.steps) {
    if (!stopped && context.signal?.aborted) stopped = "not run: the run was cancelled";
    if (stopped) {
      steps.push({ ...identity(step), status: "not-run", summary: stopped, outputs: {} });
      continue;
    }
    const title = `${step.id} (${step.uses})${step.name ? `: ${step.name}` : ""}`;
    const report = await context.logger.group(title, () => runStep(step, context, handlers, yielded));
    for (const [name, value] of Object.entries(report.outputs)) {
      context.outputs.set(`${step.id}-${name}`, value === null ? "" : String(value));
    }
    steps.push(report);
    if (report.status === "failed") stopped = "not run: an earlier step failed";
  }
  return { mode: context.mode, ok: stopped === undefined, changes: countChanges(steps), steps };
}

async function runStep(
  step: PlanStep,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
  yielded: Map<string, WebhookState>,
): Promise<StepReport> {
  const definition = stepDefinition(step.uses);
  const started = context.clock.now();
  const elapsed = () => ({ durationMs: Math.max(0, context.clock.now() - started) });
  const deadline = stepDeadline(definition?.deadline?.(step.with as never), context.signal);
  const stepContext: StepContext = {
    ...context,
    stepId: step.id,
    signal: deadline.signal,
    webhookOf: (id) => yielded.get(id),
    revealSecret: secretRevealer(step.id, context, handlers),
  };
  try {
    if (!definition) throw new StepFailure(`unknown step ${step.uses}`);
    const outcome = await definition.run(step.with as never, stepContext);
    if (outcome.webhook && definition.yieldsWebhook) yielded.set(step.id, outcome.webhook);
    (outcome.status === "failed" ? context.logger.warning : context.logger.info)(outcome.summary);
    return {
      ...identity(step),
      status: outcome.status,
      ...(outcome.change === undefined ? {} : { change: outcome.change }),
      summary: outcome.summary,
      outputs: outcome.outputs,
      ...(outcome.status === "failed" ? { error: outcome.summary } : {}),
      ...(outcome.deliveries ? { deliveries: outcome.deliveries } : {}),
      ...(outcome.secret ? { secret: { ...outcome.secret, redacted: true as const } } : {}),
      ...elapsed(),
    };
  } catch (error) {
    const message = describeError(error);
    context.onStepError?.(step.id, error);
    context.logger.warning(message);
    return {
      ...identity(step),
      status: "failed",
      summary: message,
      error: message,
      outputs: {},
      ...elapsed(),
    };
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

function identity(step: PlanStep): Pick<StepReport, "id" | "uses" | "name"> {
  return { id: step.id, uses: step.uses, ...(step.name ? { name: step.name } : {}) };
}
