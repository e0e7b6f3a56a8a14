/**
 * Fleet-size plans (issue 24, docs/plan.md "Fleet-size plans"), `svc run` from the bundle against
 * the emulator behind a proxy that adds a 50 ms round trip (10 ms there, 40 ms back:
 * bench/latency-proxy.ts), each figure against the per-step lookup of svc 1.1.0 measured in the same
 * run: the bundle of commit af825bb (dist/ is committed), run on the same plan against a fresh
 * emulator seeded alike. Requests are counted by the emulator's own request log.
 * - 100 ensure-webhook steps over 300 webhooks (50 unchanged, 25 updated, 25 created), apply and
 *   plan mode: requests (goals 2 x pages + changes + 5, 2 x pages + 5) and wall time (goal 3 s);
 * - a 1,000-step plan over 1,100 webhooks in plan mode: requests (goal 2 x pages + 5), against 10 x
 *   the old bundle on a 100-step part of it (it refuses more than 100 steps); and the validation of
 *   1,000 steps against 10 x that of 100 (linear);
 * - the 100-step apply under a limit of 10 requests/s: wall time against what the limit allows for
 *   the requests made (goal 1.2x) and the 429s (goal a handful). The pacing that meets this goal is
 *   the transport's (issue 24 item 3): without it the run meets many 429s.
 * Needs `npm run build`. Run alone: `npx tsx bench/fleet.ts`; FLEET_ROUNDS sets the rounds (3).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type RunningEmulator, startEmulator } from "../src/emulator/index.js";
import { createWebhookRecord } from "../src/emulator/state/webhooks.js";
import { parsePlan } from "../src/engine/index.js";
import { type Figure, figure, median } from "./figure.js";
import { startLatencyProxy } from "./latency-proxy.js";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The commit before issue 24's engine changes; its dist/ is svc 1.1.0's per-step lookup. */
const BASELINE_COMMIT = "af825bb";
const ROUNDS = Number(process.env.FLEET_ROUNDS ?? 3);
let work = mkdtempSync(join(tmpdir(), "svc-bench-fleet-"));

/** A fresh work directory (a run of `benchFleet` removes the one before). */
export function freshWork(): void {
  work = mkdtempSync(join(tmpdir(), "svc-bench-fleet-"));
}

export function removeWork(): void {
  rmSync(work, { recursive: true, force: true });
}

/** The old bundle, extracted once from git. */
function baselineBundle(): string {
  const dir = join(work, "baseline");
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", BASELINE_COMMIT, "dist"], {
    cwd: root,
    maxBuffer: 1 << 28,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  return join(dir, "dist/cli.js");
}

export interface Scenario {
  /** URLs the workspace has before the run, with their actions. */
  seed: [string, string[]][];
  /** The plan's URLs (each ensured with [task_created]). */
  urls: string[];
}

export const urlsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `https://${prefix}-${index}.hooks.example.com/in`);

/** 100 steps over 300 webhooks: 50 unchanged, 25 updated, 25 created. */
function hundredSteps(): Scenario {
  const same = urlsOf("same", 50);
  const stale = urlsOf("stale", 25);
  return {
    seed: [
      ...same.map((url): [string, string[]] => [url, ["task_created"]]),
      ...stale.map((url): [string, string[]] => [url, ["task_updated"]]),
      ...urlsOf("other", 225).map((url): [string, string[]] => [url, ["task_created"]]),
    ],
    urls: [...same, ...stale, ...urlsOf("new", 25)].sort(),
  };
}

/** 1,000 steps over 1,100 webhooks, all in line. */
function thousandSteps(): Scenario {
  const planned = urlsOf("fleet", 1_000);
  return {
    seed: [...planned, ...urlsOf("else", 100)].map((url): [string, string[]] => [url, ["task_created"]]),
    urls: planned,
  };
}

function planText(urls: string[]): string {
  const steps = urls.map(
    (url, index) =>
      `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "${url}", actions: [task_created] } }`,
  );
  return `steps:\n${steps.join("\n")}\n`;
}

/** The webhooks as the credential's own, written into the emulator's state (no request, no limit). */
function seed(emulator: RunningEmulator, entries: [string, string[]][]): void {
  const owner = emulator.credentials[0];
  if (!owner) throw new Error("the emulator seeded no credential");
  for (const [url, actions] of entries)
    createWebhookRecord(emulator.state, {
      workspaceId: owner.workspaceId,
      ownerCredentialId: owner.credentialId,
      url,
      actions,
    });
}

