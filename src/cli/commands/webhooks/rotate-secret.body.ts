import type { HandlerContext } from "../../handler-context.js";
import { chooseReveal, type RevealFlags } from "../../secrets/reveal.js";
import { revealOnce } from "../../secrets/reveal-once.js";

export interface RotateFlags extends RevealFlags {
  ifMatch: string;
  idempotencyKey?: string | undefined;
  yes?: true | undefined;
}

/** Destination flags, then the confirmation, then the credential. */
export async function rotateSecret(ctx: HandlerContext, id: string, flags: RotateFlags): Promise<void> {
  const choice = chooseReveal(ctx, flags);
  await ctx.confirmDestructive(flags.yes, {
    question: `Rotate the signing secret for webhook ${id}?`,
    action: `rotating the signing secret of webhook ${id}`,
  });
  await revealOnce(ctx, choice, flags.idempotencyKey, {
    what: "rotated the secret (with the same --if-match)",
    same: "the same --if-match",
    call: (client, idempotencyKey) =>
      client.rotateWebhookSecret(id, { ifMatch: flags.ifMatch, idempotencyKey, signal: ctx.signal }),
    receipt: (response) => ({ replayed: response.data.attributes.replayed }),
  });
}
