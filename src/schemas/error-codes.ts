/**
 * The one declaration of every code an API answer can carry: its HTTP status, the exit code `svc`
 * gives it, the fix line `svc` prints under it, the fix a failed plan step names, and whether the
 * status means the resource is already gone. Everything else is derived from it: the status's
 * default code (`apiErrorCodes`), the transport's error class per code, the CLI's exit codes and
 * fix lines, the engine's step hints and docs/troubleshooting.md's API table (a test holds it to
 * these declarations). Without zod: the CLI reads it on every failure, and `svc --help` must not load
 * zod. The adapters' own words for their settings fill the `{...}` slots (`SettingWords`).
 */
import { EXIT } from "./exit-codes.js";

export { EXIT } from "./exit-codes.js";

export interface ApiErrorDeclaration {
  status: number;
  /** The exit code of `svc` (the status decides: every code of one status exits alike). */
  exit: number;
  /** The fix line under a direct call's failure (`svc webhooks ...`), with `{setting}` slots. */
  hint: string;
  /** What a failed plan step adds after its detail (`svc run`, the Action); absent: nothing. */
  inPlan?: string;
  /** Not the status's own code: one the service may name instead, with a more precise fix. */
  variant?: true;
  /** The status means the resource is not there (a removal is done, a lookup found nothing). */
  gone?: true;
  /** The code of an answer of this status without the API's error body (another server's). */
  withoutBody?: true;
}

const temporary = "a temporary failure of the service";
const revisionMoved =
  "the webhook changed since you read it: run svc webhooks get <id> -o json and retry with its latest revision or ETag in --if-match";
const temporaryInPlan = "the service is temporarily unavailable; re-run later";

/** Each code's declaration; the first of a status (not a `variant`) is the status's own code. */
export const apiErrorDeclarations = {
  invalid_request: {
    status: 400,
    exit: EXIT.failure,
    hint: "fix the value the message names; the same request fails the same way again",
  },
  invalid_precondition: {
    status: 400,
    exit: EXIT.failure,
    variant: true,
    hint: "--if-match takes the revision or its ETag as svc webhooks get <id> -o json prints them",
  },
  invalid_token: {
    status: 401,
    exit: EXIT.unauthenticated,
    hint: "check the token: {token}; the emulator's tokens change on every restart unless it keeps a --state-dir",
    inPlan: "the token is missing, invalid, expired or revoked; check {token}",
  },
  insufficient_scope: {
    status: 403,
    exit: EXIT.forbidden,
    hint: "use a credential with the scope the message names (webhooks:write for changes, webhooks:read for reads); svc auth status shows the scopes of the one in use",
    inPlan: "the credential lacks a scope; grant webhooks:read and webhooks:write",
  },
  forbidden: {
    status: 403,
    exit: EXIT.forbidden,
    variant: true,
    hint: "the workspace does not allow this to the credential in use; ask a workspace admin",
    inPlan: "the credential lacks a scope; grant webhooks:read and webhooks:write",
  },
  not_found: {
    status: 404,
    exit: EXIT.notFound,
    gone: true,
    hint: "check the id and that the credential in use belongs to its workspace",
    inPlan: "it does not exist or is not owned by this credential",
  },
  not_the_api: {
    status: 404,
    exit: EXIT.notFound,
    variant: true,
    withoutBody: true,
    hint: "check the path of {baseUrl}: what answered is not API v1 (its 404s carry an error body); API v1's address ends in /v1",
    inPlan:
      "what answered is not API v1 (its 404s carry an error body): check the path of {baseUrl}; API v1's address ends in /v1",
  },
  conflict: {
    status: 409,
    exit: EXIT.conflict,
    hint: "read the resource again (svc webhooks get <id> -o json); the message says what refused the change",
  },
  idempotency_conflict: {
    status: 409,
    exit: EXIT.conflict,
    variant: true,
    hint: "this --idempotency-key was used with a different request: repeat the original request exactly, or use a new key",
    inPlan: "{newRunIdentity}",
  },
  precondition_failed: {
    status: 412,
    exit: EXIT.conflict,
    hint: revisionMoved,
    inPlan: "contention: the webhook changed meanwhile (another run or process edited it); re-run the job",
  },
  resource_revision_conflict: {
    status: 412,
    exit: EXIT.conflict,
    variant: true,
    hint: revisionMoved,
    inPlan: "contention: the webhook changed meanwhile (another run or process edited it); re-run the job",
  },
  precondition_required: {
    status: 428,
    exit: EXIT.usage,
    hint: "this change needs the webhook's latest revision or ETag in --if-match (svc webhooks get <id> -o json prints it whole)",
  },
  rate_limit_exceeded: {
    status: 429,
    exit: EXIT.rateLimited,
    hint: "the credential's rate limit: re-run later, with fewer parallel jobs on this credential (docs/fleet.md, rate budgets); svc waits a 429 out for up to --max-wait, unless --retries is 0",
  },
  bad_gateway: {
    status: 502,
    exit: EXIT.failure,
    hint: `${temporary}: re-run (safe requests were already retried)`,
    inPlan: temporaryInPlan,
  },
  service_unavailable: {
    status: 503,
    exit: EXIT.failure,
    // The service also answers 503 to a credential of a cell the endpoint cannot reach (docs/emulator.md).
    hint: `${temporary}: re-run later (safe requests were already retried); when every request gets it, check that {baseUrl} serves the credential's region and cell`,
    inPlan: temporaryInPlan,
  },
  upstream_error: {
    status: 503,
    exit: EXIT.failure,
    variant: true,
    hint: `${temporary}: re-run later (safe requests were already retried)`,
    inPlan: temporaryInPlan,
  },
  gateway_timeout: {
    status: 504,
    exit: EXIT.failure,
    hint: `${temporary}: re-run (safe requests were already retried)`,
    inPlan: temporaryInPlan,
  },
} as const satisfies Readonly<Record<string, ApiErrorDeclaration>>;

