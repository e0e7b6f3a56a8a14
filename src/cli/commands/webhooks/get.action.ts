import { openClient } from "../../api.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { renderResource } from "../../output/render.js";

export async function getWebhook(ctx: CliContext, globals: GlobalOptions, id: string): Promise<void> {
  const client = await openClient(ctx, globals);
  const response = await client.getWebhook(id, { signal: ctx.signal });
  await renderResource(ctx, globals.output, response.data);
}
