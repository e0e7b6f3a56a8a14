/**
 * Client overhead: items/s of a full `paginateWebhooks()` walk (transport, strict validation by the
 * check compiled from the zod schemas, cycle detection) against a baseline in the same run: a bare
 * undici loop that follows the cursors and only JSON.parses the same bytes from the same local
 * server. Loopback only, bounded counts.
 * Run alone: `npx tsx bench/client.ts`.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { request } from "undici";
import { createClient } from "../src/client/index.js";
import { pageEnvelope, webhookResource } from "../test/support/wire.js";
import { type Figure, figure, median } from "./figure.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_${"a".repeat(24)}_${"b".repeat(64)}`;

function webhookPage(page: number, pages: number, limit: number): Buffer {
  const data = Array.from({ length: limit }, (_, index) =>
    webhookResource(`whk_${page}_${index}`, {
      actions: ["task_created", "task_updated"],
      lastStatus: 204,
      url: `https://hooks.example.com/${page}/${index}`,
    }),
  );
  const nextCursor = page + 1 < pages ? `c${page + 1}` : null;
  return Buffer.from(JSON.stringify(pageEnvelope(data, nextCursor, limit, `req-${page}`)));
}

export async function benchClient(pages = 200, limit = 100, rounds = 5): Promise<Figure[]> {
  const bodies = Array.from({ length: pages }, (_, page) => webhookPage(page, pages, limit));
  const server = createServer((req, res) => {
    const cursor = new URL(req.url ?? "/", "http://x").searchParams.get("cursor");
    const body = bodies[cursor ? Number(cursor.slice(1)) : 0] as Buffer;
    res.writeHead(200, { "content-type": "application/json", "x-request-id": "req" }).end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const client = createClient({ token: TOKEN, baseUrl: base });
  const items = pages * limit;

  const baselineRun = async () => {
    let cursor: string | null = null;
    let seen = 0;
    do {
      const url: string = `${base}/webhooks?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await request(url, { headers: { accept: "application/json" } });
      const page = JSON.parse(await response.body.text()) as {
        data: unknown[];
        meta: { page: { nextCursor: string | null } };
      };
      seen += page.data.length;
      cursor = page.meta.page.nextCursor;
    } while (cursor);
    return seen;
  };
  const clientRun = async () => {
    let seen = 0;
    for await (const _ of client.paginateWebhooks({ limit })) seen += 1;
    return seen;
  };
  const rate = async (run: () => Promise<number>) => {
    const started = performance.now();
    const seen = await run();
    if (seen !== items) throw new Error(`walked ${seen} of ${items} items`);
    return items / ((performance.now() - started) / 1000);
  };
  await baselineRun();
  await clientRun();
  const baseline: number[] = [];
  const measured: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baseline.push(await rate(baselineRun));
    measured.push(await rate(clientRun));
  }
  server.close();
  return [
    figure({
      group: "client",
      name: `paginateWebhooks, ${items} webhooks (strict, compiled from zod)`,
      measured: median(measured),
      baselineName: "undici cursor loop + JSON.parse",
      baseline: median(baseline),
      unit: "items/s",
      runs: rounds,
    }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchClient());
}
