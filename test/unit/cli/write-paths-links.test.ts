/**
 * Every path svc writes to, under a symbolic link whose target is gone (POSIX: see
 * test/platforms.ts): the message names the link and its target, never "does not exist; create it
 * first" or a bare ENOTDIR, and nothing is sent to the API first.
 */
import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type WritePaths, writePaths } from "../../support/write-paths.js";

let world: WritePaths;
let dir: string;
/** A symbolic link to a path that does not exist. */
let gone: string;
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
  dir = world.dir;
  gone = join(dir, "gone");
  symlinkSync(join(dir, "moved-away"), gone);
});
afterAll(async () => {
  await world?.stop();
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
        "gone/captures",
      ],
      () => `--save gone/captures cannot be created: ${dangling()}`,
    ],
  ])("%s", async (_name, argv, message) => {
    const result = await svc(argv());
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(message());
    expect(result.stderr).not.toMatch(/does not exist; create it first|ENOTDIR/);
    expect(result.calls).toBe(0);
  });
});
