import type { RunReport, StepReport } from "../engine/index.js";
import { redactSecretShapes } from "../transport/redact.js";
import { logSafeJson } from "../untrusted/log-text.js";
import { byteLength, cutText, maxPublishedBytes } from "./bounded-text.js";

/** Characters a step's summary and error keep, tried in turn, when the whole report does not fit. */
const summaryLimits = [1_000, 300, 100];

/**
 * The `result` output: the run's report as JSON (no secret, nothing that can start a workflow
 * command). When it would not fit the 1 MB GitHub keeps of an output, it is cut down and says so in
 * `truncated`: each step's outputs (published on their own as `<id>-<name>`) and delivery rows (in
 * the job summary and the JUnit report) are left out, then summaries and errors are shortened, and
 * at last only each step's id, uses, status and change are kept. `cut` says what was left out.
 */
export function resultOutput(report: RunReport): { json: string; cut?: string } {
  const whole = render(report);
  const bytes = byteLength(whole);
  if (bytes <= maxPublishedBytes) return { json: whole };
  const size = `${(bytes / 1_000_000).toFixed(1)} MB`;
  for (const limit of summaryLimits) {
    const cut = `the whole report is ${size}, more than the 1 MB GitHub keeps of an output: each step's outputs (also published as <step-id>-<name>) and delivery rows (in the job summary and the JUnit report) are left out, and summaries and errors cut to ${limit} characters`;
    const json = render({ ...report, truncated: cut, steps: report.steps.map((step) => slim(step, limit)) });
    if (byteLength(json) <= maxPublishedBytes) return { json, cut };
  }
  const cut = `the whole report is ${size}, more than the 1 MB GitHub keeps of an output: only each step's id, uses, status and change are kept (the job summary, the log and the JUnit report have the rest)`;
  const json = render({ ...report, truncated: cut, steps: report.steps.map(bare) });
  return byteLength(json) <= maxPublishedBytes ? { json, cut } : firstStepsOnly(report, size);
}

/**
 * The last resort of a plan of thousands of steps (10,000 bare steps are about 1.1 MB): the first
 * steps in plan order that fit, each as `bare` keeps it, and how many were left out. Linear: each
 * step is rendered once to measure it.
 */
function firstStepsOnly(report: RunReport, size: string): { json: string; cut: string } {
  const steps = report.steps.map(bare);
  const reason = (kept: number) =>
    `the whole report is ${size}, more than the 1 MB GitHub keeps of an output: only the first ${kept} of ${steps.length} steps are listed, each with its id, uses, status and change (the job summary, the log and the JUnit report have every step)`;
  // Room for the report without steps, with the longest message; then the steps that fit in it.
  let room =
    maxPublishedBytes - byteLength(render({ ...report, truncated: reason(steps.length), steps: [] }));
  let kept = 0;
  for (const step of steps) {
    room -= byteLength(render(step)) + 1;
    if (room < 0) break;
    kept += 1;
  }
  const cut = reason(kept);
  return { json: render({ ...report, truncated: cut, steps: steps.slice(0, kept) }), cut };
}

// Secret shapes hold no character JSON escapes: redacting the document keeps it valid JSON.
const render = (value: unknown) => redactSecretShapes(logSafeJson(value));

function slim(step: StepReport, limit: number): StepReport {
  const { deliveries: _deliveries, outputs: _outputs, summary, error, ...rest } = step;
  return {
    ...rest,
    summary: cutText(summary, limit),
    ...(error === undefined ? {} : { error: cutText(error, limit) }),
    outputs: {},
  };
}

function bare(step: StepReport): StepReport {
  return {
    id: step.id,
    uses: step.uses,
    status: step.status,
    ...(step.change === undefined ? {} : { change: step.change }),
    summary: "",
    outputs: {},
  };
}
