import type { ServerResponse } from "node:http";

export interface Reply {
  status: number;
  /** JSON body. */
  body?: unknown;
  /**
   * The UTF-8 bytes of `JSON.stringify(body)`, when they were made already (a list page): sent
   * instead of serialising body. Bytes, not a string: Node writes a string body by joining it to the
   * head and encoding the whole, which was a list page's largest cost (docs/startup.md); a Buffer
   * goes out beside the head as it is.
   */
  json?: Buffer;
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
  const json = reply.json ?? JSON.stringify(reply.body);
  headers["content-type"] = "application/json; charset=utf-8";
  headers["content-length"] = String(typeof json === "string" ? Buffer.byteLength(json) : json.length);
  res.writeHead(reply.status, headers);
  res.end(json);
}

export const bearerToken = (authorization: string | undefined): string | undefined => {
  if (authorization === undefined) return undefined;
  const match = /^Bearer ([^\s]+)$/i.exec(authorization.trim());
  return match?.[1] ?? "";
};
