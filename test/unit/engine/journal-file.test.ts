import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stateDirectory } from "../../../src/cli/engine-host/state-dir.js";
import { openFileJournal, type RevealRecord } from "../../../src/engine/index.js";

const fresh = () => mkdtempSync(join(tmpdir(), "svc-journal-"));
const record = (step: string, state: RevealRecord["state"]): RevealRecord => ({
  v: 1,
  step,
  op: "rotate",
  key: "svc-ci-rotate-abc",
  state,
  webhookId: "whk_1",
  ifMatch: "whk1-rev",
  sink: "file",
  target: "/x/secret",
  at: new Date(0).toISOString(),
});

describe("the file run journal", () => {
  it("keeps one record per step of a run (0600 in a 0700 directory), replaced atomically, no secret", async () => {
    const dir = fresh();
    const journal = await openFileJournal(dir, { repository: "acme/app", runId: "7", runAttempt: 1 });
    expect(statSync(journal.location).mode & 0o777).toBe(0o700);
    expect(await journal.read("hook")).toBeUndefined();
    await journal.write(record("hook", "pending"));
    await journal.write(record("hook", "stored"));
    expect(await journal.read("hook")).toMatchObject({ state: "stored", ifMatch: "whk1-rev" });
    expect(readdirSync(journal.location).sort()).toEqual([".svc-ci-journal", "hook.json"]);
    expect(statSync(join(journal.location, "hook.json")).mode & 0o777).toBe(0o600);
    // The same run (any attempt) finds it; another run does not.
    const again = await openFileJournal(dir, { repository: "acme/app", runId: "7", runAttempt: 2 });
    expect(await again.read("hook")).toMatchObject({ state: "stored" });
    const other = await openFileJournal(dir, { repository: "acme/app", runId: "8", runAttempt: 1 });
    expect(await other.read("hook")).toBeUndefined();
    await journal.remove("hook");
    expect(await journal.read("hook")).toBeUndefined();
  });

  it("two runs of one identity opening the journal at once both take it (the marker is never seen half-written)", async () => {
    const run = { repository: "acme/app", runId: "race", runAttempt: 1 };
    for (let round = 0; round < 20; round += 1) {
      const dir = fresh();
      const journals = await Promise.all([openFileJournal(dir, run), openFileJournal(dir, run)]);
      expect(journals[0].location).toBe(journals[1].location);
      // Only the marker and no temp file of it is left.
      expect(readdirSync(journals[0].location)).toEqual([".svc-ci-journal"]);
    }
  });

  it("ignores records it cannot trust: malformed, another step's, too large, a symlink, a pipe", async () => {
    const dir = fresh();
    const journal = await openFileJournal(dir, { runId: "1", runAttempt: 1 });
    writeFileSync(join(journal.location, "a.json"), "{not json");
    writeFileSync(join(journal.location, "b.json"), JSON.stringify({ ...record("other", "pending") }));
    writeFileSync(join(journal.location, "c.json"), "x".repeat(20_000));
    const elsewhere = join(fresh(), "d.json");
    writeFileSync(elsewhere, JSON.stringify(record("d", "pending")));
    symlinkSync(elsewhere, join(journal.location, "d.json"));
    execFileSync("mkfifo", [join(journal.location, "e.json")]);
    for (const step of ["a", "b", "c", "d", "e"]) expect(await journal.read(step)).toBeUndefined();
  });
});

const nineDaysAgo = () => (Date.now() - 9 * 24 * 3_600_000) / 1000;
/** Makes directories look untouched for nine days (older than the retention). */
const age = (...paths: string[]) => {
  for (const path of paths) utimesSync(path, nineDaysAgo(), nineDaysAgo());
};

/** A run journal directory svc made, holding one record. */
async function ourRun(dir: string, runId: string): Promise<string> {
  const journal = await openFileJournal(dir, { runId, runAttempt: 1 });
  await journal.write(record("hook", "stored"));
  return journal.location;
}

