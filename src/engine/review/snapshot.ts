import type { Webhook } from "../../schemas/index.js";

/**
 * A webhook as a reviewer compares it before and after a step (never its secret or revision):
 * `id` is null for a webhook plan mode would only create; the other fields are absent where the
 * step does not know them (a removal by id reads nothing in apply mode).
 */
export interface WebhookSnapshot {
  id: string | null;
  url?: string;
  actions?: string[];
  disabled?: boolean;
}

/** What a step did to a webhook: `before` null for a create, `after` null for a removal. */
export interface WebhookChange {
  before?: WebhookSnapshot | null;
  after?: WebhookSnapshot | null;
}

export function snapshotOf(webhook: Webhook): WebhookSnapshot {
  const { url, actions, disabled } = webhook.attributes;
  return { id: webhook.id, url, actions: [...actions], disabled };
}
