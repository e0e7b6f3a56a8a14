/**
 * The reveal-once flow of `svc webhooks create` and `svc webhooks rotate-secret`: the destination is
 * opened before the keyed POST, the issued secret goes there and nowhere else, and with
 * --secret-file a receipt without the secret is rendered (with --secret-stdout, stdout holds only
 * the secret). An unknown outcome or a failed write names the key that replays the same answer.
 */
import type { HandlerContext } from "../handler-context.js";
import { idempotencyKeyFor, replayable } from "./replayable.js";
import { type RevealChoice, withReveal } from "./reveal.js";

/** The parts of the service's answer (a created webhook, a rotation) that this flow reads. */
export interface RevealedWebhook {
  data: { id: string; type: string; attributes: { signingSecret: string; revision: string } };
}

export interface RevealOnce<R extends RevealedWebhook> {
  choice: RevealChoice;
  /** --idempotency-key; undefined for a fresh key. */
  idempotencyKey: string | undefined;
  /** What the service may have done when the outcome is unknown, e.g. "created the webhook". */
  what: string;
  /** What the replaying command must repeat besides the key, e.g. "the same --data". */
  same: string;
  call: (idempotencyKey: string) => Promise<R>;
  /** Receipt fields beside destination, id, path, revision and type (e.g. `replayed`). */
  receipt?: (response: R) => Record<string, unknown>;
}

export async function revealOnce<R extends RevealedWebhook>(
  ctx: HandlerContext,
  flow: RevealOnce<R>,
): Promise<void> {
  const idempotencyKey = idempotencyKeyFor(flow.idempotencyKey);
  const response = await withReveal(
    ctx,
    flow.choice,
    () => replayable(idempotencyKey, flow.what, () => flow.call(idempotencyKey)),
    (result) => result.data.attributes.signingSecret,
    (result) => ({ webhookId: result.data.id, idempotencyKey, same: flow.same }),
  );
  if (flow.choice.kind !== "file") return; // --secret-stdout: only the secret, no receipt
  const { id, type, attributes } = response.data;
  await ctx.renderResource({
    destination: "file",
    id,
    path: flow.choice.path,
    ...flow.receipt?.(response),
    revision: attributes.revision,
    type,
  });
}
