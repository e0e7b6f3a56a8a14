/**
 * Crash safety (docs/plan.md "Crash safety"): `svc run` and the Action (the built bundles, as
 * subprocesses) are killed with SIGKILL at exact points of an apply, then the same plan runs again
 * with the same run identity (the Action: the same job, so the same RUNNER_TEMP and GITHUB_OUTPUT).
 * A kill point is an API request of the run and a phase (see test/support/kill-proxy.ts): before the
 * service saw it, after the service carried it out but before the answer arrived, or a seeded delay
 * after the answer (the client's own work: masking, the sink, the journal). Plans: create, update
 * and rotate into each sink kind (output, file, command; svc run's --secrets-dir), test-delivery and
 * remove. After the re-run, for every webhook of the plan:
 * - exactly one webhook per URL (none after a remove);
 * - the re-run succeeded and the secret the sink holds is the one the service signs with (a test
 *   delivery through the emulator to a receiver, verified here with the stored secret), or it
 *   failed loudly, naming the webhook and how to recover;
 * - every secret file is whole (absent or one full secret), and a successful re-run leaves no temp file.
 * Seeded (SVC_KILL_SEED overrides); the seed and the kill point are in every failure message.
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "../../src/signature/index.js";
import { CLI_BUNDLE } from "../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../support/emulator.js";
import { type KillPoint, startKillProxy } from "../support/kill-proxy.js";
import { prng } from "../support/prng.js";
import { type Receiver, startReceiver } from "../support/receiver.js";
import { createRunnerEnv, parseOutputFile, repoRoot } from "../support/runner-env.js";

const SEED = Number(process.env.SVC_KILL_SEED ?? 0x6b11_2026);
const CONCURRENCY = 4;
const RANDOM_POINTS_PER_KIND = 4;
const SECRET = /^whsec_v2_[A-Za-z0-9_-]{43}$/;

/** `action-attempt`: the re-run is a workflow re-run attempt on a fresh runner (no journal). */
type Adapter = "svc" | "action" | "action-attempt";
type Operation = "create" | "rotate" | "update" | "test" | "remove";
type Sink = "file" | "command" | "output" | "none";

interface Kind {
  adapter: Adapter;
  op: Operation;
  sink: Sink;
  /** API requests a normal run makes at least (the deterministic points cover each of them). */
  requests: number;
}

const kinds: Kind[] = [
  ...(["file", "command", "output"] as const).flatMap((sink) =>
    (["svc", "action"] as const).flatMap((adapter) => [
      { adapter, op: "create" as const, sink, requests: 4 },
      { adapter, op: "rotate" as const, sink, requests: 4 },
    ]),
  ),
  ...(["svc", "action"] as const).flatMap((adapter) => [
    { adapter, op: "update" as const, sink: "none" as const, requests: 4 },
    { adapter, op: "test" as const, sink: "none" as const, requests: 2 },
    { adapter, op: "remove" as const, sink: "none" as const, requests: 2 },
  ]),
  { adapter: "action-attempt", op: "create", sink: "output", requests: 4 },
  { adapter: "action-attempt", op: "rotate", sink: "file", requests: 4 },
];

interface Case {
  n: number;
  kind: Kind;
  point: KillPoint;
}

function cases(): Case[] {
  const random = prng(SEED);
  const list: Case[] = [];
  for (const kind of kinds) {
    for (let request = 1; request <= kind.requests; request += 1)
      for (const phase of ["received", "answered", "after"] as const)
        list.push({
          n: list.length,
          kind,
          point: { request, phase, ...(phase === "after" ? { delayMs: 0 } : {}) },
        });
    for (let index = 0; index < RANDOM_POINTS_PER_KIND; index += 1) {
      const request = 1 + Math.floor(random() * kind.requests);
      list.push({
        n: list.length,
        kind,
        point: { request, phase: "after", delayMs: Math.floor(random() * 40) },
      });
    }
  }
  return list;
}

let emulator: TestEmulator;
let receiver: Receiver;
let root: string;
let token: string;

beforeAll(async () => {
  receiver = await startReceiver({ respond: 204 });
  emulator = await startTestEmulator({ webhookCa: receiver.ca });
  root = mkdtempSync(join(tmpdir(), "svc-kill-points-"));
  token = emulator.credential("admin").token;
});
afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Outcome {
  killed: boolean;
  rerunCode: number;
  verdict: "verified" | "loud-failure" | "loud-warning";
}

