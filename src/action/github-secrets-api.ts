import { type Dispatcher, request } from "undici";
import { VERSION } from "../core/version.js";

/** Where an Actions secret lives: a repository, or one of its environments. */
export interface SecretLocation {
  apiUrl: string;
  repository: string;
  environment?: string | undefined;
  name: string;
}

export interface PublicKey {
  keyId: string;
  /** base64 (standard alphabet) Curve25519 public key. */
  key: string;
}

export interface GithubApiOptions {
  token: string;
  dispatcher?: Dispatcher;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

const retryDelaysMs = [500, 1_500];

function secretsPath(location: SecretLocation): string {
  const [owner = "", repo = ""] = location.repository.split("/");
  const base = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const scope = location.environment
    ? `/environments/${encodeURIComponent(location.environment)}`
    : "/actions";
  return `${location.apiUrl.replace(/\/+$/, "")}${base}${scope}/secrets`;
}

export function describeLocation(location: SecretLocation): string {
  const where = location.environment
    ? `${location.repository} environment ${location.environment}`
    : location.repository;
  return `${where} secret ${location.name}`;
}

/** GET .../secrets/public-key: proves the token may manage these secrets before anything is revealed. */
export async function fetchPublicKey(
  location: SecretLocation,
  options: GithubApiOptions,
): Promise<PublicKey> {
  const body = await call("GET", `${secretsPath(location)}/public-key`, undefined, location, options);
  const parsed = body as { key_id?: unknown; key?: unknown } | undefined;
  if (typeof parsed?.key_id !== "string" || typeof parsed.key !== "string") {
    throw new Error(`GitHub returned no public key for ${describeLocation(location)}`);
  }
  return { keyId: parsed.key_id, key: parsed.key };
}

/** PUT .../secrets/{name} with the sealed value (idempotent: the same value may be sent twice). */
export async function putSecret(
  location: SecretLocation,
  sealed: { encryptedValue: string; keyId: string },
  options: GithubApiOptions,
): Promise<void> {
  const url = `${secretsPath(location)}/${encodeURIComponent(location.name)}`;
  await call("PUT", url, { encrypted_value: sealed.encryptedValue, key_id: sealed.keyId }, location, options);
}

async function call(
  method: "GET" | "PUT",
  url: string,
  body: unknown,
  location: SecretLocation,
  options: GithubApiOptions,
): Promise<unknown> {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt += 1) {
    let status: number;
    let text: string;
    try {
      const response = await request(url, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${options.token}`,
          "user-agent": `svc-ci-action/${VERSION}`,
          "x-github-api-version": "2022-11-28",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
        headersTimeout: options.timeoutMs ?? 30_000,
        bodyTimeout: options.timeoutMs ?? 30_000,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        const code = (error as { code?: string }).code ?? "network error";
        throw new Error(`GitHub API ${method} for ${describeLocation(location)} failed: ${code}`);
      }
      await sleep(delay);
      continue;
    }
    if (status >= 200 && status < 300) return text ? JSON.parse(text) : undefined;
    const delay = retryDelaysMs[attempt];
    if (status >= 500 && delay !== undefined) {
      await sleep(delay);
      continue;
    }
    throw new Error(explain(status, text, method, location));
  }
}

function explain(status: number, text: string, method: string, location: SecretLocation): string {
  let message = "";
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string") message = `: ${parsed.message.slice(0, 200)}`;
  } catch {}
  const what = `GitHub API ${method} for ${describeLocation(location)} returned HTTP ${status}${message}`;
  if (status === 401) return `${what}; the github-token input is invalid or expired`;
  if (status === 403 || status === 404) {
    const environment = location.environment ? ` (and that environment ${location.environment} exists)` : "";
    return `${what}; check that ${location.repository} exists${environment} and that github-token may write Actions secrets there: a fine-grained token with "Secrets: read and write" (plus "Environments" for environment secrets) or a classic token with repo scope; the workflow's GITHUB_TOKEN cannot manage secrets`;
  }
  return what;
}
