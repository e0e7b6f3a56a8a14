import { createServer as createHttpServer, type RequestListener, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { boundConnections, maxConnections } from "./connections.js";
import { deliveryHandler, type HandlerOptions } from "./delivery-handler.js";
import { DeliveryIds } from "./delivery-ids.js";
import { DeliverySlots } from "./delivery-slots.js";

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
  close(): Promise<void>;
}

/** A verifying endpoint (docs/receiver-verification.md), listening once this resolves. */
export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const handle = deliveryHandler(options, {
    slots: new DeliverySlots(options.maxDeliveries),
    ids: new DeliveryIds(),
  });
  const server = createReceiverServer(options.tls, (request, response) => {
    void handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  boundConnections(server, maxConnections);
  const address = await listen(server, options.port, options.host);
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `${options.tls ? "https" : "http"}://${host}:${address.port}/`,
    port: address.port,
    close: () => closeServer(server),
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
