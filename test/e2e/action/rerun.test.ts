/**
 * A workflow re-run attempt, with the built bundles on the simulated runner: attempt 1 of the run
 * (`dist/index.js`) is killed the instant the service created its webhook (the answer withheld),
 * its post step (`dist/post/index.js`) reports the create in progress, GitHub keeps the
 * annotations (a loopback stand-in of its jobs and annotations API), and attempt 2 on a fresh
 * runner finds the webhook and says exactly what happened; or, when attempt 1 ran to its end, says
 * nothing; or, where nothing can be known, hedges with the reason (docs/plan.md "Crash safety").
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedEmulator, seededCredential, spawnEmulator } from "../../support/emulator.js";
import {
  annotationsOf,
  type FakeJob,
  type FakeRunHistory,
  startFakeRunHistory,
} from "../../support/github-runs.js";
import { startKillProxy } from "../../support/kill-proxy.js";
import { createRunnerEnv, parseOutputFile, type RunnerEnv, repoRoot } from "../../support/runner-env.js";

const JOB_TOKEN = "ghs_e2ejobtoken0123456789abcdefghijklmnop";
let emulator: SpawnedEmulator;
let github: FakeRunHistory;
let token: string;
const runners: RunnerEnv[] = [];

beforeAll(async () => {
  emulator = await spawnEmulator([]);
  token = seededCredential(emulator).token;
  github = await startFakeRunHistory();
});
afterEach(() => {
  for (const runner of runners.splice(0)) runner.cleanup();
  github.jobs = [];
  github.annotations.clear();
  delete github.failWith;
});
afterAll(async () => {
  await emulator?.stop();
  await github?.close();
});

interface Ran {
  code: number;
  stdout: string;
}

/** A bundle in its own process group (a kill takes everything it started, as a runner's does). */
function start(entry: string, runner: RunnerEnv, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [join(repoRoot, entry)], {
    cwd: runner.workspace,
    env: { ...runner.env, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  const done = new Promise<Ran>((resolve) => {
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 137 : -1), stdout }));
  });
  return { child, done };
}

/** SIGKILL to the process group (POSIX); Windows has no process groups: the process itself. */
const killGroup = (child: ChildProcess) => {
  if (process.platform === "win32") child.kill("SIGKILL");
  else if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
};

let runs = 0;
function attempt(attemptNumber: number, runId: string, baseUrl: string, url: string) {
  const runner = createRunnerEnv({
    inputs: {
      token,
      "base-url": baseUrl,
      plan: `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created] }\n`,
    },
    githubToken: JOB_TOKEN,
    env: {
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: String(attemptNumber),
      RUNNER_NAME: `runner-${attemptNumber}`,
      GITHUB_API_URL: github.url,
    },
  });
  runners.push(runner);
  return runner;
}

/** Attempt 1: killed once the service created the webhook, or run to its end; then its post step. */
async function firstAttempt(options: { killed: boolean; postStep: boolean }) {
  runs += 1;
  const runId = String(7000 + runs);
  const url = `https://rerun-${runs}.hooks.example.com/in`;
  let main: ReturnType<typeof start> | undefined;
  // Request 1 lists the webhooks for the URL, request 2 creates it: the service acts, the answer is withheld.
  const proxy = await startKillProxy(emulator.ready.baseUrl, { request: 2, phase: "answered" }, () => {
    if (options.killed && main) killGroup(main.child);
  });
  const runner = attempt(1, runId, options.killed ? proxy.baseUrl : emulator.ready.baseUrl, url);
  main = start("dist/index.js", runner);
  const ran = await main.done;
  await proxy.close();
  const state = parseOutputFile(readFileSync(runner.env.GITHUB_STATE as string, "utf8"));
  // Everything the main step saved, as the runner passes it to the post step.
  const saved = Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value]));
  const post = options.postStep
    ? await start("dist/post/index.js", runner, saved).done
    : { code: 0, stdout: "" };
  return { runId, url, main: ran, post };
}

const job = (id: number, attemptNumber: number, over: Partial<FakeJob> = {}): FakeJob => ({
  id,
  run_attempt: attemptNumber,
  name: "svc",
  status: "completed",
  conclusion: "failure",
  runner_name: `runner-${attemptNumber}`,
  steps: ["Set up job", "Run svc-ci", "Post Run svc-ci", "Complete job"].map((name) => ({
    name,
    status: "completed",
  })),
  ...over,
});

