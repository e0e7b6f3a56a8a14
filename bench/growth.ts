/**
 * A 10,000-step plan (issue 31 item 4, docs/plan.md "Fleet-size plans"): `svc run --mode plan`
 * from the bundle over 11,000 webhooks behind the 50 ms round trip of bench/latency-proxy.ts, the
 * requests counted by the emulator's own log. The baseline is the listing alone, measured in the
 * same run: a one-step plan over the same 11,000 webhooks (the same start-up and the same 110
 * pages, one after another). Goals: <= 2 x pages + 5 requests, and at most 3 s beyond the
 * listing. The plan uses `defaults:` as a 10,000-step plan would.
 * Needs `npm run build`. Run alone: `npx tsx bench/growth.ts`; GROWTH_ROUNDS sets the rounds (1).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Figure, figure, median } from "./figure.js";
import { freshWork, type Measured, pagesOf, removeWork, runOnce, type Scenario, urlsOf } from "./fleet.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = Number(process.env.GROWTH_ROUNDS ?? 1);
const STEPS = 10_000;

/** 10,000 steps over 11,000 webhooks, all in line: nothing to change. */
function scenario(): Scenario {
  const planned = urlsOf("fleet", STEPS);
  return {
    seed: [...planned, ...urlsOf("else", 1_000)].map((url): [string, string[]] => [url, ["task_created"]]),
    urls: planned,
  };
}

/** The plan as a team with 10,000 steps writes it: the shared actions once, under defaults. */
export function defaultsPlanText(urls: readonly string[]): string {
  const steps = urls.map(
    (url, index) => `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "${url}" } }`,
  );
  return `defaults:\n  ensure-webhook:\n    actions: [task_created]\nsteps:\n${steps.join("\n")}\n`;
}

export async function benchGrowth(rounds = ROUNDS): Promise<Figure[]> {
  freshWork();
  try {
    return await growthFigures(rounds);
  } finally {
    removeWork();
  }
}

async function growthFigures(rounds: number): Promise<Figure[]> {
  const bundle = join(root, "dist/cli.js");
  const fleet = scenario();
  const full: Measured[] = [];
  const listing: Measured[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // Alternating, so background load hits both alike.
    const one = () =>
      runOnce(bundle, fleet, "plan", { text: defaultsPlanText(fleet.urls.slice(0, 1)) }).then((run) =>
        listing.push(run),
      );
    const all = () =>
      runOnce(bundle, fleet, "plan", { text: defaultsPlanText(fleet.urls) }).then((run) => full.push(run));
    if (round % 2 === 0) await all().then(one);
    else await one().then(all);
  }
  const pages = pagesOf(Math.max(...full.map((run) => run.webhooks)));
  const name = "svc run --mode plan, 10,000 ensure-webhook over 11,000 webhooks, 50 ms round trip";
  const baselineName = "the listing alone: a 1-step plan over the same 11,000 webhooks";
  const fullMs = median(full.map((run) => run.ms));
  const listingMs = median(listing.map((run) => run.ms));
  return [
    figure({
      group: "growth",
      name: `${name}: requests (goal <= 2 x ${pages} pages + 5)`,
      measured: median(full.map((run) => run.requests)),
      baselineName,
      baseline: median(listing.map((run) => run.requests)),
      unit: "requests",
      goal: { on: "measured", max: 2 * pages + 5 },
      runs: rounds,
    }),
    figure({
      group: "growth",
      name: `${name}: wall time beyond the listing (goal <= 3 s)`,
      measured: fullMs - listingMs,
      baselineName: `${baselineName} (its wall time)`,
      baseline: listingMs,
      unit: "ms",
      goal: { on: "measured", max: 3_000 },
      runs: rounds,
    }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchGrowth()) console.log(JSON.stringify(row));
}
