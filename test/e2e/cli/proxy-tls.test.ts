/**
 * `svc` to an https API through an HTTP proxy (a CONNECT tunnel, Node's built-in proxy agent), with
 * the API's certificate trusted through NODE_EXTRA_CA_CERTS, as on a corporate CI machine.
 */
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackCertificate } from "../../support/certs.js";
import { runSvc } from "../../support/cli.js";
import { startForwardProxy } from "../../support/proxy.js";

const TOKEN = `tg_sa_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`;
let api: Server;
let baseUrl: string;
let caFile: string;
const dir = mkdtempSync(join(tmpdir(), "svc-proxy-tls-"));
const seen: string[] = [];

beforeAll(async () => {
  const { key, cert } = await loopbackCertificate();
  caFile = join(dir, "ca.pem");
  writeFileSync(caFile, cert);
  api = createServer({ key, cert }, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json", "x-request-id": "req_tls" });
    res.end(
      JSON.stringify({ data: [], meta: { requestId: "req_tls", page: { limit: 25, nextCursor: null } } }),
    );
  });
  api.listen(0, "127.0.0.1");
  await once(api, "listening");
  baseUrl = `https://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const list = (env: Record<string, string>) =>
  runSvc(["webhooks", "list", "-o", "json"], {
    env: { SVC_API_TOKEN: TOKEN, SVC_API_BASE_URL: baseUrl, ...env },
  });

describe("https through a proxy", () => {
  it("tunnels to an https API with CONNECT, and goes direct for NO_PROXY", async () => {
    const proxy = await startForwardProxy();
    try {
      const tunnelled = await list({ HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: caFile });
      expect(tunnelled.stderr).toBe("");
      expect(tunnelled.code).toBe(0);
      expect(JSON.parse(tunnelled.stdout)).toMatchObject({ data: [], meta: { requestId: "req_tls" } });
      expect(proxy.targets).toEqual([new URL(baseUrl).host]);

      const direct = await list({
        HTTPS_PROXY: proxy.url,
        NO_PROXY: "127.0.0.1",
        NODE_EXTRA_CA_CERTS: caFile,
      });
      expect(direct.code).toBe(0);
      expect(proxy.targets).toHaveLength(1);
      expect(seen.filter((line) => line.startsWith("GET /v1/webhooks"))).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it("verifies the API's certificate: an untrusted one is a network error, never a silent success", async () => {
    const before = seen.length;
    const untrusted = await list({});
    expect(untrusted.code).toBe(1);
    expect(untrusted.stderr).toMatch(/network_error|certificate/);
    expect(untrusted.stdout).toBe("");
    expect(seen.length).toBe(before);
  });

  it("never shows the proxy's credentials when the proxy refuses the tunnel (407)", async () => {
    const proxy = createHttpServer((_req, res) => res.writeHead(407).end());
    proxy.on("connect", (_req, socket) =>
      socket.end("HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n"),
    );
    proxy.listen(0, "127.0.0.1");
    await once(proxy, "listening");
    try {
      const password = "S3cretPassw0rd";
      const port = (proxy.address() as AddressInfo).port;
      const refused = await list({
        HTTPS_PROXY: `http://alice:${password}@127.0.0.1:${port}`,
        NODE_EXTRA_CA_CERTS: caFile,
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("407");
      expect(refused.stderr).toContain(`127.0.0.1:${port}`);
      expect(`${refused.stdout}${refused.stderr}`).not.toContain(password);
      expect(`${refused.stdout}${refused.stderr}`).not.toContain("alice");
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });
});
