export const id = 2;
export const ids = [2];
export const modules = {

/***/ 8064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eQ: () => (/* binding */ configPath),
/* harmony export */   uE: () => (/* binding */ PROFILE_NAME),
/* harmony export */   x3: () => (/* binding */ checkProfileName)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3467);



/** SVC_CONFIG_PATH, else $XDG_CONFIG_HOME/svc/config.json, else ~/.config/svc/config.json. */
function configPath(env, home = node_os__WEBPACK_IMPORTED_MODULE_0__.homedir) {
    const override = env.SVC_CONFIG_PATH?.trim();
    if (override)
        return override;
    const xdg = env.XDG_CONFIG_HOME?.trim();
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(xdg ? xdg : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home(), ".config"), "svc", "config.json");
}
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** `--profile` as given, or `invalid_profile_name` (exit 2) before anything is read. */
function checkProfileName(name) {
    if (!PROFILE_NAME.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CliError */ .z1("invalid_profile_name", "--profile must be 1-64 characters of letters, digits, '.', '_' or '-', starting with a letter or digit");
    }
    return name;
}


/***/ }),

/***/ 1675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ envToken),
/* harmony export */   S: () => (/* binding */ resolveCredential)
/* harmony export */ });
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8064);
/**
 * The only code that knows credential precedence:
 * 1. `SVC_API_TOKEN` (trimmed) — when set, the keychain and the config file are never touched;
 * 2. the stored profile (`--profile`, else the config's current profile, else `default`), through
 *    the lazily loaded `ProfileCredentialSource`.
 * The base URL: `--base-url`, then `SVC_API_BASE_URL`, then the profile's `baseUrl` (only for a
 * credential that came from the profile), else derived from the token by the client.
 */

/** The env token, trimmed; undefined when unset or blank. */
function envToken(ctx) {
    const token = ctx.env.SVC_API_TOKEN?.trim();
    return token ? token : undefined;
}
function envBaseUrl(ctx) {
    const value = ctx.env.SVC_API_BASE_URL?.trim();
    return value ? value : undefined;
}
async function resolveCredential(ctx, request) {
    if (request.profile !== undefined)
        (0,_config_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .checkProfileName */ .x3)(request.profile);
    const token = envToken(ctx);
    if (token !== undefined) {
        ctx.secrets.add(token);
        return {
            token,
            source: "SVC_API_TOKEN",
            profileName: undefined,
            baseUrl: request.baseUrl ?? envBaseUrl(ctx),
        };
    }
    const source = await ctx.profileSource();
    const stored = await source.load(request.profile, ctx);
    const storedToken = stored.token.trim();
    ctx.secrets.add(storedToken);
    return {
        token: storedToken,
        source: "profile",
        profileName: stored.profileName,
        baseUrl: request.baseUrl ?? envBaseUrl(ctx) ?? stored.baseUrl,
    };
}


/***/ }),

/***/ 7431:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openSession: () => (/* binding */ openSession)
});

// EXTERNAL MODULE: ./lib/client/client.js + 33 modules
var client_client = __webpack_require__(5042);
// EXTERNAL MODULE: ./lib/transport/events.js
var events = __webpack_require__(9976);
// EXTERNAL MODULE: ./lib/transport/seconds.js
var seconds = __webpack_require__(2904);
;// CONCATENATED MODULE: ./lib/transport/wait-notice.js
/**
 * One line when a wait of more than about 2 s starts (docs/client.md "Wait notices"), for the
 * CLI's stderr and the Action's log: what waits, how long and why, e.g. "waiting 31 s: the service
 * rate-limited GET /v1/webhooks (Retry-After)". The path carries query keys, never their values;
 * callers still pass the line through their log-safe text function.
 */

/** Waits up to this long pass without a notice. */
const WAIT_NOTICE_MIN_MS = 2_000;
/** "waiting 31 s: the service rate-limited GET /v1/webhooks (Retry-After)". */
function describeWait(info) {
    const request = `${info.method} ${info.path}`;
    return `waiting ${(0,seconds/* formatSeconds */.X)(info.ms)}: ${whyWait(info, request)}`;
}
function whyWait(info, request) {
    switch (info.reason) {
        case "rate-limit":
            return `the service rate-limited ${request}${info.retryAfter ? " (Retry-After)" : ""}`;
        case "pacing":
            return `the credential's rate-limit window is used up (X-RateLimit-Remaining); ${request} waits for it to reset`;
        default: {
            const what = info.failure === "timeout"
                ? "timed out"
                : info.failure === "network"
                    ? "failed (network error)"
                    : `answered HTTP ${info.status ?? "error"}`;
            return `${request} ${what}; retrying${info.retryAfter ? " after its Retry-After" : ""}`;
        }
    }
}
/**
 * Listeners that write one line as each wait longer than `minMs` starts. Concurrent requests that
 * wait for one reason until about the same time (a window's reset, one Retry-After) get one line:
 * a wait that ends within a second of one already announced is not announced again.
 */
