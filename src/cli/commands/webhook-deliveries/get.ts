import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, parseDeliveryId } from "../../shared-options.js";

export default defineCommand({
  name: "svc webhook-deliveries get",
  description: "Show one webhook delivery with its attempts",
  parameters: (command: Command) => command.argument("<id>", "delivery id", parseDeliveryId),
  helpText: examples("svc webhook-deliveries get dlv_123 -o json"),
  body: async () => (await import("./get.body.js")).getDelivery,
});
