import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, parseDeliveryId } from "../../shared-options.js";

export function registerGet(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("get")
    .description("Show one webhook delivery with its attempts")
    .argument("<id>", "delivery id", parseDeliveryId)
    .addHelpText("after", examples("svc webhook-deliveries get dlv_123 -o json"))
    .action(async (id, _options, command) => {
      const { getDelivery } = await import("./get.action.js");
      await getDelivery(ctx, globalsOf(command), id);
    });
}
