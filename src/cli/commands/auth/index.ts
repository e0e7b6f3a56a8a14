import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { registerLogin } from "./login.js";
import { registerLogout } from "./logout.js";
import { registerProfiles } from "./profiles.js";
import { registerStatus } from "./status.js";

/** `svc auth …`: browser login, credential import, stored profiles, status and logout. */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  const group = parent
    .command("auth")
    .description("Log in (browser or imported credential), list profiles, show status, log out");
  registerLogin(group, ctx);
  registerLogout(group, ctx);
  registerProfiles(group, ctx);
  registerStatus(group, ctx);
}
