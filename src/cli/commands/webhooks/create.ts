import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { dataOption, examples, idempotencyKeyOption, revealOptions } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks create",
  description: "Create a webhook; its signing secret is revealed once to --secret-file or --secret-stdout",
  parameters: (command: Command) => {
    const reveal = revealOptions();
    return command
      .addOption(dataOption())
      .addOption(idempotencyKeyOption())
      .addOption(reveal.secretFile)
      .addOption(reveal.secretStdout);
  },
  helpText: `\n--data is a JSON object with exactly "url" (https) and "actions" (event names).${examples(
    "svc webhooks create --data @webhook.json --secret-file ./whsec.txt",
    `echo '{"url":"https://hooks.example.com/tg","actions":["task_created"]}' | svc webhooks create --data - --secret-stdout > whsec.txt`,
  )}`,
  body: async () => (await import("./create.body.js")).createWebhook,
});
