/**
 * Every path svc writes to, with a regular file where a directory should be: each message names
 * that file as a file (one shared diagnosis), never "directory ... does not exist; create it first",
 * and nothing is sent to the API first.
 */
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let plain: string;
/** A symbolic link to a path that does not exist. */
let gone: string;
let env: Record<string, string>;
const isAFile = () => `${plain} is a regular file, not a directory`;

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-write-paths-"));
  plain = join(dir, "plain");
  writeFileSync(plain, "a regular file where a directory is expected");
  gone = join(dir, "gone");
  symlinkSync(join(dir, "moved-away"), gone);
  env = {
    SVC_API_TOKEN: emulator.credential("admin").token,
    SVC_API_BASE_URL: emulator.baseUrl,
    HOME: dir,
    XDG_STATE_HOME: join(dir, "state"),
  };
});
afterAll(async () => {
  await emulator?.stop();
});

const plan = (sink = "") => {
  const name = `plan-${Math.random().toString(16).slice(2)}.yml`;
  writeFileSync(
    join(dir, name),
    `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/${name}", actions: [task_created]${sink} }\n`,
  );
  return name;
};

async function svc(argv: string[], extraEnv: Record<string, string> = {}) {
  const before = emulator.requests.lastSeq;
  const result = await runInProcess(argv, { env: { ...env, ...extraEnv }, cwd: dir });
  return { ...result, calls: emulator.requests.list(before).length };
}

describe("a file where a directory should be is named as a file", () => {
  it.each([
    [
      "a file secret-sink",
      () => ["run", plan(", secret-sink: { type: file, path: plain/hook.secret }"), "--run-id", "a"],
      () => `cannot create ${join(plain, "hook.secret")}: ${isAFile()}`,
    ],
    [
      "--secrets-dir",
      () => ["run", plan(), "--run-id", "b", "--secrets-dir", "plain/secrets"],
      () => `--secrets-dir plain/secrets cannot be reached: ${isAFile()}`,
    ],
    [
      "--junit",
      () => ["run", plan(), "--run-id", "c", "--secrets-dir", ".", "--junit", "plain/report.xml"],
      () => `--junit ${join(plain, "report.xml")} cannot be written: ${isAFile()}`,
    ],
    [
      "--state-dir",
      () => [
        "run",
        plan(),
        "--run-id",
        "d",
        "--secrets-dir",
        ".",
        "--mode",
        "apply",
        "--state-dir",
        "plain/state",
      ],
      () => `cannot use the state directory ${join(plain, "state")} for the run journal: ${isAFile()}`,
    ],
    [
      "webhooks create --secret-file",
      () => [
        "webhooks",
        "create",
        "--data",
        '{"url":"https://hooks.example.com/secret-file","actions":["task_created"]}',
        "--secret-file",
        "plain/whsec.txt",
      ],
      () => `--secret-file ${join(plain, "whsec.txt")} cannot be created: ${isAFile()}`,
    ],
  ])("%s", async (_name, argv, message) => {
    const result = await svc(argv());
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(message());
    expect(result.stderr).not.toContain("does not exist");
    expect(result.calls).toBe(0);
  });

  it("the config file (SVC_CONFIG_PATH)", async () => {
    const { SVC_API_TOKEN: _token, ...noToken } = env;
    const result = await runInProcess(["auth", "status"], {
      env: { ...noToken, SVC_CONFIG_PATH: join(plain, "config.json") },
      cwd: dir,
    });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`config file ${join(plain, "config.json")} cannot be used: ${isAFile()}`);
  });
});

describe("a symbolic link leading nowhere is named as one", () => {
  const dangling = () => `${gone} is a symbolic link to ${join(dir, "moved-away")}, which does not exist`;
  it.each([
    [
      "a file secret-sink",
      () => ["run", plan(", secret-sink: { type: file, path: gone/hook.secret }"), "--run-id", "e"],
      () => `cannot create ${join(gone, "hook.secret")}: ${dangling()}`,
    ],
    [
      "--secrets-dir",
      () => ["run", plan(), "--run-id", "f", "--secrets-dir", "gone/secrets"],
      () => `--secrets-dir gone/secrets cannot be reached: ${dangling()}`,
    ],
    [
      "--junit",
      () => ["run", plan(), "--run-id", "g", "--secrets-dir", ".", "--junit", "gone/report.xml"],
      () => `--junit ${join(gone, "report.xml")} cannot be written: ${dangling()}`,
    ],
    [
      "--state-dir",
      () => [
        "run",
        plan(),
        "--run-id",
        "h",
        "--secrets-dir",
        ".",
        "--mode",
        "apply",
        "--state-dir",
        "gone/state",
      ],
      () => `cannot use the state directory ${join(gone, "state")} for the run journal: ${dangling()}`,
    ],
    [
      "webhooks create --secret-file",
      () => [
        "webhooks",
        "create",
        "--data",
        '{"url":"https://hooks.example.com/secret-file-gone","actions":["task_created"]}',
        "--secret-file",
        "gone/whsec.txt",
      ],
      () => `--secret-file ${join(gone, "whsec.txt")} cannot be created: ${dangling()}`,
    ],
  ])("%s", async (_name, argv, message) => {
    const result = await svc(argv());
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(message());
    expect(result.stderr).not.toMatch(/does not exist; create it first|ENOTDIR/);
    expect(result.calls).toBe(0);
  });
});
