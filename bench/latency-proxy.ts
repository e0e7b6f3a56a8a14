/**
 * A loopback TCP proxy that makes a local service look far away: every chunk from the client reaches
 * the service `outMs` later, every chunk of the answer reaches the client `backMs` later (10 ms
 * there and 40 ms back: a 50 ms round trip, as from a CI runner), and a new connection is opened
 * one round trip late (the TCP handshake). Order within each direction is kept (equal delays fire
 * in order). Loopback only.
 */
import { once } from "node:events";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";

export interface LatencyProxy {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

function forward(from: Socket, to: Socket, delayMs: number): void {
  from.on("data", (chunk: Buffer) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, delayMs);
  });
  from.on("end", () => setTimeout(() => to.end(), delayMs));
  from.on("error", () => to.destroy());
  from.on("close", () => setTimeout(() => to.destroy(), delayMs));
}

export async function startLatencyProxy(
  target: { host: string; port: number },
  outMs = 10,
  backMs = 40,
): Promise<LatencyProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on("error", () => {});
    client.pause();
    setTimeout(() => {
      const upstream = connect(target.port, target.host, () => {
        forward(client, upstream, outMs);
        forward(upstream, client, backMs);
        client.resume();
      });
      sockets.add(upstream);
      upstream.on("close", () => sockets.delete(upstream));
      upstream.on("error", () => client.destroy());
    }, outMs + backMs);
    client.on("close", () => sockets.delete(client));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
