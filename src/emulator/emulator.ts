import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BrowserLogin } from "./control/browser-login.js";
import { DeliveryPipeline } from "./delivery/pipeline.js";
import { DeliverySender } from "./delivery/sender.js";
import { CursorCodec } from "./http/cursor.js";
import { FaultQueue } from "./http/faults.js";
import { RateLimiter } from "./http/rate-limit.js";
import { RequestLog } from "./http/request-log.js";
import { type EmulatorOptions, type ResolvedOptions, resolveOptions } from "./options.js";
import { createEmulatorServer } from "./server.js";
import type { Services } from "./services.js";
import { StatePersistence } from "./state/persistence.js";
import { applySeed, DEFAULT_SEED, type SeedResult } from "./state/seed.js";
import { loadState, type ReadyCredentials, StateFileError } from "./state/snapshot.js";
import { type OpenedStateDir, openStateDir } from "./state/state-dir.js";
import { EmulatorState, type IssuedCredential, type IssuedLegacyCredential } from "./state/store.js";

export interface RunningEmulator {
  baseUrl: string;
  legacyBaseUrl: string;
  controlUrl: string;
  authorizeUrl: string;
  credentials: IssuedCredential[];
  legacyCredentials: IssuedLegacyCredential[];
  /** The live state (tests may inspect it; mutate it only through the API or control API). */
  state: EmulatorState;
  /** Delivery transitions ("change" events) for tests that await a record state. */
  deliveries: DeliveryPipeline;
  /** The API requests served (also `GET /_emulator/requests`). */
  requests: RequestLog;
  stop(): Promise<void>;
}

/** The ready line `bin.ts` prints: the URLs and the seeded credentials (tokens included). */
export function readyLine(emulator: RunningEmulator) {
  return {
    baseUrl: emulator.baseUrl,
    legacyBaseUrl: emulator.legacyBaseUrl,
    controlUrl: emulator.controlUrl,
    authorizeUrl: emulator.authorizeUrl,
    credentials: emulator.credentials.map(({ name, token, scopes, workspaceId, region, cellId }) => ({
      name,
      token,
      scopes,
      workspaceId,
      region,
      cellId,
    })),
    legacyCredentials: emulator.legacyCredentials.map(({ name, token, workspaceId, calendarToken }) => ({
      name,
      token,
      workspaceId,
      calendarToken,
    })),
  };
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const resolved = resolveOptions(options);
  const state = new EmulatorState(resolved);
  const { seeded, persistence, restored } = await loadOrSeed(state, resolved);
  const { services, sender, pipeline } = createServices(state, resolved, persistence);
  const server = createEmulatorServer(services);
  if (persistence) pipeline.on("change", () => persistence.soon());
  try {
    await listen(server, resolved);
  } catch (error) {
    await persistence?.close();
    throw error;
  }
  resolved.log(`listening on ${setUrls(services.urls, server, resolved)}`);
  if (restored) pipeline.resume();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await pipeline.stop();
      await sender.close();
      await closed;
      await persistence?.close();
    })();
    return stopping;
  };
  return {
    ...services.urls,
    credentials: seeded.credentials,
    legacyCredentials: seeded.legacyCredentials,
    state,
    deliveries: pipeline,
    requests: services.requests,
    stop,
  };
}

/** What the request handlers work with, and the delivery machinery behind them. */
function createServices(
  state: EmulatorState,
  resolved: ResolvedOptions,
  persistence: StatePersistence | undefined,
): { services: Services; sender: DeliverySender; pipeline: DeliveryPipeline } {
  const sender = new DeliverySender({
    timeoutMs: resolved.deliveryTimeoutMs,
    ca: resolved.webhookCa,
    allowLoopback: resolved.allowLoopbackWebhooks,
    lookup: resolved.dnsLookup,
    connections: resolved.deliveryConcurrency,
  });
  const pipeline = new DeliveryPipeline(state, sender, resolved);
  const services: Services = {
    state,
    options: resolved,
    pipeline,
    cursors: new CursorCodec(),
    faults: new FaultQueue(),
    requests: new RequestLog(),
    browserLogin: new BrowserLogin(state, resolved.authorizationCodeTtlMs, resolved.cliTokenTtlMs),
    rateLimit: new RateLimiter(state.clock, resolved.rateLimit.limit, resolved.rateLimit.windowMs),
    legacyRateLimit: new RateLimiter(
      state.clock,
      resolved.legacyRateLimit.limit,
      resolved.legacyRateLimit.windowMs,
    ),
    persistence,
    urls: { baseUrl: "", legacyBaseUrl: "", controlUrl: "", authorizeUrl: "" },
  };
  return { services, sender, pipeline };
}

function listen(server: Server, resolved: ResolvedOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Sets the base URLs as clients reach them, once the server listens; returns the origin. */
function setUrls(urls: Services["urls"], server: Server, resolved: ResolvedOptions): string {
  const { port } = server.address() as AddressInfo;
  const host = resolved.host.includes(":") ? `[${resolved.host}]` : resolved.host;
  const origin = `http://${host}:${port}`;
  urls.baseUrl = `${origin}/v1`;
  urls.legacyBaseUrl = `${origin}/legacy`;
  urls.controlUrl = `${origin}/_emulator`;
  urls.authorizeUrl = `${origin}/_emulator/authorize`;
  return origin;
}

/**
 * The state: loaded from `stateDir` when it holds a state file (the seed is then ignored), else
 * seeded; with a `stateDir` (locked: one emulator per directory), a first snapshot is on disk
 * before the emulator serves anything.
 */
async function loadOrSeed(
  state: EmulatorState,
  resolved: ResolvedOptions,
): Promise<{
  seeded: Pick<SeedResult, "credentials" | "legacyCredentials">;
  persistence?: StatePersistence;
  restored: boolean;
}> {
  if (resolved.stateDir === undefined) return { seeded: seed(state, resolved), restored: false };
  const opened = await openStateDir(resolved.stateDir);
  if (opened.takenOver) resolved.warn(opened.takenOver);
  try {
    const seeded = opened.saved === undefined ? seed(state, resolved) : restore(state, resolved, opened);
    const persistence = new StatePersistence(opened, state, seeded, resolved.warn);
    // A seeded state is written at once (its tokens are printed next); a loaded one is on disk already.
    if (opened.saved === undefined) await persistence.writeFirst();
    return { seeded, persistence, restored: opened.saved !== undefined };
  } catch (error) {
    await opened.release();
    throw error;
  }
}

function seed(state: EmulatorState, resolved: ResolvedOptions) {
  const { credentials, legacyCredentials } = applySeed(state, resolved.seed ?? DEFAULT_SEED);
  return { credentials, legacyCredentials };
}

/** Loads a saved state, refusing one of another region or cell. */
function restore(state: EmulatorState, resolved: ResolvedOptions, opened: OpenedStateDir): ReadyCredentials {
  const ready = loadState(state, opened.saved as string, opened.path);
  const other = ready.credentials.find(
    (credential) => credential.region !== resolved.region || credential.cellId !== resolved.cellId,
  );
  if (other)
    throw new StateFileError(
      `${opened.path} was written by an emulator of region ${other.region}, cell ${other.cellId}; start it with --region ${other.region} --cell ${other.cellId}, or use another --state-dir`,
    );
  return ready;
}
