import { describeCause, networkCauseIn } from "../transport/network-causes.js";
import { redact } from "../transport/redact.js";
import type { RateLimitWait } from "./github-rate-limit.js";

/** The parts of an Octokit RequestError we use (its class is not a dependency of ours). */
export interface RequestErrorLike extends Error {
  status: number;
  request: { method: string; url: string };
  response?: { headers: Record<string, string | number | undefined>; data?: unknown } | undefined;
}

export function isRequestError(error: unknown): error is RequestErrorLike {
  return (
    error instanceof Error &&
    error.name === "HttpError" &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { request?: unknown }).request === "object"
  );
}

/** What went wrong with a GitHub call, before we know which secret it was for. */
export interface GithubFailure {
  method: string;
  /** 0 when no response came (network error, timeout). */
  status: number;
  requestId: string | undefined;
  /** GitHub's own message (or the network error), folded to one bounded line. */
  detail: string;
  /** Set when a rate limit asked for a longer wait than the budget had left. */
  rateLimit?: RateLimitWait & { budgetLeftMs: number };
}

/**
 * `secrets`: literals to hide wherever GitHub's answer echoes them (the github-token; a token's
 * shape is not known to the redactor, so only the literal can hide it).
 */
export function failureOf(
  error: RequestErrorLike,
  rateLimit?: GithubFailure["rateLimit"],
  secrets: readonly string[] = [],
): GithubFailure {
  const requestId = error.response?.headers["x-github-request-id"];
  const data = error.response?.data as { message?: unknown } | undefined;
  const message = typeof data?.message === "string" ? data.message : error.message;
  return {
    method: error.request.method,
    status: error.response ? error.status : 0,
    requestId: requestId === undefined ? undefined : oneLine(redact(String(requestId), secrets), 80),
    detail: oneLine(redact(error.response ? message : withCause(error, message), secrets), 200),
    ...(rateLimit ? { rateLimit } : {}),
  };
}

/** A network failure's message with what it means first (nothing answers at ..., the host does not resolve). */
function withCause(error: RequestErrorLike, message: string): string {
  const cause = networkCauseIn(error);
  if (cause === undefined) return message;
  let host = "the GitHub API";
  try {
    host = new URL(error.request.url).host;
  } catch {}
  return `${describeCause(cause, host)} (${message})`;
}

/** Thrown inside the request hook; turned into a GithubApiError once the secret's location is known. */
export class GithubFailureError extends Error {
  override name = "GithubFailureError";
  constructor(readonly failure: GithubFailure) {
    super(failure.detail);
  }
}

export type GithubErrorKind =
  | "rate_limited"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "network"
  | "failed";

/** A failed GitHub API call, explained: what, where, the request id, and the likely fix. */
export class GithubApiError extends Error {
  override name = "GithubApiError";
  readonly kind: GithubErrorKind;
  readonly status: number;
  readonly requestId: string | undefined;
  constructor(failure: GithubFailure, where: string, environment: string | undefined, repository: string) {
    const kind = kindOf(failure);
    super(explain(kind, failure, where, environment, repository));
    this.kind = kind;
    this.status = failure.status;
    this.requestId = failure.requestId;
  }
}

function kindOf(failure: GithubFailure): GithubErrorKind {
  if (failure.rateLimit) return "rate_limited";
  if (failure.status === 0) return "network";
  if (failure.status === 401) return "unauthorized";
  if (failure.status === 403) return "forbidden";
  if (failure.status === 404) return "not_found";
  return "failed";
}

function explain(
  kind: GithubErrorKind,
  failure: GithubFailure,
  where: string,
  environment: string | undefined,
  repository: string,
): string {
  const request = failure.requestId ? `, request ${failure.requestId}` : "";
  const what = `GitHub API ${failure.method} for ${where}`;
  if (kind === "network") return `${what} failed: ${failure.detail} (no response)`;
  const answer = `${what} returned HTTP ${failure.status}: ${failure.detail} (x-github-request-id ${failure.requestId ?? "none"})`;
  switch (kind) {
    case "rate_limited": {
      const wait = failure.rateLimit;
      const asked = Math.ceil((wait?.ms ?? 0) / 1000);
      const left = Math.floor((wait?.budgetLeftMs ?? 0) / 1000);
      return `${what} was rate limited by GitHub (HTTP ${failure.status}, ${wait?.reason}${request}): it asks to wait ${asked} s, more than the ${left} s this Action still waits; this is not a permission problem: re-run the job later or space out the jobs that write secrets`;
    }
    case "unauthorized":
      return `${answer}; the github-token input is invalid or expired`;
    case "forbidden":
    case "not_found": {
      const env = environment ? ` (and that environment ${environment} exists)` : "";
      return `${answer}; check that ${repository} exists${env} and that github-token may write Actions secrets there: a fine-grained token with "Secrets: read and write" (plus "Environments" for environment secrets) or a classic token with repo scope; the workflow's GITHUB_TOKEN cannot manage secrets`;
    }
    default:
      return answer;
  }
}

/** Untrusted text from a response: no line breaks or control characters, bounded. */
function oneLine(text: string, max: number): string {
  const folded = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return folded.length > max ? `${folded.slice(0, max)}…` : folded;
}
