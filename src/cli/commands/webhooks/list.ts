import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../context.js";
import { globalsOf } from "../../global-options.js";
import { examples, listOptions } from "../../shared-options.js";

export function registerList(group: CommandUnknownOpts, ctx: CliContext): void {
  const o = listOptions(100);
  group
    .command("list")
    .description("List webhooks: one page, or every page with --all")
    .addOption(o.all)
    .addOption(o.cursor)
    .addOption(o.limit)
    .addOption(o.maxPages)
    .addHelpText("after", examples("svc webhooks list", "svc webhooks list --all -o jsonl"))
    .action(async (options, command) => {
      const { listWebhooks } = await import("./list.action.js");
      await listWebhooks(ctx, globalsOf(command), options);
    });
}
