/**
 * Start-up cost of the bundles, as a ratio against bare Node measured in the same run:
 * - the Action: `node dist/index.js` with no inputs (loads the bundle, validates its inputs, fails);
 * - the emulator: `node dist/emulator.js --port 0` until its ready line.
 * Heavy, rarely used modules (libsodium for the github-secret sink) are separate chunks that this
 * path never loads. Median of ROUNDS interleaved runs. Run alone: `npx tsx bench/startup.ts`.
 */
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export interface StartupFigure {
  name: string;
  ms: number;
  baselineMs: number;
  /** ms / baselineMs: how much slower than starting bare Node. */
  ratio: number;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = 11;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Milliseconds from spawn until exit, or until `readyLine` is printed (then the child is killed). */
function time(args: string[], readyLine = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH ?? "" } });
    child.on("error", reject);
    if (readyLine) {
      child.stdout.once("data", () => {
        const elapsed = performance.now() - started;
        child.kill("SIGTERM");
        resolve(elapsed);
      });
    } else {
      child.stdout.resume();
      child.on("exit", () => resolve(performance.now() - started));
    }
  });
}

export async function benchStartup(rounds = ROUNDS): Promise<StartupFigure[]> {
  const cases = [
    { name: "Action start-up (dist/index.js, fails on missing input)", args: [join(root, "dist/index.js")] },
    {
      name: "emulator start-up to ready line (dist/emulator.js)",
      args: [join(root, "dist/emulator.js"), "--port", "0"],
      readyLine: true,
    },
  ];
  const baseline: number[] = [];
  const measured = cases.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    baseline.push(await time(["-e", ""]));
    for (const [index, entry] of cases.entries())
      measured[index]?.push(await time(entry.args, entry.readyLine));
  }
  const baselineMs = median(baseline);
  return cases.map((entry, index) => {
    const ms = median(measured[index] ?? []);
    return { name: entry.name, ms, baselineMs, ratio: ms / baselineMs };
  });
}

export function bundleSizes(): { file: string; bytes: number }[] {
  return ["dist/action/index.js", "dist/action/768.index.js", "dist/emulator/index.js"].map((file) => ({
    file,
    bytes: statSync(join(root, file)).size,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchStartup());
  console.table(bundleSizes());
}
