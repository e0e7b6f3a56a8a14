import type { RunningEmulator } from "../../src/emulator/index.js";
import type { DeliveryRecord } from "../../src/emulator/state/model.js";

export interface HistoryOptions {
  webhookId: string;
  succeeded: number;
  failed: number;
  /** Event names, used in turn; default task_created and task_updated. */
  events?: string[];
  /** How far back the oldest delivery is; default 1 hour. */
  spanMs?: number;
}

/**
 * A finished delivery history for the first seeded credential: `succeeded` deliveries with `failed`
 * ones spread evenly through them, newest last. Written straight into the emulator's store:
 * publishing 100,000 events would measure the delivery pipeline, not a reader of the history.
 * The emulator must keep that many (`maxDeliveriesPerCredential`).
 */
export function seedDeliveryHistory(emulator: RunningEmulator, options: HistoryOptions): void {
  const owner = emulator.credentials[0];
  if (!owner) throw new Error("no seeded credential");
  const events = options.events ?? ["task_created", "task_updated"];
  const total = options.succeeded + options.failed;
  const span = options.spanMs ?? 3_600_000;
  const failedEvery = options.failed > 0 ? Math.floor(total / options.failed) : Number.POSITIVE_INFINITY;
  const now = Date.now();
  for (let index = 0; index < total; index += 1) {
    const at = now - span + Math.floor((index * (span - 60_000)) / total);
    const failed = index % failedEvery === failedEvery - 1;
    const iso = new Date(at).toISOString();
    const record: DeliveryRecord = {
      id: `dlv_${index.toString(16).padStart(24, "0")}`,
      seq: emulator.state.nextSeq(),
      webhookId: options.webhookId,
      workspaceId: owner.workspaceId,
      ownerCredentialId: owner.credentialId,
      event: events[index % events.length] as string,
      collection: "cards",
      resourceId: null,
      test: false,
      state: failed ? "failed" : "succeeded",
      attempts: [
        {
          attempt: 1,
          state: failed ? "failed" : "succeeded",
          startedAt: iso,
          finishedAt: iso,
          statusCode: failed ? 500 : 204,
          errorCode: failed ? "http_error" : null,
          transportCode: null,
        },
      ],
      createdAt: at,
      updatedAt: at,
      completedAt: at,
      body: null,
    };
    emulator.state.addDelivery(record);
  }
}
