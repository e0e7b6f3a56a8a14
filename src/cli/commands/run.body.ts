import { isAbsolute, relative, resolve } from "node:path";
import {
  defaultConcurrency,
  failureStatus,
  maxConcurrency,
  type ParsedPlan,
  type PlanIssue,
  PlanValidationError,
  type RevealJournal,
  type RunReport,
  requestCounter,
  reviewMarkdown,
  runPlan,
} from "../../engine/index.js";
import { loadPlans, readPlanFile, readPlanStream } from "../../engine/plan-run/load-plan.js";
import { expandPlanPaths, PlanFilesError } from "../../engine/plan-run/plan-files.js";
import { type DetectedRun, RunIdentityError, runIdentityFor } from "../../engine/plan-run/run-identity.js";
import { isLoopbackUrl } from "../../schemas/index.js";
import { combineEvents } from "../../transport/events.js";
import { InputFileError } from "../../untrusted/bounded-file.js";
import { directoryProblem } from "../../untrusted/path-problem.js";
import type { CliContext } from "../cli-context.js";
import { cliEngineContext, stderrLogger } from "../engine-host/cli-engine-context.js";
import { checkJunitTarget, withJunitReport } from "../engine-host/junit-report.js";
import { reviewTable } from "../engine-host/review-table.js";
import { runProgressLine } from "../engine-host/run-progress.js";
import { openRunJournal, stateDirectory } from "../engine-host/state-dir.js";
import { CliError, EXIT, exitCodeForStatus } from "../errors.js";
import type { HandlerContext } from "../handler-context.js";
import type { Views } from "../output/render.js";
import { safeDiagnostic } from "../output/sanitize.js";

export interface RunOptions {
  mode: "plan" | "apply";
  runId?: string;
  runAttempt?: string;
  secretsDir?: string;
  stateDir?: string;
  failOnChanges?: true;
  /** The --junit report's file: checked here, before any call, against the files secrets go to. */
  junit?: string;
  /** Steps at once, 1 to maxConcurrency (docs/cli-run.md). */
  concurrency?: string;
  /** The table lists the steps that change nothing too (by default they are one count). */
  showUnchanged?: true;
  /** Write the plan of the existing webhooks here instead of running one (`-`: stdout). */
  generatePlan?: string;
  /** With generatePlan: only the webhooks under this URL prefix. */
  urlPrefix?: string;
  /** With generatePlan: replace an existing file. */
  force?: true;
}

/**
 * `svc run <plan-file>`: the run, inside the --junit report when one is asked for; `svc run
 * --generate-plan FILE`: the plan of the webhooks that exist (generate-plan.ts).
 */
export async function run(ctx: HandlerContext, planFiles: string[], options: RunOptions): Promise<void> {
  if (options.generatePlan !== undefined) {
    checkGenerateFlags(planFiles, options);
    const { generatePlan } = await import("../engine-host/generate-plan.js");
    return generatePlan(ctx, { ...options, generatePlan: options.generatePlan });
  }
  if (options.urlPrefix !== undefined || options.force)
    throw new CliError("invalid_arguments", "--url-prefix and --force only apply to --generate-plan");
  if (planFiles.length === 0)
    throw new CliError("invalid_arguments", "svc run needs a plan file", {
      hint: "svc run <plan-file>..., or write one for the webhooks that exist with: svc run --generate-plan <file>",
    });
  return withJunitReport(ctx, options.junit, planFiles, options.secretsDir, (onReport) =>
    runPlanFile(ctx, planFiles, options, onReport),
  );
}

/** What the run needs, all known and checked before the first API call. */
interface PreparedRun {
  source: PlanTexts;
  parsed: ParsedPlan;
  identity: DetectedRun;
  secretsDir: string | undefined;
  concurrency: number | undefined;
}

/**
 * Exit codes: 0 the run succeeded (in plan mode also with pending changes, unless --fail-on-changes);
 * 1 a step failed for a non-API reason (a delivery failed, a threshold was exceeded, a sink failed)
 * or --fail-on-changes found changes; 2 the plan, a flag or the run identity is invalid (nothing was
 * called); 3-7 a step failed on an API status (the CLI's exit table).
 */
export async function runPlanFile(
  ctx: HandlerContext,
  planFiles: readonly string[],
  options: RunOptions,
  onReport: (report: RunReport) => void = () => {},
): Promise<void> {
  const prepared = await prepareRun(ctx, planFiles, options);
  const stepErrors = new Map<string, unknown>();
  const report = await executeRun(ctx, prepared, options, stepErrors);
  onReport(report);
  await ctx.render(report, reportViews(ctx, options));
  throwForOutcome(ctx, report, stepErrors, options);
}

