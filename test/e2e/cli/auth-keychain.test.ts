/**
 * `svc auth` against a real Secret Service (gnome-keyring on a private D-Bus session) and the
 * emulator, through the built bundle. Every stream of every run is scanned for the tokens.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type CliRun, leakedSecrets, runSvc } from "../../support/auth-cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { startTestKeyring, type TestKeyring } from "../../support/keyring.js";

let emu: TestEmulator;
let keyring: TestKeyring;
let dir: string;
const runs: CliRun[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  [emu, keyring] = await Promise.all([startTestEmulator(), startTestKeyring()]);
  secrets.push(emu.credential("reader").token, emu.credential("admin").token);
});
afterAll(async () => {
  await Promise.all([emu.stop(), keyring.stop()]);
});
afterEach(() => {
  const texts = runs.flatMap((run) => [run.stdout, run.stderr]);
  expect(leakedSecrets(texts, secrets)).toEqual([]);
});

function freshConfig(): string {
  dir = mkdtempSync(join(tmpdir(), "svc-auth-e2e-"));
  return join(dir, "svc", "config.json");
}

async function svc(
  args: string[],
  options: { env?: Record<string, string>; stdin?: string; config: string },
) {
  const run = await runSvc(
    args,
    { ...keyring.env, SVC_CONFIG_PATH: options.config, ...options.env },
    options.stdin,
  );
  runs.push(run);
  return run;
}

const json = (run: CliRun) => JSON.parse(run.stdout) as Record<string, unknown>;

describe("import, use, check and revoke a stored credential", () => {
  test("--token-stdin stores the secret in the keychain only; API commands use the profile", async () => {
    const config = freshConfig();
    const reader = emu.credential("reader");
    const login = await svc(
      ["auth", "login", "--token-stdin", "--profile", "imported", "--base-url", emu.baseUrl, "-o", "json"],
      { config, stdin: `  ${reader.token}\n` },
    );
    expect(login.code, login.stderr).toBe(0);
    expect(json(login)).toMatchObject({
      current: true,
      name: "imported",
      authenticationSource: "manual",
      credentialId: reader.credentialId,
      region: "de",
      cellId: reader.cellId,
    });
    expect(json(login)).not.toHaveProperty("expiresAt");
    expect(await keyring.secretToolSearch()).toContain("attribute.username = imported");
    expect(await keyring.lookup("imported")).toBe(reader.token);
    const text = readFileSync(config, "utf8");
    expect(text).not.toContain(reader.token);
    expect(statSync(config).mode & 0o777).toBe(0o600);
    expect(JSON.parse(text)).toMatchObject({ version: 1, currentProfile: "imported" });

    const list = await svc(["webhooks", "list", "-o", "json"], { config });
    expect(list.code, list.stderr).toBe(0);
    expect(json(list)).toHaveProperty("data");

    const profiles = await svc(["auth", "profiles", "-o", "json"], { config });
    expect(JSON.parse(profiles.stdout)).toEqual([
      expect.objectContaining({ name: "imported", current: true, validity: "unknown" }),
    ]);

    const status = await svc(["auth", "status", "-o", "json"], { config });
    expect(json(status)).toMatchObject({
      name: "imported",
      validity: "unknown",
      credentialId: reader.credentialId,
    });
    const check = await svc(["auth", "status", "--check", "-o", "json"], { config });
    expect(check.code, check.stderr).toBe(0);
    expect(json(check)).toMatchObject({
      name: "imported",
      source: "profile",
      kind: "serviceAccount",
      credentialId: reader.credentialId,
    });

    const again = await svc(["auth", "login", "--token-stdin", "--profile", "imported"], {
      config,
      stdin: reader.token,
    });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("--replace");
  });

  test("logout --revoke revokes first (the emulator shows it), then removes keychain entry and profile", async () => {
    const config = freshConfig();
    const issued = await emu.control.createCredential({
      workspaceId: emu.credential("reader").workspaceId,
      name: "to-revoke",
      scopes: ["webhooks:read"],
    });
    secrets.push(issued.token);
    await svc(["auth", "login", "--token-stdin", "--profile", "a", "--base-url", emu.baseUrl], {
      config,
      stdin: issued.token,
    });
    const refused = await svc(["auth", "logout", "--revoke", "--profile", "a"], {
      config,
      env: { SVC_API_TOKEN: emu.credential("reader").token },
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("SVC_API_TOKEN");
    const out = await svc(["auth", "logout", "--revoke", "--profile", "a", "-o", "json"], { config });
    expect(out.code, out.stderr).toBe(0);
    expect(json(out)).toEqual({ loggedOut: true, profile: "a", revoked: true });
    const state = (await emu.control.state()) as { credentials: { id: string; revokedAt: string | null }[] };
    expect(state.credentials.find((c) => c.id === issued.credentialId)?.revokedAt).not.toBeNull();
    expect(await keyring.lookup("a")).toBeUndefined();
    expect(JSON.parse(readFileSync(config, "utf8")).profiles).toEqual({});
  });

  test("logout --revoke keeps local state when the service refuses (401 -> exit 3)", async () => {
    const config = freshConfig();
    const issued = await emu.control.createCredential({
      workspaceId: emu.credential("reader").workspaceId,
      name: "already-revoked",
      scopes: ["webhooks:read"],
    });
    secrets.push(issued.token);
    await svc(["auth", "login", "--token-stdin", "--profile", "b", "--base-url", emu.baseUrl], {
      config,
      stdin: issued.token,
    });
    await emu.control.revoke(issued.credentialId);
    const before = readFileSync(config, "utf8");
    const out = await svc(["auth", "logout", "--revoke", "--profile", "b"], { config });
    expect(out.code).toBe(3);
    expect(readFileSync(config, "utf8")).toBe(before);
    expect(await keyring.lookup("b")).toBe(issued.token);
    const local = await svc(["auth", "logout", "--profile", "b", "-o", "json"], { config });
    expect(json(local)).toEqual({ loggedOut: true, profile: "b" });
    expect(await keyring.lookup("b")).toBeUndefined();
  });
});

describe("profile checks before API commands", () => {
  test("expired -> credential_expired, expiring soon -> warning, mismatch -> profile_credential_mismatch", async () => {
    const config = freshConfig();
    const reader = emu.credential("reader");
    await svc(["auth", "login", "--token-stdin", "--profile", "p", "--base-url", emu.baseUrl], {
      config,
      stdin: reader.token,
    });
    const document = JSON.parse(readFileSync(config, "utf8"));
    const withExpiry = (expiresAt: string) => {
      document.profiles.p.expiresAt = expiresAt;
      writeFileSync(config, JSON.stringify(document));
    };
    withExpiry(new Date(Date.now() - 1000).toISOString());
    const expired = await svc(["webhooks", "list"], { config });
    expect(expired.code).toBe(2);
    expect(expired.stderr).toContain("auth login --replace");
    // The config alone says it expired: no keychain is needed, so none reachable is no excuse.
    const noBus = { DBUS_SESSION_BUS_ADDRESS: "unix:path=/nonexistent" };
    for (const args of [
      ["webhooks", "list"],
      ["auth", "status", "--check"],
      ["auth", "logout", "--revoke", "--profile", "p"],
    ]) {
      const offline = await svc(args, { config, env: noBus });
      expect(offline.code, args.join(" ")).toBe(2);
      expect(offline.stderr, args.join(" ")).toMatch(/^svc: the credential of profile "p" expired at /);
      expect(offline.stderr).not.toContain("credential store is unavailable");
    }
    withExpiry(new Date(Date.now() + 3 * 86_400_000).toISOString());
    const soon = await svc(["webhooks", "list", "-o", "json"], { config });
    expect(soon.code, soon.stderr).toBe(0);
    expect(soon.stderr).toMatch(/warning: .*expires/);
    expect((await svc(["auth", "profiles", "-o", "json"], { config })).stdout).toContain(
      '"validity": "expiring-soon"',
    );
    document.profiles.p.credentialId = "f".repeat(24);
    writeFileSync(config, JSON.stringify(document));
    const mismatch = await svc(["webhooks", "list"], { config });
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain("does not match");
  });

  test("no profile -> authentication_required naming it; SVC_API_TOKEN never touches the keychain", async () => {
    const config = freshConfig();
    const missing = await svc(["webhooks", "list", "--profile", "nobody"], { config });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('"nobody"');
    const envOnly = await svc(["webhooks", "list", "--base-url", emu.baseUrl, "-o", "json"], {
      config,
      env: {
        SVC_API_TOKEN: emu.credential("reader").token,
        DBUS_SESSION_BUS_ADDRESS: "unix:path=/nonexistent",
      },
    });
    expect(envOnly.code, envOnly.stderr).toBe(0);
    const status = await svc(["auth", "status", "-o", "json"], {
      config,
      env: {
        SVC_API_TOKEN: emu.credential("reader").token,
        DBUS_SESSION_BUS_ADDRESS: "unix:path=/nonexistent",
      },
    });
    expect(json(status)).toMatchObject({
      source: "SVC_API_TOKEN",
      credentialId: emu.credential("reader").credentialId,
    });
  });
});

describe("refusals before anything is stored", () => {
  test("no session bus -> credential_store_unavailable (exit 1, fast, points to SVC_API_TOKEN), config untouched", async () => {
    const config = freshConfig();
    for (const bus of [undefined, "unix:path=/nonexistent"]) {
      const env: Record<string, string> = { ...keyring.env, SVC_CONFIG_PATH: config };
      if (bus === undefined) delete env.DBUS_SESSION_BUS_ADDRESS;
      else env.DBUS_SESSION_BUS_ADDRESS = bus;
      const run = await runSvc(["auth", "login", "--token-stdin"], env, emu.credential("reader").token);
      runs.push(run);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("credential store is unavailable");
      expect(run.stderr).toContain("SVC_API_TOKEN");
      expect(run.ms).toBeLessThan(5000);
    }
    expect(() => statSync(config)).toThrow();
  });

  test("option rules of 12.4, sensitive scopes, bad tokens, env token, non-TTY browser login", async () => {
    const config = freshConfig();
    const cases: [string[], RegExp, string?][] = [
      [["--manual", "--token-stdin"], /cannot be combined/],
      [["--token-stdin", "--no-browser"], /browser login only/],
      [["--token-stdin", "--scope", "tasks:read"], /browser login only/],
      [["--token-stdin", "--preset", "daily-work"], /browser login only/],
      [["--manual"], /needs a terminal/],
      [[], /needs a terminal on stdin and stdout/],
      [["--no-browser", "--scope", "webhooks:read,webhooks:write"], /sensitive scopes \(webhooks:write\)/],
      [["--no-browser", "--scope", "Bad"], /not a scope/],
      [["--token-stdin", "--profile", "-x"], /--profile must be/],
      [["--token-stdin"], /not an API v1 credential/, "tg_pat_v2_nope"],
    ];
    for (const [args, pattern, stdin] of cases) {
      const run = await svc(["auth", "login", ...args], { config, stdin: stdin ?? "" });
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.stderr).toMatch(pattern);
    }
    const env = await svc(["auth", "login", "--token-stdin"], {
      config,
      stdin: emu.credential("reader").token,
      env: { SVC_API_TOKEN: emu.credential("admin").token },
    });
    expect(env.code).toBe(2);
    expect(env.stderr).toContain("unset SVC_API_TOKEN");
    expect(await keyring.secretToolSearch()).not.toContain("attribute.username = default");
    expect(() => statSync(config)).toThrow();
  });
});
