/**
 * The `svc` CLI, as ratios against baselines measured in the same run:
 * - start-up: `svc --version`, `svc --help` and a one-request command (`svc webhooks list -o json`
 *   against the emulator), each against bare `node -e 0` (goals: 1.6x, 2x, 3x);
 * - streaming: `svc -o jsonl webhook-deliveries list --all --limit 200` over 100,000 deliveries
 *   (500 pages, every record validated) against a raw undici cursor loop over the same pages
 *   that only JSON.parses and re-serialises (goal: 1.15x wall time); plus records/s and the peak
 *   RSS of the whole walk over a one-page run (goal: within 30 MB), for both.
 * - with `PEER_CLI=<path>` (the official TeamGrid CLI 1.0.5 built from its public source,
 *   github.com/TeamGrid/developer-platform: a folder holding its `teamgrid` launcher, or the
 *   launcher itself), the same `--version`,
 *   one-request and `--all` figures for it, measured against the same emulator in the same rounds,
 *   and svc's `--all` walk against it. Without PEER_CLI the bench runs without those rows.
 * Run alone: `npx tsx bench/cli.ts` (after `npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startEmulator } from "../src/emulator/index.js";
import { seedDeliveries } from "../test/support/deliveries.js";

export interface CliBenchFigure {
  name: string;
  unit: string;
  measured: number;
  baseline: number;
  /** measured / baseline (for a rate: baseline / measured, so above 1 is always slower). */
  ratio: number;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const CLI = join(root, "dist/cli.js");
const DELIVERIES = 100_000;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface Run {
  ms: number;
  lines: number;
  rssKb: number;
  /** User + system CPU time of all the child's threads (main, GC, compiler), when measured. */
  cpuMs: number;
  code: number | null;
}

const work = mkdtempSync(join(tmpdir(), "svc-bench-"));
/**
 * The home directory every measured command gets, as a user's shell has one: `svc` keeps Node's
 * compile cache under it (~/.cache/svc), and without one it would run with the cache off.
 */
const home = join(work, "home");
mkdirSync(home);
const rssHook = join(work, "rss.mjs");
writeFileSync(
  rssHook,
  'import { writeFileSync } from "node:fs";\nprocess.on("exit", () => { if (process.env.RSS_LOG) writeFileSync(process.env.RSS_LOG, String(process.resourceUsage().maxRSS)); });\n' +
    'process.on("exit", () => { const u = process.resourceUsage(); if (process.env.CPU_LOG) writeFileSync(process.env.CPU_LOG, String((u.userCPUTime + u.systemCPUTime) / 1000)); });\n',
);
let runs = 0;

/**
 * The official CLI's executable from PEER_CLI (a folder holding `teamgrid`, or the file itself), or
 * undefined. Its launcher is a `#!/bin/sh` wrapper that `exec`s node, so its figures include one
 * `sh` start.
 */
function peerCli(): string | undefined {
  const given = process.env.PEER_CLI;
  if (!given) return undefined;
  const file = existsSync(given) && statSync(given).isDirectory() ? join(given, "teamgrid") : given;
  if (!existsSync(file)) throw new Error(`PEER_CLI: no official CLI at ${file}`);
  return file;
}

/** Spawns `command` (node by default) with `args`, counts stdout lines, reports wall time and peak RSS. */
function run(
  args: string[],
  env: Record<string, string> = {},
  measureRss = false,
  command = process.execPath,
): Promise<Run> {
  const rssLog = join(work, `rss-${++runs}.txt`);
  const cpuLog = join(work, `cpu-${runs}.txt`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home,
        ...env,
        ...(measureRss
          ? {
              NODE_OPTIONS: [env.NODE_OPTIONS, `--import=${rssHook}`].filter(Boolean).join(" "),
              RSS_LOG: rssLog,
              CPU_LOG: cpuLog,
            }
          : {}),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let lines = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      const rssKb = measureRss ? Number(readFileSync(rssLog, "utf8")) : 0;
      const cpuMs = measureRss ? Number(readFileSync(cpuLog, "utf8")) : 0;
      resolve({ ms, lines, rssKb, cpuMs, code });
    });
  });
}

/** The baseline: follow the cursors with undici, JSON.parse each page, write one line per record. */
const RAW_LOOP = `
import { request } from ${JSON.stringify(join(root, "node_modules/undici/index.js"))};
const base = process.env.BASE;
const headers = { authorization: "Bearer " + process.env.TOKEN };
const limit = process.env.LIMIT;
const maxPages = Number(process.env.MAX_PAGES);
let cursor = null;
let pages = 0;
do {
  const query = "limit=" + limit + (cursor ? "&cursor=" + encodeURIComponent(cursor) : "");
  const res = await request(base + "/webhook-deliveries?" + query, { headers });
  if (res.statusCode !== 200) throw new Error("HTTP " + res.statusCode);
  const body = await res.body.json();
  let chunk = "";
  for (const item of body.data) chunk += JSON.stringify(item) + "\\n";
  if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once("drain", resolve));
  cursor = body.meta.page.nextCursor;
  pages += 1;
} while (cursor !== null && pages < maxPages);
`;

