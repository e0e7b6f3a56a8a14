/**
 * Where a JUnit report may go, one rule for the Action (junit-file) and `svc run --junit`: it may
 * replace an earlier report, never the plan file, a file a secret sink of the plan writes, a file
 * in the directory the CLI writes secrets to, nor any other existing file that is not a JUnit
 * report (a secret or a plan lost to a report cannot be got back).
 */
import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";
import { creatableDirectoryProblem } from "../../untrusted/path-problem.js";
import { sameFile, statOf } from "./same-file.js";
import { type SecretFileFacts, secretFileClash } from "./secret-files.js";

export interface JunitTargetFacts extends SecretFileFacts {
  /** The report's absolute path. */
  junit: string;
  /** The plan files' paths (absolute); none when the plan is not a file. */
  planFiles?: readonly string[] | undefined;
}

/**
 * Why the report must not or cannot be written to `facts.junit`, completing "<path> ..." (e.g. "is
 * the plan file; ...", "cannot be written: /a/b is a regular file, not a directory"), or undefined.
 * Side-effect free; reads at most the first 4 KiB of an existing file at the target.
 */
export async function junitTargetProblem(facts: JunitTargetFacts): Promise<string | undefined> {
  const target = await statOf(facts.junit);
  for (const planFile of facts.planFiles ?? [])
    if (await sameFile(facts.junit, planFile, target))
      return "is the plan file; the report would replace the plan";
  const clash = await secretFileClash(facts.junit, facts);
  if (clash !== undefined) return clash;
  // Its directory is created when missing; a file in the way is named before any call.
  const parent = await creatableDirectoryProblem(dirname(facts.junit));
  if (parent !== undefined) return `cannot be written: ${parent}`;
  return existingFileProblem(facts.junit);
}

/** An existing file at the report's place must be an earlier JUnit report (or empty). */
async function existingFileProblem(path: string): Promise<string | undefined> {
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);
  const handle = await open(path, flags).catch((error: NodeJS.ErrnoException) => error);
  if (!("fd" in handle)) {
    if (handle.code === "ENOENT") return undefined;
    if (handle.code === "ELOOP") return "is a symbolic link, which is never written through";
    return undefined; // other errors surface when the report is written
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return "exists and is not a regular file";
    if (stats.size === 0) return undefined;
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (/<testsuites?[\s>]/.test(head.toString("utf8", 0, bytesRead))) return undefined;
    return "exists and is not a JUnit report (only an earlier report is replaced); remove it or choose another path";
  } finally {
    await handle.close();
  }
}

/**
 * Writes a report to `path` in an existing directory, for both adapters: never over a file that is no
 * earlier report (returns why instead, writing nothing), never through a symlink in its place
 * (O_NOFOLLOW: a symlink raced in after the check fails the open with ELOOP).
 */
export async function writeReportFile(path: string, xml: string): Promise<string | undefined> {
  const why = await existingFileProblem(path);
  if (why !== undefined) return why;
  const handle = await open(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    await handle.writeFile(xml);
  } finally {
    await handle.close();
  }
  return undefined;
}
