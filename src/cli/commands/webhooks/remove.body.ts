import type { HandlerContext } from "../../handler-context.js";

export async function removeWebhook(
  ctx: HandlerContext,
  id: string,
  flags: { yes?: true | undefined },
): Promise<void> {
  await ctx.confirmDestructive(flags.yes, {
    question: `Remove webhook ${id}?`,
    action: `removing webhook ${id}`,
  });
  const client = await ctx.client();
  await client.removeWebhook(id, { signal: ctx.signal });
  await ctx.renderResource({ id, removed: true, type: "webhook" });
}
