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
