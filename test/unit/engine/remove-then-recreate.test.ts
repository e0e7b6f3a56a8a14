/**
 * One plan, one key per step (docs/plan.md "Idempotency keys"): `a` ensures U, `rm` removes it
 * through `webhook: a`, `e` ensures U again with the same body. Two steps that send the same
 * create get distinct keys, so `e` creates a webhook instead of getting `a`'s removed one replayed;
 * plan mode agrees, and runs of the plan converge (one webhook at U after each).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { harness, run } from "./fixtures.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
});
afterAll(async () => {
  await emu?.stop();
});

const U = "https://recreate.hooks.example.com/in";
const recreate = `
steps:
  - { id: a, uses: ensure-webhook, with: { url: "${U}", actions: [task_created] } }
  - { id: rm, uses: remove-webhook, with: { webhook: a, confirm: true } }
  - { id: e, uses: ensure-webhook, with: { url: "${U}", actions: [task_created] } }
`;

const atU = async () =>
  (await emu.client("admin").listWebhooks({ limit: 100 })).data.filter(
    (webhook) => webhook.attributes.url === U,
  );

describe("a plan that removes a webhook and creates it again", () => {
  it("applies, as plan mode says, and a later run converges on one webhook", async () => {
    const client = emu.client("admin");
    const preview = await run(
      recreate,
      harness({ client, mode: "plan", run: { runId: "r1", runAttempt: 1 } }),
    );
    expect(preview.steps.map((step) => step.change)).toEqual([
      "would-create",
      "would-remove",
      "would-create",
    ]);

    const first = await run(recreate, harness({ client, run: { runId: "r1", runAttempt: 1 } }));
    expect(
      first.steps.map((step) => step.change),
      JSON.stringify(first.steps),
    ).toEqual(["created", "removed", "created"]);
    const kept = await atU();
    expect(kept.map((webhook) => webhook.id)).toEqual([first.steps[2]?.outputs["webhook-id"]]);

    const again = await run(recreate, harness({ client, run: { runId: "r2", runAttempt: 1 } }));
    expect(
      again.steps.map((step) => step.change),
      JSON.stringify(again.steps),
    ).toEqual(["unchanged", "removed", "created"]);
    expect(await atU()).toHaveLength(1);
  });

  it("converges on re-run attempts of one workflow run too (the replayed create is gone: created again)", async () => {
    const client = emu.client("admin");
    const attempt = (runAttempt: number) => harness({ client, run: { runId: "r9", runAttempt } });
    const first = await run(recreate, attempt(1));
    expect(first.steps.map((step) => step.change)).toEqual(["unchanged", "removed", "created"]);
    for (const runAttempt of [2, 3]) {
      const again = await run(recreate, attempt(runAttempt));
      expect(
        again.steps.map((step) => step.change),
        JSON.stringify(again.steps),
      ).toEqual(["unchanged", "removed", "created"]);
      expect(await atU()).toHaveLength(1);
    }
  });
});
