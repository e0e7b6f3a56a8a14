/**
 * The one-line error report (docs/troubleshooting.md): `svc: <first error detail or message>` plus
 * ` (request <id>)` for API errors; every line redacted and terminal-sanitised. The fix (the
 * error's own hint, else its code's in the error table, src/cli/errors.ts) follows on its own line.
 */

import type { SettingWords } from "../../schemas/error-codes.js";
import { describeRefusedWait } from "../../transport/refused-wait.js";
import { formatSeconds } from "../../transport/seconds.js";
import type { RefusedWait } from "../../transport/types.js";
import { cliWords, hintFor, hintOf } from "../errors.js";
import { safeDiagnostic } from "./sanitize.js";

interface ErrorLike {
  message?: unknown;
  detail?: unknown;
  status?: unknown;
  requestId?: unknown;
  errors?: unknown;
  stack?: unknown;
  transport?:
    | { rateLimitWaitRefused?: RefusedWait; rateLimitWaitMs?: number; rateLimitWaitBudgetMs?: number }
    | undefined;
}

const raiseMaxWait = "raise --max-wait (or SVC_MAX_RATE_LIMIT_WAIT; milliseconds, at most 3600000)";

/**
 * A 429 that was not waited out: its Retry-After did not fit the wait budget (what it asked, the
 * budget), or the 429s before it used the budget up (how long it waited); and how to raise it.
 */
function rateLimitWaitHint(e: ErrorLike): string | undefined {
  const refused = e.transport?.rateLimitWaitRefused;
  if (refused) return `${describeRefusedWait(refused)}: ${raiseMaxWait}, or try again later`;
  const waited = e.transport?.rateLimitWaitMs;
  const budget = e.transport?.rateLimitWaitBudgetMs;
  if (e.status !== 429 || !waited || budget === undefined) return undefined;
  return `still rate-limited after waiting ${formatSeconds(waited)} in total, the most of the ${formatSeconds(budget)} this request may wait for rate limits: re-run later, with fewer parallel jobs on this credential (docs/fleet.md, rate budgets), or ${raiseMaxWait}`;
}

function firstDetail(e: ErrorLike): string {
  if (Array.isArray(e.errors)) {
    const first = e.errors[0] as { detail?: unknown; title?: unknown } | undefined;
    if (typeof first?.detail === "string" && first.detail !== "") return first.detail;
    if (typeof first?.title === "string" && first.title !== "") return first.title;
  }
  if (typeof e.detail === "string" && e.detail !== "") return e.detail;
  if (typeof e.message === "string" && e.message !== "") return e.message;
  return String(e);
}

/** The lines to print on stderr for a failure (without trailing newline). */
export function errorLines(
  error: unknown,
  secrets: Iterable<string>,
  debug: boolean,
  words: SettingWords = cliWords,
): string[] {
  const e = (typeof error === "object" && error !== null ? error : { message: String(error) }) as ErrorLike;
  let text = firstDetail(e);
  if (typeof e.requestId === "string" && e.requestId !== "" && !text.includes(e.requestId)) {
    text += ` (request ${e.requestId})`;
  }
  const known = [...secrets];
  const lines = [`svc: ${safeDiagnostic(text, known)}`];
  const hint = hintOf(error) ?? rateLimitWaitHint(e) ?? hintFor(error, words);
  if (hint) lines.push(`svc: ${safeDiagnostic(hint, known)}`);
  if (debug && typeof e.stack === "string") {
    for (const line of stackEntries(e.stack)) lines.push(safeDiagnostic(line, known));
  }
  return lines;
}

/**
 * A stack split into its header and one entry per frame. The header (`Name: message`) may carry
 * line feeds from untrusted text; it stays one printed line (the feed shown as `\n`), so no part of
 * it can start a line of its own (a CI runner reads a line starting with `::` as a command).
 */
function stackEntries(stack: string): string[] {
  const entries: string[] = [];
  for (const line of stack.split("\n")) {
    if (entries.length === 0 || /^\s+at /.test(line)) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  return entries;
}
