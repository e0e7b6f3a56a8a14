/**
 * A reused --secrets-dir (docs/plan.md "Where a secret destination is needed"): the files an
 * earlier apply left there stop only the ensure-webhook steps that would create (and so reveal)
 * again, after the one listing and before any write; those problems are one grouped message.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
let dir: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-secrets-dir-reuse-"));
});
afterAll(async () => {
  await emu?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ensure = (index: number) =>
  `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://h${index}.hooks.example.com/", actions: [task_created] } }`;

async function apply(count: number, runId: string) {
  writeFileSync(
    join(dir, "plan.yml"),
    `steps:\n${Array.from({ length: count }, (_, index) => ensure(index)).join("\n")}\n`,
  );
  const env = { SVC_API_TOKEN: emu.credential("admin").token, SVC_API_BASE_URL: emu.baseUrl };
  const args = [
    "run",
    "plan.yml",
    "--mode",
    "apply",
    "--run-id",
    runId,
    "--secrets-dir",
    "secrets",
    "--state-dir",
    "state",
  ];
  return runInProcess([...args, "-o", "json"], { env, cwd: dir });
}

describe("a reused --secrets-dir", () => {
  it("lets a re-apply whose webhooks exist run; refuses the steps that would create, in one message, before any write", async () => {
    mkdirSync(join(dir, "secrets"));
    const first = await apply(30, "first");
    expect(first.code, first.stderr).toBe(0);
    const secret = readFileSync(join(dir, "secrets", "hook-0-secret"), "utf8");

    // Another run identity, the same directory: every step finds its webhook, nothing is revealed.
    const again = await apply(30, "second");
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as { changes: number }).changes).toBe(0);
    expect(readFileSync(join(dir, "secrets", "hook-0-secret"), "utf8")).toBe(secret);

    // 30 more steps whose files an earlier run left: only those would create, one message for them.
    for (let index = 30; index < 60; index += 1)
      writeFileSync(join(dir, "secrets", `hook-${index}-secret`), "old\n");
    const before = emu.state.webhooks.size;
    const grown = await apply(60, "third");
    expect(grown.code, grown.stderr).toBe(2);
    const lines = grown.stderr.split("\n").filter((line) => line.includes("already exists"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `steps "hook-30", "hook-31", "hook-32", "hook-33", "hook-34", "hook-35", "hook-36", "hook-37", "hook-38", "hook-39" and 20 more (30 steps, ensure-webhook), with.secret-sink: --secrets-dir: file ${join(dir, "secrets", "<step-id>-secret")} already exists`,
    );
    expect(emu.state.webhooks.size).toBe(before);
  });
});
