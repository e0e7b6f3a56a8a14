export const id = 20;
export const ids = [20];
export const modules = {

/***/ 5020:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createWebhook: () => (/* binding */ createWebhook)
/* harmony export */ });
/* harmony import */ var _input_data_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3777);
/* harmony import */ var _secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2827);
/* harmony import */ var _secrets_reveal_once_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7713);



async function createWebhook(ctx, flags) {
    const choice = (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .chooseReveal */ .nR)(ctx, flags);
    const body = (0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .checkCreateKeys */ .RR)(await (0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .readDataObject */ .EG)(ctx, flags.data));
    await (0,_secrets_reveal_once_js__WEBPACK_IMPORTED_MODULE_2__/* .revealOnce */ .X)(ctx, choice, flags.idempotencyKey, {
        what: "created the webhook",
        same: "the same --data",
        call: (client, idempotencyKey) => client
            .createWebhook(body, { idempotencyKey, signal: ctx.signal })
            .catch((error) => Promise.reject((0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .renameBodyError */ .NJ)(error))),
    });
}


/***/ }),

/***/ 3777:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ readDataObject),
/* harmony export */   NJ: () => (/* binding */ renameBodyError),
/* harmony export */   RR: () => (/* binding */ checkCreateKeys),
/* harmony export */   YY: () => (/* binding */ checkUpdateKeys)
/* harmony export */ });
/* unused harmony exports MAX_DATA_BYTES, MAX_DATA_DEPTH */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _transport_json_shape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9527);
/* harmony import */ var _untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3490);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3467);
/**
 * `--data`: inline JSON, `@path` (a regular file, resolved against the working
 * directory) or `-` (stdin); at most 1 MiB; UTF-8 JSON object. The exact key rules of create and
 * update are checked here, before any credential is read or request sent; the value rules are
 * the client's (also before any request).
 */




