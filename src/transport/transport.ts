import { requestIdPattern } from "../schemas/index.js";
import { type AgentSettings, Agents } from "./agents.js";
import { type ErrorMapper, mapV1Error } from "./api-error-body.js";
import { AttemptFailure, type AttemptResult, sendAttempt } from "./attempt.js";
import { assertPlainPath } from "./base-url.js";
import { type ApiError, ClientError, ResponseValidationError } from "./errors.js";
import { jsonNestingOffset } from "./json-shape.js";
import {
  normalizeMaxRateLimitWait,
  normalizeMaxResponseBytes,
  normalizeRetries,
  normalizeTimeout,
} from "./options.js";
import { buildQuery, type QueryValues } from "./query.js";
import { createRedactor, type Redactor } from "./redact.js";
import { randomRequestId } from "./request-id.js";
import { buildTransportInfo } from "./response-info.js";
import {
  backoffDelay,
  DEFAULT_MAX_RATE_LIMIT_WAIT_MS,
  isRetryEligible,
  RETRYABLE_STATUSES,
  rateLimitDelay,
} from "./retry-policy.js";
import { sleep } from "./sleep.js";
import type { HttpMethod, Logger, Sleep, TransportEvents, TransportInfo, WaitReason } from "./types.js";
import { VERSION } from "./version.js";

/** The service's resources nest a few levels; a response far deeper is refused, not recursed into. */
export const maxResponseDepth = 256;

/** The transport settings a client user may tune (documented on the client options). */
export interface TransportTuning extends AgentSettings {
  /** Per attempt, default 30000 ms. */
  timeoutMs?: number | undefined;
  /** 0-5, default 2. Retries after network errors, timeouts, 502-504; 429s do not count. */
  retries?: number | undefined;
  /**
   * The most one request waits out 429 answers in total (Retry-After plus jitter each time), default
   * 120000 ms, 0-3600000; the caller's signal (e.g. a step's deadline) still ends the wait earlier.
   */
  maxRateLimitWaitMs?: number | undefined;
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
}

