export const id = 42;
export const ids = [42];
export const modules = {

/***/ 5042:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ createClient)
});

;// CONCATENATED MODULE: ./lib/transport/agents.js
/**
 * The proxy settings of an environment, upper-case first (as curl and undici read them), HTTPS
 * falling back to HTTP_PROXY; undefined when no proxy is configured.
 */
function proxySettings(env) {
    const pick = (upper, lower) => env[upper] || env[lower] || undefined;
    const httpProxy = pick("HTTP_PROXY", "http_proxy");
    const httpsProxy = pick("HTTPS_PROXY", "https_proxy") ?? httpProxy;
    if (!httpProxy && !httpsProxy)
        return undefined;
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
class Agents {
    #agent;
    #proxy;
    #byProtocol = new Map();
    constructor(settings) {
        this.#agent = settings.agent;
        this.#proxy = settings.proxyEnv ? proxySettings(settings.proxyEnv) : undefined;
    }
    /** The host:port of the proxy a request to `url` would go through (NO_PROXY aside), if any. */
    proxyAddressFor(url) {
        if (this.#agent || !this.#proxy)
            return undefined;
        const https = url.startsWith("https:");
        const proxy = https ? this.#proxy.HTTPS_PROXY : this.#proxy.HTTP_PROXY;
        if (proxy === undefined)
            return undefined;
        try {
            const parsed = new URL(proxy);
            return `${parsed.hostname}:${parsed.port || (parsed.protocol === "https:" ? "443" : "80")}`;
        }
        catch {
            return undefined;
        }
    }
    /** The pool for a URL, as Node's HTTP client takes it (an http.Agent or https.Agent). */
    for(url) {
        if (this.#agent || !this.#proxy)
            return this.#agent;
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

// EXTERNAL MODULE: ./lib/schemas/error-codes.js
var error_codes = __webpack_require__(921);
// EXTERNAL MODULE: ./lib/transport/errors.js
var transport_errors = __webpack_require__(5786);
;// CONCATENATED MODULE: ./lib/transport/api-error-body.js



function genericDetail(status, nonJson) {
    if (status >= 300 && status < 400)
        return `the API answered HTTP ${status} (a redirect, which is never followed)`;
    return `the API answered HTTP ${status}${nonJson ? " with a non-JSON body" : ""}`;
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
const str = (value) => (typeof value === "string" ? value : undefined);
/** Reads the v1 error envelope leniently: a malformed error body still yields a useful ApiError. */
function mapV1Error(response) {
    const { status, body, transport, redact } = response;
    const errors = [];
    let requestId = transport.requestId;
    if (isRecord(body)) {
        if (Array.isArray(body.errors)) {
            for (const raw of body.errors) {
                if (!isRecord(raw))
                    continue;
                // Every string the server sent is redacted: any of them may echo a credential.
                const error = {
                    status: redact(str(raw.status) ?? String(status)),
                    code: redact(str(raw.code) || (0,error_codes/* statusErrorCode */.IK)(status)),
                    title: redact(str(raw.title) ?? ""),
                    detail: redact(str(raw.detail) ?? ""),
                };
                if (isRecord(raw.source)) {
                    const source = {};
                    for (const [key, value] of Object.entries(raw.source))
                        if (typeof value === "string")
                            source[key] = redact(value);
                    error.source = source;
                }
                errors.push(error);
            }
        }
        if (isRecord(body.meta) && typeof body.meta.requestId === "string" && body.meta.requestId) {
            requestId = redact(body.meta.requestId);
        }
    }
    const first = errors[0];
    const notTheApi = first === undefined && (0,error_codes/* bodylessErrorCode */.fo)(status) !== (0,error_codes/* statusErrorCode */.IK)(status);
    const detail = notTheApi
        ? `HTTP ${status} without the API's error body${response.nonJson ? " (a non-JSON page)" : ""}: nothing at this address is API v1`
        : first?.detail || genericDetail(status, response.nonJson);
    return (0,transport_errors/* createApiError */.JV)({
        status,
        code: first?.code ?? (0,error_codes/* bodylessErrorCode */.fo)(status),
        detail: redact(detail),
        errors,
        requestId,
        retryAfterMs: transport.retryAfterMs,
        transport,
    });
}

// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
;// CONCATENATED MODULE: ./lib/transport/retry-policy.js
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
const MAX_DELAY_MS = 30_000;
/** GET always; POST only when it carries an Idempotency-Key; PUT, PATCH and DELETE never. */
function isRetryEligible(method, hasIdempotencyKey) {
    return method === "GET" || (method === "POST" && hasIdempotencyKey);
}
/**
 * The most a request waits for rate limits (429) in total, by default: 429s do not use up the
 * `retries` budget (a rate limit is waited out, not counted as an error), so this bounds the wait.
 */
const DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 120_000;
/** The window a 429's retry is spread over: one second, the usual width of a rate-limit window. */
const RATE_LIMIT_SPREAD_MS = 1_000;
/**
 * The wait before retrying a 429: the service's `Retry-After` (or the backoff when it sent none)
 * plus a random spread of up to one second, so that clients refused at the same instant come back
 * spread over the next window instead of colliding again (five of them land within 50 ms of each
 * other about once in 30,000 instants; a narrower window made that a regular sight).
 */
function rateLimitDelay(baseMs, random) {
    return baseMs + Math.floor(random() * RATE_LIMIT_SPREAD_MS);
}
/** `min(250 * 2^n + floor(random * 100), 30000)` where n = 0 for the first retry. */
function backoffDelay(retryIndex, random) {
    return Math.min(250 * 2 ** retryIndex + Math.floor(random() * 100), MAX_DELAY_MS);
}
/**
 * `Retry-After` as seconds or an HTTP date, in ms, capped at `capMs` (30 s: the wait before one
 * retry); undefined when absent or invalid. Uncapped (`Infinity`) it is the wait the service asked for.
 */
function parseRetryAfter(value, now = Date.now(), capMs = MAX_DELAY_MS) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.min(Math.round(Number(text) * 1000), capMs);
    const date = Date.parse(text);
    if (Number.isNaN(date) || !/[a-z]/i.test(text))
        return undefined;
    return Math.min(Math.max(0, date - now), capMs);
}
/** The outcome of an answer as the transport read it: its status and Retry-After, capped and as asked. */
function answeredOutcome(transport, now) {
    return {
        kind: "response",
        status: transport.status,
        retryAfterMs: transport.retryAfterMs,
        retryAfterAskedMs: parseRetryAfter(transport.headers["retry-after"], now, Number.POSITIVE_INFINITY),
    };
}
function initialRetryState(eligible, retries, maxRateLimitWaitMs, rateLimitEligible = eligible) {
    return {
        eligible,
        rateLimitEligible: eligible || rateLimitEligible,
        retries,
        maxRateLimitWaitMs,
        attempts: 0,
        errorAttempts: 0,
        rateLimitedAttempts: 0,
        rateLimitWaitMs: 0,
    };
}
/** The state once another attempt is made. */
function countAttempt(state) {
    return { ...state, attempts: state.attempts + 1, errorAttempts: state.errorAttempts + 1 };
}
const returnStep = { kind: "return" };
const throwStep = { kind: "throw" };
/**
 * The retry decision, pure: eligible requests are sent again after a network error, a timeout,
 * 502, 503 or 504 while `retries` last (after `Retry-After`, capped at 30 s, else the backoff);
 * a 429 is waited out instead of counted, within `maxRateLimitWaitMs` (see `rateLimitStep`).
 */
function nextStep(state, outcome, random) {
    const retriesLeft = state.errorAttempts < (state.eligible ? state.retries + 1 : 1);
    if (outcome.kind === "failure") {
        const retryable = outcome.failure === "timeout" || outcome.failure === "network";
        if (!retryable || !retriesLeft)
            return throwStep;
        const ms = backoffDelay(state.errorAttempts - 1, random);
        return { kind: "wait", ms, reason: "retry", retryAfter: false, state };
    }
    const { status } = outcome;
    if (status >= 200 && status < 300)
        return returnStep;
    if (status === 429 && state.rateLimitEligible)
        return rateLimitStep(state, outcome, random);
    if (!RETRYABLE_STATUSES.has(status) || !retriesLeft)
        return throwStep;
    const retryAfter = outcome.retryAfterMs !== undefined;
    const ms = outcome.retryAfterMs ?? backoffDelay(state.errorAttempts - 1, random);
    return { kind: "wait", ms, reason: "retry", retryAfter, state };
}
/**
 * A 429 of an eligible request. `retries: 0` waits for nothing. A `Retry-After` (uncapped) beyond
 * what is left of the wait budget fails at once, with the wait and the budget (`refusedWait`);
 * otherwise the wait is Retry-After (capped at 30 s) or the backoff, plus up to a second of spread,
 * the spread cut short at the budget's end. Without a Retry-After, a backoff that does not fit the
 * budget ends the waiting (the 429 is raised, its `rateLimitWaitMs` saying how long it waited), and
 * so does a budget spent, even for a `Retry-After: 0`.
 */
function rateLimitStep(state, outcome, random) {
    if (state.retries === 0)
        return throwStep;
    const leftMs = state.maxRateLimitWaitMs - state.rateLimitWaitMs;
    const asked = outcome.retryAfterAskedMs;
    if (asked !== undefined && asked > leftMs) {
        const refusedWait = {
            askedMs: asked,
            waitedMs: state.rateLimitWaitMs,
            budgetMs: state.maxRateLimitWaitMs,
        };
        return { kind: "throw", refusedWait };
    }
    // A spent budget ends the waiting: a `Retry-After: 0` (or a date gone by) would otherwise be
    // answered by a retry at once, again and again, without end.
    if (leftMs <= 0)
        return throwStep;
    const base = outcome.retryAfterMs ?? backoffDelay(Math.min(state.attempts - 1, 6), random);
    const delay = rateLimitDelay(base, random);
    // The service's wait fits: so does the wait, its spread cut short at the budget's end if need be.
    const ms = asked === undefined ? delay : Math.min(delay, leftMs);
    if (ms > leftMs)
        return throwStep;
    return {
        kind: "wait",
        ms,
        reason: "rate-limit",
        retryAfter: asked !== undefined,
        state: {
            ...state,
            errorAttempts: state.errorAttempts - 1,
            rateLimitedAttempts: state.rateLimitedAttempts + 1,
            rateLimitWaitMs: state.rateLimitWaitMs + ms,
        },
    };
}

;// CONCATENATED MODULE: ./lib/transport/response-info.js


/**
 * Lower-cased single-string headers, repeated headers joined with ", ", values redacted (a server
 * may echo a credential, e.g. in `WWW-Authenticate` or a redirect `Location`).
 */
function flattenHeaders(raw, redact = (text) => text) {
    const out = {};
    for (const [key, value] of Object.entries(raw)) {
        if (value === undefined)
            continue;
        out[key.toLowerCase()] = redact(Array.isArray(value) ? value.join(", ") : value);
    }
    return out;
}
const nonNegativeInteger = (value) => value === undefined ? undefined : (0,patterns/* parseDecimalInteger */.pd)(value.trim(), 0, Number.MAX_SAFE_INTEGER);
/** `X-RateLimit-Limit/Remaining/Reset`, when all three are valid. */
function parseRateLimit(headers) {
    const limit = nonNegativeInteger(headers["x-ratelimit-limit"]);
    const remaining = nonNegativeInteger(headers["x-ratelimit-remaining"]);
    const reset = nonNegativeInteger(headers["x-ratelimit-reset"]);
    if (limit === undefined || remaining === undefined || reset === undefined)
        return undefined;
    return { limit, remaining, reset };
}
function buildTransportInfo(status, headers, attempts, sentRequestId, now) {
    const info = {
        status,
        attempts,
        requestId: headers["x-request-id"] || sentRequestId,
        headers,
    };
    const rateLimit = parseRateLimit(headers);
    if (rateLimit)
        info.rateLimit = rateLimit;
    const retryAfterMs = parseRetryAfter(headers["retry-after"], now);
    if (retryAfterMs !== undefined)
        info.retryAfterMs = retryAfterMs;
    const replayed = headers["idempotency-replayed"];
    if (replayed === "true" || replayed === "false")
        info.idempotencyReplayed = replayed === "true";
    if (headers.etag !== undefined)
        info.etag = headers.etag;
    return info;
}

;// CONCATENATED MODULE: ./lib/transport/attempt.js

/** Why one attempt produced no response; thrown by `sendAttempt` instead of Node's raw errors. */
class AttemptFailure extends Error {
    kind;
    name = "AttemptFailure";
    constructor(kind, options = {}) {
        super(`the attempt failed: ${kind}`, options);
        this.kind = kind;
    }
}
/**
 * node:http and node:https, fetched from Node's own module table: no bundling and no load cost for
 * the protocol a command does not use (https pulls in TLS).
 */
function requestFunctionFor(url) {
    if (url.protocol === "https:")
        return process.getBuiltinModule("node:https").request;
    return process.getBuiltinModule("node:http").request;
}
/**
 * One HTTP exchange on Node's http client. One deadline covers connecting, the headers and the
 * whole body; the body is read as it streams and the exchange stops as soon as it outgrows the cap,
 * so an oversized body is never buffered whole. Throws an `AttemptFailure` (never Node's raw error)
 * when no response was obtained.
 */
function sendAttempt(input) {
    return new Promise((resolve, reject) => {
        const settlement = new Settlement(input, resolve, reject);
        if (input.signal?.aborted)
            return settlement.abort();
        let request;
        try {
            request = openRequest(input);
        }
        catch (caught) {
            // Node refuses some requests before sending (e.g. a header value it cannot write).
            return settlement.failWith(caught);
        }
        settlement.request = request;
        request.on("error", settlement.failWith);
        request.on("response", (response) => receive(response, input, settlement));
        request.end(input.body);
    });
}
/** The request, not yet ended; throws when Node (or the URL check) refuses it. */
function openRequest(input) {
    const url = new URL(input.url);
    // node:http would turn URL credentials into an Authorization header; the base URL never has
    // any (base-url.ts), and this layer does not rely on every caller having checked.
    if (url.username || url.password)
        throw new Error("a request URL must not carry credentials");
    return requestFunctionFor(url)(url, {
        method: input.method,
        headers: input.headers,
        // Every value of a repeated header, joined with ", " (Node otherwise keeps only the first
        // ETag, Retry-After, Content-Type...): a doubled header must not pass as a single one.
        joinDuplicateHeaders: true,
        ...(input.agent ? { agent: input.agent } : {}),
    });
}
/**
 * Settles one attempt exactly once: its deadline, the caller's abort and the first error or
 * result win; everything after is ignored, and a failure tears the connection down.
 */
class Settlement {
    input;
    resolve;
    reject;
    request;
    response;
    #settled = false;
    #timedOut = false;
    #timer;
    #onAbort = () => this.abort();
    constructor(input, resolve, reject) {
        this.input = input;
        this.resolve = resolve;
        this.reject = reject;
        this.#timer = setTimeout(() => {
            this.#timedOut = true;
            this.fail("timeout", new Error(`no complete response within ${input.timeoutMs} ms`));
        }, input.timeoutMs);
        input.signal?.addEventListener("abort", this.#onAbort, { once: true });
    }
    abort() {
        this.fail("aborted", this.input.signal?.reason);
    }
    fail(kind, cause) {
        if (!this.#finish())
            return;
        this.reject(new AttemptFailure(kind, { cause }));
        this.response?.destroy();
        this.request?.destroy();
    }
    /** An error after a timeout or an abort is the consequence, not the reason. */
    failWith = (cause) => {
        if (this.input.signal?.aborted)
            this.fail("aborted", cause);
        else if (this.#timedOut)
            this.fail("timeout", cause);
        else
            this.fail("network", cause);
    };
    succeed(result) {
        if (this.#finish())
            this.resolve(result);
    }
    /** True the first time: the attempt is settled now. */
    #finish() {
        if (this.#settled)
            return false;
        this.#settled = true;
        clearTimeout(this.#timer);
        this.input.signal?.removeEventListener("abort", this.#onAbort);
        return true;
    }
}
/**
 * Reads a response as it streams, within the cap: a 2xx body beyond it fails the attempt
 * (`too_large`); any other answer beyond it is kept without its body.
 */
function receive(res, input, settlement) {
    settlement.response = res;
    const status = res.statusCode ?? 0;
    const headers = flattenHeaders(res.headers, input.redact);
    const ok = status >= 200 && status < 300;
    const tooLarge = () => {
        if (ok)
            settlement.fail("too_large");
        else {
            settlement.succeed({ status, headers, bytes: undefined });
            res.destroy();
        }
    };
    const declared = headers["content-length"];
    if (declared !== undefined && Number(declared) > input.maxResponseBytes) {
        tooLarge();
        return;
    }
    const chunks = [];
    let total = 0;
    res.on("data", (chunk) => {
        total += chunk.byteLength;
        if (total > input.maxResponseBytes)
            tooLarge();
        else
            chunks.push(chunk);
    });
    res.on("end", () => {
        const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
        const bytes = decoded(raw, headers["content-encoding"], input.maxResponseBytes);
        if (bytes === "too_large")
            tooLarge();
        else
            settlement.succeed({ status, headers, bytes });
    });
    res.on("error", settlement.failWith);
    res.on("close", () => {
        if (!res.complete)
            settlement.failWith(new Error("the connection closed before the response was complete"));
    });
}
/**
 * The body without its content coding: the client asks for none (no Accept-Encoding), but a proxy
 * may compress an answer all the same, and a create or rotation answer holds a secret shown once.
 * gzip, deflate and br are decoded within the size cap (a small body must not expand beyond it);
 * a body that does not decode, or another coding, is left as it came (and read as not JSON).
 */
function decoded(bytes, coding, maxBytes) {
    const name = coding?.trim().toLowerCase();
    if (!name || name === "identity" || bytes.byteLength === 0)
        return bytes;
    const zlib = process.getBuiltinModule("node:zlib");
    const options = { maxOutputLength: maxBytes };
    try {
        if (name === "gzip" || name === "x-gzip")
            return zlib.gunzipSync(bytes, options);
        if (name === "deflate")
            return zlib.inflateSync(bytes, options);
        if (name === "br")
            return zlib.brotliDecompressSync(bytes, options);
    }
    catch (error) {
        if (error.code === "ERR_BUFFER_TOO_LARGE")
            return "too_large";
    }
    return bytes;
}

// EXTERNAL MODULE: ./lib/transport/json-shape.js
var json_shape = __webpack_require__(9527);
// EXTERNAL MODULE: ./lib/transport/network-causes.js
var network_causes = __webpack_require__(8264);
;// CONCATENATED MODULE: ./lib/transport/attempt-errors.js



/** The ClientError for an attempt that got no response, redacted, naming the request. */
function failureError(failure, context) {
    const { redact } = context;
    const outcomeUnknown = context.sent && context.method !== "GET";
    const where = `${context.method} ${context.logPath}`;
    const fields = { requestId: context.requestId, outcomeUnknown, cause: safeCause(failure.cause, redact) };
    switch (failure.kind) {
        case "aborted": {
            // The caller's reason (e.g. the engine's "the step's timeout: 3s was reached") says which deadline.
            const reason = context.signal?.reason;
            const why = reason instanceof Error && reason.name !== "AbortError"
                ? `: ${redact(reason.message)}`
                : " by the caller";
            return new transport_errors/* ClientError */.MZ("request_aborted", `${where} was aborted${why}`, fields);
        }
        case "timeout":
            return new transport_errors/* ClientError */.MZ("request_timeout", `${where} timed out after ${context.timeoutMs} ms (the request timeout, per attempt)`, fields);
        case "too_large":
            return new transport_errors/* ClientError */.MZ("response_too_large", `${where}: the response exceeded ${context.maxResponseBytes} bytes (maxResponseBytes), more than an API answer holds`, fields);
        default: {
            const reason = failure.cause instanceof Error ? redact(failure.cause.message) : "unknown error";
            const cause = (0,network_causes/* networkCauseOf */.LD)(failure.cause, context.proxyAddress);
            if (cause === undefined)
                return new transport_errors/* ClientError */.MZ("network_error", `${where} failed: ${reason}`, fields);
            const says = redact((0,network_causes/* describeCause */.V$)(cause, (0,network_causes/* causeAddress */.UZ)(failure.cause, context.origin)));
            return new transport_errors/* ClientError */.MZ("network_error", `${where} failed: ${says} (${reason})`, {
                ...fields,
                networkCause: cause,
            });
        }
    }
}
/** The underlying error, rebuilt with a redacted message so `console.error(err)` shows no secret. */
function safeCause(cause, redact) {
    if (!(cause instanceof Error))
        return undefined;
    const safe = new Error(redact(cause.message));
    safe.name = cause.name;
    const code = cause.code;
    if (typeof code === "string")
        Object.assign(safe, { code });
    safe.stack = `${safe.name}: ${safe.message}`;
    return safe;
}
/**
 * A 2xx body: parsed JSON, or undefined when empty; refused when not JSON or nested absurdly deep.
 * For a write (`checkKeys`), the keys its body gives twice are noted on `transport.duplicateKeys`:
 * JSON.parse keeps the last, and the answer to a create or rotation must not be read as either.
 */
function successBody(result, transport, checkKeys = false) {
    if (!result.bytes || result.bytes.byteLength === 0)
        return undefined;
    const text = result.bytes.toString("utf8");
    const fields = { requestId: transport.requestId, status: result.status, transport };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new transport_errors/* ResponseValidationError */.dK("body", "the response body is not JSON", fields);
    }
    // Validating and printing a value recurse once per level: absurd nesting is refused here.
    if ((0,json_shape/* jsonNestingOffset */.A7)(text, json_shape/* maxResponseDepth */.lz) !== -1) {
        throw new transport_errors/* ResponseValidationError */.dK("body", `the response body nests deeper than ${json_shape/* maxResponseDepth */.lz} levels`, fields);
    }
    if (checkKeys) {
        const duplicates = (0,json_shape/* jsonDuplicateKeys */.gh)(text);
        if (duplicates.length > 0)
            transport.duplicateKeys = duplicates;
    }
    return value;
}
/** The ApiError of a non-2xx answer; a body that is not JSON (or too deep) is read as absent. */
function apiErrorFor(result, transport, mapError, redact) {
    let body;
    let nonJson = false;
    if (result.bytes && result.bytes.byteLength > 0) {
        const text = result.bytes.toString("utf8");
        try {
            body = JSON.parse(text);
            if ((0,json_shape/* jsonNestingOffset */.A7)(text, json_shape/* maxResponseDepth */.lz) !== -1) {
                body = undefined;
                nonJson = true;
            }
        }
        catch {
            nonJson = true;
        }
    }
    return mapError({ status: result.status, body, nonJson, transport, redact });
}

;// CONCATENATED MODULE: ./lib/transport/options.js

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 2;
const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
function finite(name, value) {
    if (typeof value !== "number" || !Number.isFinite(value)) {
        throw new transport_errors/* ClientError */.MZ("invalid_arguments", `${name} must be a finite number`);
    }
    return Math.trunc(value);
}
/** Per-attempt timeout: truncated, at least 1 ms. */
/** The longest delay a Node timer keeps; a longer one fires after 1 ms (with a warning). */
const MAX_TIMER_MS = 2_147_483_647;
function normalizeTimeout(value) {
    return value === undefined
        ? DEFAULT_TIMEOUT_MS
        : Math.min(MAX_TIMER_MS, Math.max(1, finite("timeoutMs", value)));
}
/** Retries after the first attempt: truncated, clamped 0-5. */
function normalizeRetries(value) {
    return value === undefined ? DEFAULT_RETRIES : Math.min(5, Math.max(0, finite("retries", value)));
}
/** Response cap: clamped 1 KiB - 64 MiB. */
function normalizeMaxResponseBytes(value) {
    if (value === undefined)
        return DEFAULT_MAX_RESPONSE_BYTES;
    return Math.min(64 * 1024 * 1024, Math.max(1024, finite("maxResponseBytes", value)));
}
/** Total wait for rate limits per request: truncated, clamped 0 - 1 hour. */
function normalizeMaxRateLimitWait(value, fallback) {
    if (value === undefined)
        return fallback;
    return Math.min(3_600_000, Math.max(0, finite("maxRateLimitWaitMs", value)));
}

;// CONCATENATED MODULE: ./lib/transport/pacing.js
/**
 * The client's rate budget (docs/client.md "Pacing"): requests are paced by the service's
 * `X-RateLimit-Limit/Remaining/Reset` headers, and the number in flight is lowered when 429s come.
 *
 * - Until the first answer of a bucket arrives, one request goes alone (nothing is known of the
 *   window yet: a burst into a used-up one would be refused whole). Then a request is sent while
 *   the window's remaining requests, minus the requests in flight, are above 0. When they are not,
 *   it waits for the window to reset (`X-RateLimit-Reset`, Unix ms, by this machine's clock) plus
 *   a random spread: a tenth of the wait while this client has the window to itself, up to a second
 *   (as after a 429) once the window counts more requests than this client sent, so that many runs
 *   of one credential do not all come back at one instant. Once the reset has passed, the next
 *   window is assumed to hold `limit` requests until an answer says otherwise.
 * - The requests in flight are limited AIMD-style: unlimited until the first 429, then halved on a
 *   429 (once per round: a 429 of a request sent before the last cut does not cut again), one more
 *   per other answer, up to the most requests the caller ever had waiting or in flight at once.
 */

const send = { kind: "send" };
const queue = { kind: "queue" };
function pacingDecision(view, now) {
    if (view.totalInFlight >= view.maxInFlight)
        return queue;
    if (!view.answered)
        return view.inFlight > 0 ? queue : send;
    const window = view.window;
    // A limit of 0 says nothing usable about pacing: the service's 429s decide.
    if (window === undefined || window.limit === 0)
        return send;
    const reset = now >= window.reset;
    const remaining = reset ? window.limit : window.remaining;
    if (remaining - view.inFlight > 0)
        return send;
    return reset ? queue : { kind: "wait", ms: window.reset - now };
}
/**
 * The bucket's window after an answer: a later window replaces the known one; within one window the
 * lowest `remaining` is the latest count (answers may arrive out of order); an answer of an
 * earlier window is stale.
 */
function mergeWindow(known, seen) {
    if (known === undefined || seen.reset > known.reset)
        return seen;
    if (seen.reset < known.reset)
        return known;
    return seen.remaining < known.remaining || seen.limit !== known.limit ? seen : known;
}
/**
 * The random spread added to a pacing wait: a tenth of it (at least 20 ms, at most 1 s) while the
 * client has the window to itself; up to 1 s, as after a 429, while others use the credential too.
 */
function pacingSpread(waitMs, random, shared = false) {
    const width = shared
        ? RATE_LIMIT_SPREAD_MS
        : Math.min(RATE_LIMIT_SPREAD_MS, Math.max(20, Math.round(waitMs / 10)));
    return Math.floor(random() * width);
}
/**
 * Others use the credential too: the window counts more requests than this client can have sent
 * into it (its answers from that window so far, and its requests still in flight).
 */
function othersUseWindow(seen, ownAnswered, inFlight) {
    return seen.limit - seen.remaining > ownAnswered + inFlight;
}
/** The AIMD step of the in-flight limit after one answer. */
function nextMaxInFlight(current, answer) {
    if (answer.rateLimited)
        return Math.max(1, Math.floor(Math.min(current, answer.inFlight) / 2));
    if (!Number.isFinite(current))
        return current;
    return Math.max(current, Math.min(current + 1, answer.peak));
}
/** Counts an answer against its window and tells whether others use the window too. */
function countAnswer(bucket, seen) {
    const counted = bucket.counted;
    if (seen.reset < counted.reset)
        return; // an answer of an earlier window
    if (seen.reset > counted.reset) {
        counted.reset = seen.reset;
        counted.answers = 0;
    }
    counted.answers += 1;
    counted.shared = othersUseWindow(seen, counted.answers, bucket.inFlight);
}
/** Buckets kept before the idle ones are dropped (API v0 has one per path). */
const maxBuckets = 256;
/** One client's rate budget: every attempt passes `acquire` before it is sent and `release` after. */
class RateGate {
    clock;
    #buckets = new Map();
    #wakers = new Set();
    #inFlight = 0;
    #waiting = 0;
    #maxInFlight = Number.POSITIVE_INFINITY;
    #round = 0;
    #peak = 0;
    constructor(clock) {
        this.clock = clock;
    }
    /** The current in-flight limit (Infinity until the first 429), for tests and progress. */
    get maxInFlight() {
        return this.#maxInFlight;
    }
    async acquire(request) {
        let pacedMs = 0;
        this.#waiting += 1;
        this.#peak = Math.max(this.#peak, this.#inFlight + this.#waiting);
        try {
            for (;;) {
                const bucket = this.#bucket(request.bucket);
                const view = {
                    window: bucket.window,
                    answered: bucket.answered,
                    inFlight: bucket.inFlight,
                    totalInFlight: this.#inFlight,
                    maxInFlight: this.#maxInFlight,
                };
                const decision = pacingDecision(view, this.clock.now());
                if (decision.kind === "send")
                    break;
                if (decision.kind === "queue") {
                    await this.#nextAnswer(request.signal);
                    continue;
                }
                const ms = decision.ms + pacingSpread(decision.ms, this.clock.random, bucket.counted.shared);
                // Beyond the budget the service decides: its 429 names the wait it asks for.
                if (pacedMs + ms > request.budgetLeftMs)
                    break;
                request.onWait(ms);
                await this.clock.sleep(ms, request.signal);
                pacedMs += ms;
            }
        }
        finally {
            this.#waiting -= 1;
        }
        this.#bucket(request.bucket).inFlight += 1;
        this.#inFlight += 1;
        return { bucket: request.bucket, round: this.#round, pacedMs };
    }
    /** The attempt is over; `answer` when a response came (its status and rate-limit headers). */
    release(ticket, answer) {
        const bucket = this.#bucket(ticket.bucket);
        const inFlight = this.#inFlight;
        bucket.inFlight -= 1;
        this.#inFlight -= 1;
        if (answer) {
            bucket.answered = true;
            if (answer.rateLimit) {
                bucket.window = mergeWindow(bucket.window, answer.rateLimit);
                countAnswer(bucket, answer.rateLimit);
            }
            const rateLimited = answer.status === 429;
            if (!rateLimited || ticket.round === this.#round) {
                this.#maxInFlight = nextMaxInFlight(this.#maxInFlight, { rateLimited, inFlight, peak: this.#peak });
                if (rateLimited)
                    this.#round += 1;
            }
        }
        const wakers = [...this.#wakers];
        this.#wakers.clear();
        for (const wake of wakers)
            wake();
    }
    #bucket(key) {
        let bucket = this.#buckets.get(key);
        if (bucket)
            return bucket;
        if (this.#buckets.size >= maxBuckets)
            this.#dropIdle();
        bucket = {
            window: undefined,
            inFlight: 0,
            answered: false,
            counted: { reset: 0, answers: 0, shared: false },
        };
        this.#buckets.set(key, bucket);
        return bucket;
    }
    #dropIdle() {
        const now = this.clock.now();
        for (const [key, bucket] of this.#buckets) {
            if (bucket.inFlight === 0 && (bucket.window === undefined || bucket.window.reset <= now)) {
                this.#buckets.delete(key);
            }
        }
    }
    /** Resolves at the next release; rejects with the signal's reason when it aborts first. */
    #nextAnswer(signal) {
        return new Promise((resolve, reject) => {
            if (signal?.aborted)
                return reject(signal.reason);
            const onAbort = () => {
                this.#wakers.delete(wake);
                reject(signal?.reason);
            };
            const wake = () => {
                signal?.removeEventListener("abort", onAbort);
                resolve();
            };
            this.#wakers.add(wake);
            signal?.addEventListener("abort", onAbort, { once: true });
        });
    }
}

// EXTERNAL MODULE: ./lib/transport/redact.js
var redact = __webpack_require__(2760);
// EXTERNAL MODULE: ./lib/schemas/common.js
var common = __webpack_require__(9843);
// EXTERNAL MODULE: ./lib/transport/base-url.js
var base_url = __webpack_require__(4568);
;// CONCATENATED MODULE: ./lib/transport/query.js
/** `?a=1&b=true`; skips undefined/null, repeats keys for arrays, sends Dates as ISO strings. */
function buildQuery(query) {
    if (!query)
        return "";
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null)
            continue;
        if (Array.isArray(value))
            for (const item of value)
                params.append(key, String(item));
        else if (value instanceof Date)
            params.append(key, value.toISOString());
        else
            params.append(key, String(value));
    }
    const text = params.toString();
    return text ? `?${text}` : "";
}

;// CONCATENATED MODULE: ./lib/transport/request-id.js
/**
 * A random (version 4) UUID for `X-Request-Id`, from `Math.random`. A request id correlates a
 * request with the service's logs; it is no secret and guards nothing, so it needs uniqueness, not
 * unpredictability: V8 seeds `Math.random` per process from the operating system, and 122 random
 * bits keep two ids apart. Loading `node:crypto` for it was about 5 ms of `svc`'s start before its
 * first request (docs/startup.md). Idempotency keys, which decide what the service replays, still
 * come from the operating system's generator (idempotency.ts).
 */
function randomRequestId(random = Math.random) {
    let hex = "";
    for (let index = 0; index < 4; index += 1)
        hex += Math.floor(random() * 0x1_0000_0000)
            .toString(16)
            .padStart(8, "0");
    // Version 4 in the 13th digit; the variant (8, 9, a or b) in the 17th.
    const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

;// CONCATENATED MODULE: ./lib/transport/sent-request.js





/** Checks a request and builds what its attempts send; throws ClientError before anything is sent. */
function prepareRequest(req, settings) {
    const requestId = req.requestId ?? randomRequestId();
    if (!common/* requestIdPattern */.rc.test(requestId)) {
        throw new transport_errors/* ClientError */.MZ("invalid_arguments", "requestId must match [A-Za-z0-9._:-]{1,128}");
    }
    const authenticate = req.authenticate ?? true;
    if (authenticate && !settings.token) {
        throw new transport_errors/* ClientError */.MZ("authentication_required", "this operation needs an API token; pass `token`");
    }
    (0,base_url/* assertPlainPath */.w_)(req.path);
    const url = `${settings.baseUrl}${req.path}${buildQuery(req.query)}`;
    const headers = {
        accept: "application/json",
        "user-agent": settings.userAgent,
        "x-request-id": requestId,
    };
    if (authenticate)
        headers.authorization = `Bearer ${settings.token}`;
    const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body), "utf8");
    if (body)
        headers["content-type"] = "application/json";
    if (req.idempotencyKey !== undefined)
        headers["idempotency-key"] = req.idempotencyKey;
    if (req.ifMatch !== undefined)
        headers["if-match"] = req.ifMatch;
    // v1 counts a credential's requests, and unauthenticated ones per source; v0 per token and path.
    const bucket = settings.bucketScope === "path" ? req.path : authenticate ? "" : "anonymous";
    const logPath = settings.redact(`${settings.basePath}${req.path}${queryKeys(req.query)}`);
    return { req, requestId, url, headers, body, bucket, logPath };
}
/** `?cursor=…&limit=…`: the query's keys without their values (a cursor or filter may be sensitive). */
function queryKeys(query) {
    const keys = Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key]) => `${key}=…`);
    return keys.length ? `?${keys.join("&")}` : "";
}

// EXTERNAL MODULE: ./lib/transport/sleep.js
var sleep = __webpack_require__(1930);
;// CONCATENATED MODULE: ./lib/transport/version.js
/** The package version, sent in the User-Agent. Kept in step with package.json by a unit test. */
const VERSION = "1.1.0";

;// CONCATENATED MODULE: ./lib/transport/transport.js













/** HTTP transport: one logical request, bounded attempts, redacted errors and debug lines. */
class Transport {
    baseUrl;
    timeoutMs;
    retries;
    maxRateLimitWaitMs;
    maxResponseBytes;
    redact;
    #settings;
    #agents;
    #logger;
    #events;
    #sleep;
    #random;
    #now;
    #mapError;
    /** The client's rate budget; undefined with `pacing: false`. */
    #gate;
    constructor(config) {
        this.baseUrl = config.baseUrl;
        this.timeoutMs = normalizeTimeout(config.timeoutMs);
        this.retries = normalizeRetries(config.retries);
        this.maxRateLimitWaitMs = normalizeMaxRateLimitWait(config.maxRateLimitWaitMs, DEFAULT_MAX_RATE_LIMIT_WAIT_MS);
        this.maxResponseBytes = normalizeMaxResponseBytes(config.maxResponseBytes);
        this.redact = (0,redact/* createRedactor */.lY)([config.token]);
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
        this.#sleep = config.sleep ?? sleep/* sleep */.y;
        this.#random = config.random ?? Math.random;
        this.#now = config.now ?? Date.now;
        this.#mapError = config.errorMapper ?? mapV1Error;
        this.#gate =
            config.pacing === false
                ? undefined
                : new RateGate({ now: this.#now, sleep: this.#sleep, random: this.#random });
    }
    async request(req) {
        const sent = prepareRequest(req, this.#settings);
        const eligible = isRetryEligible(req.method, req.idempotencyKey !== undefined);
        let state = initialRetryState(eligible, this.retries, this.maxRateLimitWaitMs, req.waitOutRateLimits);
        // Every outcome of the last attempt returns or throws, so the loop needs no exit condition.
        for (;;) {
            if (req.signal?.aborted)
                throw this.#failure(new AttemptFailure("aborted"), sent, state.attempts > 0);
            const ticket = await this.#pace(sent, state);
            state = countAttempt({ ...state, rateLimitWaitMs: state.rateLimitWaitMs + ticket.pacedMs });
            const attempt = await this.#attempt(sent, state, ticket);
            const step = nextStep(state, attempt.outcome, this.#random);
            if (step.kind === "return")
                return this.#success(attempt, state, sent);
            if (step.kind === "throw")
                throw this.#attemptError(attempt, state, sent, step.refusedWait);
            state = step.state;
            const after = attempt.transport
                ? { status: attempt.transport.status }
                : { failure: attempt.failure.kind === "timeout" ? "timeout" : "network" };
            await this.#pause(step.ms, step.reason, sent, { ...after, retryAfter: step.retryAfter });
        }
    }
    /** Waits for the rate budget (pacing.ts) when pacing is on; the caller's signal ends the wait. */
    async #pace(sent, state) {
        if (!this.#gate)
            return { bucket: sent.bucket, round: 0, pacedMs: 0 };
        try {
            return await this.#gate.acquire({
                bucket: sent.bucket,
                signal: sent.req.signal,
                budgetLeftMs: state.maxRateLimitWaitMs - state.rateLimitWaitMs,
                onWait: (ms) => this.#notifyWait(ms, "pacing", sent, {}),
            });
        }
        catch (caught) {
            throw this.#abortedOr(caught, sent, state.attempts > 0);
        }
    }
    /**
     * One attempt through the gate. The ticket is given back whatever happens, also when a caller's
     * listener or logger throws: a ticket kept would hold its bucket's slot, and every later
     * request of the bucket would queue for good.
     */
    async #attempt(sent, state, ticket) {
        let answer;
        try {
            const attempt = await this.#send(sent, state);
            if (attempt.transport)
                answer = { status: attempt.transport.status, rateLimit: attempt.transport.rateLimit };
            return attempt;
        }
        finally {
            this.#gate?.release(ticket, answer);
        }
    }
    /** One attempt: its response or its failure, logged and reported. */
    async #send(sent, state) {
        const { req } = sent;
        const started = this.#now();
        this.#events.onAttempt?.({ method: req.method, path: sent.logPath });
        let result;
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
        }
        catch (caught) {
            if (!(caught instanceof AttemptFailure))
                throw caught;
            if (this.#logger)
                this.#log(sent, this.#failure(caught, sent, true).code, state, started);
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
    #success(attempt, state, sent) {
        const { result, transport } = attempt;
        noteWaits(transport, state);
        const body = successBody(result, transport, sent.req.findDuplicateKeys === true);
        return { status: result.status, body, transport, sentRequestId: sent.requestId };
    }
    /** The error of the last attempt: its API error (with the wait refused, if any), or its failure. */
    #attemptError(attempt, state, sent, refused) {
        if (attempt.failure)
            return this.#failure(attempt.failure, sent, true);
        noteWaits(attempt.transport, state);
        if (refused)
            attempt.transport.rateLimitWaitRefused = refused;
        return apiErrorFor(attempt.result, attempt.transport, this.#mapError, this.redact);
    }
    #failure(failure, sent, wasSent) {
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
    #abortedOr(caught, sent, wasSent) {
        if (!sent.req.signal?.aborted)
            return caught;
        return this.#failure(new AttemptFailure("aborted", { cause: caught }), sent, wasSent);
    }
    async #pause(ms, reason, sent, why) {
        this.#notifyWait(ms, reason, sent, why);
        try {
            await this.#sleep(ms, sent.req.signal);
        }
        catch (caught) {
            throw this.#abortedOr(caught, sent, true);
        }
        if (sent.req.signal?.aborted)
            throw this.#failure(new AttemptFailure("aborted"), sent, true);
    }
    #notifyWait(ms, reason, sent, why) {
        this.#events.onWait?.({ ...why, ms, reason, method: sent.req.method, path: sent.logPath });
    }
    #log(sent, outcome, state, started) {
        const logger = this.#logger;
        if (!logger)
            return;
        const ms = Math.max(0, this.#now() - started);
        const max = state.eligible ? this.retries + 1 : 1;
        const { method } = sent.req;
        logger.debug(this.redact(`svc-ci http ${method} ${sent.logPath} -> ${outcome} attempt=${state.attempts}/${max} requestId=${sent.requestId} ${ms}ms`));
    }
}
/** `svc-ci/<version> (+node/<version>)`, then the caller's product tokens. */
function userAgentOf(extra) {
    const tokens = extra?.trim();
    if (tokens !== undefined && !/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(tokens)) {
        throw new transport_errors/* ClientError */.MZ("invalid_arguments", "userAgent must be printable ASCII product tokens, e.g. my-tool/1.0");
    }
    return `svc-ci/${VERSION} (+node/${process.versions.node})${tokens ? ` ${tokens}` : ""}`;
}
/** Says on the answer how long the request waited for rate limits, when it did. */
function noteWaits(transport, state) {
    if (state.rateLimitedAttempts === 0 && state.rateLimitWaitMs === 0)
        return;
    transport.rateLimitWaitMs = state.rateLimitWaitMs;
    transport.rateLimitWaitBudgetMs = state.maxRateLimitWaitMs;
    if (state.rateLimitedAttempts > 0)
        transport.rateLimitedAttempts = state.rateLimitedAttempts;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./lib/schemas/credential.js
var credential = __webpack_require__(6791);
// EXTERNAL MODULE: ./lib/schemas/lazy.js
var lazy = __webpack_require__(4436);
;// CONCATENATED MODULE: ./lib/schemas/auth.js




const base64url = /^[A-Za-z0-9_-]+$/;
const redirectUriPattern = /^http:\/\/127\.0\.0\.1:[0-9]{4,5}\/teamgrid\/callback\/[A-Za-z0-9_-]{22,86}$/;
/** Body of POST /auth/cli/token. */
const cliTokenExchange = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    authorizationCode: schemas/* string */.YjP().min(43).max(172).regex(base64url),
    clientId: schemas/* literal */.euz("teamgrid-cli"),
    codeVerifier: schemas/* string */.YjP()
        .min(43)
        .max(128)
        .regex(/^[A-Za-z0-9._~-]+$/),
    grantType: schemas/* literal */.euz("authorization_code"),
    redirectUri: schemas/* string */.YjP().max(256).regex(redirectUriPattern),
}));
const cliAuthorization = (0,lazy/* lazySchema */.I)(() => (0,common/* resource */.Zc)("cliAuthorization", schemas/* strictObject */.rej({
    accessToken: schemas/* string */.YjP().min(1),
    cellId: schemas/* string */.YjP().min(1).max(128),
    region: schemas/* string */.YjP().min(1).max(128),
    expiresAt: common/* dateTime */.KQ,
    grantId: schemas/* string */.YjP().min(22).max(172),
    replayed: schemas/* boolean */.zMY(),
    scopes: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(128)).min(1).max(100),
    tokenType: schemas/* literal */.euz("Bearer"),
}), schemas/* string */.YjP().regex(/^[a-f0-9]{24}$/)));
/** Body of POST /auth/cli/storage-compensation. */
const storageCompensation = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({ grantId: schemas/* string */.YjP().regex(/^[A-Za-z0-9_-]{16,172}$/) }));
const credentialContext = (0,lazy/* lazySchema */.I)(() => (0,common/* resource */.Zc)("credentialContext", schemas/* strictObject */.rej({
    cellId: schemas/* string */.YjP().regex(credential/* locationPattern */.UT),
    region: schemas/* string */.YjP().regex(credential/* locationPattern */.UT),
    expiresAt: common/* dateTime */.KQ,
    kind: schemas/* enum */.k5n(["personalAccess", "serviceAccount"]),
    scopes: schemas/* array */.YOg(credential/* scope */.z8).min(1).max(100),
    status: schemas/* enum */.k5n(["active", "retiring"]),
})));

