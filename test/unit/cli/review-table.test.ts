/**
 * svc run's table (src/cli/engine-host/review-table.ts) on its own: untrusted text (a summary or an
 * error quoting the API) cannot drive the terminal or start a CI workflow command, and a summary
 * is wrapped, never cut.
 */
import { describe, expect, it } from "vitest";
import { reviewTable } from "../../../src/cli/engine-host/review-table.js";
import type { RunReport } from "../../../src/engine/index.js";

const report = (summary: string): RunReport => ({
  mode: "apply",
  ok: false,
  changes: 1,
  steps: [
    {
      id: "hook",
      uses: "ensure-webhook",
      status: "failed",
      summary,
      error: summary,
      outputs: {},
    },
    {
      id: "quiet",
      uses: "ensure-webhook",
      status: "succeeded",
      change: "unchanged",
      summary: "ok",
      outputs: {},
    },
  ],
});

describe("reviewTable", () => {
  it("escapes control, bidi and workflow-command text in a summary", () => {
    const text = reviewTable(report("::error::pwned \x1b[2J\x1b]8;;https://evil.example/\x07 \u202e\rdone"), {
      showUnchanged: false,
      color: true,
      width: undefined,
    });
    const [counts, , , row, hidden] = text.split("\n");
    expect(counts).toBe("Apply: 0 created, 0 updated, 0 removed, 1 unchanged, 1 failed");
    // The only escape sequences are the mark's colour.
    expect(row?.replace("\x1b[1;31m!\x1b[0m", "!")).not.toMatch(/[\x00-\x1f\x7f\u202e]/);
    expect(row).toContain("\\u001b[2J");
    expect(row).not.toMatch(/(^|\n)::/);
    expect(hidden).toBe("1 unchanged step not shown (--show-unchanged lists them)");
  });

  it("wraps a long summary at the width with a hanging indent, every character kept", () => {
    const url = `https://hooks.example.com/${"segment/".repeat(20)}end`;
    const text = reviewTable(report(`would create a webhook for ${url} (task_created)`), {
      showUnchanged: true,
      color: false,
      width: 80,
    });
    const lines = text.split("\n");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    const start = lines.findIndex((line) => line.startsWith("! hook"));
    const indent = lines[start]?.indexOf("would create") ?? 0;
    const continued = lines
      .slice(start + 1)
      .filter((line) => line.startsWith(" ".repeat(indent)) && line.trim());
    expect(continued.length).toBeGreaterThan(1);
    const joined = [lines[start]?.slice(indent), ...continued.map((line) => line.slice(indent))].join("");
    expect(joined.replaceAll(" ", "")).toContain(url);
  });
});
