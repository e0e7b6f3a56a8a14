import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import {
  examples,
  idempotencyKeyOption,
  ifMatchOption,
  parseWebhookId,
  revealOptions,
  yesOption,
} from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks rotate-secret",
  description: "Replace a webhook's signing secret; the new one is revealed once (asks for confirmation)",
  parameters: (command: Command) => {
    const reveal = revealOptions();
    return command
      .argument("<id>", "webhook id", parseWebhookId)
      .addOption(ifMatchOption())
      .addOption(idempotencyKeyOption())
      .addOption(reveal.secretFile)
      .addOption(reveal.secretStdout)
      .addOption(yesOption());
  },
  helpText: examples(
    "svc webhooks rotate-secret whk_123 --if-match whk1-... --secret-file ./new-secret.txt",
    "svc webhooks rotate-secret whk_123 --if-match whk1-... --secret-stdout --yes | store-secret",
  ),
  body: async () => (await import("./rotate-secret.body.js")).rotateSecret,
});
