/**
 * Many runs at once against one emulator workspace with its rate limit on (docs/fleet.md):
 *
 * 1. 100 concurrent runs of one plan (ensure-webhook + rotate-secret into a file), with no webhook
 *    before, so they race to create it: 50 matrix entries of one job (one run identity) and 50
 *    distinct workflow runs; 90 run the engine in
 *    this process with the real client over loopback HTTP (seeded jitter), 10 are `node
 *    dist/cli.js run` subprocesses (5 matrix entries, 5 distinct runs). Every run ends as the key
 *    policy in docs/plan.md says: one webhook per URL (the duplicates of the create race removed,
 *    their secrets in no sink), one secret for the matrix entries, every secret of the kept
 *    webhook held by a sink, every failure a loud contention (exit 6), never a 429 (exit 7)
 *    because every 429 is waited out with Retry-After plus jitter.
 * 2. test-delivery + check-recent-deliveries across 100 webhooks at once (5 of them subprocesses).
 *
 * Each phase's wall time stays within 1.5x of what the rate limit allows for the requests it
 * admitted; both figures are printed. Loopback only, bounded in count and time.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodeForStatus } from "../../src/cli/errors.js";
import { createClient } from "../../src/client/index.js";
import type { EngineContext, RunIdentity } from "../../src/engine/engine-context.js";
import { describeError, failureStatus } from "../../src/engine/errors.js";
import { parsePlan } from "../../src/engine/plan-parse.js";
import { detectRunIdentity } from "../../src/engine/plan-run/run-identity.js";
import { failureMessage } from "../../src/engine/report.js";
import { runPlan } from "../../src/engine/runner.js";
import { CLI_BUNDLE, runSvc } from "../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../support/emulator.js";
import { prng } from "../support/prng.js";
import { type Receiver, startReceiver } from "../support/receiver.js";

const SEED = Number(process.env.FLEET_SEED ?? 0xf1ee7);
/** Requests per window, per credential: low enough that the suite's own CPU use does not dominate. */
const ROTATE_LIMIT = 10;
const MANY_LIMIT = 10;
const WINDOW_MS = 1_000;
const RUNS = 100;
const SUBPROCESS_MATRIX = 5;
const SUBPROCESS_DISTINCT = 5;

interface RunResult {
  name: string;
  group: "matrix" | "distinct";
  kind: "engine" | "subprocess";
  code: number;
  message: string;
  dir: string;
  /** When each 429 wait began and how long it was (in-process runs only). */
  waits: { at: number; ms: number }[];
  /** The run's create lost the race: its duplicate was removed, its secret stored nowhere. */
  lostRace?: boolean;
}

const lostRacePattern = /duplicate\s+\S+\s+was\s+removed|\(replayed\s+by\s+the\s+service\)\s+was\s+removed/;

interface Phase {
  admitted: number;
  rateLimited: number;
  elapsedMs: number;
  /** What the rate limit allows for the admitted requests: one window per `limit` requests. */
  allowedMs: number;
}

let receiver: Receiver;
let root: string;
const issued = new Set<string>();

beforeAll(async () => {
  if (!existsSync(CLI_BUNDLE)) throw new Error(`${CLI_BUNDLE} is missing: run npm run build first`);
  root = mkdtempSync(join(tmpdir(), "svc-fleet-"));
  receiver = await startReceiver({ secrets: () => [...issued] });
});
afterAll(async () => {
  await receiver?.close();
});

async function fleetEmulator(limit: number): Promise<TestEmulator> {
  return startTestEmulator({
    rateLimit: { limit, windowMs: WINDOW_MS },
    webhookCa: receiver.ca,
    exposeSecrets: true,
    retrySchedule: [100, 200],
  });
}

/** Admitted and refused v1 requests and the wall time of a phase, against the rate limit's figure. */
async function measure(emulator: TestEmulator, limit: number, work: () => Promise<void>): Promise<Phase> {
  const before = (await emulator.control.requests()).lastSeq;
  const started = performance.now();
  await work();
  const elapsedMs = performance.now() - started;
  const { requests } = await emulator.control.requests(before);
  const rateLimited = requests.filter((request) => request.status === 429).length;
  const admitted = requests.length - rateLimited;
  return { admitted, rateLimited, elapsedMs, allowedMs: (admitted / limit) * WINDOW_MS };
}

