/**
 * The client's rate budget (docs/client.md "Pacing and rate limits"): N requests from M concurrent
 * callers, each sending one request at a time, over one client, against the emulator limited to 10
 * requests per second (`--rate-limit 10/1s`). Figures: the wall time as a ratio of what the limit
 * allows for them (N / 10 s; goal <= 1.2x) and the 429s (goal: a handful), each against the same
 * run with `pacing: false` measured in the same run (alternating rounds, a fresh emulator each).
 * Loopback only, bounded counts. Run alone: `npx tsx bench/pacing.ts`.
 */
import { performance } from "node:perf_hooks";
import { createClient } from "../src/client/index.js";
import { startEmulator } from "../src/emulator/index.js";
import { type Figure, figure, median } from "./figure.js";

const LIMIT_PER_SECOND = 10;

interface Outcome {
  /** Wall time over what the limit allows for the requests (N / limit seconds). */
  ratio: number;
  rateLimited: number;
}

/** One round: a fresh emulator (a fresh window), `requests` GETs spread over `callers`. */
async function round(requests: number, callers: number, pacing: boolean): Promise<Outcome> {
  const emulator = await startEmulator({ rateLimit: { limit: LIMIT_PER_SECOND, windowMs: 1_000 } });
  try {
    const token = emulator.credentials[0]?.token;
    if (!token) throw new Error("no seeded credential");
    let rateLimited = 0;
    const client = createClient({
      token,
      baseUrl: emulator.baseUrl,
      pacing,
      events: { onRateLimited: () => (rateLimited += 1) },
    });
    let next = 0;
    const caller = async () => {
      while (next < requests) {
        next += 1;
        await client.getWorkspace();
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: callers }, caller));
    const seconds = (performance.now() - started) / 1000;
    return { ratio: seconds / (requests / LIMIT_PER_SECOND), rateLimited };
  } finally {
    await emulator.stop();
  }
}

export async function benchPacing(
  cases: { requests: number; callers: number }[] = [
    { requests: 100, callers: 8 },
    { requests: 100, callers: 32 },
  ],
  rounds = 3,
): Promise<Figure[]> {
  const rows: Figure[] = [];
  for (const { requests, callers } of cases) {
    const paced: Outcome[] = [];
    const unpaced: Outcome[] = [];
    for (let index = 0; index < rounds; index += 1) {
      // Alternate which side goes first, so neither always runs on a warmer machine.
      if (index % 2 === 0) {
        paced.push(await round(requests, callers, true));
        unpaced.push(await round(requests, callers, false));
      } else {
        unpaced.push(await round(requests, callers, false));
        paced.push(await round(requests, callers, true));
      }
    }
    const what = `${requests} requests from ${callers} callers on one client at ${LIMIT_PER_SECOND} req/s`;
    rows.push(
      figure({
        group: "pacing",
        name: `pacing: ${what}, wall time / (N / 10 s)`,
        measured: median(paced.map((outcome) => outcome.ratio)),
        baselineName: "pacing off",
        baseline: median(unpaced.map((outcome) => outcome.ratio)),
        unit: "x",
        goal: { on: "measured", max: 1.2 },
        runs: rounds,
      }),
      figure({
        group: "pacing",
        name: `pacing: ${what}, 429 answers`,
        measured: median(paced.map((outcome) => outcome.rateLimited)),
        baselineName: "pacing off",
        baseline: median(unpaced.map((outcome) => outcome.rateLimited)),
        unit: "requests",
        goal: { on: "measured", max: 5 },
        runs: rounds,
      }),
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchPacing()) {
    console.log(
      `${row.name}: ${row.measured.toFixed(2)} ${row.unit} (pacing off ${row.baseline.toFixed(2)}), ratio ${row.ratio.toFixed(2)}`,
    );
  }
}