function waitNotices(write, options = {}) {
    const minMs = options.minMs ?? WAIT_NOTICE_MIN_MS;
    const now = options.now ?? Date.now;
    const announcedUntil = new Map();
    return {
        onWait(info) {
            if (info.ms <= minMs)
                return;
            const ends = now() + info.ms;
            const until = announcedUntil.get(info.reason);
            if (until !== undefined && ends <= until + 1_000)
                return;
            announcedUntil.set(info.reason, ends);
            write(describeWait(info));
        },
    };
}

// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
// EXTERNAL MODULE: ./lib/cli/credentials/resolve.js
var resolve = __webpack_require__(1675);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
// EXTERNAL MODULE: ./lib/cli/setting-words.js
var setting_words = __webpack_require__(1690);
// EXTERNAL MODULE: ./lib/cli/shared-options.js
var shared_options = __webpack_require__(7002);
// EXTERNAL MODULE: ./lib/cli/version.js
var version = __webpack_require__(6802);
;// CONCATENATED MODULE: ./lib/cli/session.js
/**
 * Builds the API client: the handler context's `session()`/`client()` load this on the first call,
 * never for --help or a command that makes no request (it pulls in the client and zod).
 */








/** Resolves the credential (env token first, then the stored profile) and builds the client. */
async function openSession(ctx, globals, options = {}) {
    const maxRateLimitWaitMs = globals.maxWait ?? maxWaitFromEnv(ctx);
    const credential = await (0,resolve/* resolveCredential */.S)(ctx, { profile: globals.profile, baseUrl: globals.baseUrl });
    const words = (0,setting_words/* sessionWords */.gR)({
        token: credential.source,
        baseUrl: baseUrlSource(ctx, globals, credential),
        profileName: credential.profileName,
    });
    (0,setting_words/* rememberWords */.ZV)(ctx, words);
    let client;
    try {
        client = (0,client_client/* createClient */.U)({
            // Node's http client ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY on its own; CI machines behind a proxy need them.
            proxyEnv: ctx.env,
            token: credential.token,
            baseUrl: credential.baseUrl,
            timeoutMs: globals.timeout,
            retries: globals.retries,
            ...(maxRateLimitWaitMs === undefined ? {} : { maxRateLimitWaitMs }),
            userAgent: `svc/${version/* CLI_VERSION */.E}`,
            events: (0,events/* combineEvents */.j)(waitNoticesOn(ctx, options.notices), options.events),
        });
    }
    catch (error) {
        throw nameBaseUrlSource(nameCredentialSource(error, credential), ctx, globals, credential);
    }
    return { client, credential, words };
}
/** Which setting named the base URL: the flag, the variable, the profile, or none (derived). */
function baseUrlSource(ctx, globals, credential) {
    if (globals.baseUrl !== undefined)
        return "--base-url";
    if (ctx.env.SVC_API_BASE_URL?.trim())
        return "SVC_API_BASE_URL";
    return credential.baseUrl === undefined ? undefined : "profile";
}
/** One stderr line as a wait of more than about 2 s starts, in a terminal and in CI alike. */
function waitNoticesOn(ctx, write = (lines) => ctx.stderr.write(lines)) {
    return waitNotices((line) => write(`svc: ${(0,sanitize/* safeDiagnostic */.dB)(line, ctx.secrets)}\n`));
}
/** SVC_MAX_RATE_LIMIT_WAIT (milliseconds), when set; a bad value is a usage error naming it. */
function maxWaitFromEnv(ctx) {
    const text = ctx.env.SVC_MAX_RATE_LIMIT_WAIT?.trim();
    if (!text)
        return undefined;
    const value = (0,patterns/* parseDecimalInteger */.pd)(text, 0, shared_options/* MAX_RATE_LIMIT_WAIT_MS */.r1);
    if (value === undefined) {
        throw new errors/* CliError */.z1("invalid_number", `SVC_MAX_RATE_LIMIT_WAIT must be an integer of milliseconds from 0 to ${shared_options/* MAX_RATE_LIMIT_WAIT_MS */.r1}`, { hint: "set it like --max-wait, e.g. SVC_MAX_RATE_LIMIT_WAIT=600000 for ten minutes, or unset it" });
    }
    return value;
}
/** The client says "token is not ..."; the user needs to know which one: the variable or the profile. */
function nameCredentialSource(error, credential) {
    if (!(error instanceof Error) || error.code !== "invalid_credential")
        return error;
    if (!error.message.startsWith("token "))
        return error;
    const source = credential.source === "SVC_API_TOKEN"
        ? "SVC_API_TOKEN"
        : `the stored credential of profile "${credential.profileName ?? "default"}"`;
    const hint = credential.source === "SVC_API_TOKEN"
        ? "set SVC_API_TOKEN to the API v1 credential alone (no quotes, no 'Bearer ' prefix), or unset it to use a stored profile"
        : `run svc auth login --replace --profile ${credential.profileName ?? "default"}`;
    return new errors/* CliError */.z1("invalid_credential", `${source}${error.message.slice("token".length)}`, {
        hint,
        cause: error,
    });
}
/** The client says "baseUrl ..."; name what the user set: the flag, the variable or the profile. */
function nameBaseUrlSource(error, ctx, globals, credential) {
    const code = error?.code;
    if (!(error instanceof Error) || (code !== "invalid_base_url" && code !== "insecure_base_url"))
        return error;
    if (!error.message.startsWith("baseUrl "))
        return error;
    const setting = baseUrlSource(ctx, globals, credential);
    const source = setting === "profile" || setting === undefined
        ? `the base URL of profile "${credential.profileName ?? "default"}"`
        : setting;
    return new errors/* CliError */.z1(code, `${source}${error.message.slice("baseUrl".length)}`, { cause: error });
}


