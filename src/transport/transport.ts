import { type AgentSettings, Agents } from "./agents.js";
import { type ErrorMapper, mapV1Error } from "./api-error-body.js";
import { AttemptFailure, type AttemptResult, sendAttempt } from "./attempt.js";
import { apiErrorFor, failureError, successBody } from "./attempt-errors.js";
import { ClientError } from "./errors.js";
import {
  normalizeMaxRateLimitWait,
  normalizeMaxResponseBytes,
  normalizeRetries,
  normalizeTimeout,
} from "./options.js";
import { type BucketScope, type GateTicket, RateGate } from "./pacing.js";
import { createRedactor, type Redactor } from "./redact.js";
import { buildTransportInfo } from "./response-info.js";
import {
  type AttemptOutcome,
  answeredOutcome,
  countAttempt,
  DEFAULT_MAX_RATE_LIMIT_WAIT_MS,
  initialRetryState,
  isRetryEligible,
  nextStep,
  type RetryState,
} from "./retry-policy.js";
import { prepareRequest, type RequestSettings, type SentRequest } from "./sent-request.js";
import { sleep } from "./sleep.js";
import type {
  Logger,
  RefusedWait,
  Sleep,
  TransportEvents,
  TransportInfo,
  TransportRequest,
  WaitInfo,
  WaitReason,
} from "./types.js";
import { VERSION } from "./version.js";

/** The transport settings a client user may tune (documented on the client options). */
export interface TransportTuning extends AgentSettings {
  /** Per attempt, default 30000 ms. */
  timeoutMs?: number | undefined;
  /** 0-5, default 2. Retries after network errors, timeouts, 502-504; 429s do not count. */
  retries?: number | undefined;
  /**
   * The most one request waits for rate limits in total (each 429's Retry-After plus jitter, and
   * pacing), default 120000 ms, 0-3600000; a 429 asking for a longer wait than is left fails at
   * once. The caller's signal (e.g. a step's deadline) still ends a wait earlier.
   */
  maxRateLimitWaitMs?: number | undefined;
  /**
   * Pace requests by the service's `X-RateLimit-*` headers and lower the requests in flight when
   * 429s come (docs/client.md "Pacing"); default true. `false` sends every request at once.
   */
  pacing?: boolean | undefined;
  /** Default 8 MiB. */
  maxResponseBytes?: number | undefined;
  /** Extra product token appended to the User-Agent, e.g. `svc-ci-action/1.1.0`. */
  userAgent?: string | undefined;
  /** Receives one redacted line per attempt; never the token or bodies. */
  logger?: Logger | undefined;
  /** Attempts, 429s and waits as they happen (progress, run totals, wait notices). */
  events?: TransportEvents | undefined;
  sleep?: Sleep | undefined;
  random?: (() => number) | undefined;
}

export interface TransportConfig extends TransportTuning {
  /** Normalised base URL, without a trailing slash. */
  baseUrl: string;
  token?: string | undefined;
  now?: (() => number) | undefined;
  errorMapper?: ErrorMapper | undefined;
  /** What the service's rate limit counts: the client's requests (v1), or each path's (v0). */
  rateLimitScope?: BucketScope | undefined;
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON body, or undefined when the body was empty. */
  body: unknown;
  transport: TransportInfo;
  /** The X-Request-Id this client sent. */
  sentRequestId: string;
}

/** One attempt's outcome: a response (with what the transport read of it) or a failure. */
type Attempt =
  | { outcome: AttemptOutcome; result: AttemptResult; transport: TransportInfo; failure?: undefined }
  | { outcome: AttemptOutcome; failure: AttemptFailure; result?: undefined; transport?: undefined };

/** HTTP transport: one logical request, bounded attempts, redacted errors and debug lines. */
export class Transport {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly maxRateLimitWaitMs: number;
  readonly maxResponseBytes: number;
  readonly redact: Redactor;
  readonly #settings: RequestSettings;
  readonly #agents: Agents;
  readonly #logger: Logger | undefined;
  readonly #events: TransportEvents;
  readonly #sleep: Sleep;
  readonly #random: () => number;
  readonly #now: () => number;
  readonly #mapError: ErrorMapper;
  /** The client's rate budget; undefined with `pacing: false`. */
  readonly #gate: RateGate | undefined;

