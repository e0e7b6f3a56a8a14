/**
 * The parts of undici the transport uses, imported from their own files: the request API, the
 * global dispatcher and the proxy agent. undici's index also builds fetch, WebSocket, the cache
 * stores and the mock agents at load, which a CLI command or the Action never uses; loading only
 * these parts is what lets `svc webhooks list` start fast (docs/startup.md, `npm run bench`).
 * Types come from undici's own declarations.
 */
import type { Dispatcher, EnvHttpProxyAgent as EnvHttpProxyAgentType, request as requestType } from "undici";
import apiRequest from "undici/lib/api/api-request.js";
import EnvHttpProxyAgentImpl from "undici/lib/dispatcher/env-http-proxy-agent.js";
import globalDispatcher from "undici/lib/global.js";

type RequestOptions = NonNullable<Parameters<typeof requestType>[1]>;
type ResponseData = Awaited<ReturnType<typeof requestType>>;

/** undici's `request(url, options)`, on the given dispatcher or the global one. */
export function request(url: string, options: RequestOptions): Promise<ResponseData> {
  const { dispatcher, ...rest } = options;
  const target = new URL(url);
  const on = (dispatcher ?? globalDispatcher.getGlobalDispatcher()) as Dispatcher;
  return (apiRequest as (this: Dispatcher, opts: object) => Promise<ResponseData>).call(on, {
    ...rest,
    origin: target.origin,
    path: `${target.pathname}${target.search}`,
    method: rest.method ?? "GET",
  });
}

export const EnvHttpProxyAgent = EnvHttpProxyAgentImpl as unknown as typeof EnvHttpProxyAgentType;