// EXTERNAL MODULE: ./lib/schemas/webhook.js
var schemas_webhook = __webpack_require__(537);
;// CONCATENATED MODULE: ./lib/schemas/contact.js



/** Contact attributes the service always sends; its further attributes pass through. */
const contactAttributes = (0,lazy/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    archived: schemas/* boolean */.zMY(),
    birthday: common/* dateTime */.KQ.nullable(),
    companyTitle: schemas/* string */.YjP(),
    createdAt: common/* dateTime */.KQ.nullable(),
    customerId: schemas/* string */.YjP().nullable(),
    emails: schemas/* array */.YOg(schemas/* looseObject */._H3({ email: schemas/* string */.YjP(), type: schemas/* string */.YjP() })),
    firstName: schemas/* string */.YjP(),
    lastName: schemas/* string */.YjP(),
    parentContactId: schemas/* string */.YjP().nullable(),
    phoneNumbers: schemas/* array */.YOg(schemas/* looseObject */._H3({ number: schemas/* string */.YjP(), type: schemas/* string */.YjP() })),
    type: schemas/* enum */.k5n(["person", "company"]),
    updatedAt: common/* dateTime */.KQ.nullable(),
}));
const contactId = schemas/* string */.YjP().min(1).max(128);
const contact = (0,lazy/* lazySchema */.I)(() => (0,common/* resource */.Zc)("contact", contactAttributes));