const planFor = (kind: Kind, url: string, webhookId: string | undefined, ws: string): string => {
  const store = join(ws, "store");
  const sink =
    kind.sink === "file"
      ? "{ type: file, path: hook.secret }"
      : kind.sink === "command"
        ? `{ type: command, command: ${JSON.stringify(["sh", "-c", 'cat > "$0.tmp" && mv "$0.tmp" "$0"', store])} }`
        : "{ type: output }";
  switch (kind.op) {
    case "create":
      return `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created], secret-sink: ${sink} }\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: hook, timeout: 20s }\n`;
    case "rotate":
      return `steps:\n  - id: hook\n    uses: rotate-secret\n    with: { webhook-id: ${webhookId}, secret-sink: ${sink} }\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: hook, timeout: 20s }\n`;
    case "update":
      return `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created, task_updated] }\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: hook, timeout: 20s }\n`;
    case "test":
      return `steps:\n  - id: smoke\n    uses: test-delivery\n    with: { webhook-id: ${webhookId}, timeout: 20s }\n`;
    case "remove":
      return `steps:\n  - id: gone\n    uses: remove-webhook\n    with: { url: "${url}", confirm: true }\n`;
  }
};

interface Process {
  child: ChildProcess;
  done: Promise<{ code: number; stdout: string; stderr: string }>;
}

