/**
 * Emulator throughput, each figure as a ratio against a baseline measured in the same run:
 * - lists: GET /v1/webhooks with N concurrent keep-alive clients, against a bare node:http server
 *   answering the very same JSON bytes under the same response headers. The headline row runs the shipped bundle (dist/emulator.js,
 *   what `svc-emulator` users and the e2e tests run) and the bare server each in its own process,
 *   driven by one client in this process, in alternating rounds; it also reports each server's CPU
 *   per request (Linux). The older row runs the emulator's source under tsx in this very process,
 *   where the ratio is (client + bare) / (client + emulator) (docs/startup.md);
 * - deliveries: signed deliveries/s end to end (queue, sign, HTTPS POST, record) to a verifying
 *   receiver, against plain undici POSTs of the same bodies (with the same signature headers, so
 *   the receiver verifies both alike) to the same receiver;
 * - the cursor codec's MAC keyed by a string against keyed by a Buffer.
 * Bounded counts, loopback only. Run alone: `npx tsx bench/emulator.ts`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";
import { startEmulator } from "../src/emulator/index.js";
import { startReceiver } from "../test/support/receiver.js";
import { type Figure, figure, median } from "./figure.js";

export interface BenchOptions {
  /** Requests per side in the two-process list bench. */
  apartRequests?: number;
  listRequests?: number;
  listConcurrency?: number;
  deliveries?: number;
  deliveryConcurrency?: number;
}

const ROUNDS = 5;
/**
 * Rounds per side of the two-process list bench: 5,000 requests each with the default count. With
 * 2,000 (about 70 ms) the ratio swung from 0.65x to 1.5x between runs of the same code; with 5,000
 * it kept within 0.94-1.03x (docs/startup.md).
 */
const ROUNDS_APART = 7;
/**
 * Requests each list server answers before it is measured. Both need about 10,000 to settle (the JIT
 * and the size V8 gives the young generation): with 200, the first rounds of either ran at half
 * speed and the heavier emulator's more so (docs/startup.md).
 */
const WARM_UP = 10_000;
const BASELINE_MARK = "x-bench-baseline";
/**
 * Measured rounds of signed deliveries per side, of 1,000 each (the default count). Rounds of 400
 * lasted about 30 ms, and a plain undici sender alone then ranged from 7,300 to 17,500/s from one
 * round to the next; rounds of 1,000 keep within about 15 % (docs/startup.md).
 */
const DELIVERY_ROUNDS = 12;
/**
 * Unmeasured rounds each side makes first (10,000 deliveries with the default count): one opens
 * every connection, and both sides ran faster still until about 10,000 deliveries (the JIT, as for
 * the lists' warm-up; docs/startup.md).
 */
const DELIVERY_WARM_UP_ROUNDS = 10;

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

