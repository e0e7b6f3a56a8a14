import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Open connections at once; idle ones are closed first to make room (boundConnections). */
export const maxConnections = 256;

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
