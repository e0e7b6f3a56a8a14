import { z } from "zod";
import { lazySchema } from "../schemas/index.js";
import { stepDefinitions } from "./steps/index.js";

/**
 * `defaults:` at the top of a plan file: per step type, `with` values every step of that type in
 * the same file starts from (docs/plan.md "Defaults"). Each key is one of the step's own inputs,
 * checked by that input's schema; a default may be left out where the step needs the input.
 */
export const defaultsSchema = lazySchema(() =>
  z
    .strictObject(
      Object.fromEntries(
        stepDefinitions.map((definition) => [
          definition.uses,
          partialWith(definition.with)
            .optional()
            .meta({ description: `with values every ${definition.uses} step of this file starts from.` }),
        ]),
      ),
    )
    .meta({
      description:
        "Per step type, with values merged under each step's own (a step's own value wins). Applies to the steps of this file only.",
    }),
);

/** A step's `with` schema with every input optional (its own cross-input rules are the step's). */
function partialWith(schema: z.ZodType): z.ZodObject {
  const built = schema instanceof z.ZodLazy ? (schema.unwrap() as z.ZodType) : schema;
  const shape = (built as unknown as { shape: Record<string, z.ZodType> }).shape;
  return z.strictObject(
    Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])),
  );
}

type RawStep = { uses?: unknown; with?: unknown };

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The raw plan with each step's `with` laid over its type's defaults (one level: a step's own
 * `actions` replaces the default list, it is not appended to). A `with` that is not a mapping is
 * left for the schema to refuse. Linear in the steps.
 */
export function withDefaults(raw: unknown): unknown {
  if (!isMapping(raw) || !isMapping(raw.defaults) || !Array.isArray(raw.steps)) return raw;
  const defaults = raw.defaults;
  const steps = raw.steps.map((step: unknown) => {
    if (!isMapping(step)) return step;
    const { uses, with: own } = step as RawStep;
    const base = typeof uses === "string" ? defaults[uses] : undefined;
    if (!isMapping(base)) return step;
    if (own !== undefined && own !== null && !isMapping(own)) return step;
    return { ...step, with: { ...base, ...(own ?? {}) } };
  });
  return { ...raw, steps };
}

/**
 * Where a step's input came from: the key of `defaults` it was taken from when the step's own
 * `with` does not set it (so a problem is shown on the default's line), else undefined.
 */
export function defaultOrigin(raw: unknown, index: number, key: string): string | undefined {
  if (!isMapping(raw) || !isMapping(raw.defaults) || !Array.isArray(raw.steps)) return undefined;
  const step = raw.steps[index];
  if (!isMapping(step) || typeof step.uses !== "string") return undefined;
  const own = step.with;
  if (isMapping(own) && key in own) return undefined;
  const base = raw.defaults[step.uses];
  return isMapping(base) && key in base ? step.uses : undefined;
}
