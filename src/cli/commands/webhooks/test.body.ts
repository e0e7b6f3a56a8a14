import type { HandlerContext } from "../../handler-context.js";
import { idempotencyKeyFor, replayable } from "../../secrets/replayable.js";

export async function testWebhook(
  ctx: HandlerContext,
  id: string,
  flags: { idempotencyKey?: string | undefined },
): Promise<void> {
  const client = await ctx.client();
  const idempotencyKey = idempotencyKeyFor(flags.idempotencyKey);
  const response = await replayable(idempotencyKey, "queued the test delivery", () =>
    client.testWebhookDelivery(id, { idempotencyKey, signal: ctx.signal }),
  );
  await ctx.renderResource(response.data);
}
