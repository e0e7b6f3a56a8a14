import type { HandlerContext } from "../handler-context.js";

export async function showWorkspace(ctx: HandlerContext): Promise<void> {
  const client = await ctx.client();
  const response = await client.getWorkspace({ signal: ctx.signal });
  await ctx.renderResource(response.data);
}
