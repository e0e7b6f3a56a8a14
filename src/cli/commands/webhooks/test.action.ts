import { openClient } from "../../api.js";
import type { CliContext } from "../../context.js";
import type { GlobalOptions } from "../../global-options.js";
import { renderReceipt } from "../../output/render.js";

export async function testWebhook(
  ctx: CliContext,
  globals: GlobalOptions,
  id: string,
  flags: { idempotencyKey?: string | undefined },
): Promise<void> {
  const client = await openClient(ctx, globals);
  const response = await client.testWebhookDelivery(id, {
    idempotencyKey: flags.idempotencyKey,
    signal: ctx.signal,
  });
  await renderReceipt(ctx, globals.output, response.data);
}
