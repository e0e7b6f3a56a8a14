import { createClient } from "../client/index.js";
import {
  describeError,
  failureMessage,
  type ParsedPlan,
  PlanValidationError,
  type RunReport,
  requestCounter,
  runPlan,
  systemClock,
} from "../engine/index.js";
import { gitHubRunnerIdentity } from "../engine/plan-run/run-identity.js";
import { isLoopbackUrl } from "../schemas/index.js";
import { ClientError } from "../transport/errors.js";
import { redactSecretShapes } from "../transport/redact.js";
import type { TransportEvents } from "../transport/types.js";
import { VERSION } from "../transport/version.js";
import { logSafeJson } from "../untrusted/log-text.js";
import * as core from "./actions-core.js";
import { githubSecretSinkHandler } from "./github-secret-sink.js";
import { InputError, type Inputs, parseInputs } from "./inputs.js";
import { junitReportPath, junitTargetRefusal, writeJunitReport } from "./junit-report.js";
import { annotatePlanIssues, type PlanSource, parsePlanSource, readPlanSource } from "./plan-source.js";
import { reRunAttemptWarnings } from "./rerun-attempt.js";
import { openActionJournal } from "./run-journal.js";
import { actionFileSink } from "./secret-file-sink.js";
import { renderSummary } from "./summary.js";
import { actionLog, coreLogger, coreMasker, coreOutputs } from "./workflow-commands.js";

export const userAgent = `svc-ci-action/${VERSION}`;

/** The Action: mask credentials, parse inputs and plan (no call yet), run, publish, summarise. */
export async function run(): Promise<void> {
  const env = process.env;
  // Before anything else can print them (including an error message about them).
  for (const name of ["token", "github-token"]) {
    const value = core.getInput(name);
    if (value) core.setSecret(value);
  }
  let mode = "apply";
  let report: RunReport | undefined;
  let failure: string | undefined;
  let source: PlanSource | undefined;
  let parsed: ParsedPlan | undefined;
  let junitPath: string | undefined;
  /** A refused junit-file fails the run, and no report is written there. */
  const refuseJunitTarget = (refusal: string | undefined) => {
    if (!refusal) return;
    junitPath = undefined;
    throw new InputError(refusal);
  };
  const cancellation = cancelOnSignals();
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  try {
    // First, so a report is written even when the other inputs are wrong.
    junitPath = await junitReportPath(core.getInput("junit-file"), workspace);
    const inputs = parseInputs((name) => core.getInput(name, { trimWhitespace: name !== "plan" }));
    mode = inputs.mode;
    source = await readPlanSource(inputs, workspace);
    const planFile = source.path;
    // Checked before the plan is parsed too: the report is also written when parsing fails.
    refuseJunitTarget(junitPath ? await junitTargetRefusal(junitPath, workspace, planFile) : undefined);
    parsed = parsePlanSource(source);
    annotatePlanIssues(parsed.warnings, source, parsed.locate, "warning");
    refuseJunitTarget(
      junitPath ? await junitTargetRefusal(junitPath, workspace, planFile, parsed.plan.steps) : undefined,
    );
    const identity = gitHubRunnerIdentity(env);
    if (identity.warning) actionLog.warning(identity.warning);
    const journal = inputs.mode === "apply" ? await openActionJournal(env, identity.run) : undefined;
    const counter = requestCounter();
    report = await runPlan(parsed.plan, {
      client: buildClient(inputs, env, counter.events),
      concurrency: inputs.concurrency,
      requestCounts: counter.counts,
      run: identity.run,
      mode: inputs.mode,
      outputs: coreOutputs,
      secrets: coreMasker,
      sinks: {
        file: actionFileSink(workspace, inputs["keep-secret-files"]),
        "github-secret": githubSecretSinkHandler({
          token: inputs["github-token"],
          repository: env.GITHUB_REPOSITORY,
          apiUrl: env.GITHUB_API_URL,
          userAgent,
          timeoutMs: inputs["timeout-ms"],
          proxyEnv: env,
          onWait: (message) => coreLogger.info(message),
        }),
      },
      logger: coreLogger,
      clock: systemClock,
      rehearsal: isRehearsal(inputs),
      workingDirectory: workspace,
      signal: cancellation.signal,
      ...(journal ? { journal } : {}),
    });
    for (const warning of reRunAttemptWarnings(report, identity.run.runAttempt)) actionLog.warning(warning);
    // Secret shapes hold no character JSON escapes: redacting the document keeps it valid JSON.
    core.setOutput("result", redactSecretShapes(logSafeJson(report)));
    core.setOutput("changes", String(report.changes));
    failure = failureMessage(report);
  } catch (error) {
    if (error instanceof PlanValidationError && source) {
      annotatePlanIssues(error.issues, source, parsed?.locate);
      const count = error.issues.length === 1 ? "1 problem" : `${error.issues.length} problems`;
      failure = `the plan is invalid (${count}, see the annotations); nothing was called or changed`;
    } else {
      failure = error instanceof InputError ? error.message : describeError(error);
    }
  } finally {
    cancellation.dispose();
    await writeSummary(report, failure, mode);
    if (junitPath) failure = await writeJunit(junitPath, workspace, report, failure);
  }
  if (failure) actionLog.setFailed(failure);
}

