import { uriCharacterProblem } from "../../schemas/patterns.js";
import { CliError } from "../errors.js";
import type { LoginValues } from "./login-values.js";

const DEFAULT_AUTHORIZATION_URL = "https://login.teamgrid.app/developer/cli/authorize";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The authorization page (SVC_CLI_AUTHORIZATION_URL or the default): credential-free https, or http
 * only on loopback, with no query or fragment of its own.
 */
export function authorizationPageUrl(override: string | undefined): URL {
  const raw = override === undefined || override.trim() === "" ? DEFAULT_AUTHORIZATION_URL : override.trim();
  const fail = (why: string) =>
    new CliError("invalid_arguments", `SVC_CLI_AUTHORIZATION_URL ${why}`, {
      hint: "unset it to use the default authorization page",
    });
  // new URL() would silently drop tabs and newlines and read `\` as `/`: refuse them instead.
  const characters = uriCharacterProblem(raw);
  if (characters) throw fail(characters);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail("is not a URL");
  }
  if (url.username !== "" || url.password !== "") throw fail("must not contain credentials");
  if (url.search !== "" || url.hash !== "" || raw.includes("?") || raw.includes("#"))
    throw fail("must not have a query or fragment");
  if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname))
    throw fail("must use https (http only on a loopback host)");
  if (url.protocol !== "https:" && url.protocol !== "http:") throw fail("must use https");
  return url;
}

export interface AuthorizationRequest {
  page: URL;
  values: LoginValues;
  redirectUri: string;
  scopes: readonly string[];
  installationId: string;
  cliVersion: string;
  platform: "darwin" | "linux" | "win32";
}

/** The page URL with every request parameter in the fragment, form-encoded (never sent to a server). */
export function buildAuthorizationUrl(request: AuthorizationRequest): string {
  const { values } = request;
  const fragment = new URLSearchParams({
    authorization_request_id: values.authorizationRequestId,
    cli_installation_id: request.installationId,
    cli_version: request.cliVersion,
    code_challenge: values.codeChallenge,
    pairing_phrase: values.pairingPhrase,
    platform: request.platform,
    redirect_uri: request.redirectUri,
    request_secret: values.requestSecret,
    state: values.state,
  });
  for (const scope of request.scopes) fragment.append("scope", scope);
  const url = new URL(request.page);
  url.hash = fragment.toString();
  return url.toString();
}
