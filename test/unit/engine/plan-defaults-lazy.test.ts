/**
 * A plan without `defaults:` never builds the defaults schema (every step type's inputs made
 * optional): that build is paid before the Action's first request otherwise (bench/action.ts).
 */
import { describe, expect, it } from "vitest";
import { defaultsSchema } from "../../../src/engine/plan-defaults.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";

const built = () => (defaultsSchema._zod.def as { _cachedInner?: unknown })._cachedInner !== undefined;

describe("the defaults schema", () => {
  it("is built only when a plan file has defaults:", () => {
    parsePlan(
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: https://hooks.example.com/a, actions: [task_created] }\n",
    );
    expect(built()).toBe(false);
    const parsed = parsePlan(
      "defaults:\n  ensure-webhook: { actions: [task_created] }\nsteps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: https://hooks.example.com/a }\n",
    );
    expect(built()).toBe(true);
    expect(parsed.plan.steps[0]?.with).toMatchObject({ actions: ["task_created"] });
  });
});
