import type { HandlerContext } from "../../handler-context.js";

export async function getContact(ctx: HandlerContext, id: string): Promise<void> {
  const client = await ctx.client();
  const response = await client.getContact(id, { signal: ctx.signal });
  await ctx.renderResource(response.data);
}
