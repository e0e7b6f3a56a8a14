/**
 * `svc run` in plan mode needs no run identity (it sends no idempotency key: no create, rotation or
 * test delivery), while apply still refuses to run without one. Plan mode runs on an identity that
 * throws when read, so a step that derived a key from it would fail this test.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noRunIdentity, runIdentityFor } from "../../../src/engine/plan-run/run-identity.js";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;
let existing: string;
let other: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-run-plan-identity-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
  const created = await emulator
    .client("admin")
    .createWebhook(
      { url: "https://hooks.example.com/existing", actions: ["task_created"] },
      { idempotencyKey: "setup-existing" },
    );
  existing = created.data.id;
  // A run attempt rotates a webhook once (plan mode says a second rotation fails): another one.
  const second = await emulator
    .client("admin")
    .createWebhook(
      { url: "https://hooks.example.com/second", actions: ["task_created"] },
      { idempotencyKey: "setup-second" },
    );
  other = second.data.id;
});
afterAll(async () => {
  await emulator?.stop();
});

/** Every step, on a webhook that exists and on one that does not. */
const plan = () => `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "https://hooks.example.com/existing", actions: [task_created, task_updated] }
  - id: fresh
    uses: ensure-webhook
    with: { url: "https://hooks.example.com/not-yet", actions: [task_created] }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook, secret-sink: { type: file, path: rotated.secret } }
  - id: rotate-by-id
    uses: rotate-secret
    with: { webhook-id: ${other}, secret-sink: { type: file, path: rotated-2.secret } }
  - id: smoke
    uses: test-delivery
    with: { webhook-id: ${existing}, timeout: 10s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 24h }
  - id: gone
    uses: remove-webhook
    with: { url: "https://hooks.example.com/existing", confirm: true }
`;

function svcRun(args: string[]) {
  const file = join(mkdtempSync(join(dir, "plan-")), "plan.yml");
  writeFileSync(file, plan());
  // No CI variables at all: the environment of a terminal.
  return runInProcess(["run", file, ...args], { env, cwd: dir });
}

describe("svc run without a run identity", () => {
  it("runs every step in plan mode (the default), and says none is needed", async () => {
    const before = (await emulator.control.requests()).lastSeq;
    const result = await svcRun(["-o", "json"]);
    expect(result.stderr).not.toContain("no run identity");
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("run identity from nowhere: plan mode needs none");
    const report = JSON.parse(result.stdout) as { mode: string; steps: { id: string; status: string }[] };
    expect(report.mode).toBe("plan");
    expect(report.steps.map((step) => step.status)).not.toContain("failed");
    // Plan mode only read: no POST, PATCH or DELETE reached the service.
    const { requests } = await emulator.control.requests(before);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("still refuses apply before any call, and names both ways out", async () => {
    const before = (await emulator.control.requests()).lastSeq;
    const result = await svcRun(["--mode", "apply"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no run identity: .*give --run-id <id>.*--mode plan needs none/);
    expect((await emulator.control.requests(before)).requests).toEqual([]);
  });

  it("checks --run-id and --run-attempt in plan mode too", async () => {
    expect((await svcRun(["--run-attempt", "2"])).stderr).toContain("--run-attempt needs --run-id");
    expect((await svcRun(["--run-id", "has space"])).code).toBe(2);
    const named = await svcRun(["--run-id", "pr-7"]);
    expect(named.code).toBe(0);
    expect(named.stderr).toContain("run identity from run pr-7, attempt 1 (from --run-id)");
  });
});

describe("runIdentityFor", () => {
  it("gives apply the detected identity or the error, plan mode a CI's identity or none", () => {
    const gitlab = { GITLAB_CI: "true", CI_PROJECT_PATH: "a/b", CI_PIPELINE_ID: "1", CI_JOB_ID: "2" };
    expect(runIdentityFor("plan", gitlab).run).toMatchObject({ runId: "1", runAttempt: 2 });
    expect(runIdentityFor("apply", gitlab).run).toMatchObject({ runId: "1", runAttempt: 2 });
    expect(() => runIdentityFor("apply", {})).toThrow(/no run identity/);
    expect(() => runIdentityFor("apply", { GITLAB_CI: "true" })).toThrow(/CI_PIPELINE_ID/);
    expect(runIdentityFor("plan", {}).source).toBe("none");
    // A CI missing a variable costs plan mode nothing either.
    expect(runIdentityFor("plan", { GITLAB_CI: "true" }).run).toBe(noRunIdentity);
  });

  it("plan mode's identity cannot be read, copied or serialised into a key", () => {
    expect(() => noRunIdentity.runId).toThrow(/plan mode has no run identity/);
    expect(() => noRunIdentity.runAttempt).toThrow(/plan mode has no run identity/);
    expect(() => ({ ...noRunIdentity })).toThrow();
    expect(() => JSON.stringify(noRunIdentity)).toThrow();
  });
});
