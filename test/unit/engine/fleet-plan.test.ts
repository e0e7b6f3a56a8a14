/**
 * Fleet-size plans against the in-process emulator (docs/plan.md "One listing per run" and "Order
 * and concurrency"): one listing per run, one duplicate-check listing for all of a run's creates,
 * logs and outputs in plan order, and runs that race to create still converge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../../../src/client/index.js";
import type { RunIdentity } from "../../../src/engine/engine-context.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { type Harness, harness, run } from "./fixtures.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
});
afterAll(async () => {
  await emu?.stop();
});

let runs = 0;
const identity = (name: string): RunIdentity => ({
  repository: "acme/fleet",
  runId: `${name}-${process.pid}-${++runs}`,
  runAttempt: 1,
});
const ensureSteps = (urls: string[], actions = "[task_created]") =>
  `steps:\n${urls.map((url, index) => `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "${url}", actions: ${actions} } }`).join("\n")}\n`;

/** The API requests the emulator served while `body` ran, as "METHOD /path". */
async function served(body: () => Promise<unknown>): Promise<string[]> {
  const since = emu.requests.lastSeq;
  await body();
  return emu.requests.list(since).map((entry) => `${entry.method} ${entry.path}`);
}

/** Creates webhooks 25 at a time (nock, loaded by the fixtures, slows each real request down). */
async function seed(client: Client, prefix: string, count: number, actions = ["task_created"]) {
  const urls = Array.from({ length: count }, (_, index) => `https://${prefix}.hooks.example.com/${index}`);
  for (let at = 0; at < urls.length; at += 25)
    await Promise.all(urls.slice(at, at + 25).map((url) => client.createWebhook({ url, actions })));
  return urls;
}

const lists = (requests: string[]) => requests.filter((request) => request === "GET /v1/webhooks").length;