describe("the run journal's clean-up deletes only what svc provably made", () => {
  it("prunes a run directory of its own older than eight days, file by file", async () => {
    const dir = fresh();
    const old = await ourRun(dir, "old");
    expect(readdirSync(old).sort()).toEqual([".svc-ci-journal", "hook.json"]);
    const recent = await ourRun(dir, "recent");
    await openFileJournal(dir, { runId: "now", runAttempt: 1 });
    expect(existsSync(old)).toBe(true);
    age(old);
    await openFileJournal(dir, { runId: "later", runAttempt: 1 });
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });

  it("leaves a foreign 32-hex directory, a symlink to a directory outside, and marked directories holding more", async () => {
    const dir = fresh();
    const debug: string[] = [];
    // Another tool's folder on a shared CI cache, named like a run directory.
    const foreign = join(dir, "a".repeat(32));
    mkdirSync(join(foreign, "objects"), { recursive: true });
    writeFileSync(join(foreign, "objects", "pack"), "another tool's cache");
    writeFileSync(join(foreign, "hook.json"), "{}");
    // A symlink named like a run directory, to a directory outside holding files.
    const outside = fresh();
    writeFileSync(join(outside, "hook.json"), "precious");
    writeFileSync(join(outside, ".svc-ci-journal"), `svc-ci run journal v1 ${"b".repeat(32)}\n`);
    symlinkSync(outside, join(dir, "b".repeat(32)));
    // A run directory of svc that someone put a file of their own in, and one holding a symlink.
    const extended = await ourRun(dir, "extended");
    writeFileSync(join(extended, "notes.txt"), "mine");
    const linked = await ourRun(dir, "linked");
    const target = join(outside, "target");
    writeFileSync(target, "keep");
    symlinkSync(target, join(linked, "other.json"));
    // A marker that is a symlink proves nothing.
    const fakeMarker = join(dir, "c".repeat(32));
    mkdirSync(fakeMarker);
    symlinkSync(join(outside, ".svc-ci-journal"), join(fakeMarker, ".svc-ci-journal"));

    age(foreign, outside, extended, linked, fakeMarker);
    await openFileJournal(dir, { runId: "later", runAttempt: 1 }, { debug: (line) => debug.push(line) });
    expect(readFileSync(join(foreign, "objects", "pack"), "utf8")).toBe("another tool's cache");
    expect(existsSync(join(foreign, "hook.json"))).toBe(true);
    expect(readdirSync(outside).sort()).toEqual([".svc-ci-journal", "hook.json", "target"]);
    expect(readFileSync(join(outside, "hook.json"), "utf8")).toBe("precious");
    expect(lstatSync(join(dir, "b".repeat(32))).isSymbolicLink()).toBe(true);
    expect(readdirSync(extended).sort()).toEqual([".svc-ci-journal", "hook.json", "notes.txt"]);
    expect(readdirSync(linked).sort()).toEqual([".svc-ci-journal", "hook.json", "other.json"]);
    expect(readFileSync(target, "utf8")).toBe("keep");
    expect(existsSync(join(fakeMarker, ".svc-ci-journal"))).toBe(true);
    expect(debug.sort()).toEqual(
      [
        `run journal clean-up: left ${foreign} alone: it holds no .svc-ci-journal marker for its name (svc did not make it)`,
        `run journal clean-up: left ${join(dir, "b".repeat(32))} alone: it is a symbolic link (never followed)`,
        `run journal clean-up: left ${extended} alone: it holds notes.txt, which svc does not write there`,
        `run journal clean-up: left ${linked} alone: it holds a symbolic link other.json (never followed)`,
        `run journal clean-up: left ${fakeMarker} alone: it holds no .svc-ci-journal marker for its name (svc did not make it)`,
      ].sort(),
    );
  });

  it("refuses a symlink or a foreign marker in the place of its own run directory", async () => {
    const dir = fresh();
    const outside = fresh();
    const run = { runId: "7", runAttempt: 1 };
    const location = (await openFileJournal(fresh(), run)).location.split("/").pop() as string;
    symlinkSync(outside, join(dir, location));
    await expect(openFileJournal(dir, run)).rejects.toThrow(
      /is a symbolic link; the run journal is never kept through a link/,
    );
    expect(readdirSync(outside)).toEqual([]);
    const other = fresh();
    mkdirSync(join(other, location));
    writeFileSync(join(other, location, ".svc-ci-journal"), "someone else's\n");
    await expect(openFileJournal(other, run)).rejects.toThrow(/is not the marker svc writes/);
  });

  it("tightens a loose run directory to 0700 and writes its records 0600 under any umask", async () => {
    const dir = fresh();
    const journal = await openFileJournal(dir, { runId: "9", runAttempt: 1 });
    chmodSync(journal.location, 0o755);
    const previous = process.umask(0);
    try {
      const again = await openFileJournal(dir, { runId: "9", runAttempt: 1 });
      await again.write(record("hook", "pending"));
      expect(statSync(again.location).mode & 0o777).toBe(0o700);
      expect(statSync(join(again.location, "hook.json")).mode & 0o777).toBe(0o600);
      expect(statSync(join(again.location, ".svc-ci-journal")).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });
});

describe("svc run's state directory", () => {
  it("is --state-dir, else XDG_STATE_HOME, else HOME, else none (never a guessed home)", () => {
    expect(stateDirectory({ HOME: "/h" }, "/cwd", "rel")).toBe("/cwd/rel");
    expect(stateDirectory({ XDG_STATE_HOME: "/x", HOME: "/h" }, "/cwd", undefined)).toBe("/x/svc/runs");
    expect(stateDirectory({ XDG_STATE_HOME: "relative", HOME: "/h" }, "/cwd", undefined)).toBe(
      "/h/.local/state/svc/runs",
    );
    expect(stateDirectory({}, "/cwd", undefined)).toBeUndefined();
  });
});
