import { resolve } from "node:path";
import type { WebhookCreate } from "../../../schemas/index.js";
import type { HandlerContext } from "../../handler-context.js";
import { checkCreateKeys, readDataObject, renameBodyError } from "../../input/data.js";
import { chooseReveal, type RevealFlags } from "../../secrets/reveal.js";
import { revealOnce } from "../../secrets/reveal-once.js";

export interface CreateFlags extends RevealFlags {
  data: string;
  idempotencyKey?: string | undefined;
}

export async function createWebhook(ctx: HandlerContext, flags: CreateFlags): Promise<void> {
  const choice = chooseReveal(ctx, flags);
  const body = checkCreateKeys(await readDataObject(ctx, flags.data)) as WebhookCreate;
  // The replay sends the same body: the same file, else the JSON read from stdin or given inline.
  const data = flags.data.startsWith("@")
    ? `@${resolve(ctx.cwd, flags.data.slice(1))}`
    : JSON.stringify(body);
  await revealOnce(ctx, choice, flags.idempotencyKey, {
    what: "created the webhook",
    words: ["webhooks", "create", "--data", data],
    call: (client, idempotencyKey) =>
      client
        .createWebhook(body, { idempotencyKey, tolerateDeviations: true, signal: ctx.signal })
        .catch((error: unknown) => Promise.reject(renameBodyError(error))),
  });
}
