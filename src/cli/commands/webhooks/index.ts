import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { CliContext } from "../../cli-context.js";
import { registerCreate } from "./create.js";
import { registerGet } from "./get.js";
import { registerList } from "./list.js";
import { registerReceive } from "./receive.js";
import { registerRemove } from "./remove.js";
import { registerRotateSecret } from "./rotate-secret.js";
import { registerTest } from "./test.js";
import { registerUpdate } from "./update.js";
import { registerVerify } from "./verify.js";

/** `svc webhooks …`; without a subcommand it prints help on stderr and exits 2. */
export function register(parent: CommandUnknownOpts, ctx: CliContext): void {
  const group = parent
    .command("webhooks")
    .description("Create, inspect, change, rotate, test and remove webhook subscriptions");
  registerList(group, ctx);
  registerGet(group, ctx);
  registerCreate(group, ctx);
  registerUpdate(group, ctx);
  registerRemove(group, ctx);
  registerRotateSecret(group, ctx);
  registerTest(group, ctx);
  registerVerify(group, ctx);
  registerReceive(group, ctx);
}
