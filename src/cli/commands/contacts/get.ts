import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, parseContactId } from "../../shared-options.js";

export default defineCommand({
  name: "svc contacts get",
  description: "Show one contact",
  parameters: (command: Command) => command.argument("<id>", "contact id", parseContactId),
  helpText: examples("svc contacts get c_123 -o json"),
  body: async () => (await import("./get.body.js")).getContact,
});
