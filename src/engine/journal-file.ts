import { createHash, randomBytes } from "node:crypto";
import { chmod, link, lstat, mkdir, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { RunIdentity } from "./engine-context.js";
import type { RevealJournal, RevealRecord } from "./journal.js";
import { journalMarker, markerName, type PruneOptions, pruneJournals } from "./journal-prune.js";
import { createFile, ownedByUs, readSmallFile, syncDirectory } from "./owned-files.js";

const maxRecordBytes = 16 * 1024;

/** Why a run journal cannot be kept in a directory; the message names it and the way out. */
export class JournalDirectoryError extends Error {
  override name = "JournalDirectoryError";
}

/**
 * A journal in `<stateDir>/<sha256 of repository and run id>/<step-id>.json` (directories 0700,
 * files 0600). The run attempt is not in the directory name: the record holds the idempotency
 * key, which says whether it belongs to this attempt (a rotation's key does, a create's does not).
 * Each run directory holds a marker file svc wrote (`.svc-ci-journal`): the proof a later clean-up
 * needs before it removes anything (journal-prune.ts). Nothing in it is read or written through a
 * symlink.
 */
export async function openFileJournal(
  stateDir: string,
  run: RunIdentity,
  options: PruneOptions = {},
): Promise<RevealJournal> {
  const digest = createHash("sha256")
    .update(JSON.stringify(["svc-ci-journal/v1", run.repository ?? "", run.runId]))
    .digest("hex")
    .slice(0, 32);
  await mkdir(stateDir, { recursive: true, mode: 0o700 });
  const directory = join(stateDir, digest);
  await claimRunDirectory(directory, digest);
  await pruneJournals(stateDir, digest, options);
  return fileJournal(directory);
}

/**
 * Creates the run's directory (or takes the one an earlier run with this identity made), refusing
 * a symlink or another user's directory in its place, tightens its mode to 0700 and makes sure it
 * holds svc's marker.
 */
async function claimRunDirectory(directory: string, digest: string): Promise<void> {
  await mkdir(directory, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  const stats = await lstat(directory);
  if (stats.isSymbolicLink())
    throw new JournalDirectoryError(
      `${directory} is a symbolic link; the run journal is never kept through a link: remove the link`,
    );
  if (!stats.isDirectory())
    throw new JournalDirectoryError(
      `${directory} is not a directory: move it away or give another --state-dir`,
    );
  if (!ownedByUs(stats))
    throw new JournalDirectoryError(
      `${directory} belongs to another user: run as that user or give another --state-dir`,
    );
  if ((stats.mode & 0o077) !== 0) await chmod(directory, 0o700);
  const marker = join(directory, markerName);
  const text = await readSmallFile(marker, 256);
  if (text === journalMarker(digest)) return;
  if (text === undefined && (await lstat(marker).catch(() => undefined)) === undefined) {
    // A new directory, or one a build before the marker made: ours by its name (this run's digest).
    if (await placeMarker(directory, marker, digest)) return;
  }
  // Another run of this identity may have placed it since it was read.
  if ((await readSmallFile(marker, 256)) === journalMarker(digest)) return;
  throw new JournalDirectoryError(
    `${marker} is not the marker svc writes (something else made or changed ${directory}): move the directory away`,
  );
}

/**
 * Writes the marker whole under a temp name (one the prune knows) and links it into place, so it
 * never shows half-written. Two runs of one identity may claim the directory at once: the one
 * whose link finds the marker there accepts it when it is this run's.
 */
async function placeMarker(directory: string, marker: string, digest: string): Promise<boolean> {
  const temp = join(directory, `.svc-ci-journal.${randomBytes(6).toString("hex")}.tmp`);
  await createFile(temp, journalMarker(digest));
  try {
    await link(temp, marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readSmallFile(marker, 256)) === journalMarker(digest);
  } finally {
    await unlink(temp).catch(() => {});
  }
  await syncDirectory(directory);
  return true;
}

/** The journal of one run directory (already claimed). */
function fileJournal(directory: string): RevealJournal {
  const file = (stepId: string) => join(directory, `${stepId}.json`);
  return {
    location: directory,
    read: async (stepId) => {
      const record = await readRecordFile(file(stepId));
      return record?.step === stepId ? record : undefined;
    },
    write: async (record) => {
      const temp = join(directory, `.${record.step}.${randomBytes(6).toString("hex")}.tmp`);
      await createFile(temp, JSON.stringify(record));
      try {
        await rename(temp, file(record.step));
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      await syncDirectory(directory);
    },
    remove: async (stepId) => {
      const stats = await lstat(file(stepId)).catch(() => undefined);
      if (!stats?.isFile()) return;
      await unlink(file(stepId)).catch(() => {});
      await syncDirectory(directory);
    },
  };
}

/**
 * A record file's content when it is one (a regular file, not a symlink or a pipe, at most 16 KiB,
 * a version-1 record); undefined otherwise. For the journal and for the Action's post step.
 */
export async function readRecordFile(path: string): Promise<RevealRecord | undefined> {
  const text = await readSmallFile(path, maxRecordBytes);
  if (text === undefined) return undefined;
  try {
    const record = JSON.parse(text) as RevealRecord | null;
    return record !== null && typeof record === "object" && record.v === 1 && typeof record.step === "string"
      ? record
      : undefined;
  } catch {
    return undefined;
  }
}
