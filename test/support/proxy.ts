import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";

export interface ForwardProxy {
  url: string;
  /** host:port of every request that went through, in order. */
  targets: string[];
  close(): Promise<void>;
}

/** A loopback HTTP forward proxy: CONNECT tunnels and absolute-form requests, recording targets. */
export async function startForwardProxy(): Promise<ForwardProxy> {
  const targets: string[] = [];
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? "");
    targets.push(target.host);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on("connect", (req, client, head) => {
    targets.push(req.url ?? "");
    const [host = "", port = "443"] = (req.url ?? "").split(/:(?=[0-9]+$)/);
    const upstream = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    targets,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
