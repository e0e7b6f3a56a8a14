import type { Agent } from "node:http";

/**
 * A caller's connection pool: an http.Agent, or an https.Agent for an https base URL. Declared by
 * its shape so that the library's published types need no @types/node.
 */
export interface ConnectionPool {
  readonly maxSockets: number;
  destroy(): void;
}

/** The proxy variables the transport honours, as an environment holds them. */
export type ProxyEnvironment = Readonly<Record<string, string | undefined>>;

export interface AgentSettings {
  /** A caller's connection pool, used for every request (an https.Agent for an https base URL). */
  agent?: ConnectionPool | undefined;
  /** HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) are read from here; default: no proxy. */
  proxyEnv?: ProxyEnvironment | undefined;
}

/**
 * The proxy settings of an environment, upper-case first (as curl and undici read them), HTTPS
 * falling back to HTTP_PROXY; undefined when no proxy is configured.
 */
export function proxySettings(env: ProxyEnvironment): Record<string, string> | undefined {
  const pick = (upper: string, lower: string) => env[upper] || env[lower] || undefined;
  const httpProxy = pick("HTTP_PROXY", "http_proxy");
  const httpsProxy = pick("HTTPS_PROXY", "https_proxy") ?? httpProxy;
  if (!httpProxy && !httpsProxy) return undefined;
  const noProxy = pick("NO_PROXY", "no_proxy");
  return {
    ...(httpProxy ? { HTTP_PROXY: httpProxy } : {}),
    ...(httpsProxy ? { HTTPS_PROXY: httpsProxy } : {}),
    ...(noProxy ? { NO_PROXY: noProxy } : {}),
  };
}

/**
 * Connection pools by protocol. Without a proxy or a caller's agent, Node's global keep-alive
 * agents are used (undefined here); with a proxy, one keep-alive agent per protocol on Node's
 * built-in proxy support (`proxyEnv`: absolute-form requests for http, CONNECT tunnels for https).
 */
export class Agents {
  readonly #agent: ConnectionPool | undefined;
  readonly #proxy: Record<string, string> | undefined;
  readonly #byProtocol = new Map<string, Agent>();

  constructor(settings: AgentSettings) {
    this.#agent = settings.agent;
    this.#proxy = settings.proxyEnv ? proxySettings(settings.proxyEnv) : undefined;
  }

  /** The host:port of the proxy a request to `url` would go through (NO_PROXY aside), if any. */
  proxyAddressFor(url: string): string | undefined {
    if (this.#agent || !this.#proxy) return undefined;
    const https = url.startsWith("https:");
    const proxy = https ? this.#proxy.HTTPS_PROXY : this.#proxy.HTTP_PROXY;
    if (proxy === undefined) return undefined;
    try {
      const parsed = new URL(proxy);
      return `${parsed.hostname}:${parsed.port || (parsed.protocol === "https:" ? "443" : "80")}`;
    } catch {
      return undefined;
    }
  }

  /** The pool for a URL, as Node's HTTP client takes it (an http.Agent or https.Agent). */
  for(url: string): ConnectionPool | undefined {
    if (this.#agent || !this.#proxy) return this.#agent;
    const protocol = url.startsWith("https:") ? "https:" : "http:";
    let agent = this.#byProtocol.get(protocol);
    if (!agent) {
      const module = process.getBuiltinModule(protocol === "https:" ? "node:https" : "node:http");
      agent = new module.Agent({ keepAlive: true, proxyEnv: this.#proxy });
      this.#byProtocol.set(protocol, agent);
    }
    return agent;
  }
}
