/**
 * A reused --secrets-dir (docs/cli-run.md): every step's secret file already exists, which is one
 * problem of many steps, so it is one message naming the directory, before any call.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-secrets-dir-reuse-"));
  nock.disableNetConnect();
});
afterAll(() => {
  nock.enableNetConnect();
  rmSync(dir, { recursive: true, force: true });
});

describe("a reused --secrets-dir", () => {
  it("is one grouped problem for 300 steps, not 300 lines, and no request is made", async () => {
    const secrets = join(dir, "secrets");
    mkdirSync(secrets);
    const steps = Array.from({ length: 300 }, (_, index) => {
      writeFileSync(join(secrets, `hook-${index}-secret`), "old\n");
      return `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "https://h${index}.hooks.example.com/", actions: [task_created] } }`;
    });
    writeFileSync(join(dir, "plan.yml"), `steps:\n${steps.join("\n")}\n`);
    const result = await runInProcess(
      [
        "run",
        "plan.yml",
        "--mode",
        "apply",
        "--run-id",
        "r1",
        "--secrets-dir",
        "secrets",
        "--state-dir",
        "state",
      ],
      { env: { SVC_API_TOKEN: TOKEN }, cwd: dir },
    );
    expect(result.code, result.stderr).toBe(2);
    const lines = result.stderr.split("\n").filter((line) => line.includes("already exists"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `plan.yml:2:47: steps "hook-0", "hook-1", "hook-2", "hook-3", "hook-4", "hook-5", "hook-6", "hook-7", "hook-8", "hook-9" and 290 more (300 steps, ensure-webhook), with.secret-sink: --secrets-dir: file ${join(secrets, "<step-id>-secret")} already exists`,
    );
  });
});
