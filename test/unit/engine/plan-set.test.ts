import { describe, expect, it } from "vitest";
import { type PlanIssue, PlanValidationError } from "../../../src/engine/plan-errors.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";
import { type PlanFileInput, parsePlans } from "../../../src/engine/plan-set.js";

function issuesOf(parse: () => unknown): { issues: PlanIssue[]; message: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof PlanValidationError) return { issues: error.issues, message: error.message };
    throw error;
  }
  throw new Error("the plan was valid");
}

const hook = (id: string, host = id) =>
  `  - id: ${id}\n    uses: ensure-webhook\n    with:\n      url: https://${host}.hooks.example.com/in\n      actions: [task_created]\n`;
const file = (label: string, body: string): PlanFileInput => ({ label, content: body });

describe("several plan files", () => {
  it("runs their steps in file order, and a step may refer to a step of an earlier file", () => {
    const { plan } = parsePlans([
      file("a.yml", `steps:\n${hook("a")}`),
      file("b.yml", "steps:\n  - id: rotate-a\n    uses: rotate-secret\n    with: { webhook: a }\n"),
    ]);
    expect(plan.steps.map((step) => step.id)).toEqual(["a", "rotate-a"]);
  });

  it("names both files and lines of a duplicate id", () => {
    const { issues, message } = issuesOf(() =>
      parsePlans([
        file("a.yml", `steps:\n${hook("x")}${hook("a")}`),
        file("b.yml", `steps:\n${hook("b")}${hook("a", "other")}`),
      ]),
    );
    expect(issues).toMatchObject([
      {
        message:
          'step "a" (ensure-webhook), id: the id "a" is already used by step 2 of a.yml (line 7); give every step a unique id',
        file: "b.yml",
        line: 7,
        path: ["steps", 3, "id"],
      },
    ]);
    expect(message).toContain('  b.yml:7:9: step "a"');
  });

  it("keeps each problem in its own file and line, the syntax errors of all files together", () => {
    const schema = issuesOf(() =>
      parsePlans([
        file("a.yml", `steps:\n${hook("a")}`),
        file("b.yml", `steps:\n${hook("b").replace("task_created", "7")}  - id: c\n    uses: nope\n`),
      ]),
    );
    expect(schema.issues.map((issue) => [issue.file, issue.line])).toEqual([
      ["b.yml", 6],
      ["b.yml", 8],
    ]);
    const syntax = issuesOf(() => parsePlans([file("a.yml", "steps: [\n"), file("b.yml", "steps: {\n")]));
    expect(syntax.issues.map((issue) => issue.file)).toEqual(["a.yml", "b.yml"]);
  });

  it("locates a run's step (a sink problem found later) in its own file", () => {
    const { locate } = parsePlans([
      file("a.yml", `steps:\n${hook("a")}`),
      file("b.yml", `\nsteps:\n${hook("b")}`),
    ]);
    expect(locate(["steps", 1, "with", "url"])).toEqual({ line: 6, column: 12, file: "b.yml" });
    expect(locate(["steps", 0, "with", "url"])).toEqual({ line: 5, column: 12, file: "a.yml" });
  });

  it("counts the step limit over all the files", () => {
    const many = (prefix: string, count: number) =>
      `steps:\n${Array.from({ length: count }, (_, index) => `  - { id: ${prefix}-${index}, uses: check-recent-deliveries }`).join("\n")}\n`;
    const { issues } = issuesOf(() =>
      parsePlans([file("a.yml", many("a", 6_000)), file("b.yml", many("b", 4_001))]),
    );
    expect(issues).toMatchObject([
      { file: "b.yml", line: 4_002, message: expect.stringContaining("this one has 10001") },
    ]);
  });
});

