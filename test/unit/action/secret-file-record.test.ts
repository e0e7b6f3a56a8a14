/**
 * The post step's record of the secret files (src/action/secret-file-record.ts): bounded saved
 * state at fleet size, no secret in it, and a record that is missing, replaced, cut short, edited
 * or named outside the runner's temp dir never makes the post step remove what it cannot prove
 * the main step wrote.
 */
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  recordDirectory,
  secretFileRecorder,
  secretFileRecordState,
} from "../../../src/action/secret-file-record.js";
import { fakeSecret, mainWrites, runnerTempOf, runPost } from "../../support/post-step.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-post-record-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const recordOf = (state: Record<string, string>) => state[secretFileRecordState] as string;

describe("the saved state at fleet size", () => {
  it("stays a few hundred bytes at 10,000 secret files: each value under 32 KiB, all under 1 MiB", () => {
    const saved = new Map<string, string>();
    const calls: string[] = [];
    const record = secretFileRecorder(
      dir,
      {
        saveState: (name, value) => {
          calls.push(name);
          saved.set(name, String(value));
        },
      },
      (message) => {
        throw new Error(message);
      },
    );
    const longDir = join(dir, "a-rather-long-directory-name-for-the-secrets-of-a-platform-team".repeat(3));
    for (let index = 0; index < 10_000; index += 1)
      record(join(longDir, `hook-${index}.secret`), "hmac-sha256:0123456789abcdef", "2049:12345:1700000000");
    // Saved once, when the record was created; every later file is a line appended to it.
    expect(calls).toHaveLength(2);
    const values = [...saved.values()];
    for (const value of values) expect(Buffer.byteLength(value)).toBeLessThan(32 * 1024);
    expect(values.reduce((sum, value) => sum + Buffer.byteLength(value), 0)).toBeLessThan(1024 * 1024);
    expect(readFileSync(saved.get(secretFileRecordState) as string, "utf8").split("\n")).toHaveLength(10_001);
  });

  it("holds paths, fingerprints and identities, never a secret", async () => {
    const state = await mainWrites(dir, [join(dir, "a.secret")], fakeSecret("s"));
    const text = readFileSync(recordOf(state), "utf8");
    expect(text).not.toContain(fakeSecret("s"));
    expect(JSON.parse(text)).toEqual({
      path: join(dir, "a.secret"),
      fingerprint: expect.stringMatching(/^hmac-sha256:[0-9a-f]{16}$/),
      identity: expect.stringMatching(/^\d+:\d+:\d+$/),
    });
    expect(recordOf(state).startsWith(`${recordDirectory({ RUNNER_TEMP: runnerTempOf(dir) })}`)).toBe(true);
  });

  it("records nothing and saves nothing when no secret file is written", async () => {
    expect(await mainWrites(dir, [])).toEqual({});
  });

  it("is a warning naming the file when the record cannot be written (the run goes on)", () => {
    const warnings: string[] = [];
    const record = secretFileRecorder(join(dir, "no-such-dir"), { saveState: () => {} }, (message) =>
      warnings.push(message),
    );
    record("/w/a.secret", "f", "1:2:3");
    record("/w/b.secret", "f", "1:2:3");
    expect(warnings).toEqual([
      "could not record the secret file /w/a.secret for the post step, which will leave it: remove it yourself once the job no longer needs it (ENOENT)",
      "could not record the secret file /w/b.secret for the post step, which will leave it: remove it yourself once the job no longer needs it",
    ]);
  });
});

describe("a record the post step cannot trust", () => {
  const files = () => [join(dir, "a.secret"), join(dir, "b.secret"), join(dir, "c.secret")];

  it("removes nothing when the record is missing or another file took its place", async () => {
    const state = await mainWrites(dir, files());
    rmSync(recordOf(state));
    const missing = await runPost(state);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toContain(
      "is missing, or no longer the file the main step wrote, so no file was removed",
    );
    writeFileSync(
      recordOf(state),
      files()
        .map((path) => `${JSON.stringify({ path })}\n`)
        .join(""),
    );
    const replaced = await runPost(state);
    expect(replaced.stdout).toContain("no longer the file the main step wrote");
    for (const path of files()) expect(existsSync(path)).toBe(true);
  });

  it("removes nothing when the state names a record outside RUNNER_TEMP or under another name", async () => {
    const state = await mainWrites(dir, files());
    const elsewhere = join(dir, "svc-ci-secret-files-0123456789abcdef.jsonl");
    copyFileSync(recordOf(state), elsewhere);
    for (const record of [elsewhere, join(runnerTempOf(dir), "notes.jsonl")]) {
      const result = await runPost({ ...state, [secretFileRecordState]: record }, runnerTempOf(dir));
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        `::warning::the record of the secret files to remove (${record}) is not one the main step writes`,
      );
      expect(result.stdout).not.toContain("removed the secret file");
    }
    for (const path of files()) expect(existsSync(path)).toBe(true);
  });

  it("removes the files of whole lines of a record cut short, and names the rest", async () => {
    const state = await mainWrites(dir, files());
    const record = recordOf(state);
    const text = readFileSync(record, "utf8");
    truncateSync(record, text.length - 20);
    const result = await runPost(state);
    expect(result.code).toBe(0);
    expect(existsSync(join(dir, "a.secret")) || existsSync(join(dir, "b.secret"))).toBe(false);
    expect(existsSync(join(dir, "c.secret"))).toBe(true);
    expect(result.stdout).toContain("::warning::1 line of the record of the secret files could not be read");
  });

  it("never removes a file an edited line names without the proof of what the sink wrote", async () => {
    const state = await mainWrites(dir, [join(dir, "a.secret")]);
    const precious = join(dir, "precious.txt");
    writeFileSync(precious, `${fakeSecret("w")}\n`);
    appendFileSync(
      recordOf(state),
      `${JSON.stringify({ path: precious, fingerprint: "hmac-sha256:0000000000000000", identity: "1:2:3" })}\nnot json\n`,
    );
    const result = await runPost(state);
    expect(existsSync(join(dir, "a.secret"))).toBe(false);
    expect(readFileSync(precious, "utf8")).toBe(`${fakeSecret("w")}\n`);
    expect(result.stdout).toContain(`::warning::not removing ${precious}: it is no longer the file`);
    expect(result.stdout).toContain("::warning::1 line of the record of the secret files could not be read");
  });
});
