import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, parseWebhookId } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks get",
  description:
    "Show one webhook; -o json prints its whole revision for --if-match (the table cuts values at 48 characters)",
  parameters: (command: Command) => command.argument("<id>", "webhook id", parseWebhookId),
  helpText: examples(
    "svc webhooks get whk_123",
    "svc webhooks get whk_123 -o json   # .attributes.revision for --if-match",
  ),
  body: async () => (await import("./get.body.js")).getWebhook,
});
