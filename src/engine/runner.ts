import { resolve } from "node:path";
import { ApiError, ClientError } from "../transport/errors.js";
import type { Duration } from "./duration.js";
import type { EngineContext } from "./engine-context.js";
import { describeError, StepDeadlineExceeded, StepFailure } from "./errors.js";
import { describePath, type PlanIssue, PlanValidationError } from "./plan-errors.js";
import { destinationIssues } from "./plan-policy.js";
import type { Plan, PlanStep } from "./plan-schema.js";
import { countChanges, type RunReport, type StepReport } from "./report.js";
import { commandSinkHandler } from "./sinks/command-sink.js";
import { fileSinkHandler } from "./sinks/file-sink.js";
import { secretFingerprint } from "./sinks/fingerprint.js";
import { outputSinkHandler } from "./sinks/output-sink.js";
import type { SecretSinkSpec } from "./sinks/sink-schema.js";
import type { SecretSinkHandler, SecretSinkHandlers } from "./sinks/types.js";
import type { RevealSecret, StepContext, WebhookState } from "./step-types.js";
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
    const spec = stepDefinition(step.uses)?.secretSink?.(step.with as never) as SecretSinkSpec | undefined;
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
    revealSecret: revealer(step.id, context, handlers),
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
 * Whether a failed reveal may still have issued a secret: an answer was lost or unreadable
 * (unknown outcome, invalid response), the answer was a gateway/server error that may follow the
 * work, or an earlier attempt of the retried request may have been carried out.
 */
function mayHaveIssued(error: unknown): boolean {
  if (error instanceof ApiError) {
    // Attempts answered 429 were refused before the service acted; they do not make it ambiguous.
    const mayHaveActed = error.transport.attempts - (error.transport.rateLimitedAttempts ?? 0);
    return mayHaveActed > 1 || [500, 502, 504].includes(error.status);
  }
  if (error instanceof ClientError) {
    return (
      error.outcomeUnknown || error.code === "invalid_api_response" || error.code === "response_too_large"
    );
  }
  return false;
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

function sinkHandlers(context: EngineContext): Partial<SecretSinkHandlers> {
  return {
    output: outputSinkHandler(context.outputs),
    file: fileSinkHandler(context.workingDirectory ?? process.cwd()),
    command: commandSinkHandler(context.workingDirectory ?? process.cwd()),
    ...context.sinks,
  };
}

/**
 * The sink is prepared before the call that reveals the secret (so a sink that cannot work costs
 * no rotation), the run journal records the intent durably (so a re-run with the same run identity
 * can replay exactly this request after a crash), the secret is masked the instant it exists, then
 * delivered, and the journal notes that the sink holds it.
 */
function revealer(
  stepId: string,
  context: EngineContext,
  handlers: Partial<SecretSinkHandlers>,
): RevealSecret {
  return async (spec, call, extract, confirm, intent) => {
    const handler = handlers[spec.type] as SecretSinkHandler | undefined;
    if (!handler) throw new StepFailure(`the ${spec.type} secret sink is not available here`);
    const journal = intent ? context.journal : undefined;
    const previous = await journal?.read(stepId);
    const prepared = await handler.prepare(spec, {
      stepId,
      ...(previous?.target ? { previousTarget: previous.target } : {}),
    });
    const record = intent && {
      v: 1 as const,
      step: stepId,
      ...intent,
      sink: spec.type,
      ...(prepared.target ? { target: prepared.target } : {}),
    };
    if (journal && record) {
      try {
        await journal.write({ ...record, state: "pending", at: new Date(context.clock.now()).toISOString() });
      } catch (error) {
        await prepared.abort();
        throw new StepFailure(
          `cannot record the reveal in the run journal ${journal.location} (${describeError(error)}); nothing was sent: fix the state directory and re-run`,
        );
      }
    }
    const hint =
      journal &&
      (journal.replayHint ??
        `a re-run with the same run identity replays it from the run journal (${journal.location})`);
    const replay = hint ? `; ${hint}` : "";
    let value: Awaited<ReturnType<typeof call>>;
    try {
      value = await call();
    } catch (error) {
      await prepared.abort();
      if (!mayHaveIssued(error)) {
        await journal?.remove(stepId);
        throw error;
      }
      throw unstoredSecret(
        error,
        "the service may have issued a new signing secret whose answer never arrived",
        replay,
      );
    }
    const secret = extract(value);
    context.secrets.mask(secret);
    if (confirm) {
      try {
        await confirm(value);
      } catch (error) {
        await prepared.abort();
        // A StepFailure already says what happened to the secret; anything else (a transient
        // error while checking a replayed create) must not lose the issued secret silently.
        if (error instanceof StepFailure) {
          await journal?.remove(stepId);
          throw error;
        }
        throw unstoredSecret(error, "a signing secret was issued but could not be confirmed", replay);
      }
    }
    let receipt: Awaited<ReturnType<typeof prepared.deliver>>;
    try {
      receipt = await prepared.deliver(secret);
    } catch (error) {
      await prepared.abort();
      const recover = hint
        ? `fix the sink, then run again: ${hint} (the same secret); or rotate the secret again (rotate-secret) to issue a new one`
        : "fix the sink, then rotate the secret again (rotate-secret) to issue a new one";
      throw new StepFailure(
        `the new signing secret was issued but the ${spec.type} sink failed: ${describeError(error)}; the secret is masked and was not stored: ${recover}`,
      );
    }
    const fingerprint = secretFingerprint(secret);
    if (journal && record) {
      // The sink holds the secret; a failure to note it only means a re-run replays and delivers again.
      await journal
        .write({ ...record, state: "stored", fingerprint, at: new Date(context.clock.now()).toISOString() })
        .catch((error: unknown) =>
          context.logger.warning(`could not update the run journal: ${describeError(error)}`),
        );
    }
    return { value, receipt: { ...receipt, fingerprint } };
  };
}

/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error: unknown, what: string, replay: string): StepFailure {
  return new StepFailure(
    `${describeError(error)}; ${what}, so it was not stored: re-run the job, and rotate the secret again (rotate-secret) if this step does not reveal one${replay}`,
    { cause: error },
  );
}
