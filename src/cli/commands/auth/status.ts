import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples } from "../../shared-options.js";

export function registerStatus(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("status")
    .description("Show which credential would be used (local), or ask the service about it with --check")
    .option("--check", "call GET /auth/context with the active credential and report the service's view")
    .addHelpText("after", examples("svc auth status", "svc auth status --check -o json"))
    .action(async (options, command) => {
      const { status } = await import("./status.action.js");
      await status(ctx, globalsOf(command), { check: options.check === true });
    });
}
