import type { WebhookUpdate } from "../../../schemas/index.js";
import { attachHint } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";
import { checkUpdateKeys, readDataObject, renameBodyError } from "../../input/data.js";
import { accountWords, shellWord } from "../../secrets/replay-command.js";

export async function updateWebhook(
  ctx: HandlerContext,
  id: string,
  flags: { data: string; ifMatch: string },
): Promise<void> {
  const body = checkUpdateKeys(await readDataObject(ctx, flags.data)) as WebhookUpdate;
  const client = await ctx.client();
  const response = await client
    .updateWebhook(id, body, { ifMatch: flags.ifMatch, signal: ctx.signal })
    .catch((error: unknown) => {
      // The client's AppliedWriteError: the update was applied, only its answer is off.
      if ((error as { writeApplied?: unknown } | null)?.writeApplied === true) {
        const get = ["svc", ...accountWords(ctx.globals), "-o", "json", "webhooks", "get", id];
        attachHint(
          error,
          `${get.map(shellWord).join(" ")} shows the webhook as it is now, with its revision`,
        );
      }
      return Promise.reject(renameBodyError(error));
    });
  await ctx.renderResource(response.data);
}
