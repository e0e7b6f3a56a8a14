import type { WebhookCreate } from "../../../schemas/index.js";
import { openClient } from "../../api.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { checkCreateKeys, readDataObject, renameBodyError } from "../../input/data.js";
import { renderResource } from "../../output/render.js";
import { idempotencyKeyFor, replayable } from "../../secrets/replayable.js";
import { chooseReveal, type RevealFlags, withReveal } from "../../secrets/reveal.js";

export interface CreateFlags extends RevealFlags {
  data: string;
  idempotencyKey?: string | undefined;
}

export async function createWebhook(
  ctx: CliContext,
  globals: GlobalOptions,
  flags: CreateFlags,
): Promise<void> {
  const choice = chooseReveal(ctx, flags);
  const body = checkCreateKeys(await readDataObject(ctx, flags.data)) as WebhookCreate;
  const client = await openClient(ctx, globals);
  const idempotencyKey = idempotencyKeyFor(flags.idempotencyKey);
  const response = await withReveal(
    ctx,
    choice,
    () =>
      replayable(idempotencyKey, "created the webhook", () =>
        client.createWebhook(body, { idempotencyKey, signal: ctx.signal }),
      ).catch((error: unknown) => Promise.reject(renameBodyError(error))),
    (result) => result.data.attributes.signingSecret,
    (result) => ({ webhookId: result.data.id, idempotencyKey, same: "the same --data" }),
  );
  if (choice.kind !== "file") return; // --secret-stdout: only the secret, no receipt
  const { id, type, attributes } = response.data;
  await renderResource(ctx, globals.output, {
    destination: "file",
    id,
    path: choice.path,
    revision: attributes.revision,
    type,
  });
}
