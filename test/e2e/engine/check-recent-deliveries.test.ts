import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../../src/client/index.js";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/index.js";
import { type EngineContext, parsePlan, runPlan, systemClock } from "../../../src/engine/index.js";
import { seedDeliveries } from "../../support/deliveries.js";

// check-recent-deliveries against the emulator over HTTP: the requests it makes depend on the
// failures, not on the size of the history (a naive scan of this one takes 101 pages of 200).
const SUCCEEDED = 20_000;
const FAILED = 10;

let emulator: RunningEmulator;
let webhookId: string;

beforeAll(async () => {
  emulator = await startEmulator({ maxDeliveriesPerCredential: SUCCEEDED + FAILED + 10 });
  const token = emulator.credentials[0]?.token ?? "";
  const created = await createClient({ token, baseUrl: emulator.baseUrl }).createWebhook(
    { url: "https://hooks.example.com/history", actions: ["task_created", "task_updated"] },
    { idempotencyKey: "history-hook" },
  );
  webhookId = created.data.id;
  const owner = emulator.credentials[0];
  if (!owner) throw new Error("no seeded credential");
  seedDeliveries(emulator, owner, SUCCEEDED, webhookId, {
    failed: FAILED,
    events: ["task_created", "task_updated"],
  });
});
afterAll(() => emulator.stop());

/** Runs one check-recent-deliveries step; returns its failure count and the requests made. */
async function check(extra: string) {
  const requests: string[] = [];
  const client = createClient({
    token: emulator.credentials[0]?.token ?? "",
    baseUrl: emulator.baseUrl,
    logger: { debug: (line) => void (/^svc-ci http (\S+ \S+) /.exec(line)?.[1] && requests.push(line)) },
  });
  const quiet = () => {};
  const context: EngineContext = {
    client,
    run: { repository: "acme/app", runId: "1", runAttempt: 1 },
    mode: "apply",
    outputs: { set: quiet },
    secrets: { mask: quiet },
    logger: { info: quiet, warning: quiet, debug: quiet, group: (_name, fn) => fn() },
    clock: systemClock,
  };
  const plan = parsePlan(
    `steps:\n  - id: health\n    uses: check-recent-deliveries\n    with: { webhook-id: ${webhookId}, max-failures: 100${extra} }\n`,
  ).plan;
  const report = await runPlan(plan, context);
  return { failures: report.steps[0]?.outputs.failures, requests };
}

describe(`check-recent-deliveries over ${SUCCEEDED} succeeded and ${FAILED} failed deliveries`, () => {
  it("makes one request by default", async () => {
    expect(await check("")).toMatchObject({
      failures: FAILED,
      requests: [expect.stringMatching(/^svc-ci http GET \/v1\/webhook-deliveries\?\S*state=/)],
    });
  });

  it("makes one request with several events (filtered locally) and with one event (filtered by the server)", async () => {
    const both = await check(", events: [task_created, task_updated]");
    expect(both.failures).toBe(FAILED);
    expect(both.requests).toHaveLength(1);
    const one = await check(", events: [task_updated]");
    expect(one.failures).toBe(FAILED / 2);
    expect(one.requests).toEqual([
      expect.stringMatching(/^svc-ci http GET \/v1\/webhook-deliveries\?\S*event/),
    ]);
  });

  it("makes one request per state", async () => {
    const result = await check(", states: [failed, retrying, skipped], events: [task_created, task_updated]");
    expect(result.failures).toBe(FAILED);
    expect(result.requests).toHaveLength(3);
  });
});
