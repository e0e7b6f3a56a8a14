import type { IncomingMessage } from "node:http";

/** Official receivers cap bodies at 1 MiB. */
export const maxBodyBytes = 1024 * 1024;

/** The raw body, or undefined once it passes 1 MiB (the rest is not read). */
export async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) {
    request.resume();
    return undefined;
  }
  // No request.destroy() on overflow: that reset the socket, so a chunked sender never saw the 413.
  // The rest is read and dropped; the 413 closes the connection.
  return await new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) {
        chunks.push(chunk);
        return;
      }
      request.off("data", onData);
      request.off("end", onEnd);
      request.resume();
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", reject);
    // A connection closed mid-body (a sender gone, or the receiver stopping) ends the wait too.
    request.once("close", () => reject(new Error("request closed before its body ended")));
  });
}

/** The size to report for a body over the cap: its declared length, else just over the cap. */
export function oversizedBytes(request: IncomingMessage): number {
  return Number(request.headers["content-length"] ?? 0) || maxBodyBytes + 1;
}