/***/ }),

/***/ 6791:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UT: () => (/* binding */ locationPattern),
/* harmony export */   db: () => (/* binding */ scopePattern),
/* harmony export */   parseCredentialToken: () => (/* binding */ parseCredentialToken),
/* harmony export */   z8: () => (/* binding */ scope)
/* harmony export */ });
/* unused harmony exports credentialTokenPattern, operationScopes */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

/** Region and cell ids: 1-64 chars of [a-z0-9-], starting and ending alphanumeric. */
const locationPattern = /^(?=.{1,64}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const credentialPrefixes = (/* unused pure expression or super */ null && (["tg_pat_v2", "tg_sa_v2", "tg_sk_v1"]));
/** `<prefix>_<region>_<cellId>_<credentialId>_<secret>`; region and cell may contain `-` but never `_`. */
const credentialTokenPattern = /^(tg_pat_v2|tg_sa_v2|tg_sk_v1)_([a-z0-9-]{1,64})_([a-z0-9-]{1,64})_([a-f0-9]{24})_([a-f0-9]{64})$/;
/** Parses a credential's routing hint, or returns undefined. Never echoes the token. */
function parseCredentialToken(token) {
    const match = credentialTokenPattern.exec(token.trim());
    if (!match)
        return undefined;
    const [, prefix, region, cellId, credentialId] = match;
    if (!prefix || !region || !cellId || !credentialId)
        return undefined;
    if (!locationPattern.test(region) || !locationPattern.test(cellId))
        return undefined;
    return { prefix: prefix, region, cellId, credentialId };
}
/** A scope: `resource:access` or `resource:sub:access`, lowercase words with digits and dashes. */
const scopePattern = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*){1,2}$/;
const scope = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(scopePattern);
/** Scopes each v1 operation needs; `null` = any valid bearer, `"none"` = no bearer. */
const operationScopes = {
    getWorkspace: "workspace:read",
    listTasks: "tasks:read",
    listLists: "lists:read",
    getContact: "contacts:read",
    listWebhooks: "webhooks:read",
    getWebhook: "webhooks:read",
    createWebhook: "webhooks:write",
    updateWebhook: "webhooks:write",
    removeWebhook: "webhooks:write",
    rotateWebhookSecret: "webhooks:write",
    testWebhookDelivery: "webhooks:write",
    listWebhookDeliveries: "webhooks:read",
    getWebhookDelivery: "webhooks:read",
    exchangeCliAuthorizationCode: "none",
    compensateCliAuthorizationStorage: null,
    getCurrentCredentialContext: null,
    revokeCurrentCredential: null,
};


