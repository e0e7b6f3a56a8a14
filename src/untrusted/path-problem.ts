/**
 * One diagnosis for every path svc-ci writes to (a secret file, --secrets-dir, --secret-file, a
 * JUnit report, a state directory, the config file): what stands in the way, naming the part of
 * the path that is a file (or a pipe, a device) rather than a directory, instead of a bare ENOTDIR
 * or a "does not exist" that sends people to create what already exists.
 */
import { lstat, readlink, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { describeFileType, fileErrorFrom } from "./bounded-file.js";

/** What a directory path is: one, missing below an existing directory, blocked by a non-directory, or unreachable. */
type DirectoryState =
  | { state: "directory" }
  | { state: "missing" }
  /** `is`: what stands at `path`, as the rest of a sentence ("is a regular file, not a directory"). */
  | { state: "blocked"; path: string; is: string }
  | { state: "unreachable"; path: string; error: NodeJS.ErrnoException };

async function directoryState(directory: string): Promise<DirectoryState> {
  const wanted = resolve(directory);
  for (let current = wanted; ; ) {
    const result = await stat(current).catch((error: NodeJS.ErrnoException) => error);
    if (!(result instanceof Error)) {
      if (!result.isDirectory())
        return {
          state: "blocked",
          path: current,
          is: `is ${result.isFile() ? "a regular file" : describeFileType(result)}, not a directory`,
        };
      return current === wanted ? { state: "directory" } : { state: "missing" };
    }
    if (result.code !== "ENOENT" && result.code !== "ENOTDIR")
      return { state: "unreachable", path: current, error: result };
    const dangling = await danglingLink(current);
    if (dangling !== undefined) return { state: "blocked", path: current, is: dangling };
    const up = dirname(current);
    if (up === current) return { state: "missing" };
    current = up;
  }
}

/**
 * "is a symbolic link to <target>, which does not exist" when `path` is a link leading nowhere (a
 * directory cannot be made through it: mkdir says EEXIST or ENOENT), else undefined.
 */
async function danglingLink(path: string): Promise<string | undefined> {
  const stats = await lstat(path).catch(() => undefined);
  if (!stats?.isSymbolicLink()) return undefined;
  const target = await readlink(path).catch(() => "?");
  return `is a symbolic link to ${target}, which does not exist`;
}

/**
 * Why `directory` cannot be used as an existing directory, completing "<directory> ..." ("does not
 * exist", "is a regular file, not a directory", "cannot be reached: /a/b is a regular file, not a
 * directory"), or undefined when it is one (a symlink to a directory counts as one).
 */
export async function directoryProblem(directory: string): Promise<string | undefined> {
  const found = await directoryState(directory);
  switch (found.state) {
    case "directory":
      return undefined;
    case "missing":
      return "does not exist";
    default: {
      const why = whatStops(found);
      return found.path === resolve(directory) ? why : `cannot be reached: ${found.path} ${why}`;
    }
  }
}

/**
 * Why no new file can be created at `path` because of the directory it goes in, as a sentence of
 * its own ("directory /a/b does not exist; create it first", "/a/b is a regular file, not a
 * directory"), or undefined when that directory exists.
 */
export async function parentProblem(path: string): Promise<string | undefined> {
  const directory = dirname(resolve(path));
  const found = await directoryState(directory);
  switch (found.state) {
    case "directory":
      return undefined;
    case "missing":
      return `directory ${directory} does not exist; create it first`;
    default:
      return `${found.path} ${whatStops(found)}`;
  }
}

/**
 * Why `directory` can neither be used nor created with its missing parents (mkdir -p), as a
 * sentence of its own ("/a/b is a regular file, not a directory"), or undefined.
 */
export async function creatableDirectoryProblem(directory: string): Promise<string | undefined> {
  const found = await directoryState(directory);
  switch (found.state) {
    case "directory":
    case "missing":
      return undefined;
    default:
      return `${found.path} ${whatStops(found)}`;
  }
}

/** What stops the walk at `found.path`: "is a regular file, not a directory", or the error. */
function whatStops(found: Exclude<DirectoryState, { state: "directory" | "missing" }>): string {
  return found.state === "blocked" ? found.is : fileErrorFrom(found.error).message;
}
