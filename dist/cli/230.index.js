export const id = 230;
export const ids = [230,780];
export const modules = {

/***/ 3678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient),
/* harmony export */   openSession: () => (/* binding */ openSession)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2575);
/* harmony import */ var _credentials_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1675);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3467);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6802);
/**
 * Builds the API client for an action body. Loaded only by action bodies (behind `await import`),
 * never by program.ts or a leaf declaration: it pulls in the client and zod.
 */




/** Resolves the credential (env token first, then the stored profile) and builds the client. */
async function openClient(ctx, globals) {
    return (await openSession(ctx, globals)).client;
}
async function openSession(ctx, globals) {
    const credential = await (0,_credentials_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCredential */ .S)(ctx, { profile: globals.profile, baseUrl: globals.baseUrl });
    let client;
    try {
        client = (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createClient */ .U)({
            // Node's http client ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY on its own; CI machines behind a proxy need them.
            proxyEnv: ctx.env,
            token: credential.token,
            baseUrl: credential.baseUrl,
            timeoutMs: globals.timeout,
            retries: globals.retries,
            userAgent: `svc/${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .CLI_VERSION */ .E}`,
        });
    }
    catch (error) {
        throw nameBaseUrlSource(nameCredentialSource(error, credential), ctx, globals, credential);
    }
    return { client, credential };
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
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_credential", `${source}${error.message.slice("token".length)}`, {
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
    const source = globals.baseUrl !== undefined
        ? "--base-url"
        : ctx.env.SVC_API_BASE_URL?.trim()
            ? "SVC_API_BASE_URL"
            : `the base URL of profile "${credential.profileName ?? "default"}"`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1(code, `${source}${error.message.slice("baseUrl".length)}`, { cause: error });
}


/***/ }),

/***/ 5020:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createWebhook: () => (/* binding */ createWebhook)
/* harmony export */ });
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3678);
/* harmony import */ var _input_data_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3777);
/* harmony import */ var _output_render_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(949);
/* harmony import */ var _secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2827);
/* harmony import */ var _replayable_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9965);





async function createWebhook(ctx, globals, flags) {
    const choice = (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .chooseReveal */ .nR)(ctx, flags);
    const body = (0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .checkCreateKeys */ .RR)(await (0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .readDataObject */ .EG)(ctx, flags.data));
    const client = await (0,_api_js__WEBPACK_IMPORTED_MODULE_2__/* .openClient */ .M)(ctx, globals);
    const idempotencyKey = (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .idempotencyKeyFor */ .w)(flags.idempotencyKey);
    const response = await (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .withReveal */ .aI)(ctx, choice, () => (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .replayable */ .Y)(idempotencyKey, "created the webhook", () => client.createWebhook(body, { idempotencyKey, signal: ctx.signal })).catch((error) => Promise.reject((0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .renameBodyError */ .NJ)(error))), (result) => result.data.attributes.signingSecret);
    if (choice.kind !== "file")
        return; // --secret-stdout: only the secret, no receipt
    const { id, type, attributes } = response.data;
    await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReceipt */ .pB)(ctx, globals.output, {
        destination: "file",
        id,
        path: choice.path,
        revision: attributes.revision,
        type,
    });
}


/***/ }),

/***/ 9965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ replayable),
/* harmony export */   w: () => (/* binding */ idempotencyKeyFor)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3828);
/* harmony import */ var _output_error_line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2883);
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
        const unknown = (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ClientError */ .MZ && error.outcomeUnknown) ||
            (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status >= 500);
        if (unknown) {
            (0,_output_error_line_js__WEBPACK_IMPORTED_MODULE_2__/* .attachHint */ .Z)(error, `the service may have ${what}: run the same command again with --idempotency-key ${key} to get its answer back instead of acting twice`);
        }
        throw error;
    }
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
/* unused harmony export MAX_DATA_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3467);
/**
 * `--data` (CONTRACT 13.5): inline JSON, `@path` (a regular file, resolved against the working
 * directory) or `-` (stdin); at most 1 MiB; UTF-8 JSON object. The exact key rules of create and
 * update are checked here, before any credential is read or request sent; the value rules are
 * the client's (also before any request).
 */




