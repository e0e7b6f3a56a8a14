import type { WebhookUpdate } from "../../../schemas/index.js";
import type { HandlerContext } from "../../handler-context.js";
import { checkUpdateKeys, readDataObject, renameBodyError } from "../../input/data.js";

export async function updateWebhook(
  ctx: HandlerContext,
  id: string,
  flags: { data: string; ifMatch: string },
): Promise<void> {
  const body = checkUpdateKeys(await readDataObject(ctx, flags.data)) as WebhookUpdate;
  const client = await ctx.client();
  const response = await client
    .updateWebhook(id, body, { ifMatch: flags.ifMatch, signal: ctx.signal })
    .catch((error: unknown) => Promise.reject(renameBodyError(error)));
  await ctx.renderResource(response.data);
}
