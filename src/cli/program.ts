/**
 * The root command. Settings commander copies to subcommands at creation time (exitOverride,
 * output routing, showHelpAfterError, help config) are set here BEFORE any group registers, and
 * groups register with `parent.command(...)` (not `.addCommand`, which copies nothing).
 * Nothing imported here (or by a leaf declaration) may load the client, zod, clack or keychain.
 */
import { Command, Option } from "@commander-js/extra-typings";
import { register as registerAuth } from "./commands/auth/index.js";
import { register as registerContacts } from "./commands/contacts/index.js";
import { register as registerLists } from "./commands/lists/index.js";
import { register as registerRun } from "./commands/run.js";
import { register as registerTasks } from "./commands/tasks/index.js";
import { register as registerWebhookDeliveries } from "./commands/webhook-deliveries/index.js";
import { register as registerWebhooks } from "./commands/webhooks/index.js";
import { register as registerWorkspace } from "./commands/workspace.js";
import type { CliContext } from "./context.js";
import { safeDiagnostic } from "./output/sanitize.js";
import { integerIn, positiveInteger } from "./shared-options.js";
import { CLI_VERSION } from "./version.js";

export { CLI_VERSION } from "./version.js";
export const CLI_NAME = "svc";

export type Program = ReturnType<typeof createProgram>;

/** The whole command tree, bound to one context. */
export function createProgram(ctx: CliContext) {
  const program = new Command(CLI_NAME)
    .description("Manage webhooks and read work data of the TeamGrid-compatible API v1 from a terminal or CI")
    .version(CLI_VERSION, "-V, --version", "print the version")
    .helpOption("-h, --help", "show help")
    .addOption(
      new Option("-o, --output <format>", "output format")
        .choices(["table", "json", "jsonl"] as const)
        .default("table"),
    )
    .option("--profile <name>", "stored credential profile (default: the current profile, else default)")
    .option("--base-url <url>", "override the regional v1 base URL (also SVC_API_BASE_URL)")
    .addOption(
      new Option("--timeout <milliseconds>", "request timeout per attempt")
        .argParser(positiveInteger)
        .default(30_000),
    )
    .addOption(
      new Option("--retries <count>", "retries for safe requests, 0-5").argParser(integerIn(0, 5)).default(2),
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.stdout.write(text),
      writeErr: (text) => ctx.stderr.write(text),
      // commander echoes argv values; a secret pasted by mistake must not reach stderr raw.
      outputError: (text, write) => write(`${safeDiagnostic(text.replace(/\n$/, ""), ctx.secrets)}\n`),
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .showHelpAfterError("(add --help for usage)")
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true })
    .addHelpText(
      "after",
      `
Credentials: SVC_API_TOKEN (wins; never stored), else the stored profile (svc auth login).
Environment: SVC_API_BASE_URL, SVC_CLI_ASSUME_YES=1, SVC_CONFIG_PATH, SVC_DEBUG=1, NO_COLOR.
Exit codes: 0 ok/declined, 1 failure, 2 usage or config, 3 unauthenticated (401), 4 forbidden (403),
            5 not found (404), 6 conflict (409/412), 7 rate limited (429), 8 an issued secret
            could not be written (replay with the named --idempotency-key), 130 interrupted.

Examples:
  $ svc webhooks list -o json
  $ svc webhook-deliveries list --all -o jsonl --limit 200 > deliveries.jsonl
`,
    );

  registerAuth(program, ctx);
  registerWebhooks(program, ctx);
  registerWebhookDeliveries(program, ctx);
  registerWorkspace(program, ctx);
  registerTasks(program, ctx);
  registerLists(program, ctx);
  registerContacts(program, ctx);
  registerRun(program, ctx);
  return program;
}
