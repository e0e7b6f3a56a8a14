/**
 * Emulator throughput, each figure as a ratio against a baseline measured in the same run:
 * - lists: GET /v1/webhooks with N concurrent keep-alive clients, against a bare node:http server
 *   answering the very same JSON bytes;
 * - deliveries: signed deliveries/s end to end (queue, sign, HTTPS POST, record) to a verifying
 *   receiver, against plain undici POSTs of the same bodies (with the same signature headers, so
 *   the receiver verifies both alike) to the same receiver.
 * Bounded counts, loopback only. Run alone: `npx tsx bench/emulator.ts`.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import { startEmulator } from "../src/emulator/index.js";
import { startReceiver } from "../test/support/receiver.js";
import { type Figure, figure, median } from "./figure.js";

export interface BenchOptions {
  listRequests?: number;
  listConcurrency?: number;
  deliveries?: number;
  deliveryConcurrency?: number;
}

const ROUNDS = 5;
const BASELINE_MARK = "x-bench-baseline";

/** Runs `total` calls of `call` with `concurrency` workers; returns calls per second. */
async function throughput(
  total: number,
  concurrency: number,
  call: (index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        await call(index);
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function get(agent: Agent, url: string, headers: Record<string, string>): Promise<void> {
  const response = await request(url, { dispatcher: agent, headers });
  await response.body.arrayBuffer();
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
}

async function benchLists(count: number, concurrency: number): Promise<Figure> {
  const emulator = await startEmulator({ rateLimit: { limit: 1_000_000_000, windowMs: 60_000 } });
  const admin = emulator.credentials[0];
  if (!admin) throw new Error("no seeded credential");
  const headers = { authorization: `Bearer ${admin.token}`, accept: "application/json" };
  const agent = new Agent({ connections: concurrency, pipelining: 1 });
  try {
    for (let index = 0; index < 20; index += 1) {
      const response = await request(`${emulator.baseUrl}/webhooks`, {
        method: "POST",
        dispatcher: agent,
        headers: { ...headers, "content-type": "application/json", "idempotency-key": `bench-${index}` },
        body: JSON.stringify({ url: `https://hooks.example.com/bench/${index}`, actions: ["task_created"] }),
      });
      await response.body.arrayBuffer();
    }
    const url = `${emulator.baseUrl}/webhooks?limit=20`;
    const sample = await request(url, { dispatcher: agent, headers });
    const bytes = Buffer.from(await sample.body.arrayBuffer());
    const baselineServer = createServer({ keepAliveTimeout: 5_000 }, (_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json; charset=utf-8",
        "content-length": bytes.length,
      });
      res.end(bytes);
    });
    baselineServer.listen(0, "127.0.0.1");
    await once(baselineServer, "listening");
    const baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}/v1/webhooks?limit=20`;
    try {
      const warm = Math.min(200, count);
      await throughput(warm, concurrency, () => get(agent, url, headers));
      await throughput(warm, concurrency, () => get(agent, baselineUrl, headers));
      // Interleaved rounds, median of each side: the host's background load hits both alike.
      const per = Math.max(1, Math.floor(count / ROUNDS));
      const baselines: number[] = [];
      const measures: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        baselines.push(await throughput(per, concurrency, () => get(agent, baselineUrl, headers)));
        measures.push(await throughput(per, concurrency, () => get(agent, url, headers)));
      }
      return figure({
        group: "emulator",
        name: `GET /v1/webhooks (${count} requests, ${concurrency} in flight)`,
        measured: median(measures),
        baselineName: "bare node:http server, same bytes",
        baseline: median(baselines),
        unit: "req/s",
        runs: ROUNDS,
      });
    } finally {
      baselineServer.closeAllConnections();
      baselineServer.close();
    }
  } finally {
    await agent.close();
    await emulator.stop();
  }
}

async function benchDeliveries(count: number, concurrency: number): Promise<Figure> {
  const receiver = await startReceiver();
  const emulator = await startEmulator({
    allowLoopbackWebhooks: true,
    webhookCa: receiver.ca,
    deliveryConcurrency: concurrency,
    maxDeliveriesPerCredential: count * 2,
  });
  const agent = new Agent({ connections: concurrency, connect: { ca: receiver.ca } });
  try {
    const admin = emulator.credentials[0];
    if (!admin) throw new Error("no seeded credential");
    const created = await request(`${emulator.baseUrl}/webhooks`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${admin.token}`,
        "content-type": "application/json",
        "idempotency-key": "bench-delivery",
      },
      body: JSON.stringify({ url: receiver.url, actions: ["task_created"] }),
    });
    const hook = (await created.body.json()) as { data: { attributes: { signingSecret: string } } };
    receiver.setSecrets([hook.data.attributes.signingSecret]);
    const baselineUrl = receiver.url;

    const per = Math.max(1, Math.floor(count / ROUNDS));
    const measures: number[] = [];
    const baselines: number[] = [];
    let sent = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      for (let index = 0; index < per; index += 1) {
        emulator.deliveries.publish({
          workspaceId: admin.workspaceId,
          event: "task_created",
          collection: "cards",
          item: { _id: (sent + index).toString(16).padStart(24, "0"), name: `Task ${sent + index}` },
        });
      }
      sent += per;
      const received = await receiver.waitForCount(
        sent,
        (delivery) => !delivery.headers[BASELINE_MARK],
        120_000,
      );
      measures.push(per / ((performance.now() - started) / 1000));
      if (!received.every((delivery) => delivery.verified))
        throw new Error("some deliveries failed verification");
      // The same bytes and the same signed headers, so the receiver does identical work.
      const requests = received.slice(-per).map((delivery) => ({
        body: delivery.body,
        headers: {
          ...Object.fromEntries(
            Object.entries(delivery.headers).filter(([name]) => name.startsWith("x-teamgrid-")),
          ),
          "content-type": "application/json",
          [BASELINE_MARK]: "1",
        },
      }));
      baselines.push(
        await throughput(per, concurrency, async (index) => {
          const response = await request(baselineUrl, {
            method: "POST",
            dispatcher: agent,
            headers: requests[index]?.headers ?? {},
            body: requests[index]?.body ?? "",
          });
          await response.body.arrayBuffer();
        }),
      );
    }
    return figure({
      group: "emulator",
      name: `signed deliveries (${per * ROUNDS}, ${concurrency} in flight)`,
      measured: median(measures),
      baselineName: "undici POSTs of the same signed bodies",
      baseline: median(baselines),
      unit: "deliveries/s",
      runs: ROUNDS,
    });
  } finally {
    await agent.close();
    await emulator.stop();
    await receiver.close();
  }
}

export async function benchEmulator(options: BenchOptions = {}): Promise<Figure[]> {
  return [
    await benchLists(options.listRequests ?? 5_000, options.listConcurrency ?? 16),
    await benchDeliveries(options.deliveries ?? 2_000, options.deliveryConcurrency ?? 32),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchEmulator());
}
