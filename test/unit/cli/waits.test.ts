/**
 * Waits that cannot end well, through `svc` in process against the emulator: a 429 whose
 * Retry-After is beyond the wait budget fails at once with exit 7 naming the wait, the budget and
 * `--max-wait`; a long wait says so in one stderr line as it starts; the budget's flag and variable.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type InProcessOptions, runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let env: Record<string, string>;
let token: string;
const dir = mkdtempSync(join(tmpdir(), "svc-waits-"));

beforeAll(async () => {
  emulator = await startTestEmulator();
  token = emulator.credential("admin").token;
  env = { SVC_API_TOKEN: token, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator?.stop();
});
afterEach(async () => {
  await emulator.control.clearFaults();
});

async function svc(argv: string[], options: InProcessOptions = {}) {
  const result = await runInProcess(argv, { cwd: dir, ...options, env: { ...env, ...options.env } });
  expect(result.stdout + result.stderr).not.toContain(token);
  return result;
}

describe("a 429 whose Retry-After cannot fit the wait budget", () => {
  it("fails at once with exit 7, naming the wait asked for, the budget and how to raise it", async () => {
    await emulator.control.addFault({
      kind: "rateLimit",
      retryAfterSeconds: 3600,
      pathPrefix: "/v1/workspace",
    });
    const started = Date.now();
    const result = await svc(["workspace"]);
    expect(result.code, result.stderr).toBe(7);
    expect(Date.now() - started).toBeLessThan(10_000);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^svc: Rate limit exceeded.* \(request [^)]+\)$/);
    expect(lines[1]).toBe(
      "svc: the service asks to wait 3600 s before a retry (Retry-After), more than the 120 s this request may wait for rate limits: raise --max-wait (or SVC_MAX_RATE_LIMIT_WAIT; milliseconds, at most 3600000), or try again later",
    );
  });

  it("--max-wait and SVC_MAX_RATE_LIMIT_WAIT set the budget (the flag wins)", async () => {
    await emulator.control.addFault({
      kind: "rateLimit",
      retryAfterSeconds: 2,
      count: 2,
      pathPrefix: "/v1/workspace",
    });
    const byFlag = await svc(["--max-wait", "1000", "workspace"], {
      env: { SVC_MAX_RATE_LIMIT_WAIT: "600000" },
    });
    expect(byFlag.code).toBe(7);
    expect(byFlag.stderr).toContain(
      "asks to wait 2 s before a retry (Retry-After), more than the 1 s this request",
    );
    const byEnv = await svc(["workspace"], { env: { SVC_MAX_RATE_LIMIT_WAIT: "0" } });
    expect(byEnv.code).toBe(7);
    expect(byEnv.stderr).toContain("more than the 0 s this request may wait");
  });

  it("a bad SVC_MAX_RATE_LIMIT_WAIT or --max-wait is a usage error before any request", async () => {
    const bad = await svc(["workspace"], { env: { SVC_MAX_RATE_LIMIT_WAIT: "2m" } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "SVC_MAX_RATE_LIMIT_WAIT must be an integer of milliseconds from 0 to 3600000",
    );
    const flag = await svc(["--max-wait", "3600001", "workspace"]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("--max-wait");
  });

  it("Retry-After: 0 again and again: waited out within the budget, then exit 7 saying how long it waited", async () => {
    await emulator.control.addFault({
      kind: "rateLimit",
      retryAfterSeconds: 0,
      count: 10_000,
      pathPrefix: "/v1/workspace",
    });
    const { lastSeq } = await emulator.control.requests();
    const started = Date.now();
    const result = await svc(["--max-wait", "1500", "workspace"]);
    expect(result.code, result.stderr).toBe(7);
    // Without an end to the waiting this ran until killed, thousands of requests a second.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await emulator.control.requests(lastSeq)).requests.length).toBeLessThan(40);
    const lines = result.stderr.trimEnd().split("\n");
    expect(lines[1]).toMatch(
      /^svc: still rate-limited after waiting 1(\.\d)? s in total, the most of the 1\.5 s this request may wait for rate limits: re-run later, .* or raise --max-wait \(or SVC_MAX_RATE_LIMIT_WAIT; milliseconds, at most 3600000\)$/,
    );
  });

  it("svc run: the step fails at once with exit 7, naming the wait and the settings", async () => {
    await emulator.control.addFault({
      kind: "rateLimit",
      retryAfterSeconds: 3600,
      pathPrefix: "/v1/webhooks",
    });
    writeFileSync(
      join(dir, "plan.yml"),
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: https://hooks.example.com/waits, actions: [task_created] }\n",
    );
    const result = await svc(["run", "plan.yml", "--mode", "plan", "--run-id", "waits-1"]);
    expect(result.code, result.stderr).toBe(7);
    expect(result.stderr).toContain(
      "the service asks to wait 3600 s before a retry (Retry-After), more than the 120 s this request may wait for rate limits; raise --max-wait (or SVC_MAX_RATE_LIMIT_WAIT), or re-run later",
    );
    // The CLI speaks of its flags and variables, never of the Action's inputs.
    expect(result.stderr).not.toMatch(/input/);
  });
});

describe("a long wait says so as it starts", () => {
  it("one stderr line naming what waits, how long and why (no query value)", async () => {
    await emulator.control.addFault({ kind: "rateLimit", retryAfterSeconds: 31, pathPrefix: "/v1/webhooks" });
    const controller = new AbortController();
    const result = await svc(["webhooks", "list", "--cursor", "c2VjcmV0LWN1cnNvcg"], {
      signal: controller.signal,
      // Once the line is out, Ctrl-C: the wait itself is not what this test is about.
      onContext: (ctx) => {
        ctx.stderr.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("waiting")) controller.abort();
        });
      },
    });
    expect(result.code).toBe(130);
    const notices = result.stderr.split("\n").filter((line) => line.includes("waiting"));
    // 31 s asked: 30 s (the cap per wait) plus up to a second of spread.
    expect(notices).toEqual([
      expect.stringMatching(
        /^svc: waiting 3[01] s: the service rate-limited GET \/v1\/webhooks\?cursor=… \(Retry-After\)$/,
      ),
    ]);
    expect(result.stderr).not.toContain("c2VjcmV0LWN1cnNvcg");
  });

  it("short waits pass silently", async () => {
    await emulator.control.addFault({ kind: "rateLimit", retryAfterSeconds: 0, pathPrefix: "/v1/workspace" });
    const result = await svc(["workspace"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
  });
});