const MAX_DATA_BYTES = 1024 * 1024;
/** A webhook body is two or three levels deep; far more is a mistake (and printing it would recurse). */
const MAX_DATA_DEPTH = 32;
const tooLarge = (where) => new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("input_too_large", `--data ${where} is larger than 1 MiB`, {
    hint: "a webhook body is a few hundred bytes; check that you passed the right file",
});
async function readStdin(ctx) {
    if (ctx.stdinIsTTY) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_input_file", "--data - reads standard input, but it is a terminal", {
            hint: "pipe the JSON in (echo '{...}' | svc ... --data -) or use --data @file.json",
        });
    }
    return (0,_untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedStream */ .i9)(ctx.stdin, MAX_DATA_BYTES, ctx.signal).catch((error) => {
        if (error instanceof _untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .InputFileError */ .TH)
            throw tooLarge("from standard input");
        throw error;
    });
}
async function readFileArgument(ctx, file) {
    if (file === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_input_file", "--data @ needs a file path, e.g. --data @webhook.json");
    // A regular file only (a named pipe is refused at once, never waited on), bounded before reading.
    return (0,_untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedFile */ .Mv)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.cwd, file), { maxBytes: MAX_DATA_BYTES }).catch((error) => {
        if (!(error instanceof _untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .InputFileError */ .TH))
            throw error;
        if (error.problem === "too_large")
            throw tooLarge(`@${file}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_input_file", `--data @${file} ${error.message}`, error.problem === "not_regular" ? { hint: "to stream the JSON, use --data - and pipe it in" } : {});
    });
}
/** Reads and parses `--data` into a JSON object. */
async function readDataObject(ctx, value) {
    let bytes;
    const inline = value !== "-" && !value.startsWith("@");
    if (value === "-") {
        bytes = await readStdin(ctx);
        if (bytes.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_json", "--data - read nothing from standard input", {
                hint: "pipe the JSON in (echo '{...}' | svc ... --data -) or use --data @file.json",
            });
        }
    }
    else if (value.startsWith("@"))
        bytes = await readFileArgument(ctx, value.slice(1));
    else {
        bytes = Buffer.from(value, "utf8");
        if (bytes.length > MAX_DATA_BYTES)
            throw tooLarge("inline");
    }
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_json", "--data is not valid UTF-8");
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        const message = `--data is not valid JSON: ${error.message}`;
        // The quoting hint only helps inline JSON, which shells (PowerShell above all) may mangle.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_json", message, inline
            ? {
                hint: "on Windows PowerShell, pass the JSON with --data @file.json or --data - instead of inline",
            }
            : {});
    }
    // JSON.parse keeps the last of two equal keys; the plan parser refuses them, and so does --data.
    const shape = (0,_transport_json_shape_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonShapeProblem */ .hN)(text, MAX_DATA_DEPTH);
    if (shape)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_json", (0,_transport_json_shape_js__WEBPACK_IMPORTED_MODULE_3__/* .describeJsonShapeProblem */ .yd)(shape, "--data"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_json", '--data must be a JSON object, e.g. {"url": "https://...", "actions": ["task_created"]}');
    }
    return parsed;
}
/** Unknown keys for an error line: a few, each shortened, so a hostile or huge body stays one short line. */
function keyList(keys) {
    const shown = keys.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 39)}…` : key));
    return keys.length > shown.length
        ? `${shown.join(", ")} and ${keys.length - shown.length} more`
        : shown.join(", ");
}
/** Webhook create input: exactly `actions` and `url`. */
function checkCreateKeys(data) {
    const keys = Object.keys(data);
    const unknown = keys.filter((key) => key !== "actions" && key !== "url");
    const missing = ["actions", "url"].filter((key) => !keys.includes(key));
    if (unknown.length > 0 || missing.length > 0) {
        const parts = [
            ...(missing.length ? [`missing ${missing.join(", ")}`] : []),
            ...(unknown.length ? [`unknown ${keyList(unknown)}`] : []),
        ];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_arguments", `--data for webhooks create must have exactly the keys actions and url (${parts.join("; ")})`);
    }
    return { actions: data.actions, url: data.url };
}
/** Webhook update input: only `actions`, `disabled`, `url`, at least one. */
function checkUpdateKeys(data) {
    const keys = Object.keys(data);
    const unknown = keys.filter((key) => key !== "actions" && key !== "disabled" && key !== "url");
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_arguments", `--data for webhooks update may only have actions, disabled and url (unknown ${keyList(unknown)})`);
    }
    if (keys.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_arguments", "--data for webhooks update needs at least one of actions, disabled, url");
    }
    return data;
}
/** The client names its own field path (`createWebhook body.url`); the user wrote `--data`. */
function renameBodyError(error) {
    if (error instanceof Error && error.code === "invalid_arguments") {
        const match = /^invalid (?:createWebhook|updateWebhook) body\.?(.*)$/s.exec(error.message);
        if (match) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_arguments", `invalid --data ${match[1] ?? ""}`.trimEnd(), {
                cause: error,
            });
        }
    }
    return error;
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ writeConfirmed),
/* harmony export */   x: () => (/* binding */ writeChunk)
/* harmony export */ });
/**
 * Writes one chunk and, when the stream's buffer is full, waits for `drain` (back-pressure), an
 * error, or the abort signal — so a slow reader bounds memory and Ctrl-C is never stuck here.
 */
