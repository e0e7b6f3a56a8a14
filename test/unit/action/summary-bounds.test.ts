/**
 * The job summary within the 1 MiB GitHub keeps of it (src/action/summary-bounds.ts): details cut
 * shorter in turn, and at 10,000 steps only the first steps that fit, saying how many of how many.
 */
import { summary } from "@actions/core";
import { afterEach, describe, expect, it } from "vitest";
import { renderSummaryWithinLimit } from "../../../src/action/summary-bounds.js";
import type { RunReport, StepReport } from "../../../src/engine/index.js";

afterEach(() => {
  summary.emptyBuffer();
});

const step = (index: number, detail: string): StepReport => ({
  id: `hook-${index}`.padEnd(63, "x"),
  name: `Receiver ${index}`,
  uses: "ensure-webhook",
  status: "succeeded",
  change: "created",
  summary: detail,
  outputs: {},
});

const report = (count: number, detail: string): RunReport => ({
  mode: "apply",
  ok: true,
  changes: count,
  steps: Array.from({ length: count }, (_, index) => step(index, detail)),
  totals: { durationMs: 1_000, requests: count, rateLimited: 0 },
});

const bytes = () => Buffer.byteLength(summary.stringify(), "utf8");

describe("the job summary within 1 MiB", () => {
  it("is whole when it fits", () => {
    renderSummaryWithinLimit(summary, { mode: "apply", report: report(3, "created webhook") });
    expect(summary.stringify()).toContain("3 steps in 1.0 s");
    expect(summary.stringify()).not.toContain("cut to");
  });

  it("keeps 1,000 steps of long details within the review's bound, saying how many rows were left out", () => {
    renderSummaryWithinLimit(summary, { mode: "apply", report: report(1_000, "d&".repeat(600)) });
    const text = summary.stringify();
    expect(bytes()).toBeLessThanOrEqual(1_000_000);
    expect(text).toMatch(/^<h2>Apply: 1000 created/);
    expect(text).toMatch(/_\d+ rows? (were|was) left out to keep this within 65536 characters/);
    expect(text).toContain("hook-0x");
  });

  it("stays within 1 MiB at 10,000 steps, the counts whole and the rows left out counted", () => {
    renderSummaryWithinLimit(summary, {
      mode: "apply",
      report: report(10_000, "created webhook wh_1 for https://hooks.example.com/&"),
    });
    const text = summary.stringify();
    expect(bytes()).toBeLessThanOrEqual(1_000_000);
    expect(text).toMatch(/^<h2>Apply: 10000 created/);
    const left = Number(/_(\d+) rows? (were|was) left out/.exec(text)?.[1]);
    expect(left).toBeGreaterThan(9_000);
    expect(left).toBeLessThan(10_000);
  });
});