export type ApiErrorCode = keyof typeof apiErrorDeclarations;

/** The codes of statuses no declaration names: a redirect, and any other status. */
export const fallbackErrorDeclarations = {
  unexpected_redirect: {
    status: 307,
    exit: EXIT.failure,
    hint: "point {baseUrl} at the API's /v1 address itself",
    inPlan: "point {baseUrl} at the API's /v1 address itself (redirects are never followed)",
  },
  http_error: {
    status: 500,
    exit: EXIT.failure,
    hint: "re-run; if it persists, report it with the request id",
  },
} as const satisfies Readonly<Record<string, ApiErrorDeclaration>>;

type StatusCodes = {
  [C in ApiErrorCode as (typeof apiErrorDeclarations)[C] extends { variant: true }
    ? never
    : (typeof apiErrorDeclarations)[C]["status"]]: C;
};

/** The code each status stands for; an error body that names no code gets its status's. */
export const apiErrorCodes = Object.fromEntries(
  Object.entries(apiErrorDeclarations)
    .filter(([, declaration]) => !("variant" in declaration))
    .map(([code, declaration]) => [declaration.status, code]),
) as StatusCodes;

const allDeclarations: Readonly<Record<string, ApiErrorDeclaration>> = {
  ...apiErrorDeclarations,
  ...fallbackErrorDeclarations,
};

// The code may be the service's text (`constructor`): only the declarations' own rows count.
const ownRow = (code: string) => Object.hasOwn(apiErrorDeclarations, code);

/** The code of a status: its `apiErrorCodes` entry, `unexpected_redirect` for 3xx, else `http_error`. */
export function statusErrorCode(status: number): string {
  if (status >= 300 && status < 400) return "unexpected_redirect";
  return (apiErrorCodes as Readonly<Record<number, string>>)[status] ?? "http_error";
}

/**
 * The declaration of an answer: its code's when the code is declared for that status (the service
 * may name a more precise one), else its status's code's.
 */
export function declarationOf(status: number, code?: string): ApiErrorDeclaration {
  const own = code !== undefined && ownRow(code) ? allDeclarations[code] : undefined;
  if (own !== undefined && own.status === status) return own;
  return allDeclarations[statusErrorCode(status)] as ApiErrorDeclaration;
}

/**
 * The code of an answer without the API's error body: the declared `withoutBody` code of its status
 * (API v1 answers every 404 with its body: one without it is another server's), else its status's.
 */
export function bodylessErrorCode(status: number): string {
  const declared = Object.entries(apiErrorDeclarations).find(
    ([, declaration]) => declaration.status === status && "withoutBody" in declaration,
  );
  return declared?.[0] ?? statusErrorCode(status);
}

/** True when an API answer means the resource is not there (already removed): declared `gone`. */
export const answerMeansGone = (status: number, code: string): boolean =>
  declarationOf(status, code).gone === true;

/**
 * How an adapter names the settings a fix points at: the CLI names its flag, variable or profile
 * (the one in use when it knows it), the Action its inputs; the CLI never speaks of inputs, the
 * Action never of flags.
 */
export interface SettingWords {
  /** Where the API token comes from and how to check it. */
  token: string;
  /** Where the API's base URL comes from. */
  baseUrl: string;
  /** How to allow each request more time. */
  timeout: string;
  /** How to raise the rate-limit wait budget. */
  maxWait: string;
  /** How to give a plan run a run identity of its own (new idempotency keys). */
  newRunIdentity: string;
  /** How to start a new attempt of the same run (a rotation anew). */
  newRunAttempt: string;
}

/** Words that fit every adapter: what the library and the engine say when told nothing else. */
export const neutralWords: SettingWords = {
  token: "the API token in use",
  baseUrl: "the base URL",
  timeout: "the request timeout",
  maxWait: "the rate-limit wait budget",
  newRunIdentity: "run again with a new run identity (each has idempotency keys of its own)",
  newRunAttempt: "the next attempt of the run",
};

/** A declaration's template with the adapter's words in its `{setting}` slots. */
export function inWords(template: string, words: SettingWords): string {
  return template.replace(
    /\{(token|baseUrl|timeout|maxWait|newRunIdentity|newRunAttempt)\}/g,
    (_, key: keyof SettingWords) => words[key],
  );
}
