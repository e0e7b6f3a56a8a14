import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { dataOption, examples, ifMatchOption, parseWebhookId } from "../../shared-options.js";

export function registerUpdate(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("update")
    .description("Change a webhook's url, actions or disabled flag (also reactivates a suspended webhook)")
    .argument("<id>", "webhook id", parseWebhookId)
    .addOption(dataOption())
    .addOption(ifMatchOption())
    .addHelpText(
      "after",
      `\n--data is a JSON object with at least one of "url", "actions", "disabled".${examples(
        "svc webhooks update wh_123 --data @change.json --if-match whk1-<revision from svc webhooks get wh_123 -o json>",
        `svc webhooks update wh_123 --data '{"disabled":false}' --if-match whk1-...`,
      )}`,
    )
    .action(async (id, options, command) => {
      const { updateWebhook } = await import("./update.action.js");
      await updateWebhook(ctx, globalsOf(command), id, options);
    });
}
