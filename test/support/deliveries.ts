/**
 * Fills an in-process emulator with finished delivery records for one credential, straight into
 * its state (the HTTP API has no bulk import; sending 100,000 real deliveries would take minutes).
 * Start the emulator with `maxDeliveriesPerCredential` at least `count`.
 */
import type { RunningEmulator } from "../../src/emulator/index.js";

export function seedDeliveries(
  emulator: RunningEmulator,
  credential: { credentialId: string; workspaceId: string },
  count: number,
  webhookId = "whk_seeded000000000000000",
): void {
  const { state } = emulator;
  const { credentialId, workspaceId } = credential;
  const now = state.clock.now();
  for (let index = 0; index < count; index += 1) {
    const at = now - (count - index) * 1000;
    const iso = state.clock.iso(at);
    const id = `dlv_seed${index.toString(16).padStart(16, "0")}`;
    state.addDelivery({
      id,
      seq: state.nextSeq(),
      webhookId,
      workspaceId,
      ownerCredentialId: credentialId,
      event: "task_created",
      collection: "tasks",
      resourceId: `task${index}`,
      test: false,
      state: "succeeded",
      attempts: [
        {
          attempt: 1,
          state: "succeeded",
          startedAt: iso,
          finishedAt: iso,
          statusCode: 204,
          errorCode: null,
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
