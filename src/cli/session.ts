/**
 * Builds the API client: the handler context's `session()`/`client()` load this on the first call,
 * never for --help or a command that makes no request (it pulls in the client and zod).
 */
import {
  type Client,
  combineEvents,
  createClient,
  type TransportEvents,
  waitNotices,
} from "../client/index.js";
import type { SettingWords } from "../schemas/error-codes.js";
import { parseDecimalInteger } from "../schemas/patterns.js";
import type { CliContext } from "./cli-context.js";
import { type ResolvedCredential, resolveCredential } from "./credentials/resolve.js";
import { CliError } from "./errors.js";
import type { GlobalOptions } from "./global-options.js";
import { safeDiagnostic } from "./output/sanitize.js";
import { rememberWords, type SettingSources, sessionWords } from "./setting-words.js";
import { MAX_RATE_LIMIT_WAIT_MS } from "./shared-options.js";
import { CLI_VERSION } from "./version.js";

export interface ApiSession {
  client: Client;
  credential: ResolvedCredential;
  /** How a fix line names this session's settings: the ones in use (setting-words.ts). */
  words: SettingWords;
}

export interface SessionOptions {
  /**
   * The body's own listeners to the transport (e.g. `svc run`'s progress line and run totals),
   * beside the wait notices every command has.
   */
  events?: TransportEvents;
  /**
   * Where the wait notices go, whole lines (default: stderr): `svc run` passes its progress line's
   * printer, so a notice is written above the line instead of onto it.
   */
  notices?: (lines: string) => void;
}

/** Resolves the credential (env token first, then the stored profile) and builds the client. */
export async function openSession(
  ctx: CliContext,
  globals: GlobalOptions,
  options: SessionOptions = {},
): Promise<ApiSession> {
  const maxRateLimitWaitMs = globals.maxWait ?? maxWaitFromEnv(ctx);
  const credential = await resolveCredential(ctx, { profile: globals.profile, baseUrl: globals.baseUrl });
  const words = sessionWords({
    token: credential.source,
    baseUrl: baseUrlSource(ctx, globals, credential),
    profileName: credential.profileName,
  });
  rememberWords(ctx, words);
  let client: Client;
  try {
    client = createClient({
      // Node's http client ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY on its own; CI machines behind a proxy need them.
      proxyEnv: ctx.env,
      token: credential.token,
      baseUrl: credential.baseUrl,
      timeoutMs: globals.timeout,
      retries: globals.retries,
      ...(maxRateLimitWaitMs === undefined ? {} : { maxRateLimitWaitMs }),
      userAgent: `svc/${CLI_VERSION}`,
      events: combineEvents(waitNoticesOn(ctx, options.notices), options.events),
    });
  } catch (error) {
    throw nameBaseUrlSource(nameCredentialSource(error, credential), ctx, globals, credential);
  }
  return { client, credential, words };
}

/** Which setting named the base URL: the flag, the variable, the profile, or none (derived). */
function baseUrlSource(
  ctx: CliContext,
  globals: GlobalOptions,
  credential: ResolvedCredential,
): SettingSources["baseUrl"] {
  if (globals.baseUrl !== undefined) return "--base-url";
  if (ctx.env.SVC_API_BASE_URL?.trim()) return "SVC_API_BASE_URL";
  return credential.baseUrl === undefined ? undefined : "profile";
}

/** One stderr line as a wait of more than about 2 s starts, in a terminal and in CI alike. */
function waitNoticesOn(
  ctx: CliContext,
  write: (lines: string) => void = (lines) => ctx.stderr.write(lines),
): TransportEvents {
  return waitNotices((line) => write(`svc: ${safeDiagnostic(line, ctx.secrets)}\n`));
}

/** SVC_MAX_RATE_LIMIT_WAIT (milliseconds), when set; a bad value is a usage error naming it. */
function maxWaitFromEnv(ctx: CliContext): number | undefined {
  const text = ctx.env.SVC_MAX_RATE_LIMIT_WAIT?.trim();
  if (!text) return undefined;
  const value = parseDecimalInteger(text, 0, MAX_RATE_LIMIT_WAIT_MS);
  if (value === undefined) {
    throw new CliError(
      "invalid_number",
      `SVC_MAX_RATE_LIMIT_WAIT must be an integer of milliseconds from 0 to ${MAX_RATE_LIMIT_WAIT_MS}`,
      { hint: "set it like --max-wait, e.g. SVC_MAX_RATE_LIMIT_WAIT=600000 for ten minutes, or unset it" },
    );
  }
  return value;
}

/** The client says "token is not ..."; the user needs to know which one: the variable or the profile. */
function nameCredentialSource(error: unknown, credential: ResolvedCredential): unknown {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== "invalid_credential") return error;
  if (!error.message.startsWith("token ")) return error;
  const source =
    credential.source === "SVC_API_TOKEN"
      ? "SVC_API_TOKEN"
      : `the stored credential of profile "${credential.profileName ?? "default"}"`;
  const hint =
    credential.source === "SVC_API_TOKEN"
      ? "set SVC_API_TOKEN to the API v1 credential alone (no quotes, no 'Bearer ' prefix), or unset it to use a stored profile"
      : `run svc auth login --replace --profile ${credential.profileName ?? "default"}`;
  return new CliError("invalid_credential", `${source}${error.message.slice("token".length)}`, {
    hint,
    cause: error,
  });
}

/** The client says "baseUrl ..."; name what the user set: the flag, the variable or the profile. */
function nameBaseUrlSource(
  error: unknown,
  ctx: CliContext,
  globals: GlobalOptions,
  credential: ResolvedCredential,
): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (!(error instanceof Error) || (code !== "invalid_base_url" && code !== "insecure_base_url"))
    return error;
  if (!error.message.startsWith("baseUrl ")) return error;
  const setting = baseUrlSource(ctx, globals, credential);
  const source =
    setting === "profile" || setting === undefined
      ? `the base URL of profile "${credential.profileName ?? "default"}"`
      : setting;
  return new CliError(code, `${source}${error.message.slice("baseUrl".length)}`, { cause: error });
}
