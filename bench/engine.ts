import { performance } from "node:perf_hooks";
import { request } from "undici";
import { createClient } from "../src/client/index.js";
import { type RunningEmulator, startEmulator } from "../src/emulator/index.js";
import type { DeliveryRecord } from "../src/emulator/state/model.js";
import { type Clock, type EngineContext, parsePlan, runPlan, systemClock } from "../src/engine/index.js";
import { seedDeliveries } from "../test/support/deliveries.js";
import { startReceiver } from "../test/support/receiver.js";
import { type Figure, figure, median, percentile } from "./figure.js";

const SUCCEEDED = 100_000;
const EVENTS = ["task_created", "task_updated"];
const defined = (values: (number | undefined)[]) => values.filter((value) => value !== undefined);
const FAILED = 10;

/** A client whose debug log counts the HTTP requests it makes (matching `pathPrefix`). */
function countingClient(emulator: RunningEmulator, pathPrefix: string) {
  const token = emulator.credentials[0]?.token;
  if (!token) throw new Error("no seeded credential");
  const counter = { requests: 0, times: [] as number[] };
  const client = createClient({
    token,
    baseUrl: emulator.baseUrl,
    logger: {
      debug: (line) => {
        const match = /^svc-ci http \S+ (\S+) /.exec(line);
        if (!match?.[1]?.startsWith(pathPrefix)) return;
        counter.requests += 1;
        counter.times.push(performance.now());
      },
    },
  });
  return { client, counter };
}

function context(client: EngineContext["client"], runId: string, clock: Clock = systemClock): EngineContext {
  const quiet = () => {};
  return {
    client,
    run: { repository: "acme/bench", runId, runAttempt: 1 },
    mode: "apply",
    outputs: { set: quiet },
    secrets: { mask: quiet },
    logger: { info: quiet, warning: quiet, debug: quiet, group: (_name, fn) => fn() },
    clock,
  };
}

