/**
 * Where a JUnit report may go, one rule for the Action (junit-file) and `svc run --junit`: it may
 * replace an earlier report, never the plan file, a file a secret sink of the plan writes, a file
 * in the directory the CLI writes secrets to, nor any other existing file that is not a JUnit
 * report (a secret or a plan lost to a report cannot be got back).
 */
import { constants, type Stats } from "node:fs";
import { open, realpath, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileSinkPaths } from "../sinks/file-sink-paths.js";

export interface JunitTargetFacts {
  /** The report's absolute path. */
  junit: string;
  /** The plan file's path (absolute), when the plan is a file. */
  planFile?: string | undefined;
  /** The plan's steps once it is parsed: their `file` sinks are checked. */
  steps?: readonly { id: string; with?: unknown }[] | undefined;
  /** What relative sink paths are resolved against. */
  baseDirectory: string;
  /** The directory `svc run --secrets-dir` writes secrets to. */
  secretsDir?: string | undefined;
}

const statOf = (path: string): Promise<Stats | undefined> => stat(path).catch(() => undefined);

/** The same file: the same path, or (both existing) the same inode through a link or symlink. */
async function sameFile(a: string, b: string, aStats: Stats | undefined): Promise<boolean> {
  if (resolve(a) === resolve(b)) return true;
  if (!aStats) return false;
  const bStats = await statOf(b);
  return bStats !== undefined && bStats.dev === aStats.dev && bStats.ino === aStats.ino;
}

const realDirectory = (path: string) => realpath(path).catch(() => resolve(path));

/**
 * Why the report must not be written to `facts.junit`, completing "<path> ..." (e.g. "is the plan
 * file; ..."), or undefined.
 * Side-effect free; reads at most the first 4 KiB of an existing file at the target.
 */
export async function junitTargetProblem(facts: JunitTargetFacts): Promise<string | undefined> {
  const target = await statOf(facts.junit);
  if (facts.planFile !== undefined && (await sameFile(facts.junit, facts.planFile, target)))
    return "is the plan file; the report would replace the plan";
  for (const sink of fileSinkPaths(facts.steps ?? [], facts.baseDirectory)) {
    if (await sameFile(facts.junit, sink.path, target))
      return `is where step "${sink.stepId}" writes its signing secret; the report would replace the secret`;
  }
  if (
    facts.secretsDir !== undefined &&
    (await realDirectory(dirname(facts.junit))) === (await realDirectory(facts.secretsDir))
  )
    return "is in --secrets-dir, where the secrets are written; the report could replace one";
  return existingFileProblem(facts.junit);
}

/** An existing file at the report's place must be an earlier JUnit report (or empty). */
export async function existingFileProblem(path: string): Promise<string | undefined> {
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