async function writeChunk(stream, chunk, signal) {
    if (stream.write(chunk))
        return;
    await new Promise((resolve, reject) => {
        const done = (error) => {
            stream.off("drain", onDrain);
            stream.off("error", onError);
            stream.off("close", onDrain);
            signal?.removeEventListener("abort", onAbort);
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        const onDrain = () => done();
        const onError = (error) => done(error);
        const onAbort = () => done(signal?.reason ?? new Error("aborted"));
        stream.once("drain", onDrain);
        stream.once("close", onDrain);
        stream.once("error", onError);
        signal?.addEventListener("abort", onAbort, { once: true });
    });
}
/**
 * Writes `chunk` and resolves only once the stream has handed it on (its write callback), so a
 * reader that has gone (EPIPE), a full disk (ENOSPC) or a file size limit (EFBIG) is an error here
 * instead of a lost write. For output that must not be lost silently: a revealed secret.
 */
function writeConfirmed(stream, chunk) {
    return new Promise((resolve, reject) => {
        const onClose = () => settle(Object.assign(new Error("the output closed"), { code: "EPIPE" }));
        let settled = false;
        const settle = (error) => {
            if (settled)
                return;
            settled = true;
            stream.off("error", settle);
            stream.off("close", onClose);
            if (error === undefined || error === null)
                resolve();
            else
                reject(error);
        };
        if (stream.destroyed || stream.writableEnded)
            return onClose();
        stream.on("error", settle);
        stream.once("close", onClose);
        try {
            stream.write(chunk, (error) => settle(error ?? undefined));
        }
        catch (error) {
            settle(error);
        }
    });
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
 * retries) the error can name it: the same command with the same key replays the service's
 * original answer, the signing secret included, instead of acting twice. A key is no secret.
 */



function idempotencyKeyFor(given) {
    return given ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
}
/** Runs `call`; an unknown outcome is rethrown with a hint naming the key to replay it with. */
async function replayable(key, what, call) {
    try {
        return await call();
    }
    catch (error) {
        const unknown = (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ClientError */ .MZ && error.outcomeUnknown) ||
            (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status >= 500);
        if (unknown) {
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .attachHint */ .ZM)(error, `the service may have ${what}: run the same command again with --idempotency-key ${key} to get its answer back instead of acting twice`);
        }
        throw error;
    }
}


/***/ }),

/***/ 7713:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ revealOnce)
/* harmony export */ });
/* harmony import */ var _replayable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2893);
/* harmony import */ var _reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2827);


/** `choice` was checked first (chooseReveal); `givenKey` is --idempotency-key, else a fresh key. */
async function revealOnce(ctx, choice, givenKey, flow) {
    const client = await ctx.client();
    const idempotencyKey = (0,_replayable_js__WEBPACK_IMPORTED_MODULE_0__/* .idempotencyKeyFor */ .w)(givenKey);
    const response = await (0,_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .withReveal */ .aI)(ctx, choice, () => (0,_replayable_js__WEBPACK_IMPORTED_MODULE_0__/* .replayable */ .Y)(idempotencyKey, flow.what, () => flow.call(client, idempotencyKey)), (result) => result.data.attributes.signingSecret, (result) => ({ webhookId: result.data.id, idempotencyKey, same: flow.same }));
    if (choice.kind !== "file")
        return; // --secret-stdout: only the secret, no receipt
    const { id, type, attributes } = response.data;
    await ctx.renderResource({
        destination: "file",
        id,
        path: choice.path,
        ...flow.receipt?.(response),
        revision: attributes.revision,
        type,
    });
}


/***/ }),

/***/ 2827:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aI: () => (/* binding */ withReveal),
/* harmony export */   nR: () => (/* binding */ chooseReveal)
/* harmony export */ });
/* unused harmony export openReveal */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _schemas_patterns_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3273);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3467);
/* harmony import */ var _output_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3797);
/**
 * Reveal-once destinations: exactly one of `--secret-file` (a
 * NEW 0600 file, created with O_CREAT|O_EXCL before the API call, secret + "\n" fsynced, removed
 * on any later failure) and `--secret-stdout` (refused on a terminal; only the raw secret).
 * A secret the service issued but that could not be written out (stdout's reader gone, a full
 * disk) is never lost silently: `secret_not_written` (exit 1, the CLI's failure code) names the webhook and the
 * idempotency key whose replay returns the same secret.
 */






