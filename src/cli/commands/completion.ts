import { Argument, type Command } from "@commander-js/extra-typings";
import { defineCommand } from "../define-command.js";
import { examples } from "../shared-options.js";

/** `svc completion <shell>`: the completion script, generated from the command tree. */
export default defineCommand({
  name: "svc completion",
  description: "Print the shell completion script for bash, zsh or fish",
  parameters: (command: Command) =>
    command.addArgument(new Argument("<shell>", "the shell").choices(["bash", "zsh", "fish"] as const)),
  helpText: `${examples(
    "svc completion bash > ~/.local/share/bash-completion/completions/svc",
    "svc completion zsh > ~/.zfunc/_svc   # with ~/.zfunc in fpath, before compinit",
    "svc completion fish > ~/.config/fish/completions/svc.fish",
  )}
For the current shell only: source <(svc completion bash), source <(svc completion zsh) after
compinit, or svc completion fish | source.
`,
  body: async () => (await import("./completion.body.js")).printCompletion,
});
