import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import type { HttpLimits } from "../../../src/emulator/options.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

// The emulator's HTTP front end bounds slow and idle clients like a real one (small limits here).

const started: TestEmulator[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((emu) => emu.stop()));
});

async function emulator(http: Partial<HttpLimits>) {
  const emu = await startTestEmulator({ http });
  started.push(emu);
  return emu;
}

async function open(emu: TestEmulator): Promise<{ socket: Socket; received: () => string }> {
  const { hostname, port } = new URL(emu.baseUrl);
  const socket = connect(Number(port), hostname);
  let data = "";
  socket.on("data", (chunk: Buffer) => {
    data += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  await once(socket, "connect");
  return { socket, received: () => data };
}

/** Resolves with how long the socket stayed open; rejects when it is still open after `boundMs`. */
async function closedWithin(socket: Socket, boundMs: number): Promise<number> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      once(socket, "close"),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`still open after ${boundMs} ms`)), boundMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return performance.now() - startedAt;
}

/** Writes `text` one byte every `everyMs` until the socket closes; resolves with how long it stayed open. */
async function dribble(socket: Socket, text: string, everyMs: number, boundMs: number): Promise<number> {
  let index = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(text[index++ % text.length] as string);
  }, everyMs);
  try {
    return await closedWithin(socket, boundMs);
  } finally {
    clearInterval(timer);
  }
}

describe("emulator HTTP limits", () => {
  test("a client dribbling its headers is answered 408 and disconnected at headersTimeout", async () => {
    const emu = await emulator({ headersTimeoutMs: 200, requestTimeoutMs: 1_000 });
    const { socket, received } = await open(emu);
    socket.write("GET /v1/ HTTP/1.1\r\nHost: emulator\r\n");
    const openMs = await dribble(socket, "X-Slow: aaaaaaaa", 20, 3_000);
    expect(openMs).toBeLessThan(1_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  test("a client dribbling its body is disconnected at requestTimeout", async () => {
    const emu = await emulator({ headersTimeoutMs: 200, requestTimeoutMs: 400 });
    const { socket, received } = await open(emu);
    socket.write(
      "POST /v1/webhooks HTTP/1.1\r\nHost: emulator\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
    );
    const openMs = await dribble(socket, "{", 20, 3_000);
    expect(openMs).toBeGreaterThanOrEqual(300);
    expect(openMs).toBeLessThan(1_500);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test("an idle keep-alive connection is closed after keepAliveTimeout; requests in time are served", async () => {
    const emu = await emulator({ keepAliveTimeoutMs: 100 });
    const { socket, received } = await open(emu);
    socket.write("GET /v1/ HTTP/1.1\r\nHost: emulator\r\n\r\n");
    // Node adds a one-second buffer to the keep-alive timeout it announces.
    expect(await closedWithin(socket, 3_000)).toBeLessThan(3_000);
    expect(received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  test("connections beyond maxConnections are refused", async () => {
    const emu = await emulator({ maxConnections: 2 });
    const held = [await open(emu), await open(emu)];
    const extra = await open(emu);
    await closedWithin(extra.socket, 2_000);
    expect(extra.received()).toBe("");
    for (const { socket } of held) expect(socket.destroyed).toBe(false);
    for (const { socket } of held) socket.destroy();
  });

  test("a delay fault is the server being slow, not the client: a large body is received first", async () => {
    const emu = await emulator({ headersTimeoutMs: 100, requestTimeoutMs: 200 });
    await emu.control.addFault({ kind: "delay", delayMs: 600, method: "POST", pathPrefix: "/v1/webhooks" });
    const response = await rawRequest(`${emu.baseUrl}/webhooks`, {
      method: "POST",
      token: emu.credential("admin").token,
      headers: { "idempotency-key": "delay-large-body" },
      body: {
        url: "https://hooks.example.com/in",
        actions: ["task_created"],
        padding: "x".repeat(512 * 1024),
      },
    });
    // Answered by the API (the body has an unknown member), not cut off with 408 while it waited.
    expect(response.status).toBe(400);
  });

  test("limits are checked when the emulator starts", async () => {
    await expect(
      startTestEmulator({ http: { headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 } }),
    ).rejects.toThrow("http.headersTimeoutMs must not exceed http.requestTimeoutMs");
    await expect(startTestEmulator({ http: { maxConnections: 0 } })).rejects.toThrow(
      "http.maxConnections must be a positive integer",
    );
  });
});

describe("a request body over the 1 MiB limit", () => {
  test("is answered 413 with Connection: close, so a kept-alive client does not reuse the socket", async () => {
    const emu = await emulator({});
    const token = emu.credentials[0]?.token ?? "";
    const post = (body: string) =>
      rawRequest(`${emu.baseUrl}/webhooks`, {
        method: "POST",
        token,
        headers: { "idempotency-key": `k-${body.length}` },
        body,
      });
    const tooLarge = await post(JSON.stringify({ pad: "x".repeat(3 * 1024 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.connection).toBe("close");
    // The next requests from the same pool get answers, not ECONNRESET from a socket the server dropped.
    for (const n of [1, 2, 3]) expect((await post(JSON.stringify({ n }))).status).toBe(400);
  });
});