export interface Measured {
  ms: number;
  /** The exit code (only the rate-limited run may end otherwise than 0). */
  code: number;
  requests: number;
  rateLimited: number;
  /** Webhooks in the workspace after the run. */
  webhooks: number;
}

/** One `svc run` of `plan` by `bundle` against a fresh emulator seeded with `scenario`. */
export async function runOnce(
  bundle: string,
  scenario: Scenario,
  mode: "apply" | "plan",
  options: { latency?: boolean; limit?: number; urls?: string[]; text?: string } = {},
): Promise<Measured> {
  const emulator = await startEmulator({
    rateLimit: { limit: options.limit ?? 1_000_000, windowMs: options.limit ? 1_000 : 60_000 },
  });
  const token = emulator.credentials[0]?.token as string;
  const { hostname, port } = new URL(emulator.baseUrl);
  const proxy =
    options.latency === false ? undefined : await startLatencyProxy({ host: hostname, port: Number(port) });
  try {
    seed(emulator, scenario.seed);
    const dir = mkdtempSync(join(work, "run-"));
    writeFileSync(join(dir, "plan.yml"), options.text ?? planText(options.urls ?? scenario.urls));
    const since = emulator.requests.lastSeq;
    const base = proxy ? `${proxy.origin}${new URL(emulator.baseUrl).pathname}` : emulator.baseUrl;
    const args = [bundle, "-o", "json", "run", "plan.yml", "--mode", mode, "--run-id", "bench"];
    if (mode === "apply") args.push("--secrets-dir", dir, "--state-dir", join(dir, "state"));
    const { ms, code } = await spawnTimed(args, dir, {
      SVC_API_TOKEN: token,
      SVC_API_BASE_URL: base,
      HOME: dir,
    });
    if (code !== 0 && options.limit === undefined)
      throw new Error(`${bundle} run --mode ${mode} exited ${code}`);
    const served = emulator.requests.list(since);
    return {
      ms,
      code,
      requests: served.length,
      rateLimited: served.filter((entry) => entry.status === 429).length,
      webhooks: emulator.state.webhooks.size,
    };
  } finally {
    await proxy?.close();
    await emulator.stop();
  }
}

function spawnTimed(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ ms: number; code: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) process.stderr.write(`fleet bench: svc exited ${code}: ${stderr.slice(-600)}\n`);
      resolve({ ms: performance.now() - started, code: code ?? -1 });
    });
  });
}

export const pagesOf = (webhooks: number) => Math.ceil(webhooks / 100);

/** The same run by both bundles, in alternating order, `rounds` times each. */
async function interleavedRuns(
  rounds: number,
  old: () => Promise<Measured>,
  current: () => Promise<Measured>,
): Promise<{ old: Measured[]; current: Measured[] }> {
  const result = { old: [] as Measured[], current: [] as Measured[] };
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      result.old.push(await old());
      result.current.push(await current());
    } else {
      result.current.push(await current());
      result.old.push(await old());
    }
  }
  return result;
}

const OLD_NAME = "svc 1.1.0 (af825bb): one listing per step";

async function hundredStepFigures(oldBundle: string, bundle: string, rounds: number): Promise<Figure[]> {
  const scenario = hundredSteps();
  const rows: Figure[] = [];
  for (const mode of ["apply", "plan"] as const) {
    const runs = await interleavedRuns(
      rounds,
      () => runOnce(oldBundle, scenario, mode),
      () => runOnce(bundle, scenario, mode),
    );
    const pages = pagesOf(Math.max(...runs.current.map((run) => run.webhooks)));
    const changes = mode === "apply" ? 50 : 0;
    const name = `svc run --mode ${mode}, 100 ensure-webhook over 300 webhooks${mode === "apply" ? " (50 changes)" : ""}, 50 ms round trip`;
    const requests = (list: Measured[]) => median(list.map((run) => run.requests));
    rows.push(
      figure({
        group: "fleet",
        name: `${name}: requests (goal <= 2 x ${pages} pages + ${changes} + 5)`,
        measured: requests(runs.current),
        baselineName: OLD_NAME,
        baseline: requests(runs.old),
        unit: "requests",
        goal: { on: "measured", max: 2 * pages + changes + 5 },
        runs: rounds,
      }),
      figure({
        group: "fleet",
        name: `${name}: wall time${mode === "apply" ? " (goal <= 3 s)" : ""}`,
        measured: median(runs.current.map((run) => run.ms)),
        baselineName: OLD_NAME,
        baseline: median(runs.old.map((run) => run.ms)),
        unit: "ms",
        ...(mode === "apply" ? { goal: { on: "measured" as const, max: 3_000 } } : {}),
        runs: rounds,
      }),
    );
  }
  return rows;
}

