/**
 * A receiver never counts its own echoes: a --forward-to that reaches the receiver itself is refused
 * before it is announced, and a copy it forwarded that comes back by any road (a second receiver
 * forwarding back, a relay in between) is answered 508, never counted, reported or forwarded again.
 * Everything runs over real HTTP on loopback, bounded by --count or a close.
 */
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import type { CliContext } from "../../../src/cli/cli-context.js";
import type { ReceivedDelivery } from "../../../src/cli/webhook-tools/delivery-record.js";
import { DeliverySlots } from "../../../src/cli/webhook-tools/delivery-slots.js";
import { parseForwardUrl } from "../../../src/cli/webhook-tools/forward.js";
import {
  addressesReaching,
  ForwardLoopError,
  forwardedBy,
  forwardedByHeader,
  marksOf,
  selfReachingAddress,
} from "../../../src/cli/webhook-tools/forward-loop.js";
import {
  listenNotOnTarget,
  type ReceiverOptions,
  type RunningReceiver,
  startReceiver,
} from "../../../src/cli/webhook-tools/receiver.js";
import { signWebhook } from "../../../src/signature/index.js";
import { runInProcess } from "../../support/cli.js";

const SECRET = `whsec_v2_${"l".repeat(43)}`;
const BODY = '{"event":"task_created","item":{}}';
const ID_A = "0b5e6f1c-0000-4000-8000-00000000000a";
const ID_B = "0b5e6f1c-0000-4000-8000-00000000000b";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const withMarks = (...values: string[]) => ({ headersDistinct: { [forwardedByHeader]: values } });
const listening = (address: string, port: number): AddressInfo => ({
  address,
  port,
  family: address.includes(":") ? "IPv6" : "IPv4",
});

async function freePort(): Promise<number> {
  const server = createServer();
  await once(server.listen(0, "127.0.0.1"), "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  await once(server.listen(0, "127.0.0.1"), "listening");
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return server;
}

const urlOf = (server: Server, path = "/") =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

/** A relay (like a local proxy) to a target set later; it passes every header on. */
async function relay() {
  let target = "";
  const server = await serve((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !["host", "connection", "content-length"].includes(name),
        ),
      ) as Record<string, string>;
      const answer = await fetch(target, { method: "POST", headers, body: Buffer.concat(chunks) }).catch(
        () => undefined,
      );
      await answer?.body?.cancel();
      res.writeHead(answer?.status ?? 502).end();
    });
  });
  return { url: urlOf(server, "/relay"), to: (url: string) => (target = url) };
}

async function receiver(options: Partial<ReceiverOptions> = {}) {
  const seen: ReceivedDelivery[] = [];
  const waiters: (() => void)[] = [];
  let loops = 0;
  const running: RunningReceiver = await startReceiver({
    host: "127.0.0.1",
    port: 0,
    secrets: [SECRET],
    labels: ["#0 (a.secret)"],
    toleranceSeconds: 300,
    status: 204,
    onDelivery: (delivery) => {
      seen.push(delivery);
      for (const wake of waiters.splice(0)) wake();
    },
    onLoop: () => {
      loops += 1;
      for (const wake of waiters.splice(0)) wake();
    },
    ...options,
  });
  cleanups.push(() => running.close());
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { running, seen, loops: () => loops, until };
}

async function send(url: string, id: string): Promise<number> {
  const dispatcher = new Agent({ headersTimeout: 5_000, bodyTimeout: 5_000 });
  try {
    const headers = { ...signWebhook(SECRET, BODY, { id }), "content-type": "application/json" };
    const response = await request(url, { method: "POST", headers, body: BODY, dispatcher });
    await response.body.dump();
    return response.statusCode;
  } finally {
    await dispatcher.close();
  }
}

