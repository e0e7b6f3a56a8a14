/**
 * The Action has no exit codes beyond failing the job: a contention (another run rotated or changed
 * the webhook first) fails it with a message, and a job summary, that name the contention.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runActionInProcess } from "../../support/runner-env.js";

let emulator: TestEmulator;
let webhookId: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  const created = await emulator
    .client("admin")
    .createWebhook(
      { url: "https://hooks.example.com/action-contention", actions: ["task_created"] },
      { idempotencyKey: "action-contention" },
    );
  webhookId = created.data.id;
});
afterAll(async () => {
  await emulator?.stop();
});

describe("the Action on contention", () => {
  it("fails the job naming the contention when another run changed the webhook before the rotation", async () => {
    await emulator.control.addFault({
      kind: "status",
      status: 412,
      code: "precondition_failed",
      method: "POST",
      pathPrefix: `/v1/webhooks/${webhookId}/secret-rotation`,
    });
    const result = await runActionInProcess(run, {
      inputs: {
        token: emulator.credential("admin").token,
        "base-url": emulator.baseUrl,
        plan: `steps:\n  - id: rotate\n    uses: rotate-secret\n    with: { webhook-id: ${webhookId} }\n`,
      },
      env: {
        GITHUB_RUN_ID: "91",
        GITHUB_RUN_ATTEMPT: "1",
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_JOB: "rotate",
      },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::step "rotate" \(rotate-secret\) failed: contention: webhook /);
    expect(result.stdout).toContain("412 precondition_failed");
    expect(result.summary).toContain("contention");
  });
});
