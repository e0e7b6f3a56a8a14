/**
 * Builds the API client for an action body. Loaded only by action bodies (behind `await import`),
 * never by program.ts or a leaf declaration: it pulls in the client, zod and undici.
 */
import { type Client, createClient } from "../client/index.js";
import { proxyDispatcherFromEnv } from "../core/proxy.js";
import type { CliContext } from "./context.js";
import { type ResolvedCredential, resolveCredential } from "./credentials/resolve.js";
import type { GlobalOptions } from "./global-options.js";
import { CLI_VERSION } from "./version.js";

export interface ApiSession {
  client: Client;
  credential: ResolvedCredential;
}

/** Resolves the credential (env token first, then the stored profile) and builds the client. */
export async function openClient(ctx: CliContext, globals: GlobalOptions): Promise<Client> {
  return (await openSession(ctx, globals)).client;
}

export async function openSession(ctx: CliContext, globals: GlobalOptions): Promise<ApiSession> {
  const credential = await resolveCredential(ctx, { profile: globals.profile, baseUrl: globals.baseUrl });
  // undici ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY on its own; CI machines behind a proxy need them.
  const dispatcher = proxyDispatcherFromEnv(ctx.env);
  const client = createClient({
    ...(dispatcher ? { dispatcher } : {}),
    token: credential.token,
    baseUrl: credential.baseUrl,
    timeoutMs: globals.timeout,
    retries: globals.retries,
    userAgent: `svc/${CLI_VERSION}`,
  });
  return { client, credential };
}
