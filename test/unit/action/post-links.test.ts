/**
 * The post step and a symlink in a secret file's place (POSIX: Linux and macOS, see
 * test/platforms.ts): the link is removed, never what it points to.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { post } from "../../../src/action/post.js";
import { secretFilesState } from "../../../src/action/secret-file-sink.js";
import { runActionInProcess } from "../../support/runner-env.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-post-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const runPost = (files: unknown) =>
  runActionInProcess(post, { state: { [secretFilesState]: JSON.stringify(files) }, fileCommands: false });

describe("the post step and symlinks", () => {
  it("removes a symlink planted in the file's place, never what it points to", async () => {
    const target = join(dir, "precious");
    const link = join(dir, "hook.secret");
    writeFileSync(target, "keep me");
    symlinkSync(target, link);
    const result = await runPost([link]);
    expect(result.code).toBe(0);
    expect(existsSync(link)).toBe(false);
    expect(readFileSync(target, "utf8")).toBe("keep me");
  });
});
