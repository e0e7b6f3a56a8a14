/**
 * The one declaration shape of an `svc` command: its full name, description, parameters (a commander
 * chain, so @commander-js/extra-typings infers the argument and option types), help text, and a body
 * loaded only when the command runs. Groups (`svc webhooks`) are a name and a description.
 * `commands/registry.ts` lists every declaration; `registrar.ts` turns them into the commander tree.
 * Declarations load commander and the option parsers only: no client, zod, clack or keychain.
 */
import type { Command, CommandUnknownOpts, OptionValues } from "@commander-js/extra-typings";
import type { HandlerContext } from "./handler-context.js";

/**
 * A command's body: the handler context, then what commander parsed (the arguments in order, then
 * the options), as the declaration's parameters typed them.
 */
type Body<Args extends unknown[], Opts> = (ctx: HandlerContext, ...params: [...Args, Opts]) => Promise<void>;

export interface CommandSpec<Args extends unknown[], Opts extends OptionValues> {
  /** The full name as typed, e.g. "svc webhooks list": its last word under the group before it. */
  name: string;
  description: string;
  /** Adds the arguments and options to the new command; its types become the body's parameters. */
  parameters?: (command: Command) => Command<Args, Opts>;
  /** Printed after the options in --help: examples, and exit codes where the command has its own. */
  helpText: string;
  /** The command renders `-o markdown` (its views have a markdown view); elsewhere it is refused before the body runs. */
  markdown?: true;
  /** The body, behind a dynamic import so that it (and what it needs) loads only when it runs. */
  body: () => Promise<NoInfer<Body<Args, Opts>>>;
}

export interface CommandDeclaration {
  readonly kind: "command";
  readonly name: string;
  readonly description: string;
  readonly helpText: string;
  readonly markdown: boolean;
  /** Adds the declared arguments and options to `command` (a new commander command of this name). */
  readonly addParameters: (command: CommandUnknownOpts) => void;
  /** Loads the body; it takes commander's action values without the trailing command. */
  readonly load: () => Promise<(ctx: HandlerContext, values: unknown[]) => Promise<void>>;
}

export interface GroupDeclaration {
  readonly kind: "group";
  readonly name: string;
  readonly description: string;
}

export type Declaration = CommandDeclaration | GroupDeclaration;

/** Declares a command; the compiler checks its body against the parameters' types. */
export function defineCommand<Args extends unknown[] = [], Opts extends OptionValues = OptionValues>(
  spec: CommandSpec<Args, Opts>,
): CommandDeclaration {
  const { parameters } = spec;
  return {
    kind: "command",
    name: spec.name,
    description: spec.description,
    helpText: spec.helpText,
    markdown: spec.markdown === true,
    // The registrar's command is fresh and untyped; `parameters` only adds to it (commander mutates).
    addParameters: (command) => void parameters?.(command as unknown as Command),
    load: async () => {
      const body = await spec.body();
      // commander hands the values in the order `parameters` declared them, so they have its types.
      return (ctx, values) => body(ctx, ...(values as [...Args, Opts]));
    },
  };
}

/** Declares a group (`svc webhooks`): run without a subcommand it prints its help and exits 2. */
export function defineGroup(name: string, description: string): GroupDeclaration {
  return { kind: "group", name, description };
}
