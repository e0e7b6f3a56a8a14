/**
 * `svc run --state-dir D` (the built CLI) on a directory other tools share, as on a CI cache: the
 * run journal's clean-up removes only run directories svc provably made (its marker, nothing but
 * its files), never another tool's 32-hex folder, never through a symlink; with SVC_DEBUG=1 it says
 * what it left alone and why.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSvc } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator?.stop();
});

const nineDaysAgo = () => (Date.now() - 9 * 24 * 3_600_000) / 1000;

describe("svc run --state-dir on a shared directory", () => {
  it("prunes its own old run directory and leaves everything else, saying why under SVC_DEBUG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-run-state-dir-"));
    const state = join(dir, "cache");
    const env = {
      SVC_API_TOKEN: emulator.credential("admin").token,
      SVC_API_BASE_URL: emulator.baseUrl,
      HOME: dir,
      SVC_DEBUG: "1",
    };
    const run = async (runId: string, url: string) => {
      const secrets = mkdtempSync(join(dir, "secrets-"));
      writeFileSync(
        join(dir, "plan.yml"),
        `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created] }\n`,
      );
      const result = await runSvc(
        [
          "run",
          "plan.yml",
          "--mode",
          "apply",
          "--run-id",
          runId,
          "--state-dir",
          state,
          "--secrets-dir",
          secrets,
        ],
        { cwd: dir, env },
      );
      expect(result.code, result.stderr).toBe(0);
      return result;
    };
    await run("old-run", "https://hooks.example.com/state-dir-old");
    const [own] = readdirSync(state);
    expect(readdirSync(join(state, own as string)).sort()).toEqual([".svc-ci-journal", "hook.json"]);
    // Another tool's cache folder and a symlink to a folder outside, named like run directories.
    const foreign = join(state, "0123456789abcdef0123456789abcdef");
    mkdirSync(join(foreign, "objects"), { recursive: true });
    writeFileSync(join(foreign, "objects", "pack"), "another tool's data");
    const outside = mkdtempSync(join(tmpdir(), "svc-run-state-outside-"));
    writeFileSync(join(outside, "hook.json"), "precious");
    const link = join(state, "fedcba9876543210fedcba9876543210");
    symlinkSync(outside, link);
    for (const path of [join(state, own as string), foreign, outside])
      utimesSync(path, nineDaysAgo(), nineDaysAgo());

    const result = await run("new-run", "https://hooks.example.com/state-dir-new");
    expect(readdirSync(state)).not.toContain(own);
    expect(readFileSync(join(foreign, "objects", "pack"), "utf8")).toBe("another tool's data");
    expect(readFileSync(join(outside, "hook.json"), "utf8")).toBe("precious");
    expect(readdirSync(state)).toContain("fedcba9876543210fedcba9876543210");
    expect(result.stderr).toContain(
      `debug: run journal clean-up: left ${foreign} alone: it holds no .svc-ci-journal marker for its name (svc did not make it)`,
    );
    expect(result.stderr).toContain(
      `debug: run journal clean-up: left ${link} alone: it is a symbolic link (never followed)`,
    );
  });
});
