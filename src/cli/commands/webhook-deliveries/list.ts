import { type Command, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import {
  DELIVERY_STATES,
  examples,
  parseEventName,
  parseFilterDeliveryWebhookId,
  withListOptions,
} from "../../shared-options.js";

export default defineCommand({
  name: "svc webhook-deliveries list",
  description: "List webhook deliveries, newest first: one page, or every page with --all",
  parameters: (command: Command) =>
    withListOptions(command, 200)
      .addOption(
        new Option("--webhook-id <id>", "only deliveries of this webhook").argParser(
          parseFilterDeliveryWebhookId,
        ),
      )
      .addOption(
        new Option("--event <event>", "only this event, e.g. task.created").argParser(parseEventName),
      )
      .addOption(new Option("--state <state>", "only deliveries in this state").choices(DELIVERY_STATES)),
  helpText: examples(
    "svc webhook-deliveries list --webhook-id whk_123 --state failed",
    "svc -o jsonl webhook-deliveries list --all --limit 200 > deliveries.jsonl",
  ),
  body: async () => (await import("./list.body.js")).listDeliveries,
});
