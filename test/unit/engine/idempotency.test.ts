import { describe, expect, it } from "vitest";
import { createKey, rotateKey, testKey } from "../../../src/engine/idempotency.js";
import { idempotencyKeyPattern } from "../../../src/schemas/index.js";

const run = { repository: "acme/app", runId: "4242", runAttempt: 1, job: "deploy" };
const body = { url: "https://hooks.example.com/a", actions: ["task_created"] };

describe("idempotency keys", () => {
  it("look like svc-ci-<op>-<sha256 hex> and fit the header grammar", () => {
    const keys = {
      create: createKey(run, "hook", body),
      rotate: rotateKey(run, "wh_1"),
      test: testKey(run, "smoke", "wh_1"),
    };
    for (const [op, key] of Object.entries(keys)) {
      expect(key).toMatch(new RegExp(`^svc-ci-${op}-[0-9a-f]{64}$`));
      expect(key).toMatch(idempotencyKeyPattern);
      expect(key.length).toBeLessThanOrEqual(78);
    }
  });

  it("are stable (pinned: changing them breaks re-runs of runs that started before an upgrade)", () => {
    expect(createKey({ ...run }, "hook", { ...body })).toBe(createKey(run, "hook", body));
    expect(createKey(run, "hook", body)).toBe(
      "svc-ci-create-93cd305095505bfe43a87cc9a3c66f6e45c43b14f5fbe41f36603ae5c4061397",
    );
  });

  it("create: one key per run, step and body; attempt and job are not in it", () => {
    const key = createKey(run, "hook", body);
    expect(createKey({ ...run, runAttempt: 2 }, "hook", body)).toBe(key);
    expect(createKey({ ...run, job: "other-job" }, "hook", body)).toBe(key);
    const { job: _job, ...noJob } = run;
    expect(createKey(noJob, "hook", body)).toBe(key);
    // Another target (url or actions) is another create: never a 409 for a different body.
    expect(createKey(run, "hook", { ...body, url: "https://hooks.example.com/b" })).not.toBe(key);
    expect(createKey(run, "hook", { ...body, actions: ["task_created", "task_updated"] })).not.toBe(key);
    expect(createKey({ ...run, runId: "4243" }, "hook", body)).not.toBe(key);
    expect(createKey({ ...run, repository: "acme/other" }, "hook", body)).not.toBe(key);
    // Two steps that send the same create (remove, then create again) are two effects.
    expect(createKey(run, "again", body)).not.toBe(key);
  });

  it("rotate: one key per run attempt and webhook; job, matrix entry and step are not in it", () => {
    const key = rotateKey(run, "wh_1");
    expect(rotateKey({ ...run, job: "other-job" }, "wh_1")).toBe(key);
    expect(rotateKey(run, "wh_2")).not.toBe(key);
    expect(rotateKey({ ...run, runAttempt: 2 }, "wh_1")).not.toBe(key);
    expect(rotateKey({ ...run, runId: "4243" }, "wh_1")).not.toBe(key);
  });

  it("test: one key per run attempt, job, step and webhook", () => {
    const key = testKey(run, "smoke", "wh_1");
    expect(testKey({ ...run, job: "other-job" }, "smoke", "wh_1")).not.toBe(key);
    expect(testKey(run, "smoke-2", "wh_1")).not.toBe(key);
    expect(testKey(run, "smoke", "wh_2")).not.toBe(key);
    expect(testKey({ ...run, runAttempt: 2 }, "smoke", "wh_1")).not.toBe(key);
  });

  it("never contain the run, the job or the target in clear", () => {
    for (const key of [createKey(run, "hook", body), rotateKey(run, "wh_1"), testKey(run, "smoke", "wh_1")]) {
      for (const clear of ["acme", "4242", "deploy", "wh_1", "hooks", "smoke"])
        expect(key).not.toContain(clear);
    }
  });
});
