/**
 * `svc webhooks receive` tells the sender and the operator the same story: the sender is answered
 * before a slow forward target is, a forged request cannot mark a genuine delivery as a duplicate,
 * a forward URL with control characters is refused, and idle connections never lock a sender out.
 */
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import type { CliContext } from "../../../src/cli/cli-context.js";
import { maxConnections } from "../../../src/cli/webhook-tools/connections.js";
import type { ReceivedDelivery } from "../../../src/cli/webhook-tools/delivery-record.js";
import { parseForwardUrl } from "../../../src/cli/webhook-tools/forward.js";
import { summaryText } from "../../../src/cli/webhook-tools/receive-lines.js";
import { type RunningReceiver, startReceiver } from "../../../src/cli/webhook-tools/receiver.js";
import { signWebhook } from "../../../src/signature/index.js";
import { loopbackCertificate } from "../../support/certs.js";
import { runInProcess } from "../../support/cli.js";

const SECRET = `whsec_v2_${"t".repeat(43)}`;
const FORGER = `whsec_v2_${"f".repeat(43)}`;
const BODY = '{"event":"task_created","item":{}}';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receiver(options: { forwardTo?: URL; tls?: boolean } = {}) {
  const seen: ReceivedDelivery[] = [];
  const waiters: (() => void)[] = [];
  const running: RunningReceiver = await startReceiver({
    host: "127.0.0.1",
    port: 0,
    ...(options.tls ? { tls: await loopbackCertificate() } : {}),
    secrets: [SECRET],
    labels: ["#0 (a.secret)"],
    toleranceSeconds: 300,
    status: 204,
    forwardTo: options.forwardTo,
    onDelivery: (delivery) => {
      seen.push(delivery);
      for (const wake of waiters.splice(0)) wake();
    },
  });
  cleanups.push(() => running.close());
  const reported = async (count: number) => {
    while (seen.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return seen;
  };
  return { running, seen, reported };
}

const signed = (secret: string, id: string) => ({
  ...signWebhook(secret, BODY, { id }),
  "content-type": "application/json",
});

/** One POST with its own connection and a deadline like a webhook sender's. */
async function send(url: string, headers: Record<string, string>, timeoutMs = 3_000, ca?: string) {
  const dispatcher = new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    ...(ca ? { connect: { ca } } : {}),
  });
  try {
    const response = await request(url, { method: "POST", headers, body: BODY, dispatcher });
    await response.body.dump();
    return response.statusCode;
  } finally {
    await dispatcher.close();
  }
}

