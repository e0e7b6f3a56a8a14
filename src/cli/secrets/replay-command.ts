/**
 * The exact command that replays a keyed POST of `svc webhooks` (create, rotate-secret, test): the
 * same command words, the global options that choose the account and the service (--profile,
 * --base-url, -o), the idempotency key, each word quoted for a POSIX shell. It never holds a
 * secret: the words are a body (a webhook URL and event names) or its @file, a webhook id, a
 * revision, a key and a path; diagnostics are redacted all the same.
 */
import { unsafeBeyondC0 } from "../../untrusted/log-text.js";
import type { GlobalOptions } from "../global-options.js";

/** What a diagnostic line shows escaped (src/cli/output/sanitize.ts): a quoted word cannot hold it. */
const controlCharacter = new RegExp(`[\\u0000-\\u001f${unsafeBeyondC0}]`);
const controlCharacters = new RegExp(`[\\\\'\\u0000-\\u001f${unsafeBeyondC0}]`, "g");
const namedEscapes: Readonly<Record<string, string>> = { "\n": "\\n", "\t": "\\t", "\r": "\\r" };

/**
 * One word for a POSIX shell: as it is when it needs no quoting, else in single quotes. A word
 * with a control character (a path with a line feed) cannot be printed in one diagnostic line as
 * it is: it is written `$'...'` with the character escaped (`\n`, `\x1b`, `\u202e`), which bash,
 * zsh and ksh (and POSIX.1-2024 sh) read back as the same word.
 */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  if (controlCharacter.test(word)) return `$'${word.replace(controlCharacters, ansiEscape)}'`;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

function ansiEscape(char: string): string {
  if (char === "\\" || char === "'") return `\\${char}`;
  const named = namedEscapes[char];
  if (named !== undefined) return named;
  const code = char.charCodeAt(0);
  return code < 0x80
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
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
