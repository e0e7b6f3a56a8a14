import type { LookupFunction } from "./delivery/guarded-lookup.js";
import type { SeedFile } from "./state/seed-schema.js";

export interface EmulatorOptions {
  /** Port to listen on; 0 (default) lets the OS choose. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Region and cell of the emulated cell; default "de" / "de-emu-001". */
  region?: string;
  cellId?: string;
  /** Replaces the default seed (see docs/emulator.md, "Seed file"). */
  seed?: SeedFile;
  /**
   * Keep the state in this directory across restarts (docs/emulator.md, "State directory"): loaded
   * when it holds a state file (the seed is then ignored), written before every answer that changed it.
   */
  stateDir?: string;
  /** Accept webhook destinations on loopback/private addresses (tests, local receivers). */
  allowLoopbackWebhooks?: boolean;
  /** PEM of a CA (or self-signed certificate) trusted for deliveries, on top of the system roots. */
  webhookCa?: string;
  /** Delays in ms before each retry; attempts = 1 + length. Default 1s, 5s, 30s, 2m. */
  retrySchedule?: number[];
  /** Consecutive failed production deliveries that suspend a webhook; default 5, 0 = never. */
  disableAfter?: number;
  /** Per-attempt delivery timeout; default 10 000 ms. */
  deliveryTimeoutMs?: number;
  /** Parallel delivery attempts in flight; default 32. */
  deliveryConcurrency?: number;
  /** Approve browser logins as soon as the authorization page opens. */
  autoApprove?: boolean;
  /** v1 requests per credential (or source) per window; default 10 000 per 60 s. */
  rateLimit?: { limit: number; windowMs: number };
  /** Legacy requests per token and path per window; default 100 per 60 s, as the service's legacy API. */
  legacyRateLimit?: { limit: number; windowMs: number };
  /** Idempotency records kept (oldest evicted first); default 10 000, each for 7 days. */
  maxIdempotencyRecords?: number;
  /** Delivery records kept per credential (oldest finished evicted first); default 1 000. */
  maxDeliveriesPerCredential?: number;
  /** Lifetime of browser-login authorization codes; default 60 000 ms. */
  authorizationCodeTtlMs?: number;
  /** Lifetime of browser-login credentials; default 90 days. */
  cliTokenTtlMs?: number;
  /** Parse every v1/legacy response with src/schemas before sending (tests); default false. */
  validateResponses?: boolean;
  /** Test-only: the control API may reveal webhook secrets with ?includeSecrets=true. */
  exposeSecrets?: boolean;
  /** Receives log lines (never secrets or bodies); default: none. */
  log?: (line: string) => void;
  /**
   * Receives what must be seen even without --verbose (a state that could not be saved); default:
   * a line on stderr.
   */
  warn?: (line: string) => void;
  /** Test-only: the DNS lookup deliveries connect with (default node:dns lookup). */
  dnsLookup?: LookupFunction;
  /** Connection limits of the HTTP front end, as a real one has (docs/emulator.md, "Connections"). */
  http?: Partial<HttpLimits>;
}

export interface HttpLimits {
  /** Time to receive a request's headers, from the connection or the previous response; default 10 000 ms. */
  headersTimeoutMs: number;
  /** Time to receive a whole request (headers and body); default 30 000 ms. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; default 5 000 ms. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are refused (closed at once); default 1 000. */
  maxConnections: number;
}

const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
};

function httpLimits(given: Partial<HttpLimits> = {}): HttpLimits {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new TypeError(`http.${name} must be a positive integer`);
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new TypeError("http.headersTimeoutMs must not exceed http.requestTimeoutMs");
  }
  return limits;
}

export type ResolvedOptions = Required<
  Omit<EmulatorOptions, "seed" | "webhookCa" | "log" | "warn" | "dnsLookup" | "http" | "stateDir">
> & {
  stateDir: string | undefined;
  http: HttpLimits;
  seed: SeedFile | undefined;
  webhookCa: string | undefined;
  dnsLookup: LookupFunction | undefined;
  log: (line: string) => void;
  warn: (line: string) => void;
};

const DEFAULT_RETRY_SCHEDULE = [1_000, 5_000, 30_000, 120_000];

export function resolveOptions(options: EmulatorOptions): ResolvedOptions {
  const schedule = options.retrySchedule ?? DEFAULT_RETRY_SCHEDULE;
  if (schedule.length > 31 || schedule.some((ms) => !Number.isInteger(ms) || ms < 0)) {
    throw new TypeError("retrySchedule: give at most 31 non-negative integer delays in ms");
  }
  return {
    port: options.port ?? 0,
    host: options.host ?? "127.0.0.1",
    region: options.region ?? options.seed?.region ?? "de",
    cellId: options.cellId ?? options.seed?.cellId ?? "de-emu-001",
    seed: options.seed,
    stateDir: options.stateDir,
    allowLoopbackWebhooks: options.allowLoopbackWebhooks ?? false,
    webhookCa: options.webhookCa,
    dnsLookup: options.dnsLookup,
    retrySchedule: schedule,
    disableAfter: options.disableAfter ?? 5,
    deliveryTimeoutMs: options.deliveryTimeoutMs ?? 10_000,
    deliveryConcurrency: options.deliveryConcurrency ?? 32,
    autoApprove: options.autoApprove ?? false,
    rateLimit: options.rateLimit ?? { limit: 10_000, windowMs: 60_000 },
    legacyRateLimit: options.legacyRateLimit ?? { limit: 100, windowMs: 60_000 },
    maxIdempotencyRecords: options.maxIdempotencyRecords ?? 10_000,
    maxDeliveriesPerCredential: options.maxDeliveriesPerCredential ?? 1_000,
    authorizationCodeTtlMs: options.authorizationCodeTtlMs ?? 60_000,
    cliTokenTtlMs: options.cliTokenTtlMs ?? 90 * 24 * 3_600_000,
    validateResponses: options.validateResponses ?? false,
    exposeSecrets: options.exposeSecrets ?? false,
    http: httpLimits(options.http),
    log: options.log ?? (() => {}),
    warn: options.warn ?? ((line) => process.stderr.write(`svc-emulator: ${line}\n`)),
  };
}