const emulatorBundle = fileURLToPath(new URL("../dist/emulator.js", import.meta.url));
const bareServer = fileURLToPath(new URL("bare-server.ts", import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  ready: { baseUrl: string; credentials?: { token: string }[] };
}

/** Starts `node <args>` and waits (at most 30 s) for the JSON ready line it prints on stdout. */
async function startServer(args: string[], input?: Buffer, cpu?: string): Promise<ServerProcess> {
  const command =
    cpu === undefined ? [process.execPath, ...args] : ["taskset", "-c", cpu, process.execPath, ...args];
  const child = spawn(command[0] as string, command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
  child.stdin?.end(input);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const timeout = AbortSignal.timeout(30_000);
  try {
    const [line] = (await Promise.race([
      once(lines, "line", { signal: timeout }),
      once(child, "exit", { signal: timeout }).then(([code]) => {
        throw new Error(`node ${args.join(" ")} exited with ${code} before it was ready`);
      }),
    ])) as [string];
    return { child, ready: JSON.parse(line) as ServerProcess["ready"] };
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  } finally {
    lines.close();
  }
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, "exit");
  server.child.kill("SIGTERM");
  await exited;
}

/** The CPUs this process may run on (`taskset -c -p`), or undefined where taskset is missing. */
function affinity(pid: number): string | undefined {
  try {
    const out = execFileSync("taskset", ["-c", "-p", String(pid)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return /:\s*([0-9,-]+)\s*$/.exec(out)?.[1];
  } catch {
    return undefined;
  }
}

/** Sets every thread of `pid` to run on `cpus`; false where taskset is missing or refuses. */
function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync("taskset", ["-a", "-c", "-p", cpus, String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** User + system CPU of a process in ms from /proc (Linux; USER_HZ is 100); undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The list bench as users meet it: the shipped bundle in its own process against a bare node:http
 * server in its own process, both started the same way by the same Node, warmed alike and driven by
 * the same client in alternating rounds (which side goes first alternates too).
 */
export async function benchListsApart(count: number, concurrency: number): Promise<Figure[]> {
  if (!existsSync(emulatorBundle)) throw new Error("bench/emulator.ts: run `npm run build` first");
  const agent = new Agent({ connections: concurrency, pipelining: 1 });
  const servers: ServerProcess[] = [];
  // With two CPUs or more, the client (this process) runs on the first and each server on the
  // second: where the scheduler put them decided a round's rate more than the server did
  // (docs/startup.md). Both servers are placed alike; without taskset nothing is pinned.
  const mask = affinity(process.pid);
  const cpuList = mask === undefined ? [] : expandCpus(mask);
  const pinned = cpuList.length >= 2 && pin(process.pid, String(cpuList[0]));
  const serverCpu = pinned ? String(cpuList[1]) : undefined;
  try {
    const emulator = await startServer([emulatorBundle, "--rate-limit", "1000000/24h"], undefined, serverCpu);
    servers.push(emulator);
    const token = emulator.ready.credentials?.[0]?.token;
    if (!token) throw new Error("no seeded credential");
    const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
    await createWebhooks(agent, emulator.ready.baseUrl, headers);
    const url = `${emulator.ready.baseUrl}/webhooks?limit=20`;
    const sample = await request(url, { dispatcher: agent, headers });
    const bytes = Buffer.from(await sample.body.arrayBuffer());
    const bare = await startServer([bareServer, JSON.stringify(sameHead(sample.headers))], bytes, serverCpu);
    servers.push(bare);
    const bareUrl = `${bare.ready.baseUrl}/webhooks?limit=20`;

    type Side = { url: string; pid: number | undefined; rates: number[]; cpu: number };
    const measured: Side = { url, pid: emulator.child.pid, rates: [], cpu: 0 };
    const baseline: Side = { url: bareUrl, pid: bare.child.pid, rates: [], cpu: 0 };
    const sides = [measured, baseline];
    for (const side of sides) await throughput(WARM_UP, concurrency, () => get(agent, side.url, headers));
    const per = Math.max(1, Math.floor(count / ROUNDS_APART));
    let cpuKnown = true;
    for (let round = 0; round < ROUNDS_APART; round += 1) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const before = cpuMs(side.pid);
        side.rates.push(await throughput(per, concurrency, () => get(agent, side.url, headers)));
        const after = cpuMs(side.pid);
        if (before === undefined || after === undefined) cpuKnown = false;
        else side.cpu += after - before;
      }
    }
    const requests = per * ROUNDS_APART;
    const rows = [
      figure({
        group: "emulator",
        name: `GET /v1/webhooks, dist/emulator.js in its own process (${requests} requests, ${concurrency} in flight)`,
        measured: median(measured.rates),
        baselineName: "bare node:http in its own process, same head and body",
        baseline: median(baseline.rates),
        unit: "req/s",
        runs: ROUNDS_APART,
        goal: { on: "ratio", min: 0.8 },
      }),
    ];
    if (cpuKnown)
      rows.push(
        figure({
          group: "emulator",
          name: "  server CPU per list request (the same runs; lower is better)",
          measured: (measured.cpu * 1000) / requests,
          baselineName: "bare node:http, same head and body",
          baseline: (baseline.cpu * 1000) / requests,
          unit: "µs",
          runs: ROUNDS_APART,
        }),
      );
    return rows;
  } finally {
    if (pinned && mask !== undefined) pin(process.pid, mask);
    await agent.close();
    await Promise.all(servers.map(stopServer));
  }
}

/** "0-2,5" -> [0, 1, 2, 5]. */
function expandCpus(list: string): number[] {
  return list.split(",").flatMap((part) => {
    const [from, to] = part.split("-").map(Number) as [number, number | undefined];
    return Array.from({ length: (to ?? from) - from + 1 }, (_, index) => from + index);
  });
}

/**
 * The emulator's response headers that a bare server sends too, so both write the same head: all
 * but those Node adds itself (date, connection, keep-alive) and the body's own two.
 */
function sameHead(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const own = new Set([
    "date",
    "connection",
    "keep-alive",
    "content-length",
    "content-type",
    "transfer-encoding",
  ]);
  const head: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!own.has(name) && typeof value === "string") head[name] = value;
  return head;
}

/** 20 webhooks for the caller: the page both servers answer. */
async function createWebhooks(agent: Agent, baseUrl: string, headers: Record<string, string>): Promise<void> {
  for (let index = 0; index < 20; index += 1) {
    const response = await request(`${baseUrl}/webhooks`, {
      method: "POST",
      dispatcher: agent,
      headers: { ...headers, "content-type": "application/json", "idempotency-key": `bench-${index}` },
      body: JSON.stringify({ url: `https://hooks.example.com/bench/${index}`, actions: ["task_created"] }),
    });
    await response.body.arrayBuffer();
    if (response.statusCode !== 201) throw new Error(`POST /webhooks: ${response.statusCode}`);
  }
}

async function benchLists(count: number, concurrency: number): Promise<Figure> {
  const emulator = await startEmulator({ rateLimit: { limit: 1_000_000_000, windowMs: 60_000 } });
  const admin = emulator.credentials[0];
  if (!admin) throw new Error("no seeded credential");
  const headers = { authorization: `Bearer ${admin.token}`, accept: "application/json" };
  const agent = new Agent({ connections: concurrency, pipelining: 1 });
  try {
    await createWebhooks(agent, emulator.baseUrl, headers);
    const url = `${emulator.baseUrl}/webhooks?limit=20`;
    const sample = await request(url, { dispatcher: agent, headers });
    const bytes = Buffer.from(await sample.body.arrayBuffer());
    const head = sameHead(sample.headers);
    const baselineServer = createServer({ keepAliveTimeout: 5_000 }, (_req, res) => {
      res.writeHead(200, {
        ...head,
        "content-type": "application/json; charset=utf-8",
        "content-length": bytes.length,
      });
      res.end(bytes);
    });
    baselineServer.listen(0, "127.0.0.1");
    await once(baselineServer, "listening");
    const baselineUrl = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}/v1/webhooks?limit=20`;
    try {
      await throughput(WARM_UP, concurrency, () => get(agent, url, headers));
      await throughput(WARM_UP, concurrency, () => get(agent, baselineUrl, headers));
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
        name: `GET /v1/webhooks, src under tsx in the client's process (${count} requests, ${concurrency} in flight)`,
        measured: median(measures),
        baselineName: "bare node:http server, same head and body",
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

export async function benchDeliveries(count: number, concurrency: number): Promise<Figure> {
  const receiver = await startReceiver();
  const emulator = await startEmulator({
    allowLoopbackWebhooks: true,
    webhookCa: receiver.ca,
    deliveryConcurrency: concurrency,
    // Room for every delivery of the run: the history cap is not what this figure measures.
    maxDeliveriesPerCredential:
      Math.max(1, Math.floor(count / DELIVERY_ROUNDS)) * (DELIVERY_ROUNDS + DELIVERY_WARM_UP_ROUNDS),
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

    const per = Math.max(1, Math.floor(count / DELIVERY_ROUNDS));
    let sent = 0;
    let requests: { body: string; headers: Record<string, string> }[] = [];
    // The emulator's round ends when the pipeline has recorded every delivery's outcome (after the
    // receiver's answer was read), as the baseline's ends when its last answer was read. Waiting
    // through receiver.waitForCount instead charged the waiting's own work (a scan of the
    // receiver's history on every answer) to the emulator's side alone (docs/startup.md).
    let recorded = 0;
    let roundDone: () => void = () => undefined;
    emulator.deliveries.on("change", (record) => {
      if (record.completedAt === null) return;
      if (record.state !== "succeeded") throw new Error(`bench delivery ${record.state}`);
      recorded += 1;
      if (recorded === sent) roundDone();
    });
    /** The emulator's side: publish `per` events, wait until every delivery's success is recorded. */
    const emulatorRound = async (): Promise<number> => {
      const done = new Promise<void>((resolve) => {
        roundDone = resolve;
      });
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
      await done;
      const rate = per / ((performance.now() - started) / 1000);
      // Nothing else was sent meanwhile, so the receiver's latest `per` deliveries are this round's.
      const received = receiver.deliveries.slice(-per);
      if (
        received.length !== per ||
        !received.every((delivery) => delivery.verified && !delivery.headers[BASELINE_MARK])
      )
        throw new Error("some deliveries failed verification");
      // The same bytes and the same signed headers, so the receiver does identical work.
      requests = received.map((delivery) => ({
        body: delivery.body,
        headers: {
          ...Object.fromEntries(
            Object.entries(delivery.headers).filter(([name]) => name.startsWith("x-teamgrid-")),
          ),
          "content-type": "application/json",
          [BASELINE_MARK]: "1",
        },
      }));
      return rate;
    };
    /** The baseline: the latest emulator round's signed bodies, POSTed again by a warm undici agent. */
    const baselineRound = () =>
      throughput(per, concurrency, async (index) => {
        const response = await request(baselineUrl, {
          method: "POST",
          dispatcher: agent,
          headers: requests[index]?.headers ?? {},
          body: requests[index]?.body ?? "",
        });
        await response.body.arrayBuffer();
        if (response.statusCode !== 204) throw new Error(`baseline POST: ${response.statusCode}`);
      });

    // Both sides warm before any round is measured: their connections open (TLS handshakes) and
    // the code on both paths compiled. Unwarmed, the first measured round was the emulator's, which
    // paid for the handshakes and the compiling of the code both sides share (docs/startup.md).
    for (let round = 0; round < DELIVERY_WARM_UP_ROUNDS; round += 1) {
      await emulatorRound();
      await baselineRound();
    }
    const measures: number[] = [];
    const baselines: number[] = [];
    for (let round = 0; round < DELIVERY_ROUNDS; round += 1) {
      // Which side goes first alternates, so neither always follows the other's garbage.
      if (round % 2 === 0) {
        measures.push(await emulatorRound());
        baselines.push(await baselineRound());
      } else {
        baselines.push(await baselineRound());
        measures.push(await emulatorRound());
      }
    }
    return figure({
      group: "emulator",
      name: `signed deliveries (${per * DELIVERY_ROUNDS}, ${concurrency} in flight)`,
      measured: median(measures),
      baselineName: "undici POSTs of the same signed bodies",
      baseline: median(baselines),
      unit: "deliveries/s",
      runs: DELIVERY_ROUNDS,
      goal: { on: "ratio", min: 0.8 },
    });
  } finally {
    await agent.close();
    await emulator.stop();
    await receiver.close();
  }
}

/**
 * Why the cursor codec keys its HMAC with a string (src/emulator/http/cursor.ts): one MAC of a
 * cursor-sized message keyed by the same 32 random bytes as a hex string against as a Buffer,
 * alternating rounds.
 */
function benchHmacKey(calls = 20_000): Figure {
  const bytes = randomBytes(32);
  const text = bytes.toString("hex");
  const mac = (key: string | Buffer) => {
    const started = performance.now();
    for (let index = 0; index < calls; index += 1)
      createHmac("sha256", key).update(`mac:WzEsMTIzNCwiYmluZGluZyJd${index}`).digest("base64url");
    return ((performance.now() - started) * 1000) / calls;
  };
  const measures: number[] = [];
  const baselines: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    measures.push(mac(text));
    baselines.push(mac(bytes));
  }
  return figure({
    group: "emulator",
    name: "cursor MAC: createHmac keyed by a hex string (a page with a cursor takes two)",
    measured: median(measures),
    baselineName: "createHmac keyed by the same bytes as a Buffer",
    baseline: median(baselines),
    unit: "µs",
    runs: ROUNDS,
  });
}

export async function benchEmulator(options: BenchOptions = {}): Promise<Figure[]> {
  return [
    ...(await benchListsApart(options.apartRequests ?? 35_000, options.listConcurrency ?? 16)),
    await benchLists(options.listRequests ?? 5_000, options.listConcurrency ?? 16),
    await benchDeliveries(options.deliveries ?? 12_000, options.deliveryConcurrency ?? 32),
    benchHmacKey(),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchEmulator());
}
