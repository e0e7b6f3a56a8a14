/**
 * A loopback reverse proxy in front of the emulator that changes the service's answers on their way
 * back, as some corporate proxies do (dropping `Cache-Control`, mangling a body): point `svc`,
 * the engine or a client's base URL at `baseUrl` (the emulator's path, here). The request reaches
 * the emulator unchanged, so the write is applied; only the answer the caller sees is rewritten.
 */
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

interface ProxiedAnswer {
  method: string;
  /** The request path, query included. */
  path: string;
  status: number;
  /** Lower-cased; single values. */
  headers: Record<string, string>;
  body: string;
}

/** Returns the answer to send instead, or undefined to pass it on unchanged. */
export type AnswerRewrite = (answer: ProxiedAnswer) => Partial<ProxiedAnswer> | undefined;

export interface AnswerProxy {
  /** The emulator's base URL (path included) with the proxy's origin. */
  baseUrl: string;
  /** How many answers were rewritten. */
  rewritten: number;
  close(): Promise<void>;
}

export async function startAnswerProxy(
  upstreamBaseUrl: string,
  rewrite: AnswerRewrite,
): Promise<AnswerProxy> {
  const upstream = new URL(upstreamBaseUrl);
  const proxy: AnswerProxy = { baseUrl: "", rewritten: 0, close: async () => {} };
  const server = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          const original: ProxiedAnswer = {
            method: req.method ?? "GET",
            path: req.url ?? "/",
            status: answer.statusCode ?? 502,
            headers,
            body: Buffer.concat(chunks).toString("utf8"),
          };
          const changed = rewrite(original);
          if (changed) proxy.rewritten += 1;
          const sent = { ...original, ...changed };
          const { "content-length": _length, "transfer-encoding": _encoding, ...rest } = sent.headers;
          res.writeHead(sent.status, { ...rest, "content-length": String(Buffer.byteLength(sent.body)) });
          res.end(sent.body);
        });
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  proxy.baseUrl = `http://127.0.0.1:${port}${upstream.pathname.replace(/\/$/, "")}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}

/** Drops `header` from answers to `method` requests whose path starts with `pathPrefix`. */
export function dropHeader(header: string, method: string, pathPrefix: string): AnswerRewrite {
  return (answer) => {
    if (answer.method !== method || !answer.path.startsWith(pathPrefix)) return undefined;
    const { [header]: _dropped, ...headers } = answer.headers;
    return { headers };
  };
}

/** The first `count` answers `rewrite` changes, then none. */
export function firstOnly(rewrite: AnswerRewrite, count = 1): AnswerRewrite {
  let left = count;
  return (answer) => {
    if (left <= 0) return undefined;
    const changed = rewrite(answer);
    if (changed) left -= 1;
    return changed;
  };
}

/** Changes the JSON body of matching answers (a 2xx with a body). */
export function editBody(
  method: string,
  pathPrefix: string,
  edit: (body: { data: Record<string, unknown> & { attributes: Record<string, unknown> } }) => unknown,
): AnswerRewrite {
  return (answer) => {
    if (answer.method !== method || !answer.path.startsWith(pathPrefix) || answer.status >= 300)
      return undefined;
    if (!answer.body) return undefined;
    return { body: JSON.stringify(edit(JSON.parse(answer.body))) };
  };
}
