import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, parseWebhookId } from "../../shared-options.js";

export function registerGet(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("get")
    .description(
      "Show one webhook; -o json prints its whole revision for --if-match (the table cuts values at 48 characters)",
    )
    .argument("<id>", "webhook id", parseWebhookId)
    .addHelpText(
      "after",
      examples(
        "svc webhooks get wh_123",
        "svc webhooks get wh_123 -o json   # .attributes.revision for --if-match",
      ),
    )
    .action(async (id, _options, command) => {
      const { getWebhook } = await import("./get.action.js");
      await getWebhook(ctx, globalsOf(command), id);
    });
}
