/**
 * The post step and symlinks where a secret file was (POSIX: Linux and macOS, see
 * test/platforms.ts): a link in the file's place, or a directory swapped for a link, is left alone
 * with what it points to; nothing is followed or removed.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeSecret, runPost, mainWrites as writeSecretFiles } from "../../support/post-step.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-post-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const secret = fakeSecret;
const mainWrites = (paths: string[], secretValue?: string) => writeSecretFiles(dir, paths, secretValue);

describe("the post step and symlinks", () => {
  it("leaves a symlink planted in the file's place, and what it points to", async () => {
    const target = join(dir, "precious");
    const link = join(dir, "hook.secret");
    const state = await mainWrites([link]);
    rmSync(link);
    writeFileSync(target, `${secret("w")}\n`);
    symlinkSync(target, link);
    const result = await runPost(state);
    expect(result.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe(`${secret("w")}\n`);
    expect(result.stdout).toContain(
      `::warning::not removing ${link}: a symbolic link is in its place (never followed nor removed)`,
    );
  });

  it("leaves a file reached through a directory swapped for a symlink to one outside", async () => {
    mkdirSync(join(dir, "secrets"));
    const file = join(dir, "secrets", "hook.secret");
    const state = await mainWrites([file]);
    const outside = mkdtempSync(join(tmpdir(), "svc-post-outside-"));
    try {
      writeFileSync(join(outside, "hook.secret"), `${secret("w")}\n`);
      rmSync(join(dir, "secrets"), { recursive: true });
      symlinkSync(outside, join(dir, "secrets"));
      const result = await runPost(state);
      expect(result.code).toBe(0);
      expect(readFileSync(join(outside, "hook.secret"), "utf8")).toBe(`${secret("w")}\n`);
      expect(result.stdout).toContain(`::warning::not removing ${file}: it is no longer the file`);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
