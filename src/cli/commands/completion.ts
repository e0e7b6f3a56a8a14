import { Argument, type CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../cli-context.js";
import { examples } from "../shared-options.js";

/** `svc completion <shell>`: the completion script, generated from the command tree (loaded only here). */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  parent
    .command("completion")
    .description("Print the shell completion script for bash, zsh or fish")
    .addArgument(new Argument("<shell>", "the shell").choices(["bash", "zsh", "fish"] as const))
    .addHelpText(
      "after",
      `${examples(
        "svc completion bash > ~/.local/share/bash-completion/completions/svc",
        "svc completion zsh > ~/.zfunc/_svc   # with ~/.zfunc in fpath, before compinit",
        "svc completion fish > ~/.config/fish/completions/svc.fish",
      )}
For the current shell only: source <(svc completion bash), source <(svc completion zsh) after
compinit, or svc completion fish | source.
`,
    )
    .action(async (shell) => {
      const { completionTree } = await import("../completion/command-tree.js");
      const { completionScript } = await import("../completion/scripts.js");
      ctx.stdout.write(completionScript(shell, completionTree(parent)));
    });
}
