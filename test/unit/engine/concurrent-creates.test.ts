import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunIdentity } from "../../../src/engine/engine-context.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { harness, run } from "./fixtures.js";

// Runs of one plan started at the same instant against the in-process emulator, none of them
// finding the webhook: distinct run identities race to create it (docs/plan.md "Concurrent creates").

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu?.stop();
});

const identity = (runId: string): RunIdentity => ({ repository: "acme/app", runId, runAttempt: 1 });

describe("concurrent creates of one URL", () => {
  it("12 runs (8 distinct identities, 4 matrix entries of one) leave one webhook, its secret only with its creators", async () => {
    const url = `https://race.hooks.example.com/${process.pid}`;
    const plan = `
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created] }
`;
    const client = emu.client("admin");
    const runs = [
      ...Array.from({ length: 8 }, (_, index) => harness({ client, run: identity(`race-${index}`) })),
      ...Array.from({ length: 4 }, () => harness({ client, run: identity("race-matrix") })),
    ];
    const reports = await Promise.all(runs.map((h) => run(plan, h)));

    for (const report of reports) expect(report.ok, report.steps[0]?.summary).toBe(true);
    const kept = [...emu.state.webhooks.values()].filter((hook) => hook.url === url);
    expect(kept).toHaveLength(1);
    const keptId = kept[0]?.id as string;
    const issued = emu.state.issuedSecrets;
    const created = new Set(
      issued.filter((secret) => runs.some((h) => h.masked.includes(secret.secret))).map((s) => s.webhookId),
    );
    // The race was real: more than one webhook was created, and all but one removed again.
    expect(created.size).toBeGreaterThan(1);
    const keptSecret = issued.find((secret) => secret.webhookId === keptId)?.secret;
    for (const [index, h] of runs.entries()) {
      expect(h.outputs.get("hook-webhook-id"), `run ${index}`).toBe(keptId);
      const secret = h.outputs.get("hook-secret");
      // Only the kept webhook's creator (and its matrix siblings) hold a secret, and it is that one.
      if (secret !== undefined) expect(secret, `run ${index}`).toBe(keptSecret);
      if (reports[index]?.steps[0]?.change === "created") expect(secret, `run ${index}`).toBe(keptSecret);
      else expect(secret, `run ${index}`).toBeUndefined();
    }
    const losers = reports.filter((report) =>
      /duplicate \S+ was removed/.test(report.steps[0]?.summary ?? ""),
    );
    expect(losers.length).toBeGreaterThan(0);
  });

  it("matrix entries of one run whose plan writes the URL in another case (HTTPS://Host) converge on the replayed create", async () => {
    const path = `/case-${process.pid}`;
    const plan = `
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "HTTPS://Case.Hooks.Example.com${path}", actions: [task_created] }
`;
    const client = emu.client("admin");
    const runs = Array.from({ length: 4 }, () => harness({ client, run: identity("case-matrix") }));
    const reports = await Promise.all(runs.map((h) => run(plan, h)));
    for (const report of reports)
      expect(report.ok, report.steps[0]?.error ?? report.steps[0]?.summary).toBe(true);
    const kept = [...emu.state.webhooks.values()].filter((hook) => hook.url.endsWith(path));
    expect(kept).toHaveLength(1);
    for (const h of runs) expect(h.outputs.get("hook-webhook-id")).toBe(kept[0]?.id);
  });
});
