/**
 * A run's plan from one or several files (docs/plan.md "Several plan files"): each file is read
 * and checked on its own (its `defaults` apply to its own steps only), then the rules that span
 * steps (unique ids, `webhook:` references to earlier steps, the step limit) are checked over all
 * of them in order. Every problem keeps its file, line and column.
 */
import type { z } from "zod";
import { defaultOrigin, withDefaults } from "./plan-defaults.js";
import {
  maxPlanBytes,
  type ParsedPlan,
  type PlanDocument,
  type Position,
  readPlanDocument,
} from "./plan-document.js";
import { type PlanIssue, type PlanPath, PlanValidationError, planIssueFromZod } from "./plan-errors.js";
import { planWarnings } from "./plan-policy.js";
import {
  crossStepIssues,
  maxPlanSteps,
  type Plan,
  type PlanStep,
  planFileSchema,
  planFileWithoutDefaultsSchema,
} from "./plan-schema.js";

export interface PlanFileInput {
  content: string | Uint8Array;
  /** The file's name as messages show it. */
  label?: string;
}

/** One file of the run: where its steps start in the run's list, and its steps with defaults merged. */
interface Part {
  document: PlanDocument;
  merged: unknown;
  offset: number;
  rawSteps: unknown[];
  steps?: PlanStep[];
}

type Locate = (path: PlanPath, key?: string) => Position | undefined;

/** Parses and validates the plan files of one run, in the order given; throws PlanValidationError. */
export function parsePlans(files: readonly PlanFileInput[]): ParsedPlan {
  const single = files.length === 1 ? files[0]?.label : undefined;
  const size = files.reduce((sum, file) => sum + byteLength(file.content), 0);
  if (size > maxPlanBytes) {
    const whole = files.length > 1 ? " (all its files together)" : "";
    const message = `the plan is larger than ${maxPlanBytes / 1024 / 1024} MiB${whole}; split it into several runs`;
    throw new PlanValidationError([{ path: [], message }], single);
  }
  const { plan, locate } = validateDocuments(readDocuments(files), single);
  const warnings = planWarnings(plan).map((warning) => located(warning, locate(warning.path)));
  return {
    plan,
    ...(single === undefined ? {} : { source: single }),
    warnings,
    locate: (path) => locate(path),
  };
}

function byteLength(content: string | Uint8Array): number {
  return typeof content === "string" ? Buffer.byteLength(content) : content.byteLength;
}

/** Every file's YAML; the syntax problems of all the files are reported together. */
function readDocuments(files: readonly PlanFileInput[]): PlanDocument[] {
  const issues: PlanIssue[] = [];
  const documents: PlanDocument[] = [];
  for (const file of files) {
    try {
      documents.push(readPlanDocument(file.content, file.label));
    } catch (error) {
      if (!(error instanceof PlanValidationError)) throw error;
      const label = files.length > 1 ? file.label : undefined;
      issues.push(...error.issues.map((issue) => inFile(issue, label)));
    }
  }
  if (issues.length > 0)
    throw new PlanValidationError(issues, files.length === 1 ? files[0]?.label : undefined);
  return documents;
}

function validateDocuments(documents: PlanDocument[], single: string | undefined) {
  const issues: PlanIssue[] = [];
  const parts: Part[] = [];
  let offset = 0;
  const several = documents.length > 1;
  for (const document of documents) {
    const part = checkFile(several ? namingFile(document) : document, offset, issues, several);
    parts.push(part);
    offset += part.rawSteps.length;
  }
  const locate = locator(parts);
  const rawSteps = parts.flatMap((part) => part.rawSteps);
  if (rawSteps.length > maxPlanSteps) {
    const message = `plan field steps: a plan has at most ${maxPlanSteps} steps over all its files, this one has ${rawSteps.length}; split it into several runs`;
    issues.push(located({ path: ["steps"], message }, locate(["steps", maxPlanSteps])));
  }
  const stepName = parts.length > 1 ? (index: number) => nameOf(parts, index) : undefined;
  for (const extra of crossStepIssues({ steps: rawSteps }, stepName)) {
    const issue = planIssueFromZod({ steps: rawSteps }, { code: "custom", input: undefined, ...extra });
    issues.push(located(issue, locate(issue.path)));
  }
  if (issues.length > 0) throw new PlanValidationError(issues, single);
  return { plan: { steps: parts.flatMap((part) => part.steps ?? []) } as Plan, locate };
}

