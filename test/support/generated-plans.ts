/**
 * Plans generated over every step definition (src/engine/steps), from what each declares: its
 * target fields (`target`: a URL from a small shared pool, a reference to an earlier step that
 * yields a webhook, a webhook id, or none) and whether it yields a webhook. What a step needs
 * besides its target comes from `stepExtras`; a step without an entry there fails the contract
 * test, so a new step is covered by writing it (and its one line here).
 */
import fc from "fast-check";
import type { StepUses } from "../../src/engine/steps/index.js";
import { stepDefinitions } from "../../src/engine/steps/index.js";

/** Each step's `with` fields besides its target. */
export const stepExtras: Record<StepUses, fc.Arbitrary<Record<string, unknown>>> = {
  "ensure-webhook": fc.record({
    actions: fc.constantFrom(["task_created"], ["task_updated"], ["task_created", "task_updated"]),
    enabled: fc.boolean(),
  }),
  "rotate-secret": fc.constant({}),
  "test-delivery": fc.constant({ timeout: "10s" }),
  "check-recent-deliveries": fc.constant({ since: "1h", "max-failures": 1_000 }),
  "remove-webhook": fc.constant({ confirm: true }),
};

export interface StepSeed {
  definition: number;
  targetChoice: number;
  url: number;
  /** Write the URL in another form that normalises the same (a percent-escape). */
  variant: boolean;
  extra: Record<string, unknown>;
}

export interface WorldSeed {
  /** Per URL of the pool: the webhook there before the run, if any. */
  existing: ({ actions: string[]; disabled: boolean } | null)[];
  steps: StepSeed[];
}

export const URLS = 3;

const stepSeed: fc.Arbitrary<StepSeed> = fc
  .record({
    definition: fc.nat({ max: stepDefinitions.length - 1 }),
    targetChoice: fc.nat({ max: 5 }),
    url: fc.nat({ max: URLS - 1 }),
    variant: fc.boolean(),
  })
  .chain((seed) => {
    const uses = (stepDefinitions[seed.definition] ?? stepDefinitions[0]).uses;
    return stepExtras[uses].map((extra) => ({ ...seed, extra }));
  });

export const worldSeed = (maxSteps: number): fc.Arbitrary<WorldSeed> =>
  fc.record({
    existing: fc.array(
      fc.option(
        fc.record({
          actions: fc.constantFrom(["task_created"], ["task_updated"]),
          disabled: fc.boolean(),
        }),
      ),
      { minLength: URLS, maxLength: URLS },
    ),
    steps: fc.array(stepSeed, { minLength: 1, maxLength: maxSteps }),
  });

export interface GeneratedStep {
  id: string;
  uses: string;
  with: Record<string, unknown>;
}

/**
 * The plan a seed stands for: each step takes one of the target kinds its definition declares that
 * can be filled here (a reference needs an earlier step that yields a webhook, an id an existing
 * webhook); a step with none is left out.
 */
export function buildPlan(
  seed: WorldSeed,
  urlOf: (index: number, variant: boolean) => string,
  existingIds: readonly (string | undefined)[],
): GeneratedStep[] {
  const steps: GeneratedStep[] = [];
  for (const [at, step] of seed.steps.entries()) {
    const definition = stepDefinitions[step.definition] ?? stepDefinitions[0];
    const yielders = steps.filter((earlier) =>
      stepDefinitions.some((d) => d.uses === earlier.uses && d.yieldsWebhook),
    );
    const id = existingIds[step.url];
    const kinds: [string, unknown][] = [];
    const { target } = definition;
    if (target.url) kinds.push([target.url, urlOf(step.url, step.variant)]);
    const referenced = yielders[step.targetChoice % Math.max(1, yielders.length)];
    if (target.reference && referenced) kinds.push([target.reference, referenced.id]);
    if (target.id && id) kinds.push([target.id, id]);
    if (target.whenNone) kinds.push(["", undefined]);
    const [field, value] = kinds[step.targetChoice % Math.max(1, kinds.length)] ?? [];
    if (field === undefined) continue;
    const targetWith = field === "" ? {} : { [field]: value };
    steps.push({ id: `s${at}`, uses: definition.uses, with: { ...targetWith, ...step.extra } });
  }
  return steps;
}

/** The plan as YAML (JSON is YAML). */
export const planYaml = (steps: readonly GeneratedStep[]): string => JSON.stringify({ steps });
