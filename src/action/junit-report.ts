import { mkdir, realpath } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { RunReport } from "../engine/index.js";
import { junitTargetProblem, writeReportFile } from "../engine/plan-run/junit-target.js";
import { InputError } from "./inputs.js";
import { placeIn } from "./workspace-paths.js";

const insideWorkspace = "input junit-file: must be a file path inside the workspace, e.g. reports/svc-ci.xml";

/**
 * The junit-file input as an absolute path inside the workspace; undefined when not given. The
 * part of the path that exists already must resolve (symlinks followed) inside the workspace too.
 */
export async function junitReportPath(input: string, workspace: string): Promise<string | undefined> {
  const value = input.trim();
  if (value === "") return undefined;
  const path = resolve(workspace, value);
  if (placeIn(resolve(workspace), path) !== "inside") throw new InputError(insideWorkspace);
  await confine(dirname(path), workspace, true);
  return path;
}

/**
 * Why the report must not go to `path` (the engine's rule, shared with `svc run --junit`): it would
 * replace the plan file, a file a `file` secret sink of the plan writes (the secret would be lost,
 * the step reporting it stored) or another file that is no earlier report; or undefined.
 */
export async function junitTargetRefusal(
  path: string,
  workspace: string,
  planFiles: readonly string[],
  steps?: readonly { id: string; with?: unknown }[],
): Promise<string | undefined> {
  const why = await junitTargetProblem({ junit: path, planFiles, steps, baseDirectory: workspace });
  return why === undefined
    ? undefined
    : `input junit-file: ${path} ${why}; choose another junit-file (or secret-sink path)`;
}

/**
 * Refuses a directory that resolves outside the workspace (through a symlink); with `partial`,
 * the nearest existing ancestor is resolved (the rest is created later).
 */
async function confine(directory: string, workspace: string, partial: boolean): Promise<void> {
  const root = await realpath(workspace).catch(() => resolve(workspace));
  let existing = directory;
  for (;;) {
    const real = await realpath(existing).catch((error: NodeJS.ErrnoException) => {
      // A missing part (or a file in the way, which junitTargetRefusal names) is looked past.
      if (partial && (error.code === "ENOENT" || error.code === "ENOTDIR") && dirname(existing) !== existing)
        return undefined;
      throw error;
    });
    if (real !== undefined) {
      if (placeIn(root, real) === "outside") {
        throw new InputError(
          `input junit-file: ${existing} resolves to ${real}, which is outside the workspace ${root}; write the report inside GITHUB_WORKSPACE (symlinks included), e.g. reports/svc-ci.xml`,
        );
      }
      return;
    }
    existing = dirname(existing);
  }
}

/**
 * Writes the JUnit XML (loaded only when asked for); the report holds no secret. The directory is
 * checked again after it is created; the file is written by the engine's rule (writeReportFile).
 */
export async function writeJunitReport(
  path: string,
  report: RunReport | undefined,
  failure: string | undefined,
  workspace: string,
): Promise<void> {
  const { renderJunit } = await import("../engine/report-junit.js");
  await confine(dirname(path), workspace, true);
  await mkdir(dirname(path), { recursive: true });
  await confine(dirname(path), workspace, false);
  const why = await writeReportFile(path, renderJunit(report, failure === undefined ? {} : { failure }));
  if (why !== undefined) throw new InputError(`input junit-file: ${path} ${why}`);
}
