/**
 * The job summary within what GitHub keeps of it (1 MiB a step; a larger one is dropped whole,
 * docs/plan.md "Outputs of the Action"): the summary as renderSummary makes it, with step names,
 * details and the error cut shorter in turn while it would not fit, and at last (a report of
 * thousands of steps) only the first steps that fit, saying how many of how many. Apart from
 * summary.ts, which decides what the summary shows; this only decides how much of it.
 */
import type { Mode, RunReport } from "../engine/index.js";
import { byteLength, maxPublishedBytes } from "./bounded-text.js";
import { renderSummary } from "./summary.js";
import type { JobSummary } from "./world.js";

/** Cuts of step names, details and the error, tried in turn while the summary would not fit. */
const detailLimits = [undefined, 500, 150, 40];
const shortest = 40;

/** What the summary is of: the run's report, or the failure that stopped it before any step. */
export interface SummaryOf {
  mode: Mode;
  report?: RunReport | undefined;
  failure?: string | undefined;
}

const fits = (summary: JobSummary) => byteLength(summary.stringify()) <= maxPublishedBytes;

/** Renders the summary into the (emptied) buffer, as much of it as fits. */
export function renderSummaryWithinLimit(summary: JobSummary, of: SummaryOf): void {
  for (const limit of detailLimits) {
    summary.emptyBuffer();
    renderSummary(summary, of.report, of.failure, of.mode, limit);
    if (fits(summary)) return;
  }
  if (of.report) renderFirstStepsThatFit(summary, of.report, of);
}

function renderFirstStepsThatFit(summary: JobSummary, report: RunReport, of: SummaryOf): void {
  // The run's totals name every step; with only some shown they would not add up, so they go.
  const { totals: _totals, ...untotalled } = report;
  const render = (count: number) => {
    summary.emptyBuffer();
    renderSummary(
      summary,
      { ...untotalled, steps: report.steps.slice(0, count) },
      of.failure,
      of.mode,
      shortest,
    );
    summary.addRaw(
      `<p>Only the first ${count} of ${report.steps.length} steps are shown: with all of them the summary would pass the 1 MiB GitHub keeps of a job summary. The log has every step's lines, the result output each step's status.</p>`,
      true,
    );
  };
  let [shown, tooMany] = [0, report.steps.length];
  while (tooMany - shown > 1) {
    const middle = Math.floor((shown + tooMany) / 2);
    render(middle);
    if (fits(summary)) shown = middle;
    else tooMany = middle;
  }
  render(shown);
}
