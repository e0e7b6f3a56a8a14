import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planReferencePath, renderPlanReference } from "../../../scripts/gen-plan-docs.js";
import { stepDefinitions } from "../../../src/engine/steps/index.js";

describe("docs/plan-reference.md", () => {
  it("is up to date with the zod plan schema (regenerate with: npm run docs:plan)", () => {
    expect(readFileSync(planReferencePath, "utf8")).toBe(renderPlanReference());
  });

  it("has a section per step with every input, its default and its description", () => {
    const text = renderPlanReference();
    for (const step of stepDefinitions) {
      expect(text).toContain(`## \`${step.uses}\`\n\n${step.description}\n`);
      expect(text).toContain(`\`${step.outputs.join("`, `")}\`.`);
    }
    expect(text).toContain(
      "| `timeout` | `2m` | string (matching `^([1-9][0-9]{0,6})(ms\\|s\\|m\\|h\\|d)$`) | Deadline",
    );
    expect(text).toContain("| `confirm` | required | `true` | Must be true: removal is irreversible. |");
    expect(text).toContain("- `type: github-secret`: Seal the secret");
  });
});
