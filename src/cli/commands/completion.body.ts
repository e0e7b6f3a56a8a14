import { completionTree } from "../completion/command-tree.js";
import { completionScript, type Shell } from "../completion/scripts.js";
import type { HandlerContext } from "../handler-context.js";

/** The script is code for the shell, not data: it is written as it is, in every output mode. */
export async function printCompletion(ctx: HandlerContext, shell: Shell): Promise<void> {
  ctx.stdout.write(completionScript(shell, completionTree(ctx.root)));
}
