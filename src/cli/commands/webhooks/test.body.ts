import type { HandlerContext } from "../../handler-context.js";
import { replayCommand } from "../../secrets/replay-command.js";
import { idempotencyKeyFor, replayable } from "../../secrets/replayable.js";

export async function testWebhook(
  ctx: HandlerContext,
  id: string,
  flags: { idempotencyKey?: string | undefined },
): Promise<void> {
  const client = await ctx.client();
  const idempotencyKey = idempotencyKeyFor(flags.idempotencyKey);
  const command = replayCommand(ctx.globals, ["webhooks", "test", id], idempotencyKey);
  const replay = { key: idempotencyKey, what: "queued the test delivery", command };
  const response = await replayable(replay, () =>
    client.testWebhookDelivery(id, { idempotencyKey, signal: ctx.signal }),
  );
  await ctx.renderResource(response.data);
}