// EXTERNAL MODULE: ./lib/schemas/delivery.js
var delivery = __webpack_require__(5966);
;// CONCATENATED MODULE: ./lib/client/input.js



/** Validates caller input before any request; failures name the field and the fix. */
function checkInput(schema, value, label) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const field = issue?.path.length ? `${label}.${issue.path.map(String).join(".")}` : label;
    const keys = issue?.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
    throw new transport_errors/* ClientError */.MZ("invalid_arguments", `invalid ${field}: ${issue?.message ?? "invalid value"}${keys}`);
}
const intRange = (min, max) => {
    const message = `must be an integer from ${min} to ${max}`;
    return schemas/* number */.aig(message).int(message).min(min, message).max(max, message);
};
const webhookPathId = schemas/* string */.YjP("must be a string")
    .regex(schemas_webhook/* webhookIdPattern */.Vx, "must match [A-Za-z0-9_.:-]{1,128}; use the id returned by the API");
const deliveryPathId = schemas/* string */.YjP("must be a string")
    .regex(schemas_webhook/* deliveryIdPattern */.yr, "must match [A-Za-z0-9_-]{1,256}; use the id returned by the API");
const contactPathId = contactId;
const cursorValue = common/* cursor */.Dy.describe("opaque cursor from meta.page.nextCursor");
const filterId = schemas/* string */.YjP().min(1).max(128);
const listTasksQuery = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    cursor: cursorValue.optional(),
    limit: intRange(1, 200).optional(),
    archived: schemas/* boolean */.zMY().optional(),
    completed: schemas/* boolean */.zMY().optional(),
    assigneeId: filterId.optional(),
    contactId: filterId.optional(),
    groupId: filterId.optional(),
    listId: filterId.optional(),
    personalListId: filterId.optional(),
    projectId: filterId.optional(),
    serviceId: filterId.optional(),
    subscriberId: filterId.optional(),
    tagId: filterId.optional(),
}));
const listListsQuery = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    cursor: cursorValue.optional(),
    limit: intRange(1, 200).optional(),
    archived: schemas/* boolean */.zMY().optional(),
    type: schemas/* enum */.k5n(["tasks", "projects", "personal"]).optional(),
    parentId: filterId.optional(),
}));
const listWebhooksQuery = schemas/* strictObject */.rej({
    cursor: cursorValue.optional(),
    limit: intRange(1, 100).optional(),
});
const listWebhookDeliveriesQuery = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    cursor: cursorValue.optional(),
    limit: intRange(1, 200).optional(),
    // A delivery's webhookId has the delivery-id grammar, not the webhook path id's.
    webhookId: schemas/* string */.YjP().regex(schemas_webhook/* deliveryIdPattern */.yr, "must match [A-Za-z0-9_-]{1,256}").optional(),
    event: schemas/* string */.YjP().regex(delivery/* eventNamePattern */.ce, "must match [A-Za-z0-9_.:-]{1,128}").optional(),
    state: schemas/* enum */.k5n(delivery/* deliveryStates */.hP).optional(),
}));
const maxPagesOption = intRange(1, 10_000);
/** Only the per-request fields the transport takes, whatever else the caller's object holds. */
function requestFields(o) {
    return { signal: o?.signal, requestId: o?.requestId };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./lib/schemas/check.js

const internals = (schema) => schema._zod;
/** String formats whose whole check is their `pattern` (zod: `$ZodCheckStringFormat` with a pattern). */
const PATTERN_FORMATS = new Set(["regex", "datetime", "date", "time", "uuid", "guid", "duration"]);
/** Length in code points, as zod measures strings (used only when the UTF-16 length is in doubt). */
function codePoints(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff)
                i++;
        }
        n++;
    }
    return n;
}
/** zod's min_length: code points, counted only between `min` and `2 * min` UTF-16 units. */
const minLength = (value, min) => value.length >= min * 2 || (value.length >= min && (typeof value !== "string" || codePoints(value) >= min));
/** zod's max_length: a string longer in UTF-16 units may still fit in code points. */
const maxLength = (value, max) => value.length <= max || (typeof value === "string" && codePoints(value) <= max);
/** A refine(): zod reports an issue when its predicate returns a falsy value. */
const refined = (verdict) => !(verdict instanceof Promise) && Boolean(verdict);
/** Whether `schema` accepts `undefined` (read from its definition; zod decides what is unclear). */
function admitsUndefined(schema) {
    const zod = internals(schema);
    const def = zod.def;
    switch (def.type) {
        case "string":
        case "number":
        case "boolean":
        case "null":
        case "never":
        case "object":
        case "array":
            return false;
        case "optional":
        case "unknown":
        case "any":
        case "undefined":
            return (def.checks ?? []).length === 0 || schema.safeParse(undefined).success;
        case "literal":
        case "enum":
            return zod.values?.has(undefined) ?? false;
        case "nullable":
            return admitsUndefined(def.innerType);
        case "lazy":
            return admitsUndefined(zod.innerType);
        default:
            return schema.safeParse(undefined).success;
    }
}
/**
 * Whether zod's parsed value of a valid input equals the input: false when a plain `z.object`
 * (which drops unknown keys) is anywhere inside, or a node this compiler does not know.
 */
