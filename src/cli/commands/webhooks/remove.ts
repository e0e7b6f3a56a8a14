import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, parseWebhookId, yesOption } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks remove",
  description: "Remove a webhook (asks for confirmation unless --yes)",
  parameters: (command: Command) =>
    command.argument("<id>", "webhook id", parseWebhookId).addOption(yesOption()),
  helpText: examples("svc webhooks remove whk_123", "svc webhooks remove whk_123 --yes -o json"),
  body: async () => (await import("./remove.body.js")).removeWebhook,
});
