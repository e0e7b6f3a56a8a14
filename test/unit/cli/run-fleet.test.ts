/**
 * `svc run` on fleet-size plans (docs/cli-run.md): --concurrency, the progress line on a terminal
 * only, the run's totals, and repeated problems or notes as one line.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-run-fleet-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator?.stop();
});

let plans = 0;
/** A plan file of `count` ensure-webhook steps with the default (output) sink. */
function fleetPlan(count: number): string {
  const name = `fleet-${++plans}.yml`;
  const steps = Array.from(
    { length: count },
    (_, index) =>
      `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://p${plans}-${index}.hooks.example.com/", actions: [task_created] } }`,
  );
  writeFileSync(join(dir, name), `steps:\n${steps.join("\n")}\n`);
  return name;
}

describe("svc run --concurrency", () => {
  it.each(["0", "33", "two", "1.5", ""])(
    "refuses %j before anything is read, naming the range",
    async (value) => {
      const result = await runInProcess(["run", "nowhere.yml", "--run-id", "c", "--concurrency", value], {
        env,
        cwd: dir,
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("--concurrency must be a whole number from 1 to 32");
    },
  );

  it("runs with 1 (one by one) and reports the run's requests and time on the table's last line", async () => {
    const result = await runInProcess(["run", fleetPlan(3), "--run-id", "c1", "--concurrency", "1"], {
      env,
      cwd: dir,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/plan: ok, 3 change\(s\); 1 request\(s\), \d+\.\d s\n$/);
    const steps = result.stderr.split("\n").filter((line) => line.startsWith("svc: step "));
    expect(steps).toEqual([0, 1, 2].map((index) => `svc: step hook-${index} (ensure-webhook)`));
  });

  it("puts the totals in the JSON report", async () => {
    const result = await runInProcess(["-o", "json", "run", fleetPlan(2), "--run-id", "c2"], {
      env,
      cwd: dir,
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).totals).toEqual({
      durationMs: expect.any(Number),
      requests: 1,
      rateLimited: 0,
    });
  });
});

describe("svc run's progress line", () => {
  it("shows steps done, requests and 429s on a terminal's stderr, then clears it", async () => {
    const result = await runInProcess(["run", fleetPlan(4), "--run-id", "p1"], {
      env,
      cwd: dir,
      stderrIsTTY: true,
    });
    expect(result.code).toBe(0);
    // Dim when colour is on: the line itself without its colour codes.
    const stderr = result.stderr.replace(/\x1b\[(2|22)m/g, "");
    expect(stderr).toMatch(/\r\x1b\[2K\d\/4 steps \(\d running\), 1 request(, ETA \d+ s)?\r/);
    expect(stderr).toContain("\r\x1b[2K4/4 steps, 1 request");
    // Log lines are written above the progress line, never into it; it is cleared at the end.
    // (what a terminal shows of a line: the text after its last erase).
    for (const line of stderr.split("\n").slice(0, -1))
      expect(line.split("\r\x1b[2K").at(-1)).toMatch(/^svc: /);
    expect(stderr).toMatch(/\r\x1b\[2K$|\n$/);
  });

  it("writes a wait notice above the line, never onto it", async () => {
    await emulator.control.addFault({
      kind: "rateLimit",
      retryAfterSeconds: 3,
      count: 1,
      method: "GET",
      pathPrefix: "/v1/webhooks",
    });
    const result = await runInProcess(["run", fleetPlan(3), "--run-id", "p3"], {
      env,
      cwd: dir,
      stderrIsTTY: true,
    });
    expect(result.code).toBe(0);
    const stderr = result.stderr.replace(/\x1b\[(2|22)m/g, "");
    const shown = stderr.split("\n").map((line) => line.split("\r\x1b[2K").at(-1) ?? "");
    expect(shown).toContainEqual(
      expect.stringMatching(/^svc: waiting \d+(\.\d)? s: the service rate-limited GET/),
    );
    for (const line of shown.slice(0, -1)) expect(line).toMatch(/^svc: /);
  });

  it.each([
    ["not a terminal", {}, false],
    ["NO_COLOR", { NO_COLOR: "1" }, true],
    ["CI=true", { CI: "true" }, true],
    ["GitLab CI", { GITLAB_CI: "true" }, true],
  ])("is off: %s", async (_name, extra, tty) => {
    const result = await runInProcess(["run", fleetPlan(2), "--run-id", "p2"], {
      env: { ...env, ...extra },
      cwd: dir,
      stderrIsTTY: tty,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain("\x1b[2K");
    expect(result.stderr).not.toContain("steps, ");
  });
});

describe("repeated problems are one line", () => {
  it("plan mode: no note for 50 output sinks (plan mode reveals nothing; apply's refusal names the fix)", async () => {
    const result = await runInProcess(["run", fleetPlan(50), "--run-id", "n1"], { env, cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain("warning");
    expect(result.stderr).not.toContain("output sink");
  });

  it("apply mode: one error for 100 steps without a place for their secret, nothing called", async () => {
    const before = emulator.requests.lastSeq;
    const result = await runInProcess(["run", fleetPlan(100), "--run-id", "n2", "--mode", "apply"], {
      env,
      cwd: dir,
    });
    expect(result.code).toBe(2);
    const lines = result.stderr.split("\n").filter((line) => line.includes("the output sink would print"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^svc: fleet-\d+\.yml:2:\d+: steps "hook-0", .* and 90 more \(100 steps, ensure-webhook\), with\.secret-sink: /,
    );
    expect(emulator.requests.list(before)).toEqual([]);
  });
});
