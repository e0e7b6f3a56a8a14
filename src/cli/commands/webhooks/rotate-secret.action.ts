import { openClient } from "../../api.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { confirmDestructive } from "../../interact/confirm-destructive.js";
import { renderResource } from "../../output/render.js";
import { idempotencyKeyFor, replayable } from "../../secrets/replayable.js";
import { chooseReveal, type RevealFlags, withReveal } from "../../secrets/reveal.js";

export interface RotateFlags extends RevealFlags {
  ifMatch: string;
  idempotencyKey?: string | undefined;
  yes?: true | undefined;
}

/** Destination flags, then the confirmation, then the credential. */
export async function rotateSecret(
  ctx: CliContext,
  globals: GlobalOptions,
  id: string,
  flags: RotateFlags,
): Promise<void> {
  const choice = chooseReveal(ctx, flags);
  await confirmDestructive(ctx, flags.yes, {
    question: `Rotate the signing secret for webhook ${id}?`,
    action: `rotating the signing secret of webhook ${id}`,
  });
  const client = await openClient(ctx, globals);
  const idempotencyKey = idempotencyKeyFor(flags.idempotencyKey);
  const response = await withReveal(
    ctx,
    choice,
    () =>
      replayable(idempotencyKey, "rotated the secret (with the same --if-match)", () =>
        client.rotateWebhookSecret(id, { ifMatch: flags.ifMatch, idempotencyKey, signal: ctx.signal }),
      ),
    (result) => result.data.attributes.signingSecret,
    (result) => ({ webhookId: result.data.id, idempotencyKey, same: "the same --if-match" }),
  );
  if (choice.kind !== "file") return;
  const { type, attributes } = response.data;
  await renderResource(ctx, globals.output, {
    destination: "file",
    id: response.data.id,
    path: choice.path,
    replayed: attributes.replayed,
    revision: attributes.revision,
    type,
  });
}
