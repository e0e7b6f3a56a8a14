/**
 * Randomized faults on the full plan (ensure-webhook with a file sink, rotate-secret with the
 * output sink, test-delivery, check-recent-deliveries), seeded: every run is a re-run loop (a new
 * workflow run attempt, as a user clicks "Re-run") until the plan succeeds. Each attempt meets a
 * random fault on each of its first requests, lost answers after the service acted included, with
 * fewer faults on later attempts. After every attempt:
 * - never a second webhook for the URL, never two rotations, never two test deliveries;
 * - the attempt succeeded, or failed with a message naming the step;
 * - no secret is lost: each secret the service issued in the attempt reached its sink, or the
 *   failure says to rotate the secret again;
 * - no secret (token, signing secrets) in any stream but the sink.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator } from "../support/emulator.js";
import { engineStreams, runEngine } from "../support/engine-run.js";
import { prng } from "../support/prng.js";
import { type Receiver, startReceiver } from "../support/receiver.js";
import { emulatorSecrets, expectNoLeaks } from "../support/secret-scan.js";

const RUNS = 200;
const BASE_SEED = 0x5eed_2026;
const MAX_ATTEMPTS = 12;
const SLOTS = 16;
const STALL_TIMEOUT_MS = 300;

const weightedFaults: [number, Record<string, unknown>][] = [
  [3, { kind: "status", status: 503 }],
  [2, { kind: "status", status: 502 }],
  [2, { kind: "status", status: 504 }],
  [1, { kind: "status", status: 500, code: "internal_error" }],
  [2, { kind: "rateLimit", retryAfterSeconds: 1 }],
  [2, { kind: "reset" }],
  [1, { kind: "drop" }],
  [5, { kind: "lostResponse" }],
  [1, { kind: "malformed" }],
  [1, { kind: "schemaInvalid" }],
  [1, { kind: "status", status: 412 }],
  [1, { kind: "delay", delayMs: 5_000 }],
];
const totalWeight = weightedFaults.reduce((sum, [weight]) => sum + weight, 0);
/** A slot without a fault: answered normally. */
const pass: Record<string, unknown> = { kind: "delay", delayMs: 0 };

function pickFault(random: () => number): Record<string, unknown> {
  let roll = random() * totalWeight;
  for (const [weight, spec] of weightedFaults) {
    roll -= weight;
    if (roll < 0) return spec;
  }
  return pass;
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const plan = (url: string) => `
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${url}
      actions: [task_created]
      secret-sink: { type: file, path: create.secret }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 20s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 1h }
`;

const namesStep =
  /^step "(hook|rotate|smoke|health)" \((ensure-webhook|rotate-secret|test-delivery|check-recent-deliveries)\) failed: \S/;
const rotateAgain = /rotate the secret again/;

interface RunSummary {
  attempts: number;
  faults: Record<string, number>;
  failedSteps: string[];
}

async function randomizedRun(seed: number): Promise<RunSummary> {
  const random = prng(seed);
  const emu = await startTestEmulator({ webhookCa: receiver.ca });
  const url = `${receiver.url}/random-${seed}`;
  const summary: RunSummary = { attempts: 0, faults: {}, failedSteps: [] };
  try {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      summary.attempts = attempt;
      const probability = 0.35 * 0.6 ** (attempt - 1);
      await emu.control.clearFaults();
      for (let slot = 0; slot < SLOTS; slot += 1) {
        const spec = random() < probability ? pickFault(random) : pass;
        if (spec !== pass) {
          const name = spec.kind === "status" ? String(spec.status) : String(spec.kind);
          summary.faults[name] = (summary.faults[name] ?? 0) + 1;
        }
        await emu.control.addFault(spec);
      }
      const issuedBefore = emu.state.issuedSecrets.length;
      const testsBefore = [...emu.state.deliveries.values()].filter((record) => record.test).length;
      const workspace = mkdtempSync(join(tmpdir(), "svc-ci-random-"));
      try {
        const result = await runEngine(emu, plan(url), {
          run: { repository: "acme/app", runId: `seed-${seed}`, runAttempt: attempt },
          workingDirectory: workspace,
          client: { timeoutMs: STALL_TIMEOUT_MS, retries: 2 },
        });
        const where = `seed ${seed}, attempt ${attempt}`;
        expect(result.thrown, where).toBeUndefined();
        const hooks = [...emu.state.webhooks.values()].filter((hook) => hook.url === url);
        expect(hooks.length, `${where}: webhooks for the URL`).toBeLessThanOrEqual(1);
        const issued = emu.state.issuedSecrets.slice(issuedBefore);
        const rotations = issued.filter((secret) => secret.generation > 1);
        expect(rotations.length, `${where}: rotations in one attempt`).toBeLessThanOrEqual(1);
        const tests = [...emu.state.deliveries.values()].filter((record) => record.test).length - testsBefore;
        expect(tests, `${where}: test deliveries in one attempt`).toBeLessThanOrEqual(1);

        const sinks = new Set<string>();
        const created = join(workspace, "create.secret");
        try {
          sinks.add(readFileSync(created, "utf8").trim());
        } catch {
          // No file: nothing was delivered to it (or the sink removed it on failure).
        }
        const output = result.outputs.get("rotate-secret");
        if (output) sinks.add(output);
        for (const secret of issued) {
          if (sinks.has(secret.secret)) continue;
          expect(
            result.failure,
            `${where}: secret generation ${secret.generation} neither in its sink nor flagged`,
          ).toMatch(rotateAgain);
        }
        expectNoLeaks(engineStreams(result, ["rotate-secret"]), emulatorSecrets(emu));
        if (result.report?.ok) return summary;
        expect(result.failure, where).toMatch(namesStep);
        summary.failedSteps.push(namesStep.exec(result.failure ?? "")?.[1] ?? "?");
      } finally {
        rmSync(workspace, { recursive: true, force: true });
      }
    }
    throw new Error(`seed ${seed}: no success within ${MAX_ATTEMPTS} attempts (${JSON.stringify(summary)})`);
  } finally {
    await emu.stop();
  }
}

describe(`randomized faults on the full plan: ${RUNS} seeded runs, each re-run until it succeeds`, () => {
  const summaries: RunSummary[] = [];
  it.concurrent.each(Array.from({ length: RUNS }, (_, index) => BASE_SEED + index))(
    "seed %i",
    async (seed) => {
      summaries.push(await randomizedRun(seed));
    },
  );

  it("met every fault kind, needed re-runs, and failed in every step along the way", () => {
    if (summaries.length < RUNS) return; // a filtered run (-t) proves nothing here
    const faults = new Set(summaries.flatMap((summary) => Object.keys(summary.faults)));
    expect([...faults].sort()).toEqual(
      [
        "412",
        "500",
        "502",
        "503",
        "504",
        "delay",
        "drop",
        "lostResponse",
        "malformed",
        "rateLimit",
        "reset",
        "schemaInvalid",
      ].sort(),
    );
    expect(summaries.filter((summary) => summary.attempts > 1).length).toBeGreaterThan(RUNS / 4);
    expect(new Set(summaries.flatMap((summary) => summary.failedSteps))).toEqual(
      new Set(["hook", "rotate", "smoke", "health"]),
    );
  });
});