/** Checks the flags (no file is created yet): exactly one destination, usable. */
function chooseReveal(ctx, flags) {
    const file = flags.secretFile;
    if ((file === undefined) === (flags.secretStdout !== true)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_arguments", "choose exactly one of --secret-file <path> and --secret-stdout", {
            hint: "the signing secret is shown once; --secret-file writes it to a new 0600 file",
        });
    }
    if (file === undefined) {
        if (ctx.stdoutIsTTY) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_output", "--secret-stdout refuses to print the secret to a terminal", {
                hint: "redirect stdout (e.g. | your-secret-store) or use --secret-file <path>",
            });
        }
        return { kind: "stdout" };
    }
    if (file === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_arguments", "--secret-file needs a path");
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(ctx.cwd, file);
    if (exists(path)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_output", `--secret-file ${path} already exists; it is never overwritten`, {
            hint: "choose a new path, or remove the old file first",
        });
    }
    return { kind: "file", path };
}
function exists(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Creates the file now (before the API call); stdout needs nothing up front. */
async function openReveal(ctx, choice) {
    if (choice.kind === "stdout") {
        return {
            choice,
            async commit(secret) {
                ctx.secrets.add(secret);
                checkShape(secret);
                ctx.stdoutHoldsSecret = true;
                await (0,_output_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeConfirmed */ .n)(ctx.stdout, `${secret}\n`).catch((error) => {
                    throw new SecretWriteError("stdout", error);
                });
            },
            async discard() { },
        };
    }
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(choice.path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY, 0o600);
    }
    catch (error) {
        const code = error.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_output", code === "EEXIST"
            ? `--secret-file ${choice.path} already exists; it is never overwritten`
            : `--secret-file ${choice.path} cannot be created (${code ?? "error"})`);
    }
    let committed = false;
    return {
        choice,
        async commit(secret) {
            ctx.secrets.add(secret);
            checkShape(secret);
            try {
                await handle.writeFile(`${secret}\n`, "utf8");
                await handle.sync();
                await handle.close();
            }
            catch (error) {
                throw new SecretWriteError(`--secret-file ${choice.path}`, error);
            }
            committed = true;
        },
        async discard() {
            if (!committed)
                await handle.close().catch(() => { });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(choice.path).catch(() => { });
        },
    };
}
function checkShape(secret) {
    if (!_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .signingSecretPattern */ .Ac.test(secret)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_api_response", "the API returned a signing secret of an unexpected shape");
    }
}
/** The write of an issued secret failed: where to, and the system's reason. */
class SecretWriteError extends Error {
    destination;
    name = "SecretWriteError";
    reason;
    constructor(destination, cause) {
        super(`cannot write the secret to ${destination}`, { cause });
        this.destination = destination;
        const code = cause?.code;
        this.reason = typeof code === "string" && /^[A-Z0-9_]{1,40}$/.test(code) ? code : "write failed";
    }
}
/** Runs `call` with the destination open; on any failure the new file is removed. */
async function withReveal(ctx, choice, call, secretOf, recoveryOf) {
    const sink = await openReveal(ctx, choice);
    try {
        const result = await call();
        try {
            await sink.commit(secretOf(result));
        }
        catch (error) {
            if (!(error instanceof SecretWriteError))
                throw error;
            throw notWritten(error, recoveryOf(result));
        }
        return result;
    }
    catch (error) {
        await sink.discard();
        throw error;
    }
}
function notWritten(error, recovery) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("secret_not_written", `the service issued the signing secret of webhook ${recovery.webhookId}, but writing it to ${error.destination} failed (${error.reason}); it was not shown anywhere else`, {
        cause: error,
        hint: `to get the same secret back, run the same command (${recovery.same}) again with --idempotency-key ${recovery.idempotencyKey} within seven days; the replay does not act twice`,
    });
}


/***/ }),

