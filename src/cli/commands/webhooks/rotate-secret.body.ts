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
    what: `rotated the signing secret of webhook ${id}`,
    // The same --if-match: the replay of a rotation is the same request, key and revision.
    words: ["webhooks", "rotate-secret", id, "--if-match", flags.ifMatch],
    // Confirmed already: the replay returns this rotation's answer and rotates nothing.
    trailing: ["--yes"],
    call: (client, idempotencyKey) =>
      client.rotateWebhookSecret(id, {
        ifMatch: flags.ifMatch,
        idempotencyKey,
        tolerateDeviations: true,
        signal: ctx.signal,
      }),
    receipt: (response) => ({ replayed: response.transport.idempotencyReplayed === true }),
  });
}
