/**
 * The step contract (docs/architecture.md "Adding a step"), over every step definition: plan mode's
 * outcome for each step equals apply's on the emulator, over generated plans (every step type,
 * shared URLs written in two forms, references, removals, webhooks there before the run). Plans
 * run one step at a time (plan order), so apply is deterministic; fixed seed, bounded time.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stepDefinitions } from "../../../src/engine/steps/index.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runEngine } from "../../support/engine-run.js";
import {
  buildPlan,
  type GeneratedStep,
  planYaml,
  stepExtras,
  type WorldSeed,
  worldSeed,
} from "../../support/generated-plans.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";

let emu: TestEmulator;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({
    webhookCa: receiver.ca,
    retrySchedule: [0],
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await emu?.stop();
  await receiver?.close();
});

/** What plan mode says for what apply did, per step. */
function inPlanMode(uses: string, applied: { status: string; change?: string | undefined }): string[] {
  // A step that threw has no change; a delivery that failed is an outcome plan mode cannot foresee.
  if (applied.status === "failed" && applied.change === undefined) return ["failed"];
  const change = applied.change ?? "";
  if (uses === "test-delivery") return ["skipped"];
  if (uses === "check-recent-deliveries") return [change, "skipped"];
  const would: Record<string, string> = {
    created: "would-create",
    updated: "would-update",
    reactivated: "would-reactivate",
    removed: "would-remove",
    rotated: "would-rotate",
  };
  return [would[change] ?? change];
}

const planned = (step: { status: string; change?: string | undefined }) =>
  step.status === "failed" && step.change === undefined ? "failed" : (step.change ?? step.status);

let world = 0;

/** A fresh corner of the emulator for one generated case: its URLs and the webhooks there before. */
async function setUp(seed: WorldSeed): Promise<{ steps: GeneratedStep[]; runId: string }> {
  world += 1;
  const urlOf = (index: number, variant: boolean) =>
    `${receiver.url}/w${world}/${variant ? "%68" : "h"}${index}`;
  const client = emu.client("admin");
  const ids: (string | undefined)[] = [];
  for (const [index, existing] of seed.existing.entries()) {
    if (!existing) {
      ids.push(undefined);
      continue;
    }
    const created = await client.createWebhook({ url: urlOf(index, false), actions: existing.actions });
    if (existing.disabled) {
      await client.updateWebhook(
        created.data.id,
        { disabled: true },
        { ifMatch: created.data.attributes.revision },
      );
    }
    ids.push(created.data.id);
  }
  return { steps: buildPlan(seed, urlOf, ids), runId: `contract-${world}` };
}

describe("the step contract, over every step definition", () => {
  it("every step definition has generated inputs (a new step is covered by writing it)", () => {
    expect(Object.keys(stepExtras).sort()).toEqual(stepDefinitions.map((step) => step.uses).sort());
  });

  it("plan mode's outcome for each step equals apply's, over generated plans", async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(worldSeed(7), async (seed) => {
        const { steps, runId } = await setUp(seed);
        if (steps.length === 0) return;
        const run = { runId, runAttempt: 1 };
        const yaml = planYaml(steps);
        const preview = await runEngine(emu, yaml, { mode: "plan", run, concurrency: 1 });
        const applied = await runEngine(emu, yaml, { run, concurrency: 1 });
        const plannedSteps = preview.report?.steps ?? [];
        const appliedSteps = applied.report?.steps ?? [];
        expect(appliedSteps, preview.failure ?? applied.failure).toHaveLength(steps.length);
        for (const [at, step] of appliedSteps.entries()) {
          seen.add(step.uses);
          if (step.status === "not-run") continue;
          const said = plannedSteps[at];
          const context = `${yaml}\nstep ${step.id}: apply ${step.status} ${step.change} (${step.summary}); plan ${said?.status} ${said?.change} (${said?.summary})`;
          expect(inPlanMode(step.uses, step), context).toContain(planned(said ?? { status: "missing" }));
        }
      }),
      { seed: 3030, numRuns: 60, interruptAfterTimeLimit: 30_000, markInterruptAsFailure: false },
    );
    expect([...seen].sort()).toEqual(stepDefinitions.map((step) => step.uses).sort());
  }, 90_000);
});
