import type { SecretSinkHandler, SinkProblem } from "../engine/index.js";
import type { ProxyEnvironment } from "../transport/agents.js";
import type { SecretLocation, SecretsApi } from "./github-secrets-api.js";

export interface GithubSecretSinkOptions {
  /** The github-token input (already masked); undefined when not given. */
  token: string | undefined;
  /** GITHUB_REPOSITORY: the default repository. */
  repository: string | undefined;
  /** GITHUB_API_URL, default https://api.github.com. */
  apiUrl: string | undefined;
  userAgent: string;
  /** Each request attempt (the timeout-ms input). */
  timeoutMs?: number | undefined;
  /** Where HTTPS_PROXY / HTTP_PROXY / NO_PROXY are read (the runner's environment). */
  proxyEnv?: ProxyEnvironment | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /** Told when a GitHub rate limit is waited out. */
  onWait?: ((message: string) => void) | undefined;
}

interface LoadedApi {
  api: SecretsApi;
  describe: (location: SecretLocation) => string;
}

/**
 * Writes the secret as a GitHub Actions secret, sealed (crypto_box_seal) with the repository's or
 * environment's public key, so it never leaves the job in clear. The public key is fetched before
 * the secret is revealed: a token that may not write secrets costs no rotation. The GitHub client
 * (Octokit) is loaded only when this sink is used.
 */
export function githubSecretSinkHandler(
  options: GithubSecretSinkOptions,
): SecretSinkHandler<"github-secret"> {
  const load = lazySecretsApi(options);
  return {
    check: async (spec) => planProblems(options, spec.repository),
    prepare: async (spec) => {
      const { api, describe } = await load();
      const location: SecretLocation = {
        repository: spec.repository ?? options.repository ?? "",
        environment: spec.environment,
        name: spec.name,
      };
      const publicKey = await api.publicKey(location);
      // Checked now, not when sealing: after the API call the secret exists and would be lost.
      if (!isSealingKey(publicKey.key)) {
        throw new Error(
          `GitHub returned an unusable public key for ${describe(location)} (not a base64 Curve25519 key of 32 bytes); nothing was revealed`,
        );
      }
      return {
        deliver: async (secret) => {
          const encryptedValue = await seal(secret, publicKey.key);
          await api.putSecret(location, { encryptedValue, keyId: publicKey.keyId });
          return { sink: "github-secret", target: describe(location) };
        },
        abort: async () => {},
      };
    },
  };
}

/** The GitHub API module, imported and built on the first use, then the same one. */
function lazySecretsApi(options: GithubSecretSinkOptions): () => Promise<LoadedApi> {
  let loaded: Promise<LoadedApi> | undefined;
  return () => {
    loaded ??= import("./github-secrets-api.js").then(({ createSecretsApi, describeLocation }) => ({
      api: createSecretsApi({
        token: options.token ?? "",
        apiUrl: options.apiUrl || "https://api.github.com",
        userAgent: options.userAgent,
        timeoutMs: options.timeoutMs,
        proxyEnv: options.proxyEnv,
        sleep: options.sleep,
        onWait: options.onWait,
      }),
      describe: describeLocation,
    }));
    return loaded;
  };
}

/** What the plan check reports before any call: no token, no repository to write to. */
function planProblems(options: GithubSecretSinkOptions, repository: string | undefined): SinkProblem[] {
  const problems: SinkProblem[] = [];
  if (!options.token) {
    problems.push({
      message:
        "the github-secret sink needs the github-token input: a token that may write Actions secrets (the workflow's GITHUB_TOKEN cannot)",
    });
  }
  if (!repository && !options.repository) {
    problems.push({
      field: "repository",
      message: "set repository: owner/name (GITHUB_REPOSITORY is not set)",
    });
  }
  return problems;
}

/** A base64 (standard alphabet) Curve25519 public key: 32 bytes, 44 characters. */
function isSealingKey(key: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(key) && Buffer.from(key, "base64").length === 32;
}

/** libsodium sealed box, as GitHub requires; the library is loaded only when a secret is sealed. */
export async function seal(secret: string, publicKeyBase64: string): Promise<string> {
  const { default: sodium } = await import("libsodium-wrappers");
  await sodium.ready;
  const key = sodium.from_base64(publicKeyBase64, sodium.base64_variants.ORIGINAL);
  const sealed = sodium.crypto_box_seal(sodium.from_string(secret), key);
  return sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL);
}
