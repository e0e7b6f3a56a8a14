import type { Readable } from "node:stream";

/** Thrown by `readCapped` when a body exceeds its cap. */
export class BodyTooLarge extends Error {}

/**
 * Reads a response body as a stream, stopping (and destroying the stream) as soon as more than
 * `maxBytes` arrive, so an oversized body is never buffered whole.
 */
export async function readCapped(
  body: Readable & AsyncIterable<Uint8Array>,
  maxBytes: number,
  contentLength: string | undefined,
): Promise<Buffer> {
  if (contentLength !== undefined && Number(contentLength) > maxBytes) {
    discard(body);
    throw new BodyTooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      discard(body);
      throw new BodyTooLarge();
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Destroys an unread body; the abort error it emits is expected, not a failure. */
function discard(body: Readable): void {
  body.on("error", () => {});
  body.destroy();
}
