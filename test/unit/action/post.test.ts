import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { post } from "../../../src/action/post.js";
import { actionFileSink, secretFilesState } from "../../../src/action/secret-file-sink.js";
import type { SecretSinkHandler } from "../../../src/engine/index.js";
import { decodeSecretFileList, reportingWrites } from "../../../src/engine/plan-run/secret-files.js";
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

describe("the post step", () => {
  it("removes the recorded secret files and says so", async () => {
    const a = join(dir, "a.secret");
    const b = join(dir, "b.secret");
    writeFileSync(a, `whsec_v2_${"a".repeat(43)}\n`);
    writeFileSync(b, `whsec_v2_${"b".repeat(43)}\n`);
    const result = await runPost([a, b]);
    expect(result.code).toBe(0);
    expect(existsSync(a) || existsSync(b)).toBe(false);
    expect(result.stdout).toContain(`removed the secret file ${a}`);
    expect(result.stdout).not.toContain("::warning");
  });

  it("never fails the job: a missing file is fine, anything else is a warning", async () => {
    const gone = join(dir, "gone.secret");
    const folder = join(dir, "now-a-directory");
    mkdirSync(folder);
    const result = await runPost([gone, folder, "relative.secret", 42]);
    expect(result.code).toBe(0);
    expect(existsSync(folder)).toBe(true);
    expect(result.stdout).toContain(`the secret file ${gone} was already removed`);
    expect(result.stdout).toContain(`::warning::not removing ${folder}: it is no longer a regular file`);
    expect(result.stdout).toContain(
      "::warning::not removing relative.secret: the recorded path is not absolute",
    );
  });

  it("leaves a file that no longer holds a signing secret (a tampered state, a reused path)", async () => {
    const other = join(dir, "users.conf");
    const replaced = join(dir, "hook.secret");
    writeFileSync(other, "root:x:0:0:root:/root:/bin/bash\n");
    writeFileSync(replaced, `whsec_v2_${"c".repeat(43)}\nappended by a later step\n`);
    const result = await runPost([other, replaced]);
    expect(result.code).toBe(0);
    expect(readFileSync(other, "utf8")).toContain("root:x:0:0");
    expect(existsSync(replaced)).toBe(true);
    expect(result.stdout).toContain(
      `::warning::not removing ${other}: it no longer holds the signing secret the file sink wrote`,
    );
    expect(result.stdout).not.toContain("removed the secret file");
  });

  it("leaves a file that holds another signing secret than the one the main step wrote", async () => {
    const kept = join(dir, "kept.secret");
    const replaced = join(dir, "replaced.secret");
    const written = `whsec_v2_${"w".repeat(43)}`;
    const main = await runActionInProcess(
      async ({ core }) => {
        const sink = actionFileSink(dir, false, core);
        for (const path of [kept, replaced]) {
          const prepared = await sink.prepare({ type: "file", path }, { stepId: "rotate" });
          await prepared.deliver(written);
        }
      },
      { fileCommands: true },
    );
    // A later step of the job put another secret where the main step wrote one.
    rmSync(replaced);
    const other = `whsec_v2_${"o".repeat(43)}`;
    writeFileSync(replaced, `${other}\n`);
    const result = await runActionInProcess(post, { state: main.state, fileCommands: false });
    expect(result.code).toBe(0);
    expect(existsSync(kept)).toBe(false);
    expect(readFileSync(replaced, "utf8")).toBe(`${other}\n`);
    expect(result.stdout).toContain(`removed the secret file ${kept}`);
    expect(result.stdout).toContain(
      `::warning::not removing ${replaced}: it no longer holds the signing secret the file sink wrote`,
    );
  });

  it("warns when a file cannot be removed, and does nothing without a state", async () => {
    const notADirectory = join(dir, "plain");
    writeFileSync(notADirectory, "x");
    const file = join(notADirectory, "hook.secret");
    const result = await runPost([file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`::warning::could not remove the secret file ${file} (ENOTDIR)`);
    const empty = await runActionInProcess(post, { fileCommands: false });
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe("");
  });
});

describe("secret-file records", () => {
  it("parse only a JSON list of strings", () => {
    expect(decodeSecretFileList("")).toEqual([]);
    expect(decodeSecretFileList("{")).toEqual([]);
    expect(decodeSecretFileList('{"a":1}')).toEqual([]);
    expect(decodeSecretFileList('["/a", 1, "/b"]')).toEqual(["/a", "/b"]);
  });

  it("report a target only once the secret was delivered", async () => {
    const recorded: string[] = [];
    let aborted = false;
    const inner: SecretSinkHandler<"file"> = {
      check: async () => [{ message: "checked" }],
      prepare: async (spec) => ({
        deliver: async () => ({ sink: "file", target: `/abs/${spec.path}` }),
        abort: async () => {
          aborted = true;
        },
      }),
    };
    const handler = reportingWrites(inner, (target) => recorded.push(target));
    const spec = { type: "file" as const, path: "x.secret" };
    expect(await handler.check(spec, { stepId: "s" })).toEqual([{ message: "checked" }]);
    const prepared = await handler.prepare(spec, { stepId: "s" });
    expect(recorded).toEqual([]);
    await prepared.abort();
    expect(aborted).toBe(true);
    expect(await prepared.deliver("secret")).toEqual({ sink: "file", target: "/abs/x.secret" });
    expect(recorded).toEqual(["/abs/x.secret"]);
  });
});
