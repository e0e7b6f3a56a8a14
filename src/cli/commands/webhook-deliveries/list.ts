import { type CommandUnknownOpts, Option } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import {
  DELIVERY_STATES,
  examples,
  listCommand,
  parseEventName,
  parseFilterDeliveryWebhookId,
} from "../../shared-options.js";

export function registerList(group: CommandUnknownOpts, ctx: CliContext): void {
  listCommand(group, "List webhook deliveries, newest first: one page, or every page with --all", 200)
    .addOption(
      new Option("--webhook-id <id>", "only deliveries of this webhook").argParser(
        parseFilterDeliveryWebhookId,
      ),
    )
    .addOption(new Option("--event <event>", "only this event, e.g. task.created").argParser(parseEventName))
    .addOption(new Option("--state <state>", "only deliveries in this state").choices(DELIVERY_STATES))
    .addHelpText(
      "after",
      examples(
        "svc webhook-deliveries list --webhook-id wh_123 --state failed",
        "svc -o jsonl webhook-deliveries list --all --limit 200 > deliveries.jsonl",
      ),
    )
    .action(async (options, command) => {
      const { listDeliveries } = await import("./list.action.js");
      await listDeliveries(ctx, globalsOf(command), options);
    });
}
