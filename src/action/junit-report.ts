import { mkdir, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import type { RunReport } from "../engine/index.js";
import { InputError } from "./inputs.js";

/** The junit-file input as an absolute path inside the workspace; undefined when not given. */
export function junitReportPath(input: string, workspace: string): string | undefined {
  const value = input.trim();
  if (value === "") return undefined;
  const path = resolve(workspace, value);
  const inside = relative(resolve(workspace), path);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) {
    throw new InputError(
      "input junit-file: must be a file path inside the workspace, e.g. reports/svc-ci.xml",
    );
  }
  return path;
}

/** Writes the JUnit XML (loaded only when asked for); the report holds no secret. */
export async function writeJunitReport(
  path: string,
  report: RunReport | undefined,
  failure: string | undefined,
): Promise<void> {
  const { renderJunit } = await import("../engine/report-junit.js");
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, renderJunit(report, failure === undefined ? {} : { failure }));
}
