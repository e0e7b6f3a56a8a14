/**
 * The run journal's clean-up (docs/security.md "What svc deletes"). Records outlive the service's
 * idempotency retention (seven days) by a day, then their run directory goes; but a state directory
 * may be shared (a CI cache, a home directory), so a directory is removed only when svc can prove it
 * made it: a real directory (never a symlink), of this user, holding svc's marker for its own name,
 * and nothing but the files svc writes there. Those files are unlinked one by one and the directory
 * removed with rmdir: never a recursive delete. Whatever is left alone is said in a debug line.
 */
import { lstat, readdir, rmdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { fileIdentity, identityAt, ownedByUs, readSmallFile } from "./owned-files.js";
import { stepIdPattern } from "./step-id.js";

/** Records outlive the service's idempotency retention (seven days) by a day, then are pruned. */
const journalRetentionMs = 8 * 24 * 3_600_000;

/** The marker file in each run directory, holding `journalMarker(<directory name>)`. */
export const markerName = ".svc-ci-journal";
export const journalMarker = (digest: string): string => `svc-ci run journal v1 ${digest}\n`;

const digestPattern = /^[0-9a-f]{32}$/;
const recordPattern = /^([a-z][a-z0-9-]{0,62})\.json$/;
const tempPattern = /^\.([a-z][a-z0-9-]{0,62})\.[0-9a-f]{12}\.tmp$/;

export interface PruneOptions {
  /** Told why a directory that looks like a run journal was left alone. */
  debug?: (message: string) => void;
  /** Milliseconds since the epoch (tests); default Date.now. */
  now?: () => number;
}

/** Removes the run directories of `stateDir` older than the retention that svc provably made; never fails. */
export async function pruneJournals(
  stateDir: string,
  keep: string,
  options: PruneOptions = {},
): Promise<void> {
  const names = await readdir(stateDir).catch(() => [] as string[]);
  const now = (options.now ?? Date.now)();
  for (const name of names) {
    if (name === keep || !digestPattern.test(name)) continue;
    const path = join(stateDir, name);
    const left = await pruneRun(path, name, now).catch(
      (error: NodeJS.ErrnoException) => `it could not be removed (${error.code ?? "error"})`,
    );
    if (left !== undefined) options.debug?.(`run journal clean-up: left ${path} alone: ${left}`);
  }
}

/** Removes one old run directory if it is provably svc's; returns why not (undefined: removed or too recent). */
async function pruneRun(path: string, name: string, now: number): Promise<string | undefined> {
  const stats = await lstat(path, { bigint: true }).catch(() => undefined);
  if (!stats) return undefined;
  if (stats.isSymbolicLink()) return "it is a symbolic link (never followed)";
  if (!stats.isDirectory()) return "it is not a directory";
  if (now - Number(stats.mtimeMs) <= journalRetentionMs) return undefined;
  if (!ownedByUs(stats)) return "it belongs to another user";
  if ((await readSmallFile(join(path, markerName), 256)) !== journalMarker(name))
    return `it holds no ${markerName} marker for its name (svc did not make it)`;
  const files = await ownFiles(path);
  if (typeof files === "string") return files;
  const identity = fileIdentity(stats);
  for (const entry of [...files, markerName]) {
    // The directory must still be the one checked (not swapped for a symlink meanwhile).
    if ((await identityAt(path)) !== identity) return "it changed while it was being removed";
    await unlink(join(path, entry)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  await rmdir(path);
  return undefined;
}

/** The record and temp files of a run directory, or why it holds something else (left alone). */
async function ownFiles(path: string): Promise<string[] | string> {
  const files: string[] = [];
  for (const entry of await readdir(path)) {
    if (entry === markerName) continue;
    const step = recordPattern.exec(entry)?.[1] ?? tempPattern.exec(entry)?.[1];
    if (step === undefined || !stepIdPattern.test(step))
      return `it holds ${entry}, which svc does not write there`;
    const stats = await lstat(join(path, entry)).catch(() => undefined);
    if (stats?.isSymbolicLink()) return `it holds a symbolic link ${entry} (never followed)`;
    if (stats && !stats.isFile()) return `it holds ${entry}, which is not a regular file`;
    if (stats) files.push(entry);
  }
  return files;
}
