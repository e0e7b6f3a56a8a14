import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples } from "../../shared-options.js";

export function registerProfiles(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("profiles")
    .description("List stored profiles (metadata only, from the config file; no keychain access)")
    .addHelpText("after", examples("svc auth profiles", "svc auth profiles -o json"))
    .action(async (_options, command) => {
      const { listProfiles } = await import("./profiles.action.js");
      await listProfiles(ctx, globalsOf(command));
    });
}
