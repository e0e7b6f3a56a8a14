import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandPlanPaths, PlanFilesError } from "../../../src/engine/plan-run/plan-files.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-plan-files-"));
  mkdirSync(join(dir, "plans", "nested.yml"), { recursive: true });
  for (const name of ["b.yml", "B.yml", "a.yaml", ".hidden.yml", "notes.md", "c.yml.bak"])
    writeFileSync(join(dir, "plans", name), "steps: []\n");
  writeFileSync(join(dir, "plans", "nested.yml", "inner.yml"), "steps: []\n");
  mkdirSync(join(dir, "empty"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("expandPlanPaths", () => {
  it("a directory is its *.yml/*.yaml files by code-unit order, hidden ones and subdirectories' files left out", async () => {
    const files = await expandPlanPaths([join(dir, "plans"), join(dir, "x.yml")]);
    expect(files.map((file) => file.slice(dir.length + 1))).toEqual([
      "plans/B.yml",
      "plans/a.yaml",
      "plans/b.yml",
      "x.yml",
    ]);
  });

  it("refuses a directory without a plan file", async () => {
    await expect(expandPlanPaths([join(dir, "empty")])).rejects.toThrow(PlanFilesError);
  });
});
