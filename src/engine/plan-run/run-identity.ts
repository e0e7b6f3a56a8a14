/**
 * The run identity idempotency keys are derived from, for both adapters: the CLI's `svc run` reads
 * any supported CI (or `--run-id`) and refuses to guess; the Action runs on GitHub only and, outside a
 * runner, falls back to a random run with a warning. Both read GitHub's variables the same way.
 */
import { randomUUID } from "node:crypto";
import { parseDecimalInteger } from "../../schemas/patterns.js";
import type { RunIdentity } from "../engine-context.js";

/** Where the run identity came from; named in the progress line and the error hint. */
type RunIdentitySource =
  | "github-actions"
  | "gitlab-ci"
  | "circleci"
  | "buildkite"
  | "azure-pipelines"
  | "jenkins"
  | "flags"
  | "none";

export interface DetectedRun {
  run: RunIdentity;
  source: RunIdentitySource;
  /** One line for stderr: which CI, which run, which attempt. */
  description: string;
}

/** A run identity that cannot be established; the message names the variable or flag to set. */
export class RunIdentityError extends Error {
  override readonly name = "RunIdentityError";
}

export interface RunFlags {
  runId?: string;
  runAttempt?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

interface CiSystem {
  source: Exclude<RunIdentitySource, "flags" | "none">;
  label: string;
  /** The variable the CI always sets; its presence selects this system. */
  detect: (env: Env) => boolean;
  /** Variables that must be set (non-empty) for a usable identity. */
  required: readonly string[];
  identity: (env: Env) => {
    repository?: string | undefined;
    runId: string;
    runAttempt: number;
    job?: string | undefined;
  };
}

const idPattern = /^[\x21-\x7e]{1,256}$/;

/**
 * The CI systems and their documented variables. "Attempt" is what makes a re-run a new rotation or
 * test delivery while a create is replayed (docs/plan.md "Idempotency keys"):
 * - GitHub Actions: GITHUB_RUN_ATTEMPT (1, 2, ... per re-run of the workflow run).
 * - GitLab CI has no attempt counter: retrying a job creates a new job with a new CI_JOB_ID in the same
 *   pipeline, so CI_JOB_ID is the attempt marker (every retry is a new attempt).
 * - CircleCI: "Rerun workflow (from failed)" starts a new workflow (new CIRCLE_WORKFLOW_ID) that keeps
 *   the original CIRCLE_WORKFLOW_WORKSPACE_ID, so that is the run and CIRCLE_BUILD_NUM (new for every
 *   job run) the attempt marker.
 * - Buildkite: BUILDKITE_RETRY_COUNT (0 for the first run of a job) + 1.
 * - Azure Pipelines: SYSTEM_JOBATTEMPT (1, 2, ... per re-run of the job).
 * - Jenkins has no re-run of a build: "Rebuild"/"Replay" make a new BUILD_NUMBER, i.e. a new run;
 *   the attempt is always 1.
 */
const systems: readonly CiSystem[] = [
  {
    source: "github-actions",
    label: "GitHub Actions",
    detect: (env) => env.GITHUB_ACTIONS === "true",
    required: ["GITHUB_REPOSITORY", "GITHUB_RUN_ID"],
    identity: (env) => ({ ...gitHubRun(env), runId: need(env, "GITHUB_RUN_ID") }),
  },
  {
    source: "gitlab-ci",
    label: "GitLab CI",
    detect: (env) => env.GITLAB_CI === "true",
    required: ["CI_PROJECT_PATH", "CI_PIPELINE_ID", "CI_JOB_ID"],
    identity: (env) => ({
      repository: env.CI_PROJECT_PATH,
      runId: need(env, "CI_PIPELINE_ID"),
      runAttempt: positive(env.CI_JOB_ID, 1),
      job: env.CI_JOB_NAME,
    }),
  },
  {
    source: "circleci",
    label: "CircleCI",
    detect: (env) => env.CIRCLECI === "true",
    required: [
      "CIRCLE_PROJECT_USERNAME",
      "CIRCLE_PROJECT_REPONAME",
      "CIRCLE_WORKFLOW_ID",
      "CIRCLE_BUILD_NUM",
    ],
    identity: (env) => ({
      repository: `${env.CIRCLE_PROJECT_USERNAME}/${env.CIRCLE_PROJECT_REPONAME}`,
      runId: env.CIRCLE_WORKFLOW_WORKSPACE_ID || need(env, "CIRCLE_WORKFLOW_ID"),
      runAttempt: positive(env.CIRCLE_BUILD_NUM, 1),
      job: withIndex(env.CIRCLE_JOB, env.CIRCLE_NODE_INDEX, env.CIRCLE_NODE_TOTAL),
    }),
  },
  {
    source: "buildkite",
    label: "Buildkite",
    detect: (env) => env.BUILDKITE === "true",
    required: ["BUILDKITE_PIPELINE_SLUG", "BUILDKITE_BUILD_ID"],
    identity: (env) => ({
      repository: [env.BUILDKITE_ORGANIZATION_SLUG, env.BUILDKITE_PIPELINE_SLUG].filter(Boolean).join("/"),
      runId: need(env, "BUILDKITE_BUILD_ID"),
      runAttempt: nonNegative(env.BUILDKITE_RETRY_COUNT) + 1,
      job: withIndex(
        env.BUILDKITE_STEP_KEY || env.BUILDKITE_LABEL,
        env.BUILDKITE_PARALLEL_JOB,
        env.BUILDKITE_PARALLEL_JOB_COUNT,
      ),
    }),
  },
  {
    source: "azure-pipelines",
    label: "Azure Pipelines",
    detect: (env) => env.TF_BUILD?.toLowerCase() === "true",
    required: ["BUILD_REPOSITORY_NAME", "BUILD_BUILDID"],
    identity: (env) => ({
      repository: [env.SYSTEM_TEAMPROJECT, env.BUILD_REPOSITORY_NAME].filter(Boolean).join("/"),
      runId: need(env, "BUILD_BUILDID"),
      runAttempt: positive(env.SYSTEM_JOBATTEMPT, 1),
      job:
        [env.SYSTEM_STAGENAME, env.SYSTEM_JOBNAME || env.AGENT_JOBNAME].filter(Boolean).join("/") ||
        undefined,
    }),
  },
  {
    source: "jenkins",
    label: "Jenkins",
    detect: (env) => Boolean(env.JENKINS_URL || env.JENKINS_HOME),
    required: ["JOB_NAME", "BUILD_NUMBER"],
    identity: (env) => ({
      repository: need(env, "JOB_NAME"),
      runId: need(env, "BUILD_NUMBER"),
      runAttempt: 1,
      job: env.STAGE_NAME,
    }),
  },
];

const supportedCiLabels = systems.map((system) => system.label);

/**
 * The run identity for idempotency keys: `--run-id` (+ `--run-attempt`) first, else the CI this runs
 * in. Never random: a random key would make a re-run create a second webhook.
 */
export function detectRunIdentity(env: Env, flags: RunFlags = {}): DetectedRun {
  if (flags.runAttempt !== undefined && flags.runId === undefined)
    throw new RunIdentityError("--run-attempt needs --run-id; give both, or neither inside a supported CI");
  if (flags.runId !== undefined) {
    if (!idPattern.test(flags.runId))
      throw new RunIdentityError(
        "--run-id must be 1-256 printable ASCII characters without spaces, e.g. --run-id nightly-2026-11-23",
      );
    const runAttempt = flags.runAttempt === undefined ? 1 : Number(flags.runAttempt);
    if (!/^[1-9][0-9]{0,8}$/.test(flags.runAttempt ?? "1"))
      throw new RunIdentityError("--run-attempt must be a whole number from 1, e.g. --run-attempt 2");
    return {
      run: { runId: flags.runId, runAttempt },
      source: "flags",
      description: `run ${flags.runId}, attempt ${runAttempt} (from --run-id)`,
    };
  }
  const system = systems.find((candidate) => candidate.detect(env));
  if (!system)
    throw new RunIdentityError(
      `no run identity: not in a supported CI (${supportedCiLabels.join(", ")}) and no --run-id; apply derives its idempotency keys from it, so give --run-id <id> that is the same when this run is repeated (a random one would let a repeated run create a second webhook); --mode plan needs none`,
    );
  const missing = system.required.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new RunIdentityError(
      `${system.label} detected but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set; run inside the CI job or give --run-id`,
    );
  const raw = system.identity(env);
  for (const [field, value] of [
    ["run id", raw.runId],
    ["repository", raw.repository],
  ] as const) {
    if (value !== undefined && value !== "" && !/^[\x20-\x7e]{1,512}$/.test(value))
      throw new RunIdentityError(`${system.label} ${field} is not printable ASCII; give --run-id instead`);
  }
  const run: RunIdentity = {
    runId: raw.runId,
    runAttempt: raw.runAttempt,
    ...(raw.repository ? { repository: raw.repository } : {}),
    ...(raw.job ? { job: raw.job } : {}),
  };
  const job = run.job ? `, job ${JSON.stringify(run.job)}` : "";
  return {
    run,
    source: system.source,
    description: `${system.label}: ${run.repository ?? "?"} run ${run.runId}, attempt ${run.runAttempt}${job}`,
  };
}

/**
 * The run identity `svc run` needs in `mode`. Apply derives idempotency keys from it, so it must be
 * established (`detectRunIdentity`). Plan mode sends no create, rotation or test delivery, hence no
 * key, and needs none: `--run-id`/`--run-attempt` given are still checked and a CI still named, but
 * without either the plan runs on `noRunIdentity`, which no key can be derived from.
 */
export function runIdentityFor(mode: "plan" | "apply", env: Env, flags: RunFlags = {}): DetectedRun {
  if (mode === "apply" || flags.runId !== undefined || flags.runAttempt !== undefined)
    return detectRunIdentity(env, flags);
  try {
    return detectRunIdentity(env, flags);
  } catch (error) {
    if (!(error instanceof RunIdentityError)) throw error;
    return {
      run: noRunIdentity,
      source: "none",
      description: "nowhere: plan mode needs none (it sends no idempotency key)",
    };
  }
}

const unusable = () => {
  throw new Error(
    "plan mode has no run identity: nothing in plan mode may derive an idempotency key (a bug: report it)",
  );
};

/**
 * Plan mode's run identity: reading any field throws, so a step that would derive a key from it in
 * plan mode fails loudly instead of sending a key made from nothing.
 */
export const noRunIdentity: RunIdentity = Object.freeze(
  Object.defineProperties({} as RunIdentity, {
    runId: { get: unusable, enumerable: true },
    runAttempt: { get: unusable, enumerable: true },
  }),
);

/** GitHub's run variables; empty ones count as unset. */
function gitHubRun(env: Env) {
  return {
    repository: env.GITHUB_REPOSITORY || undefined,
    runId: env.GITHUB_RUN_ID || undefined,
    runAttempt: positive(env.GITHUB_RUN_ATTEMPT, 1),
    job: env.GITHUB_JOB || undefined,
  };
}

/**
 * The Action's run identity: the run as the GitHub runner describes it. Outside a runner (no
 * GITHUB_RUN_ID) every run is new: a random id, so keys never collide with a real run's.
 */
export function gitHubRunnerIdentity(env: Env): { run: RunIdentity; warning?: string } {
  const { runId, runAttempt, repository, job } = gitHubRun(env);
  const base = { runAttempt, ...(repository ? { repository } : {}), ...(job ? { job } : {}) };
  if (runId) return { run: { ...base, runId } };
  return {
    run: { ...base, runId: `local-${randomUUID()}` },
    warning: "GITHUB_RUN_ID is not set: idempotency keys are random, so a repeated run is not recognised",
  };
}

function need(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new RunIdentityError(`${name} is not set`);
  return value;
}

function positive(text: string | undefined, fallback: number): number {
  return parseDecimalInteger(text ?? "", 1, Number.MAX_SAFE_INTEGER) ?? fallback;
}

function nonNegative(text: string | undefined): number {
  return parseDecimalInteger(text ?? "", 0, Number.MAX_SAFE_INTEGER) ?? 0;
}

function withIndex(name: string | undefined, index: string | undefined, total: string | undefined) {
  if (!name) return undefined;
  return total && Number(total) > 1 && index !== undefined ? `${name}#${index}` : name;
}