describe("forward marks", () => {
  it("reads only well-formed instance ids, from every header line and comma list", () => {
    expect(marksOf(withMarks(`${ID_A}, junk`, ` ${ID_B.toUpperCase()} `))).toEqual([ID_A, ID_B]);
    expect(marksOf({ headersDistinct: {} })).toEqual([]);
  });

  it("passes the marks on with its own last, once, keeping the newest 16", () => {
    expect(forwardedBy({ headersDistinct: {} }, ID_A)).toBe(ID_A);
    expect(forwardedBy(withMarks(ID_A), ID_B)).toBe(`${ID_A}, ${ID_B}`);
    expect(forwardedBy(withMarks(`${ID_A}, ${ID_B}`), ID_A)).toBe(`${ID_B}, ${ID_A}`);
    const many = Array.from(
      { length: 40 },
      (_, i) => `0b5e6f1c-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const passed = forwardedBy(withMarks(many.join(",")), ID_A).split(", ");
    expect(passed).toHaveLength(16);
    expect(passed.at(-1)).toBe(ID_A);
    expect(passed.at(-2)).toBe(many.at(-1));
  });
});

describe("which targets reach the receiver itself", () => {
  const check = (list: ReturnType<typeof addressesReaching>, address: string) =>
    list.check(address, address.includes(":") ? "ipv6" : "ipv4");

  it.each([
    ["127.0.0.1", ["127.0.0.1", "::ffff:127.0.0.1", "0.0.0.0"], ["127.0.0.2", "::1", "192.0.2.2"]],
    ["::1", ["::1", "::"], ["127.0.0.1"]],
    ["0.0.0.0", ["127.0.0.1", "127.9.9.9", "0.0.0.0", "192.0.2.2", "::ffff:127.0.0.1"], ["::1", "10.9.9.9"]],
    ["::", ["::1", "::", "127.0.0.1", "0.0.0.0", "192.0.2.2", "fd00::2"], ["10.9.9.9", "fd00::9"]],
    ["192.0.2.2", ["192.0.2.2"], ["127.0.0.1", "0.0.0.0"]],
    ["::ffff:127.0.0.1", ["127.0.0.1", "0.0.0.0", "::ffff:127.0.0.1"], ["::1", "127.0.0.2"]],
  ])("listening on %s", (address, reach, miss) => {
    const list = addressesReaching(address, ["127.0.0.1", "::1", "192.0.2.2", "fd00::2"]);
    for (const a of reach) expect(check(list, a), a).toBe(true);
    for (const a of miss) expect(check(list, a), a).toBe(false);
  });

  it("resolves a name as the forwarder does and compares ports, defaulting to 80 and 443", async () => {
    const both = async () => ["::1", "127.0.0.1"];
    const at = listening("127.0.0.1", 8787);
    expect(await selfReachingAddress(new URL("http://localhost:8787/x"), at, both)).toBe("127.0.0.1");
    expect(await selfReachingAddress(new URL("http://localhost:8788/"), at, both)).toBeUndefined();
    expect(await selfReachingAddress(new URL("http://[::1]:8787/"), at, both)).toBeUndefined();
    expect(await selfReachingAddress(new URL("https://127.0.0.1:8787/"), at, both)).toBe("127.0.0.1");
    expect(await selfReachingAddress(new URL("http://localhost/"), listening("::", 80), both)).toBe("::1");
    expect(await selfReachingAddress(new URL("https://[::1]/"), listening("::1", 443), both)).toBe("::1");
    const unknown = async () => [];
    expect(await selfReachingAddress(new URL("http://localhost:8787/"), at, unknown)).toBeUndefined();
  });

  it("refuses the wildcard as a forward target, naming it", () => {
    expect(parseForwardUrl("http://0.0.0.0:3000/")).toBe(
      "must point at this machine by a loopback address (localhost, 127.0.0.1 or [::1]), not the wildcard 0.0.0.0",
    );
    expect(parseForwardUrl("http://[::]:3000/")).toMatch(/not the wildcard \[::\]$/);
  });
});

describe("a forward target that is the receiver itself is refused before it is announced", () => {
  it("rejects with ForwardLoopError and leaves nothing listening", async () => {
    const port = await freePort();
    const started = startReceiver({
      host: "127.0.0.1",
      port,
      secrets: [SECRET],
      labels: ["#0"],
      toleranceSeconds: 300,
      status: 204,
      forwardTo: new URL(`http://localhost:${port}/hooks`),
      onDelivery: () => {},
    });
    await expect(started).rejects.toBeInstanceOf(ForwardLoopError);
    const again = createServer();
    await once(again.listen(port, "127.0.0.1"), "listening");
    await new Promise((resolve) => again.close(resolve));
  });

  it("with port 0, a picked port that the target names is traded for another", async () => {
    const server = createServer();
    const seen: number[] = [];
    // Pretend the first port picked is the target's: the receiver must listen elsewhere.
    const reaches = async (_target: URL, at: AddressInfo) => {
      seen.push(at.port);
      return seen.length === 1 ? "127.0.0.1" : undefined;
    };
    const options = { host: "127.0.0.1", port: 0, forwardTo: new URL("http://127.0.0.1:1/") };
    const address = await listenNotOnTarget(server, options, reaches);
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    expect(seen).toHaveLength(2);
    expect(server.listening).toBe(true);
    expect(address.port).toBe(seen[1]);
  });

  it("with a fixed port it is refused at once; with port 0 after a few tries", async () => {
    const always = async () => "127.0.0.1";
    const fixed = { host: "127.0.0.1", port: await freePort(), forwardTo: new URL("http://127.0.0.1:1/") };
    const server = createServer();
    await expect(listenNotOnTarget(server, fixed, always)).rejects.toBeInstanceOf(ForwardLoopError);
    expect(server.listening).toBe(false);
    let tries = 0;
    const counting = async () => {
      tries += 1;
      return "127.0.0.1";
    };
    await expect(listenNotOnTarget(server, { ...fixed, port: 0 }, counting)).rejects.toBeInstanceOf(
      ForwardLoopError,
    );
    expect(tries).toBe(5);
    expect(server.listening).toBe(false);
  });
});