/** One file's schema check with its defaults merged; its problems are added to `issues`. */
function checkFile(document: PlanDocument, offset: number, issues: PlanIssue[], several: boolean): Part {
  const { raw, label } = document;
  if (raw === null || raw === undefined) {
    const message = "the plan is empty; it needs a steps: list (see docs/plan.md)";
    issues.push(inFile({ path: [], message }, several ? label : undefined));
    return { document, merged: raw, offset, rawSteps: [] };
  }
  const merged = withDefaults(raw);
  const steps = (merged as { steps?: unknown }).steps;
  const part: Part = { document, merged, offset, rawSteps: Array.isArray(steps) ? steps : [] };
  const schema = Object.hasOwn(merged as object, "defaults") ? planFileSchema : planFileWithoutDefaultsSchema;
  const result = schema.safeParse(merged);
  if (result.success) return { ...part, steps: result.data.steps as PlanStep[] };
  for (const zodIssue of result.error.issues) {
    const issue = fileIssue(part, zodIssue, result.error.issues);
    if (issue) issues.push(issue);
  }
  return part;
}

/**
 * A schema problem of one file, on the run's step numbering and at its place in the file: a value
 * a step took from `defaults` is shown on the default's line (and not again when the default
 * itself was already refused there).
 */
function fileIssue(part: Part, zodIssue: z.core.$ZodIssue, all: z.core.$ZodIssue[]): PlanIssue | undefined {
  const issue = planIssueFromZod(part.merged, zodIssue);
  const key = zodIssue.code === "unrecognized_keys" ? zodIssue.keys[0] : undefined;
  const [top, index, field, input, ...rest] = issue.path;
  if (top !== "steps" || typeof index !== "number")
    return located(issue, part.document.locate(issue.path, key));
  const path = ["steps", index + part.offset, ...issue.path.slice(2)];
  const origin =
    field === "with" && typeof input === "string"
      ? defaultOrigin(part.document.raw, index, input)
      : undefined;
  if (origin === undefined || input === undefined)
    return located({ ...issue, path }, part.document.locate(issue.path, key));
  const defaultPath = ["defaults", origin, input];
  const refused = all.some((other) => defaultPath.every((part, at) => other.path[at] === part));
  if (refused) return undefined;
  const message = `${issue.message} (the value comes from defaults.${origin}.${String(input)})`;
  return located({ ...issue, message, path }, part.document.locate([...defaultPath, ...rest], key));
}

/** The run's step paths located in their files; a step input taken from defaults, at the default. */
function locator(parts: Part[]): Locate {
  return (path, key) => {
    const [top, index, field, input, ...rest] = path;
    if (top !== "steps" || typeof index !== "number") return parts[0]?.document.locate(path, key);
    const part = partOf(parts, index);
    if (!part) return undefined;
    const local = index - part.offset;
    const origin =
      field === "with" && typeof input === "string"
        ? defaultOrigin(part.document.raw, local, input)
        : undefined;
    if (origin !== undefined)
      return part.document.locate(["defaults", origin, input as string, ...rest], key);
    return part.document.locate(["steps", local, ...path.slice(2)], key);
  };
}

/** The file holding the run's step `index` (the last file starting at or before it). */
function partOf(parts: Part[], index: number): Part | undefined {
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((parts[middle]?.offset ?? 0) <= index) low = middle;
    else high = middle - 1;
  }
  return parts[low];
}

/** `step 3 of a.yml (line 12)`: a step of another file, as a duplicate id names it. */
function nameOf(parts: Part[], index: number): string {
  const part = partOf(parts, index);
  if (!part) return `step ${index + 1}`;
  const local = index - part.offset;
  const line = part.document.locate(["steps", local])?.line;
  const file = part.document.label ?? "the plan";
  return `step ${local + 1} of ${file}${line === undefined ? "" : ` (line ${line})`}`;
}

function located<T extends { path: PlanPath; message?: string; file?: string }>(
  issue: T,
  position: Position | undefined,
): T & Partial<PlanIssue> {
  if (!position) return issue;
  const { line, column, file } = position;
  return { ...issue, line, column, ...(file === undefined ? {} : { file }) };
}

/** The document with its positions naming its file (a run of several files). */
function namingFile(document: PlanDocument): PlanDocument {
  const { label } = document;
  if (label === undefined) return document;
  return {
    ...document,
    locate: (path, key) => {
      const position = document.locate(path, key);
      return position && { ...position, file: label };
    },
  };
}

function inFile(issue: PlanIssue, label: string | undefined): PlanIssue {
  return label === undefined || issue.file !== undefined ? issue : { ...issue, file: label };
}
