import { type Command, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples, parseBoolean, parseFilterId, withListOptions } from "../../shared-options.js";

const only = (what: string) => `only tasks of this ${what}`;

export default defineCommand({
  name: "svc tasks list",
  description: "List tasks: one page, or every page with --all",
  parameters: (command: Command) =>
    withListOptions(command, 200)
      .addOption(new Option("--archived <boolean>", "true or false").argParser(parseBoolean))
      .addOption(new Option("--completed <boolean>", "true or false").argParser(parseBoolean))
      .addOption(new Option("--assignee-id <id>", only("assignee")).argParser(parseFilterId))
      .addOption(new Option("--contact-id <id>", only("contact")).argParser(parseFilterId))
      .addOption(new Option("--group-id <id>", only("group")).argParser(parseFilterId))
      .addOption(new Option("--list-id <id>", only("list")).argParser(parseFilterId))
      .addOption(new Option("--personal-list-id <id>", only("personal list")).argParser(parseFilterId))
      .addOption(new Option("--project-id <id>", only("project")).argParser(parseFilterId))
      .addOption(new Option("--service-id <id>", only("service")).argParser(parseFilterId))
      .addOption(new Option("--subscriber-id <id>", only("subscriber")).argParser(parseFilterId))
      .addOption(new Option("--tag-id <id>", only("tag")).argParser(parseFilterId)),
  helpText: examples("svc tasks list --completed false --limit 50", "svc tasks list --all -o jsonl"),
  body: async () => (await import("./list.body.js")).listTasks,
});
