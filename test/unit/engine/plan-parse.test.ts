import { describe, expect, it, vi } from "vitest";
import { type PlanIssue, PlanValidationError } from "../../../src/engine/plan-errors.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";
import { stepDefinitions } from "../../../src/engine/steps/index.js";

/** Every step, as the error messages list them: "ensure-webhook, rotate-secret, ...". */
const allSteps = stepDefinitions.map((step) => step.uses).join(", ");

function issuesOf(text: string): PlanIssue[] {
  try {
    parsePlan(text, "plan.yml");
  } catch (error) {
    if (error instanceof PlanValidationError) return error.issues;
    throw error;
  }
  throw new Error("expected the plan to be invalid");
}

const good = `# the example from docs/plan.md
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: https://hooks.example.com/svc, actions: [task_created, task_updated] }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 2m }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 24h, max-failures: 0 }
`;

describe("parsePlan", () => {
  it("parses a valid plan and fills in the defaults", () => {
    const { plan, locate } = parsePlan(good, "plan.yml");
    expect(plan.steps.map((step) => step.uses)).toEqual([
      "ensure-webhook",
      "rotate-secret",
      "test-delivery",
      "check-recent-deliveries",
    ]);
    expect(plan.steps[0]?.with).toEqual({
      url: "https://hooks.example.com/svc",
      actions: ["task_created", "task_updated"],
      enabled: true,
      "secret-sink": { type: "output" },
    });
    expect(plan.steps[2]?.with).toMatchObject({ timeout: { ms: 120_000, text: "2m" } });
    expect(plan.steps[3]?.with).toMatchObject({
      since: { ms: 86_400_000, text: "24h" },
      states: ["failed"],
      "max-failures": 0,
    });
    expect(locate(["steps", 2, "with", "timeout"])).toEqual({ line: 11, column: 37 });
  });

  it("defaults `with` for steps whose inputs are all optional", () => {
    const { plan } = parsePlan("steps:\n  - id: health\n    uses: check-recent-deliveries\n");
    expect(plan.steps[0]?.with).toMatchObject({ states: ["failed"], since: { text: "24h" } });
  });

  it("reports YAML syntax errors with their line", () => {
    const issues = issuesOf("steps:\n  - id: hook\n    uses: [unclosed\n");
    expect(issues[0]?.message).toMatch(/^YAML syntax: /);
    expect(issues[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it("names the step, the field and the fix, at the right line", () => {
    const issues = issuesOf(`steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: http://hooks.example.com/svc
      actions: [task_created]
      colour: blue
  - id: smoke
    uses: test-delivry
  - id: check
    uses: check-recent-deliveries
    with: { since: 2 minutes, states: [broken] }
`);
    expect(issues).toEqual([
      {
        path: ["steps", 0, "with", "url"],
        message: 'step "hook" (ensure-webhook), with.url: must be an absolute https:// URL',
        line: 5,
        column: 12,
      },
      {
        path: ["steps", 0, "with"],
        message:
          'step "hook" (ensure-webhook), with: unknown key "colour"; remove or correct it (allowed: url, actions, enabled, secret-sink)',
        line: 7,
        column: 7,
      },
      {
        path: ["steps", 1, "uses"],
        message: `step "smoke", uses: unknown step "test-delivry" (did you mean test-delivery?); use one of ${allSteps}`,
        line: 9,
        column: 11,
      },
      expect.objectContaining({
        path: ["steps", 2, "with", "since"],
        message: expect.stringContaining("with.since: must be a duration like 30s, 2m, 24h or 7d"),
        line: 12,
      }),
      expect.objectContaining({
        path: ["steps", 2, "with", "states", 0],
        message: expect.stringContaining("with.states.0: must be one of delivering, failed, retrying"),
      }),
    ]);
  });

  it("says sizes and bounds in words, not zod's defaults", () => {
    const messages = (text: string) => issuesOf(text).map((issue) => issue.message);
    const check = (input: string) =>
      `steps:\n  - { id: health, uses: check-recent-deliveries, with: { webhook-id: wh_1, ${input} } }\n`;
    expect(messages(check("max-failures: 1.5"))).toEqual([
      'step "health" (check-recent-deliveries), with.max-failures: must be a whole number, not 1.5',
    ]);
    expect(messages(check("max-failures: -1"))).toEqual([
      'step "health" (check-recent-deliveries), with.max-failures: must be at least 0',
    ]);
    expect(messages(check("states: []"))).toEqual([
      'step "health" (check-recent-deliveries), with.states: needs at least one item',
    ]);
    const events = Array.from({ length: 21 }, (_, index) => `e${index}`).join(", ");
    expect(messages(check(`events: [${events}]`))).toEqual([
      'step "health" (check-recent-deliveries), with.events: takes at most 20 items (it has 21)',
    ]);
    expect(
      messages(
        `steps:\n  - { id: hook, name: "", uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }\n`,
      ),
    ).toEqual(['step "hook" (remove-webhook), name: must not be empty']);
    expect(
      messages(
        `steps:\n  - { id: hook, name: ${"n".repeat(201)}, uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }\n`,
      ),
    ).toEqual(['step "hook" (remove-webhook), name: must be at most 200 characters']);
  });

  it("points a missing field at its parent and says what to add", () => {
    const issues = issuesOf(
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      actions: [a]\n",
    );
    expect(issues).toEqual([
      {
        path: ["steps", 0, "with", "url"],
        message: 'step "hook" (ensure-webhook), with.url: is required; add url: <string>',
        line: 5,
        column: 7,
      },
    ]);
  });

  it("checks ids and step references across the plan", () => {
    const issues = issuesOf(`steps:
  - { id: smoke, uses: test-delivery, with: { webhook: hook } }
  - { id: hook, uses: ensure-webhook, with: { url: "https://a.example.com/", actions: [a] } }
  - { id: hook, uses: ensure-webhook, with: { url: "https://b.example.com/", actions: [a] } }
  - { id: again, uses: test-delivery, with: { webhook: smoke } }
  - { id: ghost, uses: rotate-secret, with: { webhook: nowhere } }
  - { id: both, uses: rotate-secret, with: { webhook: hook, webhook-id: wh_1 } }
  - { id: Bad_Id, uses: rotate-secret }
`);
    const messages = issues.map((issue) => `${issue.line}: ${issue.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^7: step "both" \(rotate-secret\), with.webhook-id: give either webhook .* not both$/,
      ),
      expect.stringMatching(/^8: step "Bad_Id" \(rotate-secret\), id: must start with a lower-case letter/),
      '8: step "Bad_Id" (rotate-secret), with: is required; add with: { ... }',
      expect.stringMatching(
        /^2: step "smoke" \(test-delivery\), with.webhook: step "hook" comes later; move it/,
      ),
      expect.stringMatching(
        /^4: step "hook" \(ensure-webhook\), id: the id "hook" is already used by step 2/,
      ),
      expect.stringMatching(
        /^5: step "again" \(test-delivery\), with.webhook: step "smoke" \(test-delivery\) yields no webhook/,
      ),
      expect.stringMatching(
        /^6: step "ghost" \(rotate-secret\), with.webhook: no earlier step has the id "nowhere"/,
      ),
    ]);
  });

  it("validates secret sinks", () => {
    const issues = issuesOf(`steps:
  - id: a
    uses: rotate-secret
    with: { webhook-id: wh_1, secret-sink: { type: vault } }
  - id: b
    uses: rotate-secret
    with: { webhook-id: wh_1, secret-sink: { type: github-secret, name: GITHUB_TOKEN, repository: nope } }
  - id: c
    uses: rotate-secret
    with: { webhook-id: wh_1, secret-sink: { type: file, path: x, mode: 644 } }
  - id: d
    uses: rotate-secret
    with: { webhook-id: wh_1, secret-sink: file }
`);
    expect(issues.map((issue) => issue.message)).toEqual([
      'step "a" (rotate-secret), with.secret-sink.type: unknown secret sink type; use one of output, file, command, github-secret',
      'step "b" (rotate-secret), with.secret-sink.repository: must be owner/name, e.g. my-org/receiver',
      'step "b" (rotate-secret), with.secret-sink.name: must be a GitHub secret name: letters, digits and _, not starting with a digit or GITHUB_',
      'step "c" (rotate-secret), with.secret-sink: unknown key "mode"; remove or correct it (allowed: type, path)',
      'step "d" (rotate-secret), with.secret-sink: must be a mapping, not a string',
    ]);
  });

  it("formats all problems into one error that says nothing was changed", () => {
    try {
      parsePlan("steps: []\n", "ci/plan.yml");
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        "the plan is invalid (1 problem); nothing was changed:\n  ci/plan.yml:1:8: plan field steps: a plan needs at least one step",
      );
    }
  });

  it("rejects an empty plan and unknown top-level keys", () => {
    expect(issuesOf("")[0]?.message).toContain("the plan is empty");
    expect(issuesOf("steps:\n  - { id: h, uses: check-recent-deliveries }\nversion: 2\n")[0]).toMatchObject({
      message: 'plan: unknown key "version"; remove or correct it (allowed: defaults, steps)',
      line: 3,
    });
  });

  it("says a step without uses (or with an empty one) needs it, rather than calling it unknown", () => {
    expect(issuesOf("steps:\n  - id: x\n  - id: y\n    uses:\n")).toMatchObject([
      { message: `step "x", uses: is required; add uses: <step>, one of ${allSteps}`, line: 2 },
      { message: `step "y", uses: is required; add uses: <step>, one of ${allSteps}`, line: 4 },
    ]);
  });

  it("never lets the YAML library print plan text as a process warning (a mapping used as a key)", () => {
    const emitted = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      const issues = issuesOf(
        'steps:\n  - ? { k: "x" }\n    : 1\n    id: a\n    uses: check-recent-deliveries\n',
      );
      expect(issues).toMatchObject([{ message: expect.stringContaining('unknown key "{ k: "x" }"') }]);
      expect(emitted).not.toHaveBeenCalled();
    } finally {
      emitted.mockRestore();
    }
  });

  it("validates a plan given as an object (JSON) without positions", () => {
    expect(() => parsePlan(JSON.stringify({ steps: [{ id: "x", uses: "nope" }] }))).toThrow(
      /unknown step "nope"/,
    );
    expect(
      parsePlan(JSON.stringify({ steps: [{ id: "x", uses: "check-recent-deliveries" }] })).plan.steps,
    ).toHaveLength(1);
  });
});
