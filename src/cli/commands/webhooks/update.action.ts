import type { WebhookUpdate } from "../../../schemas/index.js";
import { openClient } from "../../api.js";
import type { CliContext } from "../../cli-context.js";
import type { GlobalOptions } from "../../global-options.js";
import { checkUpdateKeys, readDataObject, renameBodyError } from "../../input/data.js";
import { renderResource } from "../../output/render.js";

export async function updateWebhook(
  ctx: CliContext,
  globals: GlobalOptions,
  id: string,
  flags: { data: string; ifMatch: string },
): Promise<void> {
  const body = checkUpdateKeys(await readDataObject(ctx, flags.data)) as WebhookUpdate;
  const client = await openClient(ctx, globals);
  const response = await client
    .updateWebhook(id, body, { ifMatch: flags.ifMatch, signal: ctx.signal })
    .catch((error: unknown) => Promise.reject(renameBodyError(error)));
  await renderResource(ctx, globals.output, response.data);
}
