/**
 * The one place exit codes and fix lines live. Every failure of the CLI goes through `exitCodeFor`
 * and `hintFor`; commands throw `CliError` for local problems and let client errors pass through.
 *
 * The chain (docs/architecture.md, "An error code or exit code"): an API answer's HTTP status names
 * its code (`statusErrorCode` in src/schemas/error-codes.ts: 401 -> invalid_token, 3xx ->
 * unexpected_redirect, any other -> http_error), so the status decides whatever code the body sent;
 * every other error has its own code. That code's row in `cliErrorCodes` is the exit code (a code
 * not listed exits 1) and its row in `errorHints` the fix line, unless the error carries its own.
 * An API answer's rows are derived from its code's one declaration (`apiErrorDeclarations`).
 */
import {
  type ApiErrorDeclaration,
  apiErrorDeclarations,
  declarationOf,
  EXIT,
  fallbackErrorDeclarations,
  inWords,
  type SettingWords,
  statusErrorCode,
} from "../schemas/error-codes.js";
import { clientErrorFixes } from "../transport/client-error-fixes.js";
import { type NetworkCause, networkCauses } from "../transport/network-causes.js";

export { EXIT };

/**
 * What each exit code means, in the words of `svc --help` (the help text is built from this) and of
 * docs/troubleshooting.md's "By exit code" table (a test checks that it has a row for each).
 */
export const exitMeanings: Readonly<Record<number, string>> = {
  [EXIT.ok]: "ok/declined",
  [EXIT.failure]:
    "failure (also an issued secret that could not be written: replay it with the named --idempotency-key)",
  [EXIT.usage]: "usage or config (also API 428)",
  [EXIT.unauthenticated]: "unauthenticated (401)",
  [EXIT.forbidden]: "forbidden (403)",
  [EXIT.notFound]: "not found (404)",
  [EXIT.conflict]: "conflict (409/412)",
  [EXIT.rateLimited]: "rate limited (429)",
  [EXIT.interrupted]: "interrupted",
};

/**
 * The exit code of every code the CLI throws and every client error code that does not exit 1. To
 * add an error code, add it here (an API answer's: in src/schemas/error-codes.ts) and document it in
 * docs/troubleshooting.md.
 */
const localErrorCodes = {
  // 2: local usage and configuration; nothing was sent
  invalid_arguments: EXIT.usage,
  invalid_json: EXIT.usage,
  invalid_input_file: EXIT.usage,
  input_too_large: EXIT.usage,
  invalid_number: EXIT.usage,
  invalid_boolean: EXIT.usage,
  invalid_output: EXIT.usage,
  invalid_config: EXIT.usage,
  invalid_profile_name: EXIT.usage,
  unsafe_config_path: EXIT.usage,
  profile_exists: EXIT.usage,
  profile_credential_mismatch: EXIT.usage,
  authentication_required: EXIT.usage,
  credential_expired: EXIT.usage,
  invalid_credential: EXIT.usage,
  invalid_base_url: EXIT.usage,
  insecure_base_url: EXIT.usage,
  invalid_api_domain: EXIT.usage,
  invalid_region: EXIT.usage,
  browser_sensitive_scopes_unavailable: EXIT.usage,
  confirmation_required: EXIT.usage,
  invalid_plan: EXIT.usage,
  // 1: a check that did not pass, or a failure of the service, the browser login or the keychain
  changes_pending: EXIT.failure,
  verification_failed: EXIT.failure,
  receive_timeout: EXIT.failure,
  step_failed: EXIT.failure, // `svc run` passes the exit code of the API status the step failed on
  invalid_api_response: EXIT.failure,
  pagination_limit: EXIT.failure,
  invalid_grant: EXIT.failure,
  authorization_exchange_failed: EXIT.failure,
  browser_authorization_failed: EXIT.failure,
  browser_authorization_timeout: EXIT.failure,
  unsupported_platform: EXIT.failure,
  credential_store_failed: EXIT.failure,
  credential_store_unavailable: EXIT.failure,
  // A revealed secret that could not be written (stdout gone, disk full): the message names the
  // idempotency key whose replay recovers it. 1, as the CLI exits only with 0-7 and 130.
  secret_not_written: EXIT.failure,
  // 0: an interactively declined confirmation
  cancelled: EXIT.ok,
  // 130: interrupted
  browser_authorization_interrupted: EXIT.interrupted,
  interrupted: EXIT.interrupted,
} as const satisfies Readonly<Record<string, number>>;

