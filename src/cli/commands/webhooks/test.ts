import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, idempotencyKeyOption, parseWebhookId } from "../../shared-options.js";

export function registerTest(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("test")
    .description("Send a signed test delivery (event webhook.test) to a webhook's URL")
    .argument("<id>", "webhook id", parseWebhookId)
    .addOption(idempotencyKeyOption())
    .addHelpText(
      "after",
      examples("svc webhooks test wh_123", "svc webhooks test wh_123 -o json | jq -r .id"),
    )
    .action(async (id, options, command) => {
      const { testWebhook } = await import("./test.action.js");
      await testWebhook(ctx, globalsOf(command), id, options);
    });
}
