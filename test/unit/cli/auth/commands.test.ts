/** `svc auth` commands in-process: local output and every refusal that happens before the keychain. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runInProcess } from "../../../support/cli.js";

const id = "a".repeat(24);
const token = `tg_sa_v2_de_de-emu-001_${id}_${"b".repeat(64)}`;
const now = Date.parse("2026-06-01T00:00:00.000Z");

function configWith(document: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), "svc-auth-cmd-")), "config.json");
  writeFileSync(path, JSON.stringify(document));
  return path;
}

const config = configWith({
  version: 1,
  currentProfile: "work",
  profiles: {
    work: {
      authenticationSource: "browser",
      cellId: "de-emu-001",
      createdAt: "2026-01-01T00:00:00.000Z",
      credentialId: id,
      expiresAt: "2026-06-10T00:00:00.000Z",
      region: "de",
      scopes: ["tasks:read"],
    },
    old: {
      authenticationSource: "browser",
      cellId: "de-emu-001",
      createdAt: "2025-01-01T00:00:00.000Z",
      credentialId: "c".repeat(24),
      expiresAt: "2026-01-01T00:00:00.000Z",
      region: "de",
    },
  },
});
const run = (argv: string[], env: Record<string, string> = {}, extra = {}) =>
  runInProcess(argv, { env: { SVC_CONFIG_PATH: config, ...env }, now: () => now, ...extra });

describe("auth profiles / status (local)", () => {
  test("profiles with none stored: a note on stderr in table mode only (stdout empty); json stays []", async () => {
    const empty = configWith({ version: 1, profiles: {} });
    const table = await run(["auth", "profiles"], { SVC_CONFIG_PATH: empty }, { stderrIsTTY: true });
    expect(table.code).toBe(0);
    expect(table.stdout).toBe("");
    const note =
      "svc: no stored profiles\nsvc: log in with svc auth login, or set SVC_API_TOKEN for this session\n";
    expect(table.stderr).toBe(note);
    const json = await run(
      ["auth", "profiles", "-o", "json"],
      { SVC_CONFIG_PATH: empty },
      { stderrIsTTY: true },
    );
    expect([json.stdout, json.stderr]).toEqual(["[]\n", ""]);
    const piped = await run(["auth", "profiles"], { SVC_CONFIG_PATH: empty });
    expect([piped.stdout, piped.stderr]).toEqual(["", note]);
  });

  test("profiles: sorted, current flag, validity; status: the current profile", async () => {
    const profiles = await run(["auth", "profiles", "-o", "json"]);
    expect(profiles.code).toBe(0);
    expect(JSON.parse(profiles.stdout)).toEqual([
      expect.objectContaining({ name: "old", current: false, validity: "expired" }),
      expect.objectContaining({ name: "work", current: true, validity: "expiring-soon" }),
    ]);
    const status = await run(["auth", "status", "-o", "json"]);
    expect(JSON.parse(status.stdout)).toMatchObject({
      name: "work",
      validity: "expiring-soon",
      scopes: ["tasks:read"],
    });
    const other = await run(["--profile", "old", "auth", "status", "-o", "jsonl"]);
    expect(other.stdout).toMatch(/^\{"current":false,"name":"old".*"validity":"expired"\}\n$/);
  });
  test("status with SVC_API_TOKEN reads only the token's routing hint", async () => {
    const status = await run(["auth", "status", "-o", "json"], {
      SVC_API_TOKEN: ` ${token} `,
      SVC_CONFIG_PATH: "/nonexistent/x.json",
    });
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toEqual({
      name: "default",
      source: "SVC_API_TOKEN",
      cellId: "de-emu-001",
      credentialId: id,
      region: "de",
    });
    expect(status.stdout + status.stderr).not.toContain(token);
    const bad = await run(["auth", "status"], { SVC_API_TOKEN: "nope" });
    expect(bad.code).toBe(2);
  });
  test("unknown profile, unsafe and invalid config files", async () => {
    expect((await run(["--profile", "ghost", "auth", "status"])).code).toBe(2);
    // Object.prototype member names are valid profile names but never saved profiles.
    for (const name of ["constructor", "toString", "hasOwnProperty"]) {
      const ghost = await run(["--profile", name, "auth", "status", "-o", "json"]);
      expect({ name, code: ghost.code, stdout: ghost.stdout }).toEqual({ name, code: 2, stdout: "" });
      expect(ghost.stderr).toContain(`"${name}"`);
    }
    expect((await run(["--profile", "../x", "auth", "status"])).stderr).toContain("--profile must be");
    const broken = configWith({ version: 2, profiles: {} });
    const invalid = await run(["auth", "profiles"], { SVC_CONFIG_PATH: broken });
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain("version");
    const unsafe = await run(["auth", "profiles"], { SVC_CONFIG_PATH: tmpdir() });
    expect(unsafe.code).toBe(2);
    expect(unsafe.stderr).toContain("not a regular file");
  });
});

describe("auth login refusals (nothing stored, no keychain call)", () => {
  test("option rules and TTY preconditions", async () => {
    const tty = { stdinIsTTY: true, stdoutIsTTY: true, stderrIsTTY: true };
    const cases: [string[], Record<string, unknown>, RegExp][] = [
      [["auth", "login", "--manual", "--token-stdin"], {}, /cannot be combined/],
      [["auth", "login"], { stdinIsTTY: true }, /needs a terminal on stdin and stdout/],
      [["auth", "login", "--manual"], {}, /needs a terminal for the hidden prompt/],
      [["auth", "login", "--preset", "everything"], tty, /read-only/],
      [["auth", "login", "--scope", "audit:read"], tty, /sensitive scopes \(audit:read\)/],
      [["auth", "login", "--no-browser", "--replace", "--scope", "x"], {}, /not a scope/],
      [["--profile", "work", "auth", "login", "--no-browser"], {}, /already exists/],
      [["auth", "login", "--no-browser", "--base-url", "http://example.com/v1"], {}, /http/],
    ];
    for (const [argv, extra, pattern] of cases) {
      const result = await run(argv, {}, extra);
      expect({ argv, code: result.code }).toEqual({ argv, code: 2 });
      expect(result.stderr).toMatch(pattern);
    }
    const env = await run(["auth", "login", "--token-stdin"], { SVC_API_TOKEN: token }, { stdin: token });
    expect(env.code).toBe(2);
    expect(env.stderr).not.toContain(token);
    const revoke = await run(["auth", "logout", "--revoke"], { SVC_API_TOKEN: token });
    expect(revoke.code).toBe(2);
  });
});
