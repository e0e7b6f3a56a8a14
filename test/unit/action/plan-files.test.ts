/**
 * The Action with several plan files (plan-file: one path a line), in process on a simulated
 * runner against the in-process emulator: one run over all the files, and each problem annotated
 * on its own file's line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run as runAction } from "../../../src/action/main.js";
import { planFileLines } from "../../../src/action/plan-source.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runActionInProcess } from "../../support/runner-env.js";

let emu: TestEmulator;
let dir: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-action-plan-files-"));
});
afterAll(async () => {
  await emu?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function workspaceWith(files: Record<string, string>): string {
  const workspace = mkdtempSync(join(dir, "ws-"));
  mkdirSync(join(workspace, "plans"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(workspace, name), text);
  return workspace;
}

const runWith = (workspace: string, planFile: string) =>
  runActionInProcess(runAction, {
    workspace,
    inputs: {
      token: emu.credential("admin").token,
      "base-url": emu.baseUrl,
      "plan-file": planFile,
      mode: "plan",
    },
  });

describe("the Action's plan-file with several files", () => {
  it("reads one path a line, blank lines and surrounding spaces left out", () => {
    expect(planFileLines("plans/a.yml\n\n  plans/b.yml  \r\nc.yml\n")).toEqual([
      "plans/a.yml",
      "plans/b.yml",
      "c.yml",
    ]);
  });

  it("runs the steps of every file as one plan, with defaults per file", async () => {
    const workspace = workspaceWith({
      "plans/a.yml":
        "defaults:\n  ensure-webhook: { actions: [task_created] }\nsteps:\n  - { id: a, uses: ensure-webhook, with: { url: https://a.hooks.example.com/in } }\n",
      "plans/b.yml":
        "steps:\n  - { id: b, uses: ensure-webhook, with: { url: https://b.hooks.example.com/in, actions: [task_deleted] } }\n",
    });
    const result = await runWith(workspace, "plans/a.yml\nplans/b.yml\n");
    expect(result.code, result.stdout.slice(-2_000)).toBe(0);
    const report = JSON.parse(result.outputs.result ?? "{}") as { steps: { id: string; change: string }[] };
    expect(report.steps.map((step) => [step.id, step.change])).toEqual([
      ["a", "would-create"],
      ["b", "would-create"],
    ]);
  });

  it("annotates a duplicate id on the second file's line, naming the first file and line", async () => {
    const hook =
      "  - { id: same, uses: ensure-webhook, with: { url: https://a.hooks.example.com/in, actions: [task_created] } }\n";
    const workspace = workspaceWith({ "plans/a.yml": `steps:\n${hook}`, "plans/b.yml": `\nsteps:\n${hook}` });
    const result = await runWith(workspace, "plans/a.yml\nplans/b.yml");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error title=svc-ci plan,file=plans/b.yml,line=3,col=11::step "same" (ensure-webhook), id: the id "same" is already used by step 1 of plans/a.yml (line 2); give every step a unique id',
    );
  });
});
