import { ApiError, type Client } from "../../client/index.js";
import { type CredentialLocation, parseCredentialToken } from "../../schemas/credential.js";
import { CliError } from "../errors.js";
import { safeDiagnostic } from "../output/sanitize.js";
import type { CallbackResult } from "./callback-server.js";

export interface ExchangedCredential {
  token: string;
  credentialId: string;
  region: string;
  cellId: string;
  expiresAt: string;
  grantId: string;
  scopes: string[];
  location: CredentialLocation;
}

const GRANT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const invalid = (why: string) =>
  new CliError("invalid_api_response", `the token exchange answer was rejected: ${why}; nothing was saved`);

/**
 * POST /auth/cli/token. A 400 is `invalid_grant`, any other API error
 * `authorization_exchange_failed`; the answer must match the callback and the request exactly.
 */
export async function exchangeAuthorizationCode(input: {
  client: Pick<Client, "exchangeCliAuthorizationCode">;
  callback: CallbackResult;
  codeVerifier: string;
  redirectUri: string;
  scopes: readonly string[];
  now: number;
  signal?: AbortSignal | undefined;
  /** Told each line about an answer accepted despite a header a proxy changed. */
  warn?: ((line: string) => void) | undefined;
}): Promise<ExchangedCredential> {
  let response: Awaited<ReturnType<Client["exchangeCliAuthorizationCode"]>>;
  try {
    response = await input.client.exchangeCliAuthorizationCode(
      {
        authorizationCode: input.callback.code,
        clientId: "teamgrid-cli",
        codeVerifier: input.codeVerifier,
        grantType: "authorization_code",
        redirectUri: input.redirectUri,
      },
      // A credential the service issued is not thrown away for a header a proxy dropped: the
      // body is still checked in full below, and the header is named in a warning.
      { tolerateDeviations: true, ...(input.signal ? { signal: input.signal } : {}) },
    );
  } catch (error) {
    throw mapExchangeError(error);
  }
  checkExchangeContentType(response.transport.headers["content-type"]);
  const credential = validateExchange(response.data, input.callback, input.scopes, input.now);
  for (const { path, problem } of response.warnings) {
    const text = `the token exchange answer differs from the contract at ${path} (${problem}); the credential passed every other check and is accepted all the same`;
    input.warn?.(`svc: warning: ${safeDiagnostic(text)}`);
  }
  return credential;
}

/** The answer must be `application/json` or `application/vnd.api+json`. */
export function checkExchangeContentType(contentType: string | undefined): void {
  const media = contentType?.split(";")[0]?.trim().toLowerCase();
  if (media !== "application/json" && media !== "application/vnd.api+json")
    throw invalid("the content type is not JSON");
}

function mapExchangeError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 400) {
    return new CliError("invalid_grant", "the service refused the authorization code", {
      hint: "run `svc auth login` again",
      cause: error,
    });
  }
  const detail = error.detail.length <= 300 ? error.detail : `HTTP ${error.status}`;
  return new CliError("authorization_exchange_failed", `the token exchange failed: ${detail}`, {
    cause: error,
  });
}

type Authorization = Awaited<ReturnType<Client["exchangeCliAuthorizationCode"]>>["data"];

/** Every check of the token-exchange answer, before anything is saved. */
export function validateExchange(
  data: Authorization,
  callback: CallbackResult,
  requested: readonly string[],
  now: number,
): ExchangedCredential {
  const a = data.attributes;
  if (data.type !== "cliAuthorization") throw invalid("wrong resource type");
  if (a.tokenType !== "Bearer") throw invalid("token type is not Bearer");
  if (a.region !== callback.region || a.cellId !== callback.cellId)
    throw invalid("region or cell differs from the browser callback");
  const expires = Date.parse(a.expiresAt);
  if (!Number.isFinite(expires) || expires <= now) throw invalid("the credential is already expired");
  const granted = new Set(a.scopes);
  if (
    granted.size !== a.scopes.length ||
    granted.size !== new Set(requested).size ||
    requested.some((s) => !granted.has(s))
  )
    throw invalid("the granted scopes differ from the requested scopes");
  if (!GRANT_ID.test(a.grantId)) throw invalid("malformed grant id");
  const location = parseCredentialToken(a.accessToken);
  if (!location) throw invalid("the access token does not follow the credential grammar");
  if (
    location.region !== callback.region ||
    location.cellId !== callback.cellId ||
    location.credentialId !== data.id
  )
    throw invalid("the access token does not belong to the approved region, cell or credential id");
  return {
    token: a.accessToken,
    credentialId: data.id,
    region: a.region,
    cellId: a.cellId,
    expiresAt: a.expiresAt,
    grantId: a.grantId,
    scopes: [...a.scopes],
    location,
  };
}
