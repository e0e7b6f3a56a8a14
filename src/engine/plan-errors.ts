import { z } from "zod";
import { secretSinkKinds } from "./sinks/sink-schema.js";
import { stepDefinition, stepDefinitions } from "./steps/index.js";

export type PlanPath = (string | number)[];

/** One problem in a plan, located when the plan came from text. */
export interface PlanIssue {
  path: PlanPath;
  /** Full sentence: where (step and field), what is wrong, and the fix. */
  message: string;
  /** 1-based, when known. */
  line?: number;
  column?: number;
  /** The plan file, when the run has several (its label). */
  file?: string;
  /** A destination problem that matters only if the step reveals a secret (reveal-check.ts). */
  whenRevealing?: true;
  /** The ids of the steps a grouped issue stands for (groupIssues), in plan order. */
  steps?: string[];
}

/** The plan cannot run; nothing was called or changed. Identical problems of many steps are one issue. */
export class PlanValidationError extends Error {
  override name = "PlanValidationError";
  readonly issues: PlanIssue[];
  constructor(
    issues: PlanIssue[],
    readonly source?: string,
  ) {
    const grouped = groupIssues(issues);
    super(summarise(grouped, source));
    this.issues = grouped;
  }
}

/** At most this many step ids are named in a grouped message; the count of steps is always exact. */
const maxNamedSteps = 10;
/** Fewer steps with one problem keep one line each, at each step's own place. */
const minGroupedSteps = 3;

/** `step "<id>"` at the start of a message (describePath), followed by ` (uses)`, `, field` or `: `. */
const stepPrefix = /^step "([a-z][a-z0-9-]*)"(?= \(|, |: )/;

/**
 * The same problem in many steps (100 steps without a usable secret sink) as one issue, located at
 * the first of them: `steps "a", "b", ... "j" and 90 more (100 steps, ensure-webhook),
 * with.secret-sink: ...`. Problems group when everything after the step id is the same (the step
 * kind, the field and the words) in at least three steps; the others stay as they are, in their
 * order (a group takes the place of its first issue). Linear.
 */
export function groupIssues(issues: readonly PlanIssue[]): PlanIssue[] {
  const keys = issues.map((issue) => {
    const match = stepPrefix.exec(issue.message);
    return match?.[1] ? { id: match[1], rest: issue.message.slice(match[0].length) } : undefined;
  });
  const ids = new Map<string, string[]>();
  for (const key of keys) {
    if (!key) continue;
    const list = ids.get(key.rest);
    if (list) list.push(key.id);
    else ids.set(key.rest, [key.id]);
  }
  const grouped: PlanIssue[] = [];
  const emitted = new Set<string>();
  for (const [at, issue] of issues.entries()) {
    const key = keys[at];
    const steps = key ? (ids.get(key.rest) ?? []) : [];
    if (!key || steps.length < minGroupedSteps) grouped.push(issue);
    else if (!emitted.has(key.rest)) {
      emitted.add(key.rest);
      grouped.push({ ...issue, message: groupedMessage(steps, key.rest), steps });
    }
  }
  return grouped;
}

function groupedMessage(ids: string[], rest: string): string {
  // An id is named once (steps that share an id: the problem is that they do).
  const distinct = [...new Set(ids)];
  const named = distinct
    .slice(0, maxNamedSteps)
    .map((id) => `"${id}"`)
    .join(", ");
  const more = distinct.length > maxNamedSteps ? ` and ${distinct.length - maxNamedSteps} more` : "";
  const uses = /^ \(([a-z-]+)\)/.exec(rest);
  const tail = uses ? rest.slice(uses[0].length) : rest;
  return `steps ${named}${more} (${ids.length} steps${uses ? `, ${uses[1]}` : ""})${tail}`;
}

function summarise(issues: PlanIssue[], source: string | undefined): string {
  const lines = issues.map((issue) => `  ${where(issue, source)}${issue.message}`);
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  return `the plan is invalid (${count}); nothing was changed:\n${lines.join("\n")}`;
}

function where(issue: PlanIssue, source: string | undefined): string {
  const file = issue.file ?? source;
  if (issue.line === undefined) return file ? `${file}: ` : "";
  return `${file ?? "plan"}:${issue.line}:${issue.column ?? 1}: `;
}

/** `step "hook" (ensure-webhook), with.url` for a path inside the raw plan. */
export function describePath(raw: unknown, path: PlanPath): string {
  if (path[0] !== "steps" || typeof path[1] !== "number") {
    return path.length ? `plan field ${path.join(".")}` : "plan";
  }
  const step = (raw as { steps?: unknown[] } | undefined)?.steps?.[path[1]] as
    | { id?: unknown; uses?: unknown }
    | undefined;
  const id = typeof step?.id === "string" && step.id ? `step "${step.id}"` : `step ${path[1] + 1}`;
  const uses = typeof step?.uses === "string" && stepDefinition(step.uses) ? ` (${step.uses})` : "";
  const field = path.slice(2).join(".");
  return field ? `${id}${uses}, ${field}` : `${id}${uses}`;
}

/** Turns a zod issue into a sentence naming the step, the field and the fix. */
export function planIssueFromZod(raw: unknown, issue: z.core.$ZodIssue): PlanIssue {
  const path = issue.path.filter((part): part is string | number => typeof part !== "symbol");
  return { path, message: `${describePath(raw, path)}: ${explain(raw, path, issue)}` };
}

function explain(raw: unknown, path: PlanPath, issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      const value = valueAt(raw, path);
      if (value === undefined) {
        const what = issue.expected === "object" ? "{ ... }" : `<${issue.expected}>`;
        const misspelt = misspeltAs(raw, path);
        const it = misspelt === undefined ? "" : ` (the plan has "${misspelt}": misspelt?)`;
        return `is required; add ${String(path.at(-1) ?? "it")}: ${what}${it}`;
      }
      const got = issue.expected === "int" && typeof value === "number" ? String(value) : typeName(value);
      return `must be ${article(issue.expected)}, not ${got}`;
    }
    case "unrecognized_keys": {
      const keys = issue.keys.map((key) => `"${key}"`).join(", ");
      const allowed = allowedKeys(raw, path);
      const list = allowed ? ` (allowed: ${allowed.join(", ")})` : "";
      const [only] = issue.keys;
      const guess =
        issue.keys.length === 1 && only !== undefined && allowed ? closeKey(only, allowed) : undefined;
      if (guess !== undefined)
        return `unknown key ${keys} (did you mean ${guess}?); correct or remove it${list}`;
      return `unknown key${issue.keys.length === 1 ? "" : "s"} ${keys}; remove or correct ${issue.keys.length === 1 ? "it" : "them"}${list}`;
    }
    case "invalid_union": {
      const last = path.at(-1);
      if (last === "uses") {
        const value = valueAt(raw, path);
        const names = stepDefinitions.map((definition) => definition.uses);
        const guess = typeof value === "string" ? closest(value, names) : undefined;
        const hint = guess ? ` (did you mean ${guess}?)` : "";
        if (value === undefined || value === null)
          return `is required; add uses: <step>, one of ${names.join(", ")}`;
        return `unknown step${typeof value === "string" ? ` "${value}"` : ""}${hint}; use one of ${names.join(", ")}`;
      }
      if (last === "type") return `unknown secret sink type; use one of ${secretSinkKinds.join(", ")}`;
      return issue.message;
    }
    case "too_small":
    case "too_big": {
      // Our own messages stay; zod's defaults ("Too small: expected array to have >=1 items") are rewritten.
      const bound = /^Too (small|big):/.test(issue.message) ? explainBound(issue) : issue.message;
      const value = valueAt(raw, path);
      // A list over its limit: how long it is, so the user knows how much to cut.
      return issue.code === "too_big" && Array.isArray(value) ? `${bound} (it has ${value.length})` : bound;
    }
    case "invalid_value":
      if (!issue.message.startsWith("Invalid")) return issue.message;
      if (issue.values.length === 1) return `must be ${JSON.stringify(issue.values[0])}`;
      return `must be one of ${issue.values.map((value) => String(value)).join(", ")}`;
    default:
      return issue.message;
  }
}

