/**
 * The files of a `--state-dir` and how they are touched (docs/emulator.md "State directory"): every
 * file the emulator writes is new (O_CREAT|O_EXCL|O_NOFOLLOW under a random name, 0600 whatever
 * the umask) and renamed or linked into place, so no symlink in the directory is ever followed and
 * no file is ever written through; a file is read without following a symlink or waiting on a
 * pipe; a file is removed only while it is the very one the emulator made (same inode).
 */
import { randomBytes } from "node:crypto";
import { type BigIntStats, constants, readFileSync } from "node:fs";
import { lstat, open, unlink } from "node:fs/promises";
import { join } from "node:path";

export const STATE_FILE = "state.json";
export const LOCK_FILE = "emulator.lock";

const createFlags = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0);
const readFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** A file's identity: device, inode and birth time (an inode number is reused at once). */
export const identityOf = (stats: Pick<BigIntStats, "dev" | "ino" | "birthtimeNs">): string =>
  `${stats.dev}:${stats.ino}:${stats.birthtimeNs}`;

/** Whether the emulator's user owns the file (always true where there are no uids). */
export function ownedByUs(stats: { uid: number | bigint }): boolean {
  const uid = process.getuid?.();
  return uid === undefined || Number(stats.uid) === uid;
}

/** `<name>.<16 hex>.tmp`: a temp file's name next to `name`. */
const tempName = (name: string) => `${name}.${randomBytes(8).toString("hex")}.tmp`;
/** Whether `entry` is a temp file name of `name` (`tempName`). */
export const isTempOf = (name: string, entry: string) =>
  entry.length === name.length + 21 &&
  entry.startsWith(`${name}.`) &&
  /^\.[0-9a-f]{16}\.tmp$/.test(entry.slice(name.length));

/**
 * The one temp name emulators before the state-dir lock used (`state.json.tmp`): one killed
 * mid-write left it, holding tokens and secrets in clear.
 */
export const isEarlierTempOf = (name: string, entry: string) =>
  name === STATE_FILE && entry === `${name}.tmp`;

/**
 * Writes `bytes` to a new temp file in `dir` (0600, fsynced) and hands its path to `place`
 * (a rename or a link); the temp file's name is gone afterwards whatever happens. Returns the
 * identity of the file placed.
 */
export async function writeNewFile(
  dir: string,
  name: string,
  bytes: Uint8Array,
  place: (temp: string) => Promise<void>,
): Promise<string> {
  const temp = join(dir, tempName(name));
  const handle = await open(temp, createFlags, 0o600);
  let identity: string;
  try {
    identity = identityOf(await handle.stat({ bigint: true }));
    await handle.chmod(0o600);
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await unlink(temp).catch(() => {});
    throw error;
  }
  await handle.close();
  try {
    await place(temp);
  } finally {
    await unlinkIfSame(temp, identity).catch(() => false);
  }
  return identity;
}

/**
 * The text of a regular file (never through a symlink, never waiting on a pipe), or why not. Read
 * as `readFileSync(path, "utf8")` reads: JSON.parse reads such a string faster than one made by
 * Buffer#toString (1.4-1.6x on the bench's 54 MB state).
 */
export async function readOwnFile(
  path: string,
  maxBytes: number,
): Promise<
  | { text: string; loose: boolean }
  | { problem: "missing" | "symlink" | "not_regular" | "too_large"; size?: number }
> {
  const handle = await open(path, readFlags).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "missing" as const;
    if (error.code === "ELOOP") return "symlink" as const;
    throw error;
  });
  if (typeof handle === "string") return { problem: handle };
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { problem: "not_regular" };
    if (stats.size > maxBytes) return { problem: "too_large", size: stats.size };
    // Others may read it (never so on Windows, where mode bits mean nothing).
    const loose = process.platform !== "win32" && (stats.mode & 0o077) !== 0;
    // Tightened on the open file, never by name: the mode of what was checked is what changes.
    if (loose) await handle.chmod(0o600);
    return { text: readFileSync(handle.fd, "utf8"), loose };
  } finally {
    await handle.close();
  }
}

/** Unlinks `path` only while it is a regular file with the identity `expected`. */
export async function unlinkIfSame(path: string, expected: string): Promise<boolean> {
  const stats = await lstat(path, { bigint: true }).catch(() => undefined);
  if (!stats?.isFile() || identityOf(stats) !== expected) return false;
  await unlink(path);
  return true;
}

/**
 * fsyncs a directory, so that a rename in it is durable before the change is acknowledged. Where
 * the platform cannot (Windows opens no directory; some file systems answer EINVAL or ENOTSUP) it
 * is skipped; any other failure (EIO, a full disk) is thrown, and the change is answered 503.
 */
export async function syncDirectory(
  dir: string,
  platform: NodeJS.Platform = process.platform,
): Promise<void> {
  const cannot = (error: NodeJS.ErrnoException) =>
    platform === "win32" || error.code === "EINVAL" || error.code === "ENOTSUP";
  const handle = await open(dir, constants.O_RDONLY).catch((error: NodeJS.ErrnoException) => {
    if (cannot(error)) return undefined;
    throw error;
  });
  if (!handle) return;
  try {
    await handle.sync().catch((error: NodeJS.ErrnoException) => {
      if (!cannot(error)) throw error;
    });
  } finally {
    await handle.close().catch(() => {});
  }
}

/** The stats of `path` when it could be a temp file the emulator wrote: a regular file of this user, mode 0600. */
export async function ownTemp(path: string): Promise<BigIntStats | undefined> {
  const stats = await lstat(path, { bigint: true }).catch(() => undefined);
  return stats?.isFile() && ownedByUs(stats) && ownerOnlyMode(stats) ? stats : undefined;
}

/**
 * Whether a file's mode is 0600, as the emulator creates its files; on Windows always true: Node
 * reports 0666 (or 0444) there whatever was asked, as only the read-only bit exists.
 */
export function ownerOnlyMode(
  stats: { mode: number | bigint },
  platform: NodeJS.Platform = process.platform,
): boolean {
  return platform === "win32" || (Number(stats.mode) & 0o777) === 0o600;
}
