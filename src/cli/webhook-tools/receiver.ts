import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { diagnoseWebhook } from "../../signature/index.js";
import { type ForwardResult, forwardDelivery } from "./forward.js";
import { toVerdict, type Verdict } from "./verdict.js";

/** Official receivers cap bodies at 1 MiB. */
export const maxBodyBytes = 1024 * 1024;
/** Open connections at once; idle ones are closed first to make room (boundConnections). */
export const maxConnections = 256;
const maxRememberedIds = 100_000;

export interface ReceiverOptions {
  host: string;
  port: number;
  tls?: { key: string | Buffer; cert: string | Buffer } | undefined;
  secrets: readonly string[];
  /** Printable names of the secrets (`#0 (file)`), reported instead of the secret. */
  labels: readonly string[];
  toleranceSeconds: number;
  /** Answer to a verified delivery. */
  status: number;
  forwardTo?: URL | undefined;
  /**
   * Take at most this many deliveries (`--count`); a POST beyond them gets 503 and is never
   * verified or reported, so the stop is exact even when deliveries arrive at once.
   */
  maxDeliveries?: number | undefined;
  /** Called once per POST, after it was answered (and, with `forwardTo`, forwarded). */
  onDelivery: (delivery: ReceivedDelivery) => void;
  now?: () => number;
}

export interface ReceivedDelivery {
  type: "delivery";
  /** 1, 2, ... in the order answered. */
  index: number;
  receivedAt: string;
  path: string;
  deliveryId: string | null;
  /** The payload's `event` (from the body; only shown when it is a short string). */
  event: string | null;
  verified: boolean;
  code: string | null;
  reasons: string[];
  matchedSecret: Verdict["matchedSecret"];
  signatureMatches: boolean | null;
  timestampOk: boolean | null;
  skewSeconds: number | null;
  /** The same delivery id was received before (a retry or a redelivery). */
  duplicate: boolean;
  bodyBytes: number;
  /** The status this receiver answered. */
  status: number;
  /** What the forward target answered, after the sender had its answer (null: not forwarded). */
  forward: ForwardResult | null;
  /** Time until the sender was answered (the forward is timed on its own). */
  ms: number;
}

