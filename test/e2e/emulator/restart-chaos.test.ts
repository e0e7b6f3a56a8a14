/**
 * The emulator killed mid-run (SIGKILL, by its pid) and restarted from `--state-dir` on the same
 * port: a `svc run` in flight (the bundle, as a subprocess) converges through its retries with
 * nothing lost: one webhook per URL, one rotation, the secret in the sink is the one the service
 * signs with (the receiver verifies the test delivery with it), and every queued delivery is sent.
 * Seeded kill points; the seed is in every failure message. Also `--rate-limit` from the bin.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../../src/client/index.js";
import { CLI_BUNDLE, runSvc } from "../../support/cli.js";
import { controlApi, EMULATOR_BUNDLE, type SpawnedEmulator, spawnEmulator } from "../../support/emulator.js";
import { prng } from "../../support/prng.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";

const SEED = Number(process.env.CHAOS_SEED ?? 0xc4a05);
const ROUNDS = 5;

let dir: string;
let receiver: Receiver;
const sinkFiles: string[] = [];

beforeAll(async () => {
  for (const bundle of [CLI_BUNDLE, EMULATOR_BUNDLE])
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  dir = mkdtempSync(join(tmpdir(), "svc-emulator-chaos-"));
  receiver = await startReceiver({
    secrets: () => sinkFiles.filter(existsSync).map((file) => readFileSync(file, "utf8").trim()),
  });
  writeFileSync(join(dir, "ca.pem"), receiver.ca);
});
afterAll(async () => {
  await receiver?.close();
});

/** Resolves once the emulator has answered `count` API requests after `sinceSeq` (polled every 10 ms). */
async function servedRequests(emulator: SpawnedEmulator, sinceSeq: number, count: number): Promise<number> {
  const control = controlApi(emulator.ready.controlUrl);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const served = (await control.requests()).lastSeq - sinceSeq;
    if (served >= count) return served;
    if (Date.now() > deadline) throw new Error(`only ${served} requests were served within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("svc-emulator --state-dir under SIGKILL", () => {
  it(`a run in flight converges after the emulator is killed and restarted (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const port = await freePort();
    const stateDir = join(dir, "state");
    const args = [
      "--port",
      String(port),
      "--state-dir",
      stateDir,
      "--allow-loopback-webhooks",
      "--webhook-ca",
      join(dir, "ca.pem"),
      "--retry-schedule",
      "200,500",
      "--expose-secrets",
    ];
    let emulator: SpawnedEmulator = await spawnEmulator(args);
    const token = emulator.ready.credentials[0]?.token as string;
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const where = `seed ${SEED}, round ${round}`;
        const work = mkdtempSync(join(dir, `round-${round}-`));
        const url = `${receiver.url}/chaos-${round}`;
        sinkFiles.push(join(work, "hook.secret"), join(work, "rotate.secret"));
        writeFileSync(
          join(work, "plan.yml"),
          `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created], secret-sink: { type: file, path: hook.secret } }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook, secret-sink: { type: file, path: rotate.secret } }
  - id: smoke
    uses: test-delivery
    with: { webhook: rotate, timeout: 60s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: rotate, since: 1h, max-failures: 0 }
`,
        );
        const startSeq = (await controlApi(emulator.ready.controlUrl).requests()).lastSeq;
        const run = runSvc(
          [
            "--retries",
            "5",
            "run",
            "plan.yml",
            "--mode",
            "apply",
            "--show-unchanged",
            "--run-id",
            `chaos-${SEED}-${round}`,
          ],
          {
            cwd: work,
            env: { SVC_API_TOKEN: token, SVC_API_BASE_URL: emulator.ready.baseUrl },
            timeoutMs: 90_000,
          },
        );
        // Kill at a seeded point of the run: once the emulator has served `killAt` of its requests.
        let finished = false;
        void run.then(() => {
          finished = true;
        });
        const killAt = 1 + Math.floor(random() * 6); // a run makes about 7 requests
        const served = await servedRequests(emulator, startSeq, killAt);
        expect(finished, `${where}: the run ended before the kill point`).toBe(false);
        const killed = await emulator.stop("SIGKILL");
        expect(killed.signal, where).toBe("SIGKILL");
        emulator = await spawnEmulator(args);
        expect(emulator.ready.credentials[0]?.token, `${where}: the restart printed other tokens`).toBe(
          token,
        );

        const result = await run;
        expect(result.code, `${where}, killed after ${served} served requests:\n${result.stderr}`).toBe(0);
        const control = controlApi(emulator.ready.controlUrl);
        const hooks = (await control.webhooks()).webhooks.filter((hook) => hook.url === url);
        expect(hooks, `${where}: one webhook per URL`).toHaveLength(1);
        const hookId = hooks[0]?.id as string;
        const issued = (
          await control.call<{ secrets: { webhookId: string; secret: string }[] }>("GET", "/secrets")
        ).secrets.filter((entry) => entry.webhookId === hookId);
        expect(issued, `${where}: the create and exactly one rotation`).toHaveLength(2);
        const sink = readFileSync(join(work, "rotate.secret"), "utf8").trim();
        expect(sink, `${where}: the sink holds the secret the service signs with`).toBe(issued[1]?.secret);
        const report = result.stdout;
        expect(report, where).toMatch(/smoke +test-delivery +succeeded/);
        // Every queued delivery was sent: none is left delivering or retrying.
        const client = createClient({ token, baseUrl: emulator.ready.baseUrl });
        const deliveries = (await client.listWebhookDeliveries({ webhookId: hookId })).data;
        expect(deliveries.length, where).toBeGreaterThan(0);
        for (const delivery of deliveries) expect(delivery.attributes.state, where).toBe("succeeded");
        const verified = receiver.deliveries.filter(
          (delivery) =>
            (delivery.payload as { webhookId?: string }).webhookId === hookId && delivery.verified,
        );
        expect(verified.length, `${where}: the receiver verified the test delivery`).toBeGreaterThan(0);
      }
    } finally {
      await emulator.stop("SIGKILL");
    }
  }, 240_000);

  it("--rate-limit 2/1s: the third request in a window is answered 429 with Retry-After", async () => {
    const emulator = await spawnEmulator(["--rate-limit", "2/1s"]);
    try {
      const client = createClient({
        token: emulator.ready.credentials[0]?.token as string,
        baseUrl: emulator.ready.baseUrl,
        retries: 0,
        // The emulator's 429 is what is tested: a pacing client would wait for the next window.
        pacing: false,
      });
      const answers = await Promise.all(
        [1, 2, 3].map(() => client.getWorkspace().catch((error: unknown) => error)),
      );
      const limited = answers.filter((answer) => answer instanceof Error);
      expect(limited).toHaveLength(1);
      expect(limited[0]).toMatchObject({ status: 429, retryAfterMs: 1_000 });
    } finally {
      await emulator.stop();
    }
  });

  it("--rate-limit with a bad value is a usage error (exit 2) naming the form", async () => {
    await expect(spawnEmulator(["--rate-limit", "fast"])).rejects.toThrow(
      /exited with 2.*--rate-limit must be <requests>\/<window>/s,
    );
  });
});
