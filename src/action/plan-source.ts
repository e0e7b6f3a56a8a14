import { realpath } from "node:fs/promises";
import { relative, resolve } from "node:path";
import type { ParsedPlan, PlanIssue, Position } from "../engine/index.js";
import { maxPlanBytes } from "../engine/plan-parse.js";
import { loadPlans, readPlanFile } from "../engine/plan-run/load-plan.js";
import { InputFileError } from "../untrusted/bounded-file.js";
import { InputError, type Inputs } from "./inputs.js";
import type { ActionLog } from "./workflow-commands.js";
import { annotationFile, placeIn } from "./workspace-paths.js";

/** Where the plan came from: a workspace file (annotations point into it) or the plan input. */
export interface PlanSource {
  /** The inline plan text, or the file's bytes (decoded strictly as UTF-8 by parsePlan). */
  content: string | Uint8Array;
  /** The plan file relative to the workspace, with `/` (as annotations need it), or undefined for inline plans. */
  file?: string;
  /** The plan file's real absolute path (a report must never replace it). */
  path?: string;
  label: string;
}

/**
 * The plan input, or each file the plan-file input names (one path a line, blank lines ignored,
 * as multi-line inputs of other well-known actions), in order; their steps run as one plan
 * (docs/plan.md "Several plan files"). Each file is confined to the workspace: the path
 * (relative, or absolute) and every symlink on the way are resolved first, and a real path outside
 * realpath(GITHUB_WORKSPACE) is refused before a byte of it is read.
 */
export async function readPlanSources(inputs: Inputs, workspace: string): Promise<PlanSource[]> {
  const planFiles = inputs["plan-file"];
  if (planFiles === undefined) return [{ content: inputs.plan ?? "", label: "plan input" }];
  const paths = planFileLines(planFiles);
  if (paths.length === 0)
    throw new InputError("input plan-file: names no file; give one path a line, relative to the workspace");
  const sources: PlanSource[] = [];
  let bytes = 0;
  for (const path of paths) {
    const source = await readPlanFileIn(path, workspace);
    bytes += source.content.length;
    if (bytes > maxPlanBytes)
      throw new InputError(
        `input plan-file: the plan files are larger than ${maxPlanBytes / 1024 / 1024} MiB together; split the plan into several runs`,
      );
    sources.push(source);
  }
  return sources;
}

/** The paths of a plan-file input: one a line, trimmed, blank lines left out. */
export function planFileLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

async function readPlanFileIn(planFile: string, workspace: string): Promise<PlanSource> {
  const cannot = (error: NodeJS.ErrnoException) =>
    new InputError(
      `input plan-file: cannot read ${planFile} (${error.code ?? "error"}); the path is relative to the workspace, so check out the repository first (actions/checkout)`,
    );
  const root = await realpath(workspace).catch(() => {
    throw new InputError(`input plan-file: the workspace ${workspace} (GITHUB_WORKSPACE) does not exist`);
  });
  const named = resolve(workspace, planFile);
  const real = await realpath(named).catch((error: NodeJS.ErrnoException) => {
    throw cannot(error);
  });
  if (placeIn(root, real) === "outside") {
    throw new InputError(
      `input plan-file: ${planFile} resolves to ${real}, which is outside the workspace ${root}; plan-file must name a file inside GITHUB_WORKSPACE (symlinks included), e.g. .github/svc-plan.yml`,
    );
  }
  // The engine's plan reader: a regular file only (a named pipe is refused, never waited on), at
  // most 1 MiB, refused before it is read.
  const bytes = await readPlanFile(real).catch((error: unknown) => {
    if (error instanceof InputFileError)
      throw new InputError(`input plan-file: ${planFile} ${error.message}`);
    throw cannot(error as NodeJS.ErrnoException);
  });
  const file = annotationFile(
    placeIn(workspace, named) === "inside" ? relative(workspace, named) : relative(root, real),
  );
  return { content: bytes, file, label: file, path: real };
}

/** The engine's plan loader, the same as `svc run`'s: strict UTF-8, YAML, schema, policy, warnings. */
export function parsePlanSource(source: PlanSource | readonly PlanSource[]): ParsedPlan {
  const sources = listOf(source);
  return loadPlans(sources.map(({ content, label }) => ({ content, label })));
}

function listOf(source: PlanSource | readonly PlanSource[]): readonly PlanSource[] {
  return Array.isArray(source) ? source : [source as PlanSource];
}

/** The workspace file an issue or position of a run of several files names (its label is that file). */
function fileOf(sources: readonly PlanSource[], named: string | undefined): string | undefined {
  if (named !== undefined) return sources.find((source) => source.label === named)?.file ?? named;
  return sources[0]?.file;
}

/**
 * One annotation per plan problem (error) or warning: on the plan file's line and column when the
 * plan is a file; for an inline plan the line is counted within the plan input.
 */
export function annotatePlanIssues(
  log: ActionLog,
  issues: PlanIssue[],
  source: PlanSource | readonly PlanSource[],
  locate?: (path: PlanIssue["path"]) => Position | undefined,
  level: "error" | "warning" = "error",
): void {
  const annotate = log[level];
  const sources = listOf(source);
  for (const issue of issues) {
    const position = issuePosition(issue, locate);
    const file = fileOf(sources, issue.file ?? position?.file);
    if (file !== undefined && position) {
      annotate(issue.message, {
        title: "svc-ci plan",
        file,
        startLine: position.line,
        startColumn: position.column,
      });
    } else {
      const where = position ? ` (plan input line ${position.line})` : "";
      annotate(`${issue.message}${where}`, { title: "svc-ci plan" });
    }
  }
}

/** Each problem as one line, `file:line:column: message` (for the JUnit report's failure). */
export function planIssueLines(
  issues: PlanIssue[],
  source: PlanSource | readonly PlanSource[],
  locate?: (path: PlanIssue["path"]) => Position | undefined,
): string[] {
  const sources = listOf(source);
  return issues.map((issue) => {
    const position = issuePosition(issue, locate);
    if (!position) return issue.message;
    const file = fileOf(sources, issue.file ?? position.file);
    if (file === undefined) return `${issue.message} (plan input line ${position.line})`;
    return `${file}:${position.line}:${position.column}: ${issue.message}`;
  });
}

function issuePosition(
  issue: PlanIssue,
  locate: ((path: PlanIssue["path"]) => Position | undefined) | undefined,
): Position | undefined {
  return issue.line !== undefined
    ? {
        line: issue.line,
        column: issue.column ?? 1,
        ...(issue.file === undefined ? {} : { file: issue.file }),
      }
    : locate?.(issue.path);
}
