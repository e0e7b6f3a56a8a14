/**
 * Options shared by several commands, with their local checks. Every check runs while commander
 * parses argv, so a bad value fails with exit 2 before any credential is read or request sent.
 * Nothing here may import the client, zod or clack (they would load for `--help`).
 */
import { type Command, InvalidArgumentError, Option, type OptionValues } from "@commander-js/extra-typings";
// patterns.js imports nothing (no zod), so this stays off the heavy start-up path.
import { parseDecimalInteger } from "../schemas/patterns.js";

/** `^[!-~]{1,128}$`: the contract's idempotency-key grammar. */
const IDEMPOTENCY_KEY = /^[!-~]{1,128}$/;
const WEBHOOK_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const DELIVERY_ID = /^[A-Za-z0-9_-]{1,256}$/;
const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;
const IF_MATCH = /^(?:whk1-[a-f0-9]{64}|"whk1-[a-f0-9]{64}")$/;

export const DELIVERY_STATES = ["delivering", "failed", "retrying", "skipped", "succeeded"] as const;

/** An integer parser for `[min, max]`; commander prefixes the option name to the message. */
export function integerIn(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = parseDecimalInteger(value.trim(), min, max);
    if (n === undefined) {
      throw new InvalidArgumentError(`must be an integer from ${min} to ${max} (invalid_number).`);
    }
    return n;
  };
}

/** `--max-wait` / SVC_MAX_RATE_LIMIT_WAIT: the client's bound on one request's rate-limit waits (1 hour). */
export const MAX_RATE_LIMIT_WAIT_MS = 3_600_000;

/** Node's timer limit: a longer delay fires after 1 ms (TimeoutOverflowWarning), so refuse it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** A positive integer (`--timeout` in milliseconds), at most what a Node timer can wait. */
export function positiveInteger(value: string): number {
  const n = parseDecimalInteger(value.trim(), 1, MAX_TIMEOUT_MS);
  if (n === undefined) {
    throw new InvalidArgumentError(
      `must be a positive integer of milliseconds, at most ${MAX_TIMEOUT_MS} (invalid_number).`,
    );
  }
  return n;
}

/** The prefixes of API tokens and signing secrets, anywhere in a value ("Bearer tg_...", "x/tg_..."). */
const SECRET_PREFIX = /(?:tg_(?:sk_v1|pat_v2|sa_v2)_|whsec_v2_)/;

/** Secrets are never accepted as arguments; an id, cursor or key shaped like one would be sent on. */
function refuseSecret(value: string): void {
  if (SECRET_PREFIX.test(value)) {
    throw new InvalidArgumentError(
      "this looks like an API token or signing secret; secrets are never accepted as arguments, and it would be sent to the API (invalid_arguments).",
    );
  }
}

function matching(pattern: RegExp, what: string): (value: string) => string {
  return (value) => {
    refuseSecret(value);
    if (!pattern.test(value)) throw new InvalidArgumentError(`${what} (invalid_arguments).`);
    return value;
  };
}

export const parseWebhookId = matching(
  WEBHOOK_ID,
  "a webhook id is 1-128 characters of A-Z a-z 0-9 _ . : -; use the id that svc webhooks list prints",
);
export const parseDeliveryId = matching(
  DELIVERY_ID,
  "a delivery id is 1-256 characters of A-Z a-z 0-9 _ -; use the id that svc webhook-deliveries list prints",
);
export const parseFilterDeliveryWebhookId = matching(
  DELIVERY_ID,
  "a webhook id filter is 1-256 characters of A-Z a-z 0-9 _ -",
);
export const parseEventName = matching(
  EVENT_NAME,
  "an event name is 1-128 characters of A-Z a-z 0-9 _ . : -",
);
const parseIdempotencyKey = matching(
  IDEMPOTENCY_KEY,
  "an idempotency key is 1-128 printable ASCII characters without spaces",
);
const parseIfMatch = matching(
  IF_MATCH,
  'give the webhook revision whk1-<64 hex> or its ETag "whk1-<64 hex>" (svc webhooks get <id> -o json prints it whole)',
);

function parseCursor(value: string): string {
  refuseSecret(value);
  if (value.length < 1 || value.length > 1024) {
    throw new InvalidArgumentError(
      "a cursor is the meta.page.nextCursor value of a previous page (invalid_arguments).",
    );
  }
  return value;
}

/**
 * `--all --cursor --limit --max-pages` (the page-size range of its operation) on a list command; the
 * declaration adds its filters. Its body is `listWith` (listing.ts).
 */
export function withListOptions<Args extends unknown[], Opts extends OptionValues>(
  command: Command<Args, Opts>,
  maxLimit: number,
) {
  const o = listOptions(maxLimit);
  return command.addOption(o.all).addOption(o.cursor).addOption(o.limit).addOption(o.maxPages);
}

/** `--all --cursor --limit --max-pages` with the page-size range of the operation. */
function listOptions(maxLimit: number) {
  return {
    all: new Option("--all", "follow every page (json/table: one aggregate; jsonl: streamed line by line)"),
    cursor: new Option(
      "--cursor <cursor>",
      "start at this cursor (meta.page.nextCursor of a page)",
    ).argParser(parseCursor),
    limit: new Option("--limit <number>", `page size, 1-${maxLimit}`).argParser(integerIn(1, maxLimit)),
    maxPages: new Option(
      "--max-pages <number>",
      "with --all: stop with an error after this many pages, 1-10000",
    )
      .argParser(integerIn(1, 10_000))
      .default(10_000),
  };
}

export const yesOption = () =>
  new Option("-y, --yes", "skip the confirmation (also SVC_CLI_ASSUME_YES=1); required when not interactive");

export const idempotencyKeyOption = () =>
  new Option(
    "--idempotency-key <key>",
    "Idempotency-Key to send (1-128 printable ASCII, no spaces); default a fresh key per run",
  ).argParser(parseIdempotencyKey);

export const ifMatchOption = () =>
  new Option("--if-match <revision>", 'the current revision whk1-<64 hex> or ETag "whk1-<64 hex>"')
    .argParser(parseIfMatch)
    .makeOptionMandatory();

export const dataOption = () =>
  new Option(
    "--data <json>",
    "request body: @file (a JSON file), - (stdin) or inline JSON",
  ).makeOptionMandatory();

export const revealOptions = () => ({
  secretFile: new Option(
    "--secret-file <path>",
    "write the signing secret to this NEW file (mode 0600; never overwrites; on Windows only read-only is honoured)",
  ),
  secretStdout: new Option(
    "--secret-stdout",
    "write only the signing secret to stdout (refused when stdout is a terminal)",
  ),
});

/** A repeatable option's values, in the order given. */
export const collect = (value: string, previous: string[] | undefined): string[] => [
  ...(previous ?? []),
  value,
];

/** Help text footer with examples; every leaf has one. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`;
}

/** `true`/`false`. */
export function parseBoolean(value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw new InvalidArgumentError("must be true or false (invalid_boolean).");
}

/** A filter id: 1-128 characters. */
export function parseFilterId(value: string): string {
  refuseSecret(value);
  if (value.length < 1 || value.length > 128) {
    throw new InvalidArgumentError("an id filter is 1-128 characters (invalid_arguments).");
  }
  return value;
}

export const parseContactId = (value: string): string => {
  refuseSecret(value);
  if (value.length < 1 || value.length > 128) {
    throw new InvalidArgumentError("a contact id is 1-128 characters (invalid_arguments).");
  }
  return value;
};
