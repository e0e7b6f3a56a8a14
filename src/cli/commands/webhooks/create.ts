import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { dataOption, examples, idempotencyKeyOption, revealOptions } from "../../shared-options.js";

export function registerCreate(group: CommandUnknownOpts, ctx: CliContext): void {
  const reveal = revealOptions();
  group
    .command("create")
    .description("Create a webhook; its signing secret is revealed once to --secret-file or --secret-stdout")
    .addOption(dataOption())
    .addOption(idempotencyKeyOption())
    .addOption(reveal.secretFile)
    .addOption(reveal.secretStdout)
    .addHelpText(
      "after",
      `\n--data is a JSON object with exactly "url" (https) and "actions" (event names).${examples(
        "svc webhooks create --data @webhook.json --secret-file ./whsec.txt",
        `echo '{"url":"https://hooks.example.com/tg","actions":["task_created"]}' | svc webhooks create --data - --secret-stdout > whsec.txt`,
      )}`,
    )
    .action(async (options, command) => {
      const { createWebhook } = await import("./create.action.js");
      await createWebhook(ctx, globalsOf(command), options);
    });
}
