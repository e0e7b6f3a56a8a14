import { locationPattern } from "../schemas/index.js";
import { ClientError } from "./errors.js";

const DEFAULT_API_ROOT_DOMAIN = "teamgrid.app";
export const DEFAULT_LEGACY_BASE_URL = "https://api.teamgrid.app";

/** The last path segment of a legacy (v0) API address: a v1 client sent there meets a 401 or 404. */
const legacyPath = /\/(legacy|v0)$/i;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Normalises a base-URL override: https only (http on loopback), no userinfo,
 * query and fragment stripped, trailing slashes stripped. An empty path becomes `emptyPath`
 * (`/v1` for API v1, nothing for the legacy API).
 */
export function normalizeBaseUrl(input: string, emptyPath = "/v1"): string {
  // new URL() would silently drop tabs and newlines (and read `\` as `/`): refuse them instead.
  if (/[\s\\\u0000-\u001f\u007f-\u009f]/.test(input.trim())) {
    throw new ClientError(
      "invalid_base_url",
      "baseUrl must not contain whitespace, control characters or backslashes",
    );
  }
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new ClientError("invalid_base_url", "baseUrl is not a valid URL; give an absolute https:// URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ClientError("invalid_base_url", `baseUrl must use https:, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new ClientError("invalid_base_url", "baseUrl must not contain a username or password");
  }
  if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ClientError(
      "insecure_base_url",
      "baseUrl uses plain http: on a non-loopback host; use https:, or http: only on localhost, 127.0.0.1 or ::1",
    );
  }
  const path = url.pathname.replace(/\/+$/, "");
  if (emptyPath === "/v1" && legacyPath.test(path)) {
    throw new ClientError(
      "invalid_base_url",
      `baseUrl ends in ${path.slice(path.lastIndexOf("/"))}, the address of the legacy v0 API (the emulator serves v0 there), not of API v1: give the address that ends in /v1 (the emulator prints it as baseUrl)`,
    );
  }
  return `${url.protocol}//${url.host}${path === "" ? emptyPath : path}`;
}

/** `apiRootDomain`: lower-cased, trailing dot removed, `[a-z0-9.-]+` without `..`. */
export function normalizeApiRootDomain(input: string): string {
  const domain = input.trim().toLowerCase().replace(/\.$/, "");
  if (!/^[a-z0-9.-]+$/.test(domain) || domain.includes("..") || domain.startsWith(".")) {
    throw new ClientError(
      "invalid_api_domain",
      "apiRootDomain must be a DNS name of [a-z0-9.-] without empty labels, e.g. teamgrid.app",
    );
  }
  return domain;
}

/** `https://api.<region>.<root>/v1`. */
export function regionalBaseUrl(region: string, apiRootDomain = DEFAULT_API_ROOT_DOMAIN): string {
  if (!locationPattern.test(region)) {
    throw new ClientError("invalid_region", "region must be 1-64 chars of [a-z0-9-], e.g. de or us");
  }
  return `https://api.${region}.${normalizeApiRootDomain(apiRootDomain)}/v1`;
}

const dotSegment = (segment: string) => segment === "." || segment === "..";

/**
 * Encodes one path parameter so it stays one segment of the operation it names: `/` and every
 * other reserved character are percent-encoded, and `.`/`..` (which encodeURIComponent leaves as
 * they are, and every URL parser would resolve away: `DELETE /v1/webhooks/..` is `DELETE /v1/`)
 * and the empty string are refused before anything is sent.
 */
export function encodePathSegment(segment: string, label = "path parameter"): string {
  if (segment === "" || dotSegment(segment)) {
    const shown = segment === "" ? "empty" : `"${segment}"`;
    throw new ClientError(
      "invalid_arguments",
      `invalid ${label}: ${shown} is not an id (it would address another path); use the id returned by the API`,
    );
  }
  return encodeURIComponent(segment);
}

/** The transport's last check: a request path with a `.`/`..` or empty segment is never sent. */
export function assertPlainPath(path: string): void {
  if (
    !path.startsWith("/") ||
    path
      .slice(1)
      .split("/")
      .some((segment) => segment === "" || dotSegment(segment))
  ) {
    throw new ClientError(
      "invalid_arguments",
      "the request path has an empty, . or .. segment; build paths with encodePathSegment",
    );
  }
}
