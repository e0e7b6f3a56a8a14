/**
 * What the Action evaluates before its first API request (docs/startup.md): the files and packages
 * its entry loads at start-up (static imports, transitively; `import()` is loaded only when that
 * code runs). Pinned, so a module that joins the start-up path is a decision: load it behind
 * `import()` where the first request does not need it, or add it here with its bench figures.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importGraph, loadedAtStart } from "../../support/import-graph.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const { edges } = importGraph(root);
const atStart = loadedAtStart(edges, ["src/action/index.ts"]);
const packagesAtStart = new Set(
  edges
    .filter((edge) => atStart.has(edge.from) && edge.package && !edge.dynamic && !edge.typeOnly)
    .map((edge) => edge.package),
);

describe("the Action's start-up", () => {
  it("loads these files of the Action's own before its first request, no more", () => {
    expect([...atStart].filter((file) => file.startsWith("src/action/")).sort()).toEqual([
      "src/action/actions-core.ts",
      "src/action/github-secret-sink.ts",
      "src/action/index.ts",
      "src/action/inputs.ts",
      "src/action/junit-report.ts",
      "src/action/main.ts",
      "src/action/plan-source.ts",
      "src/action/run-journal.ts",
      "src/action/runner-world.ts",
      "src/action/secret-file-record.ts",
      "src/action/secret-file-sink.ts",
      "src/action/setting-words.ts",
      "src/action/workflow-commands.ts",
      "src/action/workspace-paths.ts",
    ]);
  });

  it("leaves what runs after the run, on a re-run attempt or for one sink to import()", () => {
    const later = [
      // After the run: the job summary, the result output, the JUnit report's writer.
      "src/action/summary.ts",
      "src/action/summary-bounds.ts",
      "src/action/result-output.ts",
      "src/action/bounded-text.ts",
      "src/engine/report-junit.ts",
      // A re-run attempt only.
      "src/action/rerun-attempt.ts",
      "src/action/rerun-evidence.ts",
      "src/action/run-history.ts",
      // The github-secret sink's GitHub client.
      "src/action/github-secrets-api.ts",
    ];
    expect(later.filter((file) => atStart.has(file))).toEqual([]);
    for (const file of later)
      expect(
        edges.some((edge) => edge.to === file),
        file,
      ).toBe(true);
  });

  it("loads only these packages at start-up (never undici, Octokit, libsodium or @actions/core's index)", () => {
    expect([...packagesAtStart].sort()).toEqual([
      "@actions/core",
      // The plan excerpt under a YAML error (src/engine/plan-excerpt.ts): small, and plan-parse is synchronous.
      "fast-string-width",
      "node:child_process",
      "node:crypto",
      "node:fs",
      "node:net",
      "node:os",
      "node:path",
      "node:timers",
      "yaml",
      "zod",
    ]);
    // @actions/core by its command modules only (src/action/actions-core.ts), never its index.
    const fromCore = edges.filter(
      (edge) => atStart.has(edge.from) && edge.package === "@actions/core" && !edge.typeOnly,
    );
    for (const edge of fromCore)
      expect(edge.specifier, edge.from).toMatch(/node_modules\/@actions\/core\/lib\//);
  });
});
