/**
 * The review's Markdown (`svc run -o markdown`, the Action's job summary) of a fleet-size plan: a
 * 1,000-step plan with 50 changes fits a pull-request comment (65,536 characters) with every change
 * listed, and rendering it takes a fraction of the time JSON-encoding the same report does.
 */
import { performance } from "node:perf_hooks";
import { countKinds, reviewMarkdown } from "../src/engine/index.js";
import type { RunReport, StepReport } from "../src/engine/report.js";
import { pullRequestCommentLimit } from "../src/engine/review/markdown.js";
import { type Figure, figure, median } from "./figure.js";

function step(index: number, changed: boolean): StepReport {
  const url = `https://svc-${index}.hooks.example.com/webhooks/teamgrid/production`;
  const before = { id: `whk_${index}`, url, actions: ["task_created"], disabled: false };
  return {
    id: `svc-${index}-hook`,
    uses: "ensure-webhook",
    status: "succeeded",
    change: changed ? "would-update" : "unchanged",
    summary: changed
      ? `would update webhook whk_${index}: +task_updated`
      : `webhook whk_${index} for ${url} is up to date`,
    outputs: { change: changed ? "would-update" : "unchanged", "webhook-id": `whk_${index}`, url },
    before,
    after: changed ? { ...before, actions: ["task_created", "task_updated"] } : before,
  };
}

function fleetReport(steps: number, changes: number): RunReport {
  const all = Array.from({ length: steps }, (_, index) => step(index, index % (steps / changes) === 0));
  return { mode: "plan", ok: true, changes, counts: countKinds(all), steps: all };
}

function timed(fn: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function benchReview(): Promise<Figure[]> {
  const report = fleetReport(1_000, 50);
  const markdown = reviewMarkdown(report);
  const listed = markdown.split("\n").filter((line) => line.startsWith("| ~ |")).length;
  const runs = 30;
  const render = timed(() => reviewMarkdown(report), runs);
  const json = timed(() => JSON.stringify(report), runs);
  return [
    figure({
      group: "review",
      name: "Markdown of a 1,000-step plan with 50 changes: characters (goal <= 65,536)",
      measured: markdown.length,
      baselineName: "a pull-request comment's limit",
      baseline: pullRequestCommentLimit,
      unit: "characters",
      goal: { on: "measured", max: pullRequestCommentLimit },
    }),
    figure({
      group: "review",
      name: "Markdown of a 1,000-step plan with 50 changes: changes listed (goal all 50)",
      measured: listed,
      baselineName: "changes in the plan",
      baseline: 50,
      unit: "rows",
      goal: { on: "ratio", min: 1, max: 1 },
    }),
    figure({
      group: "review",
      name: "Markdown of a 1,000-step plan with 50 changes: render time",
      measured: render,
      baselineName: "JSON.stringify of the report",
      baseline: json,
      unit: "ms",
      runs,
    }),
  ];
}
