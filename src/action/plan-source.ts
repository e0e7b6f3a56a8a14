import { readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { maxPlanBytes, type ParsedPlan, type PlanIssue, type Position, parsePlan } from "../engine/index.js";
import { actionLog } from "./core-context.js";
import { InputError, type Inputs } from "./inputs.js";

/** Where the plan came from: a workspace file (annotations point into it) or the plan input. */
export interface PlanSource {
  /** The inline plan text, or the file's bytes (decoded strictly as UTF-8 by parsePlan). */
  content: string | Uint8Array;
  /** The plan file relative to the workspace (as annotations need it), or undefined for inline plans. */
  file?: string;
  label: string;
}

const inside = (base: string, path: string) => {
  const rel = relative(base, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
};

/**
 * Reads the plan input, or the plan file confined to the workspace: the path (relative, or
 * absolute) and every symlink on the way are resolved first, and a real path outside
 * realpath(GITHUB_WORKSPACE) is refused before a byte of it is read.
 */
export async function readPlanSource(inputs: Inputs, workspace: string): Promise<PlanSource> {
  const planFile = inputs["plan-file"];
  if (planFile === undefined) return { content: inputs.plan ?? "", label: "plan input" };
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
  if (real !== root && !inside(root, real)) {
    throw new InputError(
      `input plan-file: ${planFile} resolves to ${real}, which is outside the workspace ${root}; plan-file must name a file inside GITHUB_WORKSPACE (symlinks included), e.g. .github/svc-plan.yml`,
    );
  }
  const info = await stat(real).catch((error: NodeJS.ErrnoException) => {
    throw cannot(error);
  });
  if (!info.isFile()) throw new InputError(`input plan-file: ${planFile} is not a regular file`);
  if (info.size > maxPlanBytes) throw new InputError(`input plan-file: ${planFile} is larger than 1 MiB`);
  const bytes = await readFile(real).catch((error: NodeJS.ErrnoException) => {
    throw cannot(error);
  });
  const file = inside(workspace, named) ? relative(workspace, named) : relative(root, real);
  return { content: bytes, file, label: file };
}

export function parsePlanSource(source: PlanSource): ParsedPlan {
  return parsePlan(source.content, source.label);
}

/**
 * One annotation per plan problem (error) or warning: on the plan file's line and column when the
 * plan is a file; for an inline plan the line is counted within the plan input.
 */
export function annotatePlanIssues(
  issues: PlanIssue[],
  source: PlanSource,
  locate?: (path: PlanIssue["path"]) => Position | undefined,
  level: "error" | "warning" = "error",
): void {
  const annotate = actionLog[level];
  for (const issue of issues) {
    const position =
      issue.line !== undefined ? { line: issue.line, column: issue.column ?? 1 } : locate?.(issue.path);
    if (source.file !== undefined && position) {
      annotate(issue.message, {
        title: "svc-ci plan",
        file: source.file,
        startLine: position.line,
        startColumn: position.column,
      });
    } else {
      const where = position ? ` (plan input line ${position.line})` : "";
      annotate(`${issue.message}${where}`, { title: "svc-ci plan" });
    }
  }
}
