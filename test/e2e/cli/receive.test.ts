/**
 * `svc webhooks receive` from the bundle with the bundled emulator delivering to it over HTTPS:
 * verified deliveries, a wrong secret, forwarding, the self-signed certificate, the body cap,
 * Ctrl-C, and no secret on any stream.
 */
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as connectTls } from "node:tls";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient } from "../../../src/client/index.js";
import { signWebhook } from "../../../src/signature/index.js";
import { loopbackCertificate } from "../../support/certs.js";
import { runSvc } from "../../support/cli.js";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";
import { type SpawnedSvc, spawnSvc } from "../../support/svc.js";

let dir: string;
let emulator: SpawnedEmulator;
let control: ControlApi;
let client: Client;
let workspaceId: string;
let token: string;
const seen: { stdout: string; stderr: string }[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-receive-e2e-"));
  const certificate = await loopbackCertificate();
  writeFileSync(join(dir, "cert.pem"), certificate.cert);
  writeFileSync(join(dir, "key.pem"), certificate.key);
  emulator = await spawnEmulator([
    "--allow-loopback-webhooks",
    "--webhook-ca",
    join(dir, "cert.pem"),
    "--retry-schedule",
    "0,20,50",
  ]);
  const admin = seededCredential(emulator);
  token = admin.token;
  workspaceId = admin.workspaceId;
  client = createClient({ token, baseUrl: emulator.ready.baseUrl });
  control = controlApi(emulator.ready.controlUrl);
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a receiver with the loopback certificate and returns it once its ready JSON line is out. */
async function receive(args: string[]): Promise<{ svc: SpawnedSvc; url: string }> {
  const svc = spawnSvc(
    ["-o", "jsonl", "webhooks", "receive", "--cert", "cert.pem", "--key", "key.pem", ...args],
    {
      cwd: dir,
    },
  );
  const ready = JSON.parse(await svc.waitForLine((line) => line.includes('"type":"ready"')));
  await svc.waitForStderr("svc: ready: receiving on https://127.0.0.1:");
  return { svc, url: ready.url as string };
}

async function finish(svc: SpawnedSvc) {
  const code = await svc.exited;
  seen.push({ stdout: svc.stdout(), stderr: svc.stderr() });
  return {
    code,
    deliveries: svc.lines.map((line) => JSON.parse(line)).filter((line) => line.type === "delivery"),
  };
}

async function hookWithSecret(url: string, file: string) {
  const created = await client.createWebhook({ url, actions: ["task_created"] });
  secrets.push(created.data.attributes.signingSecret);
  writeFileSync(join(dir, file), `${created.data.attributes.signingSecret}\n`);
  return created.data.id;
}

describe("svc webhooks receive (bundle) with the emulator delivering", () => {
  it("verifies an event and a test delivery, answers 204, forwards the raw bytes, and exits 0", async () => {
    const forwarded: { headers: IncomingMessage["headers"]; body: string }[] = [];
    const target = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        forwarded.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(202).end();
      });
    });
    await once(target.listen(0, "127.0.0.1"), "listening");
    const forwardTo = `http://127.0.0.1:${(target.address() as AddressInfo).port}/local`;
    writeFileSync(join(dir, "unused.secret"), `whsec_v2_${"u".repeat(43)}\n`);
    try {
      const port = await freePort();
      const hookId = await hookWithSecret(`https://127.0.0.1:${port}/hooks`, "good.secret");
      const { svc } = await receive([
        "--port",
        String(port),
        "--secret-file",
        "unused.secret",
        "--secret-file",
        "good.secret",
        "--count",
        "2",
        "--max-time",
        "60s",
        "--forward-to",
        forwardTo,
      ]);
      await control.emit({ workspaceId, event: "task_created", item: { id: "t_1", title: "hello" } });
      await client.testWebhookDelivery(hookId);
      const { code, deliveries } = await finish(svc);
      expect(code, svc.stderr()).toBe(0);
      expect(deliveries).toHaveLength(2);
      for (const delivery of deliveries) {
        expect(delivery).toMatchObject({
          verified: true,
          code: null,
          matchedSecret: { index: 1, label: "#1 (good.secret)" },
          status: 204,
          path: "/hooks",
          forward: { url: forwardTo, status: 202 },
        });
      }
      expect(deliveries.map((delivery) => delivery.event)).toContain("task_created");
      expect(svc.lines.at(-1)).toBe(
        JSON.stringify({
          type: "summary",
          deliveries: 2,
          verified: 2,
          failed: 0,
          stoppedBy: "count",
          forwarded: 2,
          forwardFailed: 0,
        }),
      );
      expect(svc.stderr()).toContain(
        "svc: stopped (count): 2 deliveries, 2 verified, 0 failed; forwarded 2 (0 without a 2xx answer)",
      );
      expect(forwarded).toHaveLength(2);
      const first = forwarded[0];
      expect(first?.headers["x-teamgrid-webhook-signature"]).toMatch(/^v1=[a-f0-9]{64}$/);
      expect(JSON.parse(first?.body ?? "")).toMatchObject({ webhookId: hookId });
      const states = await control.deliveries(`?webhookId=${hookId}`);
      expect(states.deliveries.map((delivery) => delivery.state)).toEqual(["succeeded", "succeeded"]);
    } finally {
      target.close();
    }
  });

  it("answers 401 to a delivery signed with another secret and exits 1", async () => {
    const port = await freePort();
    await hookWithSecret(`https://127.0.0.1:${port}/wrong`, "actual.secret");
    writeFileSync(join(dir, "stale.secret"), `whsec_v2_${"s".repeat(43)}\n`);
    const { svc } = await receive(["--port", String(port), "--secret-file", "stale.secret", "--count", "1"]);
    await control.emit({ workspaceId, event: "task_created", item: { id: "t_2" } });
    const { code, deliveries } = await finish(svc);
    expect(code).toBe(1);
    expect(deliveries[0]).toMatchObject({
      verified: false,
      code: "invalid_signature",
      status: 401,
      matchedSecret: null,
      reasons: ["signature does not match the given secret: a wrong secret, or the body was altered"],
    });
    expect(svc.stderr()).toContain("svc: 1 of 1 deliveries failed verification");
  });

  it("serves a self-signed certificate, caps bodies at 1 MiB, and exits 130 on Ctrl-C", async () => {
    writeFileSync(join(dir, "self.secret"), `${secrets[0]}\n`);
    const svc = spawnSvc(
      ["-o", "jsonl", "webhooks", "receive", "--self-signed", "--secret-file", "self.secret"],
      { cwd: dir },
    );
    const ready = JSON.parse(await svc.waitForLine((line) => line.includes('"type":"ready"')));
    expect(ready).toMatchObject({
      tls: true,
      certificateSha256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    });
    // A sender that trusts only the printed certificate connects, by IP and by name, and sees the
    // printed fingerprint.
    const port = Number(new URL(ready.url).port);
    for (const host of ["127.0.0.1", "localhost"]) {
      const socket = connectTls({
        host,
        port,
        ca: ready.certificate,
        servername: host === "localhost" ? host : "",
      });
      await once(socket, "secureConnect");
      expect(socket.getPeerCertificate().fingerprint256).toBe(ready.certificateSha256);
      socket.destroy();
    }
    const dispatcher = new Agent({ connect: { ca: ready.certificate } });
    const body = JSON.stringify({ event: "task_created", item: {} });
    const signed = await request(ready.url, {
      method: "POST",
      dispatcher,
      headers: { ...signWebhook(secrets[0] as string, body), "content-type": "application/json" },
      body,
    });
    expect(signed.statusCode).toBe(204);
    await signed.body.dump();
    const huge = await request(ready.url, {
      method: "POST",
      dispatcher,
      body: Buffer.alloc(1024 * 1024 + 1, 0x20),
    });
    expect(huge.statusCode).toBe(413);
    await huge.body.dump();
    await svc.waitForLine((line) => line.includes('"code":"body_too_large"'));
    await dispatcher.close();
    svc.child.kill("SIGINT");
    const { code, deliveries } = await finish(svc);
    expect(code).toBe(130);
    expect(deliveries.map((delivery) => [delivery.verified, delivery.status])).toEqual([
      [true, 204],
      [false, 413],
    ]);
  });

  it("refuses plain http off loopback and a forward target elsewhere (exit 2)", async () => {
    writeFileSync(join(dir, "any.secret"), `whsec_v2_${"a".repeat(43)}\n`);
    for (const args of [
      ["--host", "0.0.0.0"],
      ["--forward-to", "https://example.com/hook"],
      ["--self-signed", "--cert", "cert.pem", "--key", "key.pem"],
    ]) {
      const result = await runSvc(["webhooks", "receive", "--secret-file", "any.secret", ...args], {
        cwd: dir,
      });
      seen.push(result);
      expect(result.code, result.stderr).toBe(2);
    }
  });

  it("refuses a --forward-to that is the receiver itself before it is ready (exit 2)", async () => {
    writeFileSync(join(dir, "loop.secret"), `whsec_v2_${"o".repeat(43)}\n`);
    const port = String(await freePort());
    for (const target of [`http://localhost:${port}/`, `http://127.0.0.1:${port}/hooks`]) {
      const args = ["webhooks", "receive", "--secret-file", "loop.secret", "--port", port, "--count", "5"];
      const result = await runSvc([...args, "--forward-to", target], { cwd: dir });
      seen.push(result);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(`svc: --forward-to ${target} is this receiver itself`);
      expect(result.stderr).not.toContain("ready");
    }
  });

  it("two receivers forwarding to each other count the one delivery once each; the echo gets 508", async () => {
    writeFileSync(join(dir, "pair.secret"), `whsec_v2_${"w".repeat(43)}\n`);
    const [portA, portB] = [await freePort(), await freePort()];
    const start = (port: number, forwardPort: number) =>
      spawnSvc(
        ["-o", "jsonl", "webhooks", "receive", "--secret-file", "pair.secret", "--port", String(port)].concat(
          ["--forward-to", `http://127.0.0.1:${forwardPort}/`, "--max-time", "60s"],
        ),
        { cwd: dir },
      );
    const a = start(portA, portB);
    const b = start(portB, portA);
    try {
      await a.waitForStderr("svc: ready:");
      await b.waitForStderr("svc: ready:");
      const body = JSON.stringify({ event: "task_created", item: {} });
      const headers = { ...signWebhook(`whsec_v2_${"w".repeat(43)}`, body, { id: "dlv_pair" }) };
      const sent = await request(`http://127.0.0.1:${portA}/`, { method: "POST", headers, body });
      await sent.body.dump();
      expect(sent.statusCode).toBe(204);
      // B forwarded A's copy back to A, which recognised its own mark.
      await b.waitForLine((line) => line.includes('"status":508'));
      await a.waitForStderr("svc: warning: forwarding loop:");
    } finally {
      a.child.kill("SIGINT");
      b.child.kill("SIGINT");
    }
    for (const svc of [a, b]) {
      const { code, deliveries } = await finish(svc);
      expect(code).toBe(130);
      expect(deliveries.map((delivery) => [delivery.deliveryId, delivery.verified])).toEqual([
        ["dlv_pair", true],
      ]);
    }
    expect(b.stderr()).not.toContain("forwarding loop");
  });

  it("never prints a token or a signing secret on any stream", () => {
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    for (const streams of seen) {
      for (const text of [streams.stdout, streams.stderr]) {
        expect(text).not.toContain(token);
        for (const secret of secrets) expect(text).not.toContain(secret);
        expect(text).not.toMatch(/whsec_v2_[A-Za-z0-9_-]{43}/);
      }
    }
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await once(server.listen(0, "127.0.0.1"), "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
