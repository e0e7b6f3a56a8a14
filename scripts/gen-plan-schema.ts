/**
 * Writes docs/plan.schema.json from the engine's zod plan schema (z.toJSONSchema, input side, so it
 * describes what a user writes). A unit test fails when the committed file is stale:
 * `npx tsx scripts/gen-plan-schema.ts` regenerates it.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { planJsonSchema } from "../src/engine/plan-schema.js";

export const planSchemaPath = fileURLToPath(new URL("../docs/plan.schema.json", import.meta.url));

export function renderPlanSchema(): string {
  return `${JSON.stringify(planJsonSchema(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(planSchemaPath, renderPlanSchema());
  console.log(`wrote ${planSchemaPath}`);
}