  constructor(config: TransportConfig) {
    this.baseUrl = config.baseUrl;
    this.timeoutMs = normalizeTimeout(config.timeoutMs);
    this.retries = normalizeRetries(config.retries);
    this.maxRateLimitWaitMs = normalizeMaxRateLimitWait(
      config.maxRateLimitWaitMs,
      DEFAULT_MAX_RATE_LIMIT_WAIT_MS,
    );
    this.maxResponseBytes = normalizeMaxResponseBytes(config.maxResponseBytes);
    this.redact = createRedactor([config.token]);
    this.#settings = {
      baseUrl: this.baseUrl,
      basePath: new URL(this.baseUrl).pathname.replace(/\/$/, ""),
      token: config.token?.trim(),
      userAgent: userAgentOf(config.userAgent),
      bucketScope: config.rateLimitScope ?? "client",
      redact: this.redact,
    };
    this.#agents = new Agents(config);
    this.#logger = config.logger;
    this.#events = config.events ?? {};
    this.#sleep = config.sleep ?? sleep;
    this.#random = config.random ?? Math.random;
    this.#now = config.now ?? Date.now;
    this.#mapError = config.errorMapper ?? mapV1Error;
    this.#gate =
      config.pacing === false
        ? undefined
        : new RateGate({ now: this.#now, sleep: this.#sleep, random: this.#random });
  }

  async request(req: TransportRequest): Promise<TransportResponse> {
    const sent = prepareRequest(req, this.#settings);
    const eligible = isRetryEligible(req.method, req.idempotencyKey !== undefined);
    let state = initialRetryState(eligible, this.retries, this.maxRateLimitWaitMs, req.waitOutRateLimits);
    // Every outcome of the last attempt returns or throws, so the loop needs no exit condition.
    for (;;) {
      if (req.signal?.aborted) throw this.#failure(new AttemptFailure("aborted"), sent, state.attempts > 0);
      const ticket = await this.#pace(sent, state);
      state = countAttempt({ ...state, rateLimitWaitMs: state.rateLimitWaitMs + ticket.pacedMs });
      const attempt = await this.#attempt(sent, state, ticket);
      const step = nextStep(state, attempt.outcome, this.#random);
      if (step.kind === "return") return this.#success(attempt, state, sent);
      if (step.kind === "throw") throw this.#attemptError(attempt, state, sent, step.refusedWait);
      state = step.state;
      const after: Partial<WaitInfo> = attempt.transport
        ? { status: attempt.transport.status }
        : { failure: attempt.failure.kind === "timeout" ? "timeout" : "network" };
      await this.#pause(step.ms, step.reason, sent, { ...after, retryAfter: step.retryAfter });
    }
  }

  /** Waits for the rate budget (pacing.ts) when pacing is on; the caller's signal ends the wait. */
  async #pace(sent: SentRequest, state: RetryState): Promise<GateTicket> {
    if (!this.#gate) return { bucket: sent.bucket, round: 0, pacedMs: 0 };
    try {
      return await this.#gate.acquire({
        bucket: sent.bucket,
        signal: sent.req.signal,
        budgetLeftMs: state.maxRateLimitWaitMs - state.rateLimitWaitMs,
        onWait: (ms) => this.#notifyWait(ms, "pacing", sent, {}),
      });
    } catch (caught) {
      throw this.#abortedOr(caught, sent, state.attempts > 0);
    }
  }

  /**
   * One attempt through the gate. The ticket is given back whatever happens, also when a caller's
   * listener or logger throws: a ticket kept would hold its bucket's slot, and every later
   * request of the bucket would queue for good.
   */
  async #attempt(sent: SentRequest, state: RetryState, ticket: GateTicket): Promise<Attempt> {
    let answer: { status: number; rateLimit: TransportInfo["rateLimit"] } | undefined;
    try {
      const attempt = await this.#send(sent, state);
      if (attempt.transport)
        answer = { status: attempt.transport.status, rateLimit: attempt.transport.rateLimit };
      return attempt;
    } finally {
      this.#gate?.release(ticket, answer);
    }
  }

  /** One attempt: its response or its failure, logged and reported. */
  async #send(sent: SentRequest, state: RetryState): Promise<Attempt> {
    const { req } = sent;
    const started = this.#now();
    this.#events.onAttempt?.({ method: req.method, path: sent.logPath });
    let result: AttemptResult;
    try {
      result = await sendAttempt({
        url: sent.url,
        method: req.method,
        headers: sent.headers,
        body: sent.body,
        signal: req.signal,
        timeoutMs: this.timeoutMs,
        maxResponseBytes: this.maxResponseBytes,
        agent: this.#agents.for(sent.url),
        redact: this.redact,
      });
    } catch (caught) {
      if (!(caught instanceof AttemptFailure)) throw caught;
      if (this.#logger) this.#log(sent, this.#failure(caught, sent, true).code, state, started);
      return { outcome: { kind: "failure", failure: caught.kind }, failure: caught };
    }
    this.#log(sent, String(result.status), state, started);
    const now = this.#now();
    const transport = buildTransportInfo(result.status, result.headers, state.attempts, sent.requestId, now);
    const { retryAfterMs } = transport;
    if (result.status === 429) {
      this.#events.onRateLimited?.({ retryAfterMs, method: req.method, path: sent.logPath });
    }
    return { outcome: answeredOutcome(transport, now), result, transport };
  }

