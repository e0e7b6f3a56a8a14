import type { Dispatcher } from "undici";
import { EnvHttpProxyAgent } from "./undici-lean.js";

const PROXY_VARIABLES = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"] as const;

/**
 * A dispatcher that honours HTTP(S)_PROXY and NO_PROXY, or undefined when no proxy is configured.
 * undici ignores those variables on its own, which breaks tools on proxied (self-hosted) runners.
 */
export function proxyDispatcherFromEnv(env: NodeJS.ProcessEnv = process.env): Dispatcher | undefined {
  if (!PROXY_VARIABLES.some((name) => env[name])) return undefined;
  const pick = (upper: string, lower: string) => env[upper] || env[lower] || undefined;
  const httpProxy = pick("HTTP_PROXY", "http_proxy");
  const httpsProxy = pick("HTTPS_PROXY", "https_proxy") ?? httpProxy;
  const noProxy = pick("NO_PROXY", "no_proxy");
  return new EnvHttpProxyAgent({
    ...(httpProxy ? { httpProxy } : {}),
    ...(httpsProxy ? { httpsProxy } : {}),
    ...(noProxy ? { noProxy } : {}),
  });
}
