import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { router as controlRouter } from "./control/api.js";
import { parseJsonBody, readRawBody } from "./http/body.js";
import { ApiFailure } from "./http/failure.js";
import { send } from "./http/respond.js";
import { handleLegacy } from "./legacy/dispatch.js";
import type { Services } from "./services.js";
import { whenSaved } from "./state/persistence.js";
import { handleV1 } from "./v1/dispatch.js";

/**
 * Splits `/v1/...`, `/legacy/...` and `/_emulator/...` between the three surfaces. Bounded like a
 * real front end: a client that dribbles its headers or body is cut off (408, then closed), idle
 * keep-alive connections are closed, and connections beyond the cap are refused.
 */
export function createEmulatorServer(services: Services): Server {
  const limits = services.options.http;
  const options = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often Node checks the two timeouts above (default 30 s would let short limits overrun).
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
  };
  const server = createServer(options, (req, res) => {
    try {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const surface = /^\/(v1|legacy|_emulator)(?=\/|$)/.exec(path)?.[1];
      const rest = path.slice((surface?.length ?? 0) + 1) || "/";
      // /v1 answers a bodiless request synchronously (no promise); the others always return one.
      const pending =
        surface === "v1"
          ? handleV1(req, res, rest, services)
          : surface === "legacy"
            ? handleLegacy(req, res, rest, services)
            : surface === "_emulator"
              ? handleControl(req, res, rest, services)
              : notFound(res);
      pending?.catch((error: unknown) => requestFailed(error, res, services));
    } catch (error) {
      requestFailed(error, res, services);
    }
  });
  server.maxConnections = limits.maxConnections;
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    // A request that ran out of time gets the 408 a front end sends, then the connection closes.
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" && socket.writable) {
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    socket.destroy();
  });
  return server;
}

function notFound(res: ServerResponse): undefined {
  send(
    res,
    { status: 404, body: { error: { code: "not_found", message: "Use /v1, /legacy or /_emulator." } } },
    {},
  );
  return undefined;
}

function requestFailed(error: unknown, res: ServerResponse, services: Services): void {
  services.options.log(`request failed: ${(error as Error).stack ?? String(error)}`);
  if (!res.headersSent) res.destroy();
}

async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, services: Services) {
  const url = new URL(req.url ?? "/", "http://emulator");
  try {
    // A web page of another origin can still send a "simple" POST (no preflight, response unread)
    // to a loopback port: refuse any control request a browser marks as coming from elsewhere.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) {
      throw new ApiFailure(403, "forbidden", "control requests from another origin's web page are refused");
    }
    const raw = await readRawBody(req);
    const match = controlRouter.match(req.method ?? "GET", path);
    if (match.kind !== "found")
      throw new ApiFailure(404, "not_found", `no control endpoint ${req.method} ${url.pathname}`);
    const body = parseJsonBody(req, raw);
    const reply = match.route.handler({ url, params: match.params, body, services });
    const failure = await whenSaved(services.persistence, req.method, reply.status);
    if (failure) throw failure;
    send(res, reply, { "cache-control": "no-store" });
  } catch (error) {
    const failure =
      error instanceof ApiFailure
        ? error
        : error instanceof TypeError || error instanceof RangeError
          ? new ApiFailure(400, "invalid_request", error.message)
          : new ApiFailure(500, "internal_error", "the control request failed; see the emulator log");
    if (failure.status === 500)
      services.options.log(`control failed: ${(error as Error).stack ?? String(error)}`);
    send(
      res,
      { status: failure.status, body: { error: { code: failure.code, message: failure.detail } } },
      { "cache-control": "no-store" },
    );
  }
}