async function secondAttempt(runId: string, url: string) {
  const runner = attempt(2, runId, emulator.ready.baseUrl, url);
  github.jobs.push(job(2, 2, { status: "in_progress", conclusion: null }));
  const ran = await start("dist/index.js", runner).done;
  return { ...ran, outputs: runner.read().outputs };
}

const warnings = (stdout: string) => stdout.split("\n").filter((line) => line.startsWith("::warning"));

describe("a re-run attempt of the bundled Action that finds its webhook", () => {
  it("names the webhook, attempt 1 and the fix when attempt 1 was killed creating it", async () => {
    const first = await firstAttempt({ killed: true, postStep: true });
    expect(first.main.code).not.toBe(0);
    expect(first.post.stdout).toContain(
      '::error title=svc-ci%3A secret reveal pending::step "hook": the run ended while the create of its webhook was in progress (create key svc-ci-create-',
    );
    github.jobs.push(job(1, 1, { conclusion: "cancelled" }));
    github.annotations.set(1, annotationsOf(first.main.stdout + first.post.stdout));

    const second = await secondAttempt(first.runId, first.url);
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs["hook-change"]).toBe("unchanged");
    const id = second.outputs["hook-webhook-id"] ?? "";
    expect(id).not.toBe("");
    expect(warnings(second.stdout)).toEqual([
      expect.stringContaining(
        `::warning title=svc-ci%3A re-run attempt::step "hook": this is attempt 2 of the workflow run; attempt 1 ended with the create of webhook ${id} in progress (its post step reported it: the attempt was killed, or the answer to the create was unusable)`,
      ),
    ]);
    expect(second.stdout).toContain(`rotate the secret of webhook ${id}`);
    expect(github.requests.every((request) => request.authorization === `token ${JOB_TOKEN}`)).toBe(true);
    expect(second.stdout.replace(`::add-mask::${JOB_TOKEN}`, "")).not.toContain(JOB_TOKEN);
  });

  it("says nothing is lost when attempt 1 ran to its end (its post step reported nothing)", async () => {
    const first = await firstAttempt({ killed: false, postStep: true });
    expect(first.main.code, first.main.stdout).toBe(0);
    github.jobs.push(job(1, 1));
    github.annotations.set(1, annotationsOf(first.main.stdout + first.post.stdout));

    const second = await secondAttempt(first.runId, first.url);
    expect(second.code).toBe(0);
    expect(second.outputs["hook-change"]).toBe("unchanged");
    expect(warnings(second.stdout)).toEqual([]);
    expect(second.stdout).toContain(
      "none ended with its create in progress, so no signing secret of it was lost",
    );
  });

  it("hedges, naming attempt 1, when attempt 1's runner was lost (no post step ran)", async () => {
    const first = await firstAttempt({ killed: true, postStep: false });
    github.jobs.push(
      job(1, 1, {
        steps: [
          { name: "Set up job", status: "completed" },
          { name: "Run svc-ci", status: "in_progress" },
        ],
      }),
    );
    github.annotations.set(1, [
      {
        annotation_level: "failure",
        title: null,
        message: "The self-hosted runner: runner-1 lost communication with the server.",
      },
    ]);
    const second = await secondAttempt(first.runId, first.url);
    expect(second.code).toBe(0);
    expect(warnings(second.stdout)).toEqual([
      expect.stringContaining(
        "attempt 1 ended without its post steps (its runner was lost), so whether it created webhook",
      ),
    ]);
  });

  it("hedges, saying why and how to grant the permissions, when GitHub refuses the token", async () => {
    const first = await firstAttempt({ killed: false, postStep: true });
    github.failWith = 403;
    const second = await secondAttempt(first.runId, first.url);
    expect(second.code).toBe(0);
    expect(warnings(second.stdout)).toEqual([
      expect.stringMatching(
        /the rerun-token may not read this run's jobs and annotations \(HTTP 403.*permissions: \{ actions: read, checks: read \}/,
      ),
    ]);
  });
});
