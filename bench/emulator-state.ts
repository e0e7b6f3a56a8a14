/**
 * `svc-emulator --state-dir` start-up with a big state: an emulator whose state file holds 100,000
 * deliveries (plus their webhooks), started until it serves, against reading and JSON.parse of the
 * very same file (the least any loader must do), interleaved, median of several rounds. And the
 * cost of answering a change only once it is saved: a burst of 1,000 concurrent creates with a
 * state dir against the same burst in memory (group commit: one save covers every change that
 * arrived while the previous one ran). Run alone: `npx tsx bench/emulator-state.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startEmulator } from "../src/emulator/index.js";
import { STATE_FILE } from "../src/emulator/state/persistence.js";
import { createClient } from "../src/index.js";
import { type Figure, figure, interleaved, median } from "./figure.js";

const ROUNDS = 5;

/** A state directory holding `deliveries` finished delivery records over 100 webhooks. */
async function bigState(deliveries: number): Promise<string> {
  const dir = join(mkdtempSync(join(tmpdir(), "svc-bench-state-")), "state");
  const emulator = await startEmulator({ stateDir: dir, maxDeliveriesPerCredential: deliveries });
  const admin = emulator.credentials[0];
  if (!admin) throw new Error("no seeded credential");
  const { state } = emulator;
  const now = Date.now();
  const hooks: string[] = [];
  for (let index = 0; index < 100; index += 1) {
    const id = `whk_bench${String(index).padStart(3, "0")}`;
    hooks.push(id);
    state.webhooks.set(id, {
      id,
      seq: state.nextSeq(),
      workspaceId: admin.workspaceId,
      ownerCredentialId: admin.credentialId,
      url: `https://hooks.example.com/bench-${index}`,
      actions: ["task_created"],
      disabled: false,
      autoDisabled: false,
      failCount: 0,
      lastStatus: 204,
      secret: `whsec_v2_${"b".repeat(43)}`,
      secretGeneration: 1,
      configVersion: 1,
      revisionSalt: "00",
      revision: `whk1-${"0".repeat(64)}`,
      createdAt: now,
    });
  }
  const ids: string[] = [];
  for (let index = 0; index < deliveries; index += 1) {
    const id = `dlv_bench${index}`;
    const at = new Date(now - index * 1_000).toISOString();
    state.deliveries.set(id, {
      id,
      seq: state.nextSeq(),
      webhookId: hooks[index % hooks.length] as string,
      workspaceId: admin.workspaceId,
      ownerCredentialId: admin.credentialId,
      event: "task_created",
      collection: "tasks",
      resourceId: `task${index}`,
      test: false,
      state: index % 10 === 0 ? "failed" : "succeeded",
      attempts: [
        {
          attempt: 1,
          state: index % 10 === 0 ? "failed" : "succeeded",
          startedAt: at,
          finishedAt: at,
          statusCode: index % 10 === 0 ? 500 : 204,
          errorCode: index % 10 === 0 ? "http_error" : null,
          transportCode: null,
        },
      ],
      createdAt: now - index * 1_000,
      updatedAt: now - index * 1_000,
      completedAt: now - index * 1_000,
      body: null,
    });
    ids.push(id);
  }
  state.deliveriesByCredential.set(admin.credentialId, ids);
  await emulator.stop(); // writes the final snapshot
  return dir;
}

const BURST = 1_000;

/** Milliseconds for BURST concurrent creates, all answered, against an emulator with or without a state dir. */
async function createBurst(withStateDir: boolean): Promise<number> {
  const root = mkdtempSync(join(tmpdir(), "svc-bench-burst-"));
  const emulator = await startEmulator({
    ...(withStateDir ? { stateDir: join(root, "state") } : {}),
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  try {
    const admin = emulator.credentials[0];
    if (!admin) throw new Error("no seeded credential");
    const client = createClient({ token: admin.token, baseUrl: emulator.baseUrl });
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        client.createWebhook(
          { url: `https://hooks.example.com/burst-${index}`, actions: ["task_created"] },
          { idempotencyKey: `burst-${index}` },
        ),
      ),
    );
    return performance.now() - started;
  } finally {
    await emulator.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

async function benchCreateBurst(): Promise<Figure> {
  const result = await interleaved(
    3,
    () => createBurst(false),
    () => createBurst(true),
  );
  return figure({
    group: "emulator",
    name: `${BURST.toLocaleString("en")} concurrent creates with --state-dir (each answered once saved)`,
    measured: result.measured,
    baselineName: "the same creates in memory",
    baseline: result.baseline,
    unit: "ms",
    goal: { on: "ratio", max: 2 },
    runs: 3,
  });
}

export async function benchEmulatorState(deliveries = 100_000): Promise<Figure[]> {
  const dir = await bigState(deliveries);
  try {
    const file = join(dir, STATE_FILE);
    const starts: number[] = [];
    const parses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      JSON.parse(readFileSync(file, "utf8").split("\n", 2)[1] as string);
      parses.push(performance.now() - started);
      started = performance.now();
      const emulator = await startEmulator({ stateDir: dir, maxDeliveriesPerCredential: deliveries });
      starts.push(performance.now() - started);
      if (emulator.state.deliveries.size !== deliveries) throw new Error("the state did not load whole");
      await emulator.stop();
    }
    return [
      figure({
        group: "emulator",
        name: `--state-dir start-up with ${deliveries.toLocaleString("en")} deliveries (load, check, serve)`,
        measured: median(starts),
        baselineName: "read + JSON.parse of the same state file",
        baseline: median(parses),
        unit: "ms",
        goal: { on: "ratio", max: 3 },
        runs: ROUNDS,
      }),
      await benchCreateBurst(),
    ];
  } finally {
    rmSync(join(dir, ".."), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchEmulatorState()) console.log(JSON.stringify(row));
}
