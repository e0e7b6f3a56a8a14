import { type CredentialLocation, parseCredentialToken } from "../schemas/index.js";
import { ClientError, normalizeBaseUrl, regionalBaseUrl } from "../transport/index.js";

export interface Routing {
  baseUrl: string;
  location: CredentialLocation | undefined;
}

/**
 * Parse the token for its routing hint; an explicit baseUrl wins (normalised per
 * 1.4), otherwise `https://api.<region>.<apiRootDomain>/v1`. Without a token, `region` or
 * `baseUrl` picks the host (the token-less browser-login exchange).
 */
export function resolveRouting(options: {
  token?: string | undefined;
  baseUrl?: string | undefined;
  apiRootDomain?: string | undefined;
  region?: string | undefined;
}): Routing {
  let location: CredentialLocation | undefined;
  if (options.token !== undefined) {
    location = typeof options.token === "string" ? parseCredentialToken(options.token) : undefined;
    if (!location) {
      throw new ClientError(
        "invalid_credential",
        "token is not an API v1 credential; expected tg_pat_v2_, tg_sa_v2_ or tg_sk_v1_ followed by <region>_<cell>_<24 hex>_<64 hex> (v0 tokens work only with the legacy client)",
      );
    }
  }
  if (options.baseUrl !== undefined) return { baseUrl: normalizeBaseUrl(options.baseUrl), location };
  const region = location?.region ?? options.region;
  if (region === undefined) {
    throw new ClientError(
      "authentication_required",
      "no token given; pass token (or baseUrl/region for the token-less authorization-code exchange)",
    );
  }
  return { baseUrl: regionalBaseUrl(region, options.apiRootDomain), location };
}