async function prepareRun(
  ctx: HandlerContext,
  planFiles: readonly string[],
  options: RunOptions,
): Promise<PreparedRun> {
  const concurrency = checkFlags(options);
  const source = await readPlans(ctx, planFiles);
  const parsed = parseOrExplain(ctx, source);
  for (const warning of parsed.warnings)
    ctx.stderr.write(`svc: warning: ${issueLine(ctx, source, parsed, warning)}\n`);
  const identity = runIdentity(ctx, options);
  const secretsDir = options.secretsDir === undefined ? undefined : resolve(ctx.cwd, options.secretsDir);
  if (options.secretsDir !== undefined && secretsDir !== undefined) {
    const problem = await directoryProblem(secretsDir);
    if (problem)
      throw new CliError("invalid_arguments", `--secrets-dir ${options.secretsDir} ${problem}`, {
        hint: "give an existing directory for the secret files (mkdir it first)",
      });
  }
  if (options.junit !== undefined)
    await checkJunitTarget(ctx, {
      junit: resolve(ctx.cwd, options.junit),
      planFiles: source.paths,
      steps: parsed.plan.steps,
      baseDirectory: ctx.cwd,
      secretsDir,
    });
  return { source, parsed, identity, secretsDir, concurrency };
}

/** The flags that need no file: --fail-on-changes only with plan mode, --concurrency a whole number in range. */
function checkFlags(options: RunOptions): number | undefined {
  if (options.failOnChanges && options.mode !== "plan")
    throw new CliError("invalid_arguments", "--fail-on-changes only applies to --mode plan", {
      hint: "gate a pull request with: svc run <plan> --mode plan --fail-on-changes",
    });
  if (options.concurrency === undefined) return undefined;
  const value = options.concurrency.trim();
  const count = /^[0-9]{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= maxConcurrency))
    throw new CliError(
      "invalid_arguments",
      `--concurrency must be a whole number from 1 to ${maxConcurrency} (steps at once; 1 runs them one by one in plan order)`,
      { hint: `e.g. --concurrency 4 (default ${defaultConcurrency})` },
    );
  return count;
}

function runIdentity(ctx: HandlerContext, options: RunOptions): DetectedRun {
  try {
    return runIdentityFor(options.mode, ctx.env, {
      ...(options.runId === undefined ? {} : { runId: options.runId }),
      ...(options.runAttempt === undefined ? {} : { runAttempt: options.runAttempt }),
    });
  } catch (error) {
    if (error instanceof RunIdentityError) throw new CliError("invalid_arguments", error.message);
    throw error;
  }
}

/**
 * The run itself: the client (counting requests for the totals and the terminal's progress line),
 * the run journal (apply), then runPlan. A plan problem found before the first call (a sink) is
 * printed like a parse problem.
 */
async function executeRun(
  ctx: HandlerContext,
  prepared: PreparedRun,
  options: RunOptions,
  stepErrors: Map<string, unknown>,
): Promise<RunReport> {
  const { source, parsed, identity } = prepared;
  const counter = requestCounter();
  const progress = runProgressLine(ctx);
  const { client, credential, words } = await ctx.session({
    events: combineEvents(counter.events, progress.events),
    notices: progress.print,
  });
  const journal = await journalFor(ctx, options, identity);
  // A base URL on loopback is a rehearsal against a local emulator, as in the Action: the
  // emulator's own flag decides on loopback and private webhook destinations.
  const rehearsal = credential.baseUrl !== undefined && isLoopbackUrl(credential.baseUrl);
  announce(ctx, prepared, options.mode, journal !== undefined);
  const context = cliEngineContext(ctx, {
    client,
    run: identity.run,
    mode: options.mode,
    rehearsal,
    secretsDir: prepared.secretsDir,
    journal,
    stepErrors,
    progress,
    concurrency: prepared.concurrency,
    requestCounts: counter.counts,
    words,
  });
  try {
    return await runPlan(parsed.plan, context);
  } catch (error) {
    if (error instanceof PlanValidationError) throw invalidPlan(ctx, source, parsed, error.issues);
    throw error;
  } finally {
    progress.done();
  }
}

