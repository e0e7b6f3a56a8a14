/**
 * The engine's progress (EngineContext.onProgress): creates waiting for the run's duplicate check
 * are told as waiting, not running, and never more steps run at once than the concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunProgress } from "../../../src/engine/engine-context.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { harness, run } from "./fixtures.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe("onProgress", () => {
  it("tells creates waiting for the duplicate check as waiting, running within the concurrency", async () => {
    const steps = Array.from(
      { length: 12 },
      (_, index) =>
        `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://wait-${index}.hooks.example.com/${process.pid}", actions: [task_created] } }`,
    );
    const h = harness({ client: emu.client("admin") });
    const seen: RunProgress[] = [];
    h.context.concurrency = 3;
    h.context.onProgress = (progress) => seen.push({ ...progress });
    const report = await run(`steps:\n${steps.join("\n")}\n`, h);
    expect(report.ok).toBe(true);
    expect(Math.max(...seen.map((progress) => progress.running))).toBeLessThanOrEqual(3);
    expect(Math.max(...seen.map((progress) => progress.waiting))).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual({ done: 12, total: 12, running: 0, waiting: 0 });
  });
});
