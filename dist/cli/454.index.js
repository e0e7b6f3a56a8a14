export const id = 454;
export const ids = [454];
export const modules = {

/***/ 6454:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testWebhook: () => (/* binding */ testWebhook)
/* harmony export */ });
/* harmony import */ var _secrets_replay_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2713);
/* harmony import */ var _secrets_replayable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2893);


async function testWebhook(ctx, id, flags) {
    const client = await ctx.client();
    const idempotencyKey = (0,_secrets_replayable_js__WEBPACK_IMPORTED_MODULE_0__/* .idempotencyKeyFor */ .w)(flags.idempotencyKey);
    const command = (0,_secrets_replay_command_js__WEBPACK_IMPORTED_MODULE_1__/* .replayCommand */ .Pi)(ctx.globals, ["webhooks", "test", id], idempotencyKey);
    const replay = { key: idempotencyKey, what: "queued the test delivery", command };
    const response = await (0,_secrets_replayable_js__WEBPACK_IMPORTED_MODULE_0__/* .replayable */ .Y)(replay, () => client.testWebhookDelivery(id, { idempotencyKey, signal: ctx.signal }));
    await ctx.renderResource(response.data);
}


/***/ }),

/***/ 2713:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pi: () => (/* binding */ replayCommand),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   zb: () => (/* binding */ accountWords)
/* harmony export */ });
/* harmony import */ var _untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3298);
/**
 * The exact command that replays a keyed POST of `svc webhooks` (create, rotate-secret, test): the
 * same command words, the global options that choose the account and the service (--profile,
 * --base-url, -o), the idempotency key, each word quoted for a POSIX shell. It never holds a
 * secret: the words are a body (a webhook URL and event names) or its @file, a webhook id, a
 * revision, a key and a path; diagnostics are redacted all the same.
 */

/** What a diagnostic line shows escaped (src/cli/output/sanitize.ts): a quoted word cannot hold it. */
const controlCharacter = new RegExp(`[\\u0000-\\u001f${_untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__/* .unsafeBeyondC0 */ .$q}]`);
const controlCharacters = new RegExp(`[\\\\'\\u0000-\\u001f${_untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__/* .unsafeBeyondC0 */ .$q}]`, "g");
const namedEscapes = { "\n": "\\n", "\t": "\\t", "\r": "\\r" };
/**
 * One word for a POSIX shell: as it is when it needs no quoting, else in single quotes. A word
 * with a control character (a path with a line feed) cannot be printed in one diagnostic line as
 * it is: it is written `$'...'` with the character escaped (`\n`, `\x1b`, `\u202e`), which bash,
 * zsh and ksh (and POSIX.1-2024 sh) read back as the same word.
 */
function shellWord(word) {
    if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word))
        return word;
    if (controlCharacter.test(word))
        return `$'${word.replace(controlCharacters, ansiEscape)}'`;
    return `'${word.replaceAll("'", `'\\''`)}'`;
}
function ansiEscape(char) {
    if (char === "\\" || char === "'")
        return `\\${char}`;
    const named = namedEscapes[char];
    if (named !== undefined)
        return named;
    const code = char.charCodeAt(0);
    return code < 0x80
        ? `\\x${code.toString(16).padStart(2, "0")}`
        : `\\u${code.toString(16).padStart(4, "0")}`;
}
/** The global options that choose the account and the service, when given. */
function accountWords(globals) {
    return [
        ...(globals.profile !== undefined ? ["--profile", globals.profile] : []),
        ...(globals.baseUrl !== undefined ? ["--base-url", globals.baseUrl] : []),
    ];
}
/** The global options given (the defaults need no repeating). */
function globalWords(globals) {
    return [...accountWords(globals), ...(globals.output !== "table" ? ["-o", globals.output] : [])];
}
/** `svc <globals> <words> --idempotency-key <key> <trailing>`, quoted. */
function replayCommand(globals, words, idempotencyKey, trailing = []) {
    return ["svc", ...globalWords(globals), ...words, "--idempotency-key", idempotencyKey, ...trailing]
        .map(shellWord)
        .join(" ");
}


/***/ }),

/***/ 2893:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ replayable),
/* harmony export */   w: () => (/* binding */ idempotencyKeyFor)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _transport_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5786);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3467);
/**
 * The keyed POSTs of `svc webhooks` (create, rotate-secret, test): the key is chosen here, not by
 * the client, so that when the outcome is unknown (the answer never arrived, or a 5xx after the
 * retries) or the service applied the request but its answer is unusable, the error can name it
 * with the exact command that replays the service's original answer, the signing secret included,
 * instead of acting twice. A key is no secret.
 */



function idempotencyKeyFor(given) {
    return given ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
}
/** The client's AppliedWriteError: a 2xx answer to a write that breaks the contract. */
function appliedWrite(error) {
    return error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ClientError */ .MZ && error.writeApplied === true
        ? error
        : undefined;
}
/** How to recover from `error`: the replay command, when the request may have been applied. */
function replayHint(error, replay) {
    const applied = appliedWrite(error);
    if (applied) {
        const id = applied.webhookId;
        const which = id && !replay.what.includes(`webhook ${id}`) ? ` (webhook ${id})` : "";
        const cost = replay.unusable ? ` and ${replay.unusable}` : "";
        return `the service answered HTTP ${applied.status}, so it most likely ${replay.what}${which}, but its answer is not usable${cost}: to get the same answer again (within seven days; the replay does not act twice), run: ${replay.command}`;
    }
    const unknown = (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ClientError */ .MZ && error.outcomeUnknown) ||
        (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status >= 500);
    if (!unknown)
        return undefined;
    return `the service may have ${replay.what}: run the same command again with --idempotency-key ${replay.key} to get its answer back instead of acting twice: ${replay.command}`;
}
/** Runs `call`; an unknown outcome or an applied write with an unusable answer gets the replay hint. */
async function replayable(replay, call) {
    try {
        return await call();
    }
    catch (error) {
        const hint = replayHint(error, replay);
        if (hint)
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .attachHint */ .ZM)(error, hint);
        throw error;
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


/***/ })

};