/***/ }),

/***/ 4568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ encodePathSegment),
/* harmony export */   mb: () => (/* binding */ regionalBaseUrl),
/* harmony export */   qT: () => (/* binding */ normalizeBaseUrl),
/* harmony export */   w_: () => (/* binding */ assertPlainPath)
/* harmony export */ });
/* unused harmony exports DEFAULT_LEGACY_BASE_URL, normalizeApiRootDomain */
/* harmony import */ var _schemas_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6791);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5786);


const DEFAULT_API_ROOT_DOMAIN = "teamgrid.app";
const DEFAULT_LEGACY_BASE_URL = "https://api.teamgrid.app";
/** The last path segment of a legacy (v0) API address: a v1 client sent there meets a 401 or 404. */
const legacyPath = /\/(legacy|v0)$/i;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
/**
 * Normalises a base-URL override: https only (http on loopback), no userinfo,
 * query and fragment stripped, trailing slashes stripped. An empty path becomes `emptyPath`
 * (`/v1` for API v1, nothing for the legacy API).
 */
function normalizeBaseUrl(input, emptyPath = "/v1") {
    // new URL() would silently drop tabs and newlines (and read `\` as `/`): refuse them instead.
    if (/[\s\\\u0000-\u001f\u007f-\u009f]/.test(input.trim())) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", "baseUrl must not contain whitespace, control characters or backslashes");
    }
    let url;
    try {
        url = new URL(input.trim());
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", "baseUrl is not a valid URL; give an absolute https:// URL");
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", `baseUrl must use https:, not ${url.protocol}`);
    }
    if (url.username || url.password) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", "baseUrl must not contain a username or password");
    }
    if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("insecure_base_url", "baseUrl uses plain http: on a non-loopback host; use https:, or http: only on localhost, 127.0.0.1 or ::1");
    }
    const path = url.pathname.replace(/\/+$/, "");
    if (emptyPath === "/v1" && legacyPath.test(path)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", `baseUrl ends in ${path.slice(path.lastIndexOf("/"))}, the address of the legacy v0 API (the emulator serves v0 there), not of API v1: give the address that ends in /v1 (the emulator prints it as baseUrl)`);
    }
    return `${url.protocol}//${url.host}${path === "" ? emptyPath : path}`;
}
/** `apiRootDomain`: lower-cased, trailing dot removed, `[a-z0-9.-]+` without `..`. */
function normalizeApiRootDomain(input) {
    const domain = input.trim().toLowerCase().replace(/\.$/, "");
    if (!/^[a-z0-9.-]+$/.test(domain) || domain.includes("..") || domain.startsWith(".")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_api_domain", "apiRootDomain must be a DNS name of [a-z0-9.-] without empty labels, e.g. teamgrid.app");
    }
    return domain;
}
/** `https://api.<region>.<root>/v1`. */
function regionalBaseUrl(region, apiRootDomain = DEFAULT_API_ROOT_DOMAIN) {
    if (!_schemas_index_js__WEBPACK_IMPORTED_MODULE_1__/* .locationPattern */ .UT.test(region)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_region", "region must be 1-64 chars of [a-z0-9-], e.g. de or us");
    }
    return `https://api.${region}.${normalizeApiRootDomain(apiRootDomain)}/v1`;
}
const dotSegment = (segment) => segment === "." || segment === "..";
/**
 * Encodes one path parameter so it stays one segment of the operation it names: `/` and every
 * other reserved character are percent-encoded, and `.`/`..` (which encodeURIComponent leaves as
 * they are, and every URL parser would resolve away: `DELETE /v1/webhooks/..` is `DELETE /v1/`)
 * and the empty string are refused before anything is sent.
 */
function encodePathSegment(segment, label = "path parameter") {
    if (segment === "" || dotSegment(segment)) {
        const shown = segment === "" ? "empty" : `"${segment}"`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_arguments", `invalid ${label}: ${shown} is not an id (it would address another path); use the id returned by the API`);
    }
    return encodeURIComponent(segment);
}
/** The transport's last check: a request path with a `.`/`..` or empty segment is never sent. */
function assertPlainPath(path) {
    if (!path.startsWith("/") ||
        path
            .slice(1)
            .split("/")
            .some((segment) => segment === "" || dotSegment(segment))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_arguments", "the request path has an empty, . or .. segment; build paths with encodePathSegment");
    }
}


