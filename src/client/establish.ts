import type { Webhook, WebhookUpdate } from "../schemas/index.js";
import { webhookUpdate } from "../schemas/index.js";
import { isGone } from "../transport/index.js";
import { checkInput } from "./input.js";
import type { ApiResponse, RequestOptions } from "./types.js";
import type { WebhookOperations } from "./webhooks.js";

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((item) => left.has(item));
};

/** Whether the webhook now carries every field of `body` (actions compared as a set). */
export function updateApplied(webhook: Webhook, body: WebhookUpdate): boolean {
  const current = webhook.attributes;
  if (body.actions !== undefined && !sameSet(current.actions, body.actions)) return false;
  if (body.disabled !== undefined && current.disabled !== body.disabled) return false;
  if (body.url !== undefined && current.url !== body.url) return false;
  return true;
}

/**
 * PATCH and DELETE are never retried; after an ambiguous failure (`outcomeUnknown`) these read the
 * webhook to establish what happened, so the caller can decide instead of blindly repeating.
 */
export function establishOperations(webhooks: Pick<WebhookOperations, "getWebhook">) {
  return {
    async establishWebhookRemoval(id: string, o: RequestOptions = {}): Promise<"removed" | "present"> {
      try {
        await webhooks.getWebhook(id, o);
        return "present";
      } catch (error) {
        if (isGone(error)) return "removed";
        throw error;
      }
    },

    async establishWebhookUpdate(
      id: string,
      body: WebhookUpdate,
      o: RequestOptions = {},
    ): Promise<{ applied: boolean; webhook: ApiResponse<Webhook> }> {
      const wanted = checkInput(webhookUpdate, body, "establishWebhookUpdate body");
      const webhook = await webhooks.getWebhook(id, o);
      return { applied: updateApplied(webhook.data, wanted), webhook };
    },
  };
}
export type EstablishOperations = ReturnType<typeof establishOperations>;
