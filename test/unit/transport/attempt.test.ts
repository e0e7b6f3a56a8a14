import { describe, expect, it } from "vitest";
import { AttemptFailure, sendAttempt } from "../../../src/transport/attempt.js";
import { startLocalServer } from "./local-server.js";

const attempt = (url: string, overrides: Partial<Parameters<typeof sendAttempt>[0]> = {}) =>
  sendAttempt({
    url,
    method: "GET",
    headers: {},
    body: undefined,
    signal: undefined,
    timeoutMs: 5_000,
    maxResponseBytes: 1024,
    agent: undefined,
    redact: (text) => text,
    ...overrides,
  });

describe("sendAttempt failures", () => {
  it("are AttemptFailure errors (with a kind and the cause, and a stack), never plain objects", async () => {
    const server = await startLocalServer((_req, res) => res.end());
    const url = server.url;
    await server.close();
    const failure = await attempt(url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AttemptFailure);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as AttemptFailure).kind).toBe("network");
    expect((failure as AttemptFailure).cause).toBeInstanceOf(Error);
    expect((failure as Error).stack).toContain("AttemptFailure");
  });

  it("tell a timeout, an abort and an oversized success body apart", async () => {
    const server = await startLocalServer((req, res) => {
      if (req.url === "/big") res.end("x".repeat(4096));
    });
    try {
      await expect(attempt(`${server.url}/stall`, { timeoutMs: 50 })).rejects.toMatchObject({
        kind: "timeout",
      });
      const controller = new AbortController();
      const aborted = attempt(`${server.url}/stall`, { signal: controller.signal });
      controller.abort();
      await expect(aborted).rejects.toMatchObject({ kind: "aborted" });
      await expect(attempt(`${server.url}/big`)).rejects.toMatchObject({ kind: "too_large" });
      const already = new AbortController();
      already.abort();
      await expect(attempt(`${server.url}/stall`, { signal: already.signal })).rejects.toMatchObject({
        kind: "aborted",
      });
    } finally {
      await server.close();
    }
  });
});

