import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { configPath } from "../../../../src/cli/credentials/config-paths.js";
import { readConfig, writeConfig } from "../../../../src/cli/credentials/config-store.js";

const profile = {
  authenticationSource: "browser" as const,
  cellId: "de-emu-001",
  createdAt: "2026-01-01T00:00:00.000Z",
  credentialId: "a".repeat(24),
  expiresAt: "2027-01-01T00:00:00.000Z",
  region: "de",
  scopes: ["tasks:read"],
};

describe("config path", () => {
  test("override, XDG, home", () => {
    expect(configPath({ SVC_CONFIG_PATH: "/x/c.json" })).toBe("/x/c.json");
    expect(configPath({ XDG_CONFIG_HOME: "/xdg" })).toBe("/xdg/svc/config.json");
    expect(configPath({}, () => "/home/u")).toBe("/home/u/.config/svc/config.json");
  });
});

describe("config store", () => {
  test("missing file reads as empty; write is 0600 in a 0700 directory and round-trips; no temp left", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "svc-cfg-")), "nested", "svc");
    const path = join(dir, "config.json");
    expect(await readConfig(path)).toEqual({ version: 1, profiles: {} });
    await writeConfig(path, { version: 1, currentProfile: "work", profiles: { work: profile } });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(await readConfig(path)).toEqual({
      version: 1,
      currentProfile: "work",
      profiles: { work: profile },
    });
    expect(readdirSync(dir)).toEqual(["config.json"]);
  });
  test("refuses a symlink and a directory (unsafe_config_path), rejects a bad document (invalid_config)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-cfg-"));
    const real = join(dir, "real.json");
    writeFileSync(real, JSON.stringify({ version: 1, profiles: {} }));
    const link = join(dir, "link.json");
    symlinkSync(real, link);
    await expect(readConfig(link)).rejects.toMatchObject({ code: "unsafe_config_path", exitCode: 2 });
    await expect(writeConfig(link, { version: 1, profiles: {} })).rejects.toMatchObject({
      code: "unsafe_config_path",
    });
    expect(readFileSync(real, "utf8")).toBe(JSON.stringify({ version: 1, profiles: {} }));
    mkdirSync(join(dir, "d.json"));
    await expect(readConfig(join(dir, "d.json"))).rejects.toMatchObject({ code: "unsafe_config_path" });
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{nope");
    await expect(readConfig(bad)).rejects.toMatchObject({ code: "invalid_config", exitCode: 2 });
    writeFileSync(bad, JSON.stringify({ version: 1, profiles: { "-bad": profile } }));
    await expect(readConfig(bad)).rejects.toMatchObject({ code: "invalid_config" });
    writeFileSync(
      bad,
      JSON.stringify({ version: 1, profiles: { ok: { ...profile, token: undefined, scopes: [] } } }),
    );
    await expect(readConfig(bad)).rejects.toThrow(/scopes/);
  });
});
