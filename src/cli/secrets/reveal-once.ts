/**
 * The reveal-once flow of `svc webhooks create` and `svc webhooks rotate-secret`: the destination is
 * opened before the keyed POST, the issued secret goes there and nowhere else, and with
 * --secret-file a receipt without the secret is rendered (with --secret-stdout, stdout holds only
 * the secret). An unknown outcome or a failed write names the key that replays the same answer.
 */
import type { Client } from "../../client/index.js";
import type { HandlerContext } from "../handler-context.js";
import { idempotencyKeyFor, replayable } from "./replayable.js";
import { type RevealChoice, withReveal } from "./reveal.js";

/** The parts of the service's answer (a created webhook, a rotation) that this flow reads. */
export interface RevealedWebhook {
  data: { id: string; type: string; attributes: { signingSecret: string; revision: string } };
}

export interface RevealOnce<R extends RevealedWebhook> {
  /** What the service may have done when the outcome is unknown, e.g. "created the webhook". */
  what: string;
  /** What the replaying command must repeat besides the key, e.g. "the same --data". */
  same: string;
  call: (client: Client, idempotencyKey: string) => Promise<R>;
  /** Receipt fields beside destination, id, path, revision and type (e.g. `replayed`). */
  receipt?: (response: R) => Record<string, unknown>;
}

/** `choice` was checked first (chooseReveal); `givenKey` is --idempotency-key, else a fresh key. */
export async function revealOnce<R extends RevealedWebhook>(
  ctx: HandlerContext,
  choice: RevealChoice,
  givenKey: string | undefined,
  flow: RevealOnce<R>,
): Promise<void> {
  const client = await ctx.client();
  const idempotencyKey = idempotencyKeyFor(givenKey);
  const response = await withReveal(
    ctx,
    choice,
    () => replayable(idempotencyKey, flow.what, () => flow.call(client, idempotencyKey)),
    (result) => result.data.attributes.signingSecret,
    (result) => ({ webhookId: result.data.id, idempotencyKey, same: flow.same }),
  );
  if (choice.kind !== "file") return; // --secret-stdout: only the secret, no receipt
  const { id, type, attributes } = response.data;
  await ctx.renderResource({
    destination: "file",
    id,
    path: choice.path,
    ...flow.receipt?.(response),
    revision: attributes.revision,
    type,
  });
}
