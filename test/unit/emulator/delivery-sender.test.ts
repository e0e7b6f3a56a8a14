import { once } from "node:events";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DeliverySender } from "../../../src/emulator/delivery/sender.js";
import { loopbackCertificate } from "../../support/certs.js";

// /hang never answers; /stall sends its status and part of a body, then nothing; /ok answers 204.
let server: Server;
let base: string;
let ca: string;
const arrived: string[] = [];
let arrival: () => void = () => undefined;

beforeAll(async () => {
  const { key, cert } = await loopbackCertificate();
  ca = cert;
  server = createServer({ key, cert }, (req, res) => {
    req.resume();
    arrived.push(req.url ?? "");
    arrival();
    if (req.url === "/ok") res.writeHead(204).end();
    else if (req.url === "/stall") {
      res.writeHead(200, { "content-length": "1000" });
      res.write("partial");
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sender = (timeoutMs: number) =>
  new DeliverySender({ timeoutMs, ca: undefined, allowLoopback: true, connections: 4 });

/** Resolves once the server has seen `count` requests in all. */
function arrivals(count: number): Promise<void> {
  return new Promise((resolve) => {
    arrival = () => {
      if (arrived.length >= count) resolve();
    };
    arrival();
  });
}

test("stopping ends every attempt in flight on that stop signal, and only those", async () => {
  const delivery = new DeliverySender({ timeoutMs: 60_000, ca, allowLoopback: true, connections: 4 });
  const stop = new AbortController();
  const other = new AbortController();
  const before = arrived.length;
  const first = delivery.send(`${base}/hang`, "{}", {}, stop.signal);
  const second = delivery.send(`${base}/hang`, "{}", {}, stop.signal);
  const unaffected = delivery.send(`${base}/hang`, "{}", {}, other.signal);
  await arrivals(before + 3);
  stop.abort(new Error("stopped"));
  // Without the stop, each would wait for its 60 s deadline and the test would time out.
  const results = await Promise.all([first, second]);
  for (const result of results) {
    expect(result).not.toHaveProperty("statusCode");
    expect(result).not.toEqual({ transportCode: "timeout" });
  }
  const raced = await Promise.race([unaffected.then(() => "ended"), Promise.resolve("pending")]);
  expect(raced).toBe("pending");
  other.abort(new Error("stopped too"));
  expect(await unaffected).not.toHaveProperty("statusCode");
  await delivery.close();
});

test("the per-attempt deadline also ends an answer whose body stalls", async () => {
  const delivery = new DeliverySender({ timeoutMs: 300, ca, allowLoopback: true, connections: 4 });
  const started = Date.now();
  const result = await delivery.send(`${base}/stall`, "{}", {}, new AbortController().signal);
  // The status had arrived before the deadline; the stalled body no longer holds the attempt.
  expect(result).toEqual({ statusCode: 200 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  await delivery.close();
});

test("an attempt that ends normally is answered and leaves nothing to abort", async () => {
  const delivery = new DeliverySender({ timeoutMs: 5_000, ca, allowLoopback: true, connections: 4 });
  const stop = new AbortController();
  expect(await delivery.send(`${base}/ok`, "{}", {}, stop.signal)).toEqual({ statusCode: 204 });
  expect(await delivery.send(`${base}/ok`, "{}", {}, stop.signal)).toEqual({ statusCode: 204 });
  await delivery.close();
});

test("plain http destinations are refused before any connection", async () => {
  expect(await sender(1_000).send("http://127.0.0.1:1/", "{}", {}, new AbortController().signal)).toEqual({
    transportCode: "insecure_destination",
  });
});

test("attempts that start apart each end at their own deadline, not at the first one's", async () => {
  const delivery = new DeliverySender({ timeoutMs: 400, ca, allowLoopback: true, connections: 4 });
  const stop = new AbortController().signal;
  const before = arrived.length;
  const firstStarted = performance.now();
  const first = delivery.send(`${base}/hang`, "{}", {}, stop);
  await arrivals(before + 1);
  // A time offset between the two starts is what this test is about, so it waits on a timer.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const secondStarted = performance.now();
  const second = delivery.send(`${base}/hang`, "{}", {}, stop);
  let secondEnded = false;
  void second.then(() => {
    secondEnded = true;
  });
  expect(await first).toEqual({ transportCode: "timeout" });
  const firstEnded = performance.now();
  expect(firstEnded - firstStarted).toBeGreaterThanOrEqual(395);
  expect(secondEnded).toBe(false);
  expect(await second).toEqual({ transportCode: "timeout" });
  expect(performance.now() - secondStarted).toBeGreaterThanOrEqual(395);
  await delivery.close();
});

test("an attempt on a stop signal that has already fired sends nothing", async () => {
  const delivery = new DeliverySender({ timeoutMs: 5_000, ca, allowLoopback: true, connections: 4 });
  const stop = new AbortController();
  stop.abort(new DOMException("stopped", "AbortError"));
  const before = arrived.length;
  const result = await delivery.send(`${base}/ok`, "{}", {}, stop.signal);
  expect(result).toEqual({ transportCode: "AbortError" });
  // A request sent anyway would have reached the server by the time this one has.
  expect(await delivery.send(`${base}/ok`, "{}", {}, new AbortController().signal)).toEqual({
    statusCode: 204,
  });
  expect(arrived.slice(before)).toEqual(["/ok"]);
  await delivery.close();
});
