import {
  describeError,
  type EngineContext,
  failureMessage,
  type Mode,
  type ParsedPlan,
  PlanValidationError,
  type RevealJournal,
  type RunIdentity,
  type RunReport,
  requestCounter,
  runPlan,
} from "../engine/index.js";
import { gitHubRunnerIdentity } from "../engine/plan-run/run-identity.js";
import { commandSinkHandler } from "../engine/sinks/command-sink.js";
import { isLoopbackUrl } from "../schemas/index.js";
import { ClientError } from "../transport/errors.js";
import { combineEvents } from "../transport/events.js";
import type { TransportEvents } from "../transport/types.js";
import { VERSION } from "../transport/version.js";
import { waitNotices } from "../transport/wait-notice.js";
import { githubSecretSinkHandler } from "./github-secret-sink.js";
import { InputError, type Inputs, parseInputs } from "./inputs.js";
import { junitReportPath, junitTargetRefusal, writeJunitReport } from "./junit-report.js";
import {
  annotatePlanIssues,
  type PlanSource,
  parsePlanSource,
  planIssueLines,
  readPlanSources,
} from "./plan-source.js";
import { mainEndedState, openActionJournal } from "./run-journal.js";
import { actionFileSink } from "./secret-file-sink.js";
import { actionWords } from "./setting-words.js";
import { type WorkflowCommands, workflowCommands } from "./workflow-commands.js";
import type { ActionWorld, CancelSignal, SignalSource } from "./world.js";

const userAgent = `svc-ci-action/${VERSION}`;

/** The inputs that hold credentials: masked before anything else runs. */
const credentialInputs = ["token", "github-token", "rerun-token"] as const;

/** One run of the Action: its world, its log, where it works and what cancels it. */
interface Scope {
  world: ActionWorld;
  commands: WorkflowCommands;
  workspace: string;
  signal: AbortSignal;
}

/** How a run ended, for the job summary, the JUnit report and the job's result. */
interface Outcome {
  mode: Mode;
  report?: RunReport;
  failure?: string | undefined;
  /** Lines that belong with the failure in the JUnit report (an invalid plan's problems). */
  details?: string[] | undefined;
  /** Where the JUnit report goes: absent when not asked for, or when that path was refused. */
  junitPath?: string | undefined;
}

/** A refused junit-file: the run fails, and no report is written there. */
class JunitRefused extends InputError {}

/** A stage that threw, kept as a value so each stage's failure is handled where its context is. */
class Failed {
  constructor(readonly error: unknown) {}
}
const failed = (error: unknown) => new Failed(error);

/**
 * The Action: mask credentials, parse inputs and plan (no call yet), run, publish, summarise.
 * Everything outside it comes in through `world` (src/action/index.ts passes the runner's).
 */
export async function run(world: ActionWorld): Promise<void> {
  // Before anything else can print them (including an error message about them).
  for (const name of credentialInputs) {
    const value = world.core.getInput(name);
    if (value) world.core.setSecret(value);
  }
  const commands = workflowCommands(world.core);
  const cancellation = cancelOnSignals(world.signals);
  const workspace = world.env.GITHUB_WORKSPACE || world.cwd;
  const scope: Scope = { world, commands, workspace, signal: cancellation.signal };
  const outcome = await runToOutcome(scope).finally(cancellation.dispose);
  const failure = await publishReports(scope, outcome);
  if (failure) commands.log.setFailed(failure);
  world.core.saveState(mainEndedState, "true");
}

/** Inputs, plan file, plan, run: each stage's failure ends the run with the reason. */
async function runToOutcome(scope: Scope): Promise<Outcome> {
  // First: opening the run journal (apply) then overlaps everything before the first request. A
  // mode input that is neither (an input error) opens one for nothing, and the run stops.
  const started = startRun(scope, scope.world.core.getInput("mode") !== "plan");
  try {
    return await stagesToOutcome(scope, started);
  } finally {
    // Never rejects; awaited so that its warning, if any, comes before the run's end.
    await started.journal;
  }
}

