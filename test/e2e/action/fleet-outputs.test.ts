/**
 * A 1,000-step plan through the bundled Action (docs/plan.md "Fleet-size plans", "Outputs of the
 * Action"): GitHub keeps at most 1 MB of an output and drops a job summary of more than 1 MiB whole,
 * so a run whose report is larger (long URLs) publishes a `result` and a summary cut down to fit,
 * saying so, with every step still in plan order and every step output still published.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runActionBundle } from "../../support/runner-env.js";

let emu: TestEmulator;
let dir: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-fleet-outputs-"));
});
afterAll(async () => {
  await emu?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("the Action's outputs at fleet size", () => {
  it("1,000 steps with 850-character URLs: result and job summary cut down under 1 MB, saying so", async () => {
    // `&` is escaped in the summary's HTML (5 bytes each): the summary grows past the plan's size.
    const path = "p&".repeat(400);
    const steps = Array.from(
      { length: 1_000 },
      (_, index) =>
        `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://h${index}.example.com/${path}", actions: [task_created] } }`,
    );
    const workspace = mkdtempSync(join(dir, "ws-"));
    writeFileSync(join(workspace, "plan.yml"), `steps:\n${steps.join("\n")}\n`);
    const result = await runActionBundle({
      workspace,
      inputs: {
        token: emu.credential("admin").token,
        "base-url": emu.baseUrl,
        "plan-file": "plan.yml",
        mode: "plan",
      },
      timeoutMs: 120_000,
    });
    expect(result.code, result.stdout.slice(-2_000)).toBe(0);

    const json = result.outputs.result ?? "";
    expect(bytes(json)).toBeLessThanOrEqual(1_000_000);
    const report = JSON.parse(json) as {
      truncated?: string;
      changes: number;
      steps: { id: string; change: string }[];
    };
    expect(report.truncated).toMatch(/more than the 1 MB GitHub keeps of an output/);
    expect(report.changes).toBe(1_000);
    expect(report.steps.map((step) => step.id)).toEqual(steps.map((_, index) => `hook-${index}`));
    expect(report.steps.every((step) => step.change === "would-create")).toBe(true);
    expect(result.stdout).toContain("::warning::the result output was cut down: the whole report is");
    // Each step's outputs are still published on their own.
    expect(result.outputs["hook-999-change"]).toBe("would-create");

    // The review is bounded to a pull-request comment's 65,536 characters, its counts first, with a
    // last line saying how many of the 1,000 changes it left out.
    expect(result.summary.length).toBeLessThanOrEqual(70_000);
    expect(result.summary).toContain(
      "<h2>Plan: 1000 to create, 0 to update, 0 to remove, 0 unchanged (svc-ci ✅ passed)</h2>",
    );
    expect(result.summary).toContain("| + | hook-0 | would-create |");
    expect(result.summary).toMatch(/\n_\d+ rows were left out to keep this within 65536 characters/);
  });
});
