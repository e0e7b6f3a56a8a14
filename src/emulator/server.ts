import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { router as controlRouter } from "./control/api.js";
import { parseJsonBody, readRawBody } from "./http/body.js";
import { ApiFailure } from "./http/failure.js";
import { send } from "./http/respond.js";
import { handleLegacy } from "./legacy/dispatch.js";
import type { Services } from "./services.js";
import { handleV1 } from "./v1/dispatch.js";

/** Splits `/v1/...`, `/legacy/...` and `/_emulator/...` between the three surfaces. */
export function createEmulatorServer(services: Services): Server {
  const server = createServer({ keepAliveTimeout: 5_000 }, (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const surface = /^\/(v1|legacy|_emulator)(?=\/|$)/.exec(path)?.[1];
    const rest = path.slice((surface?.length ?? 0) + 1) || "/";
    const done = (promise: Promise<void>) =>
      promise.catch((error: unknown) => {
        services.options.log(`request failed: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent) res.destroy();
      });
    if (surface === "v1") done(handleV1(req, res, rest, services));
    else if (surface === "legacy") done(handleLegacy(req, res, rest, services));
    else if (surface === "_emulator") done(handleControl(req, res, rest, services));
    else
      send(
        res,
        { status: 404, body: { error: { code: "not_found", message: "Use /v1, /legacy or /_emulator." } } },
        {},
      );
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  return server;
}

async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, services: Services) {
  const url = new URL(req.url ?? "/", "http://emulator");
  const headers = { "cache-control": "no-store" };
  try {
    const raw = await readRawBody(req);
    const match = controlRouter.match(req.method ?? "GET", path);
    if (match.kind !== "found")
      throw new ApiFailure(404, "not_found", `no control endpoint ${req.method} ${url.pathname}`);
    const body = parseJsonBody(req, raw);
    send(res, match.route.handler({ url, params: match.params, body, services }), headers);
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
      headers,
    );
  }
}