function report(label: string, phase: Phase, runs: RunResult[]): string {
  const codes = new Map<number, number>();
  for (const run of runs) codes.set(run.code, (codes.get(run.code) ?? 0) + 1);
  const exits = [...codes].map(([code, count]) => `exit ${code}: ${count}`).join(", ");
  return `${label} (seed ${SEED}): ${runs.length} runs (${exits}), ${phase.admitted} requests admitted, ${phase.rateLimited} answered 429, ${(phase.elapsedMs / 1000).toFixed(1)} s wall vs ${(phase.allowedMs / 1000).toFixed(1)} s the rate limit allows (bound ${((1.5 * phase.allowedMs) / 1000).toFixed(1)} s)`;
}

/** One engine run in this process: the real client over loopback HTTP, seeded jitter, real waits. */
async function engineRun(
  emulator: TestEmulator,
  plan: string,
  run: RunIdentity,
  name: string,
  group: RunResult["group"],
  index: number,
): Promise<RunResult> {
  const dir = mkdtempSync(join(root, `${name}-`));
  const waits: RunResult["waits"] = [];
  const client = createClient({
    token: emulator.credential("admin").token,
    baseUrl: emulator.baseUrl,
    random: prng(SEED + index),
    pacing: process.env.FLEET_PACING !== "off",
    // The 429 waits (pacing waits for a window's reset are the client's own and may be shorter).
    events: {
      onWait: (info) => {
        if (info.reason === "rate-limit") waits.push({ at: performance.now(), ms: info.ms });
      },
    },
    sleep: async (ms, signal) => {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    },
  });
  const errors = new Map<string, unknown>();
  const context: EngineContext = {
    client,
    run,
    mode: "apply",
    rehearsal: true,
    outputs: { set: () => {} },
    secrets: { mask: () => {} },
    logger: { info: () => {}, warning: () => {}, debug: () => {}, group: async (_name, fn) => fn() },
    clock: {
      now: () => Date.now(),
      sleep: (ms, signal) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, ms);
          signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        }),
    },
    workingDirectory: dir,
    onStepError: (stepId, error) => errors.set(stepId, error),
  };
  try {
    const result = await runPlan(parsePlan(plan).plan, context);
    const failed = result.steps.find((step) => step.status === "failed");
    const status = failed ? failureStatus(errors.get(failed.id)) : undefined;
    const code = !failed ? 0 : status === undefined ? 1 : exitCodeForStatus(status);
    const lostRace = result.steps.some((step) => lostRacePattern.test(step.summary));
    return { name, group, kind: "engine", code, message: failureMessage(result) ?? "", dir, waits, lostRace };
  } catch (error) {
    return { name, group, kind: "engine", code: -1, message: describeError(error), dir, waits };
  }
}

async function subprocessRun(
  emulator: TestEmulator,
  plan: string,
  env: Record<string, string>,
  name: string,
  group: RunResult["group"],
): Promise<RunResult> {
  const dir = mkdtempSync(join(root, `${name}-`));
  writeFileSync(join(dir, "plan.yml"), plan);
  const result = await runSvc(["run", "plan.yml", "--mode", "apply"], {
    cwd: dir,
    env: { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl, ...env },
    timeoutMs: 120_000,
  });
  const message = result.stderr.split("\n").find((line) => line.includes("failed:")) ?? "";
  const lostRace = lostRacePattern.test(result.stdout + result.stderr);
  return { name, group, kind: "subprocess", code: result.code, message, dir, waits: [], lostRace };
}

const githubMatrix = {
  GITHUB_ACTIONS: "true",
  GITHUB_REPOSITORY: "acme/fleet",
  GITHUB_RUN_ID: "7001",
  GITHUB_RUN_ATTEMPT: "1",
  GITHUB_JOB: "rotate",
};
const githubRun = (index: number) => ({ ...githubMatrix, GITHUB_RUN_ID: String(8000 + index) });

/** Resume instants of 429 waits that began within 5 ms of each other ("one instant"), per cluster. */
function spreadsOfOneInstant(runs: RunResult[]): number[] {
  const waits = runs.flatMap((run) => run.waits).sort((a, b) => a.at - b.at);
  const spreads: number[] = [];
  for (let start = 0; start < waits.length; ) {
    let end = start + 1;
    while (end < waits.length && (waits[end]?.at ?? 0) - (waits[start]?.at ?? 0) <= 5) end += 1;
    if (end - start >= 5) {
      const resumes = waits.slice(start, end).map((wait) => wait.at + wait.ms);
      spreads.push(Math.max(...resumes) - Math.min(...resumes));
    }
    start = end;
  }
  return spreads;
}