describe("a forwarded copy is never counted as a delivery", () => {
  it("through a relay back to itself: answered 508, not counted, not taking a --count slot", async () => {
    const back = await relay();
    const r = await receiver({ forwardTo: new URL(back.url), maxDeliveries: 2 });
    back.to(r.running.url);
    expect(await send(r.running.url, "dlv_once")).toBe(204);
    await r.until(() => r.seen.length === 1 && r.loops() === 1);
    expect(r.seen[0]).toMatchObject({ deliveryId: "dlv_once", verified: true, forward: { status: 508 } });
    // The one remaining slot is still free: the echo did not use it.
    expect(await send(r.running.url, "dlv_twice")).toBe(204);
    await r.until(() => r.seen.length === 2 && r.loops() === 2);
    expect(r.seen.map((d) => d.deliveryId)).toEqual(["dlv_once", "dlv_twice"]);
  });

  it("between two receivers forwarding to each other (through a relay): one delivery each", async () => {
    const toB = await relay();
    const a = await receiver({ forwardTo: new URL(toB.url), maxDeliveries: 3 });
    const b = await receiver({ forwardTo: new URL(a.running.url), maxDeliveries: 3 });
    toB.to(b.running.url);
    expect(await send(a.running.url, "dlv_pair")).toBe(204);
    await a.until(() => a.seen.length === 1 && a.loops() === 1);
    await b.until(() => b.seen.length === 1);
    expect(a.seen[0]).toMatchObject({ deliveryId: "dlv_pair", forward: { status: 204 } });
    // B forwarded A's copy back to A, which knew its own mark.
    expect(b.seen[0]).toMatchObject({ deliveryId: "dlv_pair", duplicate: false, forward: { status: 508 } });
    expect(b.loops()).toBe(0);
  });

  it("marks what it forwards with its instance id; a redirect back to itself is not followed", async () => {
    const marks: (string | undefined)[] = [];
    let receiverUrl = "";
    const target = await serve((req, res) => {
      marks.push(req.headers[forwardedByHeader] as string | undefined);
      req.resume();
      res.writeHead(307, { location: receiverUrl }).end();
    });
    const r = await receiver({ forwardTo: new URL(urlOf(target, "/app")) });
    receiverUrl = r.running.url;
    expect(await send(r.running.url, "dlv_redirect")).toBe(204);
    await r.until(() => r.seen.length === 1);
    expect(r.seen[0]?.forward).toMatchObject({ status: 307 });
    expect(marks).toEqual([r.running.instanceId]);
    expect(r.loops()).toBe(0);
  });
});

