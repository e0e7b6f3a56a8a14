import type { Dispatcher } from "undici";
import type { SecretSinkHandler } from "../engine/index.js";
import {
  describeLocation,
  fetchPublicKey,
  type GithubApiOptions,
  putSecret,
  type SecretLocation,
} from "./github-secrets-api.js";

export interface GithubSecretSinkOptions {
  /** The github-token input (already masked); undefined when not given. */
  token: string | undefined;
  /** GITHUB_REPOSITORY: the default repository. */
  repository: string | undefined;
  /** GITHUB_API_URL, default https://api.github.com. */
  apiUrl: string | undefined;
  /** A proxy-aware dispatcher when the runner has a proxy configured. */
  dispatcher?: Dispatcher | undefined;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Writes the secret as a GitHub Actions secret, sealed (crypto_box_seal) with the repository's or
 * environment's public key, so it never leaves the job in clear. The public key is fetched before
 * the secret is revealed: a token that may not write secrets costs no rotation.
 */
export function githubSecretSinkHandler(
  options: GithubSecretSinkOptions,
): SecretSinkHandler<"github-secret"> {
  const api = (token: string): GithubApiOptions => ({
    token,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
  });
  const locate = (spec: {
    repository?: string | undefined;
    environment?: string | undefined;
    name: string;
  }) => ({
    apiUrl: options.apiUrl || "https://api.github.com",
    repository: spec.repository ?? options.repository ?? "",
    environment: spec.environment,
    name: spec.name,
  });
  return {
    check: async (spec) => {
      const problems = [];
      if (!options.token) {
        problems.push({
          message:
            "the github-secret sink needs the github-token input: a token that may write Actions secrets (the workflow's GITHUB_TOKEN cannot)",
        });
      }
      if (!spec.repository && !options.repository) {
        problems.push({
          field: "repository",
          message: "set repository: owner/name (GITHUB_REPOSITORY is not set)",
        });
      }
      return problems;
    },
    prepare: async (spec) => {
      const token = options.token ?? "";
      const location: SecretLocation = locate(spec);
      const publicKey = await fetchPublicKey(location, api(token));
      return {
        deliver: async (secret) => {
          const encryptedValue = await seal(secret, publicKey.key);
          await putSecret(location, { encryptedValue, keyId: publicKey.keyId }, api(token));
          return { sink: "github-secret", target: describeLocation(location) };
        },
        abort: async () => {},
      };
    },
  };
}

/** libsodium sealed box, as GitHub requires; the library is loaded only when a secret is sealed. */
export async function seal(secret: string, publicKeyBase64: string): Promise<string> {
  const { default: sodium } = await import("libsodium-wrappers");
  await sodium.ready;
  const key = sodium.from_base64(publicKeyBase64, sodium.base64_variants.ORIGINAL);
  const sealed = sodium.crypto_box_seal(sodium.from_string(secret), key);
  return sodium.to_base64(sealed, sodium.base64_variants.ORIGINAL);
}
