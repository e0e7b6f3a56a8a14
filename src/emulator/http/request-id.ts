import { randomFillSync } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { requestIdPattern } from "../../schemas/index.js";

/** Echoes a well-formed incoming X-Request-Id, otherwise makes one up: `req_` and 32 random hex digits. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  if (typeof incoming === "string" && requestIdPattern.test(incoming)) return incoming;
  return `req_${randomHex16()}`;
}

// Random bytes drawn 256 ids at a time (as crypto.randomUUID buffers its own), read as hex.
const pool = Buffer.alloc(16 * 256);
let offset = pool.length;

function randomHex16(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += 16;
  return pool.toString("hex", offset - 16, offset);
}