/**
 * The allowed key a mistyped one most likely meant: within one edit per three letters (`actons` ->
 * `actions`), so that a short key is not read as any other (`mode` is not `type`).
 */
function closeKey(typed: string, allowed: string[]): string | undefined {
  const reach = Math.max(1, Math.floor(typed.length / 3));
  const near = allowed.filter((key) => editDistance(typed, key) <= reach);
  return near.length === 0 ? undefined : closest(typed, near);
}

/** A key beside a missing required one that is not allowed there and is close to its name. */
function misspeltAs(raw: unknown, path: PlanPath): string | undefined {
  const name = path.at(-1);
  const parent = valueAt(raw, path.slice(0, -1));
  if (typeof name !== "string" || typeof parent !== "object" || parent === null) return undefined;
  const allowed = allowedKeys(raw, path.slice(0, -1)) ?? [];
  return Object.keys(parent).find((key) => !allowed.includes(key) && closeKey(key, [name]) === name);
}

function allowedKeys(raw: unknown, path: PlanPath): string[] | undefined {
  if (path.length === 0) return ["defaults", "steps"];
  if (path.length === 2 && path[0] === "steps") return ["id", "uses", "name", "with"];
  const step = valueAt(raw, path.slice(0, 2)) as { uses?: unknown } | undefined;
  const definition = typeof step?.uses === "string" ? stepDefinition(step.uses) : undefined;
  if (path.length === 3 && path[2] === "with" && definition) {
    const schema = definition.with instanceof z.ZodLazy ? definition.with.unwrap() : definition.with;
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
    return shape ? Object.keys(shape) : undefined;
  }
  if (path.length === 4 && path[3] === "secret-sink") {
    const type = (valueAt(raw, path) as { type?: unknown } | undefined)?.type;
    if (type === "file") return ["type", "path"];
    if (type === "command") return ["type", "command", "timeout"];
    if (type === "github-secret") return ["type", "repository", "name", "environment"];
    return ["type"];
  }
  return undefined;
}

function valueAt(raw: unknown, path: PlanPath): unknown {
  let current = raw;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `a ${typeof value}`;
}

function explainBound(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const bound = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === "array" || issue.origin === "string") {
    const limit = inclusive ? bound : small ? bound + 1 : bound - 1;
    const unit = issue.origin === "array" ? "item" : "character";
    if (small && limit === 1)
      return issue.origin === "array" ? "needs at least one item" : "must not be empty";
    const verb =
      issue.origin === "array"
        ? small
          ? "needs at least"
          : "takes at most"
        : small
          ? "must be at least"
          : "must be at most";
    return `${verb} ${limit} ${unit}${limit === 1 ? "" : "s"}`;
  }
  if (inclusive) return `must be ${small ? "at least" : "at most"} ${bound}`;
  return `must be ${small ? "greater" : "less"} than ${bound}`;
}

function article(expected: string): string {
  if (expected === "int") return "a whole number";
  if (expected === "array") return "a list";
  if (expected === "object") return "a mapping";
  return `a ${expected}`;
}

/** The candidate within edit distance 3 of `value`, if any (typo help for `uses` and event names). */
export function closest(value: string, candidates: string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(value, name);
    if (distance <= 3 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
