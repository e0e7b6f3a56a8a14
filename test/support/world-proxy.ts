/**
 * A loopback proxy in front of the in-process emulator for "a changing world": a second party
 * acts on the workspace at chosen moments of a run (`before` runs ahead of each request, and the
 * request waits for it), the listing can be paged small and shifted (the last webhook of a page
 * repeated at the top of the next, as an offset-paged service does when the list moves), and
 * every write to a webhook is recorded with the URL the webhook had as the write arrived.
 */
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestEmulator } from "./emulator.js";

interface ProxiedRequest {
  method: string;
  /** The request path, query included. */
  path: string;
}

interface RecordedWrite {
  method: string;
  path: string;
  webhookId: string;
  /** The webhook's URL as the write arrived (undefined: no such webhook). */
  urlAtWrite: string | undefined;
  /** The service's answer (a 412 or 404 write changed nothing); 0 until it answered. */
  status: number;
}

interface WorldProxyOptions {
  /** Runs before each request is forwarded (the request waits). */
  before?: (request: ProxiedRequest) => Promise<void>;
  /** Page the listing by this many webhooks (the proxy rewrites `limit`). */
  pageSize?: number;
  /** Repeat the last webhook of each listed page at the top of the next. */
  shiftPages?: boolean;
}

export interface WorldProxy {
  baseUrl: string;
  readonly writes: RecordedWrite[];
  readonly requests: ProxiedRequest[];
  /** Changes what the proxy does from the next request on. */
  set(options: WorldProxyOptions): void;
  close(): Promise<void>;
}

const webhookWrite = /^\/v1\/webhooks\/([^/?]+)/;

export async function startWorldProxy(emulator: TestEmulator): Promise<WorldProxy> {
  const upstream = new URL(emulator.baseUrl);
  let options: WorldProxyOptions = {};
  /** The last webhook of each page served, by the cursor that leads to the next page. */
  const lastOfPage = new Map<string, unknown>();
  const writes: RecordedWrite[] = [];
  const requests: ProxiedRequest[] = [];
  const server = createServer(async (req, res) => {
    const method = req.method ?? "GET";
    let path = req.url ?? "/";
    const request = { method, path };
    requests.push(request);
    await options.before?.(request);
    const listing = method === "GET" && /\/v1\/webhooks(\?|$)/.test(path);
    if (listing && options.pageSize) path = path.replace(/limit=\d+/, `limit=${options.pageSize}`);
    const id = method !== "GET" ? webhookWrite.exec(path)?.[1] : undefined;
    const write =
      id === undefined
        ? undefined
        : { method, path, webhookId: id, urlAtWrite: emulator.state.webhooks.get(id)?.url, status: 0 };
    if (write) writes.push(write);
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method,
        path,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (write) write.status = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          let body = Buffer.concat(chunks).toString("utf8");
          if (listing && answer.statusCode === 200) body = shifted(body, path);
          const { "content-length": _length, "transfer-encoding": _encoding, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            "content-length": String(Buffer.byteLength(body)),
          });
          res.end(body);
        });
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });

  function shifted(body: string, path: string): string {
    const page = JSON.parse(body) as { data: unknown[]; meta: { page: { nextCursor?: string | null } } };
    const cursor = /cursor=([^&]+)/.exec(path)?.[1];
    const repeated = cursor === undefined ? undefined : lastOfPage.get(decodeURIComponent(cursor));
    const last = page.data.at(-1);
    const next = page.meta.page.nextCursor;
    if (next && last !== undefined) lastOfPage.set(next, last);
    if (!options.shiftPages || repeated === undefined) return body;
    // The page says it holds what it holds (a service that repeats an item still fills its page).
    const data = [repeated, ...page.data];
    const limit = Math.max((page.meta.page as { limit?: number }).limit ?? 0, data.length);
    return JSON.stringify({ ...page, data, meta: { ...page.meta, page: { ...page.meta.page, limit } } });
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname.replace(/\/$/, "")}`,
    writes,
    requests,
    set: (next) => {
      options = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
