import {
  type Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  visit,
  type YAMLError,
} from "yaml";
import { decodeUtf8Strict } from "../untrusted/strict-utf8.js";
import { maxPlanDepth, tooDeepAt } from "./plan-depth.js";
import { type PlanIssue, type PlanPath, PlanValidationError, planIssueFromZod } from "./plan-errors.js";
import { planExcerpt } from "./plan-excerpt.js";
import { planWarnings } from "./plan-policy.js";
import { crossStepIssues, type Plan, planSchema } from "./plan-schema.js";

export const maxPlanBytes = 1024 * 1024;

export interface Position {
  line: number;
  column: number;
}

/** A validated plan plus a way to point at any of its fields in the source text. */
export interface ParsedPlan {
  plan: Plan;
  source?: string;
  /** What is valid but most likely wrong (unknown event names), located like issues. */
  warnings: PlanIssue[];
  locate(path: PlanPath): Position | undefined;
}

/**
 * Parses and validates a plan (YAML or JSON): text, or the bytes of a file, which must be UTF-8.
 * Throws PlanValidationError listing every problem with its line and column; `source` (a file
 * name) only labels the messages.
 */
export function parsePlan(content: string | Uint8Array, source?: string): ParsedPlan {
  const size = typeof content === "string" ? Buffer.byteLength(content) : content.byteLength;
  if (size > maxPlanBytes) {
    throw new PlanValidationError([{ path: [], message: "the plan is larger than 1 MiB; split it" }], source);
  }
  const text = typeof content === "string" ? content : decodePlanBytes(content, source);
  const deep = tooDeepAt(text);
  if (deep) {
    const message = `the plan nests deeper than ${maxPlanDepth} levels; a plan needs only a few (see docs/plan.md)`;
    throw new PlanValidationError([{ path: [], message, ...deep }], source);
  }
  const lineCounter = new LineCounter();
  // logLevel error: a YAML warning (e.g. a mapping used as a key) is never printed by the library
  // (process.emitWarning would put plan text on stderr); the plan is judged by its errors and schema.
  const document = parseDocument(text, {
    lineCounter,
    uniqueKeys: true,
    // The positions come from lineCounter: the library's pretty errors build a code frame per
    // error, which made a 1 MiB line of errors take half a minute.
    prettyErrors: false,
    logLevel: "error",
  });
  const locate = (path: PlanPath, key?: string) => locateIn(document, lineCounter, path, key);
  if (document.errors.length > 0) {
    throw new PlanValidationError(yamlIssues(text, document.errors, lineCounter), source);
  }
  const raw = toPlainData(document, lineCounter, source);
  const plan = validatePlan(raw, source, locate);
  const warnings = planWarnings(plan).map((warning) => {
    const position = locate(warning.path);
    return position ? { ...warning, line: position.line, column: position.column } : warning;
  });
  return { plan, ...(source === undefined ? {} : { source }), warnings, locate: (path) => locate(path) };
}

/** YAML syntax errors shown, each with its line: later ones mostly follow from the first. */
const shownYamlErrors = 20;

/** The first YAML syntax errors as plan issues, and how many more there are. */
function yamlIssues(text: string, errors: readonly YAMLError[], lineCounter: LineCounter): PlanIssue[] {
  const issues = errors.slice(0, shownYamlErrors).map((error) => yamlIssue(text, error, lineCounter));
  const more = errors.length - issues.length;
  if (more > 0)
    issues.push({
      path: [],
      message: `YAML syntax: ${more} more error(s) not shown; fix the ones above first`,
    });
  return issues;
}

/**
 * A YAML syntax error as a plan issue: the parser's reason (its own "at line L, column C:" and code
 * frame dropped: the issue carries the position), then the plan's line with a caret under the column.
 */
function yamlIssue(text: string, error: YAMLError, lineCounter: LineCounter): PlanIssue {
  const [start, end] = error.pos.map((offset) => lineCounter.linePos(offset));
  const reason = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "").trim();
  const headline = `YAML syntax: ${reason || error.code}`;
  if (!start) return { path: [], message: headline };
  const excerpt = planExcerpt(text, {
    line: start.line,
    column: start.col,
    ...(end && end.line === start.line ? { endColumn: end.col } : {}),
  });
  return { path: [], message: [headline, ...excerpt].join("\n"), line: start.line, column: start.col };
}