describe("sendAttempt bodies", () => {
  it("stops reading a streamed (chunked) success body as soon as it outgrows the cap", async () => {
    let writes = 0;
    const server = await startLocalServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const timer = setInterval(() => {
        writes += 1;
        if (!res.write("x".repeat(600))) return;
      }, 5);
      res.on("close", () => clearInterval(timer));
    });
    try {
      await expect(attempt(server.url)).rejects.toMatchObject({ kind: "too_large" });
      // Two 600-byte chunks pass the 1024-byte cap; the read stopped there, not at the end.
      expect(writes).toBeLessThan(20);
    } finally {
      await server.close();
    }
  });

  it("reads an oversized error body as absent instead of failing, declared or streamed", async () => {
    const server = await startLocalServer((req, res) => {
      if (req.url === "/declared") res.writeHead(502, { "content-length": "4096" }).end("y".repeat(4096));
      else res.writeHead(503).end("z".repeat(4096));
    });
    try {
      for (const path of ["/declared", "/streamed"]) {
        const result = await attempt(`${server.url}${path}`);
        expect(result.bytes).toBeUndefined();
        expect(result.status).toBe(path === "/declared" ? 502 : 503);
      }
    } finally {
      await server.close();
    }
  });

  it("returns several chunks joined, an empty body as zero bytes, and lower-cased, redacted headers", async () => {
    const server = await startLocalServer((req, res) => {
      if (req.url === "/empty") return res.writeHead(204).end();
      res.writeHead(200, { "X-Echo": "token-abc", "Set-Cookie": ["a=1", "b=2"] });
      res.write("[1,");
      setTimeout(() => res.end("2]"), 10);
    });
    try {
      const joined = await attempt(server.url, { redact: (text) => text.replace("token-abc", "[redacted]") });
      expect(joined.bytes?.toString()).toBe("[1,2]");
      expect(joined.headers["x-echo"]).toBe("[redacted]");
      expect(joined.headers["set-cookie"]).toBe("a=1, b=2");
      const empty = await attempt(`${server.url}/empty`);
      expect(empty.status).toBe(204);
      expect(empty.bytes?.byteLength ?? 0).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("is a network failure when the connection closes mid-body", async () => {
    const server = await startLocalServer((_req, res) => {
      res.writeHead(200, { "content-length": "100" });
      res.write("partial");
      setTimeout(() => res.socket?.destroy(), 10);
    });
    try {
      await expect(attempt(server.url)).rejects.toMatchObject({ kind: "network" });
    } finally {
      await server.close();
    }
  });

  it("is a network failure (not a crash) when Node refuses a header value before sending", async () => {
    const server = await startLocalServer((_req, res) => res.end());
    try {
      await expect(attempt(server.url, { headers: { "x-bad": "a\r\nb" } })).rejects.toMatchObject({
        kind: "network",
      });
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it("keeps every value of a repeated header (a second ETag or Retry-After is not dropped)", async () => {
    const server = await startLocalServer((_req, res) => {
      res.setHeader("ETag", ['"r1"', '"r2"']);
      res.setHeader("Retry-After", ["1", "120"]);
      res.end("{}");
    });
    try {
      const result = await attempt(server.url);
      expect(result.headers.etag).toBe('"r1", "r2"');
      expect(result.headers["retry-after"]).toBe("1, 120");
    } finally {
      await server.close();
    }
  });

  it("never sends credentials of a URL (node:http would make them an Authorization header)", async () => {
    const server = await startLocalServer((_req, res) => res.end());
    try {
      const withCredentials = server.url.replace("http://", "http://user:pass@");
      await expect(attempt(withCredentials)).rejects.toMatchObject({ kind: "network" });
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it("sends the body and uses the given agent", async () => {
    const { Agent } = await import("node:http");
    const agent = new Agent({ keepAlive: true });
    const server = await startLocalServer((_req, res, body) => res.end(body));
    try {
      const result = await attempt(server.url, { method: "POST", body: Buffer.from('{"a":1}'), agent });
      expect(result.bytes?.toString()).toBe('{"a":1}');
      expect(server.requests[0]?.method).toBe("POST");
      expect(Object.keys(agent.freeSockets)).toHaveLength(1); // the keep-alive socket went back to the pool
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

describe("sendAttempt content codings (a proxy compresses though none was asked for)", () => {
  it("decodes gzip, deflate and br; refuses a body that expands beyond the cap; leaves others as they came", async () => {
    const { gzipSync, deflateSync, brotliCompressSync } = await import("node:zlib");
    const json = Buffer.from('{"data":{"id":"wh_1"}}');
    const server = await startLocalServer((req, res) => {
      const coded: Record<string, [string, Buffer]> = {
        "/gzip": ["gzip", gzipSync(json)],
        "/deflate": ["deflate", deflateSync(json)],
        "/br": ["br", brotliCompressSync(json)],
        "/bomb": ["gzip", gzipSync(Buffer.alloc(1_000_000, 32))],
        "/unknown": ["compress", json],
        "/broken": ["gzip", json],
      };
      const [coding, body] = coded[req.url ?? ""] ?? ["identity", json];
      res.writeHead(200, { "content-type": "application/json", "content-encoding": coding });
      res.end(body);
    });
    try {
      for (const path of ["/gzip", "/deflate", "/br", "/identity"]) {
        const result = await attempt(`${server.url}${path}`);
        expect(result.bytes?.toString(), path).toBe(json.toString());
      }
      await expect(attempt(`${server.url}/bomb`)).rejects.toMatchObject({ kind: "too_large" });
      expect((await attempt(`${server.url}/unknown`)).bytes?.toString()).toBe(json.toString());
      expect((await attempt(`${server.url}/broken`)).bytes?.toString()).toBe(json.toString());
    } finally {
      await server.close();
    }
  });
});