  #success(attempt: Attempt, state: RetryState, sent: SentRequest): TransportResponse {
    const { result, transport } = attempt as Extract<Attempt, { result: AttemptResult }>;
    noteWaits(transport, state);
    const body = successBody(result, transport, sent.req.findDuplicateKeys === true);
    return { status: result.status, body, transport, sentRequestId: sent.requestId };
  }

  /** The error of the last attempt: its API error (with the wait refused, if any), or its failure. */
  #attemptError(attempt: Attempt, state: RetryState, sent: SentRequest, refused: RefusedWait | undefined) {
    if (attempt.failure) return this.#failure(attempt.failure, sent, true);
    noteWaits(attempt.transport, state);
    if (refused) attempt.transport.rateLimitWaitRefused = refused;
    return apiErrorFor(attempt.result, attempt.transport, this.#mapError, this.redact);
  }

  #failure(failure: AttemptFailure, sent: SentRequest, wasSent: boolean): ClientError {
    return failureError(failure, {
      method: sent.req.method,
      logPath: sent.logPath,
      requestId: sent.requestId,
      signal: sent.req.signal,
      sent: wasSent,
      timeoutMs: this.timeoutMs,
      maxResponseBytes: this.maxResponseBytes,
      redact: this.redact,
      origin: new URL(sent.url).host,
      proxyAddress: this.#agents.proxyAddressFor(sent.url),
    });
  }

  /** A wait's rejection: `request_aborted` when the caller's signal ended it, else as it came. */
  #abortedOr(caught: unknown, sent: SentRequest, wasSent: boolean): unknown {
    if (!sent.req.signal?.aborted) return caught;
    return this.#failure(new AttemptFailure("aborted", { cause: caught }), sent, wasSent);
  }

  async #pause(ms: number, reason: WaitReason, sent: SentRequest, why: Partial<WaitInfo>): Promise<void> {
    this.#notifyWait(ms, reason, sent, why);
    try {
      await this.#sleep(ms, sent.req.signal);
    } catch (caught) {
      throw this.#abortedOr(caught, sent, true);
    }
    if (sent.req.signal?.aborted) throw this.#failure(new AttemptFailure("aborted"), sent, true);
  }

  #notifyWait(ms: number, reason: WaitReason, sent: SentRequest, why: Partial<WaitInfo>): void {
    this.#events.onWait?.({ ...why, ms, reason, method: sent.req.method, path: sent.logPath });
  }

  #log(sent: SentRequest, outcome: string, state: RetryState, started: number): void {
    const logger = this.#logger;
    if (!logger) return;
    const ms = Math.max(0, this.#now() - started);
    const max = state.eligible ? this.retries + 1 : 1;
    const { method } = sent.req;
    logger.debug(
      this.redact(
        `svc-ci http ${method} ${sent.logPath} -> ${outcome} attempt=${state.attempts}/${max} requestId=${sent.requestId} ${ms}ms`,
      ),
    );
  }
}

/** `svc-ci/<version> (+node/<version>)`, then the caller's product tokens. */
function userAgentOf(extra: string | undefined): string {
  const tokens = extra?.trim();
  if (tokens !== undefined && !/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(tokens)) {
    throw new ClientError(
      "invalid_arguments",
      "userAgent must be printable ASCII product tokens, e.g. my-tool/1.0",
    );
  }
  return `svc-ci/${VERSION} (+node/${process.versions.node})${tokens ? ` ${tokens}` : ""}`;
}

/** Says on the answer how long the request waited for rate limits, when it did. */
function noteWaits(transport: TransportInfo, state: RetryState): void {
  if (state.rateLimitedAttempts === 0 && state.rateLimitWaitMs === 0) return;
  transport.rateLimitWaitMs = state.rateLimitWaitMs;
  transport.rateLimitWaitBudgetMs = state.maxRateLimitWaitMs;
  if (state.rateLimitedAttempts > 0) transport.rateLimitedAttempts = state.rateLimitedAttempts;
}
