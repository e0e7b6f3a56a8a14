import type { Command } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { examples } from "../../shared-options.js";

export default defineCommand({
  name: "svc auth status",
  description: "Show which credential would be used (local), or ask the service about it with --check",
  parameters: (command: Command) =>
    command.option(
      "--check",
      "call GET /auth/context with the active credential and report the service's view",
    ),
  helpText: examples("svc auth status", "svc auth status --check -o json"),
  body: async () => (await import("./status.body.js")).status,
});
