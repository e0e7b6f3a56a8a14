/**
 * The keychain module (@napi-rs/keyring, a native addon) is loaded only by the commands that use
 * the keychain: never for help, local profile listing/status, or any command under SVC_API_TOKEN.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { CLI } from "../../support/auth-cli.js";

let dir: string;
// The bundle never contains the native binding (webpackIgnore): it is imported from the installed
// package at run time, so its loads show as this path.
const keyringModule = "/node_modules/@napi-rs/keyring/";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-lazy-"));
  writeFileSync(
    join(dir, "hook.mjs"),
    [
      'import { registerHooks } from "node:module";',
      'import { appendFileSync } from "node:fs";',
      "registerHooks({ load(url, context, next) { appendFileSync(process.env.LOAD_LOG, url + '\\n'); return next(url, context); } });",
    ].join("\n"),
  );
});

function loads(args: string[], env: Record<string, string> = {}, input = ""): string {
  const log = join(dir, `${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, "");
  spawnSync(process.execPath, ["--import", join(dir, "hook.mjs"), CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", LOAD_LOG: log, SVC_CONFIG_PATH: join(dir, "none.json"), ...env },
    input,
    stdio: ["pipe", "ignore", "ignore"],
  });
  return readFileSync(log, "utf8");
}

test("help, auth profiles, auth status and env-token commands never load the keychain module", () => {
  const token = `tg_sa_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`;
  for (const [args, env] of [
    [["--help"], {}],
    [["auth", "login", "--help"], {}],
    [["auth", "profiles"], {}],
    [["auth", "status"], {}],
    [["auth", "status"], { SVC_API_TOKEN: token }],
    [["webhooks", "list", "--base-url", "http://127.0.0.1:9/v1", "--retries", "0"], { SVC_API_TOKEN: token }],
  ] as [string[], Record<string, string>][]) {
    expect({ args, loaded: loads(args, env).includes(keyringModule) }).toEqual({ args, loaded: false });
  }
  // The control: a command that needs the keychain does load it (a well-formed credential gets
  // that far; a malformed one is refused before the store).
  expect(
    loads(["auth", "login", "--token-stdin"], { DBUS_SESSION_BUS_ADDRESS: "unix:path=/nonexistent" }, token),
  ).toContain(keyringModule);
});
