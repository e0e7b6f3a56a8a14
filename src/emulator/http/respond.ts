import type { ServerResponse } from "node:http";

export interface Reply {
  status: number;
  /** JSON body. */
  body?: unknown;
  /** `JSON.stringify(body)`, when it was made already (a list page): sent instead of serialising body. */
  json?: string;
  /** `Buffer.byteLength(json)`, when known already. */
  jsonBytes?: number;
  /** Pre-rendered body (e.g. HTML); give its content-type in `headers`. */
  text?: string;
  headers?: Record<string, string>;
}

/**
 * Writes a reply; JSON bodies are serialised once, 204 and bodiless replies send no content.
 * `base` must be a fresh object: the reply's own headers are added to it (no copy per request).
 */
export function send(res: ServerResponse, reply: Reply, base: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return;
  const headers = base;
  if (reply.headers) for (const name in reply.headers) headers[name] = reply.headers[name] as string;
  if (reply.text !== undefined) {
    headers["content-length"] = String(Buffer.byteLength(reply.text));
    res.writeHead(reply.status, headers);
    res.end(reply.text);
    return;
  }
  if (reply.body === undefined || reply.status === 204) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const text = reply.json ?? JSON.stringify(reply.body);
  headers["content-type"] = "application/json; charset=utf-8";
  headers["content-length"] = String(
    reply.json !== undefined && reply.jsonBytes !== undefined ? reply.jsonBytes : Buffer.byteLength(text),
  );
  res.writeHead(reply.status, headers);
  res.end(text);
}

export const bearerToken = (authorization: string | undefined): string | undefined => {
  if (authorization === undefined) return undefined;
  const match = /^Bearer ([^\s]+)$/i.exec(authorization.trim());
  return match?.[1] ?? "";
};
