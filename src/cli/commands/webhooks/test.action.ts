import { openClient } from "../../api.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { renderResource } from "../../output/render.js";
import { idempotencyKeyFor, replayable } from "../../secrets/replayable.js";

export async function testWebhook(
  ctx: CliContext,
  globals: GlobalOptions,
  id: string,
  flags: { idempotencyKey?: string | undefined },
): Promise<void> {
  const client = await openClient(ctx, globals);
  const idempotencyKey = idempotencyKeyFor(flags.idempotencyKey);
  const response = await replayable(idempotencyKey, "queued the test delivery", () =>
    client.testWebhookDelivery(id, { idempotencyKey, signal: ctx.signal }),
  );
  await renderResource(ctx, globals.output, response.data);
}
