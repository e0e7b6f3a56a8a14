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
import { holdAnswersUntilDurable, StatePersistence } from "./state/persistence.js";
import { applySeed, DEFAULT_SEED, type SeedResult } from "./state/seed.js";
import { StateFileError } from "./state/snapshot.js";
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
    legacyCredentials: emulator.legacyCredentials.map(({ name, token, workspaceId }) => ({
      name,
      token,
      workspaceId,
    })),
  };
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const resolved = resolveOptions(options);
  const state = new EmulatorState(resolved);
  const { seeded, persistence, restored } = loadOrSeed(state, resolved);
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
    urls: { baseUrl: "", legacyBaseUrl: "", controlUrl: "", authorizeUrl: "" },
  };
  const server = createEmulatorServer(services);
  if (persistence) {
    holdAnswersUntilDurable(server, persistence);
    pipeline.on("change", () => persistence.soon());
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = resolved.host.includes(":") ? `[${resolved.host}]` : resolved.host;
  const origin = `http://${host}:${port}`;
  services.urls.baseUrl = `${origin}/v1`;
  services.urls.legacyBaseUrl = `${origin}/legacy`;
  services.urls.controlUrl = `${origin}/_emulator`;
  services.urls.authorizeUrl = `${origin}/_emulator/authorize`;
  resolved.log(`listening on ${origin}`);
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

/**
 * The state: loaded from `stateDir` when it holds a state file (the seed is then ignored), else
 * seeded; with a `stateDir`, a first snapshot is on disk before the emulator serves anything.
 */
function loadOrSeed(
  state: EmulatorState,
  resolved: ResolvedOptions,
): {
  seeded: Pick<SeedResult, "credentials" | "legacyCredentials">;
  persistence?: StatePersistence;
  restored: boolean;
} {
  if (resolved.stateDir === undefined)
    return { seeded: applySeed(state, resolved.seed ?? DEFAULT_SEED), restored: false };
  const saved = StatePersistence.open(resolved.stateDir);
  const path = `${resolved.stateDir}/state.json`;
  let seeded: Pick<SeedResult, "credentials" | "legacyCredentials">;
  if (saved === undefined) {
    const { credentials, legacyCredentials } = applySeed(state, resolved.seed ?? DEFAULT_SEED);
    seeded = { credentials, legacyCredentials };
  } else {
    seeded = StatePersistence.restore(state, saved, path);
    const other = seeded.credentials.find(
      (credential) => credential.region !== resolved.region || credential.cellId !== resolved.cellId,
    );
    if (other)
      throw new StateFileError(
        `${path} was written by an emulator of region ${other.region}, cell ${other.cellId}; start it with --region ${other.region} --cell ${other.cellId}, or use another --state-dir`,
      );
  }
  const persistence = new StatePersistence(resolved.stateDir, state, seeded, resolved.log);
  // A seeded state is written at once (its tokens are printed next); a loaded one is on disk already.
  if (saved === undefined) persistence.writeNowSync();
  return { seeded, persistence, restored: saved !== undefined };
}
