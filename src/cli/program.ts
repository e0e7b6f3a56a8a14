/**
 * The root command and its global options. Settings commander copies to subcommands at creation
 * time (exitOverride, output routing, suggestions, help config) are set here BEFORE the registrar
 * adds the commands of the registry (commands/registry.ts) below it.
 * Nothing imported here (or by a declaration) may load the client, zod, clack or keychain.
 */
import { Command, type CommandUnknownOpts, Option } from "@commander-js/extra-typings";
import type { CliContext } from "./cli-context.js";
import { registry } from "./commands/registry.js";
import { exitMeanings } from "./errors.js";
import { safeDiagnostic } from "./output/sanitize.js";
import { registerCommands } from "./registrar.js";
import { integerIn, MAX_RATE_LIMIT_WAIT_MS, positiveInteger } from "./shared-options.js";
import { suggestCommands, suggestGroups, suggestOption } from "./suggest.js";
import { CLI_VERSION } from "./version.js";

const CLI_NAME = "svc";

/** The whole command tree, bound to one context. */
export function createProgram(ctx: CliContext) {
  const program = new Command(CLI_NAME)
    .description("Manage webhooks and read work data of the TeamGrid-compatible API v1 from a terminal or CI")
    .version(CLI_VERSION, "-V, --version", "print the version")
    .helpOption("-h, --help", "show help")
    .addOption(
      new Option("-o, --output <format>", "output format (markdown: svc run only)")
        .choices(["table", "json", "jsonl", "markdown"] as const)
        .default("table"),
    )
    .option("--profile <name>", "stored credential profile (default: the current profile, else default)")
    .option("--base-url <url>", "override the regional v1 base URL (also SVC_API_BASE_URL)")
    .addOption(
      new Option(
        "--timeout <milliseconds>",
        "timeout of each attempt, not of the command: one request may take (retries + 1) x timeout, plus retry waits (up to 30 s each), plus up to --max-wait",
      )
        .argParser(positiveInteger)
        .default(30_000),
    )
    .addOption(
      new Option("--retries <count>", "retries for safe requests, 0-5").argParser(integerIn(0, 5)).default(2),
    )
    .addOption(
      new Option(
        "--max-wait <ms>",
        "the most one request waits for rate limits, 0-3600000 (default 120000, also SVC_MAX_RATE_LIMIT_WAIT); a 429 asking for longer fails at once (exit 7)",
      ).argParser(integerIn(0, MAX_RATE_LIMIT_WAIT_MS)),
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.stdout.write(text),
      writeErr: (text) => ctx.stderr.write(text),
      // Parse errors are printed by runCli in the one error format (usageErrorLines), not here.
      outputError: () => {},
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true })
    .addHelpText(
      "after",
      `
Credentials: SVC_API_TOKEN (wins; never stored), else the stored profile (svc auth login).
Environment: SVC_API_BASE_URL, SVC_MAX_RATE_LIMIT_WAIT, SVC_CLI_ASSUME_YES=1, SVC_CONFIG_PATH,
             SVC_DEBUG=1, NO_COLOR.
${exitCodesHelp()}

Examples:
  $ svc webhooks list -o json
  $ svc webhook-deliveries list --all -o jsonl --limit 200 > deliveries.jsonl
`,
    );

  registerCommands(program as unknown as CommandUnknownOpts, ctx, registry);
  rememberFailingCommand(program as unknown as CommandUnknownOpts);
  return program;
}

/** The command (`svc webhooks get`) whose parsing failed last, per program, and its path. */
const failingCommand = new WeakMap<object, { path: string; command: CommandUnknownOpts }>();

/** Each command notes itself when commander reports a parse error in it. */
function rememberFailingCommand(program: CommandUnknownOpts): void {
  const walk = (command: CommandUnknownOpts, path: string) => {
    command.configureOutput({ outputError: () => failingCommand.set(program, { path, command }) });
    for (const child of command.commands) walk(child, `${path} ${child.name()}`);
  };
  walk(program, CLI_NAME);
}

/** Commander's codes for help and version output, which are not errors. */
const notErrors = new Set(["commander.help", "commander.helpDisplayed", "commander.version"]);

