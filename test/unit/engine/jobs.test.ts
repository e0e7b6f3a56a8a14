import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionWords } from "../../../src/action/setting-words.js";
import type { Client } from "../../../src/client/index.js";
import type { RunIdentity } from "../../../src/engine/engine-context.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { harness, run } from "./fixtures.js";

// Jobs and matrix entries of one workflow run, played against the emulator: one credential, the
// same plan step ids, each "job" with its own engine context.

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu?.stop();
});

let runCounter = 0;
const newRun = (): Omit<RunIdentity, "job"> => ({
  repository: "acme/app",
  runId: `jobs-${process.pid}-${++runCounter}`,
  runAttempt: 1,
});

const ensurePlan = (url: string) => `
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created] }
`;
const rotatePlan = (webhookId: string) => `
steps:
  - id: rotate
    uses: rotate-secret
    with: { webhook-id: ${webhookId} }
`;

const job = (client: Client, identity: RunIdentity) => harness({ client, run: identity });

async function createHook(client: Client, url: string): Promise<string> {
  const created = await client.createWebhook({ url, actions: ["task_created"] });
  return created.data.id;
}

const generation = (id: string) => emu.state.webhooks.get(id)?.secretGeneration;

describe("jobs of one workflow run", () => {
  it("two jobs with the same step id create two different webhooks (no 409 idempotency_conflict)", async () => {
    const client = emu.client("admin");
    const identity = newRun();
    const eu = job(client, { ...identity, job: "deploy-eu" });
    const us = job(client, { ...identity, job: "deploy-us" });
    const first = await run(ensurePlan("https://eu.hooks.example.com/in"), eu);
    const second = await run(ensurePlan("https://us.hooks.example.com/in"), us);
    expect(first.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(second.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(eu.outputs.get("hook-webhook-id")).not.toBe(us.outputs.get("hook-webhook-id"));
  });

  it("two matrix entries with the same step id create two webhooks for their own URLs", async () => {
    const client = emu.client("admin");
    const identity = { ...newRun(), job: "deploy" };
    const reports = await Promise.all(
      ["a", "b"].map((entry) =>
        run(ensurePlan(`https://${entry}.hooks.example.com/in`), job(client, identity)),
      ),
    );
    for (const report of reports) expect(report.steps[0]).toMatchObject({ change: "created" });
  });

  it("two matrix entries creating the same webhook at the same moment get one webhook and the same secret", async () => {
    const client = emu.client("admin");
    const url = "https://same.hooks.example.com/in";
    // Both entries looked the URL up (and missed) before either creates.
    let creates = 0;
    let bothLookedUp: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      bothLookedUp = resolve;
    });
    const entryClient: Client = {
      ...client,
      createWebhook: async (...args) => {
        if (++creates === 2) bothLookedUp();
        await gate;
        return client.createWebhook(...args);
      },
    };
    const identity = { ...newRun(), job: "deploy" };
    const entries = [job(entryClient, identity), job(entryClient, identity)];
    const reports = await Promise.all(entries.map((entry) => run(ensurePlan(url), entry)));
    for (const report of reports)
      expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    const ids = entries.map((entry) => entry.outputs.get("hook-webhook-id"));
    expect(ids[1]).toBe(ids[0]);
    expect([...emu.state.webhooks.values()].filter((record) => record.url === url)).toHaveLength(1);
    const secrets = entries.map((entry) => entry.outputs.get("hook-secret"));
    expect(secrets[0]).toMatch(/^whsec_v2_/);
    expect(secrets[1]).toBe(secrets[0]);
  });

  it("two jobs with the same step id rotate the secrets of two different webhooks", async () => {
    const client = emu.client("admin");
    const ids = [
      await createHook(client, "https://one.hooks.example.com/in"),
      await createHook(client, "https://two.hooks.example.com/in"),
    ];
    const identity = newRun();
    for (const [index, id] of ids.entries()) {
      const report = await run(rotatePlan(id), job(client, { ...identity, job: `job-${index}` }));
      expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "rotated" });
      expect(generation(id)).toBe(2);
    }
  });

  it("two matrix entries rotating one webhook get one rotation and the same secret", async () => {
    const client = emu.client("admin");
    const id = await createHook(client, "https://matrix.hooks.example.com/in");
    // Both entries read the revision before either rotates (as when a matrix starts at once).
    let reads = 0;
    let bothRead: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      bothRead = resolve;
    });
    const entryClient: Client = {
      ...client,
      getWebhook: async (...args) => {
        const result = await client.getWebhook(...args);
        if (++reads === 2) bothRead();
        return result;
      },
      rotateWebhookSecret: async (...args) => {
        await gate;
        return client.rotateWebhookSecret(...args);
      },
    };
    const identity = { ...newRun(), job: "rotate" };
    const entries = [job(entryClient, identity), job(entryClient, identity)];
    const reports = await Promise.all(entries.map((entry) => run(rotatePlan(id), entry)));
    for (const report of reports) expect(report.steps[0]).toMatchObject({ status: "succeeded" });
    expect(generation(id)).toBe(2);
    const [secretA, secretB] = entries.map((entry) => entry.outputs.get("rotate-secret"));
    expect(secretA).toMatch(/^whsec_v2_/);
    expect(secretB).toBe(secretA);
    expect(entries.map((entry) => entry.outputs.get("rotate-replayed")).sort()).toEqual(["false", "true"]);
  });

  it("a matrix entry that reads the webhook after another entry rotated it does not rotate again, and says why", async () => {
    const client = emu.client("admin");
    const id = await createHook(client, "https://late.hooks.example.com/in");
    const identity = { ...newRun(), job: "rotate" };
    const early = job(client, identity);
    const late = job(client, identity);
    // In the Action's words: a re-run of the workflow, never a flag of svc.
    late.context.words = actionWords(true);
    expect((await run(rotatePlan(id), early)).ok).toBe(true);
    const report = await run(rotatePlan(id), late);
    expect(generation(id)).toBe(2);
    expect(report.steps[0]?.status).toBe("failed");
    const error = report.steps[0]?.error ?? "";
    expect(error).toContain(`the signing secret of webhook ${id} was already rotated in this run attempt`);
    expect(error).toContain("rotate anew with a new run attempt (re-run the workflow)");
    expect(error).not.toMatch(/new key|another key|change the key|--run-attempt/i);
    expect(late.outputs.get("rotate-secret")).toBeUndefined();
  });

  it("a re-run attempt rotates again", async () => {
    const client = emu.client("admin");
    const id = await createHook(client, "https://rerun.hooks.example.com/in");
    const identity = { ...newRun(), job: "rotate" };
    await run(rotatePlan(id), job(client, identity));
    const again = await run(rotatePlan(id), job(client, { ...identity, runAttempt: 2 }));
    expect(again.steps[0]).toMatchObject({ status: "succeeded", change: "rotated" });
    expect(generation(id)).toBe(3);
  });

  it("test deliveries: matrix entries of one job share one, another job sends its own", async () => {
    const client = emu.client("admin");
    const id = await createHook(client, "https://smoke.hooks.example.com/in");
    const smokePlan = `
steps:
  - id: smoke
    uses: test-delivery
    with: { webhook-id: ${id}, timeout: 1s }
`;
    const identity = newRun();
    const entries = [job(client, { ...identity, job: "smoke" }), job(client, { ...identity, job: "smoke" })];
    for (const entry of entries) await run(smokePlan, entry);
    const other = job(client, { ...identity, job: "verify" });
    await run(smokePlan, other);
    const [first, second] = entries.map((entry) => entry.outputs.get("smoke-delivery-id"));
    expect(first).toMatch(/\S/);
    expect(second).toBe(first);
    expect(entries[1]?.logs.join("\n")).toContain("(replayed receipt)");
    expect(other.outputs.get("smoke-delivery-id")).not.toBe(first);
    const tests = [...emu.state.deliveries.values()].filter(
      (record) => record.webhookId === id && record.test,
    );
    expect(tests).toHaveLength(2);
  });
});
