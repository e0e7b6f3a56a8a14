/**
 * The one way svc-ci reads a file a user named (a plan, a secret file, a capture, --data @file):
 * opened without blocking, checked to be a regular file on the open descriptor (no race between a
 * check and the read), refused when larger than the limit before a byte is read, and never read
 * past the limit + 1 bytes (a file that grows meanwhile is still refused).
 *
 * O_NONBLOCK matters: opening a named pipe (FIFO) for reading otherwise waits for a writer forever
 * in one of Node's worker threads, and a process with such a thread cannot exit, not even on Ctrl-C.
 * With it the open returns at once and the regular-file check refuses the pipe. Stdin is read by
 * readBoundedStream instead, which an AbortSignal (Ctrl-C) ends.
 */
import { constants, type Stats } from "node:fs";
import { open } from "node:fs/promises";

/** What is wrong with a path, for the caller's message (every kind names a different fix). */
export type FileProblem =
  | "missing"
  | "not_a_directory_on_path"
  | "not_regular"
  | "symlink"
  | "too_large"
  | "permission_denied"
  | "unreadable";

export class InputFileError extends Error {
  override readonly name = "InputFileError";
  constructor(
    readonly problem: FileProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface BoundedReadOptions {
  /** The most bytes the file may have. */
  maxBytes: number;
  /** Refuse a symlink in the file's place (O_NOFOLLOW). */
  noFollow?: boolean;
}

/** "1 MiB", "4096 bytes": how a limit is named in messages. */
function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** What a non-regular file is, for "is a named pipe (FIFO), not a regular file". */
export function describeFileType(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isSocket()) return "a socket";
  if (stats.isSymbolicLink()) return "a symbolic link";
  return "not a regular file";
}

/** The error for a failed open or stat of `path`, phrased as "<path> does not exist" etc. (no path). */
export function fileErrorFrom(error: unknown): InputFileError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "error";
  switch (code) {
    case "ENOENT":
      return new InputFileError("missing", "does not exist");
    case "ENOTDIR":
      return new InputFileError(
        "not_a_directory_on_path",
        "cannot be reached: a part of its path is a file, not a directory",
      );
    case "ELOOP":
      return new InputFileError("symlink", "is a symbolic link, which is refused here; name the real file");
    case "EACCES":
    case "EPERM":
      return new InputFileError("permission_denied", `cannot be read: permission denied (${code})`);
    case "ENXIO":
      return new InputFileError("not_regular", "is a socket or device, not a regular file");
    case "EISDIR":
      return new InputFileError("not_regular", "is a directory, not a regular file");
    default:
      return new InputFileError("unreadable", `cannot be read (${code})`);
  }
}

const openFlags = (noFollow: boolean) =>
  constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (noFollow ? (constants.O_NOFOLLOW ?? 0) : 0);

/**
 * Reads a regular file of at most `maxBytes`. Throws InputFileError whose message completes
 * "<what> <path> ..." (e.g. "is a named pipe (FIFO), not a regular file").
 */
export async function readBoundedFile(path: string, options: BoundedReadOptions): Promise<Buffer> {
  const { maxBytes } = options;
  const handle = await open(path, openFlags(options.noFollow === true)).catch((error: unknown) => {
    throw fileErrorFrom(error);
  });
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      throw new InputFileError("not_regular", `is ${describeFileType(stats)}, not a regular file`);
    }
    const tooLarge = () => new InputFileError("too_large", `is larger than ${describeSize(maxBytes)}`);
    if (stats.size > maxBytes) throw tooLarge();
    const buffer = Buffer.alloc(Math.min(maxBytes, Math.max(stats.size, 0)) + 1);
    let length = 0;
    let target = buffer;
    for (;;) {
      if (length === target.length) {
        if (length > maxBytes) throw tooLarge();
        // The file grew after the stat (or reports size 0, as /proc files do): read on, bounded.
        const bigger = Buffer.alloc(Math.min(maxBytes + 1, Math.max(target.length * 2, 4096)));
        target.copy(bigger, 0, 0, length);
        target = bigger;
      }
      const { bytesRead } = await handle.read(target, length, target.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes) throw tooLarge();
    }
    return target.subarray(0, length);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw fileErrorFrom(error);
  } finally {
    await handle.close();
  }
}

/**
 * Reads a stream (standard input) up to `maxBytes`; more is refused as soon as it arrives. An
 * aborted `signal` (Ctrl-C) ends the wait at once with the signal's reason.
 */
export async function readBoundedStream(
  stream: AsyncIterable<unknown>,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  signal?.throwIfAborted();
  const chunks: Buffer[] = [];
  let size = 0;
  let aborted: ((reason: unknown) => void) | undefined;
  const abortedPromise = new Promise<never>((_, reject) => {
    aborted = reject;
  });
  abortedPromise.catch(() => {});
  const onAbort = () => aborted?.(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const iterator = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), abortedPromise]);
      if (next.done) break;
      const chunk = next.value;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw new InputFileError("too_large", `is larger than ${describeSize(maxBytes)}`);
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  } finally {
    signal?.removeEventListener("abort", onAbort);
    // Stop reading (a pending read is left to the exit that follows Ctrl-C, never awaited).
    if (size > maxBytes || signal?.aborted) void iterator.return?.()?.catch(() => {});
  }
}
