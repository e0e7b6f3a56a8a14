/**
 * Node's compile cache of the built `svc`: in the user's cache directory ($XDG_CACHE_HOME/svc,
 * else ~/.cache/svc), never the shared temp directory Node picks by default; off (and svc still
 * works) when there is no such directory or it cannot be made.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_BUNDLE } from "../../support/cli.js";

function svcHelp(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [CLI_BUNDLE, "--help"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
    timeout: 20_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/^Usage: svc/);
}

describe("svc's compile cache", () => {
  it("is written under XDG_CACHE_HOME, else HOME/.cache, and never under TMPDIR", () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-compile-cache-"));
    const tmp = join(dir, "tmp");
    mkdirSync(tmp);
    svcHelp({ HOME: join(dir, "home"), XDG_CACHE_HOME: join(dir, "cache"), TMPDIR: tmp });
    expect(readdirSync(join(dir, "cache", "svc", "node-compile-cache")).length).toBeGreaterThan(0);
    expect(existsSync(join(dir, "home"))).toBe(false);
    svcHelp({ HOME: join(dir, "home"), TMPDIR: tmp });
    expect(readdirSync(join(dir, "home", ".cache", "svc", "node-compile-cache")).length).toBeGreaterThan(0);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("is off when the environment names no cache directory, or it cannot be made", () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-compile-cache-"));
    const tmp = join(dir, "tmp");
    mkdirSync(tmp);
    svcHelp({ TMPDIR: tmp });
    writeFileSync(join(dir, "plain"), "a file where the cache directory would go");
    svcHelp({ XDG_CACHE_HOME: join(dir, "plain"), TMPDIR: tmp });
    expect(readdirSync(tmp)).toEqual([]);
  });
});
