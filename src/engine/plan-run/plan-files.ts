/**
 * The plan files a run names: a file as it is, a directory as the `*.yml` and `*.yaml` files
 * directly in it (docs/plan.md "Several plan files"). Shared by `svc run` and the Action.
 */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** A run reads at most this many plan files (a directory of thousands is most likely the wrong one). */
const maxPlanFiles = 1_000;

const planFileName = /^[^.].*\.ya?ml$/;

export class PlanFilesError extends Error {
  override name = "PlanFilesError";
}

/**
 * Each named path as the plan files it stands for, in order: a directory's files sorted by name
 * (code-unit order, the same on every machine and locale; not recursive, so a subdirectory can
 * keep other plans or fragments without being run). Hidden files (.name) and subdirectories
 * (even one named x.yml) are left out. Throws
 * PlanFilesError for a directory with no plan file or too many files in all; a path that does not
 * exist is left for the reader to report.
 */
export async function expandPlanPaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const isDirectory = await stat(path).then(
      (info) => info.isDirectory(),
      () => false,
    );
    if (!isDirectory) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path, { withFileTypes: true }))
      .filter((entry) => !entry.isDirectory() && planFileName.test(entry.name))
      .map((entry) => entry.name)
      .sort(byCodeUnits);
    if (names.length === 0)
      throw new PlanFilesError(`${path} is a directory with no plan file (*.yml or *.yaml) in it`);
    files.push(...names.map((name) => join(path, name)));
    if (files.length > maxPlanFiles) break;
  }
  if (files.length > maxPlanFiles)
    throw new PlanFilesError(`a run reads at most ${maxPlanFiles} plan files; these paths hold more`);
  return files;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
