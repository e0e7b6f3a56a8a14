import { describe, expect, it } from "vitest";
import { cutText } from "../../../src/action/bounded-text.js";
import { resultOutput } from "../../../src/action/result-output.js";
import type { RunReport, StepReport } from "../../../src/engine/index.js";

const secretShaped = `whsec_v2_${"A".repeat(43)}`;

function step(index: number, summary: string): StepReport {
  return {
    id: `hook-${index}`,
    uses: "ensure-webhook",
    status: "succeeded",
    change: "created",
    summary,
    outputs: { "webhook-id": `wh_${index}`, url: summary },
    deliveries: [],
  };
}

const report = (steps: StepReport[]): RunReport => ({
  mode: "apply",
  ok: true,
  changes: steps.length,
  steps,
});
const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("the result output", () => {
  it("is the whole report when it fits", () => {
    const small = report([step(0, "created webhook wh_0")]);
    const { json, cut } = resultOutput(small);
    expect(cut).toBeUndefined();
    expect(JSON.parse(json)).toEqual(small);
  });

  it("is cut down under 1 MB when it would not fit, every step kept in order, saying what was left out", () => {
    const big = report(Array.from({ length: 1_000 }, (_, index) => step(index, "x".repeat(2_000))));
    const { json, cut } = resultOutput(big);
    expect(bytes(json)).toBeLessThanOrEqual(1_000_000);
    const parsed = JSON.parse(json) as RunReport & { truncated: string };
    expect(parsed.truncated).toBe(cut);
    expect(cut).toMatch(/^the whole report is 4\.\d MB, .*summaries and errors cut to 300 characters$/);
    expect(parsed.steps.map((entry) => entry.id)).toEqual(big.steps.map((entry) => entry.id));
    expect(parsed.steps[0]?.outputs).toEqual({});
    expect(parsed.steps[0]?.summary).toHaveLength(300);
  });

  it("lists the first steps that fit, in plan order, when even 10,000 bare steps do not", () => {
    const steps = Array.from({ length: 10_000 }, (_, index) => ({
      ...step(index, "z".repeat(50)),
      id: `service-${index}-webhook`,
      change: "unchanged",
    }));
    const { json, cut } = resultOutput(report(steps));
    expect(bytes(json)).toBeLessThanOrEqual(1_000_000);
    const parsed = JSON.parse(json) as RunReport & { truncated: string };
    const kept = parsed.steps.length;
    expect(kept).toBeGreaterThan(8_000);
    expect(kept).toBeLessThan(10_000);
    expect(cut).toMatch(new RegExp(`only the first ${kept} of 10000 steps are listed`));
    expect(parsed.truncated).toBe(cut);
    expect(parsed.steps.map((entry) => entry.id)).toEqual(steps.slice(0, kept).map((entry) => entry.id));
    expect(parsed.changes).toBe(10_000);
  });

  it("keeps only id, uses, status and change when even short summaries do not fit", () => {
    const names = Array.from({ length: 1_000 }, (_, index) => ({
      ...step(index, "y".repeat(2_000)),
      name: "n".repeat(200),
      id: `h${index}`.padEnd(63, "x"),
      change: "would-reactivate",
    }));
    // 1,000 steps of more than 1 KB each even with 100-character summaries.
    const { json, cut } = resultOutput(report(names.map((entry) => ({ ...entry, name: "é".repeat(400) }))));
    expect(bytes(json)).toBeLessThanOrEqual(1_000_000);
    expect(cut).toMatch(/only each step's id, uses, status and change are kept/);
    expect(JSON.parse(json).steps[999]).toEqual({
      id: names[999]?.id,
      uses: "ensure-webhook",
      status: "succeeded",
      change: "would-reactivate",
      summary: "",
      outputs: {},
    });
  });
});

describe("the result output at 10,000 steps", () => {
  it("lists the first steps that fit, in plan order, saying how many of how many", () => {
    const steps = Array.from({ length: 10_000 }, (_, index) => ({
      ...step(index, "z".repeat(500)),
      id: `h${index}`.padEnd(63, "x"),
      change: "would-reactivate",
    }));
    const { json, cut } = resultOutput(report(steps));
    expect(bytes(json)).toBeLessThanOrEqual(1_000_000);
    const parsed = JSON.parse(json) as RunReport & { truncated: string };
    const listed = parsed.steps.length;
    expect(listed).toBeGreaterThan(5_000);
    expect(listed).toBeLessThan(10_000);
    expect(cut).toMatch(new RegExp(`only the first ${listed} of 10000 steps are listed`));
    expect(parsed.truncated).toBe(cut);
    expect(parsed.steps.map((entry) => entry.id)).toEqual(steps.slice(0, listed).map((entry) => entry.id));
    // As many as fit: one more would not.
    expect(bytes(json) + bytes(JSON.stringify(parsed.steps[0]))).toBeGreaterThan(1_000_000 - 200);
  });
});

describe("cutText", () => {
  it("redacts before cutting, so no part of a secret-shaped value survives a cut", () => {
    const text = `the answer held ${secretShaped} somewhere`;
    const cut = cutText(text, 30);
    expect(cut).not.toContain("whsec_v2_AAA");
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it("never splits a surrogate pair, and marks the cut", () => {
    expect(cutText("ab😀cd", 4)).toBe("ab…");
    expect(cutText("abc", 3)).toBe("abc");
  });
});
