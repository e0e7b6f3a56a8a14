/**
 * A task created over the v1 API of the bundled emulator reaches `svc webhooks receive` (the
 * bundle) as a signed `task_created` delivery that the receiver verifies.
 */
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../../src/client/index.js";
import { loopbackCertificate } from "../../support/certs.js";
import { rawRequest, type SpawnedEmulator, seededCredential, spawnEmulator } from "../../support/emulator.js";
import { spawnSvc } from "../../support/svc.js";

let dir: string;
let emulator: SpawnedEmulator;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-receive-events-e2e-"));
  const certificate = await loopbackCertificate();
  writeFileSync(join(dir, "cert.pem"), certificate.cert);
  writeFileSync(join(dir, "key.pem"), certificate.key);
  emulator = await spawnEmulator(["--allow-loopback-webhooks", "--webhook-ca", join(dir, "cert.pem")]);
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await once(server.listen(0, "127.0.0.1"), "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("events of the emulator's declared resources at svc webhooks receive", () => {
  it("a created task arrives as a verified task_created delivery carrying the task", async () => {
    const admin = seededCredential(emulator);
    const client = createClient({ token: admin.token, baseUrl: emulator.ready.baseUrl });
    const port = await freePort();
    const hook = await client.createWebhook({
      url: `https://127.0.0.1:${port}/hooks`,
      actions: ["task_created"],
    });
    writeFileSync(join(dir, "hook.secret"), `${hook.data.attributes.signingSecret}\n`);
    const svc = spawnSvc(
      [
        "-o",
        "jsonl",
        "webhooks",
        "receive",
        "--cert",
        "cert.pem",
        "--key",
        "key.pem",
        "--port",
        String(port),
        "--secret-file",
        "hook.secret",
        "--count",
        "1",
        "--max-time",
        "60s",
      ],
      { cwd: dir },
    );
    await svc.waitForLine((line) => line.includes('"type":"ready"'));
    await svc.waitForStderr("svc: ready: receiving on https://127.0.0.1:");
    const created = await rawRequest(`${emulator.ready.baseUrl}/tasks`, {
      method: "POST",
      token: admin.token,
      headers: { "idempotency-key": "receive-events-1" },
      body: { name: "Ship the release" },
    });
    expect(created.status).toBe(201);
    const taskId = (created.body as { data: { id: string } }).data.id;
    expect(await svc.exited, svc.stderr()).toBe(0);
    const deliveries = svc.lines.map((line) => JSON.parse(line)).filter((line) => line.type === "delivery");
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ verified: true, code: null, event: "task_created", status: 204 });
    const history = await client.listWebhookDeliveries({ webhookId: hook.data.id });
    expect(
      history.data.map((entry) => [
        entry.attributes.event,
        entry.attributes.resourceId,
        entry.attributes.state,
      ]),
    ).toEqual([["task_created", taskId, "succeeded"]]);
  });
});
