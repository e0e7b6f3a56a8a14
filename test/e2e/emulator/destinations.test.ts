/**
 * Deliveries never go anywhere the configuration does not allow: a public-looking host name that
 * resolves to loopback (DNS rebinding) is refused at connect time unless loopback is allowed.
 */
import { lookup as dnsLookup, type LookupAllOptions } from "node:dns";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LookupFunction } from "../../../src/emulator/delivery/guarded-lookup.js";
import { startTestEmulator } from "../../support/emulator.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";

const REBOUND = "hooks.rebind.example";

/** Resolves REBOUND to 127.0.0.1, as a hostile or misconfigured DNS would; other names as usual. */
const rebindingLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== REBOUND) {
    (dnsLookup as unknown as LookupFunction)(hostname, options, callback);
    return;
  }
  if ((options as LookupAllOptions).all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

async function deliverThroughRebinding(allowLoopbackWebhooks: boolean) {
  const emu = await startTestEmulator({
    allowLoopbackWebhooks,
    webhookCa: receiver.ca,
    dnsLookup: rebindingLookup,
    retrySchedule: [0],
  });
  try {
    const client = emu.client("admin");
    const url = `https://${REBOUND}:${new URL(receiver.url).port}/hooks`;
    const created = await client.createWebhook({ url, actions: ["task_created"] });
    const { deliveries } = await emu.control.emit({
      workspaceId: emu.credential("admin").workspaceId,
      event: "task_created",
    });
    const id = deliveries.find((delivery) => delivery.webhookId === created.data.id)?.id ?? "";
    await emu.waitForDelivery((record) => record.id === id && ["succeeded", "failed"].includes(record.state));
    return (await client.getWebhookDelivery(id)).data.attributes;
  } finally {
    await emu.stop();
  }
}

describe("delivery destinations", () => {
  test("a name resolving to loopback is delivered when loopback is allowed (control)", async () => {
    const before = receiver.deliveries.length;
    const delivery = await deliverThroughRebinding(true);
    expect(delivery.state).toBe("succeeded");
    expect(receiver.deliveries.length).toBe(before + 1);
  });

  test("a name resolving to loopback is refused at connect time otherwise", async () => {
    const before = receiver.deliveries.length;
    const delivery = await deliverThroughRebinding(false);
    expect(delivery.state).toBe("failed");
    expect(delivery.attempts.map((attempt) => attempt.transportCode)).toEqual([
      "blocked_destination",
      "blocked_destination",
    ]);
    expect(receiver.deliveries.length).toBe(before);
  });
});
