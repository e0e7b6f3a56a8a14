/**
 * The webhook operations, one module per kind: reads (list, get), writes that reveal no secret
 * (update, remove, test delivery) and the calls that reveal a signing secret (create, rotation).
 */
import type { Transport } from "../transport/index.js";
import { webhookReads } from "./webhook-reads.js";
import { webhookSecretOperations } from "./webhook-secrets.js";
import { webhookWrites } from "./webhook-writes.js";

export function webhookOperations(t: Transport) {
  return { ...webhookReads(t), ...webhookWrites(t), ...webhookSecretOperations(t) };
}
export type WebhookOperations = ReturnType<typeof webhookOperations>;
