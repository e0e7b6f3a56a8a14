/**
 * `npm run bench`: every performance figure svc-ci claims, in one table, each the median of several
 * runs against a baseline measured in the same run on this machine (never an absolute number
 * compared across machines). Writes the table as JSON to bench/results/latest.json with the machine
 * it ran on. `npm run bench -- action engine` runs only those groups (and writes nothing unless
 * `--write` is given too: then only those groups' figures are replaced). Needs `npm run build` first (the start-up figures run dist/).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { benchAction } from "./action.js";
import { benchChangingWorld } from "./changing-world.js";
import { benchClient } from "./client.js";
import { benchEmulator } from "./emulator.js";
import { benchEmulatorState } from "./emulator-state.js";
import { benchEngine } from "./engine.js";
import { describeGoal, type Figure, meetsGoal } from "./figure.js";
import { benchFleet } from "./fleet.js";
import { benchGrowth } from "./growth.js";
import { benchPacing } from "./pacing.js";
import { benchReview } from "./review.js";
import { benchStartup, bundleSizes } from "./startup.js";

const resultsPath = fileURLToPath(new URL("results/latest.json", import.meta.url));
const cliModule = fileURLToPath(new URL("cli.ts", import.meta.url));

/** Each group's rows; the start-up ones first, while nothing else of this run is warm. */
const groups: { group: string; run: () => Promise<Figure[]> }[] = [
  { group: "action", run: () => benchAction() },
  { group: "startup", run: () => benchStartup() },
  { group: "cli", run: benchCliRows },
  { group: "engine", run: () => benchEngine() },
  { group: "fleet", run: () => benchFleet() },
  { group: "changing-world", run: () => benchChangingWorld() },
  { group: "growth", run: () => benchGrowth() },
  { group: "client", run: () => benchClient() },
  { group: "pacing", run: () => benchPacing() },
  { group: "review", run: () => benchReview() },
  { group: "emulator", run: () => benchEmulator() },
  { group: "emulator-state", run: () => benchEmulatorState() },
];

/**
 * bench/cli.ts belongs to the CLI (branch cli) and is included once it exists. Its rows carry
 * name, unit, measured, baseline and ratio (for a rate it is baseline / measured, so above 1 is
 * slower); they join the table as group "cli".
 */
async function benchCliRows(): Promise<Figure[]> {
  if (!existsSync(cliModule)) return [];
  const specifier: string = "./cli.js";
  const { benchCli } = (await import(specifier)) as { benchCli: () => Promise<Partial<Figure>[]> };
  return (await benchCli()).map((row) => {
    if (typeof row.measured !== "number" || typeof row.baseline !== "number" || !row.name || !row.unit)
      throw new Error(`bench/cli.ts: a row lacks name, unit, measured or baseline: ${JSON.stringify(row)}`);
    // "… (goal <= 1.6x) vs bare node": the goal and the baseline's name, as the other rows have them.
    const goal = /\(goal <= ([\d.]+)x\)/.exec(row.name);
    const versus = / vs (.+?)(?: \(goal[^)]*\))?$/.exec(row.name);
    return {
      group: "cli",
      baselineName: versus?.[1] ?? "see the figure",
      ...(goal ? { goal: { on: "ratio" as const, max: Number(goal[1]) } } : {}),
      ...row,
      name: row.name.trim(),
      measured: row.measured,
      baseline: row.baseline,
      unit: row.unit,
      ratio: row.ratio ?? row.measured / row.baseline,
    };
  });
}

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return "-";
  if (unit === "requests") return value.toFixed(0);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function table(rows: Figure[]): string {
  const header = ["group", "figure", "measured", "baseline", "ratio", "goal", "", "baseline is"];
  const lines = rows.map((row) => {
    const pass = meetsGoal(row);
    return [
      row.group,
      row.name,
      `${format(row.measured, row.unit)} ${row.unit}`,
      format(row.baseline, row.unit),
      `${row.ratio.toFixed(row.ratio < 0.1 ? 3 : 2)}x`,
      describeGoal(row.goal, row.unit),
      pass === undefined ? "" : pass ? "pass" : "FAIL",
      row.baselineName,
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => (line[column] ?? "").length)));
  const numeric = new Set([2, 3, 4]);
  return all
    .map((line) =>
      line
        .map((cell, column) =>
          numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

interface WrittenRun {
  generatedAt?: string;
  machine?: unknown;
  durationS?: number;
  otherGroupsFrom?: { generatedAt?: string; machine?: unknown; durationS?: number };
  figures?: (Figure & { pass: boolean | null })[];
}

/** The last written run, if any (where its figures of other groups came from, when it had some). */
function earlierRun(): WrittenRun | undefined {
  if (!existsSync(resultsPath)) return undefined;
  const run = JSON.parse(readFileSync(resultsPath, "utf8")) as WrittenRun;
  return run.otherGroupsFrom ? { ...run, ...run.otherGroupsFrom } : run;
}

function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? "unknown",
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadavg()
      .map((load) => load.toFixed(2))
      .join(" "),
  };
}

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith("--"));
const unknown = only.filter((name) => !groups.some((entry) => entry.group === name));
if (unknown.length > 0) {
  console.error(
    `unknown group ${unknown.join(", ")}; groups: ${groups.map((entry) => entry.group).join(", ")}`,
  );
  process.exit(2);
}
const host = machine();
const started = performance.now();
const rows: Figure[] = [];
for (const entry of groups) {
  if (only.length > 0 && !only.includes(entry.group)) continue;
  const groupStarted = performance.now();
  const figures = await entry.run();
  rows.push(...figures);
  if (figures.length > 0)
    console.error(
      `${entry.group}: ${figures.length} figures in ${((performance.now() - groupStarted) / 1000).toFixed(0)} s`,
    );
}
const durationS = Math.round((performance.now() - started) / 1000);

console.log(`\n${table(rows)}`);
console.log(
  `\n${host.cpu}, ${host.cores} cores, node ${host.node}; load average at start ${host.loadAverageAtStart}; ${durationS} s`,
);
const bundles = bundleSizes();
console.log(
  `bundles: ${bundles.map((entry) => `${entry.file} ${(entry.bytes / 1024).toFixed(0)} KiB`).join(", ")}`,
);

if (only.length === 0 || args.includes("--write")) {
  mkdirSync(fileURLToPath(new URL("results", import.meta.url)), { recursive: true });
  // A run of some groups with --write replaces those groups' figures and keeps the others'.
  const earlier = only.length === 0 ? undefined : earlierRun();
  const kept = (earlier?.figures ?? []).filter((row) => !only.includes(row.group));
  const figures = [...kept, ...rows.map((row) => ({ ...row, pass: meetsGoal(row) ?? null }))];
  // The groups this run measured; the other groups' figures, machine and time are an earlier run's.
  const partial =
    kept.length > 0 && earlier
      ? {
          groups: only.join(", "),
          otherGroupsFrom: {
            generatedAt: earlier.generatedAt,
            machine: earlier.machine,
            durationS: earlier.durationS,
          },
        }
      : {};
  const result = {
    generatedAt: new Date().toISOString(),
    machine: host,
    durationS,
    bundles,
    ...partial,
    figures,
  };
  writeFileSync(resultsPath, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${fileURLToPath(new URL("results/latest.json", import.meta.url))}`);
}
