/**
 * `svc run` from the bundle with several plan files and a directory of them, against the bundled
 * emulator (docs/plan.md "Several plan files"): one run, steps in file order, defaults per file,
 * and problems named by file and line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSvc } from "../../support/cli.js";
import { type SpawnedEmulator, seededCredential, spawnEmulator } from "../../support/emulator.js";

let dir: string;
let emulator: SpawnedEmulator;
let env: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-run-files-e2e-"));
  emulator = await spawnEmulator([]);
  env = { SVC_API_TOKEN: seededCredential(emulator).token, SVC_API_BASE_URL: emulator.ready.baseUrl };
  mkdirSync(join(dir, "plans"));
  mkdirSync(join(dir, "plans", "nested"));
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  write(
    "plans/b-team.yaml",
    "defaults:\n  ensure-webhook: { actions: [task_created] }\nsteps:\n  - { id: b, uses: ensure-webhook, with: { url: https://b.hooks.example.com/in } }\n",
  );
  write(
    "plans/a-team.yml",
    "steps:\n  - { id: a, uses: ensure-webhook, with: { url: https://a.hooks.example.com/in, actions: [task_updated] } }\n",
  );
  write("plans/README.md", "not a plan\n");
  write("plans/nested/c.yml", "steps: [oops\n");
  write("extra.yml", "steps:\n  - { id: rotate-a, uses: rotate-secret, with: { webhook: a } }\n");
  write(
    "dup.yml",
    "# the same id as plans/b-team.yaml\nsteps:\n  - { id: b, uses: check-recent-deliveries }\n",
  );
});
afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const svc = (args: string[]) => runSvc(args, { env, cwd: dir });

describe("svc run with several plan files", () => {
  it("runs a directory's *.yml and *.yaml files by name, then the next file, as one plan", async () => {
    const result = await svc(["run", "plans", "extra.yml", "--run-id", "files", "-o", "json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("svc: plan 3 plan files (plans/a-team.yml, ...): 3 step(s)");
    const report = JSON.parse(result.stdout) as { steps: { id: string; change: string }[] };
    expect(report.steps.map((step) => [step.id, step.change])).toEqual([
      ["a", "would-create"],
      ["b", "would-create"],
      ["rotate-a", "would-rotate"],
    ]);
  });

  it("names both files and lines of a duplicate id, and exits 2 before any call", async () => {
    const result = await svc([
      "run",
      "plans/a-team.yml",
      "plans/b-team.yaml",
      "dup.yml",
      "--run-id",
      "files",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'svc: dup.yml:3:11: step "b" (check-recent-deliveries), id: the id "b" is already used by step 1 of plans/b-team.yaml (line 4); give every step a unique id',
    );
  });

  it("refuses a directory with no plan file in it", async () => {
    mkdirSync(join(dir, "empty"), { recursive: true });
    const result = await svc(["run", "empty", "--run-id", "files"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/empty is a directory with no plan file \(\*\.yml or \*\.yaml\) in it/);
  });
});