function outputIsInput(schema, seen = new Set()) {
    if (seen.has(schema))
        return true;
    seen.add(schema);
    const zod = internals(schema);
    const def = zod.def;
    const inner = (child) => outputIsInput(child, seen);
    switch (def.type) {
        case "string":
        case "number":
        case "boolean":
        case "null":
        case "unknown":
        case "any":
        case "never":
        case "literal":
        case "enum":
            return !("coerce" in def && def.coerce);
        case "nullable":
        case "optional":
            return inner(def.innerType);
        case "lazy":
            return inner(zod.innerType);
        case "array":
            return inner(def.element);
        case "union":
            return def.options.every(inner);
        case "object": {
            const catchall = def.catchall;
            if (!catchall)
                return false;
            return Object.values(def.shape).every(inner) && inner(catchall);
        }
        default:
            return false;
    }
}
const cache = new WeakMap();
/** The compiled check of `schema`, built once per schema instance. */
function compileCheck(schema) {
    const cached = cache.get(schema);
    if (cached)
        return cached;
    const compiled = build(schema);
    cache.set(schema, compiled);
    return compiled;
}
function zodVerdict(schema) {
    return (value) => schema.safeParse(value).success;
}
function build(schema) {
    if (core/* config */.$W().jitless)
        return { check: zodVerdict(schema), fallbacks: 0, source: "" };
    const generator = new Generator();
    const entry = generator.entry(schema);
    const source = `${generator.functions.join("\n")}\nreturn ${entry};`;
    try {
        const factory = new Function("c", "minLength", "maxLength", "refined", source);
        const check = factory(generator.constants, minLength, maxLength, refined);
        return { check, fallbacks: generator.fallbacks, source };
    }
    catch {
        return { check: zodVerdict(schema), fallbacks: 0, source: "" };
    }
}
class Generator {
    functions = [];
    constants = [];
    fallbacks = 0;
    #names = new Map();
    constant(value) {
        this.constants.push(value);
        return `c[${this.constants.length - 1}]`;
    }
    /** The name of a generated function `(v) => boolean` for `schema`. */
    entry(schema) {
        const expression = this.expression(schema, "v");
        this.functions.push(`function check(v) { return ${expression}; }`);
        return "check";
    }
    /** A boolean expression: `value` (a plain variable name) passes `schema`. */
    expression(schema, value) {
        const zod = internals(schema);
        const def = zod.def;
        // A schema that is itself a check (a string format such as z.iso.datetime()) runs first.
        const checks = [...(zod.traits.has("$ZodCheck") ? [zod] : []), ...(def.checks ?? []).map(internals)];
        const base = this.#type(schema, value);
        // zod runs a refinement on its parsed copy; only where that copy equals the input (no key
        // stripped anywhere below) may the compiled check hand the refinement the input itself.
        const tests = checks.map((check) => check.def.check === "custom" && !outputIsInput(schema) ? undefined : this.#check(check, value));
        if (base === undefined || tests.some((test) => test === undefined))
            return this.#fallback(schema, value);
        return [base, ...tests].map((part) => `(${part})`).join(" && ");
    }
    #fallback(schema, value) {
        this.fallbacks += 1;
        return `${this.constant(zodVerdict(schema))}(${value})`;
    }
    /** The test of the schema's type alone (without its checks), or undefined when unknown. */
    #type(schema, v) {
        const zod = internals(schema);
        const def = zod.def;
        if ("coerce" in def && def.coerce)
            return undefined;
        switch (def.type) {
            case "string":
                return `typeof ${v} === "string"`;
            case "number":
                return `typeof ${v} === "number" && Number.isFinite(${v})`;
            case "boolean":
                return `typeof ${v} === "boolean"`;
            case "null":
                return `${v} === null`;
            case "unknown":
            case "any":
                return "true";
            case "never":
                return "false";
            case "literal":
            case "enum": {
                const values = zod.values;
                if (!values)
                    return undefined;
                if (values.size === 1) {
                    const [only] = values;
                    if (typeof only === "string" || typeof only === "boolean" || only === null)
                        return `${v} === ${JSON.stringify(only)}`;
                }
                return `${this.constant(values)}.has(${v})`;
            }
            case "nullable":
                return `${v} === null || ${this.expression(def.innerType, v)}`;
            case "optional":
                return `${v} === undefined || ${this.expression(def.innerType, v)}`;
            case "lazy":
                // Inlined: a recursive schema always recurses through an object, array or union.
                return this.expression(zod.innerType, v);
            case "array":
            case "union":
            case "object":
                return this.#composite(schema, v);
            default:
                return undefined;
        }
    }
    /**
     * Arrays, unions and objects get a function of their own (one property-read site per key, and
     * a name a recursive schema refers back to).
     */
    #composite(schema, v) {
        const known = this.#names.get(schema);
        if (known)
            return `${known}(${v})`;
        const name = `f${this.#names.size}`;
        this.#names.set(schema, name);
        const def = internals(schema).def;
        let body;
        if (def.type === "array") {
            const element = this.expression(def.element, "e");
            body = `if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) { const e = v[i]; if (!(${element})) return false; }
  return true;`;
        }
        else if (def.type === "union") {
            // An exclusive union (z.xor) needs exactly one option: left to zod.
            if (def.inclusive !== false) {
                const options = def.options.map((option) => `(${this.expression(option, "v")})`);
                body = `return ${options.join(" || ") || "false"};`;
            }
        }
        else {
            body = this.#object(def);
        }
        this.functions.push(`function ${name}(v) {\n  ${body ?? `return ${this.#fallback(schema, "v")};`}\n}`);
        return `${name}(${v})`;
    }
    #object(def) {
        const shape = def.shape;
        const lines = ['if (typeof v !== "object" || v === null || Array.isArray(v)) return false;', "let x;"];
        for (const key of Object.keys(shape)) {
            const field = shape[key];
            const { optin, optout } = internals(field);
            const optional = optin !== undefined;
            if (optional && !(optin === "optional" && optout === "optional"))
                return undefined;
            // zod never reads a declared __proto__ from the input (it would replace the result's prototype).
            if (key === "__proto__")
                continue;
            const k = JSON.stringify(key);
            const test = this.expression(field, "x");
            // zod: an absent optional key is skipped; an absent required key fails even where undefined
            // would pass; presence is `key in value`.
            const acceptsUndefined = admitsUndefined(field);
            if (optional)
                lines.push(`if (${k} in v) { x = v[${k}]; if (!(${test})) return false; }`);
            else if (acceptsUndefined)
                lines.push(`if (!(${k} in v)) return false; x = v[${k}]; if (!(${test})) return false;`);
            else
                lines.push(`x = v[${k}]; if (!(${test})) return false;`);
        }
        const catchall = def.catchall;
        const catchallType = catchall ? internals(catchall).def.type : undefined;
        // Strict (never): no other key. Loose (unknown): anything. Plain z.object (none): others dropped.
        if (catchall && catchallType !== "unknown" && catchallType !== "any") {
            const keys = this.constant(new Set(Object.keys(shape)));
            if (catchallType === "never")
                lines.push(`for (const k in v) if (!${keys}.has(k)) return false;`);
            else {
                const test = this.expression(catchall, "x");
                lines.push(`for (const k in v) { if (${keys}.has(k) || k === "__proto__") continue; x = v[k]; if (!(${test})) return false; }`);
            }
        }
        lines.push("return true;");
        return lines.join("\n  ");
    }
    /** One entry of a schema's checks as an expression on `v`, or undefined when unknown. */
    #check(check, v) {
        const def = check.def;
        switch (def.check) {
            case "min_length":
                return `minLength(${v}, ${Number(def.minimum)})`;
            case "max_length":
                return `maxLength(${v}, ${Number(def.maximum)})`;
            case "string_format": {
                const pattern = def.pattern;
                if (!(pattern instanceof RegExp) || !PATTERN_FORMATS.has(def.format))
                    return undefined;
                const regex = this.constant(pattern);
                return pattern.global || pattern.sticky
                    ? `(${regex}.lastIndex = 0, ${regex}.test(${v}))`
                    : `${regex}.test(${v})`;
            }
            case "greater_than":
            case "less_than": {
                if (typeof def.value !== "number")
                    return undefined;
                const operator = (def.check === "greater_than" ? ">" : "<") + (def.inclusive ? "=" : "");
                const bound = Number.isFinite(def.value) ? String(def.value) : this.constant(def.value);
                return `${v} ${operator} ${bound}`;
            }
            case "number_format":
                return def.format === "safeint" ? `Number.isSafeInteger(${v})` : undefined;
            case "custom": {
                const fn = def.fn;
                if (typeof fn !== "function" || def.when !== undefined)
                    return undefined;
                return `refined(${this.constant(fn)}(${v}))`;
            }
            default:
                return undefined;
        }
    }
}

