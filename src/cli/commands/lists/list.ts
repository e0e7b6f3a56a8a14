import { type CommandUnknownOpts, Option } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, listCommand, parseBoolean, parseFilterId } from "../../shared-options.js";

/** `svc lists list`. */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  const group = parent.command("lists").description("Read task lists");
  listCommand(group, "List task lists: one page, or every page with --all", 200)
    .addOption(new Option("--archived <boolean>", "true or false").argParser(parseBoolean))
    .addOption(
      new Option("--type <type>", "kind of list").choices(["tasks", "projects", "personal"] as const),
    )
    .addOption(new Option("--parent-id <id>", "only lists below this parent").argParser(parseFilterId))
    .addHelpText("after", examples("svc lists list --type projects", "svc lists list --all -o json"))
    .action(async (options, command) => {
      const { listLists } = await import("./list.action.js");
      await listLists(ctx, globalsOf(command), options);
    });
}
