import { z } from "zod";
import { defaultConcurrency, maxConcurrency, modes } from "../engine/index.js";

/** The inputs declared in action.yml, each parsed once; empty strings count as not given. */
export const inputNames = [
  "token",
  "base-url",
  "plan",
  "plan-file",
  "mode",
  "timeout-ms",
  "retries",
  "max-wait-ms",
  "github-token",
  "rerun-token",
  "keep-secret-files",
  "concurrency",
  "junit-file",
] as const;
export type InputName = (typeof inputNames)[number];

/**
 * The defaults action.yml declares (the runner passes them; tests and other callers may not). A
 * default the runner computes (rerun-token: `${{ github.token }}`) is not here: given empty, the
 * input is not used.
 */
export const inputDefaults: Partial<Record<InputName, string>> = {
  mode: "apply",
  "timeout-ms": "30000",
  retries: "2",
  "max-wait-ms": "120000",
  "keep-secret-files": "false",
  concurrency: String(defaultConcurrency),
};

/** YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them. */
const boolean = z
  .enum(["true", "True", "TRUE", "false", "False", "FALSE"], { error: "must be true or false" })
  .transform((value) => value.toLowerCase() === "true");

const integer = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, `must be a whole number (${what})`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const inputsSchema = z
  .strictObject({
    token: z.string({
      error: `is required: pass the service-account credential from a secret, e.g. token: \${{ secrets.SVC_TOKEN }} (secrets are empty in workflows started from forks)`,
    }),
    "base-url": z.string().optional(),
    plan: z.string().optional(),
    "plan-file": z.string().optional(),
    mode: z.enum(modes, { error: "must be apply or plan" }),
    "timeout-ms": integer(1_000, 600_000, "milliseconds per request attempt"),
    retries: integer(0, 5, "retries of safe requests"),
    "max-wait-ms": integer(0, 3_600_000, "milliseconds one request may wait for rate limits"),
    "github-token": z.string().optional(),
    "rerun-token": z.string().optional(),
    "keep-secret-files": boolean,
    concurrency: integer(1, maxConcurrency, "plan steps at once"),
    "junit-file": z.string().optional(),
  })
  .superRefine((inputs, ctx) => {
    const problem = planChoiceProblem(inputs);
    if (problem) ctx.addIssue({ code: "custom", ...problem });
  });

/** Exactly one of plan / plan-file (checked on the raw inputs too, next to other problems). */
function planChoiceProblem(inputs: { plan?: unknown; "plan-file"?: unknown }) {
  const inline = inputs.plan !== undefined;
  if (inline === (inputs["plan-file"] !== undefined)) {
    return inline
      ? { path: ["plan-file"], message: "set only one of plan and plan-file" }
      : {
          path: ["plan"],
          message: "give the plan: set plan (inline YAML) or plan-file (a path in the workspace)",
        };
  }
  return undefined;
}
export type Inputs = z.output<typeof inputsSchema>;

/** Bad inputs: the message names each input and the fix, never a value. */
export class InputError extends Error {
  override name = "InputError";
}

/** Reads every input through `getInput` (core.getInput in the Action) and validates them together. */
export function parseInputs(getInput: (name: InputName) => string): Inputs {
  const raw: Partial<Record<InputName, string>> = {};
  for (const name of inputNames) {
    const value = getInput(name);
    const given = value.trim() === "" ? inputDefaults[name] : value;
    if (given !== undefined) raw[name] = given;
  }
  const result = inputsSchema.safeParse(raw);
  if (result.success) return result.data;
  const issues: { path: PropertyKey[]; message: string }[] = [...result.error.issues];
  const choice = planChoiceProblem(raw);
  if (choice && !issues.some((issue) => issue.message === choice.message)) issues.push(choice);
  const problems = issues.map((issue) => `input ${String(issue.path[0] ?? "")}: ${issue.message}`);
  throw new InputError(problems.join("\n"));
}