describe("a fleet-size plan", () => {
  it("100 steps over 300 webhooks, 50 changes: one listing, one duplicate check, one request per change", async () => {
    const client = emu.client("admin");
    const before = (await client.listWebhooks({ limit: 100 })).data.length;
    expect(before).toBe(0);
    const unchanged = await seed(client, "same", 50);
    const updated = await seed(client, "stale", 25, ["task_updated"]);
    await seed(client, "other", 225);
    const created = Array.from({ length: 25 }, (_, index) => `https://new.hooks.example.com/${index}`);
    const urls = [...unchanged, ...updated, ...created].sort();
    const h = harness({ client, run: identity("fleet") });
    let report: Awaited<ReturnType<typeof run>> | undefined;
    const requests = await served(async () => {
      report = await run(ensureSteps(urls), h);
    });
    expect(report?.ok).toBe(true);
    const changes = report?.steps.map((step) => step.change) ?? [];
    expect(changes.filter((change) => change === "created")).toHaveLength(25);
    expect(changes.filter((change) => change === "updated")).toHaveLength(25);
    expect(changes.filter((change) => change === "unchanged")).toHaveLength(50);
    // 300 webhooks: 3 pages, read once; the duplicate check after the 25 creates: 4 pages, once.
    expect(lists(requests)).toBe(7);
    expect(requests.filter((request) => request === "POST /v1/webhooks")).toHaveLength(25);
    expect(requests.filter((request) => request.startsWith("PATCH "))).toHaveLength(25);
    expect(requests.length).toBeLessThanOrEqual(2 * 4 + 50 + 5);
    expect(report?.totals?.durationMs).toBeGreaterThanOrEqual(0);

    // Logs and outputs in plan order, whatever order the steps finished in.
    const groups = h.logs.filter((line) => line.startsWith("group: "));
    expect(groups).toEqual(urls.map((_, index) => `group: hook-${index} (ensure-webhook)`));
    expect(h.logs.filter((line) => line === "endgroup")).toHaveLength(100);
    const changeOutputs = [...h.outputs.keys()].filter((name) => name.endsWith("-change"));
    expect(changeOutputs).toEqual(urls.map((_, index) => `hook-${index}-change`));

    // The same plan again, in plan mode: everything is in line, and one listing answers every step.
    const again = harness({ client, run: identity("fleet-plan"), mode: "plan" });
    const planned = await served(() => run(ensureSteps(urls), again));
    expect(planned).toEqual(Array(4).fill("GET /v1/webhooks"));
  });

  it("more creates than concurrency slots: the waiting creates give their slots back (no deadlock)", async () => {
    const client = emu.client("admin");
    const urls = Array.from({ length: 9 }, (_, index) => `https://slots.hooks.example.com/${index}`);
    const h = harness({ client, run: identity("slots") });
    h.context.concurrency = 2;
    let report: Awaited<ReturnType<typeof run>> | undefined;
    const requests = await served(async () => {
      report = await run(ensureSteps(urls), h);
    });
    expect(report?.steps.map((step) => step.change)).toEqual(Array(9).fill("created"));
    expect(lists(requests)).toBeLessThanOrEqual(2 * Math.ceil((310 + 9) / 100));
    expect(h.masked).toHaveLength(9);
  });

  it("concurrency 1: each step runs to its end (its create checked and its secret delivered) before the next starts", async () => {
    const client = emu.client("admin");
    const urls = Array.from({ length: 3 }, (_, index) => `https://one-by-one.hooks.example.com/${index}`);
    const h = harness({ client, run: identity("one-by-one") });
    h.context.concurrency = 1;
    const since = emu.requests.lastSeq;
    const report = await run(ensureSteps(urls), h);
    expect(report.steps.map((step) => step.change)).toEqual(Array(3).fill("created"));
    const writes = emu.requests
      .list(since)
      .map((entry) => `${entry.method} ${entry.path}`)
      .filter((request, at, all) => request !== "GET /v1/webhooks" || all[at - 1] !== request);
    // The index's listing, then per step its create and the duplicate check of that create alone.
    expect(writes).toEqual([
      "GET /v1/webhooks",
      ...Array(3).fill(["POST /v1/webhooks", "GET /v1/webhooks"]).flat(),
    ]);
    // Each secret is published before the next step's create is sent.
    const order = h.events.filter(
      (event) => event.startsWith("mask ") || /^output hook-\d+-secret=/.test(event),
    );
    expect(order.map((event) => event.split(" ")[0])).toEqual([
      "mask",
      "output",
      "mask",
      "output",
      "mask",
      "output",
    ]);
  });

  it("two runs racing to create 40 webhooks converge to one per URL, each secret only with its creator", async () => {
    const client = emu.client("admin");
    const urls = Array.from({ length: 40 }, (_, index) => `https://race-${runs}.hooks.example.com/${index}`);
    const left = harness({ client, run: identity("left") });
    const right = harness({ client, run: identity("right") });
    const [leftReport, rightReport] = await Promise.all([
      run(ensureSteps(urls), left),
      run(ensureSteps(urls), right),
    ]);
    expect(leftReport.ok && rightReport.ok).toBe(true);
    const issued = new Map(emu.state.issuedSecrets.map((entry) => [entry.secret, entry.webhookId]));
    for (const [index, url] of urls.entries()) {
      const kept = [...emu.state.webhooks.values()].filter((webhook) => webhook.url === url);
      expect(kept, url).toHaveLength(1);
      const keptId = kept[0]?.id;
      for (const h of [left, right]) expect(h.outputs.get(`hook-${index}-webhook-id`)).toBe(keptId);
      const holders = [left, right].filter((h: Harness) => h.outputs.has(`hook-${index}-secret`));
      // Exactly one run created the kept webhook and holds its secret; the other holds none.
      expect(holders, url).toHaveLength(1);
      expect(issued.get(holders[0]?.outputs.get(`hook-${index}-secret`) ?? "")).toBe(keptId);
    }
    const lost = [...leftReport.steps, ...rightReport.steps].filter((step) =>
      /duplicate \S+ was removed/.test(step.summary),
    );
    expect(lost.length).toBeGreaterThan(0);
  });
});
