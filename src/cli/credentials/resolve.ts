/**
 * The only code that knows credential precedence:
 * 1. `SVC_API_TOKEN` (trimmed) — when set, the keychain and the config file are never touched;
 * 2. the stored profile (`--profile`, else the config's current profile, else `default`), through
 *    the lazily loaded `ProfileCredentialSource`.
 * The base URL: `--base-url`, then `SVC_API_BASE_URL`, then the profile's `baseUrl` (only for a
 * credential that came from the profile), else derived from the token by the client.
 */
import { checkProfileName } from "./config-paths.js";
import type { CredentialContext } from "./credential-context.js";

type CredentialSource = "SVC_API_TOKEN" | "profile";

export interface ResolvedCredential {
  token: string;
  source: CredentialSource;
  /** Set when the credential came from a stored profile. */
  profileName: string | undefined;
  /** The override to use, or undefined to derive the regional URL from the token. */
  baseUrl: string | undefined;
}

export interface CredentialRequest {
  profile?: string | undefined;
  baseUrl?: string | undefined;
}

/** The env token, trimmed; undefined when unset or blank. */
export function envToken(ctx: Pick<CredentialContext, "env">): string | undefined {
  const token = ctx.env.SVC_API_TOKEN?.trim();
  return token ? token : undefined;
}

function envBaseUrl(ctx: Pick<CredentialContext, "env">): string | undefined {
  const value = ctx.env.SVC_API_BASE_URL?.trim();
  return value ? value : undefined;
}

export async function resolveCredential(
  ctx: CredentialContext,
  request: CredentialRequest,
): Promise<ResolvedCredential> {
  if (request.profile !== undefined) checkProfileName(request.profile);
  const token = envToken(ctx);
  if (token !== undefined) {
    ctx.secrets.add(token);
    return {
      token,
      source: "SVC_API_TOKEN",
      profileName: undefined,
      baseUrl: request.baseUrl ?? envBaseUrl(ctx),
    };
  }
  const source = await ctx.profileSource();
  const stored = await source.load(request.profile, ctx);
  const storedToken = stored.token.trim();
  ctx.secrets.add(storedToken);
  return {
    token: storedToken,
    source: "profile",
    profileName: stored.profileName,
    baseUrl: request.baseUrl ?? envBaseUrl(ctx) ?? stored.baseUrl,
  };
}