/**
 * A commander parse error in the CLI's one error format: `svc: <what is wrong>`, then one line with
 * the fix (for an unknown command, the commands it most likely meant (src/cli/suggest.ts); else
 * commander's suggestion; else the failing command's --help). Null for help and version. `argv`
 * (the command line) lets a suggestion keep the subcommand typed after the mistyped word.
 */
export function usageErrorLines(
  program: object,
  error: { code: string; message: string },
  secrets: Iterable<string>,
  argv: readonly string[] = [],
): string[] | null {
  if (notErrors.has(error.code)) return null;
  // Commander appends its suggestion as a last line; an argument may hold line feeds of its own,
  // so the message is everything before that line (its feeds shown escaped), not the first line.
  const suggested = /\n\(Did you mean (.+)\?\)$/.exec(error.message);
  const message = (suggested ? error.message.slice(0, suggested.index) : error.message)
    .replace(/^error: /, "")
    .replace(/ is invalid\. /, " is invalid: ");
  const failing = failingCommand.get(program);
  const suggestion =
    error.code === "commander.unknownCommand" && failing
      ? commandSuggestion(message, failing, argv)
      : (optionSuggestion(error.code, message, failing?.path) ?? suggested?.[1]);
  const help = `${failing?.path ?? CLI_NAME} --help`;
  const fix = suggestion ? `did you mean ${suggestion}? (${help} for usage)` : `see ${help} for usage`;
  const known = [...secrets];
  return [`svc: ${safeDiagnostic(message, known)}`, `svc: ${safeDiagnostic(fix, known)}`];
}

/** `svc webhook-deliveries list` for `svc deliveries list`; `one of ...` when several fit. */
function commandSuggestion(
  message: string,
  failing: { path: string; command: CommandUnknownOpts },
  argv: readonly string[],
): string | undefined {
  const typed = /^unknown command '([\s\S]*)'$/.exec(message)?.[1];
  if (typed === undefined) return undefined;
  const next = argv[argv.indexOf(typed) + 1];
  let base = { path: failing.path, command: failing.command };
  let paths = suggestCommands(typed, base.command, next);
  const root = rootOf(failing.command);
  if (paths.length === 0 && root !== failing.command) {
    // A group typed under another one: `svc webhooks deliveries` -> `svc webhook-deliveries`.
    base = { path: CLI_NAME, command: root };
    paths = suggestGroups(typed, root);
  }
  if (paths.length === 0)
    return root === failing.command && Object.hasOwn(optionFor, typed) ? optionFor[typed] : undefined;
  const full = paths.map((path) => {
    const target = path.reduce<CommandUnknownOpts | undefined>(
      (at, name) => at?.commands.find((child) => child.name() === name),
      base.command,
    );
    const sub =
      next !== undefined && target?.commands.some((child) => child.name() === next) ? ` ${next}` : "";
    return `${base.path} ${path.join(" ")}${sub}`;
  });
  return full.length === 1 ? full[0] : `one of ${full.join(", ")}`;
}

/** `--mode plan` for `svc run --dry-run`: an option of another tool that svc spells its own way. */
function optionSuggestion(code: string, message: string, path: string | undefined): string | undefined {
  if (code !== "commander.unknownOption" || path === undefined) return undefined;
  const typed = /^unknown option '([^']*)'$/.exec(message)?.[1];
  return typed === undefined ? undefined : suggestOption(typed, path);
}

/** Words typed as commands at the top that are options of `svc`. */
const optionFor: Readonly<Record<string, string>> = { version: `${CLI_NAME} --version` };

function rootOf(command: CommandUnknownOpts): CommandUnknownOpts {
  let at = command;
  while (at.parent) at = at.parent as CommandUnknownOpts;
  return at;
}

/** The "Exit codes:" paragraph of `svc --help`, from `exitMeanings`, wrapped at 100 columns. */
export function exitCodesHelp(): string {
  const width = 100;
  const head = "Exit codes: ";
  const indent = " ".repeat(head.length);
  const entries = Object.entries(exitMeanings).map(([code, meaning]) => `${code} ${meaning}`);
  const words = `${entries.join(", ")}.`.split(" ");
  const lines: string[] = [];
  let line = head;
  for (const word of words) {
    const candidate = line === head || line === indent ? `${line}${word}` : `${line} ${word}`;
    if (candidate.length > width && line !== head && line !== indent) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = candidate;
  }
  lines.push(line);
  return lines.join("\n");
}
