/**
 * `svc run` exits with the exit table's code when a step failed on contention: 409 or 412 -> 6
 * (also when the step explains the conflict in its own words), 429 not waited out -> 7, and the
 * message names the contention or the wait refused. In process against an in-process emulator whose faults stand in for the other runs.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;
let webhookId: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-contention-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
  const created = await emulator
    .client("admin")
    .createWebhook(
      { url: "https://hooks.example.com/contention", actions: ["task_created"] },
      { idempotencyKey: "contention-setup" },
    );
  webhookId = created.data.id;
});
afterAll(async () => {
  await emulator?.stop();
});

let runs = 0;
async function run(plan: string) {
  runs += 1;
  const secrets = mkdtempSync(join(dir, "secrets-"));
  writeFileSync(join(dir, "plan.yml"), plan);
  return runInProcess(
    ["run", "plan.yml", "--mode", "apply", "--run-id", `contention-${runs}`, "--secrets-dir", secrets],
    { env, cwd: dir },
  );
}
const rotatePlan = () =>
  `steps:\n  - id: rotate\n    uses: rotate-secret\n    with: { webhook-id: ${webhookId} }\n`;

describe("svc run: contention failures exit with the exit table's code", () => {
  it("412 on the rotation (another run changed the webhook first) -> 6, naming the contention", async () => {
    await emulator.control.addFault({
      kind: "status",
      status: 412,
      code: "precondition_failed",
      method: "POST",
      pathPrefix: `/v1/webhooks/${webhookId}/secret-rotation`,
    });
    const result = await run(rotatePlan());
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain("contention: webhook");
    expect(result.stderr).toContain("412 precondition_failed");
  });

  it("409 idempotency_conflict (another matrix entry rotated from an older revision) -> 6", async () => {
    await emulator.control.addFault({
      kind: "status",
      status: 409,
      code: "idempotency_conflict",
      method: "POST",
      pathPrefix: `/v1/webhooks/${webhookId}/secret-rotation`,
    });
    const result = await run(rotatePlan());
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain("contention: the signing secret");
  });

  it("a 409 after waited-out 429s is still a contention, not a secret that may be lost", async () => {
    const rotation = { method: "POST", pathPrefix: `/v1/webhooks/${webhookId}/secret-rotation` };
    await emulator.control.addFault({ kind: "rateLimit", retryAfterSeconds: 0, count: 2, ...rotation });
    await emulator.control.addFault({
      kind: "status",
      status: 409,
      code: "idempotency_conflict",
      ...rotation,
    });
    const result = await run(rotatePlan());
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain("contention: the signing secret");
    expect(result.stderr).not.toContain("may have issued");
  });

  it("a 429 on the update (a PATCH) is waited out too; one asking for more than --max-wait -> 7", async () => {
    const plan = (actions: string) =>
      `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/contention", actions: [${actions}] }\n`;
    await emulator.control.addFault({ kind: "rateLimit", method: "PATCH", retryAfterSeconds: 1 });
    const waited = await run(plan("task_created, task_updated"));
    expect(waited.code, waited.stderr).toBe(0);
    await emulator.control.addFault({ kind: "rateLimit", method: "PATCH", retryAfterSeconds: 600 });
    const result = await run(plan("task_created"));
    expect(result.code, result.stderr).toBe(7);
    expect(result.stderr).toContain(
      "the service asks to wait 600 s before a retry (Retry-After), more than the 120 s",
    );
  });

  it("429s on requests that may wait are waited out: the run succeeds", async () => {
    await emulator.control.addFault({ kind: "rateLimit", method: "GET", retryAfterSeconds: 0, count: 4 });
    const result = await run(rotatePlan());
    expect(result.code, result.stderr).toBe(0);
  });
});
