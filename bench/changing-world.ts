/**
 * A workspace that changes under the run (docs/plan.md "A workspace that changes under the run"):
 * a 1,000-step apply (700 unchanged, 200 updated and 50 created webhooks, 50 removed by url)
 * through the engine against the in-process emulator, while a second party changes 5% of the
 * webhooks (50) right after the run's listing: it moves 20 the run would update and 15 it would
 * remove to URLs of its own, and replaces 15 it would update (removes each, creates another at its
 * URL). The same run on a quiet workspace seeded alike is the baseline.
 * - wrong writes: the second party's moved webhooks the run changed or removed (goal 0);
 * - requests: the run's requests (the emulator's own log) against the quiet run's (goal <= 1.10x:
 *   the reads that verify a write and look at a URL again cost at most 10% more).
 * Run alone: `npm run bench -- changing-world`.
 */
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "../src/client/index.js";
import { type RunningEmulator, startEmulator } from "../src/emulator/index.js";
import { createWebhookRecord } from "../src/emulator/state/webhooks.js";
import { type EngineContext, parsePlan, runPlan } from "../src/engine/index.js";
import { type Figure, figure, median } from "./figure.js";

const ROUNDS = Number(process.env.CHANGING_WORLD_ROUNDS ?? 3);
const url = (kind: string, index: number) => `https://${kind}-${index}.hooks.example.com/in`;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The plan: 700 unchanged, 200 updated, 50 created, 50 removed. */
function planText(): string {
  const id = (target: string) => new URL(target).hostname.split(".")[0];
  const ensure = (target: string) =>
    `  - { id: e-${id(target)}, uses: ensure-webhook, with: { url: "${target}", actions: [task_created] } }`;
  const remove = (target: string) =>
    `  - { id: r-${id(target)}, uses: remove-webhook, with: { url: "${target}", confirm: true } }`;
  return [
    "steps:",
    ...range(700).map((n) => ensure(url("same", n))),
    ...range(200).map((n) => ensure(url("stale", n))),
    ...range(50).map((n) => ensure(url("new", n))),
    ...range(50).map((n) => remove(url("gone", n))),
  ].join("\n");
}

function seed(emulator: RunningEmulator): void {
  const owner = emulator.credentials[0];
  if (!owner) throw new Error("the emulator seeded no credential");
  const add = (target: string, actions: string[]) =>
    createWebhookRecord(emulator.state, {
      workspaceId: owner.workspaceId,
      ownerCredentialId: owner.credentialId,
      url: target,
      actions,
    });
  for (const n of range(700)) add(url("same", n), ["task_created"]);
  for (const n of range(200)) add(url("stale", n), ["task_updated"]);
  for (const n of range(50)) add(url("gone", n), ["task_created"]);
}

/** The second party: 50 webhooks changed, straight on the emulator. Returns the ids it moved. */
async function disturb(emulator: RunningEmulator): Promise<Set<string>> {
  const token = emulator.credentials[0]?.token ?? "";
  const client = createClient({ token, baseUrl: emulator.baseUrl });
  const byUrl = new Map([...emulator.state.webhooks.values()].map((record) => [record.url, record.id]));
  const moved = new Set<string>();
  const move = async (target: string) => {
    const id = byUrl.get(target) ?? "";
    const current = await client.getWebhook(id);
    await client.updateWebhook(
      id,
      { url: target.replace(".hooks.example.com", ".theirs.example.com") },
      { ifMatch: current.data.attributes.revision },
    );
    moved.add(id);
  };
  for (const n of range(20)) await move(url("stale", n));
  for (const n of range(15)) await move(url("gone", n));
  for (const n of range(15)) {
    const target = url("stale", 100 + n);
    await client.removeWebhook(byUrl.get(target) ?? "");
    await client.createWebhook({ url: target, actions: ["task_updated"] });
  }
  return moved;
}

/** A loopback proxy that counts the run's requests and runs `act` before the first one after its listing. */
async function afterListing(emulator: RunningEmulator, act: () => Promise<void>) {
  const upstream = new URL(emulator.baseUrl);
  let listed = false;
  let acted: Promise<void> | undefined;
  const counted = { requests: 0 };
  const server = createServer(async (req, res) => {
    counted.requests += 1;
    const listing = req.method === "GET" && /^\/v1\/webhooks(\?|$)/.test(req.url ?? "");
    if (listing) listed = true;
    else if (listed) {
      acted ??= act();
      await acted;
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname.replace(/\/$/, "")}`,
    counted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Measured {
  requests: number;
  wrongWrites: number;
  changed: number;
}

/** One apply of the plan against a fresh emulator seeded alike, with or without the second party. */
async function runOnce(withSecondParty: boolean): Promise<Measured> {
  const emulator = await startEmulator({ rateLimit: { limit: 10_000_000, windowMs: 60_000 } });
  try {
    seed(emulator);
    let moved = new Set<string>();
    const before = new Map<string, string>();
    const proxy = await afterListing(emulator, async () => {
      if (!withSecondParty) return;
      moved = await disturb(emulator);
      for (const id of moved) before.set(id, JSON.stringify(emulator.state.webhooks.get(id)));
    });
    const context: EngineContext = {
      client: createClient({ token: emulator.credentials[0]?.token ?? "", baseUrl: proxy.baseUrl }),
      run: { runId: `changing-world-${withSecondParty}`, runAttempt: 1 },
      mode: "apply",
      outputs: { set: () => {} },
      secrets: { mask: () => {} },
      logger: { info: () => {}, warning: () => {}, debug: () => {}, group: (_name, fn) => fn() },
      clock: {
        now: () => Date.now(),
        sleep: (ms) => new Promise((done) => setTimeout(done, Math.min(ms, 10))),
      },
      rehearsal: true,
    };
    const report = await runPlan(parsePlan(planText()).plan, context);
    await proxy.close();
    // Every request of the run goes through the proxy (the second party's go straight to the emulator).
    const { requests } = proxy.counted;
    const wrongWrites = [...moved].filter(
      (id) => JSON.stringify(emulator.state.webhooks.get(id)) !== before.get(id),
    ).length;
    if (!withSecondParty && !report.ok) throw new Error("the quiet run failed");
    return { requests, wrongWrites, changed: moved.size + (withSecondParty ? 15 : 0) };
  } finally {
    await emulator.stop();
  }
}

export async function benchChangingWorld(rounds = ROUNDS): Promise<Figure[]> {
  const quiet: number[] = [];
  const busy: Measured[] = [];
  for (let round = 0; round < rounds; round += 1) {
    quiet.push((await runOnce(false)).requests);
    busy.push(await runOnce(true));
  }
  const wrong = Math.max(...busy.map((run) => run.wrongWrites));
  return [
    figure({
      group: "changing-world",
      name: "1,000-step apply, a second party changes 5% of the webhooks: wrong writes (goal 0)",
      measured: wrong,
      baselineName: "webhooks the second party changed",
      baseline: busy[0]?.changed ?? 50,
      unit: "writes",
      goal: { on: "measured", max: 0 },
      runs: rounds,
    }),
    figure({
      group: "changing-world",
      name: "1,000-step apply, a second party changes 5% of the webhooks: requests (goal <= 1.1x)",
      measured: median(busy.map((run) => run.requests)),
      baselineName: "the same run on a quiet workspace",
      baseline: median(quiet),
      unit: "requests",
      goal: { on: "ratio", max: 1.1 },
      runs: rounds,
    }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchChangingWorld()) console.log(JSON.stringify(row));
}
