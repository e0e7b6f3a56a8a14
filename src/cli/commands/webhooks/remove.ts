import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, parseWebhookId, yesOption } from "../../shared-options.js";

export function registerRemove(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("remove")
    .description("Remove a webhook (asks for confirmation unless --yes)")
    .argument("<id>", "webhook id", parseWebhookId)
    .addOption(yesOption())
    .addHelpText("after", examples("svc webhooks remove wh_123", "svc webhooks remove wh_123 --yes -o json"))
    .action(async (id, options, command) => {
      const { removeWebhook } = await import("./remove.action.js");
      await removeWebhook(ctx, globalsOf(command), id, options);
    });
}
