/**
 * A loopback HTTP proxy in front of the emulator that decides the instant a client is killed, by
 * request count rather than by a timer: "received" holds API request N before the emulator sees it,
 * "answered" lets the emulator carry request N out and withholds its answer, "after" passes the
 * answer on and kills `delayMs` later (the client's own work between two requests: masking, the
 * sink, the journal). The kill callback runs while the request is held, so the point is exact.
 */
import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface KillPoint {
  /** 1-based count of API requests (paths under /v1) through this proxy. */
  request: number;
  phase: "received" | "answered" | "after";
  delayMs?: number;
}

export interface KillProxy {
  /** The base URL to give the client (the emulator's path prefix kept). */
  baseUrl: string;
  /** Resolves when the kill callback ran (never, when the client finished first). */
  killed: Promise<void>;
  /** API requests seen so far. */
  requests(): number;
  close(): Promise<void>;
}

export async function startKillProxy(
  emulatorBaseUrl: string,
  point: KillPoint,
  kill: () => void,
): Promise<KillProxy> {
  const target = new URL(emulatorBaseUrl);
  let count = 0;
  let fired = false;
  let onKilled: () => void = () => {};
  const killed = new Promise<void>((resolve) => {
    onKilled = resolve;
  });
  const fire = () => {
    if (fired) return;
    fired = true;
    kill();
    onKilled();
  };
  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host, connection: "close" },
        },
        async (answer) => {
          const chunks: Buffer[] = [];
          for await (const chunk of answer) chunks.push(chunk as Buffer);
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) });
        },
      );
      upstream.on("error", reject);
      upstream.end(body);
    });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const api = (req.url ?? "").startsWith("/v1");
    const index = api ? ++count : 0;
    const here = !fired && index === point.request;
    if (here && point.phase === "received") {
      fire();
      res.destroy();
      return;
    }
    let answer: Awaited<ReturnType<typeof forward>>;
    try {
      answer = await forward(req, body);
    } catch {
      res.destroy();
      return;
    }
    if (fired) {
      res.destroy();
      return;
    }
    if (here && point.phase === "answered") {
      fire();
      res.destroy();
      return;
    }
    const headers = { ...answer.headers };
    delete headers["transfer-encoding"];
    delete headers.connection;
    res.writeHead(answer.status, { ...headers, "content-length": String(answer.body.length) });
    res.end(answer.body);
    if (here) setTimeout(fire, point.delayMs ?? 0);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${target.pathname.replace(/\/$/, "")}`,
    killed,
    requests: () => count,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