;// CONCATENATED MODULE: ./lib/client/response.js


function metaRequestId(body) {
    const meta = body?.meta;
    return typeof meta?.requestId === "string" && meta.requestId ? meta.requestId : undefined;
}
function errorFields(res) {
    return {
        requestId: metaRequestId(res.body) ?? res.transport.requestId,
        status: res.status,
        transport: res.transport,
        outcomeUnknown: false,
    };
}
/** The failure for a response that breaks the contract at `path`. */
function invalidResponse(res, path, problem) {
    return new transport_errors/* ResponseValidationError */.dK(path, problem, errorFields(res));
}
/**
 * The contract-breaking 2xx answer to a write: the service most likely carried it out, so the
 * message says what a 2xx means was applied and whether repeating the request is safe (`note`),
 * and an adapter never reports an applied change as a plain failure. Still `invalid_api_response`.
 */
class AppliedWriteError extends transport_errors/* ResponseValidationError */.dK {
    /** The answer was a 2xx: the service most likely applied the write; only its answer is off. */
    writeApplied = true;
    /** The webhook the write applied to, when the answer or the request names one. */
    webhookId;
    constructor(res, found, note, webhookId) {
        super(found.path, `${found.problem}; ${note}`, errorFields(res));
        this.webhookId = webhookId;
    }
    toJSON() {
        return {
            ...super.toJSON(),
            writeApplied: true,
            ...(this.webhookId ? { webhookId: this.webhookId } : {}),
        };
    }
}
/**
 * A ResponseValidationError the transport raised for a 2xx answer (a body that is not JSON, or
 * nests absurdly deep) to a write: the write was applied all the same, so it becomes an
 * AppliedWriteError with `note`. Anything else is returned unchanged.
 */
function appliedWriteOf(error, note, webhookId) {
    if (!(error instanceof transport_errors/* ResponseValidationError */.dK) || error instanceof AppliedWriteError)
        return error;
    const status = error.transport?.status;
    if (status === undefined || status < 200 || status > 299 || !error.transport)
        return error;
    const res = {
        status,
        body: undefined,
        transport: error.transport,
        sentRequestId: error.transport.requestId,
    };
    return new AppliedWriteError(res, { path: error.path, problem: error.problem }, note(status), webhookId);
}
/**
 * Runs a write and the checks of its answer: a contract violation in a 2xx answer becomes an
 * AppliedWriteError saying what was applied (`note`) instead of reading as a failed write.
 */
async function appliedWrite(note, webhookId, run) {
    try {
        return await run();
    }
    catch (error) {
        throw appliedWriteOf(error, note, webhookId);
    }
}
function formatPath(path) {
    let out = "";
    for (const key of path)
        out += typeof key === "number" ? `[${key}]` : `${out ? "." : ""}${String(key)}`;
    return out || "body";
}
/**
 * Validates a response body against `schema` in full and returns the body itself, as the service
 * sent it (its key order, and the extra attributes a loose schema lets through), not a rebuilt copy:
 * the response schemas transform nothing, so the body is the parsed value. The compiled check
 * (src/schemas/check.ts) gives zod's verdict without copying; a rejected body is parsed by zod for
 * the path and reason of the error, which names the request id.
 */
function parseBody(schema, res) {
    if (compileCheck(schema).check(res.body))
        return res.body;
    // zod has the last word (the two agree: a property test proves it) and names the problem.
    return parseBodyOnce(schema, res);
}
/**
 * `parseBody` for a schema built for this one response (compiling a check would cost more than
 * it saves): zod validates, and the body itself is returned all the same.
 */
function parseBodyOnce(schema, res) {
    const result = schema.safeParse(res.body);
    if (result.success)
        return res.body;
    const [first] = problemsOf(result.error, 1);
    throw invalidResponse(res, first?.path ?? "body", first?.problem ?? "invalid value");
}
/** Where `body` breaks `schema`: at most `max` problems, none when it is valid. */
function schemaProblems(schema, body, max = 5) {
    if (compileCheck(schema).check(body))
        return [];
    const result = schema.safeParse(body);
    return result.success ? [] : problemsOf(result.error, max);
}
function problemsOf(error, max) {
    return error.issues
        .slice(0, max)
        .map((issue) => ({ path: formatPath(issue.path), problem: issue.message || "invalid value" }));
}
/** Throws the first problem found, if any. */
function raiseFirst(res, ...found) {
    const first = found.find((problem) => problem !== undefined);
    if (first)
        throw invalidResponse(res, first.path, first.problem);
}
function statusProblem(res, allowed) {
    if (allowed.includes(res.status))
        return undefined;
    return { path: "status", problem: `expected HTTP ${allowed.join(" or ")}, got ${res.status}` };
}
function expectStatus(res, allowed) {
    raiseFirst(res, statusProblem(res, allowed));
}
const normalizeDirectives = (value) => value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .join(", ");
function cacheControlProblem(res, expected) {
    const actual = res.transport.headers["cache-control"];
    if (actual !== undefined && normalizeDirectives(actual) === expected)
        return undefined;
    return {
        path: "headers.cache-control",
        problem: `expected "${expected}", got ${JSON.stringify(actual ?? null)}`,
    };
}
function expectCacheControl(res, expected) {
    raiseFirst(res, cacheControlProblem(res, expected));
}
/** `Idempotency-Replayed` must be `false` on 201 and `true` on the 200 replay. */
function replayHeaderProblem(res) {
    const expected = res.status === 200 ? "true" : "false";
    const actual = res.transport.headers["idempotency-replayed"];
    if (actual === expected)
        return undefined;
    return {
        path: "headers.idempotency-replayed",
        problem: `expected ${expected} with HTTP ${res.status}, got ${JSON.stringify(actual ?? null)}`,
    };
}
function etagProblem(res, revision) {
    if (res.transport.headers.etag === `"${revision}"`)
        return undefined;
    return { path: "headers.etag", problem: `expected the quoted revision "${revision}"` };
}
/** Ids within one page must be unique (strict checks). */
function expectUniqueIds(res, items) {
    const seen = new Set();
    items.forEach((item, index) => {
        if (seen.has(item.id))
            throw invalidResponse(res, `data[${index}].id`, "duplicate id within one page");
        seen.add(item.id);
    });
}

;// CONCATENATED MODULE: ./lib/client/auth.js



const authorizationSingle = (0,common/* singleEnvelope */.nH)(cliAuthorization);
/** What the service did when it answered 2xx (its answer broke the contract all the same). */
const exchangedNote = (status) => `the service answered HTTP ${status}, so it most likely exchanged the single-use authorization code and issued a credential, which was not stored: start a new login`;
const revokedNote = (status) => `the service answered HTTP ${status}, so the just-issued credential is most likely revoked`;
const logoutNote = (status) => `the service answered HTTP ${status}, so this credential is most likely revoked: repeating the revocation is refused (401) and changes nothing`;
const contextSingle = (0,common/* singleEnvelope */.nH)(credentialContext);
/** The four auth operations. */
function authOperations(t) {
    return {
        /** Exchanges a browser-login code; sends no bearer. The returned accessToken is reveal-once. */
        async exchangeCliAuthorizationCode(body, o = {}) {
            const input = checkInput(cliTokenExchange, body, "exchangeCliAuthorizationCode body");
            return appliedWrite(exchangedNote, undefined, async () => {
                const res = await t.request({
                    method: "POST",
                    path: "/auth/cli/token",
                    body: input,
                    authenticate: false,
                    ...requestFields(o),
                });
                expectStatus(res, [200]);
                const cacheControl = cacheControlProblem(res, common/* CACHE_STRONG */.lS);
                if (!o.tolerateDeviations)
                    raiseFirst(res, cacheControl);
                const warnings = cacheControl ? [cacheControl] : [];
                return { ...parseBody(authorizationSingle, res), transport: res.transport, warnings };
            });
        },
        /** Revokes the just-issued credential (this client's token) after a failed local store write. */
        async compensateCliAuthorizationStorage(body, o = {}) {
            const input = checkInput(storageCompensation, body, "compensateCliAuthorizationStorage body");
            return appliedWrite(revokedNote, undefined, async () => {
                const res = await t.request({
                    method: "POST",
                    path: "/auth/cli/storage-compensation",
                    body: input,
                    ...requestFields(o),
                });
                expectStatus(res, [204]);
                expectCacheControl(res, common/* CACHE_STRONG */.lS);
                return { transport: res.transport };
            });
        },
        async getCurrentCredentialContext(o = {}) {
            const res = await t.request({ method: "GET", path: "/auth/context", ...requestFields(o) });
            expectStatus(res, [200]);
            return { ...parseBody(contextSingle, res), transport: res.transport };
        },
        async revokeCurrentCredential(o = {}) {
            return appliedWrite(logoutNote, undefined, async () => {
                const res = await t.request({ method: "DELETE", path: "/auth/context", ...requestFields(o) });
                expectStatus(res, [204]);
                return { transport: res.transport };
            });
        },
    };
}

;// CONCATENATED MODULE: ./lib/client/deliveries.js




const deliveryPage = (0,common/* pageEnvelope */.Qy)(delivery/* webhookDelivery */.WB);
const deliverySingle = (0,common/* singleEnvelope */.nH)(delivery/* webhookDelivery */.WB);
/** Delivery history, validated by the delivery schemas. */
function deliveryOperations(t) {
    return {
        async listWebhookDeliveries(query = {}, o = {}) {
            const q = checkInput(listWebhookDeliveriesQuery, query, "listWebhookDeliveries query");
            const res = await t.request({
                method: "GET",
                path: "/webhook-deliveries",
                query: q,
                ...requestFields(o),
            });
            expectStatus(res, [200]);
            o.onUnvalidatedBody?.(res.body);
            return { ...parseBody(deliveryPage, res), transport: res.transport };
        },
        async getWebhookDelivery(id, o = {}) {
            const safeId = checkInput(deliveryPathId, id, "delivery id");
            const res = await t.request({
                method: "GET",
                path: `/webhook-deliveries/${(0,base_url/* encodePathSegment */.$9)(safeId, "delivery id")}`,
                ...requestFields(o),
            });
            expectStatus(res, [200]);
            return { ...parseBody(deliverySingle, res), transport: res.transport };
        },
    };
}

;// CONCATENATED MODULE: ./lib/client/establish.js



