/**
 * The file-system moves every writer and clean-up of the engine shares: read a small file without
 * following a symlink or waiting on a pipe, create a file that did not exist (never through a
 * symlink), fsync a directory, unlink a file only while it is the very one we checked.
 */
import { type BigIntStats, constants, type Stats } from "node:fs";
import { lstat, open, unlink } from "node:fs/promises";

/** Opening for a read never follows a symlink in the file's place nor blocks on a named pipe. */
const readFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
/** A new file only: fails when anything (a file, a symlink, a pipe) already has the name. */
export const createFlags =
  constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * The text of a regular file of at most `maxBytes`, or undefined when it is missing, a symlink, not
 * a regular file, larger, or unreadable.
 */
export async function readSmallFile(path: string, maxBytes: number): Promise<string | undefined> {
  const handle = await open(path, readFlags).catch(() => undefined);
  if (!handle) return undefined;
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > maxBytes) return undefined;
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes) return undefined;
    }
    return buffer.toString("utf8", 0, length);
  } catch {
    return undefined;
  } finally {
    await handle.close().catch(() => {});
  }
}

/** Writes `text` to a new file `path` (mode 0600) and fsyncs it; EEXIST when the name is taken. */
export async function createFile(path: string, text: string): Promise<void> {
  const handle = await open(path, createFlags, 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsyncs a directory, so a rename or unlink in it is durable; best effort. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, constants.O_RDONLY).catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close().catch(() => {});
}

/**
 * A file's identity as text a record can keep: device, inode and birth time (an inode number is
 * reused at once for the next file created; the birth time tells them apart where the file system
 * keeps one).
 */
export const fileIdentity = (stats: Pick<BigIntStats, "dev" | "ino" | "birthtimeNs">): string =>
  `${stats.dev}:${stats.ino}:${stats.birthtimeNs}`;

/** The identity of what is at `path` itself (a symlink is not followed), or undefined. */
export async function identityAt(path: string): Promise<string | undefined> {
  const stats = await lstat(path, { bigint: true }).catch(() => undefined);
  return stats ? fileIdentity(stats) : undefined;
}

/**
 * Unlinks `path` only while it is a regular file (not a symlink) with the identity `expected`;
 * returns whether it did. The check and the unlink are as close as Node allows (no unlinkat).
 */
export async function unlinkIfSame(path: string, expected: string): Promise<boolean> {
  const stats = await lstat(path, { bigint: true }).catch(() => undefined);
  if (!stats?.isFile() || fileIdentity(stats) !== expected) return false;
  await unlink(path);
  return true;
}

/** Whether the file belongs to the user running svc (always true where there are no uids). */
export function ownedByUs(stats: Stats | BigIntStats): boolean {
  const uid = process.getuid?.();
  return uid === undefined || Number(stats.uid) === uid;
}

/**
 * Whether a file's mode is 0600, as the sinks create their files; on Windows always true: Node
 * reports 0666 (or 0444, read-only) there whatever was asked, as only the read-only bit exists.
 */
export function ownerOnlyMode(
  stats: { mode: number | bigint },
  platform: NodeJS.Platform = process.platform,
): boolean {
  return platform === "win32" || (Number(stats.mode) & 0o777) === 0o600;
}
