import type { CliContext } from "../cli-context.js";

/**
 * A yes/no prompt drawn on stderr (so `-o json > file` stays clean), default No. clack is loaded
 * only here. Ctrl-C or Escape counts as No; the caller has already checked `ctx.canPrompt`.
 */
export async function confirmOnStderr(message: string, ctx: CliContext): Promise<boolean> {
  const { confirm, isCancel } = await import("@clack/prompts");
  const answer = await confirm({
    message,
    initialValue: false,
    input: ctx.stdin,
    output: ctx.stderr,
    signal: ctx.signal,
  });
  return !isCancel(answer) && answer === true;
}
