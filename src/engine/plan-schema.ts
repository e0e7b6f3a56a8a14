import { z } from "zod";
import { type StepUses, stepDefinition, stepDefinitions } from "./steps/index.js";
import { stepIdPattern } from "./steps/webhook-target.js";

export const maxPlanSteps = 100;

const stepId = z
  .string()
  .regex(stepIdPattern, "must start with a lower-case letter, then lower-case letters, digits or - (max 63)")
  .meta({ description: "Unique step id; outputs are named <id>-<output>." });

const stepSchemas = stepDefinitions.map((definition) =>
  z
    .strictObject({
      id: stepId,
      uses: z.literal(definition.uses),
      name: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .meta({ description: "Display name for logs and the summary." }),
      with: (definition.with as z.ZodType).prefault({}),
    })
    .meta({ title: definition.uses, description: definition.description }),
);

const stepSchema = z.discriminatedUnion(
  "uses",
  stepSchemas as unknown as [(typeof stepSchemas)[number], ...(typeof stepSchemas)[number][]],
);

/** A validated step: `with` has been parsed by the schema of the step named in `uses`. */
export interface PlanStep {
  id: string;
  uses: StepUses;
  name?: string;
  with: unknown;
}
export interface Plan {
  steps: PlanStep[];
}

/** The plan: an ordered list of steps; cross-step rules are checked in `refineSteps`. */
export const planSchema = z
  .strictObject({
    steps: z
      .array(stepSchema)
      .min(1, "a plan needs at least one step")
      .max(maxPlanSteps, `a plan has at most ${maxPlanSteps} steps`),
  })
  .superRefine(refineSteps)
  .meta({
    title: "svc-ci plan",
    description: "Steps the svc-ci GitHub Action (and `svc run`) apply in order. See docs/plan.md.",
  });

/** Unique ids; every `webhook:` reference names an earlier step that yields a webhook. */
function refineSteps(plan: { steps: { id: string; uses: string; with?: unknown }[] }, ctx: z.RefinementCtx) {
  const firstIndex = new Map<string, number>();
  plan.steps.forEach((step, index) => {
    const earlier = firstIndex.get(step.id);
    if (earlier !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["steps", index, "id"],
        message: `the id "${step.id}" is already used by step ${earlier + 1}; give every step a unique id`,
      });
    } else {
      firstIndex.set(step.id, index);
    }
    const ref = (step.with as { webhook?: unknown } | undefined)?.webhook;
    if (typeof ref !== "string") return;
    const target = firstIndex.get(ref);
    const path = ["steps", index, "with", "webhook"];
    const later = plan.steps.findIndex((other, at) => at > index && other.id === ref);
    if (target === undefined || target === index) {
      const where =
        later >= 0
          ? `step "${ref}" comes later; move it before this step`
          : `no earlier step has the id "${ref}"`;
      ctx.addIssue({
        code: "custom",
        path,
        message: `${where} (use the id of an earlier ensure-webhook step, or webhook-id: <id>)`,
      });
      return;
    }
    const referenced = plan.steps[target];
    if (referenced && !stepDefinition(referenced.uses)?.yieldsWebhook) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `step "${ref}" (${referenced.uses}) yields no webhook; refer to an ensure-webhook or rotate-secret step`,
      });
    }
  });
}

/** The JSON Schema of the plan file (docs/plan.schema.json), describing what a user writes. */
export function planJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(planSchema, { io: "input", target: "draft-2020-12" }) as Record<string, unknown>;
}