function expectWaitsHonoured(runs: RunResult[], context: string) {
  for (const run of runs)
    for (const wait of run.waits) expect(wait.ms, `${context}: ${run.name}`).toBeGreaterThanOrEqual(1_000);
  const spreads = spreadsOfOneInstant(runs);
  expect(spreads.length, `${context}: no 429s of one instant`).toBeGreaterThan(0);
  expect(Math.min(...spreads), `${context}: spreads ${spreads.join(",")}`).toBeGreaterThanOrEqual(50);
  const waits = runs.flatMap((run) => run.waits).length;
  console.log(
    `${context.split(":")[0]}: ${waits} 429 waits in this process, ${spreads.length} instants with 5+ refusals, their retries spread over ${Math.round(Math.min(...spreads))}-${Math.round(Math.max(...spreads))} ms`,
  );
}

describe("a fleet of runs against one workspace under a rate limit", () => {
  it("100 concurrent runs of one plan: one identity for 50 matrix entries, 50 distinct runs", async () => {
    const emulator = await fleetEmulator(ROTATE_LIMIT);
    try {
      const url = `${receiver.url}/fleet`;
      const plan = `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created], secret-sink: { type: file, path: hook.secret } }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook, secret-sink: { type: file, path: rotate.secret } }
`;
      // No webhook is provisioned first: all 100 runs find none and race to create it, and the
      // engine converges them to one (docs/plan.md "Concurrent creates").
      const before = new Set(await emulator.control.issuedSecrets());

      let runs: RunResult[] = [];
      const phase = await measure(emulator, ROTATE_LIMIT, async () => {
        const pending: Promise<RunResult>[] = [];
        for (let index = 0; index < RUNS; index += 1) {
          // Matrix entries and distinct runs alternate, so both kinds are among the first to
          // find no webhook and create one.
          const matrix = index % 2 === 0;
          const position = Math.floor(index / 2);
          const env = matrix ? githubMatrix : githubRun(position);
          const name = `${matrix ? "matrix" : "run"}-${position}`;
          const group = matrix ? "matrix" : "distinct";
          const subprocess = position < (matrix ? SUBPROCESS_MATRIX : SUBPROCESS_DISTINCT);
          pending.push(
            subprocess
              ? subprocessRun(emulator, plan, env, name, group)
              : engineRun(emulator, plan, detectRunIdentity(env).run, name, group, index),
          );
        }
        runs = await Promise.all(pending);
      });
      const summary = report("ensure + rotate", phase, runs);
      console.log(summary);

      // Exactly one webhook for the URL, never a duplicate.
      const hooks = (await emulator.control.webhooks()).webhooks.filter((hook) => hook.url === url);
      const failures = [
        ...new Set(runs.filter((run) => run.code !== 0).map((run) => `${run.code} ${run.message}`)),
      ];
      expect(hooks, `${summary}\n${failures.slice(0, 5).join("\n")}`).toHaveLength(1);

      // Every run succeeded or failed loudly on contention (exit 6), never on a 429 or otherwise.
      for (const run of runs) {
        expect([0, 6], `${summary}\n${run.name} (${run.kind}): ${run.code} ${run.message}`).toContain(
          run.code,
        );
        if (run.code === 6) expect(run.message, run.name).toContain("contention");
      }
      expect(phase.rateLimited, summary).toBeGreaterThan(0);

      // One identity, one secret: every matrix entry that succeeded holds the same one.
      const read = (run: RunResult, file: string) => {
        const path = join(run.dir, file);
        return existsSync(path) ? readFileSync(path, "utf8").trim() : undefined;
      };
      const secretOf = (run: RunResult) => read(run, "rotate.secret") as string;
      const matrixSecrets = new Set(
        runs.filter((run) => run.group === "matrix" && run.code === 0).map(secretOf),
      );
      expect(matrixSecrets.size, summary).toBeLessThanOrEqual(1);
      // The creates raced: every webhook but the one kept was removed by the run that made it, and
      // its secret reached no sink; every secret of the kept webhook is in some run's sink.
      const { secrets } = await emulator.control.call<{
        secrets: { webhookId: string; secret: string }[];
      }>("GET", "/secrets");
      const issuedNow = secrets.filter((issued) => !before.has(issued.secret));
      const kept = hooks[0]?.id as string;
      const created = new Set(issuedNow.map((issued) => issued.webhookId));
      const createdFiles = runs
        .map((run) => read(run, "hook.secret"))
        .filter((secret) => secret !== undefined);
      const keptSecrets = issuedNow
        .filter((issued) => issued.webhookId === kept)
        .map((issued) => issued.secret);
      const removedSecrets = new Set(
        issuedNow.filter((issued) => issued.webhookId !== kept).map((issued) => issued.secret),
      );
      const lostRace = runs.filter((run) => run.lostRace).length;
      const race = `${created.size} webhooks created for the URL, ${created.size - 1} removed as duplicates; ${lostRace} runs reported a lost create race; ${createdFiles.length} runs hold the kept webhook's create secret`;
      console.log(`ensure + rotate (seed ${SEED}): ${race}`);
      expect(createdFiles.length, `${summary}; ${race}`).toBeGreaterThan(0);
      for (const secret of createdFiles) {
        expect(removedSecrets.has(secret), `${summary}; ${race}: a removed webhook's secret in a sink`).toBe(
          false,
        );
        expect(keptSecrets, `${summary}; ${race}`).toContain(secret);
      }
      const held = new Set([...runs.filter((run) => run.code === 0).map(secretOf), ...createdFiles]);
      const lost = keptSecrets.filter((secret) => !held.has(secret)).length;
      const heldBy = runs
        .filter((run) => run.code === 0)
        .map((run) => `${run.name}:${keptSecrets.indexOf(secretOf(run))}`);
      expect(
        lost,
        `${summary}; ${race}: ${lost} of ${keptSecrets.length} secrets of the kept webhook are in no sink; held: ${heldBy.join(" ")}`,
      ).toBe(0);
      const current = keptSecrets.at(-1) as string;
      issued.clear();
      issued.add(current);
      const test = await emulator
        .client("admin")
        .testWebhookDelivery(hooks[0]?.id as string, { idempotencyKey: `fleet-check-${SEED}` });
      const delivered = await receiver.waitFor((delivery) => delivery.id === test.data.id, 10_000);
      expect(delivered.verified, summary).toBe(true);

      // Every 429 was waited out for at least its Retry-After, with jitter spreading one instant.
      expectWaitsHonoured(runs, summary);
      expect(phase.elapsedMs, summary).toBeLessThanOrEqual(1.5 * phase.allowedMs);
    } finally {
      await emulator.stop();
    }
  }, 150_000);

  it("test-delivery and check-recent-deliveries across 100 webhooks at once", async () => {
    const emulator = await fleetEmulator(MANY_LIMIT);
    try {
      // Setup (not measured): 100 webhooks, their secrets known to the receiver.
      const setupClient = emulator.client("admin");
      const ids: string[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const created = await setupClient.createWebhook(
          { url: `${receiver.url}/many-${index}`, actions: ["task_created"] },
          { idempotencyKey: `fleet-many-${index}` },
        );
        ids.push(created.data.id);
        issued.add(created.data.attributes.signingSecret);
      }
      const planFor = (id: string) => `steps:
  - id: smoke
    uses: test-delivery
    with: { webhook-id: ${id}, timeout: 90s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook-id: ${id}, since: 1h, max-failures: 0 }
`;
      let runs: RunResult[] = [];
      // Let the setup's window pass, so the phase starts with a fresh budget.
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      const phase = await measure(emulator, MANY_LIMIT, async () => {
        runs = await Promise.all(
          ids.map((id, index) =>
            index < SUBPROCESS_DISTINCT
              ? subprocessRun(emulator, planFor(id), githubRun(500 + index), `many-${index}`, "distinct")
              : engineRun(
                  emulator,
                  planFor(id),
                  detectRunIdentity(githubRun(500 + index)).run,
                  `many-${index}`,
                  "distinct",
                  1_000 + index,
                ),
          ),
        );
      });
      const summary = report("test-delivery + check-recent-deliveries", phase, runs);
      console.log(summary);
      for (const run of runs) expect(run.code, `${summary}\n${run.name}: ${run.message}`).toBe(0);
      const verified = receiver.deliveries.filter(
        (delivery) => delivery.verified && delivery.event === "webhook.test",
      );
      for (const id of ids)
        expect(
          verified.some((delivery) => (delivery.payload as { webhookId?: string }).webhookId === id),
          id,
        ).toBe(true);
      expect(phase.rateLimited, summary).toBeGreaterThan(0);
      expectWaitsHonoured(runs, summary);
      expect(phase.elapsedMs, summary).toBeLessThanOrEqual(1.5 * phase.allowedMs);
    } finally {
      await emulator.stop();
    }
  }, 150_000);
});
