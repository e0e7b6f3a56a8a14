import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, listCommand } from "../../shared-options.js";

export function registerList(group: CommandUnknownOpts, ctx: CliContext): void {
  listCommand(group, "List webhooks: one page, or every page with --all", 100)
    .addHelpText("after", examples("svc webhooks list", "svc webhooks list --all -o jsonl"))
    .action(async (options, command) => {
      const { listWebhooks } = await import("./list.action.js");
      await listWebhooks(ctx, globalsOf(command), options);
    });
}
