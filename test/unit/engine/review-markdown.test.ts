/**
 * The review's Markdown (src/engine/review/markdown.ts): counts first, the changes with before and
 * after, the rest in <details>, bounded to a pull-request comment with a last line naming what was
 * left out, and untrusted text unable to break the table, inject HTML, mention anyone or drive a
 * terminal.
 */
import { describe, expect, it } from "vitest";
import { countKinds, countsLine, reviewMarkdown } from "../../../src/engine/index.js";
import type { RunReport, StepReport } from "../../../src/engine/report.js";
import { pullRequestCommentLimit } from "../../../src/engine/review/markdown.js";

const hook = (index: number, change: string): StepReport => ({
  id: `hook-${index}`,
  uses: "ensure-webhook",
  status: "succeeded",
  change,
  summary:
    change === "unchanged"
      ? `webhook whk_${index} for https://svc-${index}.hooks.example.com/webhooks/teamgrid is up to date`
      : `would update webhook whk_${index}: +task_created, -task_updated`,
  outputs: {},
  before: {
    id: `whk_${index}`,
    url: `https://svc-${index}.hooks.example.com/webhooks/teamgrid`,
    actions: ["task_updated"],
    disabled: false,
  },
  after: {
    id: `whk_${index}`,
    url: `https://svc-${index}.hooks.example.com/webhooks/teamgrid`,
    actions: change === "unchanged" ? ["task_updated"] : ["task_created"],
    disabled: false,
  },
});

function fleet(steps: number, changes: number): RunReport {
  const all = Array.from({ length: steps }, (_, index) =>
    hook(index, index < changes ? "would-update" : "unchanged"),
  );
  return { mode: "plan", ok: true, changes, counts: countKinds(all), steps: all };
}

describe("the counts line", () => {
  it("reads like Terraform's, in the future for plan mode and the past for apply", () => {
    const steps = [
      hook(1, "would-create"),
      hook(2, "would-update"),
      hook(3, "unchanged"),
      hook(4, "would-rotate"),
    ];
    expect(countsLine("plan", countKinds(steps))).toBe(
      "Plan: 1 to create, 1 to update, 1 to rotate, 0 to remove, 1 unchanged",
    );
    const applied = [
      hook(1, "created"),
      hook(2, "removed"),
      { ...hook(3, "failed"), status: "failed" as const },
    ];
    expect(countsLine("apply", countKinds(applied))).toBe(
      "Apply: 1 created, 0 updated, 1 removed, 0 unchanged, 1 failed",
    );
  });
});

describe("reviewMarkdown", () => {
  it("lists every change of a 1,000-step plan with 50 changes within a comment's limit", () => {
    const markdown = reviewMarkdown(fleet(1_000, 50));
    expect(markdown.length).toBeLessThanOrEqual(pullRequestCommentLimit);
    expect(markdown.split("\n")[0]).toBe("**Plan: 0 to create, 50 to update, 0 to remove, 950 unchanged**");
    for (let index = 0; index < 50; index += 1)
      expect(markdown).toContain(`| ~ | hook&#45;${index} | would&#45;update |`.replaceAll("&#45;", "-"));
    expect(markdown).toContain("<details><summary>950 unchanged steps</summary>");
  });

  it("is bounded, keeping the changes first, and its last line says how many rows were left out", () => {
    const markdown = reviewMarkdown(fleet(3_000, 100));
    expect(markdown.length).toBeLessThanOrEqual(pullRequestCommentLimit);
    for (let index = 0; index < 100; index += 1)
      expect(markdown).toContain(`| hook-${index} | would-update |`);
    const last = markdown.trimEnd().split("\n").at(-1);
    const left = Number(/^_(\d+) rows were left out/.exec(last ?? "")?.[1]);
    const rows = markdown.split("\n").filter((line) => /^\| (~ \| )?hook-/.test(line)).length;
    expect(rows + left).toBe(3_000);
    // An unclosed <details> would swallow the rest of the comment.
    expect(markdown.match(/<details>/g)?.length ?? 0).toBe(markdown.match(/<\/details>/g)?.length ?? 0);
    // More changes than fit: they are cut too, and counted.
    const crowded = reviewMarkdown(fleet(1_000, 1_000));
    expect(crowded.length).toBeLessThanOrEqual(pullRequestCommentLimit);
    const shown = crowded.split("\n").filter((line) => line.startsWith("| ~ |")).length;
    expect(crowded.trimEnd().split("\n").at(-1)).toMatch(new RegExp(`^_${1_000 - shown} rows were left out`));
    expect(crowded).not.toContain("<details>");
  });

  it("keeps untrusted text inert: no table break, no HTML, no mention, no terminal escape", () => {
    const hostile =
      "https://x.example.com/a|b<script>alert(1)</script>?@octocat [x](javascript:1) `c` \x1b[31m\n| --- |";
    const step: StepReport = {
      ...hook(1, "would-create"),
      summary: `would create a webhook for ${hostile}`,
      before: null,
      after: { id: null, url: hostile, actions: ["task_created"], disabled: false },
    };
    const markdown = reviewMarkdown({ mode: "plan", ok: true, changes: 1, steps: [step] });
    const row = markdown.split("\n").find((line) => line.startsWith("| + |")) ?? "";
    // Six cells: the row's pipes are the table's own.
    expect(row.split("|")).toHaveLength(8);
    expect(markdown).not.toMatch(/<script|@octocat|\]\(|`|\x1b/);
    expect(markdown.split("\n").filter((line) => line.startsWith("|"))).toHaveLength(3);
  });

  it("puts a removal's before and a creation's after in their cells", () => {
    const removal: StepReport = {
      id: "old",
      uses: "remove-webhook",
      status: "succeeded",
      change: "would-remove",
      summary: "would remove webhook whk_9",
      outputs: {},
      before: { id: "whk_9", url: "https://old.example.com/", actions: ["task_created"], disabled: true },
      after: null,
    };
    const markdown = reviewMarkdown({ mode: "plan", ok: true, changes: 1, steps: [removal] });
    expect(markdown).toContain(
      "| - | old | would-remove | https&#58;//old.example.com/<br>task&#95;created<br>disabled, whk&#95;9 | (none) |".replaceAll(
        "&#58;",
        ":",
      ),
    );
  });
});