/**
 * 1,000 steps over 1,100 webhooks, plan mode. The old bundle refuses more than 100 steps, so its
 * figure is 10 x its run of the plan's first 100 steps on the same workspace (without the added
 * latency: 1,100 list requests at 50 ms would take a minute; the count does not depend on it).
 */
async function thousandStepFigures(oldBundle: string, bundle: string): Promise<Figure[]> {
  const scenario = thousandSteps();
  const current = await runOnce(bundle, scenario, "plan");
  const part = await runOnce(oldBundle, scenario, "plan", {
    latency: false,
    urls: scenario.urls.slice(0, 100),
  });
  const pages = pagesOf(current.webhooks);
  return [
    figure({
      group: "fleet",
      name: `svc run --mode plan, 1,000 ensure-webhook over 1,100 webhooks, 50 ms round trip: requests (goal <= 2 x ${pages} pages + 5)`,
      measured: current.requests,
      baselineName: `${OLD_NAME}, 10 x a 100-step part (it refuses 1,000 steps)`,
      baseline: part.requests * 10,
      unit: "requests",
      goal: { on: "measured", max: 2 * pages + 5 },
      runs: 1,
    }),
  ];
}

/** Validating 1,000 steps against 10 x validating 100 (parse, schema, cross-step checks): linear. */
function validationFigure(rounds = 7): Figure {
  const big = planText(thousandSteps().urls);
  const small = planText(thousandSteps().urls.slice(0, 100));
  const time = (text: string) => {
    const started = performance.now();
    parsePlan(text, "plan.yml");
    return performance.now() - started;
  };
  time(big);
  time(small);
  const bigs: number[] = [];
  const smalls: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    bigs.push(time(big));
    smalls.push(time(small));
  }
  return figure({
    group: "fleet",
    name: "validation of a 1,000-step plan (goal <= 1.5x: linear)",
    measured: median(bigs),
    baselineName: "10 x the validation of its first 100 steps",
    baseline: 10 * median(smalls),
    unit: "ms",
    goal: { on: "ratio", max: 1.5 },
    runs: rounds,
  });
}

/**
 * The 100-step apply under a service limit of 10 requests/s (50 ms round trip): wall time against
 * what the limit allows for the requests admitted, and the 429s. Meeting these goals takes the
 * transport's pacing by the X-RateLimit-* headers (issue 24 item 3).
 */
async function rateLimitFigures(bundle: string): Promise<Figure[]> {
  const limit = 10;
  const run = await runOnce(bundle, hundredSteps(), "apply", { limit });
  const admitted = run.requests - run.rateLimited;
  const ended = run.code === 0 ? "" : `, exited ${run.code}`;
  const name = `svc run --mode apply, 100 ensure-webhook (50 changes) under a limit of 10 requests/s${ended}`;
  return [
    figure({
      group: "fleet",
      name: `${name}: wall time (goal <= 1.2x)`,
      measured: run.ms,
      baselineName: `what the limit allows for the ${admitted} requests admitted`,
      baseline: (admitted / limit) * 1_000,
      unit: "ms",
      goal: { on: "ratio", max: 1.2 },
      runs: 1,
    }),
    figure({
      group: "fleet",
      name: `${name}: answered 429 (goal <= 5)`,
      measured: run.rateLimited,
      baselineName: "requests admitted",
      baseline: admitted,
      unit: "requests",
      goal: { on: "measured", max: 5 },
      runs: 1,
    }),
  ];
}

export async function benchFleet(rounds = ROUNDS): Promise<Figure[]> {
  try {
    const oldBundle = baselineBundle();
    const bundle = join(root, "dist/cli.js");
    return [
      ...(await hundredStepFigures(oldBundle, bundle, rounds)),
      ...(await thousandStepFigures(oldBundle, bundle)),
      validationFigure(),
      ...(await rateLimitFigures(bundle)),
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchFleet()) console.log(JSON.stringify(row));
}
