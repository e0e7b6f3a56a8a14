/**
 * One plan file's text as data: strict UTF-8, YAML (depth-checked, unique keys, aliases bounded),
 * and positions into the text. The schema and the rules across files are plan-set.ts's.
 */
import {
  Composer,
  type CST,
  type Document,
  type DocumentOptions,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type ParseOptions,
  Parser,
  type SchemaOptions,
  type YAMLError,
  YAMLParseError,
} from "yaml";

import { decodeUtf8Strict } from "../untrusted/strict-utf8.js";
import { inlineAliases, maxAliasValues } from "./plan-aliases.js";
import { maxPlanDepth, tooDeepIn } from "./plan-depth.js";
import { type PlanIssue, type PlanPath, PlanValidationError } from "./plan-errors.js";
import { planExcerpt } from "./plan-excerpt.js";
import type { Plan } from "./plan-schema.js";

/** The bytes of a run's plan, all its files together (docs/plan.md "Fleet-size plans"). */
export const maxPlanBytes = 4 * 1024 * 1024;

export interface Position {
  line: number;
  column: number;
  /** The plan file, when the run has several (the label it was read with). */
  file?: string;
}

/** A validated plan plus a way to point at any of its fields in the source text. */
export interface ParsedPlan {
  plan: Plan;
  /** The plan's label, when it is one file. */
  source?: string;
  /** What is valid but most likely wrong (unknown event names), located like issues. */
  warnings: PlanIssue[];
  locate(path: PlanPath): Position | undefined;
}

/** One plan file's data as read from its YAML, before any schema; `locate` points into its text. */
export interface PlanDocument {
  label?: string;
  raw: unknown;
  locate(path: PlanPath, key?: string): Position | undefined;
}

/**
 * One plan file's text read as YAML: strict UTF-8, depth-checked, unique keys, aliases bounded.
 * Throws PlanValidationError (labelled `label`) on a syntax problem.
 */
export function readPlanDocument(content: string | Uint8Array, label?: string): PlanDocument {
  const text = typeof content === "string" ? content : decodePlanBytes(content, label);
  const lineCounter = new LineCounter();
  // One pass of the lexer for both the depth check and the document (a 10,000-step plan is MiBs).
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const deep = tooDeepIn(tokens, lineCounter);
  if (deep) {
    const message = `the plan nests deeper than ${maxPlanDepth} levels; a plan needs only a few (see docs/plan.md)`;
    throw new PlanValidationError([{ path: [], message, ...deep }], label);
  }
  // logLevel error: a YAML warning (e.g. a mapping used as a key) is never printed by the library
  // (process.emitWarning would put plan text on stderr); the plan is judged by its errors and schema.
  // The positions come from lineCounter: the library's pretty errors (not used) build a code frame
  // per error, which made a 1 MiB line of errors take half a minute.
  const document = composeDocument(tokens, text.length, { uniqueKeys: true, logLevel: "error" });
  if (document.errors.length > 0) {
    throw new PlanValidationError(yamlIssues(text, document.errors, lineCounter), label);
  }
  const raw = toPlainData(document, lineCounter, label);
  const locate = (path: PlanPath, key?: string) => locateIn(document, lineCounter, path, key);
  return { ...(label === undefined ? {} : { label }), raw, locate };
}

/** The first document of the tokens; a second one is an error (a plan is one document). */
function composeDocument(
  tokens: readonly CST.Token[],
  length: number,
  options: DocumentOptions & ParseOptions & SchemaOptions,
): Document {
  let first: Document | undefined;
  for (const document of new Composer(options).compose(tokens, true, length)) {
    if (!first) first = document as Document;
    else {
      const range = document.range.slice(0, 2) as [number, number];
      const message = "Source contains multiple documents; a plan is one document";
      first.errors.push(new YAMLParseError(range, "MULTIPLE_DOCS", message));
      break;
    }
  }
  return first as Document;
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

/** The document as plain data; aliases that expand too far (a YAML "billion laughs") are refused. */
function toPlainData(document: Document, lineCounter: LineCounter, source: string | undefined): unknown {
  const { over, unresolved } = inlineAliases(document);
  if (over === undefined && unresolved === undefined) return document.toJS({ maxAliasCount: -1 });
  const at = (over ?? unresolved) as Node;
  const offset = at.range?.[0];
  const position = offset === undefined ? undefined : lineCounter.linePos(offset);
  const message = over
    ? `YAML aliases expand too far (more than ${maxAliasValues} values added by aliases), as in a "billion laughs" document; write the repeated values out instead of nesting anchors`
    : "YAML alias names no anchor before it (an anchor &name must come before its alias *name, outside it)";
  throw new PlanValidationError(
    [{ path: [], message, ...(position ? { line: position.line, column: position.col } : {}) }],
    source,
  );
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