const sameSet = (a, b) => {
    const left = new Set(a);
    return left.size === new Set(b).size && b.every((item) => left.has(item));
};
/** Whether the webhook now carries every field of `body` (actions compared as a set). */
function updateApplied(webhook, body) {
    const current = webhook.attributes;
    if (body.actions !== undefined && !sameSet(current.actions, body.actions))
        return false;
    if (body.disabled !== undefined && current.disabled !== body.disabled)
        return false;
    if (body.url !== undefined && current.url !== body.url)
        return false;
    return true;
}
/**
 * PATCH and DELETE are never retried; after an ambiguous failure (`outcomeUnknown`) these read the
 * webhook to establish what happened, so the caller can decide instead of blindly repeating.
 */
function establishOperations(webhooks) {
    return {
        async establishWebhookRemoval(id, o = {}) {
            try {
                await webhooks.getWebhook(id, o);
                return "present";
            }
            catch (error) {
                if ((0,transport_errors/* isGone */.ST)(error))
                    return "removed";
                throw error;
            }
        },
        async establishWebhookUpdate(id, body, o = {}) {
            const wanted = checkInput(schemas_webhook/* webhookUpdate */.vu, body, "establishWebhookUpdate body");
            const webhook = await webhooks.getWebhook(id, o);
            return { applied: updateApplied(webhook.data, wanted), webhook };
        },
    };
}

;// CONCATENATED MODULE: ./lib/client/pagination.js



const DEFAULT_MAX_PAGES = 10_000;
const ignore = () => { };
/** `meta.page.nextCursor` of a body not yet validated, when it is a valid cursor. */
function cursorHint(body) {
    const next = body?.meta?.page
        ?.nextCursor;
    const parsed = common/* cursor */.Dy.safeParse(next);
    return parsed.success ? parsed.data : undefined;
}
/**
 * Walks cursor pages: the first request uses the caller's cursor (if any), each next
 * one sends `meta.page.nextCursor` untouched; stops at `null`. A cursor seen before is a
 * `pagination_cycle`; a further page beyond `maxPages` is a `pagination_limit`. Either is raised
 * only after the page before it was handed out.
 *
 * With `prefetch`, page n+1 is requested while the caller consumes page n: as soon as page n's body
 * arrived (its cursor read before its items are validated) when the operation reports the body
 * (`onUnvalidatedBody`), else once page n is validated. At most two pages are held; never a
 * request beyond `maxPages` or for a repeated cursor. Should page n then fail validation, the early
 * request is aborted and page n's error raised. An error of page n+1 surfaces on the next pull,
 * after page n; ending the walk early (break, throw, abort) aborts the prefetch.
 */
function paginate(fetchPage, query, options = {}) {
    const walk = {
        maxPages: options.maxPages === undefined
            ? DEFAULT_MAX_PAGES
            : checkInput(maxPagesOption, options.maxPages, "maxPages"),
        signal: options.signal,
    };
    const pages = () => options.prefetch === true
        ? prefetchingPages(fetchPage, query, walk)
        : sequentialPages(fetchPage, query, walk);
    async function* items() {
        for await (const page of pages())
            yield* page.data;
    }
    return {
        pages,
        [Symbol.asyncIterator]: items,
        async toArray() {
            const all = [];
            for await (const item of items())
                all.push(item);
            return all;
        },
    };
}
/** The cursors one walk has seen, and the cycle and limit checks of the page after each page. */
class CursorGuard {
    maxPages;
    seen = new Set();
    constructor(first, maxPages) {
        this.maxPages = maxPages;
        if (first !== undefined)
            this.seen.add(first);
    }
    /** What follows `page`, the `number`-th one. */
    after(page, number) {
        const next = page.meta.page.nextCursor;
        if (next === null)
            return { end: true };
        if (this.seen.has(next)) {
            return {
                error: new transport_errors/* ClientError */.MZ("pagination_cycle", "the API returned a cursor it returned before; stopped to avoid a loop", { requestId: page.meta.requestId, transport: page.transport }),
            };
        }
        this.seen.add(next);
        if (number >= this.maxPages) {
            return {
                error: new transport_errors/* ClientError */.MZ("pagination_limit", `stopped after ${this.maxPages} pages with more remaining; raise maxPages (at most 10000) or narrow the filters`),
            };
        }
        return { cursor: next };
    }
}
/** One request per page pulled. */
async function* sequentialPages(fetchPage, query, walk) {
    const guard = new CursorGuard(query.cursor, walk.maxPages);
    let cursor = query.cursor;
    for (let number = 1;; number++) {
        const page = await fetchPage({ ...query, cursor }, { signal: walk.signal });
        const next = guard.after(page, number);
        yield page;
        if ("end" in next)
            return;
        if ("error" in next)
            throw next.error;
        cursor = next.cursor;
    }
}
/** Starts page requests: each flight may start the one after it as soon as its body arrives. */
function flightStarter(fetchPage, query, walk, guard) {
    const start = (cursor, number) => {
        const controller = new AbortController();
        const signal = walk.signal ? AbortSignal.any([walk.signal, controller.signal]) : controller.signal;
        const flight = {
            cursor: cursor ?? "",
            number,
            controller,
            awaited: false,
            settled: false,
            next: undefined,
            promise: Promise.resolve(),
        };
        const onUnvalidatedBody = (body) => {
            if (!flight.awaited || flight.settled || flight.next || number >= walk.maxPages)
                return;
            const hint = cursorHint(body);
            if (hint !== undefined && !guard.seen.has(hint))
                flight.next = start(hint, number + 1);
        };
        flight.promise = fetchPage({ ...query, cursor }, { signal, onUnvalidatedBody });
        flight.promise.catch(ignore); // observed when its turn comes; never an unhandled rejection
        return flight;
    };
    return start;
}
const stop = (flight) => flight?.controller.abort(new Error("the page walk no longer needs this page"));
/** Page n+1 requested while the caller consumes page n; at most two pages held. */
async function* prefetchingPages(fetchPage, query, walk) {
    const guard = new CursorGuard(query.cursor, walk.maxPages);
    const start = flightStarter(fetchPage, query, walk, guard);
    let current = start(query.cursor, 1);
    let ahead;
    try {
        for (;;) {
            current.awaited = true;
            const page = await current.promise.finally(() => {
                current.settled = true;
            });
            const next = guard.after(page, current.number);
            ahead = current.next;
            current.next = undefined;
            // The early request is kept only when it asked for the cursor the validated page names.
            if (!("cursor" in next) || (ahead && ahead.cursor !== next.cursor)) {
                stop(ahead);
                ahead = undefined;
            }
            if ("cursor" in next && !ahead)
                ahead = start(next.cursor, current.number + 1);
            yield page;
            if ("end" in next)
                return;
            if ("error" in next)
                throw next.error;
            current = ahead;
            ahead = undefined;
        }
    }
    finally {
        for (const flight of [current.next, ahead]) {
            if (!flight)
                continue;
            stop(flight);
            await flight.promise.catch(ignore);
        }
    }
}

;// CONCATENATED MODULE: ./lib/schemas/workspace.js



const workspaceAttributes = (0,lazy/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    cellId: schemas/* string */.YjP().min(1),
    currency: schemas/* string */.YjP().nullable(),
    name: schemas/* string */.YjP(),
    region: schemas/* string */.YjP().min(1),
    subdomain: schemas/* string */.YjP().nullable(),
}));
const workspace = (0,lazy/* lazySchema */.I)(() => (0,common/* resource */.Zc)("workspace", workspaceAttributes));

;// CONCATENATED MODULE: ./lib/schemas/task.js



/**
 * Task attributes, as the service sends them. The client validates the
 * fields integrations rely on and lets the rest through (lenient validation, as the official SDK).
 */
const taskAttributes = (0,lazy/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    archived: schemas/* boolean */.zMY(),
    completed: schemas/* boolean */.zMY(),
    assigneeId: schemas/* string */.YjP().nullable(),
    listId: schemas/* string */.YjP().nullable(),
    projectId: schemas/* string */.YjP().nullable(),
    createdAt: common/* dateTime */.KQ.nullable(),
    updatedAt: common/* dateTime */.KQ.nullable(),
}));
const task = (0,lazy/* lazySchema */.I)(() => (0,common/* resource */.Zc)("task", taskAttributes));

;// CONCATENATED MODULE: ./lib/schemas/list.js


/**
 * Items of GET /lists come in three variants, told apart by the shape of their
 * attributes, not by `type` (the spec does not show the type of variants B and C).
 */
const taskListAttributes = (0,lazy/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    archived: schemas/* boolean */.zMY(),
    name: schemas/* string */.YjP(),
    parentId: schemas/* string */.YjP().nullable(),
    type: schemas/* string */.YjP().nullable(),
}));
const billableListAttributes = (0,lazy/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    archived: schemas/* boolean */.zMY(),
    billable: schemas/* boolean */.zMY().nullable(),
    billingRate: schemas/* number */.aig().nullable(),
    title: schemas/* string */.YjP(),
}));
const coloredListAttributes = (0,lazy/* lazySchema */.I)(() => schemas/* looseObject */._H3({
    archived: schemas/* boolean */.zMY(),
    color: schemas/* string */.YjP().nullable(),
    name: schemas/* string */.YjP(),
}));
const item = (attributes) => schemas/* strictObject */.rej({ id: schemas/* string */.YjP().min(1), type: schemas/* string */.YjP().min(1), attributes });
const taskListItem = (0,lazy/* lazySchema */.I)(() => item(taskListAttributes));
const billableListItem = (0,lazy/* lazySchema */.I)(() => item(billableListAttributes));
const coloredListItem = (0,lazy/* lazySchema */.I)(() => item(coloredListAttributes));
const listItem = (0,lazy/* lazySchema */.I)(() => schemas/* union */.KCZ([taskListItem, billableListItem, coloredListItem]));

;// CONCATENATED MODULE: ./lib/client/resources.js




const workspaceSingle = (0,common/* singleEnvelope */.nH)(workspace);
const taskPage = (0,common/* pageEnvelope */.Qy)(task);
const listPage = (0,common/* pageEnvelope */.Qy)(listItem);
const contactSingle = (0,common/* singleEnvelope */.nH)(contact);
/** Workspace, tasks, lists and contacts, validated leniently. */
function resourceOperations(t) {
    return {
        async getWorkspace(o = {}) {
            const res = await t.request({ method: "GET", path: "/workspace", ...requestFields(o) });
            expectStatus(res, [200]);
            return { ...parseBody(workspaceSingle, res), transport: res.transport };
        },
        async listTasks(query = {}, o = {}) {
            const q = checkInput(listTasksQuery, query, "listTasks query");
            const res = await t.request({ method: "GET", path: "/tasks", query: q, ...requestFields(o) });
            expectStatus(res, [200]);
            o.onUnvalidatedBody?.(res.body);
            return { ...parseBody(taskPage, res), transport: res.transport };
        },
        async listLists(query = {}, o = {}) {
            const q = checkInput(listListsQuery, query, "listLists query");
            const res = await t.request({ method: "GET", path: "/lists", query: q, ...requestFields(o) });
            expectStatus(res, [200]);
            o.onUnvalidatedBody?.(res.body);
            return { ...parseBody(listPage, res), transport: res.transport };
        },
        async getContact(id, o = {}) {
            const safeId = checkInput(contactPathId, id, "contact id");
            const res = await t.request({
                method: "GET",
                path: `/contacts/${(0,base_url/* encodePathSegment */.$9)(safeId, "contact id")}`,
                ...requestFields(o),
            });
            expectStatus(res, [200]);
            return { ...parseBody(contactSingle, res), transport: res.transport };
        },
    };
}

;// CONCATENATED MODULE: ./lib/client/routing.js


/**
 * Parse the token for its routing hint; an explicit baseUrl wins (normalised per
 * 1.4), otherwise `https://api.<region>.<apiRootDomain>/v1`. Without a token, `region` or
 * `baseUrl` picks the host (the token-less browser-login exchange).
 */
function resolveRouting(options) {
    let location;
    if (options.token !== undefined) {
        location = typeof options.token === "string" ? (0,credential.parseCredentialToken)(options.token) : undefined;
        if (!location) {
            throw new transport_errors/* ClientError */.MZ("invalid_credential", "token is not an API v1 credential; expected tg_pat_v2_, tg_sa_v2_ or tg_sk_v1_ followed by <region>_<cell>_<24 hex>_<64 hex> (v0 tokens work only with the legacy client)");
        }
    }
    if (options.baseUrl !== undefined)
        return { baseUrl: (0,base_url/* normalizeBaseUrl */.qT)(options.baseUrl), location };
    const region = location?.region ?? options.region;
    if (region === undefined) {
        throw new transport_errors/* ClientError */.MZ("authentication_required", "no token given; pass token (or baseUrl/region for the token-less authorization-code exchange)");
    }
    return { baseUrl: (0,base_url/* regionalBaseUrl */.mb)(region, options.apiRootDomain), location };
}

;// CONCATENATED MODULE: ./lib/client/webhook-answers.js
/**
 * What the webhook operations share: the path of one webhook, the strict check of a webhook
 * answer, and the sentence each write adds when the service applied it but its answer breaks the
 * contract (what was applied, and whether sending the request again is safe).
 */




const webhookSingle = (0,common/* singleEnvelope */.nH)(schemas_webhook/* webhook */.C5);
const webhookPath = (id) => `/webhooks/${(0,base_url/* encodePathSegment */.$9)(checkInput(webhookPathId, id, "webhook id"), "webhook id")}`;
function sameIdProblem(actual, expected, path = "data.id") {
    return actual === expected ? undefined : { path, problem: "does not match the requested webhook id" };
}
/** Strict webhook response: status, Cache-Control, envelope and ETag = quoted revision. */
function strictWebhook(res, id) {
    raiseFirst(res, statusProblem(res, [200]), cacheControlProblem(res, common/* CACHE_STRONG */.lS));
    const body = parseBody(webhookSingle, res);
    raiseFirst(res, sameIdProblem(body.data.id, id), etagProblem(res, body.data.attributes.revision));
    return { ...body, transport: res.transport };
}
/**
 * What a 2xx answer says each write did, and whether repeating it is safe. "Most likely": a 2xx
 * is the service's word, unless something between (a proxy's own page) answered instead.
 */
