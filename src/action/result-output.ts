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
  return { json: render({ ...report, truncated: cut, steps: report.steps.map(bare) }), cut };
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
