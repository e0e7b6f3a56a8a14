import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { globalsOf } from "../../global-options.js";
import { examples, parseContactId } from "../../shared-options.js";

/** `svc contacts get <id>`. */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  const group = parent.command("contacts").description("Read contacts");
  group
    .command("get")
    .description("Show one contact")
    .argument("<id>", "contact id", parseContactId)
    .addHelpText("after", examples("svc contacts get c_123 -o json"))
    .action(async (id, _options, command) => {
      const { getContact } = await import("./get.action.js");
      await getContact(ctx, globalsOf(command), id);
    });
}
