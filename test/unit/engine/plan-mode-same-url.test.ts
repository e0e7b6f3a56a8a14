/**
 * Plan mode reports what apply would do (docs/plan.md "Modes"), also for a step on a URL an
 * earlier step of the same plan would create, update or remove: plan mode makes no write, so the
 * run's webhook index carries what each step would leave at its URL. Checked against apply on the
 * in-process emulator: the same plan, first planned, then applied.
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

const X = "https://x.hooks.example.com/same";
const Y = "https://y.hooks.example.com/kept";

const sameUrlPlan = `
steps:
  - { id: a, uses: ensure-webhook, with: { url: "${X}", actions: [task_created] } }
  - { id: b, uses: ensure-webhook, with: { url: "${X.replace("x.hooks", "X.Hooks")}", actions: [task_created] } }
  - { id: c, uses: ensure-webhook, with: { url: "${X}", actions: [task_created, task_updated], enabled: false } }
  - { id: d, uses: ensure-webhook, with: { url: "${X}", actions: [task_updated, task_created] } }
  - { id: e, uses: remove-webhook, with: { url: "${X}", confirm: true } }
  - { id: f, uses: remove-webhook, with: { url: "${X}", confirm: true } }
  - { id: g, uses: ensure-webhook, with: { url: "${X}", actions: [task_updated] } }
  - { id: h, uses: ensure-webhook, with: { url: "${Y}", actions: [task_created] } }
  - { id: i, uses: ensure-webhook, with: { url: "${Y}", actions: [task_created] } }
  - { id: j, uses: remove-webhook, with: { webhook: h, confirm: true } }
  - { id: k, uses: ensure-webhook, with: { url: "${Y}", actions: [task_created, task_updated] } }
`;

/** The change plan mode reports for what apply did. */
const inPlanMode: Record<string, string> = {
  created: "would-create",
  updated: "would-update",
  reactivated: "would-reactivate",
  removed: "would-remove",
  unchanged: "unchanged",
  absent: "absent",
};
const planned = (change: string | undefined) =>
  inPlanMode[change ?? ""] ?? `no plan-mode change for ${change}`;

describe("plan mode on a URL an earlier step acts on", () => {
  it("says what apply then does, step by step, with one listing and no write", async () => {
    const client = emu.client("admin");
    const existing = await client.createWebhook({ url: Y, actions: ["task_updated"] });

    const since = emu.requests.lastSeq;
    const plan = harness({ client, mode: "plan" });
    const preview = await run(sameUrlPlan, plan);
    const requests = emu.requests.list(since).map((entry) => `${entry.method} ${entry.path}`);
    expect(requests.filter((request) => !request.startsWith("GET "))).toEqual([]);
    expect(requests.filter((request) => request === "GET /v1/webhooks")).toHaveLength(1);

    const apply = harness({ client });
    const applied = await run(sameUrlPlan, apply);
    expect(applied.ok, JSON.stringify(applied.steps)).toBe(true);
    const appliedChanges = applied.steps.map((step) => step.change);
    expect(appliedChanges).toEqual([
      "created",
      "unchanged",
      "updated",
      "reactivated",
      "removed",
      "absent",
      "created",
      "updated",
      "unchanged",
      "removed",
      "created",
    ]);
    expect(preview.steps.map((step) => step.change)).toEqual(appliedChanges.map(planned));
    expect(preview.changes).toBe(applied.changes);

    // The ids plan mode can know: the existing webhook's; none for one that apply would create.
    expect(plan.outputs.get("h-webhook-id")).toBe(existing.data.id);
    expect(plan.outputs.get("i-webhook-id")).toBe(existing.data.id);
    expect(plan.outputs.get("b-webhook-id")).toBe("");
    expect(preview.steps[1]?.summary).toBe(
      `the webhook step "a" would create for ${X.replace("x.hooks", "X.Hooks")} would be up to date (after step "a")`,
    );
    expect(preview.steps[2]?.summary).toBe(
      'would update the webhook step "a" would create: +task_updated, disable (after step "b")',
    );
    expect(preview.steps[3]?.summary).toBe(
      'would reactivate the webhook step "a" would create: enable (after step "c")',
    );
    expect(preview.steps[4]?.summary).toBe('would remove the webhook step "a" would create');
    expect(preview.steps[5]?.summary).toBe(`no webhook would have the url ${X} after step "e"`);
    expect(preview.steps[6]?.summary).toBe(
      `would create a webhook for ${X} (task_updated) (step "e" would remove the one it has)`,
    );
  });
});
