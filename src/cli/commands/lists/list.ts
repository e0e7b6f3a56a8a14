import { type Command, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, parseBoolean, parseFilterId, withListOptions } from "../../shared-options.js";

export default defineCommand({
  name: "svc lists list",
  description: "List task lists: one page, or every page with --all",
  parameters: (command: Command) =>
    withListOptions(command, 200)
      .addOption(new Option("--archived <boolean>", "true or false").argParser(parseBoolean))
      .addOption(
        new Option("--type <type>", "kind of list").choices(["tasks", "projects", "personal"] as const),
      )
      .addOption(new Option("--parent-id <id>", "only lists below this parent").argParser(parseFilterId)),
  helpText: examples("svc lists list --type projects", "svc lists list --all -o json"),
  body: async () => (await import("./list.body.js")).listLists,
});
