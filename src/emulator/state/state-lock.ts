/**
 * One emulator per state directory: a lock file `emulator.lock` holding the holder's pid, host and
 * a random token, placed with link(2) from a complete temp file (so it exists whole or not at all,
 * and two starters can never both place one). A second emulator is refused, naming the directory
 * and the holder. A lock left by a process that is gone (a SIGKILL) is taken over; the takeover
 * itself is serialised by a second O_EXCL file, so two starters finding the same stale lock never
 * both win. A lock whose pid runs another program now (a reused pid: lock-process.ts) is stale
 * too, and taking it over says so. The lock is removed on stop only while it is still the very
 * file placed.
 */
import { randomBytes } from "node:crypto";
import { link, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import {
  compareHolder,
  type HolderVerdict,
  type ProcessFacts,
  processFacts,
  shownCommand,
} from "./lock-process.js";
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
  /** What the holder process was (absent in locks of older versions), to tell a reused pid. */
  process?: ProcessFacts;
}

/** Whether a lock's holder runs, and what was found at its pid. */
type HolderState =
  | { runs: false; found: string | undefined }
  | { runs: true; found: "this-process" | "other-host" }
  | { runs: true; found: Exclude<HolderVerdict, { kind: "other-program" }> };

/**
 * The tokens of the locks this thread holds or is placing. A lock naming this very process and
 * thread with a token not among them is a lock of an earlier process that had this pid (a
 * container restarted: the same host name, the same pid), which is gone.
 */
const liveTokens = new Set<string>();

export interface StateLock {
  /** Removes the lock (only while it is still this emulator's); never throws. */
  release(): Promise<void>;
  /** Set when a lock whose pid runs another program now was taken over: what was found, for stderr. */
  takenOver?: string;
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
    process: await processFacts(process.pid),
  };
  const bytes = Buffer.from(`${JSON.stringify(mine)}\n`);
  liveTokens.add(mine.token);
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const placed = await place(dir, LOCK_FILE, path, bytes);
      const taken = placed === undefined ? await takeOverIfStale(dir, path, bytes) : { identity: placed };
      if (taken !== undefined)
        return {
          release: () =>
            unlinkIfSame(path, taken.identity)
              .then(
                () => undefined,
                () => undefined,
              )
              .finally(() => liveTokens.delete(mine.token)),
          ...(taken.found === undefined ? {} : { takenOver: `${path}: ${taken.found}; took it over` }),
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
 * With a lock in place: refuses when its holder runs; takes it over when its holder is gone (or
 * its pid runs another program now). Returns the identity of the lock placed and what was found at
 * a reused pid, or undefined to try again (the lock changed meanwhile).
 */
async function takeOverIfStale(
  dir: string,
  path: string,
  bytes: Buffer,
): Promise<{ identity: string; found?: string } | undefined> {
  const holder = await readHolder(path);
  if (holder === "vanished") return undefined;
  if (holder === "foreign")
    throw new StateFileError(
      `${path} is not a lock of svc-emulator; if no emulator uses ${dir}, remove the file`,
    );
  const state = await holderState(holder);
  if (state.runs) throw inUse(dir, path, holder, state.found);
  const takeover = await beginTakeover(dir, bytes);
  if (takeover === undefined) return undefined;
  try {
    const current = await readHolder(path);
    if (current !== "vanished") {
      if (current === "foreign" || current.token !== holder.token) return undefined;
      // Only a takeover removes a lock, and this one holds the takeover file: still the stale lock.
      await unlink(path);
    }
    const identity = await place(dir, LOCK_FILE, path, bytes);
    if (identity === undefined) return undefined;
    return state.found === undefined ? { identity } : { identity, found: state.found };
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
  if (other !== "vanished" && (other === "foreign" || !(await holderState(other)).runs))
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
      return { ...(holder as LockHolder), process: recordedFacts(holder.process) };
  } catch {
    // not JSON: below
  }
  return "foreign";
}

/** The lock's record of its holder process: only its string fields count. */
function recordedFacts(value: unknown): ProcessFacts {
  const facts = (value ?? {}) as Record<string, unknown>;
  return {
    ...(typeof facts.command === "string" ? { command: facts.command } : {}),
    ...(typeof facts.startTicks === "string" ? { startTicks: facts.startTicks } : {}),
  };
}

/**
 * Whether the holder still runs, and what was found: on another host it cannot be told, so it
 * counts as running; a live pid that runs another program now (lock-process.ts) does not.
 */
async function holderState(holder: LockHolder): Promise<HolderState> {
  if (holder.host !== hostname()) return { runs: true, found: "other-host" };
  if (holder.pid === process.pid) {
    // This process: another thread's lock is live (it cannot be told), this thread's if it is held.
    if ((holder.thread ?? 0) !== threadId || liveTokens.has(holder.token))
      return { runs: true, found: "this-process" };
    return { runs: false, found: `its pid ${holder.pid} is this emulator's now (a restarted container)` };
  }
  if (!pidExists(holder.pid)) return { runs: false, found: undefined };
  const verdict = compareHolder(holder.process ?? {}, await processFacts(holder.pid));
  if (verdict.kind !== "other-program") return { runs: true, found: verdict };
  return {
    runs: false,
    found: `its pid ${holder.pid} runs another program now, not an svc-emulator (${verdict.how}): ${shownCommand(verdict.command)}`,
  };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function inUse(
  dir: string,
  path: string,
  holder: LockHolder,
  found: Extract<HolderState, { runs: true }>["found"],
): StateFileError {
  const who = `pid ${holder.pid}${holder.host === hostname() ? "" : ` on ${holder.host}`}`;
  const advice = `stop that one, or give this one another --state-dir (two emulators on one state dir would lose each other's writes); if no emulator runs as ${who}, remove ${path}`;
  if (typeof found === "object" && found.kind === "unknown")
    return new StateFileError(
      `the state dir ${dir} is locked by ${who} (started ${holder.startedAt}), which runs; whether it is an svc-emulator cannot be told (${found.why}): ${advice}`,
    );
  const how =
    typeof found === "object"
      ? `; ${found.how}`
      : found === "other-host"
        ? "; on another host, so whether it runs cannot be told"
        : "";
  return new StateFileError(
    `the state dir ${dir} is in use by another svc-emulator (${who}, started ${holder.startedAt}${how}): ${advice}`,
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
  if (holder !== "vanished" && holder !== "foreign" && !(await holderState(holder)).runs)
    await unlinkIfSame(path, identityOf(stats)).catch(() => false);
}
