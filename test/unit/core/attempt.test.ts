import { describe, expect, it } from "vitest";
import { AttemptFailure, sendAttempt } from "../../../src/core/attempt.js";
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
    dispatcher: undefined,
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
    } finally {
      await server.close();
    }
  });
});