async function stagesToOutcome(scope: Scope, started: StartedRun): Promise<Outcome> {
  const { core } = scope.world;
  // First, so a report is written even when the other inputs are wrong.
  const junitPath = await junitReportPath(core.getInput("junit-file"), scope.workspace).catch(failed);
  if (junitPath instanceof Failed) return { mode: "apply", failure: failureText(scope, junitPath.error) };
  const stopped = (mode: Mode, error: unknown, source?: PlanSource[], plan?: ParsedPlan): Outcome => ({
    mode,
    failure: failureText(scope, error, source, plan),
    ...(error instanceof PlanValidationError && source
      ? { details: planIssueLines(error.issues, source, plan?.locate) }
      : {}),
    junitPath: error instanceof JunitRefused ? undefined : junitPath,
  });
  const inputs = readInputs(scope);
  if (inputs instanceof Failed) return stopped("apply", inputs.error);
  const source = await readPlanSources(inputs, scope.workspace).catch(failed);
  if (source instanceof Failed) return stopped(inputs.mode, source.error);
  const parsed = await checkedPlan(scope, source, junitPath).catch(failed);
  if (parsed instanceof Failed) return stopped(inputs.mode, parsed.error, source);
  const report = await execute(scope, inputs, parsed, started).catch(failed);
  if (report instanceof Failed) {
    await noteEarlierAttemptsOfStoppedRun(scope, inputs, parsed, started.run);
    return stopped(inputs.mode, report.error, source, parsed);
  }
  return { mode: inputs.mode, report, failure: failureMessage(report), junitPath };
}

/** The run's identity, and its journal being opened. */
interface StartedRun {
  run: RunIdentity;
  journal: Promise<RevealJournal | undefined>;
}

/**
 * The run identity, and (apply) the run journal opened in the background: opening it is a chain of
 * file system round trips, two of them fsyncs (its marker placed whole, docs/plan.md "Crash
 * safety"), about 20 ms on a busy machine, which would otherwise delay the first API request;
 * started first, they overlap reading the inputs and reading, parsing and checking the plan
 * (docs/startup.md). Opening it never fails the run.
 */
function startRun(scope: Scope, apply: boolean): StartedRun {
  const { world, commands } = scope;
  const identity = gitHubRunnerIdentity(world.env);
  // Plan mode sends no idempotency key, so a random run id costs it nothing: no warning then.
  if (identity.warning && apply) commands.log.warning(identity.warning);
  const journal = apply
    ? openActionJournal(world.env, identity.run, world.core, commands.log)
    : Promise.resolve(undefined);
  return { run: identity.run, journal };
}

function readInputs(scope: Scope): Inputs | Failed {
  try {
    return parseInputs((name) => scope.world.core.getInput(name, { trimWhitespace: name !== "plan" }));
  } catch (error) {
    return failed(error);
  }
}

/** The failure's words; an invalid plan is annotated on its lines first. */
function failureText(scope: Scope, error: unknown, source?: PlanSource[], plan?: ParsedPlan): string {
  if (error instanceof PlanValidationError && source) {
    annotatePlanIssues(scope.commands.log, error.issues, source, plan?.locate);
    const count = error.issues.length === 1 ? "1 problem" : `${error.issues.length} problems`;
    return `the plan is invalid (${count}, see the annotations); nothing was called or changed`;
  }
  return error instanceof InputError
    ? error.message
    : describeError(error, actionWords(scope.world.core.getInput("base-url") !== ""));
}

/**
 * The plan, parsed and with its warnings annotated. The junit-file is checked against the plan
 * file before parsing (the report is also written when parsing fails) and against the plan's
 * secret files after.
 */
async function checkedPlan(scope: Scope, source: PlanSource[], junitPath: string | undefined) {
  const refuse = async (steps?: ParsedPlan["plan"]["steps"]) => {
    if (!junitPath) return;
    const paths = source.flatMap((file) => (file.path === undefined ? [] : [file.path]));
    const why = await junitTargetRefusal(junitPath, scope.workspace, paths, steps);
    if (why) throw new JunitRefused(why);
  };
  await refuse();
  const parsed = parsePlanSource(source);
  annotatePlanIssues(scope.commands.log, parsed.warnings, source, parsed.locate, "warning");
  await refuse(parsed.plan.steps);
  return parsed;
}

