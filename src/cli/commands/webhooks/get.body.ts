import type { HandlerContext } from "../../handler-context.js";

export async function getWebhook(ctx: HandlerContext, id: string): Promise<void> {
  const client = await ctx.client();
  const response = await client.getWebhook(id, { signal: ctx.signal });
  await ctx.renderResource(response.data);
}
