/**
 * GitHub's Actions-secrets REST routes through @actions/github (Octokit), on undici (the one copy
 * `overrides` gives @actions/http-client too), through the runner's proxy when one is configured.
 * Loaded lazily: only the github-secret sink imports this module.
 *
 * The retry loop below is ours, not `@octokit/plugin-throttling` + `@octokit/plugin-retry`: probed
 * with throttling 11.0.5 and retry 8.1.1 against a loopback server, the plugins retry a 429 without
 * hints and a `retry-after: 0` after 1 s (retry's (n+1)² s back-off) instead of GitHub's "wait at
 * least a minute" for a secondary limit without `retry-after`; they ignore `retry-after` on a 403
 * unless the message says "secondary rate" (no wait, the job fails); and they wait on Bottleneck's
 * own timers (43 KB more in this chunk), so the one 60 s budget across all waits and the tests'
 * injected clock would need our code again around them.
 */
import { getOctokit } from "@actions/github";
import { type Dispatcher, EnvHttpProxyAgent, fetch as undiciFetch } from "undici";
import { type ProxyEnvironment, proxySettings } from "../transport/agents.js";
import { sleep as defaultSleep } from "../transport/sleep.js";
import { failureOf, GithubApiError, GithubFailureError, isRequestError } from "./github-api-errors.js";
import { type RateLimitBudget, rateLimitWait } from "./github-rate-limit.js";

/** Where an Actions secret lives: a repository, or one of its environments. */
export interface SecretLocation {
  repository: string;
  environment?: string | undefined;
  name: string;
}

interface PublicKey {
  keyId: string;
  /** base64 (standard alphabet) Curve25519 public key. */
  key: string;
}

export interface GithubApiOptions {
  token: string;
  /** GITHUB_API_URL (GHES: https://host/api/v3). */
  apiUrl: string;
  userAgent: string;
  /** HTTPS_PROXY / HTTP_PROXY / NO_PROXY are read from here (undici ignores them on its own). */
  proxyEnv?: ProxyEnvironment | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  now?: (() => number) | undefined;
  /** Each request attempt; default 30 s. */
  timeoutMs?: number | undefined;
  /** Total time spent waiting out rate limits before giving up; default 60 s. */
  rateLimitBudgetMs?: number | undefined;
  /** Told when a rate limit is waited out (a plain sentence, no secret). */
  onWait?: ((message: string) => void) | undefined;
}

export interface SecretsApi {
  /** Proves the token may manage these secrets before anything is revealed. */
  publicKey(location: SecretLocation): Promise<PublicKey>;
  /** Idempotent: the same sealed value may be sent twice. */
  putSecret(location: SecretLocation, sealed: { encryptedValue: string; keyId: string }): Promise<void>;
}

const transientRetryDelaysMs = [500, 1_500];
const minRateLimitWaitMs = 1_000;
const apiVersion = "2022-11-28";

export function describeLocation(location: SecretLocation): string {
  const where = location.environment
    ? `${location.repository} environment ${location.environment}`
    : location.repository;
  return `${where} secret ${location.name}`;
}

/** undici's proxy agent for the runner's proxy settings, or undefined when none is configured. */
function proxyDispatcher(env: ProxyEnvironment | undefined): Dispatcher | undefined {
  const settings = env && proxySettings(env);
  if (!settings) return undefined;
  return new EnvHttpProxyAgent({
    ...(settings.HTTP_PROXY ? { httpProxy: settings.HTTP_PROXY } : {}),
    ...(settings.HTTPS_PROXY ? { httpsProxy: settings.HTTPS_PROXY } : {}),
    ...(settings.NO_PROXY ? { noProxy: settings.NO_PROXY } : {}),
  });
}

