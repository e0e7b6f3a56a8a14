/**
 * svc run's progress without a terminal (a CI log): nothing in a run's first 10 s, then one line
 * at most every 10 s with steps done of total, requests, 429 waits and an ETA. The clock is the
 * context's (injected), so nothing here sleeps.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliContext } from "../../../src/cli/cli-context.js";
import { etaText, runProgressLine } from "../../../src/cli/engine-host/run-progress.js";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator } from "../../support/emulator.js";

function fakeContext(extra: Partial<CliContext> = {}) {
  let now = 1_000_000;
  let written = "";
  const ctx = {
    env: { CI: "true" },
    stderrIsTTY: false,
    color: { stdout: false, stderr: false },
    now: () => now,
    stderr: {
      write: (text: string) => {
        written += text;
        return true;
      },
    },
    ...extra,
  } as unknown as CliContext;
  return {
    ctx,
    advance: (ms: number) => {
      now += ms;
    },
    lines: () => written.split("\n").filter(Boolean),
  };
}

describe("svc run's progress in a CI log", () => {
  it("logs one line at most every 10 s, none in the first 10 s, with requests, 429s and an ETA", () => {
    const { ctx, advance, lines } = fakeContext();
    const progress = runProgressLine(ctx);
    progress.onProgress({ done: 0, total: 300, running: 8, waiting: 0 });
    for (let second = 1; second <= 9; second += 1) {
      advance(1_000);
      progress.events.onAttempt?.({} as never);
      progress.onProgress({ done: second * 10, total: 300, running: 8, waiting: 40 });
    }
    expect(lines()).toEqual([]);
    advance(1_000);
    progress.events.onRateLimited?.({} as never);
    progress.onProgress({ done: 100, total: 300, running: 8, waiting: 40 });
    expect(lines()).toEqual([
      "svc: progress: 90/300 steps (8 running, 40 waiting), 9 requests, 1 answered 429, ETA 24 s",
    ]);
    // Many changes within the next 10 s: no line.
    for (let step = 101; step < 150; step += 1) {
      advance(100);
      progress.onProgress({ done: step, total: 300, running: 8, waiting: 0 });
    }
    expect(lines()).toHaveLength(1);
    advance(5_100);
    progress.onProgress({ done: 150, total: 300, running: 8, waiting: 0 });
    expect(lines()).toHaveLength(2);
    expect(lines()[1]).toMatch(
      /^svc: progress: 150\/300 steps \(8 running\), 9 requests, 1 answered 429, ETA 20 s$/,
    );
    progress.done();
    advance(60_000);
    progress.onProgress({ done: 300, total: 300, running: 0, waiting: 0 });
    expect(lines()).toHaveLength(2);
  });

  it("prints nothing for a run shorter than 10 s", () => {
    const { ctx, advance, lines } = fakeContext({ env: {} });
    const progress = runProgressLine(ctx);
    for (let done = 0; done <= 50; done += 1) {
      advance(150);
      progress.onProgress({ done, total: 50, running: 1, waiting: 0 });
    }
    expect(lines()).toEqual([]);
  });

  it("says the ETA from the pace so far", () => {
    expect(etaText(0, 10, 5_000)).toBe("");
    expect(etaText(10, 10, 5_000)).toBe("");
    expect(etaText(1, 10, 1_000)).toBe(", ETA 9 s");
    expect(etaText(10, 300, 10_000)).toBe(", ETA 4 min 50 s");
  });
});

describe("svc run in a CI log", () => {
  it("logs its progress lines between the step lines when the run takes longer than 10 s", async () => {
    const emulator = await startTestEmulator();
    try {
      const dir = mkdtempSync(join(tmpdir(), "svc-run-progress-"));
      const steps = Array.from(
        { length: 6 },
        (_, index) =>
          `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://ci-${index}.hooks.example.com/", actions: [task_created] } }`,
      );
      writeFileSync(join(dir, "plan.yml"), `steps:\n${steps.join("\n")}\n`);
      // Every reading of the clock is 4 s later: the run "takes" far longer than 10 s.
      let now = 0;
      const result = await runInProcess(["run", "plan.yml", "--run-id", "ci"], {
        env: {
          SVC_API_TOKEN: emulator.credential("admin").token,
          SVC_API_BASE_URL: emulator.baseUrl,
          GITLAB_CI: "true",
        },
        cwd: dir,
        now: () => (now += 4_000),
      });
      expect(result.code, result.stderr).toBe(0);
      const progress = result.stderr.split("\n").filter((line) => line.startsWith("svc: progress: "));
      expect(progress.length).toBeGreaterThan(0);
      for (const line of progress) expect(line).toMatch(/^svc: progress: \d\/6 steps.*, \d+ requests?/);
      expect(result.stderr).not.toContain("\x1b[");
    } finally {
      await emulator.stop();
    }
  });
});
