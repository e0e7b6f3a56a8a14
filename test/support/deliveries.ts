/**
 * Fills an in-process emulator with finished delivery records for one credential, straight into
 * its state (the HTTP API has no bulk import; sending 100,000 real deliveries would take minutes,
 * and would measure the delivery pipeline rather than a reader of the history).
 * Start the emulator with `maxDeliveriesPerCredential` at least the number of records.
 */
import type { RunningEmulator } from "../../src/emulator/index.js";

export interface HistoryOptions {
  /** Deliveries that failed (HTTP 500), spread evenly through the history; default none. */
  failed?: number;
  /** Event names, used in turn; default task_created. */
  events?: string[];
  webhookId?: string;
}

/** `count` succeeded deliveries (plus `failed` failed ones), one a second up to now, newest last. */
export function seedDeliveries(
  emulator: RunningEmulator,
  credential: { credentialId: string; workspaceId: string },
  count: number,
  webhookId = "whk_seeded000000000000000",
  options: Omit<HistoryOptions, "webhookId"> = {},
): void {
  const { state } = emulator;
  const { credentialId, workspaceId } = credential;
  const events = options.events ?? ["task_created"];
  const total = count + (options.failed ?? 0);
  const failedEvery = options.failed ? Math.floor(total / options.failed) : Number.POSITIVE_INFINITY;
  const now = state.clock.now();
  for (let index = 0; index < total; index += 1) {
    const at = now - (total - index) * 1000;
    const iso = state.clock.iso(at);
    const failed = index % failedEvery === failedEvery - 1;
    const id = `dlv_seed${index.toString(16).padStart(16, "0")}`;
    state.addDelivery({
      id,
      seq: state.nextSeq(),
      webhookId,
      workspaceId,
      ownerCredentialId: credentialId,
      event: events[index % events.length] as string,
      collection: "tasks",
      resourceId: `task${index}`,
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
    });
  }
}
