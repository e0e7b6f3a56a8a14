import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../cli-context.js";
import { globalsOf } from "../global-options.js";
import { examples } from "../shared-options.js";

/** `svc workspace`: the workspace the credential belongs to. */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  parent
    .command("workspace")
    .description("Show the workspace the credential belongs to")
    .addHelpText("after", examples("svc workspace", "svc workspace -o json"))
    .action(async (_options, command) => {
      const { showWorkspace } = await import("./workspace.action.js");
      await showWorkspace(ctx, globalsOf(command));
    });
}
