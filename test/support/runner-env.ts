/**
 * A simulated GitHub Actions runner environment, for the Action's tests and demos.
 *
 * - Inputs become `INPUT_<NAME>` with the name upper-cased and hyphens kept (as the runner does);
 *   every input declared in action.yml is set, to its default or "" when not given; a default of
 *   `${{ github.token }}` is the `githubToken` option (default "": no token).
 * - GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_STATE / GITHUB_ENV / GITHUB_PATH are fresh temp files
 *   (or, with `fileCommands: false`, unset, so @actions/core prints `::set-output` etc. on stdout and
 *   the order of every mask and output can be read from stdout alone).
 * - What a step saved with core.saveState (GITHUB_STATE) is read back as `state`; pass it as the
 *   `state` option of the post step's run, which gets it as `STATE_<name>` variables, as on a runner.
 * - Host GITHUB_* / RUNNER_* / INPUT_* variables never leak in.
 *
 * `runActionBundle` runs `node dist/index.js` as a subprocess; `runActionInProcess` runs an exported
 * `run(world)` in this process, on a world of the simulated runner (test/support/runner-core.ts).
 */
import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { ActionWorld } from "../../src/action/world.js";
import { createClient } from "../../src/client/index.js";
import { systemClock } from "../../src/engine/index.js";
import { simulatedCore } from "./runner-core.js";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface RunnerEnvOptions {
  /** Action inputs by their action.yml names (`plan-file`, `github-token`, ...). */
  inputs?: Record<string, string | undefined>;
  /** Extra or overriding environment variables (GITHUB_RUN_ATTEMPT, GITHUB_API_URL, ...). */
  env?: Record<string, string | undefined>;
  /** The workspace (and working directory); default a fresh temp dir. */
  workspace?: string;
  /** Default true: file commands. False: no GITHUB_OUTPUT etc., so commands go to stdout. */
  fileCommands?: boolean;
  /** What the main step saved (RunnerResult.state): given to a post step as STATE_<name>. */
  state?: Record<string, string>;
  /** The job's GITHUB_TOKEN, as `${{ github.token }}` in an input's default evaluates; default "". */
  githubToken?: string;
}

export interface RunnerResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Parsed GITHUB_OUTPUT (both `name=value` and `name<<DELIMITER` forms). */
  outputs: Record<string, string>;
  /** The job summary markdown/HTML written to GITHUB_STEP_SUMMARY. */
  summary: string;
  /** Parsed GITHUB_STATE (core.saveState). */
  state: Record<string, string>;
  workspace: string;
}

export interface RunnerEnv {
  env: Record<string, string>;
  workspace: string;
  /** Reads what the action wrote to the file commands so far. */
  read(): { outputs: Record<string, string>; summary: string; state: Record<string, string> };
  /** Removes the temp files (and the workspace when it was created here). */
  cleanup(): void;
}

/** Input names and defaults declared in action.yml. */
export function declaredInputs(): Record<string, string> {
  const action = parse(readFileSync(join(repoRoot, "action.yml"), "utf8")) as {
    inputs?: Record<string, { default?: unknown }>;
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    out[name] = spec?.default === undefined ? "" : String(spec.default);
  }
  return out;
}