const appliedNotes = {
    create: (status) => `the service answered HTTP ${status}, so it most likely created the webhook: the same request with the same Idempotency-Key replays that answer within 7 days, the same webhook and signing secret, instead of creating another`,
    rotate: (id) => (status) => `the service answered HTTP ${status}, so it most likely rotated the signing secret of webhook ${id}: the same request (the same Idempotency-Key and If-Match) replays that answer within 7 days, the same secret, instead of rotating again`,
    update: (id) => (status) => `the service answered HTTP ${status}, so the update to webhook ${id} is most likely applied: read the webhook for its state and revision; repeating the update is safe and changes nothing more (with the same If-Match it is refused with 412 once the revision moved)`,
    remove: (id) => (status) => `the service answered HTTP ${status}, so webhook ${id} is most likely removed: repeating the removal is safe and changes nothing (it answers 404 once the webhook is gone)`,
    testDelivery: (id) => (status) => `the service answered HTTP ${status}, so a test delivery to webhook ${id} is most likely queued: the same request with the same Idempotency-Key replays that answer instead of queueing another`,
};

;// CONCATENATED MODULE: ./lib/client/webhook-reads.js




const webhookPage = (0,common/* pageEnvelope */.Qy)(schemas_webhook/* webhook */.C5);
/** listWebhooks and getWebhook, with strict response validation. */
function webhookReads(t) {
    return {
        async listWebhooks(query = {}, o = {}) {
            const q = checkInput(listWebhooksQuery, query, "listWebhooks query");
            const res = await t.request({ method: "GET", path: "/webhooks", query: q, ...requestFields(o) });
            expectStatus(res, [200]);
            o.onUnvalidatedBody?.(res.body);
            const body = parseBody(webhookPage, res);
            if (body.meta.page.limit > 100)
                throw invalidResponse(res, "meta.page.limit", "exceeds 100");
            expectUniqueIds(res, body.data);
            return { ...body, transport: res.transport };
        },
        async getWebhook(id, o = {}) {
            const res = await t.request({ method: "GET", path: webhookPath(id), ...requestFields(o) });
            return strictWebhook(res, id);
        },
    };
}

;// CONCATENATED MODULE: ./lib/transport/idempotency.js


/** Validates a caller's Idempotency-Key before anything is sent. */
function validateIdempotencyKey(key) {
    if (typeof key !== "string" || !common/* idempotencyKeyPattern */.VC.test(key)) {
        throw new transport_errors/* ClientError */.MZ("invalid_arguments", "idempotencyKey must be 1-128 printable ASCII characters without spaces (0x21-0x7E); derive it from a stable operation identity");
    }
    return key;
}
/**
 * The caller's key, validated, or a fresh UUID-based key when none was given: from the operating
 * system's generator (the global Web Crypto, loaded only when a key is made, not by every command).
 */
function idempotencyKeyOrNew(key) {
    return key === undefined ? `svc-ci-${globalThis.crypto.randomUUID()}` : validateIdempotencyKey(key);
}
/**
 * Accepts a bare revision `whk1-<64 hex>` or its quoted strong ETag and returns the quoted form for
 * `If-Match` (optimistic concurrency on webhooks). Weak ETags, `*`, lists and anything else are refused before any request.
 */
function normalizeIfMatch(value) {
    const trimmed = typeof value === "string" ? value.trim() : "";
    const quoted = trimmed.startsWith('"') ? trimmed : `"${trimmed}"`;
    if (!schemas_webhook/* webhookEtagPattern */.bk.test(quoted)) {
        throw new transport_errors/* ClientError */.MZ("invalid_arguments", 'ifMatch must be the webhook revision whk1-<64 hex> or its strong ETag "whk1-<64 hex>" (no W/, no *, no lists); read the webhook to get it');
    }
    return quoted;
}

;// CONCATENATED MODULE: ./lib/client/webhook-secrets.js





const createdSingle = (0,common/* singleEnvelope */.nH)(schemas_webhook/* webhookWithSecret */.WH);
const rotationSingle = (0,common/* singleEnvelope */.nH)(schemas_webhook/* webhookSecretRotation */.QB);
const defined = (value) => value !== undefined;
/** The keys the secret depends on: given twice, which value the service meant cannot be told. */
const essentialKeys = new Set(["data", "data.id", "data.attributes", "data.attributes.signingSecret"]);
/** Keys the answer gives twice (JSON.parse kept the last of each). */
function duplicateKeyProblems(res) {
    return (res.transport.duplicateKeys ?? []).map((path) => ({
        path,
        problem: "is given twice in the answer (JSON keeps the last one; which one the service meant cannot be told)",
    }));
}
/** Everything in the answer that differs from the contract, in the order the strict client reports them. */
function deviations(res, spec, data, schemaIssues) {
    const revision = data?.attributes?.revision;
    const replayed = data?.attributes?.replayed;
    return [
        statusProblem(res, [200, 201]),
        replayHeaderProblem(res),
        cacheControlProblem(res, common/* CACHE_STRONG */.lS),
        ...duplicateKeyProblems(res),
        ...schemaIssues,
        spec.rotationOf === undefined ? undefined : sameIdProblem(data?.id, spec.rotationOf),
        spec.rotationOf === undefined || replayed === undefined || replayed === (res.status === 200)
            ? undefined
            : { path: "data.attributes.replayed", problem: `does not match HTTP ${res.status}` },
        typeof revision === "string" ? etagProblem(res, revision) : undefined,
    ].filter(defined);
}
/** What the secret depends on: a webhook id (the one asked for, for a rotation) and a well-formed secret. */
function essentialProblem(res, spec, data) {
    const [shape] = schemaProblems(schemas_webhook/* revealedSecretEssentials */.iq, res.body, 1);
    const twice = duplicateKeyProblems(res).find((problem) => essentialKeys.has(problem.path));
    return (shape ?? twice ?? (spec.rotationOf === undefined ? undefined : sameIdProblem(data?.id, spec.rotationOf)));
}
function revealAnswer(res, spec) {
    const data = res.body?.data;
    const schemaIssues = schemaProblems(spec.schema, res.body);
    const found = deviations(res, spec, data, schemaIssues);
    const fatal = spec.tolerate ? essentialProblem(res, spec, data) : found[0];
    if (fatal) {
        const idTwice = res.transport.duplicateKeys?.some((path) => path === "data" || path === "data.id");
        const named = typeof data?.id === "string" && schemas_webhook/* webhookIdPattern */.Vx.test(data.id) && !idTwice ? data.id : undefined;
        throw new AppliedWriteError(res, fatal, spec.note(res.status), spec.rotationOf ?? named);
    }
    const body = res.body;
    return {
        ...body,
        // The status decides: 200 is the replay of an earlier request, 201 a new create or rotation.
        transport: { ...res.transport, idempotencyReplayed: res.status === 200 },
        warnings: found,
        bodyValid: schemaIssues.length === 0,
    };
}
/** createWebhook and rotateWebhookSecret. */
function webhookSecretOperations(t) {
    return {
        async createWebhook(body, o = {}) {
            const input = checkInput(schemas_webhook/* webhookCreate */.E0, body, "createWebhook body");
            const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
            const note = appliedNotes.create;
            return appliedWrite(note, undefined, async () => {
                const res = await t.request({
                    method: "POST",
                    path: "/webhooks",
                    body: input,
                    idempotencyKey,
                    findDuplicateKeys: true,
                    ...requestFields(o),
                });
                return revealAnswer(res, { schema: createdSingle, note, tolerate: o.tolerateDeviations === true });
            });
        },
        async rotateWebhookSecret(id, o) {
            const path = `${webhookPath(id)}/secret-rotation`;
            const ifMatch = normalizeIfMatch(o?.ifMatch);
            const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
            const note = appliedNotes.rotate(id);
            return appliedWrite(note, id, async () => {
                const res = await t.request({
                    method: "POST",
                    path,
                    ifMatch,
                    idempotencyKey,
                    findDuplicateKeys: true,
                    ...requestFields(o),
                });
                const tolerate = o.tolerateDeviations === true;
                return revealAnswer(res, { schema: rotationSingle, note, tolerate, rotationOf: id });
            });
        },
    };
}

;// CONCATENATED MODULE: ./lib/client/webhook-writes.js





const testDeliverySingle = (0,common/* singleEnvelope */.nH)(schemas_webhook/* webhookTestDelivery */.KP);
/**
 * The writes that reveal no secret: update, remove, test delivery. Their answers are checked
 * strictly; a 2xx answer that breaks the contract is an AppliedWriteError saying the write was
 * applied and whether repeating it is safe.
 */
function webhookWrites(t) {
    return {
        async updateWebhook(id, body, o) {
            const path = webhookPath(id);
            const input = checkInput(schemas_webhook/* webhookUpdate */.vu, body, "updateWebhook body");
            const ifMatch = normalizeIfMatch(o?.ifMatch);
            return appliedWrite(appliedNotes.update(id), id, async () => {
                const res = await t.request({
                    method: "PATCH",
                    path,
                    body: input,
                    ifMatch,
                    waitOutRateLimits: o.waitOutRateLimits,
                    ...requestFields(o),
                });
                return strictWebhook(res, id);
            });
        },
        async removeWebhook(id, o = {}) {
            const path = webhookPath(id);
            return appliedWrite(appliedNotes.remove(id), id, async () => {
                const res = await t.request({
                    method: "DELETE",
                    path,
                    waitOutRateLimits: o.waitOutRateLimits,
                    ...requestFields(o),
                });
                expectStatus(res, [204]);
                return { transport: res.transport };
            });
        },
        async testWebhookDelivery(id, o = {}) {
            const path = `${webhookPath(id)}/test-delivery`;
            const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
            return appliedWrite(appliedNotes.testDelivery(id), id, async () => {
                const res = await t.request({ method: "POST", path, idempotencyKey, ...requestFields(o) });
                raiseFirst(res, statusProblem(res, [200, 201]), replayHeaderProblem(res));
                raiseFirst(res, cacheControlProblem(res, common/* CACHE_PRIVATE */.Th));
                const parsed = parseBody(testDeliverySingle, res);
                raiseFirst(res, sameIdProblem(parsed.data.attributes.webhookId, id, "data.attributes.webhookId"));
                if (parsed.data.attributes.replayed !== (res.status === 200)) {
                    throw invalidResponse(res, "data.attributes.replayed", `does not match HTTP ${res.status}`);
                }
                return { ...parsed, transport: res.transport };
            });
        },
    };
}

;// CONCATENATED MODULE: ./lib/client/webhooks.js



function webhookOperations(t) {
    return { ...webhookReads(t), ...webhookWrites(t), ...webhookSecretOperations(t) };
}

;// CONCATENATED MODULE: ./lib/client/client.js








/** Builds a v1 client. Throws ClientError (invalid_credential, invalid_base_url, ...) on bad options. */
function createClient(options = {}) {
    const { baseUrl, location } = resolveRouting(options);
    const transport = new Transport({ ...options, baseUrl });
    const resources = resourceOperations(transport);
    const webhooks = webhookOperations(transport);
    const deliveries = deliveryOperations(transport);
    return {
        baseUrl,
        location,
        ...resources,
        ...webhooks,
        ...deliveries,
        ...authOperations(transport),
        ...establishOperations(webhooks),
        paginateTasks: (query = {}, options = {}) => paginate(resources.listTasks, query, options),
        paginateLists: (query = {}, options = {}) => paginate(resources.listLists, query, options),
        paginateWebhooks: (query = {}, options = {}) => paginate(webhooks.listWebhooks, query, options),
        paginateWebhookDeliveries: (query = {}, options = {}) => paginate(deliveries.listWebhookDeliveries, query, options),
    };
}


/***/ }),

/***/ 9843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ cursor),
/* harmony export */   KQ: () => (/* binding */ dateTime),
/* harmony export */   Qy: () => (/* binding */ pageEnvelope),
/* harmony export */   Th: () => (/* binding */ CACHE_PRIVATE),
/* harmony export */   VC: () => (/* binding */ idempotencyKeyPattern),
/* harmony export */   Zc: () => (/* binding */ resource),
/* harmony export */   lS: () => (/* binding */ CACHE_STRONG),
/* harmony export */   nH: () => (/* binding */ singleEnvelope),
/* harmony export */   rc: () => (/* binding */ requestIdPattern)
/* harmony export */ });
/* unused harmony export requestId */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4436);


/** ISO 8601 date-time with offset, as the service sends it. */
const dateTime = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true }));
/** `Cache-Control` of responses that carry a secret or a webhook's revision. */
const CACHE_STRONG = "private, no-store, no-transform";
/** `Cache-Control` of test-delivery receipts and other private answers. */
const CACHE_PRIVATE = "private, no-store";
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
const requestId = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(256);
/** Printable ASCII without space (0x21-0x7E), 1-128 chars. */
const idempotencyKeyPattern = /^[!-~]{1,128}$/;
const cursor = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(1024);
const singleMeta = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ requestId }));
const pageInfo = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    limit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(200),
    nextCursor: cursor.nullable(),
}));
const pageMeta = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ requestId, page: pageInfo }));
/** `{ data, meta: { requestId } }` around one resource. */
function singleEnvelope(resource) {
    return (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ data: resource, meta: singleMeta }));
}
/** `{ data: [...], meta: { requestId, page } }`: a cursor page. */
function pageEnvelope(resource) {
    return (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ data: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(resource), meta: pageMeta })
        .refine((page) => page.data.length <= page.meta.page.limit, {
        message: "page holds more items than its limit",
        path: ["data"],
    }));
}
/** A resource `{ id, type, attributes }` with a closed key set. */
function resource(type, attributes, id = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ id, type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(type), attributes });
}


/***/ }),

/***/ 5966:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ webhookDelivery),
/* harmony export */   ce: () => (/* binding */ eventNamePattern),
/* harmony export */   eq: () => (/* binding */ eventName),
/* harmony export */   h3: () => (/* binding */ terminalDeliveryStates),
/* harmony export */   hP: () => (/* binding */ deliveryStates),
/* harmony export */   oE: () => (/* binding */ deliveryState)
/* harmony export */ });
/* unused harmony export deliveryAttempt */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9843);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4436);
/* harmony import */ var _webhook_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(537);




