import { z } from "zod";
import { lazySchema } from "../schemas/index.js";
import { defaultsSchema } from "./plan-defaults.js";
import { stepIdPattern } from "./step-id.js";
import { webhookYielders } from "./step-yielders.js";
import { type StepUses, stepDefinition, stepDefinitions } from "./steps/index.js";

/**
 * A run's size limit, over all its plan files: a fleet keeps thousands of webhooks in one plan
 * (docs/plan.md "Fleet-size plans"). Validation, the step graph and the reports stay linear; the
 * Action cuts its `result` output and job summary down to what GitHub keeps when a big run's would
 * not fit (src/action/result-output.ts).
 */
export const maxPlanSteps = 10_000;

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
      // `with` may be left out only when every input has a default. Built when a plan uses the step.
      with: lazySchema(() =>
        definition.with.safeParse({}).success ? (definition.with as z.ZodType).prefault({}) : definition.with,
      ),
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

const planMeta = {
  title: "svc-ci plan",
  description:
    "Steps the svc-ci GitHub Action (and `svc run`) apply; a step waits for the steps it refers to, the others run at once. See docs/plan.md.",
};

const stepList = z.array(stepSchema).min(1, "a plan needs at least one step");

/**
 * One plan file, its `defaults` already merged into its steps (plan-defaults.ts): the rules that
 * span steps (unique ids, references, the step limit) are checked over all the run's files.
 */
export const planFileSchema = z.strictObject({ defaults: defaultsSchema.optional(), steps: stepList });

/**
 * The same check for a file without `defaults:` (most plans): its shape never reads the defaults
 * schema, whose first build (every step type's inputs made optional) would otherwise be paid before
 * the Action's first request (bench/action.ts).
 */
export const planFileWithoutDefaultsSchema = z.strictObject({ steps: stepList });

/** The plan: an ordered list of steps; cross-step rules are checked in `refineSteps`. */
const planSchema = z
  .strictObject({
    defaults: defaultsSchema.optional(),
    steps: stepList.max(maxPlanSteps, tooManySteps(maxPlanSteps)),
  })
  .superRefine(refineSteps)
  .meta(planMeta);

/** The message of a run over the step limit. */
function tooManySteps(limit: number): string {
  return `a plan has at most ${limit} steps (over all its files); split it into several runs`;
}

function refineSteps(plan: unknown, ctx: z.RefinementCtx) {
  for (const issue of crossStepIssues(plan)) ctx.addIssue({ code: "custom", ...issue });
}

/**
 * Unique ids; every `webhook:` reference names an earlier step that yields a webhook. Works on the
 * raw plan too, so these problems are reported together with schema errors elsewhere in the plan.
 */
export function crossStepIssues(
  plan: unknown,
  stepName: (index: number) => string = (index) => `step ${index + 1}`,
): { path: (string | number)[]; message: string }[] {
  const steps = (plan as { steps?: unknown } | null | undefined)?.steps;
  if (!Array.isArray(steps)) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  const firstIndex = new Map<string, number>();
  const idOf = (step: unknown) => (step as { id?: unknown } | null)?.id;
  // Where each id is last used: a reference to a later step is found without a scan per step.
  const lastIndex = new Map<unknown, number>();
  for (const [index, step] of steps.entries()) lastIndex.set(idOf(step), index);
  steps.forEach((step: unknown, index) => {
    const id = idOf(step);
    if (typeof id !== "string") return;
    const earlier = firstIndex.get(id);
    if (earlier !== undefined) {
      issues.push({
        path: ["steps", index, "id"],
        message: `the id "${id}" is already used by ${stepName(earlier)}; give every step a unique id`,
      });
    } else {
      firstIndex.set(id, index);
    }
    const ref = (step as { with?: { webhook?: unknown } | null }).with?.webhook;
    if (typeof ref !== "string") return;
    const target = firstIndex.get(ref);
    const path = ["steps", index, "with", "webhook"];
    if (target === undefined || target === index) {
      const where =
        (lastIndex.get(ref) ?? -1) > index
          ? `step "${ref}" comes later; move it before this step`
          : `no earlier step has the id "${ref}"`;
      issues.push({
        path,
        message: `${where} (use the id of an earlier ${webhookYielders()} step, or webhook-id: <id>)`,
      });
      return;
    }
    const uses = (steps[target] as { uses?: unknown }).uses;
    const definition = typeof uses === "string" ? stepDefinition(uses) : undefined;
    if (definition && !definition.yieldsWebhook) {
      issues.push({
        path,
        message: `step "${ref}" (${definition.uses}) yields no webhook; refer to an ${webhookYielders()} step`,
      });
    }
  });
  return issues;
}

/** The JSON Schema of the plan file (docs/plan.schema.json), describing what a user writes. */
export function planJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(planSchema, { io: "input", target: "draft-2020-12" }) as Record<string, unknown>;
}
