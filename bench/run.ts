/**
 * `npm run bench`: every performance figure svc-ci claims, each as a ratio against a baseline
 * measured in the same run on this machine (never an absolute number compared across machines).
 */
import { benchClient } from "./client.js";
import { benchEmulator } from "./emulator.js";
import { benchStartup, bundleSizes } from "./startup.js";

interface Row {
  figure: string;
  measured: string;
  baseline: string;
  ratio: string;
}

const rows: Row[] = [];
const fixed = (value: number, digits = 0) => value.toFixed(digits);

for (const figure of await benchEmulator()) {
  rows.push({
    figure: `emulator: ${figure.name} (${figure.unit}, ${figure.concurrency} in flight)`,
    measured: fixed(figure.emulator),
    baseline: fixed(figure.baseline),
    ratio: fixed(figure.ratio, 2),
  });
}
for (const figure of await benchClient()) {
  rows.push({
    figure: `${figure.name}, ${figure.items} items`,
    measured: fixed(figure.client),
    baseline: fixed(figure.baseline),
    ratio: fixed(figure.ratio, 2),
  });
}
for (const figure of await benchStartup()) {
  rows.push({
    figure: `${figure.name} (ms; baseline: bare node)`,
    measured: fixed(figure.ms),
    baseline: fixed(figure.baselineMs),
    ratio: fixed(figure.ratio, 2),
  });
}

const header: Row = { figure: "figure", measured: "measured", baseline: "baseline", ratio: "ratio" };
const columns = Object.keys(header) as (keyof Row)[];
const width = (column: keyof Row) => Math.max(...[header, ...rows].map((row) => row[column].length));
for (const row of [header, ...rows]) {
  console.log(columns.map((column) => row[column].padEnd(width(column))).join("  "));
}
console.log(
  "\nbundles:",
  bundleSizes()
    .map((entry) => `${entry.file} ${(entry.bytes / 1024).toFixed(0)} KiB`)
    .join(", "),
);