/**
 * A cancelled job: the runner sends SIGINT, then SIGTERM, before it kills the step. Either aborts
 * the requests in flight and the steps not yet run, so the summary (and the JUnit report) are still
 * written and say so; a second signal gets the default behaviour (exit at once).
 */
function cancelOnSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const signals = ["SIGINT", "SIGTERM"] as const;
  const onSignal = (name: NodeJS.Signals) => {
    for (const other of signals) process.removeListener(other, onSignal);
    controller.abort(new Error(`the job was cancelled (${name})`));
  };
  for (const name of signals) process.once(name, onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of signals) process.removeListener(name, onSignal);
    },
  };
}

/** base-url on loopback: a rehearsal against a local emulator, whose own flag decides on destinations. */
function isRehearsal(inputs: Inputs): boolean {
  return inputs["base-url"] !== undefined && isLoopbackUrl(inputs["base-url"]);
}

/** Writes the JUnit report; a write error fails the run (added to its failure, printed once by setFailed). */
async function writeJunit(
  path: string,
  workspace: string,
  report: RunReport | undefined,
  failure: string | undefined,
) {
  try {
    await writeJunitReport(path, report, failure, workspace);
    return failure;
  } catch (error) {
    const problem = `could not write the junit-file report: ${describeError(error)}`;
    return failure ? `${failure}; ${problem}` : problem;
  }
}

/** The API client; the runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY apply (self-hosted runners). */
function buildClient(inputs: Inputs, env: NodeJS.ProcessEnv, events: TransportEvents) {
  try {
    return createClient({
      token: inputs.token,
      ...(inputs["base-url"] ? { baseUrl: inputs["base-url"] } : {}),
      ...(inputs["timeout-ms"] === undefined ? {} : { timeoutMs: inputs["timeout-ms"] }),
      ...(inputs.retries === undefined ? {} : { retries: inputs.retries }),
      userAgent,
      logger: { debug: actionLog.debug },
      proxyEnv: env,
      events,
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
    case "insecure_base_url":
      return `input base-url: ${error.message}; use https (plain http only for localhost)`;
    default:
      return `${error.message} (${error.code})`;
  }
}

async function writeSummary(report: RunReport | undefined, failure: string | undefined, mode: string) {
  try {
    renderSummary(core.summary, report, failure, mode);
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.write();
  } catch (error) {
    actionLog.warning(`could not write the job summary: ${describeError(error)}`);
  } finally {
    core.summary.emptyBuffer();
  }
}