/** The run journal of an apply run (none without a state directory); plan mode neither reads nor writes one. */
async function journalFor(
  ctx: HandlerContext,
  options: RunOptions,
  identity: DetectedRun,
): Promise<RevealJournal | undefined> {
  if (options.mode !== "apply") return undefined;
  const stateDir = stateDirectory(ctx.env, ctx.cwd, options.stateDir);
  return stateDir === undefined
    ? undefined
    : await openRunJournal(stateDir, identity.run, stderrLogger(ctx).debug);
}

/** The run's first line on stderr, and the warning of an apply run that keeps no journal. */
function announce(
  ctx: HandlerContext,
  prepared: PreparedRun,
  mode: RunOptions["mode"],
  journaled: boolean,
): void {
  const { source, parsed, identity } = prepared;
  ctx.stderr.write(
    `svc: ${mode} ${safeDiagnostic(source.label, ctx.secrets)}: ${parsed.plan.steps.length} step(s); run identity from ${safeDiagnostic(identity.description, ctx.secrets)}\n`,
  );
  if (mode === "apply" && !journaled)
    ctx.stderr.write(
      "svc: no run journal (give --state-dir, or set XDG_STATE_HOME or HOME): a re-run cannot replay a secret reveal this run is interrupted in (docs/plan.md#crash-safety)\n",
    );
}

/** A failed step keeps its API status's exit code; --fail-on-changes fails on pending changes. */
function throwForOutcome(
  ctx: CliContext,
  report: RunReport,
  stepErrors: Map<string, unknown>,
  options: RunOptions,
): void {
  const [failed, ...others] = report.steps.filter((step) => step.status === "failed");
  // Each failure is printed once, here, after the report (the step log says only that it failed).
  for (const other of others)
    ctx.stderr.write(
      `svc: step "${other.id}" (${other.uses}) failed: ${safeDiagnostic(other.error ?? other.summary, ctx.secrets)}\n`,
    );
  if (failed) {
    const cause = stepErrors.get(failed.id);
    const exitCode = cause === undefined ? EXIT.failure : apiExitCode(cause);
    throw new CliError(
      "step_failed",
      `step "${failed.id}" (${failed.uses}) failed: ${failed.error ?? failed.summary}`,
      { exitCode },
    );
  }
  if (options.failOnChanges && report.changes > 0)
    throw new CliError(
      "changes_pending",
      `the plan has ${report.changes} pending change(s) (--fail-on-changes)`,
      { hint: "apply them with --mode apply, or see steps[].change in -o json" },
    );
}

/**
 * The API status a step failed on keeps its exit code (3-7, 2 for 428): an API error, or a
 * contention the step explained (409 or 412, e.g. a rotation another run made first); anything
 * else a step threw is a failure (1).
 */
function apiExitCode(error: unknown): number {
  const status = failureStatus(error);
  return status === undefined ? EXIT.failure : exitCodeForStatus(status);
}

interface PlanText {
  bytes: Uint8Array;
  label: string;
  /** The plan file's absolute path; undefined for standard input. */
  path?: string;
}

/** The run's plan files, read in the order given (a directory: its plan files by name). */
interface PlanTexts {
  files: PlanText[];
  /** The plan as the first line of the run names it: the file, or how many there are. */
  label: string;
  /** The files' absolute paths (a --junit report must replace none of them). */
  paths: string[];
}

async function readPlans(ctx: CliContext, planFiles: readonly string[]): Promise<PlanTexts> {
  if (planFiles.filter((file) => file === "-").length > 1)
    throw new CliError("invalid_arguments", "svc run reads standard input (-) once; name it once");
  const named = await expandPlanPaths(
    planFiles.map((file) => (file === "-" ? file : resolve(ctx.cwd, file))),
  ).catch((error: unknown) => {
    if (error instanceof PlanFilesError)
      throw new CliError("invalid_arguments", safeDiagnostic(error.message, ctx.secrets), {
        hint: "name plan files, or a directory of *.yml / *.yaml plan files",
      });
    throw error;
  });
  const files: PlanText[] = [];
  for (const file of named) files.push(await readPlan(ctx, file === "-" ? file : displayPath(ctx, file)));
  const first = files[0]?.label ?? "plan";
  const label = files.length === 1 ? first : `${files.length} plan files (${first}, ...)`;
  return { files, label, paths: files.flatMap((file) => (file.path === undefined ? [] : [file.path])) };
}

/** A plan file as the user named it: relative to the working directory when inside it. */
function displayPath(ctx: CliContext, path: string): string {
  const named = relative(ctx.cwd, path);
  return named.startsWith("..") || isAbsolute(named) ? path : named;
}