function start(command: string[], env: Record<string, string>, cwd: string): Process {
  // Its own process group, so a kill takes the command sink's program with it (as a runner does).
  const child = spawn(process.execPath, command, {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child);
      reject(new Error(`a run did not finish within 60 s; stderr: ${stderr.slice(-2000)}`));
    }, 60_000);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 137 : -1), stdout, stderr });
    });
  });
  return { child, done };
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Runs one kill point: setup, killed run, re-run, checks. Throws with the seed and point on a violation. */
async function runCase(c: Case): Promise<Outcome> {
  const { kind, point } = c;
  const label = `seed ${SEED} (SVC_KILL_SEED), case ${c.n}: ${kind.adapter} ${kind.op}→${kind.sink}, kill at request ${point.request} ${point.phase}${point.delayMs === undefined ? "" : ` +${point.delayMs}ms`}`;
  const ws = mkdtempSync(join(root, `case-${c.n}-`));
  const url = `${receiver.url}/case-${c.n}`;
  const client = emulator.client("admin");
  let webhookId: string | undefined;
  let knownSecret: string | undefined;
  if (kind.op !== "create") {
    const created = await client.createWebhook(
      { url, actions: ["task_created"] },
      { idempotencyKey: `kill-setup-${SEED}-${c.n}` },
    );
    webhookId = created.data.id;
    knownSecret = created.data.attributes.signingSecret;
  }
  const plan = planFor(kind, url, webhookId, ws);
  const runId = `kill-${SEED}-${c.n}`;
  const secretsDir = join(ws, "secrets");
  const stateDir = join(ws, "state");
  let runner: ReturnType<typeof createRunnerEnv> | undefined;
  let fresh: ReturnType<typeof createRunnerEnv> | undefined;
  let command: (baseUrl: string) => { argv: string[]; env: Record<string, string> };
  let rerunCommand: typeof command | undefined;
  if (kind.adapter === "svc") {
    writeFileSync(join(ws, "plan.yml"), plan);
    // The implicit output sink of ensure-webhook (update) needs a --secrets-dir too.
    const dirs = ["--secrets-dir", secretsDir];
    mkdirSync(secretsDir);
    command = (baseUrl) => ({
      argv: [
        CLI_BUNDLE,
        "-o",
        "json",
        "run",
        "plan.yml",
        "--mode",
        "apply",
        "--run-id",
        runId,
        "--state-dir",
        stateDir,
        ...dirs,
      ],
      env: { PATH: process.env.PATH ?? "", HOME: ws, SVC_API_TOKEN: token, SVC_API_BASE_URL: baseUrl },
    });
  } else {
    runner = createRunnerEnv({
      workspace: ws,
      inputs: { token, plan, "keep-secret-files": "true" },
      env: { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: "1" },
    });
    const base = runner.env;
    command = (baseUrl) => ({
      argv: [join(repoRoot, "dist/index.js")],
      env: { ...base, "INPUT_BASE-URL": baseUrl },
    });
    if (kind.adapter === "action-attempt") {
      fresh = createRunnerEnv({
        workspace: mkdtempSync(join(root, `case-${c.n}-attempt2-`)),
        inputs: { token, plan, "keep-secret-files": "true" },
        env: { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: "2" },
      });
      const next = fresh.env;
      rerunCommand = (baseUrl) => ({
        argv: [join(repoRoot, "dist/index.js")],
        env: { ...next, "INPUT_BASE-URL": baseUrl },
      });
    }
  }
  try {
    // 1. The run that is killed.
    let proc: Process | undefined;
    const proxy = await startKillProxy(emulator.baseUrl, point, () => {
      if (proc) killGroup(proc.child);
    });
    const first = command(proxy.baseUrl);
    proc = start(first.argv, first.env, ws);
    const firstResult = await proc.done;
    await proxy.close();
    const killed = firstResult.code === 137;
    // The runner runs the post step after a killed main step (action-attempt: the killed job's).
    let postOut = "";
    if (kind.adapter === "action-attempt" && runner) {
      const state = parseOutputFile(readFileSync(runner.env.GITHUB_STATE as string, "utf8"));
      const env = { ...runner.env, STATE_runJournal: state.runJournal ?? "" };
      postOut = (await start([join(repoRoot, "dist/post/index.js")], env, ws).done).stdout;
    }
    // 2. The same plan again, with the same run identity (and the same job's directories), or
    // (action-attempt) as attempt 2 of the workflow run on a fresh runner.
    const again = (rerunCommand ?? command)(emulator.baseUrl);
    const rerun = await start(again.argv, again.env, fresh?.workspace ?? ws).done;
    const streams = `${rerun.stdout}\n${rerun.stderr}`;
    if (process.env.SVC_KILL_CASE !== undefined) console.info(label, firstResult, rerun);
    const context = () =>
      `${label}\nfirst run: exit ${firstResult.code}\nre-run: exit ${rerun.code}\n${streams.slice(-3000)}`;

    // No signing secret in any stream of either run (the Action masks it first: ::add-mask:: only).
    for (const text of [firstResult.stdout, firstResult.stderr, rerun.stdout, rerun.stderr]) {
      const shown = text.split("\n").filter((line) => !line.startsWith("::add-mask::"));
      expect(shown.join("\n"), `${context()}\na secret in the output`).not.toMatch(/whsec_v2_/);
    }

    // Exactly one webhook per URL (none after a remove).
    const hooks = [...emulator.state.webhooks.values()].filter((hook) => hook.url === url);
    if (kind.op === "remove") {
      if (rerun.code === 0) expect(hooks, context()).toHaveLength(0);
      else expect(hooks.length, context()).toBeLessThanOrEqual(1);
    } else expect(hooks, context()).toHaveLength(1);

    // Secret files are whole: absent or exactly one secret (and a newline for the file sinks).
    const sinkFiles = [join(ws, "hook.secret"), join(secretsDir, "hook-secret")];
    for (const file of sinkFiles.filter(existsSync))
      expect(readFileSync(file, "utf8"), `${context()}\n${file} is half-written`).toMatch(
        /^whsec_v2_[A-Za-z0-9_-]{43}\n$/,
      );
    if (existsSync(join(ws, "store")))
      expect(readFileSync(join(ws, "store"), "utf8"), context()).toMatch(SECRET);

    if (rerun.code !== 0) {
      // Loud: names the webhook (or its URL) and says what to do.
      const named = [webhookId, hooks[0]?.id, url].filter((value): value is string => !!value);
      expect(
        named.some((value) => streams.includes(value)),
        `${context()}\nthe failure names no webhook`,
      ).toBe(true);
      expect(streams, `${context()}\nthe failure says no way out`).toMatch(/rotate|re-run|remove/);
      return { killed, rerunCode: rerun.code, verdict: "loud-failure" };
    }
    if (kind.op === "remove") return { killed, rerunCode: 0, verdict: "verified" };

    // The secret the sink holds is the one the service signs with: a signed test delivery.
    const hook = hooks[0] as { id: string };
    let held = heldSecret(kind, fresh?.workspace ?? ws, secretsDir, fresh ?? runner, knownSecret);
    const verdict: Outcome["verdict"] = "verified";
    if (kind.adapter === "action-attempt" && kind.op === "create") {
      const attempt2 = parseOutputFile(readFileSync(fresh?.env.GITHUB_OUTPUT as string, "utf8"));
      if (attempt2["hook-change"] !== "created") {
        // Attempt 2 found the webhook attempt 1 created: its secret is attempt 1's sink's, or lost
        // with a message from attempt 1's post step and a warning of attempt 2 naming the webhook.
        held = heldSecret(kind, ws, secretsDir, runner, knownSecret);
        const lost = !(await signsWith(hook.id, held, c.n, "attempt1"));
        if (lost) {
          expect(
            postOut,
            `${context()}\nthe killed attempt's post step did not report the pending create`,
          ).toContain(
            '::error title=svc-ci%3A secret reveal pending::step "hook": the run ended while the create of its webhook was in progress',
          );
          expect(rerun.stdout, `${context()}\nattempt 2 did not warn`).toContain(
            `::warning title=svc-ci%3A re-run attempt::step "hook": this is attempt 2 of the workflow run`,
          );
          expect(rerun.stdout, context()).toContain(`rotate the secret of webhook ${hook.id}`);
          return { killed, rerunCode: 0, verdict: "loud-warning" };
        }
        return { killed, rerunCode: 0, verdict };
      }
    }
    expect(typeof held === "string" && SECRET.test(held), `${context()}\nthe sink holds no secret`).toBe(
      true,
    );
    const receipt = await client.testWebhookDelivery(hook.id, {
      idempotencyKey: `kill-verify-${SEED}-${c.n}`,
    });
    const delivery = await receiver.waitFor((candidate) => candidate.id === receipt.data.id, 15_000);
    await expect(
      verifyWebhook({
        headers: delivery.headers,
        body: Buffer.from(delivery.body),
        secrets: [held as string],
      }),
      `${context()}\nthe service signs with another secret than the sink holds`,
    ).resolves.toBeDefined();
    const leftovers = [fresh?.workspace ?? ws, secretsDir]
      .filter(existsSync)
      .flatMap((dir) => readdirSync(dir))
      .filter((name) => name.includes(".svc-ci-"));
    expect(leftovers, context()).toEqual([]);
    return { killed, rerunCode: 0, verdict };
  } finally {
    runner?.cleanup();
    fresh?.cleanup();
  }
}

