/**
 * Crash safety on a self-hosted runner, which keeps the workspace between attempts (docs/plan.md
 * "Crash safety"), in the style of kill-points.test.ts: a provisioning plan (a create whose secret
 * goes to the masked step output, a rotation into a file, a test delivery) through the built
 * Action, SIGKILLed at each API request and phase; its post step runs (the runner's), GitHub keeps
 * both steps' annotations (a loopback stand-in of its jobs and annotations API), and attempt 2 runs
 * in the same workspace on a fresh RUNNER_TEMP. Wherever the killed attempt left the rotated
 * secret's file whole, the file sink refuses the plan: attempt 2 must then still report the earlier
 * attempt's evidence, recognise the file as this run's own (naming the attempt and the webhook), and
 * name the webhook whose secret went only to the killed attempt's masked output.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type SpawnedEmulator, seededCredential, spawnEmulator } from "../support/emulator.js";
import {
  annotationsOf,
  type FakeJob,
  type FakeRunHistory,
  startFakeRunHistory,
} from "../support/github-runs.js";
import { type KillPoint, startKillProxy } from "../support/kill-proxy.js";
import { createRunnerEnv, parseOutputFile, type RunnerEnv, repoRoot } from "../support/runner-env.js";

const JOB_TOKEN = "ghs_killkeptjobtoken0123456789abcdefghijk";
let emulator: SpawnedEmulator;
let github: FakeRunHistory;
let token: string;
let root: string;

beforeAll(async () => {
  emulator = await spawnEmulator([]);
  token = seededCredential(emulator).token;
  github = await startFakeRunHistory();
  root = mkdtempSync(join(tmpdir(), "svc-kill-kept-"));
});
afterAll(async () => {
  await emulator?.stop();
  await github?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

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
  const done = new Promise<{ code: number; stdout: string }>((resolve) => {
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 137 : -1), stdout }));
  });
  return { child, done };
}

const killGroup = (child: ChildProcess) => {
  if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
};

const job = (id: number, attempt: number, over: Partial<FakeJob> = {}): FakeJob => ({
  id,
  run_attempt: attempt,
  name: "svc",
  status: "completed",
  conclusion: "cancelled",
  runner_name: `runner-${attempt}`,
  steps: ["Set up job", "Run svc-ci", "Post Run svc-ci", "Complete job"].map((name) => ({
    name,
    status: "completed",
  })),
  ...over,
});

/** How many kill points reached each case the checks are for (the last test asserts both were reached). */
const reached = { refusedByOwnFile: 0, outputOnlyNamed: 0 };

/** The provisioning plan's requests, one step at a time: list, create, read and rotate, test delivery and its polls. */
const points: KillPoint[] = [2, 3, 4, 5, 6].flatMap((request) =>
  (["received", "answered", "after"] as const).map((phase) => ({
    request,
    phase,
    ...(phase === "after" ? { delayMs: 0 } : {}),
  })),
);

describe("a killed job's re-run attempt in the kept workspace", () => {
  it.each(points.map((point, n) => ({ n, point })))(
    "kill at request $point.request $point.phase",
    async ({ n, point }) => {
      const runId = String(91_000 + n);
      const url = `https://kept-${n}.hooks.example.com/in`;
      const created = await rawRequest(`${emulator.ready.baseUrl}/webhooks`, {
        method: "POST",
        token,
        headers: { "idempotency-key": `kept-setup-${n}` },
        body: { url: `https://kept-${n}.hooks.example.com/rotated`, actions: ["task_created"] },
      });
      const rotatedId = (created.body as { data: { id: string } }).data.id;
      const workspace = mkdtempSync(join(root, `case-${n}-`));
      const file = join(workspace, "hook.secret");
      const plan = `steps:\n  - id: made\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created] }\n  - id: hook\n    uses: rotate-secret\n    with: { webhook-id: ${rotatedId}, secret-sink: { type: file, path: hook.secret } }\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: made, timeout: 1s }\n`;
      const runner = (attempt: number, baseUrl: string) =>
        createRunnerEnv({
          workspace,
          // One step at a time: the kill points are the same requests in every run.
          // keep-secret-files: the killed attempt's rotated secret stays in the kept workspace.
          inputs: { token, "base-url": baseUrl, plan, concurrency: "1", "keep-secret-files": "true" },
          githubToken: JOB_TOKEN,
          env: {
            GITHUB_RUN_ID: runId,
            GITHUB_RUN_ATTEMPT: String(attempt),
            GITHUB_JOB: "svc",
            RUNNER_NAME: `runner-${attempt}`,
            GITHUB_API_URL: github.url,
          },
        });
      let main: ReturnType<typeof start> | undefined;
      const proxy = await startKillProxy(emulator.ready.baseUrl, point, () => {
        if (main) killGroup(main.child);
      });
      const first = runner(1, proxy.baseUrl);
      const second = runner(2, emulator.ready.baseUrl);
      try {
        main = start("dist/index.js", first);
        const ran = await main.done;
        await proxy.close();
        const state = parseOutputFile(readFileSync(first.env.GITHUB_STATE as string, "utf8"));
        const post = await start(
          "dist/post/index.js",
          first,
          Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value])),
        ).done;
        github.jobs = [job(n * 10 + 1, 1), job(n * 10 + 2, 2, { status: "in_progress", conclusion: null })];
        github.annotations.clear();
        github.annotations.set(n * 10 + 1, annotationsOf(ran.stdout + post.stdout));
        const kept = existsSync(file);
        const again = await start("dist/index.js", second).done;
        const context = `kill at request ${point.request} ${point.phase}: attempt 1 exit ${ran.code}, the file ${kept ? "kept" : "absent"}; attempt 2 exit ${again.code}\n${again.stdout.slice(-3000)}`;
        if (process.env.SVC_KILL_CASE !== undefined) console.info(context, post.stdout);
        if (ran.code !== 137) return;
        if (kept && again.code !== 0) {
          reached.refusedByOwnFile += 1;
          expect(again.stdout, context).toContain("already exists; the file sink never overwrites");
          expect(again.stdout, context).toContain(
            `${file} (step "hook") is this run's own: attempt 1, which was killed, stored the signing secret of webhook ${rotatedId} in it`,
          );
          // The create's secret went only to attempt 1's masked output: the stopped attempt names its webhook.
          if (post.stdout.includes('step "made" stored the signing secret')) {
            reached.outputOnlyNamed += 1;
            expect(again.stdout, context).toContain(
              `stored the signing secret of the webhook at ${url} (step "made"`,
            );
            expect(again.stdout, context).toContain("only in its masked step output");
          }
        }
      } finally {
        first.cleanup();
        second.cleanup();
      }
    },
    60_000,
  );

  it("reached the killed attempts these checks are for: the file left whole, the secret only in the output", () => {
    expect(reached.refusedByOwnFile).toBeGreaterThan(0);
    expect(reached.outputOnlyNamed).toBeGreaterThan(0);
  });
});