export interface TransportRequest {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`, segments already encoded. */
  path: string;
  query?: QueryValues | undefined;
  body?: unknown;
  idempotencyKey?: string | undefined;
  /** Quoted strong ETag, already validated. */
  ifMatch?: string | undefined;
  /** Send the bearer token (default true). */
  authenticate?: boolean | undefined;
  signal?: AbortSignal | undefined;
  requestId?: string | undefined;
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON body, or undefined when the body was empty. */
  body: unknown;
  transport: TransportInfo;
  /** The X-Request-Id this client sent. */
  sentRequestId: string;
}

/** HTTP transport: one logical request, bounded attempts, redacted errors and debug lines. */
export class Transport {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly maxRateLimitWaitMs: number;
  readonly maxResponseBytes: number;
  readonly redact: Redactor;
  readonly #token: string | undefined;
  readonly #userAgent: string;
  /** The base URL's path, for log lines. */
  readonly #basePath: string;
  readonly #agents: Agents;
  readonly #logger: Logger | undefined;
  readonly #events: TransportEvents;
  readonly #sleep: Sleep;
  readonly #random: () => number;
  readonly #now: () => number;
  readonly #mapError: ErrorMapper;

  constructor(config: TransportConfig) {
    this.baseUrl = config.baseUrl;
    this.timeoutMs = normalizeTimeout(config.timeoutMs);
    this.retries = normalizeRetries(config.retries);
    this.maxRateLimitWaitMs = normalizeMaxRateLimitWait(
      config.maxRateLimitWaitMs,
      DEFAULT_MAX_RATE_LIMIT_WAIT_MS,
    );
    this.maxResponseBytes = normalizeMaxResponseBytes(config.maxResponseBytes);
    this.#token = config.token?.trim();
    this.redact = createRedactor([config.token]);
    const extra = config.userAgent?.trim();
    if (extra !== undefined && !/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(extra)) {
      throw new ClientError(
        "invalid_arguments",
        "userAgent must be printable ASCII product tokens, e.g. my-tool/1.0",
      );
    }
    this.#userAgent = `svc-ci/${VERSION} (+node/${process.versions.node})${extra ? ` ${extra}` : ""}`;
    this.#basePath = new URL(this.baseUrl).pathname.replace(/\/$/, "");
    this.#agents = new Agents(config);
    this.#logger = config.logger;
    this.#events = config.events ?? {};
    this.#sleep = config.sleep ?? sleep;
    this.#random = config.random ?? Math.random;
    this.#now = config.now ?? Date.now;
    this.#mapError = config.errorMapper ?? mapV1Error;
  }

  async request(req: TransportRequest): Promise<TransportResponse> {
    const sentRequestId = req.requestId ?? randomRequestId();
    if (!requestIdPattern.test(sentRequestId)) {
      throw new ClientError("invalid_arguments", "requestId must match [A-Za-z0-9._:-]{1,128}");
    }
    const authenticate = req.authenticate ?? true;
    if (authenticate && !this.#token) {
      throw new ClientError("authentication_required", "this operation needs an API token; pass `token`");
    }
    assertPlainPath(req.path);
    const url = `${this.baseUrl}${req.path}${buildQuery(req.query)}`;
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": this.#userAgent,
      "x-request-id": sentRequestId,
    };
    if (authenticate) headers.authorization = `Bearer ${this.#token}`;
    const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body), "utf8");
    if (body) headers["content-type"] = "application/json";
    if (req.idempotencyKey !== undefined) headers["idempotency-key"] = req.idempotencyKey;
    if (req.ifMatch !== undefined) headers["if-match"] = req.ifMatch;

    const eligible = isRetryEligible(req.method, req.idempotencyKey !== undefined);
    const maxAttempts = eligible ? this.retries + 1 : 1;
    const logPath = this.#logPath(req);
    // Error retries use up `retries`; 429s are waited out within maxRateLimitWaitMs instead.
    let errorAttempts = 0;
    let rateLimitWaitMs = 0;
    let rateLimitedAttempts = 0;

    // Every outcome of the last attempt returns or throws, so the loop needs no exit condition.
    for (let attempt = 1; ; attempt++) {
      errorAttempts += 1;
      if (req.signal?.aborted) {
        throw this.#failure(new AttemptFailure("aborted"), req, sentRequestId, attempt > 1);
      }
      const started = this.#now();
      this.#events.onAttempt?.({ method: req.method, path: logPath });
      let result: AttemptResult;
      try {
        result = await sendAttempt({
          url,
          method: req.method,
          headers,
          body,
          signal: req.signal,
          timeoutMs: this.timeoutMs,
          maxResponseBytes: this.maxResponseBytes,
          agent: this.#agents.for(url),
          redact: this.redact,
        });
      } catch (caught) {
        if (!(caught instanceof AttemptFailure)) throw caught;
        const failure = caught;
        const error = this.#failure(failure, req, sentRequestId, true);
        this.#log(req.method, logPath, error.code, attempt, maxAttempts, sentRequestId, started);
        const retryable = failure.kind === "timeout" || failure.kind === "network";
        if (!retryable || errorAttempts >= maxAttempts) throw error;
        await this.#pause(backoffDelay(errorAttempts - 1, this.#random), "retry", req, sentRequestId);
        continue;
      }
      this.#log(req.method, logPath, String(result.status), attempt, maxAttempts, sentRequestId, started);
      const transport = buildTransportInfo(
        result.status,
        result.headers,
        attempt,
        sentRequestId,
        this.#now(),
      );
      if (rateLimitedAttempts > 0) {
        transport.rateLimitWaitMs = rateLimitWaitMs;
        transport.rateLimitedAttempts = rateLimitedAttempts;
      }
      if (result.status >= 200 && result.status < 300) {
        return {
          status: result.status,
          body: this.#parseSuccess(result, transport),
          transport,
          sentRequestId,
        };
      }
      const error = this.#errorFor(result, transport);
      if (result.status === 429) this.#events.onRateLimited?.({ retryAfterMs: transport.retryAfterMs });
      if (result.status === 429 && eligible) {
        // A rate limit is waited out, not counted as an error: the wait is what is bounded.
        const delay = rateLimitDelay(
          transport.retryAfterMs ?? backoffDelay(Math.min(attempt - 1, 6), this.#random),
          this.#random,
        );
        if (this.retries === 0 || rateLimitWaitMs + delay > this.maxRateLimitWaitMs) throw error;
        errorAttempts -= 1;
        rateLimitedAttempts += 1;
        rateLimitWaitMs += delay;
        await this.#pause(delay, "rate-limit", req, sentRequestId);
        continue;
      }
      if (!RETRYABLE_STATUSES.has(result.status) || errorAttempts >= maxAttempts) throw error;
      await this.#pause(
        transport.retryAfterMs ?? backoffDelay(errorAttempts - 1, this.#random),
        "retry",
        req,
        sentRequestId,
      );
    }
  }

  #parseSuccess(result: AttemptResult, transport: TransportInfo): unknown {
    if (!result.bytes || result.bytes.byteLength === 0) return undefined;
    const text = result.bytes.toString("utf8");
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ResponseValidationError("body", "the response body is not JSON", {
        requestId: transport.requestId,
        status: result.status,
        transport,
      });
    }
    // Validating and printing a value recurse once per level: absurd nesting is refused here.
    if (jsonNestingOffset(text, maxResponseDepth) !== -1) {
      throw new ResponseValidationError(
        "body",
        `the response body nests deeper than ${maxResponseDepth} levels`,
        {
          requestId: transport.requestId,
          status: result.status,
          transport,
        },
      );
    }
    return value;
  }

  #errorFor(result: AttemptResult, transport: TransportInfo): ApiError {
    let body: unknown;
    let nonJson = false;
    if (result.bytes && result.bytes.byteLength > 0) {
      const text = result.bytes.toString("utf8");
      try {
        body = JSON.parse(text);
        if (jsonNestingOffset(text, maxResponseDepth) !== -1) {
          body = undefined;
          nonJson = true;
        }
      } catch {
        nonJson = true;
      }
    }
    return this.#mapError({ status: result.status, body, nonJson, transport, redact: this.redact });
  }

  #failure(failure: AttemptFailure, req: TransportRequest, requestId: string, sent: boolean): ClientError {
    const outcomeUnknown = sent && req.method !== "GET";
    const where = `${req.method} ${this.#logPath(req)}`;
    const fields = { requestId, outcomeUnknown, cause: this.#safeCause(failure.cause) };
    switch (failure.kind) {
      case "aborted": {
        // The caller's reason (e.g. the engine's "the step's timeout: 3s was reached") says which deadline.
        const reason = req.signal?.reason;
        const why =
          reason instanceof Error && reason.name !== "AbortError"
            ? `: ${this.redact(reason.message)}`
            : " by the caller";
        return new ClientError("request_aborted", `${where} was aborted${why}`, fields);
      }
      case "timeout":
        return new ClientError(
          "request_timeout",
          `${where} timed out after ${this.timeoutMs} ms (the request timeout, per attempt)`,
          fields,
        );
      case "too_large":
        return new ClientError(
          "response_too_large",
          `${where}: the response exceeded ${this.maxResponseBytes} bytes; raise maxResponseBytes if this is expected`,
          fields,
        );
      default: {
        const reason = failure.cause instanceof Error ? this.redact(failure.cause.message) : "unknown error";
        return new ClientError("network_error", `${where} failed: ${reason}`, fields);
      }
    }
  }

  /** The underlying error, rebuilt with a redacted message so `console.error(err)` shows no secret. */
  #safeCause(cause: unknown): Error | undefined {
    if (!(cause instanceof Error)) return undefined;
    const safe = new Error(this.redact(cause.message));
    safe.name = cause.name;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") Object.assign(safe, { code });
    safe.stack = `${safe.name}: ${safe.message}`;
    return safe;
  }

  async #pause(ms: number, reason: WaitReason, req: TransportRequest, requestId: string): Promise<void> {
    this.#events.onWait?.({ ms, reason, method: req.method, path: this.#logPath(req) });
    try {
      await this.#sleep(ms, req.signal);
    } catch (caught) {
      if (req.signal?.aborted) {
        throw this.#failure(new AttemptFailure("aborted", { cause: caught }), req, requestId, true);
      }
      throw caught;
    }
    if (req.signal?.aborted) throw this.#failure(new AttemptFailure("aborted"), req, requestId, true);
  }

  /** The request path with query keys but no query values (a cursor or filter may be sensitive). */
  #logPath(req: TransportRequest): string {
    const keys = Object.entries(req.query ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key]) => `${key}=…`);
    return this.redact(`${this.#basePath}${req.path}${keys.length ? `?${keys.join("&")}` : ""}`);
  }

  #log(
    method: string,
    path: string,
    outcome: string,
    attempt: number,
    max: number,
    requestId: string,
    started: number,
  ): void {
    const logger = this.#logger;
    if (!logger) return;
    const ms = Math.max(0, this.#now() - started);
    logger.debug(
      this.redact(
        `svc-ci http ${method} ${path} -> ${outcome} attempt=${attempt}/${max} requestId=${requestId} ${ms}ms`,
      ),
    );
  }
}
