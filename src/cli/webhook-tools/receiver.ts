import { createServer as createHttpServer, type RequestListener, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { boundConnections, maxConnections } from "./connections.js";
import { deliveryHandler, type HandlerOptions } from "./delivery-handler.js";
import { DeliveryIds } from "./delivery-ids.js";
import { DeliverySlots } from "./delivery-slots.js";
import { ForwardLoopError, newInstanceId, selfReachingAddress } from "./forward-loop.js";

export interface ReceiverOptions extends HandlerOptions {
  host: string;
  port: number;
  tls?: { key: string | Buffer; cert: string | Buffer } | undefined;
  /**
   * Take at most this many deliveries (`--count`); a POST beyond them gets 503 and is never
   * verified or reported, so the stop is exact even when deliveries arrive at once.
   */
  maxDeliveries?: number | undefined;
}

export interface RunningReceiver {
  url: string;
  port: number;
  /** The random id this receiver marks its forwards with (`x-svc-forwarded-by`). */
  instanceId: string;
  /**
   * Stops: every new POST gets 503, forwards still waiting are ended, and it resolves once every
   * delivery taken has been reported (no report follows it).
   */
  close(): Promise<void>;
}

/**
 * A verifying endpoint (docs/receiver-verification.md), listening once this resolves. Rejects with
 * ForwardLoopError when `forwardTo` would reach this receiver itself (with port 0: only after a few
 * other ports were tried), with nothing announced and nothing left listening.
 */
export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const instanceId = newInstanceId();
  const slots = new DeliverySlots(options.maxDeliveries);
  const stopping = new AbortController();
  const handle = deliveryHandler(options, {
    slots,
    ids: new DeliveryIds(),
    instanceId,
    stopping: stopping.signal,
  });
  const inFlight = new Set<Promise<void>>();
  const server = createReceiverServer(options.tls, (request, response) => {
    const handled = handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });
  boundConnections(server, maxConnections);
  const address = await listenNotOnTarget(server, options);
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const close = async () => {
    slots.stop();
    stopping.abort();
    await Promise.all([closeServer(server), settled(inFlight)]);
  };
  return {
    url: `${options.tls ? "https" : "http"}://${host}:${address.port}/`,
    port: address.port,
    instanceId,
    close,
  };
}

function createReceiverServer(tls: ReceiverOptions["tls"], listener: RequestListener): Server {
  // An ephemeral tool, not a server farm: bound what a misbehaving sender can hold open, and check
  // the header and request deadlines every second (Node's default is every 30 s).
  const limits = { connectionsCheckingInterval: 1_000, headersTimeout: 10_000, requestTimeout: 30_000 };
  return tls
    ? createHttpsServer({ ...tls, ...limits, handshakeTimeout: 10_000 }, listener)
    : createHttpServer(limits, listener);
}

/** Port 0 may pick the very port --forward-to names: then another one is picked, a few times. */
const portZeroTries = 5;

/** Listens where the options say, never where `forwardTo` reaches (ForwardLoopError). */
export async function listenNotOnTarget(
  server: Server,
  options: Pick<ReceiverOptions, "host" | "port" | "forwardTo">,
  reaches: typeof selfReachingAddress = selfReachingAddress,
): Promise<AddressInfo> {
  for (let attempt = 1; ; attempt += 1) {
    const address = await listen(server, options.port, options.host);
    if (options.forwardTo === undefined) return address;
    const via = await reaches(options.forwardTo, address);
    if (via === undefined) return address;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    if (options.port !== 0 || attempt >= portZeroTries)
      throw new ForwardLoopError(options.forwardTo, via, address);
  }
}

async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
  });
}

/** Waits for every handler, including any that start meanwhile (they are refused at once). */
async function settled(inFlight: Set<Promise<void>>): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
