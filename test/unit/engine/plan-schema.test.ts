import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planSchemaPath, renderPlanSchema } from "../../../scripts/gen-plan-schema.js";
import { stepDefinitions } from "../../../src/engine/steps/index.js";

describe("docs/plan.schema.json", () => {
  it("is up to date (regenerate with: npx tsx scripts/gen-plan-schema.ts)", () => {
    expect(readFileSync(planSchemaPath, "utf8")).toBe(renderPlanSchema());
  });

  it("describes every step with its inputs and defaults", () => {
    const schema = JSON.parse(renderPlanSchema());
    const variants = schema.properties.steps.items.oneOf as {
      title: string;
      properties: Record<string, unknown>;
    }[];
    expect(variants.map((variant) => variant.title)).toEqual(stepDefinitions.map((step) => step.uses));
    const smoke = variants.find((variant) => variant.title === "test-delivery");
    expect(JSON.stringify(smoke)).toContain('"default":"2m"');
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  });
});
