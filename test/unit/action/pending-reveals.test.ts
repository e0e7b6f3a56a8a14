/**
 * The post step after a killed main step: a reveal left pending in the run journal is an error
 * annotation naming the step and the way out (docs/plan.md "Crash safety"); stored records, foreign
 * files and a journal that is gone are silent; the job is never failed by it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { post } from "../../../src/action/post-step.js";
import { jobEvidence, pendingRevealTitle } from "../../../src/action/rerun-evidence.js";
import { journalState } from "../../../src/action/run-journal.js";
import { openFileJournal } from "../../../src/engine/index.js";
import { runActionInProcess } from "../../support/runner-env.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-pending-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const runPost = (location: string) =>
  runActionInProcess(post, { state: { [journalState]: location }, fileCommands: false });

describe("the post step and the run journal", () => {
  it("reports each reveal left pending as an error annotation; stored ones are silent", async () => {
    const journal = await openFileJournal(dir, { runId: "1", runAttempt: 1 });
    const base = { v: 1 as const, key: "k", sink: "output", at: new Date(0).toISOString() };
    const key = `svc-ci-create-${"ab".repeat(32)}`;
    await journal.write({ ...base, key, step: "hook", op: "create", state: "pending" });
    await journal.write({ ...base, step: "rotate", op: "rotate", webhookId: "whk_1", state: "pending" });
    await journal.write({ ...base, step: "done", op: "rotate", webhookId: "whk_2", state: "stored" });
    writeFileSync(join(journal.location, "junk.json"), "{not json");
    const result = await runPost(journal.location);
    expect(result.code).toBe(0);
    const title = "::error title=svc-ci%3A secret reveal pending::";
    const errors = result.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(errors).toHaveLength(2);
    expect(errors.every((line) => line.startsWith(title))).toBe(true);
    // The create's key, the same in every attempt of the run: a re-run attempt reads it back.
    expect(errors[0]).toContain(
      `step "hook": the run ended while the create of its webhook was in progress (create key ${key})`,
    );
    expect(errors[0]).toContain("rotate the webhook's secret (rotate-secret)");
    expect(errors[1]).toContain(
      'step "rotate": the run ended while the rotation of the signing secret of webhook whk_1 was in progress',
    );
    expect(errors[1]).toContain("a re-run of the workflow starts without it: it rotates anew");
    expect(result.stdout).not.toContain("whk_2");
  });

  it("a fleet's many pending reveals share a few annotations (GitHub keeps 10), every create key in them", async () => {
    const journal = await openFileJournal(dir, { runId: "3", runAttempt: 1 });
    const base = { v: 1 as const, sink: "file", at: new Date(0).toISOString(), state: "pending" as const };
    const keys = Array.from(
      { length: 600 },
      (_, index) => `svc-ci-create-${index.toString(16).padStart(64, "0")}`,
    );
    for (const [index, key] of keys.entries())
      await journal.write({ ...base, key, step: `hook-${index}`, op: "create" });
    await journal.write({ ...base, key: "k", step: "rotate", op: "rotate", webhookId: "whk_1" });
    const result = await runPost(journal.location);
    expect(result.code).toBe(0);
    const errors = result.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(errors.length).toBeGreaterThan(1);
    expect(errors.length).toBeLessThanOrEqual(3);
    expect(errors[0]).toMatch(/the run ended while \d+ of 601 reveals were in progress/);
    // What a re-run attempt reads back from GitHub: every key, from the annotations alone.
    const annotations = errors.map((line) => ({
      title: pendingRevealTitle,
      message: decodeURIComponent(line.slice(line.indexOf("::", 2) + 2)),
    }));
    const evidence = jobEvidence(
      { id: 1, name: "svc", status: "completed", conclusion: "cancelled" },
      annotations,
    );
    expect(new Set(evidence.pending)).toEqual(new Set(keys));
    expect(
      annotations.some((annotation) =>
        annotation.message.includes('step "rotate" (rotation of webhook whk_1)'),
      ),
    ).toBe(true);
    // The log still has each one's own line.
    expect(result.stdout).toContain(
      `step "hook-599": the run ended while the create of its webhook was in progress (create key ${keys[599]})`,
    );
  });

  it("is silent without a journal, or with a relative or vanished location", async () => {
    for (const location of ["", "relative/dir", join(dir, "gone")]) {
      const result = await runPost(location);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain("::error");
    }
  });

  it("never waits on a named pipe nor reads through a symlink planted in the journal", async () => {
    const journal = await openFileJournal(dir, { runId: "2", runAttempt: 1 });
    execFileSync("mkfifo", [join(journal.location, "fifo.json")]);
    const outside = mkdtempSync(join(tmpdir(), "svc-pending-outside-"));
    try {
      const record = { v: 1, step: "linked", op: "create", key: "k", state: "pending", sink: "file", at: "" };
      writeFileSync(join(outside, "linked.json"), JSON.stringify(record));
      symlinkSync(join(outside, "linked.json"), join(journal.location, "linked.json"));
      const result = await runPost(journal.location);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain("::error::");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
