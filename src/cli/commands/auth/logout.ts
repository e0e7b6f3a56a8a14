import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples } from "../../shared-options.js";

export function registerLogout(group: CommandUnknownOpts, ctx: CliContext): void {
  group
    .command("logout")
    .description("Remove a stored profile and its keychain entry (local), or revoke the credential first")
    .option(
      "--revoke",
      "revoke the saved credential at the service first (DELETE /auth/context); keep everything if that fails",
    )
    .addHelpText("after", examples("svc auth logout", "svc auth logout --revoke --profile work"))
    .action(async (options, command) => {
      const { logout } = await import("./logout.action.js");
      await logout(ctx, globalsOf(command), { revoke: options.revoke === true });
    });
}