/** A fetch through the runner's proxy, when one is configured (undici ignores HTTPS_PROXY on its own). */
function proxiedFetch(env: ProxyEnvironment | undefined): typeof globalThis.fetch {
  const dispatcher = proxyDispatcher(env);
  return ((url: string, init: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(url, {
      ...init,
      ...(dispatcher ? { dispatcher } : {}),
    })) as unknown as typeof globalThis.fetch;
}

type Octokit = ReturnType<typeof getOctokit>;

export function createSecretsApi(options: GithubApiOptions): SecretsApi {
  const octokit = getOctokit(options.token, {
    baseUrl: options.apiUrl.replace(/\/+$/, ""),
    userAgent: options.userAgent,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    request: { fetch: proxiedFetch(options.proxyEnv) },
  });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retrying = retryingSends(options);
  octokit.hook.wrap("request", async (request, requestOptions) => {
    requestOptions.headers["x-github-api-version"] = apiVersion;
    return retrying(async () =>
      request({
        ...requestOptions,
        request: { ...requestOptions.request, signal: AbortSignal.timeout(timeoutMs) },
      }),
    );
  });
  return secretsOperations(octokit);
}

/**
 * How every request is sent: rate limits waited out within one budget for the whole sink (at
 * least a second per wait), two retries of a 5xx or a network failure, and any other failure as a
 * GithubFailureError without the token.
 */
function retryingSends(options: GithubApiOptions): <T>(send: () => Promise<T>) => Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const budget: RateLimitBudget = { leftMs: options.rateLimitBudgetMs ?? 60_000 };
  const now = options.now ?? Date.now;
  const secrets = [options.token];
  return async (send) => {
    for (let transientFailures = 0; ; ) {
      try {
        return await send();
      } catch (error) {
        if (!isRequestError(error)) throw error;
        const asked = rateLimitWait(error, now());
        if (asked) {
          // At least a second per wait, so even `retry-after: 0` answers exhaust the budget.
          const wait = { ...asked, ms: Math.max(asked.ms, minRateLimitWaitMs) };
          if (wait.ms > budget.leftMs) {
            throw new GithubFailureError(failureOf(error, { ...wait, budgetLeftMs: budget.leftMs }, secrets));
          }
          budget.leftMs -= wait.ms;
          options.onWait?.(`GitHub API rate limit (${wait.reason}): waiting ${Math.ceil(wait.ms / 1000)} s`);
          await sleep(wait.ms);
          continue;
        }
        const retryIn = transientRetryDelaysMs[transientFailures];
        transientFailures += 1;
        if (error.status >= 500 && retryIn !== undefined) {
          await sleep(retryIn);
          continue;
        }
        throw new GithubFailureError(failureOf(error, undefined, secrets));
      }
    }
  };
}

/**
 * A PUT of the secret that got no answer, or a 5xx after the retries: GitHub may have stored it
 * all the same. `outcomeUnknown` lets the reveal say "may or may not have been stored".
 */
class GithubWriteOutcomeUnknown extends GithubApiError {
  readonly outcomeUnknown = true;
}

/** Runs one call for `location`; a GitHub failure is explained with where it was going. */
async function locatedCall<T>(location: SecretLocation, send: () => Promise<T>, write = false): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof GithubFailureError)) throw error;
    const { status } = error.failure;
    const Kind = write && (status === 0 || status >= 500) ? GithubWriteOutcomeUnknown : GithubApiError;
    throw new Kind(error.failure, describeLocation(location), location.environment, location.repository);
  }
}

const ownerRepo = (location: SecretLocation) => {
  const [owner = "", repo = ""] = location.repository.split("/");
  return { owner, repo };
};

function secretsOperations(octokit: Octokit): SecretsApi {
  return {
    publicKey: (location) =>
      locatedCall(location, async () => {
        const { data } = location.environment
          ? await octokit.rest.actions.getEnvironmentPublicKey({
              ...ownerRepo(location),
              environment_name: location.environment,
            })
          : await octokit.rest.actions.getRepoPublicKey(ownerRepo(location));
        if (typeof data?.key_id !== "string" || typeof data.key !== "string") {
          throw new Error(`GitHub returned no public key for ${describeLocation(location)}`);
        }
        return { keyId: data.key_id, key: data.key };
      }),
    putSecret: (location, sealed) =>
      locatedCall(
        location,
        async () => {
          const body = {
            ...ownerRepo(location),
            secret_name: location.name,
            encrypted_value: sealed.encryptedValue,
            key_id: sealed.keyId,
          };
          // Any 2xx is stored (201 created, 204 updated); Octokit reads no more of the answer.
          if (location.environment) {
            await octokit.rest.actions.createOrUpdateEnvironmentSecret({
              ...body,
              environment_name: location.environment,
            });
          } else {
            await octokit.rest.actions.createOrUpdateRepoSecret(body);
          }
        },
        true,
      ),
  };
}
