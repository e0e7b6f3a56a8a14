/**
 * Every path svc writes to, with a regular file where a directory should be: each message names
 * that file as a file (one shared diagnosis), never "directory ... does not exist; create it first",
 * and nothing is sent to the API first. (A symbolic link leading nowhere: write-paths-links.test.ts.)
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { type WritePaths, writePaths } from "../../support/write-paths.js";

let world: WritePaths;
let dir: string;
let plain: string;
const isAFile = () => `${plain} is a regular file, not a directory`;
const plan = (sink?: string) => world.plan(sink);
const svc = (argv: string[], extraEnv?: Record<string, string>) => world.svc(argv, extraEnv);

/** A signing secret file for `webhooks receive`, which reads it before it checks --save. */
const receiveSecret = () => {
  const file = join(world.dir, "receive.secret");
  writeFileSync(file, `whsec_v2_${"r".repeat(43)}\n`);
  return file;
};

beforeAll(async () => {
  world = await writePaths();
  ({ dir, plain } = world);
});
afterAll(async () => {
  await world?.stop();
});

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
    [
      "webhooks receive --save",
      () => [
        "webhooks",
        "receive",
        "--secret-file",
        receiveSecret(),
        "--max-time",
        "1s",
        "--save",
        "plain/captures",
      ],
      () => `--save plain/captures cannot be created: ${isAFile()}`,
    ],
  ])("%s", async (_name, argv, message) => {
    const result = await svc(argv());
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(message());
    expect(result.stderr).not.toContain("does not exist");
    expect(result.calls).toBe(0);
  });

  it("the config file (SVC_CONFIG_PATH)", async () => {
    const { SVC_API_TOKEN: _token, ...noToken } = world.env;
    const result = await runInProcess(["auth", "status"], {
      env: { ...noToken, SVC_CONFIG_PATH: join(plain, "config.json") },
      cwd: dir,
    });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`config file ${join(plain, "config.json")} cannot be used: ${isAFile()}`);
  });
});
