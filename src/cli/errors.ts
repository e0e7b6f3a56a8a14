/**
 * The one place exit codes live. Every failure of the CLI goes through
 * `exitCodeFor`; commands throw `CliError` for local problems and let client errors pass through.
 */

export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  unauthenticated: 3,
  forbidden: 4,
  notFound: 5,
  conflict: 6,
  rateLimited: 7,
  /** The service issued a signing secret that could not be written out (replay it with the key). */
  secretNotWritten: 8,
  interrupted: 130,
} as const;

/** Client/CLI error codes and their exit codes; any code not listed exits 1. */
const EXIT_BY_CODE: Readonly<Record<string, number>> = {
  // 2: local usage and configuration
  invalid_arguments: 2,
  invalid_json: 2,
  invalid_input_file: 2,
  input_too_large: 2,
  invalid_number: 2,
  invalid_boolean: 2,
  invalid_output: 2,
  invalid_config: 2,
  invalid_profile_name: 2,
  unsafe_config_path: 2,
  profile_exists: 2,
  profile_credential_mismatch: 2,
  authentication_required: 2,
  credential_expired: 2,
  invalid_credential: 2,
  invalid_base_url: 2,
  insecure_base_url: 2,
  invalid_api_domain: 2,
  invalid_region: 2,
  browser_sensitive_scopes_unavailable: 2,
  confirmation_required: 2,
  // 8: a revealed secret that could not be written (stdout gone, disk full): replay to recover it
  secret_not_written: 8,
  // 0: an interactively declined confirmation
  cancelled: 0,
  // 130: interrupted
  browser_authorization_interrupted: 130,
  interrupted: 130,
};

/** API status → exit code; other statuses exit 1. */
const EXIT_BY_STATUS: Readonly<Record<number, number>> = {
  401: 3,
  403: 4,
  404: 5,
  409: 6,
  412: 6,
  428: 2,
  429: 7,
};

/** A CLI failure with a stable code; `hint` is the next step shown to the user. */
export class CliError extends Error {
  override name = "CliError";
  readonly code: string;
  readonly exitCode: number;
  readonly hint: string | undefined;

  constructor(
    code: string,
    message: string,
    options: { hint?: string; exitCode?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.exitCode = options.exitCode ?? exitCodeForCode(code);
    this.hint = options.hint;
  }
}

export function exitCodeForCode(code: string): number {
  return EXIT_BY_CODE[code] ?? EXIT.failure;
}

export function exitCodeForStatus(status: number): number {
  return EXIT_BY_STATUS[status] ?? EXIT.failure;
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

/** The exit code for anything a command threw. Duck-typed so no client module is loaded here. */
export function exitCodeFor(error: unknown, interrupted = false): number {
  if (interrupted) return EXIT.interrupted;
  if (error instanceof CliError) return error.exitCode;
  if (isCommanderError(error)) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  const e = (typeof error === "object" && error !== null ? error : {}) as ErrorShape;
  // An ApiError (a non-2xx answer) carries the status and the error objects; a ClientError does not.
  if (typeof e.status === "number" && Array.isArray(e.errors)) {
    return exitCodeForStatus(e.status);
  }
  if (e.name === "AbortError") return EXIT.interrupted;
  if (typeof e.code === "string") return exitCodeForCode(e.code);
  return EXIT.failure;
}
