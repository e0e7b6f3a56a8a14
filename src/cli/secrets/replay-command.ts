/**
 * The exact command that replays a keyed POST of `svc webhooks` (create, rotate-secret, test): the
 * same command words, the global options that choose the account and the service (--profile,
 * --base-url, -o), the idempotency key, each word quoted for a POSIX shell. It never holds a
 * secret: the words are a body (a webhook URL and event names) or its @file, a webhook id, a
 * revision, a key and a path; diagnostics are redacted all the same.
 */
import type { GlobalOptions } from "../global-options.js";

/** One word for a POSIX shell: as it is when it needs no quoting, else in single quotes. */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The global options that choose the account and the service, when given. */
export function accountWords(globals: GlobalOptions): string[] {
  return [
    ...(globals.profile !== undefined ? ["--profile", globals.profile] : []),
    ...(globals.baseUrl !== undefined ? ["--base-url", globals.baseUrl] : []),
  ];
}

/** The global options given (the defaults need no repeating). */
function globalWords(globals: GlobalOptions): string[] {
  return [...accountWords(globals), ...(globals.output !== "table" ? ["-o", globals.output] : [])];
}

/** `svc <globals> <words> --idempotency-key <key> <trailing>`, quoted. */
export function replayCommand(
  globals: GlobalOptions,
  words: readonly string[],
  idempotencyKey: string,
  trailing: readonly string[] = [],
): string {
  return ["svc", ...globalWords(globals), ...words, "--idempotency-key", idempotencyKey, ...trailing]
    .map(shellWord)
    .join(" ");
}
