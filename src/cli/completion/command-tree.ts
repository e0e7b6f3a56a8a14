/**
 * The command tree as shell completion needs it, read from commander's own definitions (the same
 * objects `--help` prints), so a new command, option or choice completes without editing the
 * shell scripts.
 */
import type { CommandUnknownOpts, Help, Option } from "@commander-js/extra-typings";

interface CompletionOption {
  /** `--limit`, `-o`: every spelling. */
  names: string[];
  description: string;
  takesValue: boolean;
  /** Allowed values, when the definition lists them. */
  choices: string[];
}

export interface CompletionNode {
  /** Words after `svc` that lead here: "" for the root, "webhooks list" for a leaf. */
  path: string;
  commands: { name: string; description: string }[];
  /** This command's options and every ancestor's (commander accepts them after the subcommand). */
  options: CompletionOption[];
  /** Values of the first positional argument, when it lists choices (`svc completion <shell>`). */
  argumentChoices: string[];
}

const optionOf = (option: Option): CompletionOption => ({
  names: [option.long, option.short].filter((name): name is string => typeof name === "string"),
  description: option.description,
  takesValue: option.required || option.optional,
  choices: [...(option.argChoices ?? [])],
});

/** Every command of the tree, root first, depth first. */
export function completionTree(root: CommandUnknownOpts): CompletionNode[] {
  const nodes: CompletionNode[] = [];
  const visit = (command: CommandUnknownOpts, path: string, inherited: CompletionOption[]) => {
    const help = command.createHelp() as unknown as Help;
    const own = help.visibleOptions(command as never).map(optionOf);
    const seen = new Set(own.flatMap((option) => option.names));
    const options = [...own, ...inherited.filter((option) => !option.names.some((name) => seen.has(name)))];
    const children = command.commands.filter((child) => !(child as unknown as { _hidden?: boolean })._hidden);
    nodes.push({
      path,
      commands: children.map((child) => ({ name: child.name(), description: child.description() })),
      options,
      argumentChoices: [...(command.registeredArguments[0]?.argChoices ?? [])],
    });
    const forChildren = options.filter(
      (option) => !option.names.includes("--help") && !option.names.includes("--version"),
    );
    for (const child of children) visit(child, path ? `${path} ${child.name()}` : child.name(), forChildren);
  };
  visit(root, "", []);
  return nodes;
}