/***/ }),

/***/ 5786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ SvcError),
/* harmony export */   JV: () => (/* binding */ createApiError),
/* harmony export */   MZ: () => (/* binding */ ClientError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   ST: () => (/* binding */ isGone),
/* harmony export */   _z: () => (/* binding */ IdempotencyConflictError),
/* harmony export */   dK: () => (/* binding */ ResponseValidationError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError)
/* harmony export */ });
/* unused harmony exports clientErrorCodes, InvalidRequestError, AuthenticationError, PermissionError, NotFoundError, ConflictError, PreconditionRequiredError, BadGatewayError, DependencyUnavailableError, GatewayTimeoutError, LegacyApiError */
/* harmony import */ var _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(921);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);
/* harmony import */ var _refused_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6227);




/** Every code a ClientError can carry (stable; listed so docs and tests can enumerate them). */
const clientErrorCodes = (/* unused pure expression or super */ null && ([
    "invalid_credential",
    "invalid_base_url",
    "insecure_base_url",
    "invalid_api_domain",
    "invalid_region",
    "invalid_arguments",
    "invalid_api_response",
    "response_too_large",
    "request_timeout",
    "request_aborted",
    "network_error",
    "pagination_cycle",
    "pagination_limit",
    "authentication_required",
]));
/** Base of every error this package throws; `code` is stable, the message is redacted. */
class SvcError extends Error {
    name = "SvcError";
    code;
    status;
    detail;
    requestId;
    retryAfterMs;
    transport;
    constructor(code, message, fields = {}) {
        const safe = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(message);
        super(safe, fields.cause === undefined ? undefined : { cause: fields.cause });
        this.code = code;
        this.status = fields.status;
        this.detail = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(fields.detail ?? message);
        this.requestId = fields.requestId;
        this.retryAfterMs = fields.retryAfterMs;
        this.transport = fields.transport;
    }
    /** A serialisation without the cause chain; every string is already redacted. */
    toJSON() {
        const out = { name: this.name, code: this.code, message: this.message };
        if (this.status !== undefined)
            out.status = this.status;
        out.detail = this.detail;
        if (this.requestId !== undefined)
            out.requestId = this.requestId;
        if (this.retryAfterMs !== undefined)
            out.retryAfterMs = this.retryAfterMs;
        if (this.transport !== undefined)
            out.transport = redactTransport(this.transport);
        return out;
    }
}
function redactTransport(info) {
    const headers = {};
    for (const [key, value] of Object.entries(info.headers))
        headers[key] = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(value);
    return { ...info, headers };
}
/** A local failure: bad input, routing, timeouts, network, protocol violations. */
class ClientError extends SvcError {
    name = "ClientError";
    /** True when a write may have reached the server and its outcome is not known. */
    outcomeUnknown;
    /** A `network_error`'s cause, when it is a known one (src/transport/network-causes.ts). */
    networkCause;
    constructor(code, message, fields = {}) {
        super(code, message, fields);
        this.outcomeUnknown = fields.outcomeUnknown ?? false;
        this.networkCause = fields.networkCause;
    }
    toJSON() {
        return { ...super.toJSON(), outcomeUnknown: this.outcomeUnknown };
    }
}
/** A response that does not match the contract; `path` names the first failing field. */
class ResponseValidationError extends ClientError {
    name = "ResponseValidationError";
    path;
    /** What is wrong there, without the path and the request id of the message. */
    problem;
    constructor(path, problem, fields = {}) {
        const where = fields.requestId ? ` (request ${fields.requestId})` : "";
        super("invalid_api_response", `invalid API response at ${path}: ${problem}${where}`, fields);
        this.path = path;
        this.problem = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(problem);
    }
    toJSON() {
        return { ...super.toJSON(), path: this.path };
    }
}
/** A non-2xx response (including an unfollowed 3xx). */
class ApiError extends SvcError {
    name = "ApiError";
    errors;
    /**
     * `detail` stays the service's words; the message of a 429 whose wait did not fit the budget
     * also says what was asked, the budget and how to raise it.
     */
    constructor(init) {
        const refused = init.transport.rateLimitWaitRefused;
        const message = refused
            ? `${init.detail} (${(0,_refused_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRefusedWait */ .$)(refused)}: raise maxRateLimitWaitMs, or try again later)`
            : init.detail;
        super(init.code, message, init);
        this.errors = init.errors.map((error) => ({ ...error, detail: (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(error.detail) }));
    }
    toJSON() {
        return { ...super.toJSON(), errors: this.errors };
    }
}
class InvalidRequestError extends ApiError {
    name = "InvalidRequestError";
}
class AuthenticationError extends ApiError {
    name = "AuthenticationError";
}
class PermissionError extends ApiError {
    name = "PermissionError";
}
class NotFoundError extends ApiError {
    name = "NotFoundError";
}
class ConflictError extends ApiError {
    name = "ConflictError";
}
class IdempotencyConflictError extends ConflictError {
    name = "IdempotencyConflictError";
}
class PreconditionFailedError extends ApiError {
    name = "PreconditionFailedError";
}
class PreconditionRequiredError extends ApiError {
    name = "PreconditionRequiredError";
}
class RateLimitError extends ApiError {
    name = "RateLimitError";
}
class BadGatewayError extends ApiError {
    name = "BadGatewayError";
}
class DependencyUnavailableError extends ApiError {
    name = "DependencyUnavailableError";
}
class GatewayTimeoutError extends ApiError {
    name = "GatewayTimeoutError";
}
/** A v0 error: `{statusCode, error, message}`, or a legacy envelope for 400. */
class LegacyApiError extends ApiError {
    name = "LegacyApiError";
    statusCode;
    error;
    constructor(init) {
        super(init);
        this.statusCode = init.statusCode;
        this.error = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(init.error);
    }
    toJSON() {
        return { ...super.toJSON(), statusCode: this.statusCode, error: this.error };
    }
}
/**
 * The class of each declared code (src/schemas/error-codes.ts): the type makes a new code name its
 * class. An answer gets its code's class when the code is declared for its status, else its
 * status's code's, else plain `ApiError`.
 */
const errorClasses = {
    invalid_request: InvalidRequestError,
    invalid_precondition: InvalidRequestError,
    invalid_token: AuthenticationError,
    insufficient_scope: PermissionError,
    forbidden: PermissionError,
    not_found: NotFoundError,
    not_the_api: NotFoundError,
    conflict: ConflictError,
    idempotency_conflict: IdempotencyConflictError,
    precondition_failed: PreconditionFailedError,
    resource_revision_conflict: PreconditionFailedError,
    precondition_required: PreconditionRequiredError,
    rate_limit_exceeded: RateLimitError,
    bad_gateway: BadGatewayError,
    service_unavailable: DependencyUnavailableError,
    upstream_error: DependencyUnavailableError,
    gateway_timeout: GatewayTimeoutError,
};
/** The subclass of an answer's declared code (src/schemas/error-codes.ts), else plain `ApiError`. */
function createApiError(init) {
    const declared = Object.hasOwn(_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .apiErrorDeclarations */ .mb, init.code)
        ? _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .apiErrorDeclarations */ .mb[init.code]
        : undefined;
    const code = declared?.status === init.status ? init.code : (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .statusErrorCode */ .IK)(init.status);
    const Subclass = Object.hasOwn(errorClasses, code) ? errorClasses[code] : ApiError;
    return new Subclass(init);
}
/**
 * True when an error is an API answer whose status means the resource is not there (declared
 * `gone` in src/schemas/error-codes.ts): a removal is done, a lookup found nothing.
 */
function isGone(error) {
    return error instanceof ApiError && (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .answerMeansGone */ .Et)(error.status, error.code);
}


/***/ }),

/***/ 9976:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ combineEvents)
/* harmony export */ });
/** One listener set that calls each of `parts` in turn (e.g. run totals and wait notices). */
function combineEvents(...parts) {
    const sets = parts.filter((part) => part !== undefined);
    return {
        onAttempt: (info) => {
            for (const set of sets)
                set.onAttempt?.(info);
        },
        onRateLimited: (info) => {
            for (const set of sets)
                set.onRateLimited?.(info);
        },
        onWait: (info) => {
            for (const set of sets)
                set.onWait?.(info);
        },
    };
}


/***/ })

};