export interface RunningReceiver {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Answers with `status` when verified, 401 when the signature or its age fails (a wrong secret, a
 * stale or future timestamp), 400 when the request is not a well-formed signed delivery (missing or
 * malformed headers, a body that is not JSON), 413 above 1 MiB, 405 for anything but POST.
 */
export function statusFor(verdict: Pick<Verdict, "verified" | "code">, okStatus: number): number {
  if (verdict.verified) return okStatus;
  return verdict.code === "invalid_signature" || verdict.code === "stale_timestamp" ? 401 : 400;
}

export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const now = options.now ?? Date.now;
  const seen = new Set<string>();
  /** Delivery ids kept for `duplicate`, oldest forgotten first, so memory stays bounded. */
  const remember = (id: string) => {
    seen.delete(id);
    seen.add(id);
    if (seen.size > maxRememberedIds) seen.delete(seen.values().next().value as string);
  };
  let index = 0;
  /** POSTs taken (being read, verified or forwarded, or reported), against `maxDeliveries`. */
  let taken = 0;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    void handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const started = now();
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    if (request.method !== "POST") {
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    if (options.maxDeliveries !== undefined && taken >= options.maxDeliveries) {
      response.writeHead(503, { connection: "close" }).end();
      return;
    }
    taken += 1;
    const body = await readBody(request).catch((error: unknown) => {
      taken -= 1; // an aborted request is no delivery: the slot is free again
      throw error;
    });
    const base = { type: "delivery" as const, receivedAt: new Date(started).toISOString(), path };
    if (body === undefined) {
      response.writeHead(413, { connection: "close" }).end();
      index += 1;
      options.onDelivery({
        ...base,
        index,
        deliveryId: null,
        event: null,
        verified: false,
        code: "body_too_large",
        reasons: [`body larger than ${maxBodyBytes} bytes`],
        matchedSecret: null,
        signatureMatches: null,
        timestampOk: null,
        skewSeconds: null,
        duplicate: false,
        bodyBytes: Number(request.headers["content-length"] ?? 0) || maxBodyBytes + 1,
        status: 413,
        forward: null,
        ms: now() - started,
      });
      return;
    }
    const diagnosis = diagnoseWebhook({
      headers: request.headersDistinct as Record<string, string[]>,
      body,
      secrets: options.secrets,
      toleranceSeconds: options.toleranceSeconds,
      now: Math.floor(now() / 1000),
    });
    const verdict = toVerdict(diagnosis, options.labels);
    // Only a verified delivery's id counts: a forged request naming a genuine id must not make the
    // genuine delivery look like a retry.
    const duplicate = verdict.verified && verdict.deliveryId !== null && seen.has(verdict.deliveryId);
    if (verdict.verified && verdict.deliveryId !== null) remember(verdict.deliveryId);
    const status = statusFor(verdict, options.status);
    // The sender gets its answer first, in its own time; a slow forward target cannot make it
    // time out (and fail a delivery this receiver reports as answered).
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ verified: verdict.verified, ...(verdict.code ? { code: verdict.code } : {}) }),
    );
    const ms = now() - started;
    const forward =
      verdict.verified && options.forwardTo ? await forwardDelivery(options.forwardTo, request, body) : null;
    index += 1;
    options.onDelivery({
      ...base,
      index,
      deliveryId: verdict.deliveryId,
      event: eventOf(body, diagnosis.body.json),
      verified: verdict.verified,
      code: verdict.code,
      reasons: verdict.reasons,
      matchedSecret: verdict.matchedSecret,
      signatureMatches: verdict.signatureMatches,
      timestampOk: verdict.timestampOk,
      skewSeconds: verdict.timestamp?.skewSeconds ?? null,
      duplicate,
      bodyBytes: body.length,
      status,
      forward,
      ms,
    });
  };
  // An ephemeral tool, not a server farm: bound what a misbehaving sender can hold open, and check
  // the header and request deadlines every second (Node's default is every 30 s).
  const limits = { connectionsCheckingInterval: 1_000, headersTimeout: 10_000, requestTimeout: 30_000 };
  const server: Server = options.tls
    ? createHttpsServer({ ...options.tls, ...limits, handshakeTimeout: 10_000 }, handler)
    : createHttpServer(limits, handler);
  boundConnections(server, maxConnections);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `${options.tls ? "https" : "http"}://${host}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      }),
  };
}

/**
 * At most `cap` open connections, where idle ones never lock a sender out: a new connection at the
 * cap closes the connection idle the longest (connected without a request yet, or kept alive
 * between requests); only when every connection has a request in flight is the new one refused.
 */
export function boundConnections(server: Server, cap: number): void {
  // Keyed by the peer's address and port, which the TCP socket and its TLS socket share.
  const idle = new Map<string, Socket>(); // oldest first
  const busy = new Map<string, number>();
  const keyOf = (socket: Socket) => `${socket.remoteAddress}|${socket.remotePort}`;
  let open = 0;
  server.on("connection", (socket: Socket) => {
    if (open >= cap) {
      const [oldestKey, oldest] = idle.entries().next().value ?? [];
      if (oldest === undefined || oldestKey === undefined) {
        socket.destroy();
        return;
      }
      idle.delete(oldestKey);
      oldest.destroy();
    }
    const key = keyOf(socket);
    open += 1;
    idle.set(key, socket);
    socket.once("close", () => {
      open -= 1;
      if (idle.get(key) === socket) idle.delete(key);
      busy.delete(key);
    });
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const key = keyOf(request.socket);
    const raw = idle.get(key);
    if (raw === undefined && !busy.has(key)) return;
    idle.delete(key);
    busy.set(key, (busy.get(key) ?? 0) + 1);
    response.once("close", () => {
      const left = (busy.get(key) ?? 1) - 1;
      if (left > 0) {
        busy.set(key, left);
        return;
      }
      busy.delete(key);
      if (raw !== undefined && !raw.destroyed) idle.set(key, raw);
    });
  });
}

/** The raw body, or undefined once it passes 1 MiB (the rest is not read). */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) {
    request.resume();
    return undefined;
  }
  // No request.destroy() on overflow: that reset the socket, so a chunked sender never saw the 413.
  // The rest is read and dropped; the 413 closes the connection.
  return await new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) {
        chunks.push(chunk);
        return;
      }
      request.off("data", onData);
      request.off("end", onEnd);
      request.resume();
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", reject);
  });
}

function eventOf(body: Buffer, json: boolean): string | null {
  if (!json) return null;
  try {
    const event = (JSON.parse(body.toString("utf8")) as { event?: unknown }).event;
    return typeof event === "string" && event.length <= 128 ? event : null;
  } catch {
    return null;
  }
}
