import { afterEach, beforeEach, expect, test } from "vitest";
import { DeliveryPipeline } from "../../../src/emulator/delivery/pipeline.js";
import type { DeliverySender, SendResult } from "../../../src/emulator/delivery/sender.js";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/index.js";
import { resolveOptions } from "../../../src/emulator/options.js";
import type { DeliveryRecord } from "../../../src/emulator/state/model.js";
import { createWebhookRecord } from "../../../src/emulator/state/webhooks.js";

/** A sender that holds every attempt until the test answers it, in the order attempts were sent. */
class HeldSender {
  readonly sent: { id: string; answer: (result: SendResult) => void }[] = [];
  #arrived: () => void = () => undefined;

  send(_url: string, _body: string, headers: Record<string, string>): Promise<SendResult> {
    return new Promise((answer) => {
      this.sent.push({ id: headers["x-teamgrid-webhook-id"] ?? "", answer });
      this.#arrived();
    });
  }

  /** Resolves once `count` attempts have been sent in all. */
  arrivals(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.#arrived = () => {
        if (this.sent.length >= count) resolve();
      };
      this.#arrived();
    });
  }
}

let emulator: RunningEmulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(async () => {
  await emulator.stop();
});

function pipeline(concurrency: number): {
  pipeline: DeliveryPipeline;
  sender: HeldSender;
  publish: () => DeliveryRecord;
} {
  const admin = emulator.credentials[0];
  if (!admin) throw new Error("no seeded credential");
  createWebhookRecord(emulator.state, {
    workspaceId: admin.workspaceId,
    ownerCredentialId: emulator.state.credentials.values().next().value?.id ?? "",
    url: "https://hooks.example.com/in",
    actions: ["task_created"],
  });
  const sender = new HeldSender();
  const options = { ...resolveOptions({}), deliveryConcurrency: concurrency };
  const created = new DeliveryPipeline(emulator.state, sender as unknown as DeliverySender, options);
  let index = 0;
  const publish = () => {
    index += 1;
    const item = { _id: index.toString(16).padStart(24, "0") };
    const [record] = created.publish({
      workspaceId: admin.workspaceId,
      event: "task_created",
      collection: "cards",
      item,
    });
    if (!record) throw new Error("nothing published");
    return record;
  };
  return { pipeline: created, sender, publish };
}

test("deliveries beyond the concurrency wait, and each freed slot goes to the oldest waiting one", async () => {
  const { pipeline: delivery, sender, publish } = pipeline(2);
  // More than the queue keeps before it drops its taken part, so that step is crossed too.
  const records = Array.from({ length: 2_600 }, publish);
  expect(records.every((record) => record.state === "delivering")).toBe(true);
  let succeeded = 0;
  const allSucceeded = new Promise<void>((resolve) =>
    delivery.on("change", (record) => {
      if (record.state === "succeeded" && ++succeeded === records.length) resolve();
    }),
  );
  await sender.arrivals(2);
  expect(sender.sent).toHaveLength(2);
  for (let answered = 0; answered < records.length; answered += 1) {
    (sender.sent[answered] as { answer: (result: SendResult) => void }).answer({ statusCode: 204 });
    if (answered + 2 < records.length) await sender.arrivals(answered + 3);
  }
  await allSucceeded;
  expect(sender.sent.map((attempt) => attempt.id)).toEqual(records.map((record) => record.id));
  await delivery.stop();
});

test("stop waits for the attempts in flight, drops the waiting ones, and every caller of stop returns", async () => {
  const { pipeline: delivery, sender, publish } = pipeline(1);
  const first = publish();
  const waiting = publish();
  await sender.arrivals(1);
  let stopped = 0;
  const stops = [delivery.stop(), delivery.stop()].map((stop) => stop.then(() => (stopped += 1)));
  await Promise.resolve();
  expect(stopped).toBe(0);
  sender.sent[0]?.answer({ statusCode: 204 });
  await Promise.all(stops);
  expect(stopped).toBe(2);
  expect(sender.sent).toHaveLength(1);
  expect(first.state).toBe("delivering");
  expect(waiting.state).toBe("delivering");
  await delivery.stop();
});
