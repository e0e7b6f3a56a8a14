import diagnostics from "node:diagnostics_channel";
import { request } from "undici";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/index.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";

const CONCURRENCY = 4;
let receiver: Receiver;
let emulator: RunningEmulator;

beforeAll(async () => {
  receiver = await startReceiver();
  emulator = await startEmulator({
    allowLoopbackWebhooks: true,
    webhookCa: receiver.ca,
    deliveryConcurrency: CONCURRENCY,
  });
});
afterAll(async () => {
  await emulator.stop();
  await receiver.close();
});

test("the delivery agent opens no more connections to a receiver than the pipeline's concurrency", async () => {
  const admin = emulator.credentials[0];
  if (!admin) throw new Error("no seeded credential");
  const created = await request(`${emulator.baseUrl}/webhooks`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${admin.token}`,
      "content-type": "application/json",
      "idempotency-key": "connections",
    },
    body: JSON.stringify({ url: receiver.url, actions: ["task_created"] }),
  });
  const hook = (await created.body.json()) as { data: { attributes: { signingSecret: string } } };
  receiver.setSecrets([hook.data.attributes.signingSecret]);
  const port = new URL(receiver.url).port;
  let connections = 0;
  const onConnected = (message: unknown) => {
    const params = (message as { connectParams?: { port?: string } }).connectParams;
    if (params?.port === port) connections += 1;
  };
  diagnostics.subscribe("undici:client:connected", onConnected);
  try {
    // Several rounds, each a burst far above the concurrency: every finished attempt hands its slot
    // to the next one at once, which is when an agent with a higher cap opened another connection.
    for (let round = 1; round <= 4; round += 1) {
      for (let index = 0; index < 100; index += 1) {
        emulator.deliveries.publish({
          workspaceId: admin.workspaceId,
          event: "task_created",
          collection: "cards",
          item: { _id: `${round}-${index}`, name: `Task ${index}` },
        });
      }
      await receiver.waitForCount(round * 100);
    }
  } finally {
    diagnostics.unsubscribe("undici:client:connected", onConnected);
  }
  expect(receiver.deliveries.every((delivery) => delivery.verified)).toBe(true);
  expect(connections).toBeGreaterThan(0);
  expect(connections).toBeLessThanOrEqual(CONCURRENCY);
});
