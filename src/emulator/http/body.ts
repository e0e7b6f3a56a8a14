import type { IncomingMessage } from "node:http";
import { ApiFailure, invalidRequest } from "./failure.js";

const MAX_BODY_BYTES = 1024 * 1024;

/** A request without Content-Length or Transfer-Encoding has no body (RFC 9112, 6.3). */
export const hasNoBody = (req: IncomingMessage): boolean =>
  req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined;

/** Reads the raw request body, bounded to 1 MiB. */
export async function readRawBody(req: IncomingMessage): Promise<string> {
  if (hasNoBody(req)) return "";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      // The rest of the body is never read, so this connection cannot carry another request:
      // say so (as a front end does), or a keep-alive client reuses a socket that is then reset.
      throw new ApiFailure(413, "invalid_request", "The request body exceeds 1 MiB.", undefined, {
        connection: "close",
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a JSON body; `undefined` for an empty body. Non-JSON content types are rejected. */
export function parseJsonBody(req: IncomingMessage, raw: string): unknown {
  if (raw.trim() === "") return undefined;
  const type = (req.headers["content-type"] ?? "application/json").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json" && !type?.endsWith("+json")) {
    throw invalidRequest("Send the body as JSON with Content-Type: application/json.", {
      header: "Content-Type",
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    throw invalidRequest("The request body is not valid JSON.", { pointer: "" });
  }
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
    throw invalidRequest(`The request body nests arrays and objects deeper than ${MAX_BODY_DEPTH} levels.`, {
      pointer: "",
    });
  }
  return body;
}

/**
 * No request the service defines nests this deep. The bound matters because JSON.parse accepts far
 * deeper bodies than JSON.stringify (and any recursive walk) can handle: a stored v0 document nested
 * 100 000 levels broke its own response and every later state snapshot.
 */
const MAX_BODY_DEPTH = 64;

/** Whether `value` holds arrays/objects more than `max` levels deep; iterative, so any depth is safe. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== "object") return false;
  const pending: [object, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === "object") pending.push([child as object, depth + 1]);
    }
  }
  return false;
}
