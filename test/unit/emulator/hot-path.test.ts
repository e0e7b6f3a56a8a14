import { createHash } from "node:crypto";
import { request } from "node:http";
import { afterEach, describe, expect, test } from "vitest";
import { startEmulator } from "../../../src/emulator/index.js";
import { verifier } from "../../../src/emulator/state/ids.js";

// The request path's cheaper forms (bench/emulator.ts) answer exactly as before.

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
});

async function emulator() {
  const started = await startEmulator({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  running.push(started);
  const token = started.credentials[0]?.token;
  if (!token) throw new Error("no seeded credential");
  return { ...started, token };
}

describe("emulator request path", () => {
  test("made-up request ids are req_ and 32 hex digits, all different (across the random pool's refills)", async () => {
    const emu = await emulator();
    const ids = new Set<string>();
    for (let index = 0; index < 600; index += 1) {
      const response = await fetch(`${emu.baseUrl}/webhooks`, {
        headers: { authorization: `Bearer ${emu.token}` },
      });
      const id = response.headers.get("x-request-id") ?? "";
      const body = (await response.json()) as { meta: { requestId: string } };
      expect(id).toMatch(/^req_[0-9a-f]{32}$/);
      expect(body.meta.requestId).toBe(id);
      ids.add(id);
    }
    expect(ids.size).toBe(600);
    const echoed = await fetch(`${emu.baseUrl}/webhooks`, {
      headers: { authorization: `Bearer ${emu.token}`, "x-request-id": "mine-1" },
    });
    expect(echoed.headers.get("x-request-id")).toBe("mine-1");
  });

  test("a bodiless request (answered without a promise) and one with a body answer alike; faults still apply", async () => {
    const emu = await emulator();
    // GET with and without Content-Length: 0 takes the synchronous and the body-reading path.
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = request(`${emu.baseUrl}/webhooks`, {
          headers: { authorization: `Bearer ${emu.token}`, ...headers },
        });
        call.on("error", reject);
        call.on("response", (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        call.end();
      });
    const strip = (body: string) => body.replace(/req_[0-9a-f]{32}/g, "req_");
    const bodiless = await get({});
    const withBody = await get({ "content-length": "0" });
    expect(bodiless.status).toBe(200);
    expect(strip(withBody.body)).toBe(strip(bodiless.body));
    const since = emu.requests.lastSeq;
    const fault = await fetch(`${emu.controlUrl}/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "status",
        status: 503,
        count: 2,
        method: "GET",
        pathPrefix: "/v1/webhooks",
      }),
    });
    expect(fault.status).toBe(201);
    expect((await get({})).status).toBe(503);
    expect((await get({ "content-length": "0" })).status).toBe(503);
    expect((await get({})).status).toBe(200);
    expect(emu.requests.list(since).map((entry) => [entry.status, entry.fault])).toEqual([
      [503, "status"],
      [503, "status"],
      [200, undefined],
    ]);
    const missing = await get({ authorization: "" });
    expect(missing.status).toBe(401);
  });

  test("the query is checked with one parameter, none, or several (unknown and repeated names rejected)", async () => {
    const emu = await emulator();
    const detail = async (query: string) => {
      const response = await fetch(`${emu.baseUrl}/webhooks${query}`, {
        headers: { authorization: `Bearer ${emu.token}` },
      });
      const body = (await response.json()) as { errors?: { detail: string }[] };
      return [response.status, body.errors?.[0]?.detail];
    };
    expect(await detail("")).toEqual([200, undefined]);
    expect(await detail("?limit=2")).toEqual([200, undefined]);
    expect(await detail("?colour=red")).toEqual([
      400,
      "Query parameter colour is not supported here (allowed: cursor, limit).",
    ]);
    expect(await detail("?limit=2&limit=3")).toEqual([400, "Query parameter limit must be given once."]);
    expect(await detail("?limit=2&colour=red")).toEqual([
      400,
      "Query parameter colour is not supported here (allowed: cursor, limit).",
    ]);
  });

  test("the request log notes the status of every answer (reply, error, no route)", async () => {
    const emu = await emulator();
    const since = emu.requests.lastSeq;
    const calls = [
      fetch(`${emu.baseUrl}/webhooks`, { headers: { authorization: `Bearer ${emu.token}` } }),
      fetch(`${emu.baseUrl}/webhooks`, { headers: { authorization: "Bearer tg_sa_v2_nope" } }),
      fetch(`${emu.baseUrl}/nothing-here`, { headers: { authorization: `Bearer ${emu.token}` } }),
    ];
    for (const call of calls) await (await call).arrayBuffer();
    const statuses = emu.requests.list(since).map((entry) => [entry.path, entry.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ["/v1/webhooks", 200],
        ["/v1/webhooks", 401],
        ["/v1/nothing-here", 404],
      ]),
    );
    expect(statuses).toHaveLength(3);
  });

  test("token verifiers are the SHA-256 of the token", () => {
    const token = `tg_sa_v2_de_de-emu-001_${"0".repeat(24)}_${"ab".repeat(32)}`;
    expect(verifier(token)).toEqual(createHash("sha256").update(token, "utf8").digest());
  });
});
