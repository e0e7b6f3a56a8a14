import { describe, expect, it } from "vitest";
import { reRunAttemptWarnings } from "../../../src/action/rerun-attempt.js";
import type { RunReport } from "../../../src/engine/index.js";

const report = (mode: "apply" | "plan"): RunReport => ({
  mode,
  ok: true,
  changes: 1,
  steps: [
    {
      id: "found",
      uses: "ensure-webhook",
      status: "succeeded",
      change: "unchanged",
      summary: "",
      outputs: { "webhook-id": "whk_1" },
    },
    {
      id: "made",
      uses: "ensure-webhook",
      status: "succeeded",
      change: "created",
      summary: "",
      outputs: { "webhook-id": "whk_2" },
    },
    { id: "rotate", uses: "rotate-secret", status: "succeeded", change: "rotated", summary: "", outputs: {} },
  ],
});

describe("a workflow re-run attempt without the earlier attempts' journal", () => {
  it("warns for each ensure-webhook step that found its webhook, naming it and the way out", () => {
    const warnings = reRunAttemptWarnings(report("apply"), 2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('step "found": this is attempt 2 of the workflow run');
    expect(warnings[0]).toContain("rotate the secret of webhook whk_1 (a rotate-secret step)");
  });

  it("is silent on a first attempt and in plan mode", () => {
    expect(reRunAttemptWarnings(report("apply"), 1)).toEqual([]);
    expect(reRunAttemptWarnings(report("plan"), 3)).toEqual([]);
  });
});
