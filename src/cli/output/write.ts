import type { Writable } from "node:stream";

/**
 * Writes one chunk and, when the stream's buffer is full, waits for `drain` (back-pressure), an
 * error, or the abort signal — so a slow reader bounds memory and Ctrl-C is never stuck here.
 */
export async function writeChunk(stream: Writable, chunk: string, signal?: AbortSignal): Promise<void> {
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: unknown) => {
      stream.off("drain", onDrain);
      stream.off("error", onError);
      stream.off("close", onDrain);
      signal?.removeEventListener("abort", onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onDrain = () => done();
    const onError = (error: unknown) => done(error);
    const onAbort = () => done(signal?.reason ?? new Error("aborted"));
    stream.once("drain", onDrain);
    stream.once("close", onDrain);
    stream.once("error", onError);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Writes `chunk` and resolves only once the stream has handed it on (its write callback), so a
 * reader that has gone (EPIPE), a full disk (ENOSPC) or a file size limit (EFBIG) is an error here
 * instead of a lost write. For output that must not be lost silently: a revealed secret.
 */
export function writeConfirmed(stream: Writable, chunk: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onClose = () => settle(Object.assign(new Error("the output closed"), { code: "EPIPE" }));
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      stream.off("error", settle);
      stream.off("close", onClose);
      if (error === undefined || error === null) resolve();
      else reject(error);
    };
    if (stream.destroyed || stream.writableEnded) return onClose();
    stream.on("error", settle);
    stream.once("close", onClose);
    try {
      stream.write(chunk, (error) => settle(error ?? undefined));
    } catch (error) {
      settle(error);
    }
  });
}
