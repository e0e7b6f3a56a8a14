/**
 * Opening a `--state-dir` (docs/emulator.md "State directory"): the directory is created 0700 with
 * a `.gitignore` holding `*` (the state holds tokens and secrets in clear), an existing one of this
 * user is tightened to 0700, the lock is taken (one emulator per directory), temp files a killed
 * emulator left are removed (only those it provably wrote), and the state file is read: never
 * through a symlink, tightened to 0600, at most MAX_STATE_BYTES.
 */
import { chmod, link, lstat, mkdir, readdir, readlink, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { decodeStateFile, StateFileError } from "./snapshot.js";
import {
  identityOf,
  isEarlierTempOf,
  isTempOf,
  LOCK_FILE,
  ownedByUs,
  ownTemp,
  readOwnFile,
  STATE_FILE,
  unlinkIfSame,
  writeNewFile,
} from "./state-files.js";
import { acquireStateLock, removeStaleLockTemp, TAKEOVER_FILE } from "./state-lock.js";

/** The largest state file the emulator writes or loads (a JavaScript string holds at most about 512 MiB). */
export const MAX_STATE_BYTES = 256 * 1024 * 1024;
const GITIGNORE = ".gitignore";

export interface OpenedStateDir {
  dir: string;
  /** The state file. */
  path: string;
  /** The saved state's body (its checksum verified), or undefined when there is none yet. */
  saved: string | undefined;
  /** Gives up the lock (only while it is still this emulator's). */
  release(): Promise<void>;
  /** A lock whose pid runs another program now was taken over: what was found (for stderr). */
  takenOver?: string;
}

export async function openStateDir(dir: string): Promise<OpenedStateDir> {
  const created = await prepareDirectory(dir);
  const lock = await acquireStateLock(dir);
  try {
    // Written by the lock's holder only: a starter that lost is never half-way through it.
    if (created) await writeGitignore(dir);
    await removeLeftovers(dir);
    const path = join(dir, STATE_FILE);
    const saved = await readStateFile(path);
    return {
      dir,
      path,
      saved,
      release: lock.release,
      ...(lock.takenOver ? { takenOver: lock.takenOver } : {}),
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Creates the directory (0700) or checks and tightens an existing one; returns whether it created it. */
async function prepareDirectory(dir: string): Promise<boolean> {
  const existed = await lstat(dir).then(
    () => true,
    () => false,
  );
  await mkdir(dir, { recursive: true, mode: 0o700 }).catch(async (error: NodeJS.ErrnoException) => {
    throw new StateFileError(
      `--state-dir ${dir} cannot be created: ${(await fileInTheWay(dir)) ?? error.code ?? "error"}`,
    );
  });
  // The directory named may be a symlink its user made; nothing inside it is ever followed.
  const stats = await stat(dir);
  if (!stats.isDirectory()) throw new StateFileError(`--state-dir ${dir} is not a directory`);
  if (!ownedByUs(stats))
    throw new StateFileError(
      `the state dir ${dir} belongs to another user: run the emulator as that user, or give another --state-dir`,
    );
  if ((stats.mode & 0o077) !== 0) await chmod(dir, 0o700);
  return !existed;
}

/** The state holds tokens and secrets in clear: a directory the emulator made is kept out of git. */
async function writeGitignore(dir: string): Promise<void> {
  await writeNewFile(dir, GITIGNORE, Buffer.from("*\n"), (temp) => link(temp, join(dir, GITIGNORE))).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    },
  );
}

/**
 * The part of `dir`'s path that is a file (or a pipe, a device) rather than a directory, or a
 * symbolic link leading nowhere, as a sentence. The product's diagnosis is
 * src/untrusted/path-problem.ts; the emulator shares only the schemas and the signature module
 * with the product (docs/architecture.md), so it keeps this one.
 */
async function fileInTheWay(dir: string): Promise<string | undefined> {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const stats = await stat(current).catch(() => undefined);
    if (stats?.isDirectory()) return undefined;
    if (stats) return `${current} is ${stats.isFile() ? "a regular file, " : ""}not a directory`;
    const link = await lstat(current).catch(() => undefined);
    if (link?.isSymbolicLink())
      return `${current} is a symbolic link to ${await readlink(current).catch(() => "?")}, which does not exist`;
    if (dirname(current) === current) return undefined;
  }
}

/**
 * The files the lock's holder alone writes, and how they begin (a temp file of an emulator killed
 * mid-write holds a prefix of it). Lock temp files are not among them: a starter that has not got
 * the lock yet writes one; removeStaleLockTemp removes those of starters that are gone.
 */
const startsOf: [name: string, start: string][] = [
  [STATE_FILE, '{"format":"svc-emulator-state"'],
  [GITIGNORE, "*\n"],
];

/**
 * Temp files an emulator killed mid-write left (under the lock, no other emulator writes them):
 * only a regular file of this user, mode 0600, with a temp name of a file the emulator writes and
 * holding what the emulator writes there (or nothing yet). Anything else is left alone.
 */
async function removeLeftovers(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) {
    const start = startsOf.find(([name]) => isTempOf(name, entry) || isEarlierTempOf(name, entry))?.[1];
    if (start === undefined) {
      if (isTempOf(LOCK_FILE, entry) || isTempOf(TAKEOVER_FILE, entry))
        await removeStaleLockTemp(join(dir, entry));
      continue;
    }
    const path = join(dir, entry);
    const stats = await ownTemp(path);
    if (!stats) continue;
    const read = await readOwnFile(path, MAX_STATE_BYTES).catch(() => undefined);
    if (!read || "problem" in read) continue;
    const head = read.text.slice(0, start.length);
    if (start.startsWith(head)) await unlinkIfSame(path, identityOf(stats)).catch(() => false);
  }
}

/** The saved state's body, or undefined when there is no state file yet. */
async function readStateFile(path: string): Promise<string | undefined> {
  const fix = `move ${path} away to start from the seed`;
  const read = await readOwnFile(path, MAX_STATE_BYTES).catch((error: NodeJS.ErrnoException) => {
    throw new StateFileError(`cannot read ${path} (${error.code ?? "error"})`);
  });
  if (!("problem" in read)) return decodeStateFile(read.text, path);
  switch (read.problem) {
    case "missing":
      return undefined;
    case "symlink":
      throw new StateFileError(
        `${path} is a symbolic link; the emulator never follows a link in its state dir: put the state file itself there, or ${fix}`,
      );
    case "not_regular":
      throw new StateFileError(`${path} is not a regular file: ${fix}`);
    case "too_large":
      throw new StateFileError(
        `${path} is ${megabytes(read.size ?? 0)}, more than the ${megabytes(MAX_STATE_BYTES)} an emulator state may hold (the emulator never writes one this large): ${fix}, and keep fewer records if you set the library's maxDeliveriesPerCredential or maxIdempotencyRecords above their defaults`,
      );
  }
}

export const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MiB`;
