import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import { describe, expect, it } from "vitest";
import { Agents, proxySettings } from "../../../src/transport/agents.js";
import { Transport } from "../../../src/transport/transport.js";
import { startForwardProxy } from "../../support/proxy.js";
import { startLocalServer } from "./local-server.js";

describe("proxySettings", () => {
  it("is undefined when no proxy is configured (NO_PROXY alone or empty values are no proxy)", () => {
    expect(proxySettings({})).toBeUndefined();
    expect(proxySettings({ NO_PROXY: "example.com", HTTPS_PROXY: "" })).toBeUndefined();
  });

  it.each([
    ["HTTPS_PROXY", { HTTPS_PROXY: "http://p:3128" }],
    ["https_proxy", { HTTPS_PROXY: "http://p:3128" }],
    ["HTTP_PROXY", { HTTP_PROXY: "http://p:3128", HTTPS_PROXY: "http://p:3128" }],
    ["http_proxy", { HTTP_PROXY: "http://p:3128", HTTPS_PROXY: "http://p:3128" }],
  ])("honours %s (HTTPS falls back to the HTTP proxy)", (name, expected) => {
    expect(proxySettings({ [name]: "http://p:3128" })).toEqual(expected);
  });

  it("prefers the upper-case variable and keeps NO_PROXY", () => {
    expect(
      proxySettings({ HTTPS_PROXY: "http://upper:1", https_proxy: "http://lower:1", no_proxy: "internal" }),
    ).toEqual({ HTTPS_PROXY: "http://upper:1", NO_PROXY: "internal" });
  });
});

describe("Agents", () => {
  it("uses Node's global agents without a proxy, and a caller's agent whatever the environment", () => {
    expect(new Agents({}).for("https://api.example")).toBeUndefined();
    expect(new Agents({ proxyEnv: {} }).for("https://api.example")).toBeUndefined();
    const mine = new HttpAgent();
    expect(new Agents({ agent: mine, proxyEnv: { HTTP_PROXY: "http://p:1" } }).for("http://x")).toBe(mine);
  });

  it("makes one keep-alive proxy agent per protocol and reuses it", () => {
    const agents = new Agents({ proxyEnv: { HTTPS_PROXY: "http://p:3128" } });
    const https = agents.for("https://api.example/v1/a");
    expect(https).toBeInstanceOf(HttpsAgent);
    expect(agents.for("https://api.example/v1/b")).toBe(https);
    const http = agents.for("http://127.0.0.1/v1");
    expect(http).toBeInstanceOf(HttpAgent);
    expect(http).not.toBeInstanceOf(HttpsAgent);
    expect((https as unknown as { keepAlive: boolean }).keepAlive).toBe(true);
  });

  it("sends requests through the proxy, and straight to NO_PROXY hosts", async () => {
    const proxy = await startForwardProxy();
    const server = await startLocalServer((_req, res) => res.end('{"ok":true}'));
    try {
      const target = new URL(server.url);
      const viaProxy = new Transport({ baseUrl: `${server.url}/v1`, proxyEnv: { HTTP_PROXY: proxy.url } });
      expect((await viaProxy.request({ method: "GET", path: "/a", authenticate: false })).body).toEqual({
        ok: true,
      });
      expect(proxy.targets).toEqual([target.host]);
      const bypass = new Transport({
        baseUrl: `${server.url}/v1`,
        proxyEnv: { HTTP_PROXY: proxy.url, NO_PROXY: target.hostname },
      });
      await bypass.request({ method: "GET", path: "/b", authenticate: false });
      expect(proxy.targets).toHaveLength(1);
      expect(server.requests.map((request) => request.url)).toEqual(["/v1/a", "/v1/b"]);
    } finally {
      await server.close();
      await proxy.close();
    }
  });
});
