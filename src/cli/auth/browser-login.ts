import type { Client, ClientOptions } from "../../client/index.js";
import type { Profile } from "../credentials/config-document.js";
import { CliError } from "../errors.js";
import { sanitizeTerminalText } from "../output/sanitize.js";
import { authorizationPageUrl, buildAuthorizationUrl } from "./authorize-url.js";
import { browserCommand, openBrowser } from "./browser.js";
import { type CallbackResult, startCallbackServer } from "./callback-server.js";
import { exchangeAuthorizationCode } from "./exchange.js";
import { newInstallationId, newLoginValues } from "./login-values.js";
import { type LoginDestination, type StartedLogin, startLogin, storageCompensation } from "./save-profile.js";

const DEFAULT_LOGIN_WAIT_MS = 10 * 60_000;

export interface BrowserLoginInput extends LoginDestination {
  env: Readonly<Record<string, string | undefined>>;
  stderr: NodeJS.WritableStream;
  platform: NodeJS.Platform;
  signal?: AbortSignal | undefined;
  scopes: readonly string[];
  noBrowser: boolean;
  cliVersion: string;
  /** Wait limit for the browser callback (SVC_LOGIN_TIMEOUT_MS, default 10 minutes). */
  waitMs: number;
  /** Client options shared with every command (timeouts, retries, user agent). */
  clientOptions?: Omit<ClientOptions, "token" | "baseUrl" | "region">;
  createClient: (options: ClientOptions) => Client;
  /** Told every secret of the flow (verifier, code, token) so diagnostics can redact them. */
  onSecret?: (secret: string) => void;
}

/** SVC_LOGIN_TIMEOUT_MS (positive integer, for tests and slow sign-ins) or 10 minutes. */
export function loginWaitMs(env: Readonly<Record<string, string | undefined>>): number {
  const value = Number(env.SVC_LOGIN_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_LOGIN_WAIT_MS;
}

const platformName = (platform: NodeJS.Platform): "darwin" | "linux" | "win32" =>
  platform === "darwin" || platform === "win32" ? platform : "linux";

/** The browser login (PKCE over a loopback callback, docs/auth.md); returns the saved profile. */
export async function browserLogin(input: BrowserLoginInput): Promise<Profile> {
  const page = authorizationPageUrl(input.env.SVC_CLI_AUTHORIZATION_URL);
  const login = await startLogin(input);
  // Step 1: fail early when the store is unavailable (the answer itself is not needed).
  await input.store.get(input.profileName);
  if (!input.noBrowser && !browserCommand("", input.env, input.platform)) {
    throw new CliError("unsupported_platform", `cannot open a browser on ${input.platform}`, {
      hint: "use --no-browser and open the printed address yourself, or --manual / --token-stdin",
    });
  }

  const values = newLoginValues();
  input.onSecret?.(values.codeVerifier);
  const installationId = login.previous.installationId ?? newInstallationId();
  const server = await startCallbackServer({
    callbackPath: values.callbackPath,
    state: values.state,
    timeoutMs: input.waitMs,
    signal: input.signal,
  });
  try {
    const url = buildAuthorizationUrl({
      page,
      values,
      redirectUri: server.redirectUri,
      scopes: input.scopes,
      installationId,
      cliVersion: input.cliVersion,
      platform: platformName(input.platform),
    });
    await presentAuthorization(input, url, values.pairingPhrase);
    const callback = await server.result;
    input.onSecret?.(callback.code);
    // The callback stays open until the login has finished (below, `finally`): a second completion
    // in the meantime (a reload, a second tab) is answered 409, not refused.
    return await exchangeAndSave(input, login, {
      callback,
      codeVerifier: values.codeVerifier,
      redirectUri: server.redirectUri,
      installationId,
    });
  } finally {
    server.close();
  }
}

/** The pairing phrase, then the page: opened in the browser, or printed to open by hand. */
async function presentAuthorization(input: BrowserLoginInput, url: string, phrase: string): Promise<void> {
  const say = (line: string) => input.stderr.write(`${line}\n`);
  say(`Pairing phrase: ${phrase}`);
  say("Check that the browser shows the same phrase before you approve.");
  const argv = input.noBrowser ? undefined : browserCommand(url, input.env, input.platform);
  if (argv && (await openBrowser(argv))) {
    say("Opened the authorization page in your browser; waiting for approval...");
    return;
  }
  say(
    input.noBrowser
      ? "Open this address in a browser on this machine to approve the login:"
      : "Could not open a browser; open this address on this machine to approve the login:",
  );
  say(sanitizeTerminalText(url));
  say("Waiting for approval...");
}

/** Trades the approved code for a token (30 s, answers of at most 64 KiB) and saves the profile. */
async function exchangeAndSave(
  input: BrowserLoginInput,
  login: StartedLogin,
  approved: { callback: CallbackResult; codeVerifier: string; redirectUri: string; installationId: string },
): Promise<Profile> {
  const clientOptions = { ...input.clientOptions, timeoutMs: 30_000, maxResponseBytes: 64 * 1024 };
  const exchangeClient = input.createClient(
    input.baseUrl
      ? { ...clientOptions, baseUrl: input.baseUrl }
      : { ...clientOptions, region: approved.callback.region },
  );
  const issued = await exchangeAuthorizationCode({
    client: exchangeClient,
    callback: approved.callback,
    codeVerifier: approved.codeVerifier,
    redirectUri: approved.redirectUri,
    scopes: input.scopes,
    now: input.now(),
    signal: input.signal,
    warn: (line) => input.stderr.write(`${line}\n`),
  });
  input.onSecret?.(issued.token);
  const compensationClient = input.createClient({
    ...clientOptions,
    token: issued.token,
    baseUrl: exchangeClient.baseUrl,
  });
  return await login.save("browser", issued, issued.token, {
    installationId: approved.installationId,
    compensation: storageCompensation(compensationClient, issued.grantId, issued.credentialId),
  });
}
