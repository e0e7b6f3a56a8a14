/**
 * What a request that got no answer ran into, from the socket's error: the one declaration of
 * each network cause, its words in the error message and the fix its adapters print (with their
 * own names for the settings in the `{setting}` slots, src/schemas/error-codes.ts `inWords`). The
 * error's own text (`connect ECONNREFUSED ...`) stays in the message, in parentheses, after what it
 * means: a refused connection is nothing listening there, not a network failure to retry.
 */

export type NetworkCause =
  | "refused"
  | "proxy_refused"
  | "proxy_tunnel"
  | "host_unknown"
  | "dns_unavailable"
  | "connect_timeout"
  | "reset"
  | "not_tls"
  | "cert_self_signed"
  | "cert_untrusted"
  | "cert_expired"
  | "cert_hostname";

interface CauseDeclaration {
  /** What happened, with `<address>` for the host (and port) it happened at. */
  says: string;
  /** The fix line, in the adapter's words. */
  hint: string;
}

const caFix =
  "trust its CA with NODE_EXTRA_CA_CERTS=<ca.pem> (a TLS-inspecting proxy's or a test server's), or check that {baseUrl} is the address meant";

export const networkCauses: Readonly<Record<NetworkCause, CauseDeclaration>> = {
  refused: {
    says: "nothing answers at <address>",
    hint: "check the host and port of {baseUrl}, and that the service (or the emulator) runs there",
  },
  proxy_refused: {
    says: "nothing answers at the proxy <address> (HTTPS_PROXY or HTTP_PROXY names it)",
    hint: "check HTTPS_PROXY, HTTP_PROXY and NO_PROXY: the proxy is not running there, or this host should bypass it (NO_PROXY)",
  },
  proxy_tunnel: {
    says: "the proxy refused to connect to <address>",
    hint: "check the proxy's answer the message quotes (407: it wants credentials in HTTPS_PROXY's URL; 403: it does not allow this host), or bypass it with NO_PROXY",
  },
  host_unknown: {
    says: "the host <address> does not resolve (no DNS record)",
    hint: "check the host name in {baseUrl}; raising the timeout will not help",
  },
  dns_unavailable: {
    says: "the host <address> could not be resolved now (a temporary DNS failure)",
    hint: "re-run; if it persists, check this machine's DNS and the host name in {baseUrl}",
  },
  connect_timeout: {
    says: "connecting to <address> timed out (no answer at all: a firewall drops it, or the host is down)",
    hint: "check {baseUrl} and that this machine may reach it (a firewall, or a proxy to set in HTTPS_PROXY)",
  },
  reset: {
    says: "the connection to <address> was reset",
    hint: "re-run (safe requests were already retried); if it persists, check the scheme of {baseUrl}, as a TLS server hangs up on http://, and the proxy (HTTPS_PROXY, NO_PROXY) or a firewall on the way",
  },
  not_tls: {
    says: "the server at <address> does not speak TLS there (an https:// address on a plain http:// server?)",
    hint: "check the scheme of {baseUrl}: http:// for a plain server such as the emulator (loopback only), https:// for the service",
  },
  cert_self_signed: {
    says: "the certificate of <address> is self-signed, and this machine does not trust it",
    hint: caFix,
  },
  cert_untrusted: {
    says: "the certificate of <address> is signed by a CA this machine does not trust",
    hint: caFix,
  },
  cert_expired: {
    says: "the certificate of <address> has expired (or this machine's clock is wrong)",
    hint: "check this machine's clock, and that {baseUrl} is the address meant (the service's certificates are renewed before they expire)",
  },
  cert_hostname: {
    says: "the certificate of <address> is not for that host name",
    hint: "use the host name its certificate names in {baseUrl}, or check that it is the address meant",
  },
};

const byCode: Readonly<Record<string, NetworkCause>> = {
  ECONNREFUSED: "refused",
  ENOTFOUND: "host_unknown",
  EAI_AGAIN: "dns_unavailable",
  ETIMEDOUT: "connect_timeout",
  ECONNRESET: "reset",
  EPIPE: "reset",
  ERR_PROXY_TUNNEL: "proxy_tunnel",
  ERR_SSL_WRONG_VERSION_NUMBER: "not_tls",
  ERR_SSL_PACKET_LENGTH_TOO_LONG: "not_tls",
  DEPTH_ZERO_SELF_SIGNED_CERT: "cert_self_signed",
  SELF_SIGNED_CERT_IN_CHAIN: "cert_self_signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "cert_untrusted",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "cert_untrusted",
  UNABLE_TO_GET_ISSUER_CERT: "cert_untrusted",
  CERT_UNTRUSTED: "cert_untrusted",
  CERT_HAS_EXPIRED: "cert_expired",
  ERR_TLS_CERT_ALTNAME_INVALID: "cert_hostname",
};

interface SocketError {
  code?: unknown;
  message?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
}

/** The cause of a socket error, if it is one this module declares. */
export function networkCauseOf(error: unknown, proxyAddress?: string): NetworkCause | undefined {
  const e = (typeof error === "object" && error !== null ? error : {}) as SocketError;
  const message = typeof e.message === "string" ? e.message : "";
  // Node says this, with ECONNRESET, when a plain http server answers a TLS handshake and closes.
  if (/before secure TLS connection was established|wrong version number/i.test(message)) return "not_tls";
  const cause = typeof e.code === "string" ? byCode[e.code] : undefined;
  if (cause === "refused" && proxyAddress !== undefined && socketAddress(e) === proxyAddress)
    return "proxy_refused";
  return cause;
}

/** The host (and port) the error names: the socket's address, else `fallback` (the request's). */
export function causeAddress(error: unknown, fallback: string): string {
  const e = (typeof error === "object" && error !== null ? error : {}) as SocketError;
  if (typeof e.code === "string" && e.code === "ERR_PROXY_TUNNEL") return fallback;
  return socketAddress(e) ?? (typeof e.hostname === "string" ? e.hostname : fallback);
}

function socketAddress(e: SocketError): string | undefined {
  if (typeof e.address !== "string") return undefined;
  const host = e.address.includes(":") ? `[${e.address}]` : e.address;
  return typeof e.port === "number" ? `${host}:${e.port}` : host;
}

/** What a cause means, at its address, for the error message. */
export function describeCause(cause: NetworkCause, address: string): string {
  return networkCauses[cause].says.replace("<address>", address);
}

/**
 * The cause of an error from another HTTP client (fetch, Octokit): the error, its causes, else a
 * code its message names (`connect ECONNREFUSED 127.0.0.1:9`).
 */
export function networkCauseIn(error: unknown): NetworkCause | undefined {
  for (let at = error, depth = 0; typeof at === "object" && at !== null && depth < 4; depth += 1) {
    const cause = networkCauseOf(at);
    if (cause !== undefined) return cause;
    at = (at as { cause?: unknown }).cause;
  }
  const message = error instanceof Error ? error.message : "";
  const code = /\b(E[A-Z_]{3,}|ERR_[A-Z_]+|[A-Z_]*CERT[A-Z_]*)\b/.exec(message)?.[1];
  return code === undefined ? undefined : networkCauseOf({ code, message });
}
