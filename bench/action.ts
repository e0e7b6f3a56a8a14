/**
 * Action cold start: from spawning `node dist/index.js` (inputs in INPUT_* as the runner passes
 * them) until its first API request reaches a local server, against a baseline built here with
 * the same ncc flags into a temp dir: a bundle that only imports @actions/core and undici, reads
 * its inputs, masks the token and makes one request. Median of interleaved runs.
 * Needs `npm run build` first. Run alone: `npx tsx bench/action.ts`.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type Figure, figure, interleaved, median } from "./figure.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ab".repeat(32)}`;
const PLAN = `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "https://hooks.example.com/svc", actions: [task_created] }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook }
`;

const baselineSource = `import * as core from "@actions/core";
import { request } from "undici";
const token = core.getInput("token", { required: true });
core.setSecret(token);
const response = await request(\`\${core.getInput("base-url")}/webhooks\`, {
  headers: { authorization: \`Bearer \${token}\`, accept: "application/json" },
});
core.info(String(response.statusCode));
await response.body.dump();
`;

/** Bundles the baseline with ncc (the same flags as scripts/build.ts) into a temp dir. */
function buildBaseline(): { dir: string; entry: string } {
  const dir = mkdtempSync(join(tmpdir(), "svc-bench-action-"));
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(join(dir, "main.js"), baselineSource);
  const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");
  execFileSync(
    process.execPath,
    [ncc, "build", "main.js", "-o", "dist", "--minify", "--quiet", "--target", "es2023"],
    { cwd: dir, stdio: ["ignore", "ignore", "inherit"] },
  );
  return { dir, entry: join(dir, "dist/index.js") };
}

/** A server that resolves the pending waiter on each request and never answers (the child is killed). */
async function firstRequestServer() {
  let waiter: (() => void) | undefined;
  const server = createServer((req) => {
    waiter?.();
    waiter = undefined;
    req.resume();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    next: () => new Promise<void>((resolve) => (waiter = resolve)),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export function actionEnv(baseUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    INPUT_TOKEN: TOKEN,
    "INPUT_BASE-URL": baseUrl,
    INPUT_PLAN: PLAN,
    INPUT_MODE: "apply",
    GITHUB_REPOSITORY: "acme/app",
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    RUNNER_TEMP: tmpdir(),
  };
}

/** CPU time (ms, all threads) a running process has used so far; undefined off Linux. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => {
      // A thread that ended between listing and reading counts nothing (its time is gone with it).
      let text = "0";
      try {
        text = readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8");
      } catch {}
      return sum + Number(text.split(" ")[0]) / 1e6;
    }, 0);
  } catch {
    return undefined;
  }
}

/**
 * ms from spawn until the child's first request reaches the server, and the CPU time the child
 * used until then (less disturbed by other load on a shared machine than the wall time).
 */
async function timeToFirstRequest(
  entry: string,
  server: Awaited<ReturnType<typeof firstRequestServer>>,
): Promise<{ wall: number; cpu: number | undefined }> {
  const arrived = server.next();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: actionEnv(server.baseUrl),
    stdio: "ignore",
  });
  const exited = once(child, "exit");
  const outcome = await Promise.race([
    arrived.then(() => "request" as const),
    exited.then(() => "exit" as const),
  ]);
  const wall = performance.now() - started;
  // The request is left unanswered, so the child idles while its CPU time is read.
  const cpu = cpuMs(child.pid);
  child.kill("SIGKILL");
  if (outcome === "exit") throw new Error(`${entry} exited before making a request`);
  await exited;
  return { wall, cpu };
}

export async function benchAction(rounds = 15): Promise<Figure[]> {
  const baseline = buildBaseline();
  const server = await firstRequestServer();
  try {
    const action = join(root, "dist/index.js");
    const cpu = { baseline: [] as number[], measured: [] as number[] };
    const result = await interleaved(
      rounds,
      async () => {
        const time = await timeToFirstRequest(baseline.entry, server);
        if (time.cpu !== undefined) cpu.baseline.push(time.cpu);
        return time.wall;
      },
      async () => {
        const time = await timeToFirstRequest(action, server);
        if (time.cpu !== undefined) cpu.measured.push(time.cpu);
        return time.wall;
      },
    );
    const baselineName = "ncc bundle of @actions/core + undici, one request";
    return [
      figure({
        group: "action",
        name: "cold start to first API request (dist/index.js)",
        measured: result.measured,
        baselineName,
        baseline: result.baseline,
        unit: "ms",
        goal: { on: "ratio", max: 1.3 },
        runs: rounds,
      }),
      ...(cpu.measured.length > 0
        ? [
            figure({
              group: "action",
              name: "CPU time to first API request (all threads)",
              measured: median(cpu.measured),
              baselineName,
              baseline: median(cpu.baseline),
              unit: "ms",
              runs: rounds,
            }),
          ]
        : []),
    ];
  } finally {
    server.close();
    rmSync(baseline.dir, { recursive: true, force: true });
  }
}

/** Run alone: `npx tsx bench/action.ts [rounds] [other bundle entries to compare, e.g. experiments]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [rounds = "15", ...others] = process.argv.slice(2);
  if (others.length === 0) console.table(await benchAction(Number(rounds)));
  else {
    const baseline = buildBaseline();
    const server = await firstRequestServer();
    const entries = [baseline.entry, join(root, "dist/index.js"), ...others];
    const times = entries.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
    for (let round = 0; round < Number(rounds); round += 1)
      for (const [index, entry] of entries.entries()) {
        const time = await timeToFirstRequest(entry, server);
        times[index]?.wall.push(time.wall);
        times[index]?.cpu.push(time.cpu ?? Number.NaN);
      }
    const base = { wall: median(times[0]?.wall ?? []), cpu: median(times[0]?.cpu ?? []) };
    for (const [index, entry] of entries.entries()) {
      const wall = median(times[index]?.wall ?? []);
      const cpu = median(times[index]?.cpu ?? []);
      console.log(
        `wall ${(wall / base.wall).toFixed(2)}x ${wall.toFixed(0)} ms, cpu ${(cpu / base.cpu).toFixed(2)}x ${cpu.toFixed(0)} ms  ${entry}`,
      );
    }
    server.close();
    rmSync(baseline.dir, { recursive: true, force: true });
  }
}
