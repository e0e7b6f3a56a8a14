/**
 * The post step at fleet size, started as the runner starts it: the built `dist/post.js` as a
 * subprocess, with what the main step saved passed as `STATE_<name>` environment variables. With
 * 1,000 secret files the saved state once passed Linux's 128 KiB limit for one environment string,
 * so the runner could not start the post step (E2BIG) and every secret file stayed; the state now
 * names only the record in RUNNER_TEMP (src/action/secret-file-record.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mainWrites, runnerTempOf } from "../../support/post-step.js";
import { repoRoot, runActionBundle } from "../../support/runner-env.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-post-fleet-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the post step after 1,000 secret files", () => {
  it("starts from the saved state as environment and removes every file", async () => {
    mkdirSync(join(dir, "secrets", "of-a-platform-team-with-a-long-directory-name"), { recursive: true });
    const paths = Array.from({ length: 1_000 }, (_, index) =>
      join(dir, "secrets", "of-a-platform-team-with-a-long-directory-name", `webhook-${index}.secret`),
    );
    const state = await mainWrites(dir, paths);
    const stateBytes = Object.entries(state).map(([name, value]) =>
      Buffer.byteLength(`STATE_${name}=${value}`),
    );
    for (const size of stateBytes) expect(size).toBeLessThan(32 * 1024);
    expect(stateBytes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1024 * 1024);
    const post = await runActionBundle({
      entry: join(repoRoot, "dist/post.js"),
      workspace: dir,
      state,
      env: { RUNNER_TEMP: runnerTempOf(dir) },
      fileCommands: false,
    });
    expect(post.code, post.stderr).toBe(0);
    expect(post.stdout).not.toContain("::warning");
    expect(post.stdout.match(/^removed the secret file /gm)).toHaveLength(1_000);
    expect(paths.filter((path) => existsSync(path))).toEqual([]);
  }, 120_000);
});