const MAX_DATA_BYTES = 1024 * 1024;
const tooLarge = (where) => new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("input_too_large", `--data ${where} is larger than 1 MiB`, {
    hint: "a webhook body is a few hundred bytes; check that you passed the right file",
});
async function readStdin(ctx) {
    if (ctx.stdinIsTTY) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_input_file", "--data - reads standard input, but it is a terminal", {
            hint: "pipe the JSON in (echo '{...}' | svc ... --data -) or use --data @file.json",
        });
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of ctx.stdin) {
        const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        size += buffer.length;
        if (size > MAX_DATA_BYTES)
            throw tooLarge("from standard input");
        chunks.push(buffer);
    }
    return Buffer.concat(chunks);
}
async function readFileArgument(ctx, file) {
    if (file === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_input_file", "--data @ needs a file path, e.g. --data @webhook.json");
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(ctx.cwd, file);
    let handle;
    try {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever; the
        // regular-file check below then refuses it. Regular files ignore the flag.
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code ?? "unreadable";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_input_file", `--data @${file}: cannot read the file (${code})`);
    }
    try {
        const stat = await handle.stat();
        if (!stat.isFile())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_input_file", `--data @${file} is not a regular file`);
        if (stat.size > MAX_DATA_BYTES)
            throw tooLarge(`@${file}`);
        const buffer = Buffer.alloc(MAX_DATA_BYTES + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > MAX_DATA_BYTES)
                throw tooLarge(`@${file}`);
        }
        return buffer.subarray(0, length);
    }
    finally {
        await handle.close();
    }
}
/** Reads and parses `--data` into a JSON object. */
async function readDataObject(ctx, value) {
    let bytes;
    const inline = value !== "-" && !value.startsWith("@");
    if (value === "-") {
        bytes = await readStdin(ctx);
        if (bytes.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_json", "--data - read nothing from standard input", {
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_json", "--data is not valid UTF-8");
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        const message = `--data is not valid JSON: ${error.message}`;
        // The quoting hint only helps inline JSON, which shells (PowerShell above all) may mangle.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_json", message, inline
            ? {
                hint: "on Windows PowerShell, pass the JSON with --data @file.json or --data - instead of inline",
            }
            : {});
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_json", '--data must be a JSON object, e.g. {"url": "https://...", "actions": ["task_created"]}');
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_arguments", `--data for webhooks create must have exactly the keys actions and url (${parts.join("; ")})`);
    }
    return { actions: data.actions, url: data.url };
}
/** Webhook update input: only `actions`, `disabled`, `url`, at least one. */
function checkUpdateKeys(data) {
    const keys = Object.keys(data);
    const unknown = keys.filter((key) => key !== "actions" && key !== "disabled" && key !== "url");
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_arguments", `--data for webhooks update may only have actions, disabled and url (unknown ${keyList(unknown)})`);
    }
    if (keys.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_arguments", "--data for webhooks update needs at least one of actions, disabled, url");
    }
    return data;
}
/** The client names its own field path (`createWebhook body.url`); the user wrote `--data`. */
function renameBodyError(error) {
    if (error instanceof Error && error.code === "invalid_arguments") {
        const match = /^invalid (?:createWebhook|updateWebhook) body\.?(.*)$/s.exec(error.message);
        if (match) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_arguments", `invalid --data ${match[1] ?? ""}`.trimEnd(), {
                cause: error,
            });
        }
    }
    return error;
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
 * Reveal-once destinations (spec 4.3 rule 2, CONTRACT 13.6): exactly one of `--secret-file` (a
 * NEW 0600 file, created with O_CREAT|O_EXCL before the API call, secret + "\n" fsynced, removed
 * on any later failure) and `--secret-stdout` (refused on a terminal; only the raw secret).
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
                await (0,_output_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeChunk */ .x)(ctx.stdout, `${secret}\n`, ctx.signal);
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
            await handle.writeFile(`${secret}\n`, "utf8");
            await handle.sync();
            await handle.close();
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
    if (!_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .signingSecretPattern */ .A.test(secret)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_api_response", "the API returned a signing secret of an unexpected shape");
    }
}
/** Runs `call` with the destination open; on any failure the new file is removed. */
async function withReveal(ctx, choice, call, secretOf) {
    const sink = await openReveal(ctx, choice);
    try {
        const result = await call();
        await sink.commit(secretOf(result));
        return result;
    }
    catch (error) {
        await sink.discard();
        throw error;
    }
}


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