export async function benchCli(rounds = 11, streamRounds = 5): Promise<CliBenchFigure[]> {
  const peer = peerCli();
  // The official CLI reads its profile from the home directory: an empty one of the bench's own.
  const peerHome = join(work, "peer-home");
  mkdirSync(peerHome, { recursive: true });
  const peerEnv = (token: string) => ({
    HOME: peerHome,
    XDG_CONFIG_HOME: join(peerHome, ".config"),
    TEAMGRID_API_TOKEN: token,
  });
  const emulator = await startEmulator({
    maxDeliveriesPerCredential: DELIVERIES,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  try {
    const admin = emulator.credentials.find((credential) => credential.name === "admin");
    const reader = emulator.credentials.find((credential) => credential.name === "reader");
    if (!admin || !reader) throw new Error("emulator seed has no admin/reader credential");
    seedDeliveries(emulator, reader, DELIVERIES);
    const apiEnv = (token: string) => ({ SVC_API_TOKEN: token, SVC_API_BASE_URL: emulator.baseUrl });

    // Start-up: interleaved rounds; the first round also fills the compile cache.
    const startup = {
      bare: [] as number[],
      version: [] as number[],
      help: [] as number[],
      request: [] as number[],
      peerVersion: [] as number[],
      peerRequest: [] as number[],
    };
    for (let round = 0; round <= rounds; round += 1) {
      const bare = await run(["-e", "0"]);
      const version = await run([CLI, "--version"]);
      const help = await run([CLI, "--help"]);
      const request = await run([CLI, "webhooks", "list", "-o", "json"], apiEnv(admin.token));
      if (request.code !== 0) throw new Error(`svc webhooks list exited ${request.code}`);
      if (peer) {
        const peerVersion = await run(["--version"], peerEnv(admin.token), false, peer);
        const peerRequest = await run(
          ["--base-url", emulator.baseUrl, "webhooks", "list", "-o", "json"],
          peerEnv(admin.token),
          false,
          peer,
        );
        if (peerVersion.code !== 0 || peerRequest.code !== 0)
          throw new Error(`the official CLI exited ${peerVersion.code} / ${peerRequest.code}`);
        if (round > 0) {
          startup.peerVersion.push(peerVersion.ms);
          startup.peerRequest.push(peerRequest.ms);
        }
      }
      if (round === 0) continue;
      startup.bare.push(bare.ms);
      startup.version.push(version.ms);
      startup.help.push(help.ms);
      startup.request.push(request.ms);
    }
    const bareMs = median(startup.bare);
    const figures: CliBenchFigure[] = [
      ["svc --version (goal <= 1.6x)", startup.version],
      ["svc --help (goal <= 2x)", startup.help],
      ["svc webhooks list -o json, one request (goal <= 3x)", startup.request],
      ...(peer
        ? [
            ["official CLI 1.0.5 --version", startup.peerVersion],
            ["official CLI 1.0.5 webhooks list -o json, one request", startup.peerRequest],
          ]
        : []),
    ].map(([name, values]) => {
      const ms = median(values as number[]);
      return { name: `${name} vs bare node`, unit: "ms", measured: ms, baseline: bareMs, ratio: ms / bareMs };
    });

    // Streaming 100,000 records, 500 pages.
    const cliArgs = [CLI, "-o", "jsonl", "webhook-deliveries", "list", "--all", "--limit", "200"];
    const rawEnv = { BASE: emulator.baseUrl, TOKEN: reader.token, LIMIT: "200" };
    const rawArgs = ["--input-type=module", "-e", RAW_LOOP];
    // Without the launcher's --all restart (a semi-space size given: V8's default on this machine).
    const noRestartEnv = { ...apiEnv(reader.token), NODE_OPTIONS: "--max-semi-space-size=16" };
    const cliRuns: Run[] = [];
    const noRestartRuns: Run[] = [];
    const rawRuns: Run[] = [];
    const peerRuns: Run[] = [];
    const peerArgs = ["--base-url", emulator.baseUrl, ...cliArgs.slice(1)];
    for (let round = 0; round < streamRounds; round += 1) {
      cliRuns.push(await run(cliArgs, apiEnv(reader.token), true));
      noRestartRuns.push(await run(cliArgs, noRestartEnv, true));
      rawRuns.push(await run(rawArgs, { ...rawEnv, MAX_PAGES: "1000000" }, true));
      if (peer) peerRuns.push(await run(peerArgs, peerEnv(reader.token), true, peer));
    }
    for (const [name, list] of [
      ["svc", cliRuns],
      ["svc without the restart", noRestartRuns],
      ["raw undici loop", rawRuns],
      ["the official CLI", peerRuns],
    ] as const) {
      for (const entry of list) {
        if (entry.code !== 0 || entry.lines !== DELIVERIES) {
          throw new Error(`${name}: exit ${entry.code}, ${entry.lines} lines instead of ${DELIVERIES}`);
        }
      }
    }
    const cliOnePage = await run(
      cliArgs.filter((arg) => arg !== "--all"),
      apiEnv(reader.token),
      true,
    );
    const rawOnePage = await run(rawArgs, { ...rawEnv, MAX_PAGES: "1" }, true);
    const cliMs = median(cliRuns.map((entry) => entry.ms));
    const rawMs = median(rawRuns.map((entry) => entry.ms));
    const cliRate = DELIVERIES / (cliMs / 1000);
    const rawRate = DELIVERIES / (rawMs / 1000);
    const peakMb = (list: Run[]) => Math.max(...list.map((entry) => entry.rssKb)) / 1024;
    const cliExtra = peakMb(cliRuns) - cliOnePage.rssKb / 1024;
    const noRestartExtra = peakMb(noRestartRuns) - cliOnePage.rssKb / 1024;
    const noRestartMs = median(noRestartRuns.map((entry) => entry.ms));
    const rawExtra = peakMb(rawRuns) - rawOnePage.rssKb / 1024;
    figures.push(
      {
        name: "svc -o jsonl webhook-deliveries list --all, 100,000 records vs raw undici loop (goal <= 1.15x)",
        unit: "ms",
        measured: cliMs,
        baseline: rawMs,
        ratio: cliMs / rawMs,
      },
      {
        name: "  the same as records/s",
        unit: "records/s",
        measured: cliRate,
        baseline: rawRate,
        ratio: rawRate / cliRate,
      },
      {
        // Diagnostic: on a small machine the walk is bound by CPU (docs/startup.md).
        name: "  CPU time of all threads (main, GC, compiler)",
        unit: "ms",
        measured: median(cliRuns.map((entry) => entry.cpuMs)),
        baseline: median(rawRuns.map((entry) => entry.cpuMs)),
        ratio: median(cliRuns.map((entry) => entry.cpuMs)) / median(rawRuns.map((entry) => entry.cpuMs)),
      },
      {
        name: "  peak RSS of 500 pages over a one-page run (goal: svc within 30 MB)",
        unit: "MB",
        measured: cliExtra,
        baseline: rawExtra,
        ratio: cliExtra / rawExtra,
      },
      {
        // The launcher's restart of an --all run on a 4 MB semi-space (scripts/build.ts), against
        // the same walk started with V8's default size, which skips the restart.
        name: "  wall time with the launcher's --all restart vs without it",
        unit: "ms",
        measured: cliMs,
        baseline: noRestartMs,
        ratio: cliMs / noRestartMs,
      },
      {
        name: "  peak RSS over a one-page run with the restart vs without it",
        unit: "MB",
        measured: cliExtra,
        baseline: noRestartExtra,
        ratio: cliExtra / noRestartExtra,
      },
    );
    if (peer) {
      const peerMs = median(peerRuns.map((entry) => entry.ms));
      const peerOnePage = await run(
        peerArgs.filter((arg) => arg !== "--all"),
        peerEnv(reader.token),
        true,
        peer,
      );
      const peerExtra = peakMb(peerRuns) - peerOnePage.rssKb / 1024;
      figures.push(
        {
          name: "official CLI 1.0.5 -o jsonl webhook-deliveries list --all, 100,000 records vs raw undici loop",
          unit: "ms",
          measured: peerMs,
          baseline: rawMs,
          ratio: peerMs / rawMs,
        },
        {
          name: "  the official CLI's peak RSS of 500 pages over its one-page run vs the raw loop's",
          unit: "MB",
          measured: peerExtra,
          baseline: rawExtra,
          ratio: peerExtra / rawExtra,
        },
        {
          name: "svc --all walk vs the official CLI's",
          unit: "ms",
          measured: cliMs,
          baseline: peerMs,
          ratio: cliMs / peerMs,
        },
      );
    }
    return figures;
  } finally {
    await emulator.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(
    (await benchCli()).map((figure) => ({
      ...figure,
      measured: figure.measured.toFixed(1),
      baseline: figure.baseline.toFixed(1),
      ratio: figure.ratio.toFixed(2),
    })),
  );
}