/** Every declared code of an API answer (src/schemas/error-codes.ts), and the fallbacks of a status. */
const apiDeclarations: Readonly<Record<string, ApiErrorDeclaration>> = {
  ...apiErrorDeclarations,
  ...fallbackErrorDeclarations,
};

const fromDeclarations = <T>(pick: (declaration: ApiErrorDeclaration) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(apiDeclarations).map(([code, declared]) => [code, pick(declared)]));

/**
 * Every code the CLI throws, every client error code that does not exit 1 and every code of an API
 * answer (from its declaration, src/schemas/error-codes.ts: the HTTP status decides), with its exit
 * code: the one table the error handler, `svc --help`, the tests and docs/troubleshooting.md (one
 * row per code, its Exit column checked by a test) read. A code not listed exits 1.
 */
export const cliErrorCodes: Readonly<Record<string, number>> = {
  ...localErrorCodes,
  ...fromDeclarations((declared) => declared.exit),
};

/**
 * How `svc` names its settings in a fix line when it does not know which one is in use (before a
 * session resolved them, and in docs/troubleshooting.md); a session names the one in use
 * (`sessionWords`, src/cli/setting-words.ts).
 */
export const cliWords: SettingWords = {
  token:
    "SVC_API_TOKEN when it is set (it wins over any profile), else the profile's credential (svc auth status --check; svc auth login --replace stores a new one)",
  baseUrl: "the base URL (--base-url, SVC_API_BASE_URL or the profile's)",
  timeout: "--timeout <milliseconds>",
  maxWait: "--max-wait (or SVC_MAX_RATE_LIMIT_WAIT)",
  newRunIdentity:
    "run svc run again with a new --run-id, or re-run the CI job (each run identity has idempotency keys of its own)",
  newRunAttempt: "svc run --run-attempt <next>, or re-run the CI job",
};

/** The fix lines of the client's codes, with `{setting}` slots (src/schemas/error-codes.ts, `inWords`). */
const clientHints: Readonly<Record<string, string>> = {
  ...clientErrorFixes,
  pagination_cycle:
    "a fault of the service: list page by page without --all (--cursor), and report it with the request id",
  pagination_limit: "narrow the listing with its filters, or raise --max-pages (at most 10000)",
};

/** The fix line templates by code: an API answer's from its declaration, the client's own. */
const hintTemplates: Readonly<Record<string, string>> = {
  ...fromDeclarations((declared) => declared.hint),
  ...clientHints,
};

/**
 * The fix line under an error that carries none of its own, by code, in `words`: for an API
 * answer its own code first (`forbidden` and `insufficient_scope` share 403 but not the fix), else
 * its status's code.
 */
function hintForCode(code: string, words: SettingWords = cliWords): string | undefined {
  // The code may be the service's text (`constructor`): only the table's own rows count.
  const template = Object.hasOwn(hintTemplates, code) ? hintTemplates[code] : undefined;
  return template === undefined ? undefined : inWords(template, words);
}

/** Every fix line in `svc`'s general words, by code (for the tests and docs/troubleshooting.md). */
export const errorHints: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(hintTemplates).map((code) => [code, hintForCode(code) as string]),
);

/**
 * Where the ids a command takes come from, for the fix line under its 404: the listing that shows
 * them. Commands not named here (`svc contacts get`) have none to offer.
 */
const idListings: Readonly<Record<string, string>> = {
  "svc webhooks": "svc webhooks list",
  "svc webhook-deliveries list": "svc webhooks list",
  "svc webhook-deliveries get": "svc webhook-deliveries list",
};

/**
 * Gives an API 404 that a command let through its command's fix line: the generic one, and the
 * listing that shows the command's ids (a delivery's, not a webhook's, for `webhook-deliveries get`).
 */
