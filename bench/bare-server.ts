/**
 * The emulator list bench's baseline, run as its own process (`node bench/bare-server.ts`, plain
 * Node: only erasable type annotations, no imports beyond node:): a bare `node:http` server that
 * answers every request with the bytes it reads from stdin, under the response headers given as a
 * JSON object in its one argument (the emulator's own, so both send the same head). Prints one JSON
 * line `{"baseUrl"}` when listening on loopback, as `svc-emulator` does; exits on SIGTERM.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const bytes = Buffer.concat(chunks);
const head = JSON.parse(process.argv[2] ?? "{}") as Record<string, string>;

const server = createServer({ keepAliveTimeout: 5_000 }, (_req, res) => {
  res.writeHead(200, {
    ...head,
    "content-type": "application/json; charset=utf-8",
    "content-length": bytes.length,
  });
  res.end(bytes);
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}/v1` })}\n`);
});
process.on("SIGTERM", () => process.exit(0));
