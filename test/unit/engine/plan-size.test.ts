import { describe, expect, it } from "vitest";
import { groupIssues, type PlanIssue, PlanValidationError } from "../../../src/engine/plan-errors.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";
import { maxPlanSteps } from "../../../src/engine/plan-schema.js";
import { checkPlan, runPlan } from "../../../src/engine/runner.js";
import { stepNeeds } from "../../../src/engine/step-graph.js";
import { harness } from "./fixtures.js";

const ensure = (index: number, extra = "") =>
  `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://h${index}.hooks.example.com/in", actions: [task_created]${extra} } }`;
const planOf = (count: number, step = ensure) =>
  `steps:\n${Array.from({ length: count }, (_, index) => step(index)).join("\n")}\n`;

function issuesOf(text: string): PlanIssue[] {
  try {
    parsePlan(text, "fleet.yml");
  } catch (error) {
    if (error instanceof PlanValidationError) return error.issues;
    throw error;
  }
  throw new Error("the plan was valid");
}

describe("plans of 10,000 steps", () => {
  it("accepts 10,000 steps and refuses 10,001, naming the limit, the count and the first step over", () => {
    expect(maxPlanSteps).toBe(10_000);
    expect(parsePlan(planOf(10_000)).plan.steps).toHaveLength(10_000);
    expect(issuesOf(planOf(10_001))).toMatchObject([
      {
        message:
          "plan field steps: a plan has at most 10000 steps over all its files, this one has 10001; split it into several runs",
        line: 10_002,
      },
    ]);
  });

  it("reports the same problem of 1,000 steps as one message naming 10 of them, at the first", () => {
    const issues = issuesOf(planOf(1_000, (index) => ensure(index, ", enabled: maybe")));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe(
      `steps ${Array.from({ length: 10 }, (_, index) => `"hook-${index}"`).join(", ")} and 990 more (1000 steps, ensure-webhook), with.enabled: must be a boolean, not a string`,
    );
    expect(issues[0]).toMatchObject({ line: 2, path: ["steps", 0, "with", "enabled"] });
    expect(issues[0]?.steps).toHaveLength(1_000);
  });

  it("names an id once when the problem is that many steps share it", () => {
    const issues = issuesOf(planOf(50, (index) => ensure(index).replace(`hook-${index}`, "hook")));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe(
      'steps "hook" (49 steps, ensure-webhook), id: the id "hook" is already used by step 1; give every step a unique id',
    );
  });

  it("keeps different problems apart, and two steps with one problem on a line each", () => {
    const issues = groupIssues([
      { path: ["steps", 0], message: 'step "a" (ensure-webhook), with.url: bad' },
      { path: ["steps", 1], message: 'step "b" (ensure-webhook), with.url: bad' },
      { path: ["steps", 2], message: 'step "c" (rotate-secret), with.url: bad' },
      { path: [], message: "YAML syntax: oops" },
      { path: ["steps", 3], message: 'step "d" (ensure-webhook), with.actions: bad' },
      { path: ["steps", 4], message: 'step "e" (ensure-webhook), with.url: bad' },
      { path: ["steps", 5], message: 'step "f" (ensure-webhook), with.actions: bad' },
    ]);
    expect(issues.map((issue) => issue.message)).toEqual([
      'steps "a", "b", "e" (3 steps, ensure-webhook), with.url: bad',
      'step "c" (rotate-secret), with.url: bad',
      "YAML syntax: oops",
      'step "d" (ensure-webhook), with.actions: bad',
      'step "f" (ensure-webhook), with.actions: bad',
    ]);
  });

  it("groups a sink problem of 100 steps found before any call (apply mode)", async () => {
    const h = harness({
      sinks: {
        output: {
          check: async () => [{ message: "no place for the secret" }],
          prepare: async () => {
            throw new Error("not reached");
          },
        },
      },
    });
    const error = await runPlan(parsePlan(planOf(100)).plan, h.context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlanValidationError);
    expect((error as PlanValidationError).issues).toHaveLength(1);
    expect((error as PlanValidationError).message).toContain(
      '"hook-9" and 90 more (100 steps, ensure-webhook), with.secret-sink: no place for the secret',
    );
    expect(h.requests).toEqual([]);
  });

  it("warns once for an unknown event name that 50 steps share", () => {
    const { warnings } = parsePlan(
      planOf(50, (index) => ensure(index).replace("[task_created]", "[task_created, task_creatd]")),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(
      /^steps "hook-0", .* and 40 more \(50 steps, ensure-webhook\), with\.actions\.1: "task_creatd" is not a known event name/,
    );
  });

  it("plan mode: the github-secret sink outside the Action is one warning for all its steps", async () => {
    const h = harness({ mode: "plan" });
    const plan = parsePlan(
      planOf(5, (index) => ensure(index, ", secret-sink: { type: github-secret, name: S }")),
    ).plan;
    expect(await checkPlan(plan, h.context)).toEqual([]);
    expect(h.logs.filter((line) => line.startsWith("warning: "))).toEqual([
      'warning: steps "hook-0", "hook-1", "hook-2", "hook-3", "hook-4" (5 steps, ensure-webhook), with.secret-sink.type: the github-secret secret sink is only available in the GitHub Action; use output, file or command',
    ]);
  });
});

describe("stepNeeds", () => {
  const needsOf = (yaml: string) => stepNeeds(parsePlan(yaml).plan.steps);

  it("a step waits for the step it refers to and for the step before it on the same webhook", () => {
    expect(
      needsOf(`steps:
  - { id: a, uses: ensure-webhook, with: { url: "https://a.hooks.example.com/", actions: [task_created] } }
  - { id: b, uses: ensure-webhook, with: { url: "https://b.hooks.example.com/", actions: [task_created] } }
  - { id: rotate, uses: rotate-secret, with: { webhook: a } }
  - { id: smoke, uses: test-delivery, with: { webhook: a } }
  - { id: again, uses: ensure-webhook, with: { url: "HTTPS://A.hooks.example.com:443/", actions: [task_created] } }
  - { id: byid, uses: test-delivery, with: { webhook-id: whk_1 } }
  - { id: byid2, uses: rotate-secret, with: { webhook-id: whk_1 } }
  - { id: smoke-b, uses: test-delivery, with: { webhook: b } }`),
    ).toEqual([[], [], [0], [0, 2], [3], [], [5], [1]]);
  });

  it("check-recent-deliveries without a webhook waits for every earlier step, and every later step for it", () => {
    expect(
      needsOf(`steps:
  - { id: a, uses: ensure-webhook, with: { url: "https://a.hooks.example.com/", actions: [task_created] } }
  - { id: b, uses: test-delivery, with: { webhook-id: whk_1 } }
  - { id: all, uses: check-recent-deliveries }
  - { id: c, uses: ensure-webhook, with: { url: "https://c.hooks.example.com/", actions: [task_created] } }
  - { id: d, uses: check-recent-deliveries, with: { webhook: a } }`),
    ).toEqual([[], [], [0, 1], [2], [0, 2]]);
  });
});
