/**
 * The emulator's list row alone (`npx tsx bench/lists-apart.ts [runs]`): the shipped bundle and the
 * bare server, each in its own process, as in `npm run bench`; for profiling or comparing builds.
 */
import { benchListsApart } from "./emulator.js";

const runs = Number(process.argv[2] ?? 1);
for (let run = 0; run < runs; run += 1) {
  const [list, cpu] = await benchListsApart(35_000, 16);
  console.log(
    JSON.stringify({ ratio: list?.ratio, cpuRatio: cpu?.ratio, cpu: cpu?.measured, bareCpu: cpu?.baseline }),
  );
}
