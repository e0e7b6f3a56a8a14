import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, withListOptions } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhooks list",
  description: "List webhooks: one page, or every page with --all",
  parameters: (command: Command) => withListOptions(command, 100),
  helpText: examples("svc webhooks list", "svc webhooks list --all -o jsonl"),
  body: async () => (await import("./list.body.js")).listWebhooks,
});