describe("stopping", () => {
  it("close() ends a forward still waiting and resolves only after its delivery was reported", async () => {
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const held = await serve(() => arrived()); // never answers
    const r = await receiver({ forwardTo: new URL(urlOf(held)) });
    expect(await send(r.running.url, "dlv_stop")).toBe(204);
    await arrival;
    await r.running.close();
    expect(r.seen).toHaveLength(1);
    expect(r.seen[0]?.forward).toMatchObject({ error: "receiver stopped before the target answered" });
  });

  it("a stopping receiver takes no more POSTs", () => {
    const slots = new DeliverySlots(undefined);
    expect(slots.take()).toBe(true);
    slots.stop();
    expect(slots.take()).toBe(false);
  });
});

describe("svc webhooks receive", () => {
  function inDir() {
    const dir = mkdtempSync(join(tmpdir(), "svc-receive-loop-"));
    writeFileSync(join(dir, "a.secret"), `${SECRET}\n`);
    return dir;
  }

  it.each([
    ["localhost", "http://localhost:PORT/"],
    ["127.0.0.1 with a path", "http://127.0.0.1:PORT/hooks"],
    ["https on the same port", "https://127.0.0.1:PORT/"],
  ])("exits 2 before ready when --forward-to is the receiver itself (%s)", async (_name, forward) => {
    const port = String(await freePort());
    const target = forward.replace("PORT", port);
    const args = ["webhooks", "receive", "--secret-file", "a.secret", "--port", port, "--count", "5"];
    const result = await runInProcess([...args, "--forward-to", target], { cwd: inDir() });
    expect(result).toMatchObject({ code: 2, stdout: "" });
    expect(result.stderr).toContain(
      `svc: --forward-to ${target} is this receiver itself (it reaches 127.0.0.1:${port}`,
    );
    expect(result.stderr).toContain("point --forward-to at your application's own port");
    expect(result.stderr).not.toContain("ready");
  });

  it("says once on stderr that a loop was detected, and counts only the deliveries", async () => {
    const back = await relay();
    let resolveReady: (url: string) => void = () => {};
    const ready = new Promise<string>((resolve) => {
      resolveReady = resolve;
    });
    const args = ["-o", "jsonl", "webhooks", "receive", "--secret-file", "a.secret", "--count", "2"];
    const done = runInProcess([...args, "--forward-to", back.url], {
      cwd: inDir(),
      onContext: (ctx: CliContext) => {
        let text = "";
        ctx.stderr.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
          const match = /ready: receiving on (\S+) /.exec(text);
          if (match?.[1]) resolveReady(match[1]);
        });
      },
    });
    const url = await ready;
    back.to(url);
    expect(await send(url, "dlv_1")).toBe(204);
    expect(await send(url, "dlv_2")).toBe(204);
    const result = await done;
    expect(result.code).toBe(0);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.type === "delivery").map((line) => line.forward.status)).toEqual([
      508, 508,
    ]);
    expect(lines.at(-1)).toMatchObject({ deliveries: 2, verified: 2, forwarded: 2, forwardFailed: 2 });
    expect(result.stderr.match(/forwarding loop/g)).toHaveLength(1);
    expect(result.stderr).toContain(
      `svc: warning: forwarding loop: a delivery this receiver forwarded to ${back.url} came back to it`,
    );
  });
});