/***/ 5786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ SvcError),
/* harmony export */   JV: () => (/* binding */ createApiError),
/* harmony export */   MZ: () => (/* binding */ ClientError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   _z: () => (/* binding */ IdempotencyConflictError),
/* harmony export */   dK: () => (/* binding */ ResponseValidationError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   i_: () => (/* binding */ PermissionError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError)
/* harmony export */ });
/* unused harmony exports clientErrorCodes, InvalidRequestError, ConflictError, PreconditionRequiredError, BadGatewayError, DependencyUnavailableError, GatewayTimeoutError, LegacyApiError */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);

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
    constructor(code, message, fields = {}) {
        super(code, message, fields);
        this.outcomeUnknown = fields.outcomeUnknown ?? false;
    }
    toJSON() {
        return { ...super.toJSON(), outcomeUnknown: this.outcomeUnknown };
    }
}
/** A response that does not match the contract; `path` names the first failing field. */
class ResponseValidationError extends ClientError {
    name = "ResponseValidationError";
    path;
    constructor(path, problem, fields = {}) {
        const where = fields.requestId ? ` (request ${fields.requestId})` : "";
        super("invalid_api_response", `invalid API response at ${path}: ${problem}${where}`, fields);
        this.path = path;
    }
    toJSON() {
        return { ...super.toJSON(), path: this.path };
    }
}
/** A non-2xx response (including an unfollowed 3xx). */
class ApiError extends SvcError {
    name = "ApiError";
    errors;
    constructor(init) {
        super(init.code, init.detail, init);
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
const byStatus = {
    400: InvalidRequestError,
    401: AuthenticationError,
    403: PermissionError,
    404: NotFoundError,
    409: ConflictError,
    412: PreconditionFailedError,
    428: PreconditionRequiredError,
    429: RateLimitError,
    502: BadGatewayError,
    503: DependencyUnavailableError,
    504: GatewayTimeoutError,
};
/** The subclass matching a status (and `idempotency_conflict`), else plain `ApiError`. */
function createApiError(init) {
    if (init.status === 409 && init.code === "idempotency_conflict")
        return new IdempotencyConflictError(init);
    const Subclass = byStatus[init.status] ?? ApiError;
    return new Subclass(init);
}


/***/ }),

/***/ 9527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ jsonNestingOffset),
/* harmony export */   hN: () => (/* binding */ jsonShapeProblem),
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
                if (top.keys.has(key))
                    return { kind: "duplicate_key", key: shorten(key), path: pathOf(stack) };
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


/***/ }),

/***/ 3490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ directoryProblem),
/* harmony export */   Mv: () => (/* binding */ readBoundedFile),
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   i9: () => (/* binding */ readBoundedStream)
/* harmony export */ });
/* unused harmony exports describeSize, describeFileType, fileErrorFrom */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/**
 * The one way svc-ci reads a file a user named (a plan, a secret file, a capture, --data @file):
 * opened without blocking, checked to be a regular file on the open descriptor (no race between a
 * check and the read), refused when larger than the limit before a byte is read, and never read
 * past the limit + 1 bytes (a file that grows meanwhile is still refused).
 *
 * O_NONBLOCK matters: opening a named pipe (FIFO) for reading otherwise waits for a writer forever
 * in one of Node's worker threads, and a process with such a thread cannot exit, not even on Ctrl-C.
 * With it the open returns at once and the regular-file check refuses the pipe. Stdin is read by
 * readBoundedStream instead, which an AbortSignal (Ctrl-C) ends.
 */