/** Runs the plan, says what the earlier attempts of a re-run left, and publishes the outputs. */
async function execute(
  scope: Scope,
  inputs: Inputs,
  parsed: ParsedPlan,
  started: StartedRun,
): Promise<RunReport> {
  const { world, commands } = scope;
  const journal = await started.journal;
  const report = await runPlan(parsed.plan, {
    ...engineContext(scope, inputs, started.run),
    ...(journal ? { journal } : {}),
  });
  await noteEarlierAttempts(scope, inputs, parsed, report, started.run);
  // Loaded once the run is done: nothing of it is needed before the first request.
  const { resultOutput } = await import("./result-output.js");
  const result = resultOutput(report);
  if (result.cut) commands.log.warning(`the result output was cut down: ${result.cut}`);
  world.core.setOutput("result", result.json);
  world.core.setOutput("changes", String(report.changes));
  return report;
}

/** What the engine gets from the Action: its client, sinks, outputs, log and clock. */
function engineContext(scope: Scope, inputs: Inputs, run: RunIdentity): EngineContext {
  const { world, commands, workspace } = scope;
  // Requests and 429s of the run, for the job summary and `result` (the report's totals).
  const counter = requestCounter();
  return {
    client: buildClient(world, inputs, commands, counter.events),
    concurrency: inputs.concurrency,
    requestCounts: counter.counts,
    run,
    mode: inputs.mode,
    outputs: commands.outputs,
    secrets: commands.masker,
    sinks: {
      file: actionFileSink(workspace, inputs["keep-secret-files"], {
        core: world.core,
        env: world.env,
        warn: commands.log.warning,
      }),
      command: commandSinkHandler(workspace, world.env),
      "github-secret": githubSecretSinkHandler({
        token: inputs["github-token"],
        repository: world.env.GITHUB_REPOSITORY,
        apiUrl: world.env.GITHUB_API_URL,
        userAgent,
        timeoutMs: inputs["timeout-ms"],
        proxyEnv: world.env,
        onWait: (message) => commands.logger.info(message),
      }),
    },
    logger: commands.logger,
    clock: world.clock,
    rehearsal: isRehearsal(inputs),
    workingDirectory: workspace,
    signal: scope.signal,
    words: actionWords(inputs["base-url"] !== undefined),
  };
}

/**
 * On a workflow re-run attempt: for each ensure-webhook step that created or found its webhook,
 * what the earlier attempts left on GitHub says about its secret (rerun-attempt.ts, loaded only on
 * a re-run attempt). Never fails the run.
 */
async function noteEarlierAttempts(
  scope: Scope,
  inputs: Inputs,
  parsed: ParsedPlan,
  report: RunReport,
  run: RunIdentity,
): Promise<void> {
  if (run.runAttempt <= 1 || inputs.mode !== "apply") return;
  try {
    const { reRunReport } = await import("./rerun-attempt.js");
    await reRunReport({
      world: scope.world,
      log: scope.commands.log,
      token: inputs["rerun-token"] ?? "",
      userAgent,
      steps: parsed.plan.steps,
      report,
      run,
      signal: scope.signal,
    });
  } catch (error) {
    // The run is done and its outputs still to be set: this advice never fails it.
    scope.commands.log.warning(`could not tell what the earlier attempts left: ${describeError(error)}`);
  }
}

/**
 * On a workflow re-run attempt that stopped before its steps ran (an invalid plan: a file a killed
 * earlier attempt wrote is in the file sink's way; or any other failure): what the earlier attempts
 * left is reported all the same (rerun-stopped.ts, loaded only here). Never fails the run further.
 */