/** The declared defaults as the runner passes them: `${{ github.token }}` evaluated. */
function evaluatedDefaults(githubToken: string): Record<string, string> {
  const defaults = declaredInputs();
  for (const [name, value] of Object.entries(defaults)) {
    defaults[name] = value.replace(/\$\{\{\s*github\.token\s*\}\}/g, githubToken);
    if (/\$\{\{/.test(defaults[name] ?? ""))
      throw new Error(`input ${name}: the simulator cannot evaluate ${value}`);
  }
  return defaults;
}

const inputEnvName = (name: string) => `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;

export function createRunnerEnv(options: RunnerEnvOptions = {}): RunnerEnv {
  const dir = mkdtempSync(join(tmpdir(), "svc-ci-runner-"));
  const workspace = options.workspace ?? mkdtempSync(join(tmpdir(), "svc-ci-workspace-"));
  const files = {
    GITHUB_OUTPUT: join(dir, "output"),
    GITHUB_STEP_SUMMARY: join(dir, "step_summary"),
    GITHUB_STATE: join(dir, "state"),
    GITHUB_ENV: join(dir, "env"),
    GITHUB_PATH: join(dir, "path"),
  };
  const fileCommands = options.fileCommands ?? true;
  if (fileCommands) for (const file of Object.values(files)) writeFileSync(file, "");
  const env: Record<string, string> = {};
  for (const key of ["PATH", "HOME", "TMPDIR", "TEMP", "TMP", "SystemRoot", "LANG"]) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  Object.assign(env, {
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_ACTION: "__run",
    GITHUB_ACTOR: "octocat",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_JOB: "svc",
    GITHUB_REF: "refs/heads/main",
    GITHUB_REPOSITORY: "acme/app",
    GITHUB_REPOSITORY_OWNER: "acme",
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_RUN_NUMBER: "7",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_SHA: "0".repeat(40),
    GITHUB_WORKFLOW: "svc",
    GITHUB_WORKSPACE: workspace,
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_TEMP: dir,
    ...(fileCommands ? files : {}),
  });
  const inputs = { ...evaluatedDefaults(options.githubToken ?? ""), ...options.inputs };
  for (const [name, value] of Object.entries(inputs)) env[inputEnvName(name)] = value ?? "";
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const readFile = (path: string) => {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return "";
    }
  };
  return {
    env,
    workspace,
    read: () => ({
      outputs: parseOutputFile(readFile(files.GITHUB_OUTPUT)),
      summary: readFile(files.GITHUB_STEP_SUMMARY),
      state: parseOutputFile(readFile(files.GITHUB_STATE)),
    }),
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
      if (!options.workspace) rmSync(workspace, { recursive: true, force: true });
    },
  };
}

/** Parses a GITHUB_OUTPUT (or GITHUB_STATE) file: `name=value` lines and `name<<DELIMITER` ... `DELIMITER` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = "", delimiter] = heredoc;
      const value: string[] = [];
      for (index += 1; index < lines.length && lines[index] !== delimiter; index += 1)
        value.push(lines[index] ?? "");
      outputs[name] = value.join("\n");
      continue;
    }
    const equals = line.indexOf("=");
    if (equals > 0) outputs[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return outputs;
}

/** Runs the bundled Action (`node dist/index.js`) like the runner would. */
export async function runActionBundle(
  options: RunnerEnvOptions & {
    entry?: string;
    timeoutMs?: number;
    /** Sends `signal` once stdout matches `when` (a cancelled job: the runner's SIGINT/SIGTERM). */
    cancel?: { when: RegExp; signal: NodeJS.Signals };
  } = {},
): Promise<RunnerResult> {
  const runner = createRunnerEnv(options);
  try {
    const entry = options.entry ?? join(repoRoot, "dist/index.js");
    const child = spawn(process.execPath, [entry], { cwd: runner.workspace, env: runner.env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    let cancelled = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (options.cancel && !cancelled && options.cancel.when.test(stdout)) {
        cancelled = true;
        child.kill(options.cancel.signal);
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timeoutMs = options.timeoutMs ?? 60_000;
    const code = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(
          new Error(
            `the action did not finish within ${timeoutMs} ms\nstdout:\n${stdout}\nstderr:\n${stderr}`,
          ),
        );
      }, timeoutMs);
      child.on("error", reject);
      child.on("close", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode ?? 1);
      });
    });
    return { code, stdout, stderr, ...runner.read(), workspace: runner.workspace };
  } finally {
    runner.cleanup();
  }
}

/**
 * Runs the Action's `run()` (or the post step, or any function of a world) in this process on a
 * simulated runner: the world's core prints into a string and writes the runner's files, its env is
 * the runner's, its working directory the workspace. Nothing of this process is patched.
 */
export async function runActionInProcess(
  run: (world: ActionWorld) => Promise<void>,
  options: RunnerEnvOptions & { world?: Partial<ActionWorld> } = {},
): Promise<RunnerResult> {
  const runner = createRunnerEnv(options);
  const core = simulatedCore(runner.env);
  try {
    await run({
      core,
      env: runner.env,
      clock: systemClock,
      cwd: runner.workspace,
      signals: new EventEmitter(),
      createClient,
      readRunHistory: async (request) =>
        (await import("../../src/action/run-history.js")).readRunHistory(request),
      ...options.world,
    });
    return {
      code: core.failed ? 1 : 0,
      stdout: core.stdout,
      stderr: "",
      ...runner.read(),
      workspace: runner.workspace,
    };
  } finally {
    runner.cleanup();
  }
}