class InputFileError extends Error {
    problem;
    name = "InputFileError";
    constructor(problem, message) {
        super(message);
        this.problem = problem;
    }
}
/** "1 MiB", "4096 bytes": how a limit is named in messages. */
function describeSize(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/** What a non-regular file is, for "is a named pipe (FIFO), not a regular file". */
function describeFileType(stats) {
    if (stats.isDirectory())
        return "a directory";
    if (stats.isFIFO())
        return "a named pipe (FIFO)";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isSocket())
        return "a socket";
    if (stats.isSymbolicLink())
        return "a symbolic link";
    return "not a regular file";
}
/** The error for a failed open or stat of `path`, phrased as "<path> does not exist" etc. (no path). */
function fileErrorFrom(error) {
    const code = error?.code ?? "error";
    switch (code) {
        case "ENOENT":
            return new InputFileError("missing", "does not exist");
        case "ENOTDIR":
            return new InputFileError("not_a_directory_on_path", "cannot be reached: a part of its path is a file, not a directory");
        case "ELOOP":
            return new InputFileError("symlink", "is a symbolic link, which is refused here; name the real file");
        case "EACCES":
        case "EPERM":
            return new InputFileError("permission_denied", `cannot be read: permission denied (${code})`);
        case "ENXIO":
            return new InputFileError("not_regular", "is a socket or device, not a regular file");
        case "EISDIR":
            return new InputFileError("not_regular", "is a directory, not a regular file");
        default:
            return new InputFileError("unreadable", `cannot be read (${code})`);
    }
}
const openFlags = (noFollow) => node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (noFollow ? (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) : 0);
/**
 * Reads a regular file of at most `maxBytes`. Throws InputFileError whose message completes
 * "<what> <path> ..." (e.g. "is a named pipe (FIFO), not a regular file").
 */
async function readBoundedFile(path, options) {
    const { maxBytes } = options;
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, openFlags(options.noFollow === true)).catch((error) => {
        throw fileErrorFrom(error);
    });
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new InputFileError("not_regular", `is ${describeFileType(stats)}, not a regular file`);
        }
        const tooLarge = () => new InputFileError("too_large", `is larger than ${describeSize(maxBytes)}`);
        if (stats.size > maxBytes)
            throw tooLarge();
        const buffer = Buffer.alloc(Math.min(maxBytes, Math.max(stats.size, 0)) + 1);
        let length = 0;
        let target = buffer;
        for (;;) {
            if (length === target.length) {
                if (length > maxBytes)
                    throw tooLarge();
                // The file grew after the stat (or reports size 0, as /proc files do): read on, bounded.
                const bigger = Buffer.alloc(Math.min(maxBytes + 1, Math.max(target.length * 2, 4096)));
                target.copy(bigger, 0, 0, length);
                target = bigger;
            }
            const { bytesRead } = await handle.read(target, length, target.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > maxBytes)
                throw tooLarge();
        }
        return target.subarray(0, length);
    }
    catch (error) {
        if (error instanceof InputFileError)
            throw error;
        throw fileErrorFrom(error);
    }
    finally {
        await handle.close();
    }
}
/**
 * Reads a stream (standard input) up to `maxBytes`; more is refused as soon as it arrives. An
 * aborted `signal` (Ctrl-C) ends the wait at once with the signal's reason.
 */
async function readBoundedStream(stream, maxBytes, signal) {
    signal?.throwIfAborted();
    const chunks = [];
    let size = 0;
    let aborted;
    const abortedPromise = new Promise((_, reject) => {
        aborted = reject;
    });
    abortedPromise.catch(() => { });
    const onAbort = () => aborted?.(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    const iterator = stream[Symbol.asyncIterator]();
    try {
        for (;;) {
            const next = await Promise.race([iterator.next(), abortedPromise]);
            if (next.done)
                break;
            const chunk = next.value;
            const buffer = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk);
            size += buffer.length;
            if (size > maxBytes)
                throw new InputFileError("too_large", `is larger than ${describeSize(maxBytes)}`);
            chunks.push(buffer);
        }
        return Buffer.concat(chunks);
    }
    finally {
        signal?.removeEventListener("abort", onAbort);
        // Stop reading (a pending read is left to the exit that follows Ctrl-C, never awaited).
        if (size > maxBytes || signal?.aborted)
            void iterator.return?.()?.catch(() => { });
    }
}
/**
 * Why `path` cannot be used as a directory ("does not exist", "is a regular file, not a
 * directory", ...), or undefined when it is one (a symlink to a directory counts as one).
 */
async function directoryProblem(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch((error) => fileErrorFrom(error));
    if (stats instanceof InputFileError)
        return stats.message;
    if (stats.isDirectory())
        return undefined;
    return `is ${stats.isFile() ? "a regular file" : describeFileType(stats)}, not a directory`;
}


/***/ })

};