async function noteEarlierAttemptsOfStoppedRun(
  scope: Scope,
  inputs: Inputs,
  parsed: ParsedPlan,
  run: RunIdentity,
): Promise<void> {
  if (run.runAttempt <= 1 || inputs.mode !== "apply") return;
  try {
    const { stoppedReRunReport } = await import("./rerun-stopped.js");
    await stoppedReRunReport({
      world: scope.world,
      log: scope.commands.log,
      token: inputs["rerun-token"] ?? "",
      userAgent,
      steps: parsed.plan.steps,
      run,
      workspace: scope.workspace,
      signal: scope.signal,
    });
  } catch (error) {
    scope.commands.log.warning(`could not tell what the earlier attempts left: ${describeError(error)}`);
  }
}

/**
 * A cancelled job: the runner sends SIGINT, then SIGTERM, before it kills the step. Either aborts
 * the requests in flight and the steps not yet run, so the summary (and the JUnit report) are still
 * written and say so; a second signal gets the default behaviour (exit at once).
 */
function cancelOnSignals(signals: SignalSource): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const names: readonly CancelSignal[] = ["SIGINT", "SIGTERM"];
  const onSignal = (name: NodeJS.Signals) => {
    for (const other of names) signals.removeListener(other, onSignal);
    controller.abort(new Error(`the job was cancelled (${name})`));
  };
  for (const name of names) signals.once(name, onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of names) signals.removeListener(name, onSignal);
    },
  };
}

/** base-url on loopback: a rehearsal against a local emulator, whose own flag decides on destinations. */
function isRehearsal(inputs: Inputs): boolean {
  return inputs["base-url"] !== undefined && isLoopbackUrl(inputs["base-url"]);
}

/** The API client; the runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY apply (self-hosted runners). */
function buildClient(
  world: ActionWorld,
  inputs: Inputs,
  commands: WorkflowCommands,
  counts: TransportEvents,
) {
  try {
    return world.createClient({
      token: inputs.token,
      ...(inputs["base-url"] ? { baseUrl: inputs["base-url"] } : {}),
      ...(inputs["timeout-ms"] === undefined ? {} : { timeoutMs: inputs["timeout-ms"] }),
      ...(inputs.retries === undefined ? {} : { retries: inputs.retries }),
      ...(inputs["max-wait-ms"] === undefined ? {} : { maxRateLimitWaitMs: inputs["max-wait-ms"] }),
      events: combineEvents(waitNotices(commands.log.info), counts),
      userAgent,
      logger: { debug: commands.log.debug },
      proxyEnv: world.env,
    });
  } catch (error) {
    if (error instanceof ClientError) throw new InputError(clientOptionProblem(error));
    throw error;
  }
}

function clientOptionProblem(error: ClientError): string {
  switch (error.code) {
    case "invalid_credential":
      return "input token: not a v1 credential (expected tg_sa_v2_<region>_<cell>_<id>_<secret>); use a service-account credential";
    case "invalid_base_url":
      return `input base-url: ${error.message}`;
    case "insecure_base_url":
      return `input base-url: ${error.message}; use https (plain http only for localhost)`;
    default:
      return `${error.message} (${error.code})`;
  }
}

/** The job summary, then the JUnit report; returns the run's failure, with a report that could not be written. */
async function publishReports(scope: Scope, outcome: Outcome): Promise<string | undefined> {
  await writeSummary(scope, outcome);
  if (!outcome.junitPath) return outcome.failure;
  try {
    const failure = outcome.details ? [outcome.failure, ...outcome.details].join("\n") : outcome.failure;
    await writeJunitReport(outcome.junitPath, outcome.report, failure, scope.workspace);
    return outcome.failure;
  } catch (error) {
    const problem = `could not write the junit-file report: ${describeError(error)}`;
    return outcome.failure ? `${outcome.failure}; ${problem}` : problem;
  }
}

async function writeSummary(scope: Scope, outcome: Outcome): Promise<void> {
  const { summary } = scope.world.core;
  try {
    // Loaded once the run is done: nothing of it is needed before the first request.
    const { renderSummaryWithinLimit } = await import("./summary-bounds.js");
    renderSummaryWithinLimit(summary, outcome);
    if (scope.world.env.GITHUB_STEP_SUMMARY) await summary.write();
  } catch (error) {
    scope.commands.log.warning(`could not write the job summary: ${describeError(error)}`);
  } finally {
    summary.emptyBuffer();
  }
}