/** The plan's bytes, bounded and refused before reading unless a regular file (the engine's loader). */
async function readPlan(ctx: CliContext, planFile: string): Promise<PlanText> {
  if (planFile === "-") {
    if (ctx.stdinIsTTY)
      throw new CliError(
        "invalid_arguments",
        "svc run - reads the plan from standard input, but it is a terminal",
        {
          hint: "pipe the plan in (svc run - < plan.yml) or give the plan file",
        },
      );
    const bytes = await readPlanStream(ctx.stdin, ctx.signal).catch((error: unknown) => {
      if (error instanceof InputFileError)
        throw new CliError("input_too_large", `the plan on standard input ${error.message}`);
      throw error;
    });
    return { bytes, label: "stdin" };
  }
  const path = resolve(ctx.cwd, planFile);
  const bytes = await readPlanFile(path).catch((error: unknown) => {
    if (!(error instanceof InputFileError)) throw error;
    const fix =
      error.problem === "not_regular"
        ? "give a regular file, or pipe the plan in with: svc run - < plan"
        : error.problem === "too_large"
          ? "a plan is a few KiB; split it or check that you named the right file"
          : "check the path (it is relative to the working directory)";
    throw new CliError(
      error.problem === "too_large" ? "input_too_large" : "invalid_input_file",
      `the plan file ${planFile} ${error.message}`,
      { hint: fix },
    );
  });
  return { bytes, label: planFile, path };
}

function parseOrExplain(ctx: CliContext, source: PlanTexts): ParsedPlan {
  try {
    return loadPlans(source.files.map((file) => ({ content: file.bytes, label: file.label })));
  } catch (error) {
    if (error instanceof PlanValidationError) throw invalidPlan(ctx, source, undefined, error.issues);
    throw error;
  }
}

/**
 * `file:line:column: message`, redacted and sanitised; a message's further lines (the plan's line
 * and a caret under a YAML syntax error) follow, each its own `svc: ` line.
 */
function issueLine(
  ctx: CliContext,
  source: PlanTexts,
  parsed: ParsedPlan | undefined,
  issue: PlanIssue,
): string {
  const position =
    issue.line !== undefined
      ? { line: issue.line, column: issue.column ?? 1, file: issue.file }
      : parsed?.locate(issue.path);
  const file = issue.file ?? position?.file ?? source.files[0]?.label ?? source.label;
  const where = position ? `${file}:${position.line}:${position.column}: ` : `${file}: `;
  const [first = "", ...more] = issue.message.split("\n");
  return [`${where}${first}`, ...more].map((line) => safeDiagnostic(line, ctx.secrets)).join("\nsvc: ");
}

/** Every problem on its own stderr line, `file:line:column: message`; nothing was called. */
function invalidPlan(
  ctx: CliContext,
  source: PlanTexts,
  parsed: ParsedPlan | undefined,
  issues: readonly PlanIssue[],
): CliError {
  const lines = issues.map((issue) => issueLine(ctx, source, parsed, issue));
  for (const line of lines) ctx.stderr.write(`svc: ${line}\n`);
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  return new CliError("invalid_plan", `the plan is invalid (${count}); nothing was called or changed`, {
    details: lines,
    hint: "fix each problem above (each names its line, step, field and fix); every field of every step: docs/plan-reference.md",
  });
}

/** The report's table (review-table.ts) and Markdown (the engine's, shared with the Action's job summary). */
function reportViews(ctx: HandlerContext, options: RunOptions): Views<RunReport> {
  const width = ctx.stdoutIsTTY ? ctx.stdout.columns : undefined;
  return {
    table: (report) =>
      reviewTable(report, { showUnchanged: options.showUnchanged === true, color: ctx.color.stdout, width }),
    markdown: (report) => reviewMarkdown(report),
  };
}

/** --generate-plan writes a plan: it runs none, so it takes no plan file and no apply-only flag. */
function checkGenerateFlags(planFiles: readonly string[], options: RunOptions): void {
  if (planFiles.length > 0)
    throw new CliError(
      "invalid_arguments",
      "--generate-plan writes a plan and runs none: give no plan file with it",
      {
        hint: "svc run --generate-plan <file>, then svc run <file> --mode plan",
      },
    );
  const runOnly = [
    options.mode === "apply" && "--mode apply",
    options.failOnChanges && "--fail-on-changes",
    options.junit !== undefined && "--junit",
    options.secretsDir !== undefined && "--secrets-dir",
  ].filter(Boolean);
  if (runOnly.length > 0)
    throw new CliError(
      "invalid_arguments",
      `--generate-plan runs no plan: ${runOnly.join(", ")} do(es) not apply`,
    );
}
