import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import {
  examples,
  idempotencyKeyOption,
  ifMatchOption,
  parseWebhookId,
  revealOptions,
  yesOption,
} from "../../shared-options.js";

export function registerRotateSecret(group: CommandUnknownOpts, ctx: CliContext): void {
  const reveal = revealOptions();
  group
    .command("rotate-secret")
    .description("Replace a webhook's signing secret; the new one is revealed once (asks for confirmation)")
    .argument("<id>", "webhook id", parseWebhookId)
    .addOption(ifMatchOption())
    .addOption(idempotencyKeyOption())
    .addOption(reveal.secretFile)
    .addOption(reveal.secretStdout)
    .addOption(yesOption())
    .addHelpText(
      "after",
      examples(
        "svc webhooks rotate-secret wh_123 --if-match whk1-... --secret-file ./new-secret.txt",
        "svc webhooks rotate-secret wh_123 --if-match whk1-... --secret-stdout --yes | store-secret",
      ),
    )
    .action(async (id, options, command) => {
      const { rotateSecret } = await import("./rotate-secret.action.js");
      await rotateSecret(ctx, globalsOf(command), id, options);
    });
}
