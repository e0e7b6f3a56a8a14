/**
 * Browser login end to end: `node dist/cli.js auth login` on a pseudo-terminal (`script`), the
 * system-browser opener pointed at a tiny script that hands the address to this test, headless
 * Chromium (found by test/support/browser.ts, driven by playwright-core) loading the emulator's authorization page,
 * comparing the pairing phrase and approving; the credential lands in a real Secret Service.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { CLI, collect, leakedSecrets, runSvc, waitForText } from "../../support/auth-cli.js";
import { findBrowser } from "../../support/browser.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { startTestKeyring, type TestKeyring } from "../../support/keyring.js";

let emu: TestEmulator;
let keyring: TestKeyring;
let browser: Browser;
let dir: string;
const outputs: string[] = [];
/** Every token, authorization code and PKCE verifier seen by the test; none may appear in output. */
const secrets: string[] = [];

beforeAll(async () => {
  [emu, keyring, browser] = await Promise.all([
    startTestEmulator(),
    startTestKeyring(),
    chromium.launch({
      executablePath: findBrowser(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    }),
  ]);
  dir = mkdtempSync(join(tmpdir(), "svc-browser-e2e-"));
  writeFileSync(join(dir, "opener.sh"), '#!/bin/sh\nprintf "%s" "$1" > "$SVC_TEST_URL_FILE"\n');
  chmodSync(join(dir, "opener.sh"), 0o755);
}, 60_000);
afterAll(async () => {
  await Promise.all([emu.stop(), keyring.stop(), browser.close()]);
});
afterEach(() => {
  expect(leakedSecrets(outputs, secrets)).toEqual([]);
  // The PKCE verifier never leaves the CLI, so scan for its shape: 64+ base64url characters in a row
  // (a token's 64-hex secret has that shape too); the printed address carries only 43-char values.
  for (const text of outputs) expect(text).not.toMatch(/[A-Za-z0-9_-]{64}/);
});

const shellQuote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

interface Login {
  child: ChildProcess;
  output: () => string;
  urlFile: string;
}

/** `svc auth login …` with a terminal on stdin/stdout/stderr (util-linux `script`, exit status kept with -e). */
function startLogin(args: string[], config: string, name: string, store: TestKeyring = keyring): Login {
  const urlFile = join(dir, `${name}.url`);
  const command = [process.execPath, CLI, "auth", "login", ...args].map(shellQuote).join(" ");
  const child = spawn("script", ["-qec", command, "/dev/null"], {
    env: {
      ...store.env,
      SHELL: "/bin/sh",
      TERM: "dumb",
      SVC_CONFIG_PATH: config,
      SVC_BROWSER: join(dir, "opener.sh"),
      SVC_TEST_URL_FILE: urlFile,
      SVC_CLI_AUTHORIZATION_URL: emu.authorizeUrl,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const streams = collect(child);
  return { child, output: () => streams.stdout() + streams.stderr(), urlFile };
}

/** Waits for the CLI to open the browser, then approves on the emulator's page after comparing phrases. */
async function approveInBrowser(login: Login, beforeApprove?: () => Promise<void>) {
  const [, phrase] = await waitForText(login.child, login.output, /Pairing phrase: ([a-z]+ [a-z]+ [a-z]+)/);
  await waitForText(login.child, login.output, /Opened the authorization page/);
  const url = readFileSync(login.urlFile, "utf8");
  const fragment = new URLSearchParams(new URL(url).hash.slice(1));
  expect(fragment.get("redirect_uri")).toMatch(
    /^http:\/\/127\.0\.0\.1:\d{4,5}\/teamgrid\/callback\/[A-Za-z0-9_-]{22}$/,
  );
  const page = await browser.newPage();
  try {
    await page.goto(url);
    expect(await page.textContent("#phrase")).toBe(phrase);
    await beforeApprove?.();
    await Promise.all([
      page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/teamgrid\/callback\//),
      page.click("#approve"),
    ]);
    const callback = new URL(page.url());
    const code = callback.searchParams.get("code");
    if (code) secrets.push(code);
    expect(await page.textContent("h1")).toBe("Login approved");
    return { phrase, url };
  } finally {
    await page.close();
  }
}

async function exitOf(login: Login) {
  const [code] = (
    login.child.exitCode === null ? await once(login.child, "exit") : [login.child.exitCode]
  ) as [number];
  outputs.push(login.output());
  return code;
}

async function svc(args: string[], config: string) {
  const run = await runSvc(args, { ...keyring.env, SVC_CONFIG_PATH: config });
  outputs.push(run.stdout, run.stderr);
  return run;
}

type State = { credentials: { id: string; name: string; revokedAt: string | null; scopes: string[] }[] };

describe("browser login with a real browser and a real keychain", () => {
  test("login -> status --check -> webhook read -> logout --revoke", async () => {
    const config = join(dir, "web", "config.json");
    const login = startLogin(
      ["--scope", "webhooks:read,tasks:read", "--profile", "web", "--base-url", emu.baseUrl, "-o", "json"],
      config,
      "web",
    );
    await approveInBrowser(login);
    expect(await exitOf(login), login.output()).toBe(0);
    const token = (await keyring.lookup("web")) ?? "";
    expect(token).toMatch(/^tg_pat_v2_de_/);
    secrets.push(token);
    const saved = JSON.parse(readFileSync(config, "utf8"));
    expect(saved).toMatchObject({
      version: 1,
      currentProfile: "web",
      installationId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      profiles: {
        web: { authenticationSource: "browser", region: "de", scopes: ["webhooks:read", "tasks:read"] },
      },
    });
    const credentialId = saved.profiles.web.credentialId as string;

    const check = await svc(["auth", "status", "--check", "-o", "json"], config);
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ name: "web", kind: "personalAccess", credentialId });
    const hooks = await svc(["webhooks", "list", "-o", "json"], config);
    expect(hooks.code, hooks.stderr).toBe(0);
    const logout = await svc(["auth", "logout", "--revoke", "-o", "json"], config);
    expect(logout.code, logout.stderr).toBe(0);
    const state = (await emu.control.state()) as State;
    expect(state.credentials.find((c) => c.id === credentialId)).toMatchObject({
      name: "TeamGrid CLI",
      revokedAt: expect.any(String),
    });
    expect(await keyring.lookup("web")).toBeUndefined();
  });

  test("a keychain that refuses the write: compensation revokes the new credential and the config is restored", async () => {
    // A keychain of its own: it stays locked afterwards (unlocking needs a prompt there is no display for).
    const locked = await startTestKeyring();
    try {
      await compensationFlow(locked);
    } finally {
      await locked.stop();
    }
  });

  async function compensationFlow(locked: TestKeyring) {
    const config = join(dir, "comp", "config.json");
    const seeded = await runSvc(
      ["auth", "login", "--token-stdin", "--profile", "old", "--base-url", emu.baseUrl],
      {
        ...locked.env,
        SVC_CONFIG_PATH: config,
      },
      emu.credential("reader").token,
    );
    secrets.push(emu.credential("reader").token);
    expect(seeded.code, seeded.stderr).toBe(0);
    const before = readFileSync(config, "utf8");
    const known = new Set(((await emu.control.state()) as State).credentials.map((c) => c.id));

    const login = startLogin(
      ["--scope", "tasks:read", "--profile", "new", "--base-url", emu.baseUrl],
      config,
      "comp",
      locked,
    );
    // Lock the login collection after the CLI probed the store, before the approval comes back.
    await approveInBrowser(login, () => locked.lock());
    expect(await exitOf(login)).toBe(1);
    expect(login.output()).toMatch(/revoked the new credential [a-f0-9]{24} automatically/);
    expect(readFileSync(config, "utf8")).toBe(before);
    const issued = ((await emu.control.state()) as State).credentials.filter((c) => !known.has(c.id));
    expect(issued).toEqual([
      expect.objectContaining({ name: "TeamGrid CLI", revokedAt: expect.any(String) }),
    ]);
  }

  test("--no-browser without a terminal: the address on stderr only, JSON alone on stdout", async () => {
    const config = join(dir, "nb", "config.json");
    const child = spawn(
      process.execPath,
      [CLI, "auth", "login", "--no-browser", "--profile", "nb", "--base-url", emu.baseUrl, "-o", "json"],
      {
        env: { ...keyring.env, SVC_CONFIG_PATH: config, SVC_CLI_AUTHORIZATION_URL: emu.authorizeUrl },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const streams = collect(child);
    const exited = once(child, "exit");
    const [url] = await waitForText(
      child,
      streams.stderr,
      /http:\/\/127\.0\.0\.1:\d+\/_emulator\/authorize#\S+/,
    );
    expect(streams.stdout()).toBe("");
    const page = await browser.newPage();
    await page.goto(url);
    await Promise.all([page.waitForURL(/\/teamgrid\/callback\//), page.click("#approve")]);
    secrets.push(new URL(page.url()).searchParams.get("code") ?? "");
    await page.close();
    const [code] = (await exited) as [number];
    await streams.closed;
    outputs.push(streams.stdout(), streams.stderr());
    expect(code, streams.stderr()).toBe(0);
    expect(JSON.parse(streams.stdout())).toMatchObject({
      name: "nb",
      authenticationSource: "browser",
      scopes: ["workspace:read", "projects:read", "tasks:read", "time-entries:read"],
    });
    secrets.push((await keyring.lookup("nb")) ?? "missing");
  });

  test("SIGINT while waiting -> exit 130; the wait limit -> browser_authorization_timeout; nothing saved", async () => {
    const config = join(dir, "int", "config.json");
    const env = { ...keyring.env, SVC_CONFIG_PATH: config, SVC_CLI_AUTHORIZATION_URL: emu.authorizeUrl };
    const child = spawn(process.execPath, [CLI, "auth", "login", "--no-browser"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const streams = collect(child);
    const exited = once(child, "exit");
    await waitForText(child, streams.stderr, /Waiting for approval/);
    const started = Date.now();
    child.kill("SIGINT");
    const [code] = (await exited) as [number];
    await streams.closed;
    outputs.push(streams.stdout(), streams.stderr());
    expect(code).toBe(130);
    expect(Date.now() - started).toBeLessThan(2000);
    const timed = await runSvc(["auth", "login", "--no-browser"], { ...env, SVC_LOGIN_TIMEOUT_MS: "300" });
    outputs.push(timed.stdout, timed.stderr);
    expect(timed.code).toBe(1);
    expect(timed.stderr).toContain("no approval arrived");
    expect(() => readFileSync(config)).toThrow();
  });
});
