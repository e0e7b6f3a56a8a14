/**
 * `svc auth login --manual` typed into a real pseudo-terminal (tmux): the credential is read
 * without echo, so it never appears on the screen or in the scrollback, and lands in the keychain.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CLI } from "../../support/auth-cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { startTestKeyring, type TestKeyring } from "../../support/keyring.js";

const run = promisify(execFile);
let emu: TestEmulator;
let keyring: TestKeyring;
let dir: string;
const socket = `svc-auth-${process.pid}`;

beforeAll(async () => {
  [emu, keyring] = await Promise.all([startTestEmulator(), startTestKeyring()]);
  dir = mkdtempSync(join(tmpdir(), "svc-pty-"));
});
afterAll(async () => {
  await run("tmux", ["-L", socket, "kill-server"]).catch(() => {});
  await Promise.all([emu.stop(), keyring.stop()]);
});

const tmux = (...args: string[]) =>
  run("tmux", ["-L", socket, ...args], { env: { ...keyring.env, TERM: "xterm" } });
const screen = async (name: string) => (await tmux("capture-pane", "-p", "-J", "-S", "-", "-t", name)).stdout;

/** Polls the pane (tmux has no event for "text appeared"), bounded. */
async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `svc auth login --manual …` in a detached tmux session; the exit code goes to a file. */
async function startManual(name: string, args: string[]) {
  const exitFile = join(dir, `${name}.exit`);
  const script = join(dir, `${name}.sh`);
  const env = { ...keyring.env, SVC_CONFIG_PATH: join(dir, name, "config.json") };
  const exports = Object.entries(env).map(([key, value]) => `export ${key}='${value}'`);
  const argv = [process.execPath, CLI, "auth", "login", "--manual", ...args]
    .map((arg) => `'${arg}'`)
    .join(" ");
  writeFileSync(script, [...exports, `${argv}`, `echo $? > '${exitFile}'`, "exec sleep 600", ""].join("\n"));
  await tmux("-f", "/dev/null", "new-session", "-d", "-x", "200", "-y", "50", "-s", name, `sh '${script}'`);
  await waitFor(async () => (await screen(name)).includes("credential (input hidden):"), "the prompt");
  return { exitFile, exitCode: async () => Number(readFileSync(exitFile, "utf8").trim()) };
}

describe("--manual on a pseudo-terminal", () => {
  test("the pasted token is never echoed and is stored in the keychain", async () => {
    const reader = emu.credential("reader");
    const session = await startManual("paste", [
      "--profile",
      "pasted",
      "--base-url",
      emu.baseUrl,
      "-o",
      "json",
    ]);
    await tmux("send-keys", "-t", "paste", "-l", reader.token);
    await tmux("send-keys", "-t", "paste", "Enter");
    await waitFor(() => existsSync(session.exitFile), "the exit code");
    const shown = await screen("paste");
    expect(await session.exitCode(), shown).toBe(0);
    expect(shown).toContain('"authenticationSource": "manual"');
    expect(shown).not.toContain(reader.token);
    expect(shown).not.toContain(reader.token.slice(-64));
    expect(await keyring.lookup("pasted")).toBe(reader.token);
  });

  test("arrow and function keys never land in the answer; backspace edits it; the stored token is exact", async () => {
    const reader = emu.credential("reader");
    const session = await startManual("keys", ["--profile", "keyed", "--base-url", emu.baseUrl]);
    const head = reader.token.slice(0, -4);
    const tail = reader.token.slice(-4);
    await tmux("send-keys", "-t", "keys", "-l", head);
    // Arrows as the terminal sends them (ESC [ D ...), Home/End, F5 and Escape: none is text.
    await tmux("send-keys", "-t", "keys", "Up", "Down", "Left", "Right", "Home", "End", "F5");
    await tmux("send-keys", "-t", "keys", "-l", "xyz");
    await tmux("send-keys", "-t", "keys", "BSpace", "BSpace", "BSpace");
    await tmux("send-keys", "-t", "keys", "-l", tail);
    await tmux("send-keys", "-t", "keys", "Enter");
    await waitFor(() => existsSync(session.exitFile), "the exit code");
    const shown = await screen("keys");
    expect(await session.exitCode(), shown).toBe(0);
    expect(await keyring.lookup("keyed")).toBe(reader.token);
    expect(shown).not.toContain(head.slice(-16));
    expect(shown).not.toContain("xyz");
    expect(shown).not.toMatch(/\[[A-D]|\[1[5~]/);
  });

  test("Ctrl-C at the prompt exits 130 and stores nothing", async () => {
    const session = await startManual("cancel", ["--profile", "cancelled"]);
    await tmux("send-keys", "-t", "cancel", "-l", "tg_pat_v2_de_");
    await tmux("send-keys", "-t", "cancel", "C-c");
    await waitFor(() => existsSync(session.exitFile), "the exit code");
    expect(await session.exitCode()).toBe(130);
    expect(await screen("cancel")).not.toContain("tg_pat_v2_de_");
    expect(await keyring.lookup("cancelled")).toBeUndefined();
  });
});
