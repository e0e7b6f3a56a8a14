import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { post } from "../../../src/action/post-step.js";
import { secretFileRecordState } from "../../../src/action/secret-file-record.js";
import type { SecretSinkHandler } from "../../../src/engine/index.js";
import { reportingWrites } from "../../../src/engine/plan-run/secret-files.js";
import { fakeSecret, runPost, mainWrites as writeSecretFiles } from "../../support/post-step.js";
import { runActionInProcess } from "../../support/runner-env.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-post-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const secret = fakeSecret;
const mainWrites = (paths: string[], secretValue?: string) => writeSecretFiles(dir, paths, secretValue);

describe("the post step", () => {
  it("removes the recorded secret files and says so", async () => {
    const a = join(dir, "a.secret");
    const b = join(dir, "b.secret");
    const result = await runPost(await mainWrites([a, b]));
    expect(result.code).toBe(0);
    expect(existsSync(a) || existsSync(b)).toBe(false);
    expect(result.stdout).toContain(`removed the secret file ${a}`);
    expect(result.stdout).not.toContain("::warning");
  });

  it("never fails the job: a missing file is fine, anything else is a warning", async () => {
    const gone = join(dir, "gone.secret");
    const folder = join(dir, "now-a-directory");
    const state = await mainWrites([gone, folder]);
    rmSync(gone);
    rmSync(folder);
    mkdirSync(folder);
    appendRecord(state, { path: "relative.secret", fingerprint: "x", identity: "1:2:3" }, { path: 42 });
    const result = await runPost(state);
    expect(result.code).toBe(0);
    expect(existsSync(folder)).toBe(true);
    expect(result.stdout).toContain(`the secret file ${gone} was already removed`);
    expect(result.stdout).toContain(`::warning::not removing ${folder}: it is no longer a regular file`);
    expect(result.stdout).toContain(
      "::warning::not removing relative.secret: the recorded path is not absolute",
    );
    expect(result.stdout).toContain("::warning::1 line of the record of the secret files could not be read");
  });

  it("leaves a file it cannot prove it wrote: a record naming paths only (tampered), a file in its place", async () => {
    const other = join(dir, "users.conf");
    writeFileSync(other, `${secret("u")}\n`);
    const tampered = await mainWrites([join(dir, "first.secret")]);
    appendRecord(tampered, { path: other });
    const pathOnly = await runPost(tampered);
    expect(pathOnly.code).toBe(0);
    expect(readFileSync(other, "utf8")).toBe(`${secret("u")}\n`);
    expect(pathOnly.stdout).toContain(
      `::warning::not removing ${other}: the record of what the file sink wrote there is incomplete`,
    );
    // The same secret written anew (another inode), and the file appended to (same inode).
    const rewritten = join(dir, "rewritten.secret");
    const appended = join(dir, "appended.secret");
    const state = await mainWrites([rewritten, appended]);
    rmSync(rewritten);
    writeFileSync(rewritten, `${secret("w")}\n`);
    appendFileSync(appended, "appended by a later step\n");
    const result = await runPost(state);
    expect(result.code).toBe(0);
    expect(existsSync(rewritten) && existsSync(appended)).toBe(true);
    for (const path of [rewritten, appended])
      expect(result.stdout).toContain(
        `::warning::not removing ${path}: it is no longer the file holding the signing secret the file sink wrote`,
      );
    expect(result.stdout).not.toContain("removed the secret file");
  });

  it("leaves a file that holds another signing secret than the one the main step wrote", async () => {
    const kept = join(dir, "kept.secret");
    const replaced = join(dir, "replaced.secret");
    const state = await mainWrites([kept, replaced]);
    // A later step of the job put another secret where the main step wrote one.
    rmSync(replaced);
    writeFileSync(replaced, `${secret("o")}\n`);
    const result = await runPost(state);
    expect(result.code).toBe(0);
    expect(existsSync(kept)).toBe(false);
    expect(readFileSync(replaced, "utf8")).toBe(`${secret("o")}\n`);
    expect(result.stdout).toContain(`removed the secret file ${kept}`);
    expect(result.stdout).toContain(
      `::warning::not removing ${replaced}: it is no longer the file holding the signing secret the file sink wrote`,
    );
  });

  it("removes a file the main step wrote outside the workspace under the same proof", async () => {
    const outside = mkdtempSync(join(tmpdir(), "svc-post-elsewhere-"));
    try {
      const file = join(outside, "hook.secret");
      const result = await runPost(await mainWrites([file]));
      expect(result.code).toBe(0);
      expect(existsSync(file)).toBe(false);
      expect(result.stdout).toContain(`removed the secret file ${file}`);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("warns when a file cannot be removed, and does nothing without a state", async () => {
    mkdirSync(join(dir, "plain"));
    const file = join(dir, "plain", "hook.secret");
    const state = await mainWrites([file]);
    rmSync(join(dir, "plain"), { recursive: true });
    writeFileSync(join(dir, "plain"), "x");
    const result = await runPost(state);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`::warning::could not remove the secret file ${file} (ENOTDIR)`);
    const empty = await runActionInProcess(post, { fileCommands: false });
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe("");
  });
});

/** Lines appended to the main step's record of its secret files (as a later step of the job could). */
function appendRecord(state: Record<string, string>, ...lines: unknown[]) {
  appendFileSync(
    state[secretFileRecordState] as string,
    lines.map((line) => `${JSON.stringify(line)}\n`).join(""),
  );
}

describe("secret-file records", () => {
  it("report a target only once the secret was delivered", async () => {
    const recorded: string[] = [];
    let aborted = false;
    const inner: SecretSinkHandler<"file"> = {
      check: async () => [{ message: "checked" }],
      prepare: async (spec) => ({
        target: `/abs/${spec.path}`,
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
    // The target known before the call, for the run journal: a re-run of the run finds its own file.
    expect(prepared.target).toBe("/abs/x.secret");
    expect(recorded).toEqual([]);
    await prepared.abort();
    expect(aborted).toBe(true);
    expect(await prepared.deliver("secret")).toEqual({ sink: "file", target: "/abs/x.secret" });
    expect(recorded).toEqual(["/abs/x.secret"]);
  });
});