async function createWebhook(emulator: RunningEmulator, url: string, key: string) {
  const response = await request(`${emulator.baseUrl}/webhooks`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${emulator.credentials[0]?.token}`,
      "content-type": "application/json",
      "idempotency-key": key,
    },
    body: JSON.stringify({ url, actions: ["task_created", "task_updated"] }),
  });
  const body = (await response.body.json()) as {
    data: { id: string; attributes: { signingSecret: string } };
  };
  if (response.statusCode !== 201) throw new Error(`create webhook: ${response.statusCode}`);
  return { id: body.data.id, secret: body.data.attributes.signingSecret };
}

/** The baseline: every delivery of the webhook's history read at the largest page size, counted. */
async function naiveScan(emulator: RunningEmulator, webhookId: string): Promise<number> {
  const { client, counter } = countingClient(emulator, "/v1/webhook-deliveries");
  let seen = 0;
  for await (const _ of client.paginateWebhookDeliveries({ webhookId, limit: 200 })) seen += 1;
  if (seen !== SUCCEEDED + FAILED) throw new Error(`the naive scan saw ${seen} deliveries`);
  return counter.requests;
}

async function benchCheckRecentDeliveries(): Promise<Figure[]> {
  const emulator = await startEmulator({
    maxDeliveriesPerCredential: SUCCEEDED + FAILED + 100,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  try {
    const hook = await createWebhook(emulator, "https://hooks.example.com/bench", "bench-history");
    const owner = emulator.credentials[0];
    if (!owner) throw new Error("no seeded credential");
    seedDeliveries(emulator, owner, SUCCEEDED, hook.id, { failed: FAILED, events: EVENTS });
    const naiveRequests = await naiveScan(emulator, hook.id);
    const cases = [
      { name: "default (states [failed])", with: "{}" },
      { name: "events [task_created, task_updated]", with: "{ events: [task_created, task_updated] }" },
      { name: "states [failed, retrying, skipped]", with: "{ states: [failed, retrying, skipped] }" },
    ];
    const rows: Figure[] = [];
    for (const entry of cases) {
      const { client, counter } = countingClient(emulator, "/v1/webhook-deliveries");
      const plan = parsePlan(
        `steps:\n  - id: health\n    uses: check-recent-deliveries\n    with: { webhook-id: ${hook.id}, since: 48h, max-failures: 10, ${entry.with.slice(1, -1)} }\n`,
      ).plan;
      const report = await runPlan(plan, context(client, "history"));
      const failures = report.steps[0]?.outputs.failures;
      if (failures !== FAILED)
        throw new Error(`check-recent-deliveries counted ${String(failures)} failures`);
      rows.push(
        figure({
          group: "engine",
          name: `check-recent-deliveries, 100,000 ok + 10 failed: ${entry.name}`,
          measured: counter.requests,
          baselineName: "naive scan of the history",
          baseline: naiveRequests,
          unit: "requests",
          goal: { on: "measured", max: entry.name.startsWith("states") ? 3 : 1 },
          runs: 1,
        }),
      );
    }
    return rows;
  } finally {
    await emulator.stop();
  }
}

/** Deterministic uniform numbers in [0, 1) (mulberry32), so every run draws the same delays. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The schedule before issue 11: 250 ms doubling to 5 s (sleeps the engine asks for are replaced). */
function doublingClock(): Clock {
  let delay = 250;
  return {
    now: systemClock.now,
    sleep: () => {
      const wait = delay;
      delay = Math.min(delay * 2, 5_000);
      return systemClock.sleep(wait);
    },
  };
}

interface Follow {
  lagMs: number;
  readsPerSecond: number;
  /** Reads per second from 1 s after the first read on (undefined with fewer than 2 reads there). */
  steadyReadsPerSecond: number | undefined;
}

function steadyRate(times: number[]): number | undefined {
  const first = times[0];
  if (first === undefined) return undefined;
  const steady = times.filter((at) => at - first >= 1_000);
  const [start, end] = [steady[0], steady.at(-1)];
  if (start === undefined || end === undefined || steady.length < 2) return undefined;
  return (steady.length - 1) / ((end - start) / 1000);
}

async function followOne(
  emulator: RunningEmulator,
  webhookId: string,
  runId: string,
  clock: Clock,
): Promise<Follow> {
  const { client, counter } = countingClient(emulator, "/v1/webhook-deliveries");
  const plan = parsePlan(
    `steps:\n  - id: smoke\n    uses: test-delivery\n    with: { webhook-id: ${webhookId}, timeout: 1m }\n`,
  ).plan;
  const started = performance.now();
  const report = await runPlan(plan, context(client, runId, clock));
  const ended = Date.now();
  const waitedMs = performance.now() - started;
  const id = report.steps[0]?.outputs["delivery-id"];
  const completedAt = typeof id === "string" ? emulator.state.deliveries.get(id)?.completedAt : undefined;
  if (report.steps[0]?.status !== "succeeded" || !completedAt)
    throw new Error(`test delivery did not succeed: ${report.steps[0]?.summary}`);
  return {
    lagMs: ended - completedAt,
    readsPerSecond: counter.requests / (waitedMs / 1000),
    steadyReadsPerSecond: steadyRate(counter.times),
  };
}

async function benchTestDelivery(perCase = 8): Promise<Figure[]> {
  const profiles = [
    { name: "receiver answers in 0.2-1 s", min: 200, max: 1_000, lagGoalP95: 500 },
    { name: "receiver answers in 2-4 s", min: 2_000, max: 4_000, lagGoalP95: 1_500 },
  ];
  const random = seeded(11);
  const delayOf = new Map<string, number>();
  const receiver = await startReceiver({
    respond: async (delivery) => {
      await systemClock.sleep(delayOf.get(delivery.id ?? "") ?? 0);
      return 204;
    },
  });
  const emulator = await startEmulator({
    allowLoopbackWebhooks: true,
    webhookCa: receiver.ca,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  try {
    const hooks = await Promise.all(
      profiles.map((_, index) => createWebhook(emulator, `${receiver.url}?p=${index}`, `bench-td-${index}`)),
    );
    receiver.setSecrets(hooks.map((hook) => hook.secret));
    // The receiver looks a delivery's delay up by its id, drawn when the emulator records it.
    emulator.deliveries.on("change", (record: DeliveryRecord) => {
      if (delayOf.has(record.id)) return;
      const profile = profiles[hooks.findIndex((hook) => hook.id === record.webhookId)];
      if (profile) delayOf.set(record.id, profile.min + random() * (profile.max - profile.min));
    });
    const runs = profiles.flatMap((profile, index) =>
      Array.from({ length: perCase }, (_, n) => {
        const webhookId = hooks[index]?.id as string;
        return Promise.all([
          followOne(emulator, webhookId, `td-${index}-${n}-new`, systemClock),
          followOne(emulator, webhookId, `td-${index}-${n}-old`, doublingClock()),
        ]).then(([current, old]) => ({ profile, current, old }));
      }),
    );
    const results = await Promise.all(runs);
    return profiles.flatMap((profile) => {
      const mine = results.filter((result) => result.profile === profile);
      const lags = mine.map((result) => result.current.lagMs);
      const oldLags = mine.map((result) => result.old.lagMs);
      const reads = mine.map((result) => result.current.readsPerSecond);
      const oldReads = mine.map((result) => result.old.readsPerSecond);
      const row = (name: string, measured: number, baseline: number, unit: string, goal?: Figure["goal"]) =>
        figure({
          group: "engine",
          name: `test-delivery, ${profile.name}: ${name}`,
          measured,
          baselineName: "250 ms doubling to 5 s",
          baseline,
          unit,
          ...(goal ? { goal } : {}),
          runs: perCase,
        });
      return [
        row("lag p50", median(lags), median(oldLags), "ms"),
        row("lag p95", percentile(lags, 95), percentile(oldLags, 95), "ms", {
          on: "measured",
          max: profile.lagGoalP95,
        }),
        row("reads/s while waiting", median(reads), median(oldReads), "reads/s"),
        ...(profile.min >= 2_000
          ? [
              row(
                "reads/s after the first second",
                median(defined(mine.map((result) => result.current.steadyReadsPerSecond))),
                median(defined(mine.map((result) => result.old.steadyReadsPerSecond))),
                "reads/s",
                { on: "measured", max: 1, min: 0.8 },
              ),
            ]
          : []),
      ];
    });
  } finally {
    await emulator.stop();
    await receiver.close();
  }
}

export async function benchEngine(): Promise<Figure[]> {
  return [...(await benchCheckRecentDeliveries()), ...(await benchTestDelivery())];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchEngine());
}