/** A forward target that holds every request until `release()`. */
async function heldTarget() {
  const held: ServerResponse[] = [];
  let arrived: () => void = () => {};
  const firstArrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    held.push(response);
    arrived();
  });
  await once(server.listen(0, "127.0.0.1"), "listening");
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/app`),
    firstArrival,
    release: (status: number) => {
      for (const response of held.splice(0)) response.writeHead(status).end();
    },
  };
}

/**
 * `svc webhooks receive --count 1 --forward-to <a held target>` run in-process in a fresh temp dir:
 * the target, the receiving URL once the receiver says it is ready, and the run's result.
 */
async function receiveOnceForwardingToHeld(prefix: string) {
  const target = await heldTarget();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, "a.secret"), `${SECRET}\n`);
  let resolveReady: (url: string) => void = () => {};
  const ready = new Promise<string>((resolve) => {
    resolveReady = resolve;
  });
  const args = ["-o", "jsonl", "webhooks", "receive", "--secret-file", "a.secret", "--count", "1"];
  const done = runInProcess([...args, "--forward-to", target.url.href], {
    cwd: dir,
    onContext: (ctx: CliContext) => {
      let text = "";
      ctx.stderr.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
        const match = /ready: receiving on (\S+) /.exec(text);
        if (match?.[1]) resolveReady(match[1]);
      });
    },
  });
  return { target, ready, done };
}

describe("the sender is answered before the forward target", () => {
  it("answers 204 while the forward target still holds the request; the line reports the forward apart", async () => {
    const target = await heldTarget();
    const { running, reported } = await receiver({ forwardTo: target.url });
    // On a receiver that forwards first, this POST waits for the held target and times out.
    expect(await send(running.url, signed(SECRET, "dlv_slow"))).toBe(204);
    await target.firstArrival;
    target.release(503);
    const [delivery] = await reported(1);
    expect(delivery).toMatchObject({
      verified: true,
      status: 204,
      forward: { url: target.url.href, status: 503 },
    });
    expect(delivery?.ms).toBeLessThanOrEqual(delivery?.forward?.ms ?? 0);
  });

  it("svc webhooks receive: the summary counts what the sender saw and the forwards on their own", async () => {
    const { target, ready, done } = await receiveOnceForwardingToHeld("svc-receive-truth-");
    expect(await send(await ready, signed(SECRET, "dlv_cli"))).toBe(204);
    await target.firstArrival;
    target.release(500);
    const result = await done;
    expect(result.code).toBe(0);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[1]).toMatchObject({
      type: "delivery",
      verified: true,
      status: 204,
      forward: { status: 500 },
    });
    expect(lines[2]).toEqual({
      type: "summary",
      deliveries: 1,
      verified: 1,
      failed: 0,
      stoppedBy: "count",
      forwarded: 1,
      forwardFailed: 1,
    });
    expect(result.stderr).toContain(
      "svc: stopped (count): 1 delivery, 1 verified, 0 failed; forwarded 1 (1 without a 2xx answer)",
    );
  });

  it("svc webhooks receive --count takes exactly that many: a POST arriving meanwhile gets 503, unreported", async () => {
    const { target, ready, done } = await receiveOnceForwardingToHeld("svc-receive-count-");
    const url = await ready;
    expect(await send(url, signed(SECRET, "dlv_first"))).toBe(204);
    // The first delivery is still being forwarded (held), so it is not reported yet: the one slot
    // of --count 1 is taken all the same.
    await target.firstArrival;
    expect(await send(url, signed(FORGER, "dlv_second"))).toBe(503);
    target.release(204);
    const result = await done;
    expect(result.code).toBe(0);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; deliveryId?: string });
    expect(lines.filter((line) => line.type === "delivery").map((line) => line.deliveryId)).toEqual([
      "dlv_first",
    ]);
    expect(lines.at(-1)).toMatchObject({ type: "summary", deliveries: 1, verified: 1, failed: 0 });
  });

  it("summarises without forward counts when nothing is forwarded", () => {
    expect(
      summaryText({ type: "summary", deliveries: 2, verified: 2, failed: 0, stoppedBy: "timeout" }),
    ).toBe("svc: stopped (timeout): 2 deliveries, 2 verified, 0 failed");
  });
});

describe("delivery ids", () => {
  it("a forged request naming a genuine delivery's id neither counts as nor creates a duplicate", async () => {
    const { running, reported } = await receiver();
    expect(await send(running.url, signed(FORGER, "dlv_genuine"))).toBe(401);
    expect(await send(running.url, signed(SECRET, "dlv_genuine"))).toBe(204);
    expect(await send(running.url, signed(FORGER, "dlv_genuine"))).toBe(401);
    expect(await send(running.url, signed(SECRET, "dlv_genuine"))).toBe(204);
    const seen = await reported(4);
    expect(seen.map((d) => [d.verified, d.duplicate])).toEqual([
      [false, false],
      [true, false],
      [false, false],
      [true, true],
    ]);
  });
});

describe("--forward-to", () => {
  it.each([
    ["CR LF", "http://127.0.0.1:3000/x\r\nX-Injected: 1", "U+000D"],
    ["LF", "http://127.0.0.1:3000/\nx", "U+000A"],
    ["a tab", "http://127.0.0.1:3000/\tx", "U+0009"],
    ["a leading space", " http://127.0.0.1:3000/x", "U+0020"],
    ["NUL", "http://127.0.0.1:3000/x\u0000", "U+0000"],
    ["DEL", "http://127.0.0.1:3000/x\u007f", "U+007F"],
    ["a C1 control", "http://127.0.0.1:3000/x\u0085", "U+0085"],
  ])("refuses %s instead of rewriting it", (_name, url, point) => {
    expect(parseForwardUrl(url)).toBe(
      `must not contain whitespace or control characters (${point}); remove them`,
    );
  });

  it("refuses a backslash and a broken %-escape, which a URL parser would rewrite", () => {
    expect(parseForwardUrl("http://127.0.0.1:3000\\x")).toBe(
      'must not contain "\\" (U+005C); percent-encode it',
    );
    expect(parseForwardUrl("http://127.0.0.1:3000/%zz")).toBe("has a % that does not start a %XX escape");
  });

  it("svc webhooks receive exits 2 naming the character, before listening", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-receive-forward-"));
    writeFileSync(join(dir, "a.secret"), `${SECRET}\n`);
    const result = await runInProcess(
      ["webhooks", "receive", "--secret-file", "a.secret", "--forward-to", "http://127.0.0.1:3000/\r\nx"],
      { cwd: dir },
    );
    expect(result).toMatchObject({ code: 2, stdout: "" });
    expect(result.stderr).toBe(
      "svc: --forward-to must not contain whitespace or control characters (U+000D); remove them\n",
    );
  });
});

/** Opens `count` TCP connections that never send a byte (bounded, loopback only). */
async function idleConnections(port: number, count: number) {
  let closed = 0;
  const waiters: (() => void)[] = [];
  const sockets = await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.once("close", () => {
        closed += 1;
        for (const wake of waiters.splice(0)) wake();
      });
      await once(socket, "connect");
      return socket;
    }),
  );
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
  });
  /** Resolves once `n` of them were closed by the other side. */
  const closedBy = async (n: number) => {
    while (closed < n) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { sockets, closed: closedBy };
}

describe("idle connections never lock a sender out", () => {
  it(`answers a delivery at once with ${maxConnections + 44} idle connections open (plain http)`, async () => {
    const { running, reported } = await receiver();
    const idle = await idleConnections(running.port, maxConnections + 44);
    const started = Date.now();
    expect(await send(running.url, signed(SECRET, "dlv_crowded"))).toBe(204);

    expect(Date.now() - started).toBeLessThan(2_000);
    await reported(1);
    // Idle connections made room (at least the 44 over the cap); the rest stay open.
    await idle.closed(44);
    expect(idle.sockets.filter((socket) => !socket.destroyed).length).toBeGreaterThanOrEqual(
      maxConnections - 1,
    );
  });

  it("over TLS too, where idle sockets have not even begun the handshake", async () => {
    const { cert } = await loopbackCertificate();
    const { running, reported } = await receiver({ tls: true });
    await idleConnections(running.port, maxConnections + 4);
    expect(await send(running.url, signed(SECRET, "dlv_tls"), 3_000, cert)).toBe(204);
    await reported(1);
  });

  it("a kept-alive connection between requests is idle too", async () => {
    const { running, reported } = await receiver();
    const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
    cleanups.push(() => agent.close());
    const first = await request(running.url, {
      method: "POST",
      headers: signed(SECRET, "dlv_k1"),
      body: BODY,
      dispatcher: agent,
    });
    await first.body.dump();
    await idleConnections(running.port, maxConnections);
    expect(await send(running.url, signed(SECRET, "dlv_k2"))).toBe(204);
    await reported(2);
  });
});
