/**
 * Emulator start-up: `node dist/emulator.js --port 0` until its ready line, against bare Node
 * (`node -e ""`) measured in the same run; median of ROUNDS interleaved runs. (The Action's cold
 * start is bench/action.ts.) Needs `npm run build` first. Run alone: `npx tsx bench/startup.ts`.
 */
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type Figure, figure, interleaved } from "./figure.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = 11;

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

export async function benchStartup(rounds = ROUNDS): Promise<Figure[]> {
  const emulator = [join(root, "dist/emulator.js"), "--port", "0"];
  const result = await interleaved(
    rounds,
    () => time(["-e", ""]),
    () => time(emulator, true),
  );
  return [
    figure({
      group: "startup",
      name: "emulator start-up to its ready line (dist/emulator.js)",
      measured: result.measured,
      baselineName: "bare node -e ''",
      baseline: result.baseline,
      unit: "ms",
      runs: rounds,
    }),
  ];
}

/** Every JavaScript file of the bundles (the main files and their lazily loaded chunks). */
export function bundleSizes(): { file: string; bytes: number }[] {
  return ["dist/action", "dist/emulator"].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(".js"))
      .sort((a, b) => (a === "index.js" ? -1 : b === "index.js" ? 1 : a.localeCompare(b)))
      .map((name) => ({ file: `${folder}/${name}`, bytes: statSync(join(root, folder, name)).size })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchStartup());
  console.table(bundleSizes());
}
