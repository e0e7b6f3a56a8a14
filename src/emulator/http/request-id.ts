import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { requestIdPattern } from "../../schemas/index.js";

/** Echoes a well-formed incoming X-Request-Id (contract 2.2), otherwise makes one up. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  if (typeof incoming === "string" && requestIdPattern.test(incoming)) return incoming;
  return `req_${randomUUID().replaceAll("-", "")}`;
}
