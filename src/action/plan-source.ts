import { readFile } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { maxPlanBytes, type ParsedPlan, type PlanIssue, type Position, parsePlan } from "../engine/index.js";
import { actionLog } from "./core-context.js";
import { InputError, type Inputs } from "./inputs.js";

/** Where the plan text came from: a workspace file (annotations point into it) or the plan input. */
export interface PlanSource {
  text: string;
  /** The plan file relative to the workspace (as annotations need it), or undefined for inline plans. */
  file?: string;
  label: string;
}

export async function readPlanSource(inputs: Inputs, workspace: string): Promise<PlanSource> {
  const planFile = inputs["plan-file"];
  if (planFile === undefined) return { text: inputs.plan ?? "", label: "plan input" };
  const path = resolve(workspace, planFile);
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new InputError(
      `input plan-file: cannot read ${planFile} (${error.code ?? "error"}); the path is relative to the workspace, so check out the repository first (actions/checkout)`,
    );
  });
  if (Buffer.byteLength(text) > maxPlanBytes)
    throw new InputError(`input plan-file: ${planFile} is larger than 1 MiB`);
  const inWorkspace = relative(workspace, path);
  const file = inWorkspace.startsWith("..") || isAbsolute(inWorkspace) ? path : inWorkspace;
  return { text, file, label: file };
}

export function parsePlanSource(source: PlanSource): ParsedPlan {
  return parsePlan(source.text, source.label);
}

/**
 * One error annotation per plan problem: on the plan file's line and column when the plan is a file;
 * for an inline plan the line is counted within the plan input.
 */
export function annotatePlanIssues(
  issues: PlanIssue[],
  source: PlanSource,
  locate?: (path: PlanIssue["path"]) => Position | undefined,
): void {
  for (const issue of issues) {
    const position =
      issue.line !== undefined ? { line: issue.line, column: issue.column ?? 1 } : locate?.(issue.path);
    if (source.file !== undefined && position) {
      actionLog.error(issue.message, {
        title: "svc-ci plan",
        file: source.file,
        startLine: position.line,
        startColumn: position.column,
      });
    } else {
      const where = position ? ` (plan input line ${position.line})` : "";
      actionLog.error(`${issue.message}${where}`, { title: "svc-ci plan" });
    }
  }
}