/** Whether the service signs a fresh test delivery of the webhook with `secret`. */
async function signsWith(
  webhookId: string,
  secret: string | undefined,
  n: number,
  tag: string,
): Promise<boolean> {
  if (secret === undefined || !SECRET.test(secret)) return false;
  const receipt = await emulator.client("admin").testWebhookDelivery(webhookId, {
    idempotencyKey: `kill-verify-${tag}-${SEED}-${n}`,
  });
  const delivery = await receiver.waitFor((candidate) => candidate.id === receipt.data.id, 15_000);
  return verifyWebhook({
    headers: delivery.headers,
    body: Buffer.from(delivery.body),
    secrets: [secret],
  }).then(
    () => true,
    () => false,
  );
}

function heldSecret(
  kind: Kind,
  ws: string,
  secretsDir: string,
  runner: ReturnType<typeof createRunnerEnv> | undefined,
  knownSecret: string | undefined,
): string | undefined {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : undefined);
  switch (kind.sink) {
    case "none":
      return knownSecret;
    case "file":
      return read(join(ws, "hook.secret"));
    case "command":
      return read(join(ws, "store"));
    case "output":
      if (kind.adapter === "svc") return read(join(secretsDir, "hook-secret"));
      if (!runner) return undefined;
      // Both runs of the job append to GITHUB_OUTPUT; the last value is what later steps read.
      return parseOutputFile(readFileSync(runner.env.GITHUB_OUTPUT as string, "utf8"))["hook-secret"];
  }
}

describe("SIGKILL at any point of an apply, then a re-run with the same run identity", () => {
  it("never leaves a duplicate, a silent secret mismatch or a half-written secret file", async () => {
    // SVC_KILL_CASE=<n> runs one case of the seed (named in every failure) on its own.
    const only = process.env.SVC_KILL_CASE;
    const all = cases().filter((c) => only === undefined || c.n === Number(only));
    expect(all.length).toBeGreaterThanOrEqual(only === undefined ? 200 : 1);
    const started = Date.now();
    const outcomes: { c: Case; outcome: Outcome }[] = [];
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (next < all.length && !failed) {
        const c = all[next] as Case;
        next += 1;
        try {
          outcomes.push({ c, outcome: await runCase(c) });
        } catch (error) {
          failed = true; // the other workers stop before the temp root goes
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byKind = new Map<
      string,
      { points: number; killed: number; verified: number; loud: number; warned: number }
    >();
    for (const { c, outcome } of outcomes) {
      const name = `${c.kind.adapter} ${c.kind.op}→${c.kind.sink}`;
      const row = byKind.get(name) ?? { points: 0, killed: 0, verified: 0, loud: 0, warned: 0 };
      row.points += 1;
      if (outcome.killed) row.killed += 1;
      if (outcome.verdict === "verified") row.verified += 1;
      else if (outcome.verdict === "loud-warning") row.warned += 1;
      else row.loud += 1;
      byKind.set(name, row);
    }
    const killedTotal = outcomes.filter(({ outcome }) => outcome.killed).length;
    console.info(
      `kill points (seed ${SEED}): ${outcomes.length} tried, ${killedTotal} killed a run, ${seconds} s\n${[
        ...byKind,
      ]
        .map(
          ([name, row]) =>
            `  ${name}: ${row.points} points, ${row.killed} killed, ${row.verified} verified, ${row.loud} loud failures, ${row.warned} lost with a message`,
        )
        .join("\n")}`,
    );
    if (only === undefined) expect(killedTotal, `seed ${SEED}`).toBeGreaterThanOrEqual(200);
  }, 600_000);
});
