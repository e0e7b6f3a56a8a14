/**
 * One emulator per state directory: a lock file `emulator.lock` holding the holder's pid, host and
 * a random token, placed with link(2) from a complete temp file (so it exists whole or not at all,
 * and two starters can never both place one). A second emulator is refused, naming the directory
 * and the holder. A lock left by a process that is gone (a SIGKILL) is taken over; the takeover
 * itself is serialised by a second O_EXCL file, so two starters finding the same stale lock never
 * both win. The lock is removed on stop only while it is still the very file placed.
 */
import { randomBytes } from "node:crypto";
import { link, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { StateFileError } from "./snapshot.js";
import { identityOf, LOCK_FILE, ownTemp, readOwnFile, unlinkIfSame, writeNewFile } from "./state-files.js";

const LOCK_FORMAT = "svc-emulator-lock";
export const TAKEOVER_FILE = `${LOCK_FILE}.takeover`;

interface LockHolder {
  format: typeof LOCK_FORMAT;
  pid: number;
  /** The holder's thread (worker_threads.threadId; absent in locks of older versions: 0). */
  thread?: number;
  host: string;
  startedAt: string;
  token: string;
}

/**
 * The tokens of the locks this thread holds or is placing. A lock naming this very process and
 * thread with a token not among them is a lock of an earlier process that had this pid (a
 * container restarted: the same host name, the same pid), which is gone.
 */
const liveTokens = new Set<string>();

export interface StateLock {
  /** Removes the lock (only while it is still this emulator's); never throws. */
  release(): Promise<void>;
}

/** Takes the lock of `dir` or throws a StateFileError saying who holds it. */
export async function acquireStateLock(dir: string): Promise<StateLock> {
  const path = join(dir, LOCK_FILE);
  const mine: LockHolder = {
    format: LOCK_FORMAT,
    pid: process.pid,
    thread: threadId,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString("hex"),
  };
  const bytes = Buffer.from(`${JSON.stringify(mine)}\n`);
  liveTokens.add(mine.token);
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const identity =
        (await place(dir, LOCK_FILE, path, bytes)) ?? (await takeOverIfStale(dir, path, bytes));
      if (identity !== undefined)
        return {
          release: () =>
            unlinkIfSame(path, identity)
              .then(
                () => undefined,
                () => undefined,
              )
              .finally(() => liveTokens.delete(mine.token)),
        };
    }
  } catch (error) {
    liveTokens.delete(mine.token);
    throw error;
  }
  liveTokens.delete(mine.token);
  throw new StateFileError(`could not take the lock ${path}: other emulators keep starting on ${dir}`);
}

/** Places the file `name` (whole, by link) when there is none; undefined when one exists. */
async function place(dir: string, name: string, path: string, bytes: Buffer): Promise<string | undefined> {
  try {
    return await writeNewFile(dir, name, bytes, (temp) => link(temp, path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw error;
  }
}

/**
 * With a lock in place: refuses when its holder runs; takes it over when its holder is gone.
 * Returns the identity of the lock placed, or undefined to try again (the lock changed meanwhile).
 */
async function takeOverIfStale(dir: string, path: string, bytes: Buffer): Promise<string | undefined> {
  const holder = await readHolder(path);
  if (holder === "vanished") return undefined;
  if (holder === "foreign")
    throw new StateFileError(
      `${path} is not a lock of svc-emulator; if no emulator uses ${dir}, remove the file`,
    );
  if (runs(holder)) throw inUse(dir, path, holder);
  const takeover = await beginTakeover(dir, bytes);
  if (takeover === undefined) return undefined;
  try {
    const current = await readHolder(path);
    if (current !== "vanished") {
      if (current === "foreign" || current.token !== holder.token) return undefined;
      // Only a takeover removes a lock, and this one holds the takeover file: still the stale lock.
      await unlink(path);
    }
    return await place(dir, LOCK_FILE, path, bytes);
  } finally {
    await takeover.end();
  }
}

/** The takeover file, placed whole like the lock; undefined (after a short wait) when another starter holds it. */
async function beginTakeover(dir: string, bytes: Buffer): Promise<{ end(): Promise<void> } | undefined> {
  const path = join(dir, TAKEOVER_FILE);
  const identity = await place(dir, TAKEOVER_FILE, path, bytes);
  if (identity !== undefined)
    return {
      end: () =>
        unlinkIfSame(path, identity).then(
          () => undefined,
          () => undefined,
        ),
    };
  const other = await readHolder(path);
  if (other !== "vanished" && (other === "foreign" || !runs(other)))
    throw new StateFileError(
      `${path} was left by an emulator that stopped while taking over a stale lock of ${dir}; if no emulator uses ${dir}, remove ${path}`,
    );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return undefined;
}

/** The lock's holder, "vanished" when there is no lock, "foreign" when the file is no lock of ours. */
async function readHolder(path: string): Promise<LockHolder | "vanished" | "foreign"> {
  const read = await readOwnFile(path, 4096).catch(() => ({ problem: "not_regular" as const }));
  if ("problem" in read) return read.problem === "missing" ? "vanished" : "foreign";
  try {
    const holder = JSON.parse(read.text) as Partial<LockHolder> | null;
    if (
      holder?.format === LOCK_FORMAT &&
      Number.isSafeInteger(holder.pid) &&
      typeof holder.host === "string" &&
      typeof holder.startedAt === "string" &&
      typeof holder.token === "string"
    )
      return holder as LockHolder;
  } catch {
    // not JSON: below
  }
  return "foreign";
}

/** Whether the holder still runs; on another host it cannot be told, so it counts as running. */
function runs(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) {
    // This process: another thread's lock is live (it cannot be told), this thread's if it is held.
    return (holder.thread ?? 0) !== threadId || liveTokens.has(holder.token);
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function inUse(dir: string, path: string, holder: LockHolder): StateFileError {
  const who = `pid ${holder.pid}${holder.host === hostname() ? "" : ` on ${holder.host}`}`;
  return new StateFileError(
    `the state dir ${dir} is in use by another svc-emulator (${who}, started ${holder.startedAt}): stop that one, or give this one another --state-dir (two emulators on one state dir would lose each other's writes); if no emulator runs as ${who}, remove ${path}`,
  );
}

/**
 * A lock (or takeover) temp file left by a starter that is gone: removed only when it holds a
 * complete lock of a process that no longer runs (one still being written, or of a starter that
 * runs, is left alone).
 */
export async function removeStaleLockTemp(path: string): Promise<void> {
  const stats = await ownTemp(path);
  if (!stats) return;
  const holder = await readHolder(path);
  if (holder !== "vanished" && holder !== "foreign" && !runs(holder))
    await unlinkIfSame(path, identityOf(stats)).catch(() => false);
}
