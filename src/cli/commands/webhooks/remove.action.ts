import { openClient } from "../../api.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { confirmDestructive } from "../../interact/confirm-destructive.js";
import { renderResource } from "../../output/render.js";

export async function removeWebhook(
  ctx: CliContext,
  globals: GlobalOptions,
  id: string,
  flags: { yes?: true | undefined },
): Promise<void> {
  await confirmDestructive(ctx, flags.yes, {
    question: `Remove webhook ${id}?`,
    action: `removing webhook ${id}`,
  });
  const client = await openClient(ctx, globals);
  await client.removeWebhook(id, { signal: ctx.signal });
  await renderResource(ctx, globals.output, { id, removed: true, type: "webhook" });
}
