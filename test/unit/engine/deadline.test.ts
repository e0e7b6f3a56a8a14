import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { harness, run } from "./fixtures.js";

// A step's `timeout` bounds the whole step, requests in flight included: the emulator answers one
// request after 15 s, and a step with `timeout: 1s` must end after about 1 s, naming its deadline.

const slowMs = 15_000;
let emu: TestEmulator;
let webhookId: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  const created = await emu.client("admin").createWebhook({
    url: "https://deadline.hooks.example.com/in",
    actions: ["task_created"],
  });
  webhookId = created.data.id;
});
afterEach(async () => {
  await emu.control.clearFaults();
});
afterAll(async () => {
  await emu?.stop();
});

const smokePlan = (timeout: string) => `
steps:
  - id: smoke
    uses: test-delivery
    with: { webhook-id: ${webhookId}, timeout: ${timeout} }
`;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

describe("test-delivery timeout", () => {
  it("cuts a slow delivery read short at the step's deadline and reports it with the outputs", async () => {
    await emu.control.addFault({
      kind: "delay",
      delayMs: slowMs,
      method: "GET",
      pathPrefix: "/v1/webhook-deliveries",
    });
    const h = harness({ client: emu.client("admin") });
    const { value: report, ms } = await timed(() => run(smokePlan("1s"), h));
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
    expect(report.steps[0]).toMatchObject({ status: "failed", change: "timed-out" });
    expect(report.steps[0]?.error).toMatch(
      /^test delivery \S+ still unknown when the step's timeout: 1s was reached/,
    );
    expect(h.outputs.get("smoke-timed-out")).toBe("true");
  });

  it("names the step's deadline, not the request timeout, when the queueing request is cut short", async () => {
    await emu.control.addFault({
      kind: "delay",
      delayMs: slowMs,
      method: "POST",
      pathPrefix: "/v1/webhooks",
    });
    const h = harness({ client: emu.client("admin") });
    const { value: report, ms } = await timed(() => run(smokePlan("1s"), h));
    expect(ms).toBeLessThan(3_000);
    expect(report.steps[0]?.status).toBe("failed");
    expect(report.steps[0]?.error).toBe(
      `POST /v1/webhooks/${webhookId}/test-delivery was aborted: the step's timeout: 1s was reached (request_aborted); the change may or may not have been applied`,
    );
  });

  it("names the request timeout when a request runs out of its own time first", async () => {
    await emu.control.addFault({
      kind: "delay",
      delayMs: slowMs,
      count: 3,
      method: "POST",
      pathPrefix: "/v1/webhooks",
    });
    const client = emu.client("admin", { timeoutMs: 100, retries: 0 });
    const report = await run(smokePlan("10s"), harness({ client }));
    expect(report.steps[0]?.error).toContain("timed out after 100 ms (the request timeout, per attempt)");
  });
});
