import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { browserCommand, openBrowser, splitCommand } from "../../../../src/cli/auth/browser.js";
import { saveProfile } from "../../../../src/cli/auth/save-profile.js";
import { profileGuard } from "../../../../src/cli/auth/setup.js";
import { parseImportedToken, readTokenStdin } from "../../../../src/cli/auth/token.js";
import type { Profile } from "../../../../src/cli/credentials/config-document.js";
import { writeConfig } from "../../../../src/cli/credentials/config-store.js";
import type { CredentialStore } from "../../../../src/cli/credentials/keychain.js";
import { checkProfileCredential } from "../../../../src/cli/credentials/profile-checks.js";
import { savedProfile, withoutProfile } from "../../../../src/cli/credentials/profiles.js";
import { validityOf } from "../../../../src/cli/credentials/validity.js";
import { CliError } from "../../../../src/cli/errors.js";

const id = "a".repeat(24);
const token = `tg_pat_v2_de_de-emu-001_${id}_${"b".repeat(64)}`;
const profile: Profile = {
  authenticationSource: "browser",
  cellId: "de-emu-001",
  createdAt: "2026-01-01T00:00:00.000Z",
  credentialId: id,
  expiresAt: "2026-06-01T00:00:00.000Z",
  region: "de",
  scopes: ["tasks:read"],
};
const DAY = 86_400_000;
const expiry = Date.parse("2026-06-01T00:00:00.000Z");

describe("validity and profile checks", () => {
  test("validity boundaries", () => {
    expect(validityOf(profile, expiry)).toBe("expired");
    expect(validityOf(profile, expiry - 14 * DAY)).toBe("expiring-soon");
    expect(validityOf(profile, expiry - 14 * DAY - 1)).toBe("active");
    expect(validityOf({}, 0)).toBe("unknown");
  });
  test("expired, mismatch, warning", () => {
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);
    expect(() => checkProfileCredential("p", profile, token, expiry, warn)).toThrow(
      expect.objectContaining({ code: "credential_expired", exitCode: 2 }),
    );
    for (const other of [{ region: "us" }, { cellId: "de-other" }, { credentialId: "c".repeat(24) }]) {
      expect(() => checkProfileCredential("p", { ...profile, ...other }, token, 0, warn)).toThrow(
        expect.objectContaining({ code: "profile_credential_mismatch", exitCode: 2 }),
      );
    }
    checkProfileCredential("p", profile, token, expiry - DAY, warn);
    checkProfileCredential("p", profile, token, expiry - 30 * DAY, warn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("auth login --replace --profile p");
  });
  test("profile lookups see own keys only (constructor, toString are valid names, not saved profiles)", () => {
    const profiles = { work: profile };
    expect(savedProfile(profiles, "work")).toBe(profile);
    expect(savedProfile(profiles, "constructor")).toBeUndefined();
    expect(() => profileGuard("toString", false)(profiles)).not.toThrow();
    expect(() => profileGuard("work", false)(profiles)).toThrow(/already exists/);
  });
  test("logout moves currentProfile to the alphabetically first remaining profile", () => {
    const doc = {
      version: 1 as const,
      currentProfile: "m",
      profiles: { z: profile, m: profile, b: profile },
    };
    expect(withoutProfile(doc, "m")).toEqual({
      version: 1,
      currentProfile: "b",
      profiles: { z: profile, b: profile },
    });
    expect(withoutProfile(doc, "z").currentProfile).toBe("m");
    expect(withoutProfile({ version: 1, currentProfile: "m", profiles: { m: profile } }, "m")).toEqual({
      version: 1,
      profiles: {},
    });
  });
});

describe("imported tokens", () => {
  test("trimmed, parsed locally, never echoed", async () => {
    expect(parseImportedToken(`\n ${token} \n`, "stdin").location).toMatchObject({
      region: "de",
      credentialId: id,
    });
    const error = (() => {
      try {
        parseImportedToken(`${token}x`, "stdin");
      } catch (e) {
        return e as CliError;
      }
    })();
    expect(error).toMatchObject({ code: "invalid_credential", exitCode: 2 });
    expect(error?.message).not.toContain(token);
    await expect(readTokenStdin(Readable.from([Buffer.from(token)]))).resolves.toBe(token);
    await expect(readTokenStdin(Readable.from([Buffer.alloc(1024 * 1024 + 1, 97)]))).rejects.toMatchObject({
      code: "input_too_large",
    });
    // Ctrl-C ends a wait on a silent stdin (a pipe whose writer never closes it).
    const controller = new AbortController();
    const waiting = readTokenStdin(new PassThrough(), controller.signal);
    controller.abort(new Error("interrupted"));
    await expect(waiting).rejects.toThrow("interrupted");
  });
});

describe("browser opener", () => {
  test("SVC_BROWSER, then BROWSER, split without a shell; platform openers", () => {
    expect(splitCommand(`'/opt/my browser/bin' --new-window "a b"`)).toEqual([
      "/opt/my browser/bin",
      "--new-window",
      "a b",
    ]);
    expect(browserCommand("U", { SVC_BROWSER: "first", BROWSER: "second" }, "linux")).toEqual(["first", "U"]);
    expect(browserCommand("U", { BROWSER: "firefox %s --x" }, "linux")).toEqual(["firefox", "U", "--x"]);
    expect(browserCommand("U", {}, "linux")).toEqual(["xdg-open", "U"]);
    expect(browserCommand("U", {}, "darwin")).toEqual(["open", "U"]);
    expect(browserCommand("U", {}, "win32")).toEqual(["rundll32.exe", "url.dll,FileProtocolHandler", "U"]);
    expect(browserCommand("U", {}, "aix")).toBeUndefined();
  });
  test("a missing or failing opener reports false (the URL is then printed)", async () => {
    expect(await openBrowser(["/nonexistent/opener"])).toBe(false);
    expect(await openBrowser(["false"])).toBe(false);
    expect(await openBrowser(["true"])).toBe(true);
  });
});

describe("saving a profile (metadata, then keychain; compensation)", () => {
  const failingStore: CredentialStore = {
    get: async () => null,
    set: async () => {
      throw new CliError("credential_store_unavailable", "locked");
    },
    delete: async () => false,
  };
  test("keychain write fails, revocation not confirmed: restores the config and names the credential", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-save-"));
    const configPath = join(dir, "config.json");
    const previous = { version: 1 as const, currentProfile: "old", profiles: { old: profile } };
    await writeConfig(configPath, previous);
    const before = readFileSync(configPath, "utf8");
    const error = await saveProfile(
      { configPath, previous, previousExisted: true, profileName: "new", store: failingStore },
      profile,
      token,
      {
        compensation: {
          credentialId: id,
          revoke: async () => {
            throw new Error("network down");
          },
        },
      },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "credential_store_failed", exitCode: 1 });
    expect((error as Error).message).toContain(`revoke credential ${id} in Developer Center`);
    expect(readFileSync(configPath, "utf8")).toBe(before);
  });
  test("without a previous file the new one is removed; an import just fails with the store error", async () => {
    const configPath = join(mkdtempSync(join(tmpdir(), "svc-save-")), "config.json");
    await expect(
      saveProfile(
        {
          configPath,
          previous: { version: 1, profiles: {} },
          previousExisted: false,
          profileName: "x",
          store: failingStore,
        },
        profile,
        token,
      ),
    ).rejects.toMatchObject({ code: "credential_store_unavailable" });
    expect(existsSync(configPath)).toBe(false);
  });
});
