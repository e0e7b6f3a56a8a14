import type { HandlerContext } from "../../handler-context.js";

export async function getDelivery(ctx: HandlerContext, id: string): Promise<void> {
  const client = await ctx.client();
  const response = await client.getWebhookDelivery(id, { signal: ctx.signal });
  await ctx.renderResource(response.data);
}