const deliveryStates = ["delivering", "failed", "retrying", "skipped", "succeeded"];
const deliveryState = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(deliveryStates);
const terminalDeliveryStates = ["succeeded", "failed", "skipped"];
const eventNamePattern = /^[A-Za-z0-9_.:-]{1,128}$/;
const eventName = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(eventNamePattern);
const deliveryAttempt = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(32),
    state: deliveryState,
    startedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ,
    finishedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ.nullable(),
    statusCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(100).max(599).nullable(),
    errorCode: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["http_error", "transport_error"]).nullable(),
    transportCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
        .nullable(),
}));
const webhookDeliveryAttributes = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    deliveryId: _webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryId */ .ek,
    webhookId: _webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryId */ .ek,
    event: eventName,
    collection: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z0-9_.:-]{1,128}$/),
    resourceId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9_-]{0,256}$/)
        .nullable(),
    state: deliveryState,
    attemptCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(32),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(deliveryAttempt).min(1).max(32),
    createdAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ,
    updatedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ,
    completedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ.nullable(),
}));
const webhookDelivery = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .resource */ .Zc)("webhookDelivery", webhookDeliveryAttributes, _webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryId */ .ek));


/***/ }),

/***/ 4436:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ lazySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

/**
 * A schema built on its first use instead of when its module loads. Building zod schemas is most of
 * the start-up cost of importing src/schemas (bench/action.ts), and every program that imports them
 * (the Action, the CLI, the emulator) uses only some: the Action never needs the auth, legacy or
 * resource schemas, and no response schema before its first request. Parsing is unchanged (one
 * hop to the built schema); `.unwrap()` gives the built schema for `.extend()`, `.partial()` etc.
 */
function lazySchema(build) {
    const schema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(build);
    // zod's own unwrap() calls the builder again, building a second copy on every call (e.g. per
    // legacy response); hand out the one instance parsing uses instead.
    schema.unwrap = () => schema._zod.innerType;
    return schema;
}


/***/ }),

/***/ 537:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ webhook),
/* harmony export */   DF: () => (/* binding */ webhookActions),
/* harmony export */   E0: () => (/* binding */ webhookCreate),
/* harmony export */   KP: () => (/* binding */ webhookTestDelivery),
/* harmony export */   Kl: () => (/* binding */ webhookIdParameter),
/* harmony export */   QB: () => (/* binding */ webhookSecretRotation),
/* harmony export */   U4: () => (/* binding */ TEST_EVENT),
/* harmony export */   Vx: () => (/* binding */ webhookIdPattern),
/* harmony export */   WH: () => (/* binding */ webhookWithSecret),
/* harmony export */   _C: () => (/* binding */ knownEventNames),
/* harmony export */   a5: () => (/* binding */ revisionPattern),
/* harmony export */   bk: () => (/* binding */ webhookEtagPattern),
/* harmony export */   ek: () => (/* binding */ deliveryId),
/* harmony export */   iq: () => (/* binding */ revealedSecretEssentials),
/* harmony export */   vO: () => (/* binding */ webhookUrl),
/* harmony export */   vu: () => (/* binding */ webhookUpdate),
/* harmony export */   yr: () => (/* binding */ deliveryIdPattern)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9843);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4436);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3273);




const webhookIdPattern = /^[A-Za-z0-9_.:-]{1,128}$/;
const webhookId = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(webhookIdPattern, "must match [A-Za-z0-9_.:-]{1,128}");
/** The prefixes of API tokens and signing secrets: a value starting so is a secret pasted by mistake. */
const secretPrefix = /^(?:tg_(?:sk_v1|pat_v2|sa_v2)_|whsec_v2_)/;
/**
 * A webhook id someone gives us to address a webhook: the contract's pattern admits `.` and `..`,
 * which no URL carries as one path segment (they would address another operation).
 */
const webhookIdParameter = webhookId
    .refine((id) => id !== "." && id !== "..", {
    message: "must not be . or .. (a URL resolves them to another path); use the id returned by the API",
})
    .refine((id) => !secretPrefix.test(id), {
    message: "must not be an API token or signing secret (the id is sent in request URLs); use the id returned by the API",
});
const revisionPattern = /^whk1-[a-f0-9]{64}$/;
const webhookRevision = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(revisionPattern, 'must look like "whk1-<64 hex>"');
/** The quoted strong ETag form of a revision, as sent in `If-Match` and returned in `ETag`. */
const webhookEtagPattern = /^"whk1-[a-f0-9]{64}"$/;
const signingSecret = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .signingSecretPattern */ .Ac);
const actionNamePattern = /^[A-Za-z0-9_.:-]{1,100}$/;
const webhookActions = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(actionNamePattern, "must match [A-Za-z0-9_.:-]{1,100}"))
    .min(1)
    .max(100)
    .refine((actions) => new Set(actions).size === actions.length, { message: "actions must be unique" });
/**
 * https with a host, at most 2048 chars, no credentials, no fragment, and a valid
 * RFC 3986 URI as written: the WHATWG parser behind `new URL()` silently drops tabs and newlines
 * and turns `\` into `/`, so the raw string is checked, and the raw string is what is sent.
 */
const webhookUrl = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(2048, "must be at most 2048 characters")
    .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem)
        ctx.addIssue({ code: "custom", message: problem });
});
function webhookUrlProblem(value) {
    const characters = (0,_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .uriCharacterProblem */ .PU)(value);
    if (characters)
        return characters;
    if (!/^https:\/\//i.test(value))
        return "must be an absolute https:// URL";
    const authority = /^https:\/\/([^/?#]*)/i.exec(value)?.[1] ?? "";
    if (authority.includes("@"))
        return "must not contain credentials (user@ or user:password@)";
    if (value.includes("#"))
        return "must not contain a fragment (#...)";
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return "is not a valid URL";
    }
    if (!authority || !url.hostname)
        return "must have a host";
    return undefined;
}
const webhookAttributes = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    actions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    disabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    failCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    lastStatus: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(100).max(599).nullable(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(2048),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(2),
    revision: webhookRevision,
}));
const webhook = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhook", webhookAttributes, webhookId));
/** Create responses (201 and the 200 replay) carry the reveal-once signing secret. */
const webhookWithSecret = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhook", webhookAttributes.unwrap().extend({ signingSecret }), webhookId));
/**
 * What a create or rotation answer must hold for its secret to be usable: a webhook id and a
 * well-formed signing secret. The rest of the answer is checked by `webhookWithSecret` /
 * `webhookSecretRotation`; a client that tolerates deviations reports those as warnings.
 */
const revealedSecretEssentials = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: webhookId, attributes: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ signingSecret }) }) }));
const webhookCreate = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ actions: webhookActions, url: webhookUrl }));
const webhookUpdate = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    actions: webhookActions.optional(),
    disabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    url: webhookUrl.optional(),
})
    .refine((body) => Object.keys(body).length > 0, {
    message: "give at least one of actions, disabled, url",
}));
const webhookSecretRotation = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhookSecretRotation", zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ replayed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), revision: webhookRevision, signingSecret }), webhookId));
const deliveryIdPattern = /^[A-Za-z0-9_-]{1,256}$/;
const deliveryId = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(deliveryIdPattern);
const webhookTestDelivery = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhookTestDelivery", zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ replayed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), test: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true), webhookId }), deliveryId));
/**
 * The published event names a webhook may subscribe to (the service's `actions` catalogue).
 * The service accepts any well-formed name; a name outside this list is most likely a typo.
 */
const knownEventNames = [
    "user_online",
    "user_offline",
    "user_added",
    "user_removed",
    "task_created",
    "task_updated",
    "task_completed",
    "task_reopened",
    "task_removed",
    "task_restored",
    "timetracking_started",
    "timetracking_stopped",
    "timeentry_created_manually",
    "timeentry_updated",
    "timeentry_removed",
    "timeentry_restored",
    "project_created",
    "project_updated",
    "project_completed",
    "project_reopened",
    "project_archived",
    "project_restored",
    "contact_created",
    "contact_updated",
    "contact_removed",
    "contact_restored",
    "call_incoming",
    "call_outgoing",
    "call_answered",
    "call_missed",
    "call_hangup",
    "callnote_created",
    "callnote_removed",
    "task_recurrence_created",
    "task_recurrence_updated",
    "task_recurrence_paused",
    "task_recurrence_resumed",
    "task_recurrence_ended",
    "task_recurrence_archived",
    "task_recurrence_suspended",
    "task_recurrence_needs_attention",
    "task_recurrence_occurrence_materialized",
    "task_recurrence_occurrence_skipped",
    "task_recurrence_occurrence_failed",
];
/** The synthetic event of test deliveries: in delivery history, never subscribable. */
const TEST_EVENT = "webhook.test";


/***/ }),

/***/ 9527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ jsonNestingOffset),
/* harmony export */   gh: () => (/* binding */ jsonDuplicateKeys),
/* harmony export */   hN: () => (/* binding */ jsonShapeProblem),
/* harmony export */   lz: () => (/* binding */ maxResponseDepth),
/* harmony export */   yd: () => (/* binding */ describeJsonShapeProblem)
/* harmony export */ });
/**
 * Checks on JSON text that JSON.parse does not make: an object with the same key twice (JSON.parse
 * silently keeps the last one, so `{"url": A, "url": B}` would pass as B) and nesting deeper than a
 * limit (printing or validating such a value recursively would exhaust the stack). The scan walks
 * the text with an explicit stack, so any depth is measured without recursion. Call it on text that
 * JSON.parse accepted.
 */
/** `a.b[2]`-style path of the open containers (keys longer than 40 characters are shortened). */
function pathOf(stack) {
    let path = "";
    for (const [depth, frame] of stack.entries()) {
        const next = stack[depth + 1];
        if (next === undefined)
            break;
        if (frame.object)
            path += path === "" ? shorten(frame.key ?? "") : `.${shorten(frame.key ?? "")}`;
        else
            path += `[${frame.index}]`;
    }
    return path;
}
const shorten = (key) => (key.length > 40 ? `${key.slice(0, 39)}…` : key);
/** The first duplicate key or the first point deeper than `maxDepth`, or undefined. */
function jsonShapeProblem(text, maxDepth) {
    return walkJson(text, maxDepth, () => true);
}
/**
 * Every key given twice in an object of `text` (JSON that JSON.parse accepted, where the last
 * one silently wins), as its full path (`data.attributes.signingSecret`), at most `max` of them.
 */
function jsonDuplicateKeys(text, max = 10) {
    const found = [];
    walkJson(text, Number.POSITIVE_INFINITY, (problem) => {
        const path = problem.path === "" ? problem.key : `${problem.path}.${problem.key}`;
        if (!found.includes(path))
            found.push(path);
        return found.length >= max;
    });
    return found;
}
/**
 * Walks `text`, telling `onDuplicate` each key given twice (it returns whether to stop there);
 * returns the duplicate it stopped at, or the first point deeper than `maxDepth`.
 */
function walkJson(text, maxDepth, onDuplicate) {
    const stack = [];
    let expectingKey = false;
    const length = text.length;
    for (let index = 0; index < length; index += 1) {
        const code = text.charCodeAt(index);
        if (code === 0x22 /* " */) {
            let end = index + 1;
            while (end < length) {
                const inner = text.charCodeAt(end);
                if (inner === 0x5c /* \ */)
                    end += 2;
                else if (inner === 0x22)
                    break;
                else
                    end += 1;
            }
            const top = stack[stack.length - 1];
            if (expectingKey && top?.object) {
                const key = JSON.parse(text.slice(index, end + 1));
                if (top.keys.has(key)) {
                    const problem = { kind: "duplicate_key", key: shorten(key), path: pathOf(stack) };
                    if (onDuplicate(problem))
                        return problem;
                }
                top.keys.add(key);
                top.key = key;
                expectingKey = false;
            }
            index = end;
        }
        else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
            if (stack.length >= maxDepth)
                return { kind: "too_deep", maxDepth, offset: index };
            stack.push(code === 0x7b ? { object: true, keys: new Set(), key: undefined } : { object: false, index: 0 });
            expectingKey = code === 0x7b;
        }
        else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
            stack.pop();
            expectingKey = false;
        }
        else if (code === 0x2c /* , */) {
            const top = stack[stack.length - 1];
            if (top?.object)
                expectingKey = true;
            else if (top)
                top.index += 1;
        }
    }
    return undefined;
}
/** The problem as a sentence about `label` (e.g. "--data"), with the fix. */
function describeJsonShapeProblem(problem, label) {
    if (problem.kind === "duplicate_key") {
        const where = problem.path === "" ? "" : ` in ${problem.path}`;
        return `${label} has the key ${JSON.stringify(problem.key)} twice${where}; give each key once`;
    }
    return `${label} nests deeper than ${problem.maxDepth} levels (at character ${problem.offset + 1}); that is not a value svc-ci expects`;
}
/**
 * Where `text` (JSON that JSON.parse accepted) first opens a container deeper than `maxDepth`, or
 * -1. Only a depth counter, and strings are skipped with indexOf: every API response page passes
 * here, so this costs a fraction of JSON.parse instead of as much again.
 */
function jsonNestingOffset(text, maxDepth) {
    let depth = 0;
    const length = text.length;
    for (let index = 0; index < length; index += 1) {
        const code = text.charCodeAt(index);
        if (code === 0x22 /* " */) {
            // The closing quote is the next one not escaped by an odd run of backslashes.
            let end = text.indexOf('"', index + 1);
            while (end !== -1) {
                let slashes = 0;
                while (text.charCodeAt(end - 1 - slashes) === 0x5c /* \ */)
                    slashes += 1;
                if (slashes % 2 === 0)
                    break;
                end = text.indexOf('"', end + 1);
            }
            if (end === -1)
                return -1;
            index = end;
        }
        else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
            if (depth >= maxDepth)
                return index;
            depth += 1;
        }
        else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
            depth -= 1;
        }
    }
    return -1;
}
/** The service's resources nest a few levels; a response far deeper is refused, not recursed into. */
const maxResponseDepth = 256;


/***/ }),

/***/ 1930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);

/** The one sleep of the package: waits `ms`, rejects with the signal's reason when it aborts. */
const sleep = (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, signal ? { signal } : undefined);


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
