// undici ships declarations for its index only; these are the files src/core/undici-lean.ts loads.
declare module "undici/lib/api/api-request.js" {
  const request: (this: unknown, opts: object) => Promise<unknown>;
  export default request;
}
declare module "undici/lib/dispatcher/env-http-proxy-agent.js" {
  const EnvHttpProxyAgent: new (options?: object) => unknown;
  export default EnvHttpProxyAgent;
}
declare module "undici/lib/global.js" {
  const global: { getGlobalDispatcher(): unknown };
  export default global;
}