export function withCommandHint(error: unknown, command: string): unknown {
  if (!isApiErrorLike(error) || hintOf(error) !== undefined) return error;
  // Only an answer meaning the id names nothing (declared `gone`): another server's 404 is a wrong address.
  const code = (error as ErrorShape).code;
  if (declarationOf(error.status, typeof code === "string" ? code : undefined).gone !== true) return error;
  const listing = idListings[command] ?? idListings[command.split(" ").slice(0, 2).join(" ")];
  if (listing !== undefined) attachHint(error, `${errorHints.not_found}; ${listing} shows the ids`);
  return error;
}

/**
 * Next steps shown under an error line. Attached one way for every error: a `CliError`'s `hint`
 * option goes through `attachHint` too, so the error line reads them all with `hintOf`.
 */
const hints = new WeakMap<object, string>();
export function attachHint(error: unknown, hint: string): void {
  if (typeof error === "object" && error !== null) hints.set(error, hint);
}
export function hintOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null ? hints.get(error) : undefined;
}

/**
 * A CLI failure with a stable code; `hint` is the next step shown to the user. Its exit code comes
 * from `cliErrorCodes`; `exitCode` is only for a failure that keeps the exit code of an API status.
 */
export class CliError extends Error {
  override name = "CliError";
  readonly code: string;
  readonly exitCode: number;
  /** Lines that belong with the message in a report (an invalid plan's problems), already on stderr. */
  readonly details: readonly string[];

  constructor(
    code: string,
    message: string,
    options: { hint?: string; exitCode?: number; cause?: unknown; details?: readonly string[] } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.exitCode = options.exitCode ?? exitCodeForCode(code);
    this.details = options.details ?? [];
    if (options.hint !== undefined) attachHint(this, options.hint);
  }

  get hint(): string | undefined {
    return hintOf(this);
  }
}

export function exitCodeForCode(code: string): number {
  // The code may be the service's text (`constructor`): only the table's own rows count.
  return Object.hasOwn(cliErrorCodes, code)
    ? ((cliErrorCodes as Readonly<Record<string, number>>)[code] ?? EXIT.failure)
    : EXIT.failure;
}

/** The exit code of an API answer with this HTTP status: the row of the status's code. */
export function exitCodeForStatus(status: number): number {
  return exitCodeForCode(statusErrorCode(status));
}

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  exitCode?: unknown;
  errors?: unknown;
}

/** True for commander's own errors (it has printed the message or help already). */
export function isCommanderError(error: unknown): error is Error & { code: string; exitCode: number } {
  const e = error as ErrorShape | null;
  return (
    typeof e === "object" &&
    e !== null &&
    e.name === "CommanderError" &&
    typeof e.code === "string" &&
    typeof e.exitCode === "number"
  );
}

/**
 * An ApiError (a non-2xx answer) carries the status and the error objects; a ClientError does not.
 * Duck-typed so that nothing here loads the client.
 */
function isApiErrorLike(error: unknown): error is { status: number; errors: unknown[] } {
  const e = error as ErrorShape | null;
  return typeof e === "object" && e !== null && typeof e.status === "number" && Array.isArray(e.errors);
}

/** The exit code for anything a command threw. Duck-typed so no client module is loaded here. */
export function exitCodeFor(error: unknown, interrupted = false): number {
  if (interrupted) return EXIT.interrupted;
  if (error instanceof CliError) return error.exitCode;
  if (isCommanderError(error)) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  const e = (typeof error === "object" && error !== null ? error : {}) as ErrorShape;
  if (isApiErrorLike(error)) return exitCodeForStatus(error.status);
  if (e.name === "AbortError") return EXIT.interrupted;
  if (typeof e.code === "string") return exitCodeForCode(e.code);
  return EXIT.failure;
}

/** The fix line for anything a command threw: its own hint, else its code's (`hintForCode`). */
export function hintFor(error: unknown, words: SettingWords = cliWords): string | undefined {
  const own = hintOf(error);
  if (own !== undefined || error instanceof CliError) return own;
  const code = (error as ErrorShape | null)?.code;
  if (isApiErrorLike(error)) {
    const declared = declarationOf(error.status, typeof code === "string" ? code : undefined);
    return inWords(declared.hint, words);
  }
  const cause = (error as { networkCause?: unknown } | null)?.networkCause;
  if (typeof cause === "string" && Object.hasOwn(networkCauses, cause))
    return inWords(networkCauses[cause as NetworkCause].hint, words);
  return typeof code === "string" ? hintForCode(code, words) : undefined;
}
