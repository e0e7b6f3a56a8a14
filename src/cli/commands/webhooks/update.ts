import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { dataOption, examples, ifMatchOption, parseWebhookId } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks update",
  description: "Change a webhook's url, actions or disabled flag (also reactivates a suspended webhook)",
  parameters: (command: Command) =>
    command.argument("<id>", "webhook id", parseWebhookId).addOption(dataOption()).addOption(ifMatchOption()),
  helpText: `\n--data is a JSON object with at least one of "url", "actions", "disabled".${examples(
    "svc webhooks update whk_123 --data @change.json --if-match whk1-<revision from svc webhooks get whk_123 -o json>",
    `svc webhooks update whk_123 --data '{"disabled":false}' --if-match whk1-...`,
  )}`,
  body: async () => (await import("./update.body.js")).updateWebhook,
});
