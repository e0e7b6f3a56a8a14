/**
 * Confirmations of destructive commands: `--yes` or
 * `SVC_CLI_ASSUME_YES=1` (exactly "1") skips; otherwise a prompt on stderr when stdin and stderr
 * are terminals (default No); otherwise `confirmation_required` (exit 2). Declining is
 * `cancelled` (exit 0), with nothing changed.
 */
import type { CliContext } from "../cli-context.js";
import { CliError } from "../errors.js";

/** The prompt's question, and what is being done (for the message when no prompt can be shown). */
export interface DestructivePrompt {
  question: string;
  action: string;
}

export async function confirmDestructive(
  ctx: CliContext,
  yes: boolean | undefined,
  prompt: DestructivePrompt,
): Promise<void> {
  const { question, action } = prompt;
  if (yes === true || ctx.env.SVC_CLI_ASSUME_YES === "1") return;
  if (!ctx.canPrompt) {
    throw new CliError(
      "confirmation_required",
      `${action} needs confirmation, and this run is not interactive`,
      {
        hint: "pass --yes (or set SVC_CLI_ASSUME_YES=1) to confirm without a prompt",
      },
    );
  }
  if (!(await ctx.confirm(question))) throw new CliError("cancelled", "cancelled; nothing was changed");
}
