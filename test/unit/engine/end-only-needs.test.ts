import { describe, expect, it } from "vitest";
import { endOnlyNeeds } from "../../../src/engine/end-only-needs.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";
import { stepNeeds } from "../../../src/engine/step-graph.js";

function graph(yaml: string) {
  const { steps } = parsePlan(yaml).plan;
  const needs = stepNeeds(steps);
  return { needs, endOnly: endOnlyNeeds(steps, needs) };
}

describe("endOnlyNeeds", () => {
  it("a check after the smoke test needs the step that gives the webhook, and the smoke test only to end", () => {
    expect(
      graph(`steps:
  - { id: hook, uses: ensure-webhook, with: { url: "https://hooks.example.com/a", actions: [task_created] } }
  - { id: smoke, uses: test-delivery, with: { webhook: hook } }
  - { id: health, uses: check-recent-deliveries, with: { webhook: hook } }
`),
    ).toEqual({ needs: [[], [0], [0, 1]], endOnly: [[], [], [1]] });
  });

  it("a check by webhook-id, or of every webhook, waits for every step before it only to end", () => {
    expect(
      graph(`steps:
  - { id: smoke, uses: test-delivery, with: { webhook-id: wh_1 } }
  - { id: health, uses: check-recent-deliveries, with: { webhook-id: wh_1 } }
  - { id: other, uses: test-delivery, with: { webhook-id: wh_2 } }
  - { id: all, uses: check-recent-deliveries }
  - { id: after, uses: test-delivery, with: { webhook-id: wh_3 } }
`),
    ).toEqual({ needs: [[], [0], [], [1, 2], [3]], endOnly: [[], [0], [], [1, 2], []] });
  });

  it("steps that write need every step they wait for to succeed", () => {
    expect(
      graph(`steps:
  - { id: smoke, uses: test-delivery, with: { webhook-id: wh_1 } }
  - { id: again, uses: test-delivery, with: { webhook-id: wh_1 } }
`).endOnly,
    ).toEqual([[], []]);
  });
});
