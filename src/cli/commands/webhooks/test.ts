import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, idempotencyKeyOption, parseWebhookId } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks test",
  description: "Send a signed test delivery (event webhook.test) to a webhook's URL",
  parameters: (command: Command) =>
    command.argument("<id>", "webhook id", parseWebhookId).addOption(idempotencyKeyOption()),
  helpText: examples("svc webhooks test whk_123", "svc webhooks test whk_123 -o json | jq -r .id"),
  body: async () => (await import("./test.body.js")).testWebhook,
});
