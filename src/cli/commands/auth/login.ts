import { type Command, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { collect, examples } from "../../shared-options.js";

export default defineCommand({
  name: "svc auth login",
  description:
    "Log in through the browser (PKCE, loopback callback) or import a credential into the OS keychain",
  parameters: (command: Command) =>
    command
      .addOption(
        new Option("--preset <name>", "scope preset for browser login").choices(["read-only", "daily-work"]),
      )
      .addOption(
        new Option(
          "--scope <scopes>",
          "exact scopes for browser login (repeatable, comma-separated); replaces the preset",
        ).argParser(collect),
      )
      .option("--no-browser", "print the authorization address instead of opening a browser")
      .option("--manual", "paste a Developer-Center or service-account credential at a hidden prompt")
      .option("--token-stdin", "read a credential from stdin (trimmed, at most 1 MiB)")
      .option("--replace", "overwrite an existing profile (does not revoke its old credential)"),
  helpText: `
Browser login refuses sensitive scopes (e.g. webhooks:write): import a Developer-Center token with
--manual or --token-stdin, or use a service account via SVC_API_TOKEN (the way for CI).
The secret is stored only in the OS keychain (service svc-cli); metadata in the config file
(SVC_CONFIG_PATH, else $XDG_CONFIG_HOME/svc/config.json, else ~/.config/svc/config.json).
${examples(
  "svc auth login",
  "svc auth login --preset daily-work --profile work",
  "svc auth login --scope webhooks:read,tasks:read --no-browser",
  "printf '%s' \"$TOKEN\" | svc auth login --token-stdin --profile ci-debug",
)}`,
  body: async () => (await import("./login.body.js")).login,
});