describe("defaults", () => {
  const withDefaults = (
    steps: string,
    defaults = "  ensure-webhook:\n    actions: [task_created, task_updated]\n",
  ) => `defaults:\n${defaults}steps:\n${steps}`;

  it("merges a step type's with values under each step's own; the step's own value wins", () => {
    const { plan } = parsePlan(
      withDefaults(
        "  - { id: a, uses: ensure-webhook, with: { url: https://a.hooks.example.com/ } }\n" +
          "  - { id: b, uses: ensure-webhook, with: { url: https://b.hooks.example.com/, actions: [task_deleted] } }\n" +
          "  - { id: c, uses: check-recent-deliveries }\n",
      ),
    );
    expect(plan.steps.map((step) => (step.with as { actions?: string[] }).actions)).toEqual([
      ["task_created", "task_updated"],
      ["task_deleted"],
      undefined,
    ]);
  });

  it("applies per file: another file's steps do not get them", () => {
    const { issues } = issuesOf(() =>
      parsePlans([
        file(
          "a.yml",
          withDefaults("  - { id: a, uses: ensure-webhook, with: { url: https://a.hooks.example.com/ } }\n"),
        ),
        file(
          "b.yml",
          "steps:\n  - { id: b, uses: ensure-webhook, with: { url: https://b.hooks.example.com/ } }\n",
        ),
      ]),
    );
    expect(issues).toMatchObject([
      {
        file: "b.yml",
        line: 2,
        message: expect.stringContaining('step "b" (ensure-webhook), with.actions: is required'),
      },
    ]);
  });

  it("shows a bad default once, on the default's line, not once per step", () => {
    const steps = Array.from(
      { length: 50 },
      (_, index) =>
        `  - { id: h-${index}, uses: ensure-webhook, with: { url: https://h${index}.hooks.example.com/ } }\n`,
    ).join("");
    const { issues } = issuesOf(() =>
      parsePlan(
        withDefaults(steps, "  ensure-webhook:\n    enabled: maybe\n    actions: [task_created]\n"),
        "fleet.yml",
      ),
    );
    expect(issues).toEqual([
      {
        path: ["defaults", "ensure-webhook", "enabled"],
        message: "plan field defaults.ensure-webhook.enabled: must be a boolean, not a string",
        line: 3,
        column: 14,
      },
    ]);
  });

  it("points a problem a default causes in the steps at the default", () => {
    const steps = Array.from(
      { length: 5 },
      (_, index) => `  - { id: h-${index}, uses: rotate-secret }\n`,
    ).join("");
    const { issues } = issuesOf(() =>
      parsePlan(withDefaults(steps, "  rotate-secret:\n    webhook: missing\n")),
    );
    expect(issues).toMatchObject([
      {
        message: expect.stringMatching(
          /^steps "h-0", .* \(5 steps, rotate-secret\), with\.webhook: no earlier step has the id "missing"/,
        ),
        line: 3,
      },
    ]);
  });

  it("warns once, at the default, for an unknown event name every step takes from defaults", () => {
    const steps = Array.from(
      { length: 20 },
      (_, index) =>
        `  - { id: h-${index}, uses: ensure-webhook, with: { url: https://h${index}.hooks.example.com/ } }\n`,
    ).join("");
    const { warnings } = parsePlan(withDefaults(steps, "  ensure-webhook:\n    actions: [task_creatd]\n"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      line: 3,
      message: expect.stringMatching(
        /^steps "h-0", .* \(20 steps, ensure-webhook\), with\.actions\.0: "task_creatd" is not a known event name/,
      ),
    });
  });

  it("refuses an input a step type does not have, and a step type that does not exist", () => {
    const { issues } = issuesOf(() =>
      parsePlan(
        withDefaults(
          "  - { id: c, uses: check-recent-deliveries }\n",
          "  ensure-webhook:\n    colour: red\n  ensure-hook: {}\n",
        ),
      ),
    );
    expect(issues.map((issue) => [issue.message.split(";")[0], issue.line])).toEqual([
      ['plan field defaults.ensure-webhook: unknown key "colour"', 3],
      ['plan field defaults: unknown key "ensure-hook"', 4],
    ]);
  });
});

describe("YAML aliases in a large plan", () => {
  it("accepts an anchored list and sink repeated by 10,000 steps", () => {
    const steps = Array.from(
      { length: 10_000 },
      (_, index) =>
        `  - { id: h-${index}, uses: ensure-webhook, with: { url: "https://h${index}.hooks.example.com/", actions: *events, secret-sink: *sink } }`,
    );
    const text = `x-events: &events [task_created, task_updated]\nx-sink: &sink { type: output }\nsteps:\n${steps.join("\n")}\n`;
    const { issues } = issuesOf(() => parsePlan(text));
    // Only the two anchor holders are refused (unknown top-level keys): the aliases are not.
    expect(issues.map((issue) => issue.message)).toEqual([
      'plan: unknown keys "x-events", "x-sink"; remove or correct them (allowed: defaults, steps)',
    ]);
  });
});
