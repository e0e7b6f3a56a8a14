import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, test } from "vitest";
import { type CallbackServer, startCallbackServer } from "../../../../src/cli/auth/callback-server.js";

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

describe("loopback callback (contract 12.3 step 6)", () => {
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
