/**
 * Turns the registry (commands/registry.ts) into the commander tree below the root that program.ts
 * made: the one place that calls `.command(...)` and `.action(...)`. Subcommands are created with
 * `parent.command(name)` (not `.addCommand`), so they copy the root's settings (exitOverride, output
 * routing, suggestions, help config). A command's body and the handler context load only when the
 * command runs, in parallel; nothing here loads the client, zod, clack or keychain.
 */
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "./cli-context.js";
import type { Declaration } from "./define-command.js";
import { CliError, withCommandHint } from "./errors.js";
import { globalsOf } from "./global-options.js";

export function registerCommands(
  root: CommandUnknownOpts,
  ctx: CliContext,
  declarations: readonly Declaration[],
): void {
  const byName = new Map<string, CommandUnknownOpts>([[root.name(), root]]);
  for (const declaration of declarations) {
    const words = declaration.name.split(" ");
    const name = words.pop() ?? "";
    const parent = byName.get(words.join(" "));
    if (parent === undefined || byName.has(declaration.name))
      throw new Error(`${declaration.name}: declared twice, or before its group`);
    const command = parent.command(name).description(declaration.description);
    byName.set(declaration.name, command);
    if (declaration.kind === "group") continue;
    declaration.addParameters(command);
    command.addHelpText("after", declaration.helpText);
    command.action(async (...values: unknown[]) => {
      if (!declaration.markdown && globalsOf(command).output === "markdown")
        throw new CliError(
          "invalid_arguments",
          `-o markdown is only for svc run; ${declaration.name} prints table, json or jsonl`,
          {
            hint: "use -o table, -o json or -o jsonl",
          },
        );
      const [body, { createHandlerContext }] = await Promise.all([
        declaration.load(),
        import("./handler-context.js"),
      ]);
      // commander passes the arguments, the options, then the command itself.
      await body(createHandlerContext(ctx, command, root), values.slice(0, -1)).catch((error: unknown) => {
        throw withCommandHint(error, declaration.name);
      });
    });
  }
}
