/**
 * Writes docs/plan-reference.md, the plan reference, from the engine's zod plan schema (through its
 * JSON Schema, input side: what a user writes), using each schema's description. Every step input
 * must have one: a missing description fails here, and so does the unit test that checks the
 * committed file is current. Regenerate with `npm run docs:plan`.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { planJsonSchema } from "../src/engine/plan-schema.js";
import { webhookYielders } from "../src/engine/step-yielders.js";
import { stepDefinition } from "../src/engine/steps/index.js";

export const planReferencePath = fileURLToPath(new URL("../docs/plan-reference.md", import.meta.url));

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  description?: string;
  title?: string;
}

const code = (value: unknown) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;
/** Table cells: a `|` would end the cell. */
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

function range(min: number | undefined, max: number | undefined, what: string): string {
  const big = (value: number | undefined) => value === undefined || value >= Number.MAX_SAFE_INTEGER;
  const unit = (count: number | undefined) => (count === 1 ? what.replace(/s$/, "") : what);
  if (min !== undefined && !big(max)) return min === max ? `${min} ${unit(min)}` : `${min}-${max} ${what}`;
  if (min !== undefined && min > 0) return `at least ${min} ${unit(min)}`;
  if (!big(max)) return `at most ${max} ${unit(max)}`;
  return "";
}

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum) return schema.enum.map(code).join(" or ");
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(typeOf).join(" or ");
  const extra = (parts: string[]) => {
    const given = parts.filter(Boolean);
    return given.length > 0 ? ` (${given.join(", ")})` : "";
  };
  switch (schema.type) {
    case "string":
      return `string${extra([
        schema.pattern ? `matching ${code(schema.pattern)}` : "",
        range(schema.minLength, schema.maxLength, "chars"),
      ])}`;
    case "integer":
    case "number": {
      const bounds =
        schema.minimum !== undefined && (schema.maximum ?? Number.MAX_SAFE_INTEGER) >= Number.MAX_SAFE_INTEGER
          ? `>= ${schema.minimum}`
          : range(schema.minimum, schema.maximum, "").trim();
      return `${schema.type}${extra([bounds])}`;
    }
    case "array":
      return `list of ${schema.items ? typeOf(schema.items) : "values"}${extra([range(schema.minItems, schema.maxItems, "items")])}`;
    case "object": {
      const kind = schema.properties?.type?.const;
      return kind === undefined ? "object" : `${code(`{ type: ${String(kind)} }`)} object`;
    }
    default:
      return schema.type ?? "any";
  }
}

function describe(schema: JsonSchema, where: string): string {
  if (!schema.description) {
    throw new Error(`${where} has no description: add .meta({ description }) to its zod schema`);
  }
  return schema.description;
}

/** One table row per key: key, required or default, type, description. */
function keyTable(schema: JsonSchema, where: string, heading = "Input"): string[] {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(([key, value]) => {
    const need = required.has(key) ? "required" : value.default !== undefined ? code(value.default) : "-";
    return `| ${code(key)} | ${cell(need)} | ${cell(typeOf(value))} | ${cell(describe(value, `${where}.${key}`))} |`;
  });
  return [`| ${heading} | Required / default | Type | Description |`, "| --- | --- | --- | --- |", ...rows];
}

/** Inputs whose value is one of several objects (the secret sinks): each variant's own keys. */
function variantSections(schema: JsonSchema, where: string): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    const variants = (value.oneOf ?? value.anyOf)?.filter((variant) => variant.type === "object");
    if (!variants?.length) continue;
    lines.push("", `${code(key)} is one of:`, "");
    for (const variant of variants) {
      const kind = variant.properties?.type?.const;
      const name = kind === undefined ? "object" : `type: ${String(kind)}`;
      lines.push(`- ${code(name)}: ${describe(variant, `${where}.${key} (${name})`)}`);
      for (const [field, fieldSchema] of Object.entries(variant.properties ?? {})) {
        if (field === "type") continue;
        const need = variant.required?.includes(field) ? "required" : "optional";
        lines.push(
          `  - ${code(field)} (${need}, ${typeOf(fieldSchema)}): ${describe(fieldSchema, `${where}.${key}.${field}`)}`,
        );
      }
    }
  }
  return lines;
}

/** The outputs the step's definition lists (its `outputs`). */
function outputsLine(uses: string): string {
  const outputs = stepDefinition(uses)?.outputs ?? [];
  if (outputs.length === 0) return "No outputs.";
  return `Outputs, each as \`<step-id>-<name>\` (what each means: [plan.md](plan.md)): ${outputs.map(code).join(", ")}.`;
}

export function renderPlanReference(): string {
  const plan = planJsonSchema() as JsonSchema;
  const stepsSchema = plan.properties?.steps;
  const steps = stepsSchema?.items?.oneOf ?? stepsSchema?.items?.anyOf ?? [];
  const first = steps[0];
  if (!stepsSchema || !first) throw new Error("the plan schema has no steps");
  const common = { ...first, properties: { ...first.properties } };
  delete common.properties.with;
  if (common.properties.uses) {
    common.properties.uses = {
      description: "The step to run: one of the steps below.",
      enum: steps.map((step) => step.properties?.uses?.const),
    };
  }
  const lines = [
    "<!-- Generated from the zod plan schema (src/engine) by scripts/gen-plan-docs.ts: do not edit, run `npm run docs:plan`. -->",
    "",
    "# Plan reference",
    "",
    `${plan.description ?? ""} The plan is YAML (or JSON) with \`steps\`: a list of`,
    `${range(stepsSchema.minItems, stepsSchema.maxItems, "steps")} (over all the files of a run); the order they run in: [plan.md](plan.md#order-and-concurrency). The same rules as JSON Schema:`,
    "[plan.schema.json](plan.schema.json). How each step behaves, its outputs and examples: [plan.md](plan.md).",
    "",
    "## `defaults`",
    "",
    `Optional. ${plan.properties?.defaults?.description ?? ""} Each key is a step type below; under it,`,
    "any of that step's inputs, checked like the step's own ([plan.md](plan.md#defaults)).",
    "",
    "## Every step",
    "",
    ...keyTable(common, "step", "Key"),
    `| ${code("with")} | see the step | object | The step's inputs (below); may be left out when none is required. |`,
    "",
    `Steps that act on one webhook take \`webhook\` (the id of an earlier step that yields one: ${webhookYielders()}) or`,
    "`webhook-id`, never both. Durations (`timeout`, `since`) are a whole number and a unit: `ms`, `s`,",
    "`m`, `h` or `d` (e.g. `90s`, `24h`).",
  ];
  for (const step of steps) {
    const uses = String(step.properties?.uses?.const);
    const inputs = step.properties?.with ?? {};
    lines.push("", `## ${code(uses)}`, "", describe(step, uses), "");
    if (Object.keys(inputs.properties ?? {}).length === 0) lines.push("No inputs.");
    else lines.push(...keyTable(inputs, uses), ...variantSections(inputs, uses));
    lines.push("", outputsLine(uses));
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(planReferencePath, renderPlanReference());
  console.log(`wrote ${planReferencePath}`);
}
