import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { registerGet } from "./get.js";
import { registerList } from "./list.js";

/** `svc webhook-deliveries …`: the delivery history (read only). */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  const group = parent
    .command("webhook-deliveries")
    .description("Read the delivery history of webhooks (attempts, states, responses)");
  registerList(group, ctx);
  registerGet(group, ctx);
}
