import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples } from "../../shared-options.js";

export default defineCommand({
  name: "svc auth logout",
  description: "Remove a stored profile and its keychain entry (local), or revoke the credential first",
  parameters: (command: Command) =>
    command.option(
      "--revoke",
      "revoke the saved credential at the service first (DELETE /auth/context); keep everything if that fails",
    ),
  helpText: examples("svc auth logout", "svc auth logout --revoke --profile work"),
  body: async () => (await import("./logout.body.js")).logout,
});
