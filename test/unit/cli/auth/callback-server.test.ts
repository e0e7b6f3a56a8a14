import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import { browserLogin } from "../../../../src/cli/auth/browser-login.js";
import { type CallbackServer, startCallbackServer } from "../../../../src/cli/auth/callback-server.js";
import type { Client } from "../../../../src/client/index.js";

const state = "s".repeat(43);
const code = "c".repeat(43);
let server: CallbackServer | undefined;
afterEach(() => server?.close());

/** A raw request so the Host header and method can be anything. */
function send(port: number, path: string, options: { method?: string; host?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: { host: options.host ?? `127.0.0.1:${port}` },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`;
const good = { code, state, region: "de", cell_id: "de-emu-001" };

describe("loopback callback", () => {
  test("rejects everything off-rule with 400/404, then accepts one valid callback and answers 409 after", async () => {
    const srv = await startCallbackServer({
      callbackPath: "/teamgrid/callback/abcdefghijklmnopqrstuv",
      state,
      timeoutMs: 10_000,
    });
    server = srv;
    const path = "/teamgrid/callback/abcdefghijklmnopqrstuv";
    expect(srv.port).toBeGreaterThanOrEqual(1024);
    expect(srv.redirectUri).toBe(`http://127.0.0.1:${srv.port}${path}`);
    const cases: [string, { method?: string; host?: string }, number][] = [
      [`/teamgrid/callback/other${query(good)}`, {}, 404],
      [`${path}/x${query(good)}`, {}, 404],
      [`${path}${query(good)}`, { host: `localhost:${srv.port}` }, 400],
      [`${path}${query(good)}`, { method: "POST" }, 400],
      [`${path}${query({ ...good, state: "x".repeat(43) })}`, {}, 400],
      [`${path}${query({ ...good, code: "short" })}`, {}, 400],
      [`${path}${query({ ...good, region: "d e" })}`, {}, 400],
      [`${path}${query({ ...good, extra: "1" })}`, {}, 400],
      [`${path}${query(good)}&code=${code}`, {}, 400],
      [`${path}?code=${code}&state=${state}&region=de`, {}, 400],
      // a second `?` must stay in the query (cell_id "x?extra=1" is invalid), not be cut off
      [`${path}${query(good)}?extra=1`, {}, 400],
    ];
    for (const [target, options, status] of cases) {
      const res = await send(srv.port, target, options);
      expect({ target, status: res.status }).toEqual({ target, status });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
    }
    const ok = await send(srv.port, `${path}${query(good)}`);
    expect(ok.status).toBe(200);
    await expect(srv.result).resolves.toEqual({ code, region: "de", cellId: "de-emu-001" });
    expect((await send(srv.port, `${path}${query(good)}`)).status).toBe(409);
  });

  test("times out with browser_authorization_timeout and aborts with exit 130", async () => {
    const timed = await startCallbackServer({ callbackPath: "/teamgrid/callback/a", state, timeoutMs: 50 });
    await expect(timed.result).rejects.toMatchObject({ code: "browser_authorization_timeout", exitCode: 1 });
    timed.close();
    const controller = new AbortController();
    server = await startCallbackServer({
      callbackPath: "/teamgrid/callback/a",
      state,
      timeoutMs: 10_000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(server.result).rejects.toMatchObject({
      code: "browser_authorization_interrupted",
      exitCode: 130,
    });
  });
});

describe("a second completion while the login is still finishing", () => {
  test("is answered 409 (no-store, no-referrer) until the exchange is done, not refused", async () => {
    const stderr = new PassThrough();
    let text = "";
    stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    let exchangeStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      exchangeStarted = resolve;
    });
    let finishExchange: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finishExchange = resolve;
    });
    const client = {
      async exchangeCliAuthorizationCode() {
        exchangeStarted();
        await held;
        throw new Error("test: the exchange ended");
      },
    } as unknown as Client;
    const login = browserLogin({
      env: {},
      stderr,
      platform: "linux",
      now: Date.now,
      store: { get: async () => null, set: async () => {}, delete: async () => false },
      configPath: join(mkdtempSync(join(tmpdir(), "svc-callback-")), "config.json"),
      profileName: "p",
      scopes: ["tasks:read"],
      noBrowser: true,
      baseUrl: "http://127.0.0.1:9/v1",
      cliVersion: "1.1.0",
      waitMs: 10_000,
      createClient: () => client,
      checkProfile: () => {},
    });
    login.catch(() => {});
    while (!/#\S+/.test(text)) await once(stderr, "data");
    const fragment = new URLSearchParams((/#(\S+)/.exec(text)?.[1] ?? "").trim());
    const redirect = new URL(fragment.get("redirect_uri") ?? "");
    const callback = `${redirect.pathname}${query({ ...good, state: fragment.get("state") ?? "" })}`;
    const port = Number(redirect.port);
    expect((await send(port, callback)).status).toBe(200);
    await started;
    for (const target of [callback, `${redirect.pathname}?code=x`]) {
      const again = await send(port, target);
      expect(again.status).toBe(409);
      expect(again.headers["cache-control"]).toBe("no-store");
      expect(again.headers["referrer-policy"]).toBe("no-referrer");
    }
    finishExchange();
    await expect(login).rejects.toThrow("test: the exchange ended");
    await expect(send(port, callback)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  test("a request Node answers itself (malformed HTTP) carries the same headers", async () => {
    const srv = await startCallbackServer({ callbackPath: "/teamgrid/callback/a", state, timeoutMs: 10_000 });
    server = srv;
    const socket = connect(srv.port, "127.0.0.1");
    socket.end("NOT HTTP\r\n\r\n");
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
    });
    await once(socket, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain("cache-control: no-store\r\n");
    expect(answer.toLowerCase()).toContain("referrer-policy: no-referrer\r\n");
  });
});
