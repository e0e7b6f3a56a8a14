import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
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
    expect(readdirSync(journal.location)).toEqual(["hook.json"]);
    expect(statSync(join(journal.location, "hook.json")).mode & 0o777).toBe(0o600);
    // The same run (any attempt) finds it; another run does not.
    const again = await openFileJournal(dir, { repository: "acme/app", runId: "7", runAttempt: 2 });
    expect(await again.read("hook")).toMatchObject({ state: "stored" });
    const other = await openFileJournal(dir, { repository: "acme/app", runId: "8", runAttempt: 1 });
    expect(await other.read("hook")).toBeUndefined();
    await journal.remove("hook");
    expect(await journal.read("hook")).toBeUndefined();
  });

  it("ignores records it cannot trust and prunes runs older than eight days", async () => {
    const dir = fresh();
    const journal = await openFileJournal(dir, { runId: "1", runAttempt: 1 });
    writeFileSync(join(journal.location, "a.json"), "{not json");
    writeFileSync(join(journal.location, "b.json"), JSON.stringify({ ...record("other", "pending") }));
    writeFileSync(join(journal.location, "c.json"), "x".repeat(20_000));
    for (const step of ["a", "b", "c"]) expect(await journal.read(step)).toBeUndefined();

    const old = join(dir, "0".repeat(32));
    const recent = join(dir, "1".repeat(32));
    const foreign = join(dir, "not-a-run");
    for (const path of [old, recent, foreign]) mkdirSync(path);
    const nineDaysAgo = (Date.now() - 9 * 24 * 3_600_000) / 1000;
    utimesSync(old, nineDaysAgo, nineDaysAgo);
    utimesSync(foreign, nineDaysAgo, nineDaysAgo);
    await openFileJournal(dir, { runId: "2", runAttempt: 1 });
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
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
