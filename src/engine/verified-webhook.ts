/**
 * A webhook read by id right before a write, checked against the URL the step acts on
 * (docs/plan.md "A workspace that changes under the run"): the run's listing is read once, and
 * another party may have moved the webhook to another URL or removed it since. A write goes only
 * to a webhook that still has the step's URL.
 */
import type { Webhook } from "../schemas/index.js";
import { isGone } from "../transport/errors.js";
import { StepFailure } from "./errors.js";
import type { StepContext, WebhookState } from "./step-types.js";
import { normaliseUrl } from "./webhook-index.js";

export type Verified =
  | { kind: "at-url"; webhook: Webhook }
  /** The webhook exists but has another URL now: it is gone from the step's URL. */
  | { kind: "moved"; webhook: Webhook }
  | { kind: "gone" };

/** Whether two URLs name one destination (compared after URL normalisation). */
export const sameUrl = (a: string, b: string): boolean => normaliseUrl(a) === normaliseUrl(b);

/** Reads webhook `id` now and says whether it still has `url`; the run's index takes what it says. */
export async function verifyAtUrl(context: StepContext, id: string, url: string): Promise<Verified> {
  let webhook: Webhook;
  try {
    webhook = (await context.client.getWebhook(id, { signal: context.signal })).data;
  } catch (error) {
    if (!isGone(error)) throw error;
    context.webhooks.remove(id);
    return { kind: "gone" };
  }
  if (sameUrl(webhook.attributes.url, url)) {
    context.webhooks.put(webhook, url);
    return { kind: "at-url", webhook };
  }
  context.webhooks.put(webhook);
  context.logger.info(
    `webhook ${id} has the url ${webhook.attributes.url} now, no longer ${url} (changed since the run's listing was read)`,
  );
  return { kind: "moved", webhook };
}

/**
 * The webhook a `webhook:` reference names, read now: it must still have the URL the referenced
 * step ensured, else the step fails naming the move (it never writes another party's webhook).
 * "gone" when it was removed (the caller decides what that means); undefined when there is no URL
 * to compare (a `webhook-id`, or a reference whose step yielded none).
 */
export async function verifyReferenced(
  context: StepContext,
  target: WebhookState & { id: string },
  reference: string | undefined,
): Promise<Webhook | "gone" | undefined> {
  if (reference === undefined || target.url === undefined) return undefined;
  const verified = await verifyAtUrl(context, target.id, target.url);
  if (verified.kind === "at-url") return verified.webhook;
  if (verified.kind === "gone") return "gone";
  throw new StepFailure(
    `webhook ${target.id}, which step "${reference}" ensured for ${target.url}, has the url ${verified.webhook.attributes.url} now: another party moved it during the run, so this step did not act on it; re-run the plan to act on the webhook ${target.url} has now`,
  );
}