function decodePlanBytes(bytes: Uint8Array, source: string | undefined): string {
  const decoded = decodeUtf8Strict(bytes);
  if ("text" in decoded) return decoded.text;
  const { byte, offset, line, column } = decoded.problem;
  const hex = byte.toString(16).toUpperCase().padStart(2, "0");
  const message = `the plan is not UTF-8: byte 0x${hex} at byte offset ${offset} (line ${line}) does not start or continue a UTF-8 character; save the file as UTF-8`;
  throw new PlanValidationError([{ path: [], message, line, column }], source);
}

const maxAliasCount = 100;

/** The document as plain data; aliases that expand too far (a YAML "billion laughs") are refused. */
function toPlainData(document: Document, lineCounter: LineCounter, source: string | undefined): unknown {
  try {
    return document.toJS({ maxAliasCount });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    // The largest expansion is usually the last alias; point at it.
    let last: Node | undefined;
    visit(document, {
      Alias: (_key, node) => {
        last = node;
      },
    });
    const offset = (last as Node | undefined)?.range?.[0];
    const position = offset === undefined ? undefined : lineCounter.linePos(offset);
    const message = `YAML aliases expand too far (more than ${maxAliasCount} alias expansions), as in a "billion laughs" document; write the repeated values out instead of nesting anchors`;
    throw new PlanValidationError(
      [{ path: [], message, ...(position ? { line: position.line, column: position.col } : {}) }],
      source,
    );
  }
}

/** Validates an already parsed plan object (e.g. from JSON); positions come from `locate` if given. */
export function validatePlan(
  raw: unknown,
  source?: string,
  locate?: (path: PlanPath, key?: string) => Position | undefined,
): Plan {
  if (raw === null || raw === undefined) {
    const message = "the plan is empty; it needs a steps: list (see docs/plan.md)";
    throw new PlanValidationError([{ path: [], message }], source);
  }
  const result = planSchema.safeParse(raw);
  if (result.success) return result.data as Plan;
  const zodIssues = [...result.error.issues];
  for (const extra of crossStepIssues(raw)) {
    const known = zodIssues.some((issue) => issue.message === extra.message);
    if (!known) zodIssues.push({ code: "custom", input: undefined, ...extra });
  }
  const issues = zodIssues.map((zodIssue) => {
    const issue = planIssueFromZod(raw, zodIssue);
    const key = zodIssue.code === "unrecognized_keys" ? zodIssue.keys[0] : undefined;
    const position = locate?.(issue.path, key);
    return position ? { ...issue, line: position.line, column: position.column } : issue;
  });
  throw new PlanValidationError(issues, source);
}

/** The deepest node of `path` that exists (or the offending `key` of a mapping). */
function locateIn(
  document: Document,
  lineCounter: LineCounter,
  path: PlanPath,
  key?: string,
): Position | undefined {
  let node: unknown = document.contents;
  let found: unknown = node;
  for (const part of path) {
    const next = child(node, part);
    if (next === undefined) break;
    node = next;
    found = next;
  }
  if (key !== undefined && isMap(found)) {
    const pair = found.items.find((item) => isPair(item) && keyOf(item.key) === key);
    if (pair && isPair(pair)) found = pair.key;
  }
  const offset = (found as Node | undefined)?.range?.[0];
  if (offset === undefined) return undefined;
  const position = lineCounter.linePos(offset);
  return { line: position.line, column: position.col };
}

function child(node: unknown, part: string | number): unknown {
  if (isMap(node)) {
    const pair = node.items.find((item) => keyOf(item.key) === String(part));
    if (!pair) return undefined;
    return isScalar(pair.value) && pair.value.value === null
      ? (pair.key ?? undefined)
      : (pair.value ?? pair.key);
  }
  if (isSeq(node) && typeof part === "number") return node.items[part] ?? undefined;
  return undefined;
}

function keyOf(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return typeof key === "string" ? key : undefined;
}
