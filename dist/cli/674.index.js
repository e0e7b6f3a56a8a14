export const id = 674;
export const ids = [674,780];
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

/***/ 2976:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rotateSecret: () => (/* binding */ rotateSecret)
/* harmony export */ });
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3678);
/* harmony import */ var _interact_confirm_destructive_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9756);
/* harmony import */ var _output_render_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(949);
/* harmony import */ var _secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2827);
/* harmony import */ var _replayable_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9965);





/** CONTRACT 13.7 order: destination flags, then the confirmation, then the credential. */
async function rotateSecret(ctx, globals, id, flags) {
    const choice = (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .chooseReveal */ .nR)(ctx, flags);
    await (0,_interact_confirm_destructive_js__WEBPACK_IMPORTED_MODULE_1__/* .confirmDestructive */ .V)(ctx, flags.yes, {
        question: `Rotate the signing secret for webhook ${id}?`,
        action: `rotating the signing secret of webhook ${id}`,
    });
    const client = await (0,_api_js__WEBPACK_IMPORTED_MODULE_2__/* .openClient */ .M)(ctx, globals);
    const idempotencyKey = (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .idempotencyKeyFor */ .w)(flags.idempotencyKey);
    const response = await (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .withReveal */ .aI)(ctx, choice, () => (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .replayable */ .Y)(idempotencyKey, "rotated the secret (with the same --if-match)", () => client.rotateWebhookSecret(id, { ifMatch: flags.ifMatch, idempotencyKey, signal: ctx.signal })), (result) => result.data.attributes.signingSecret);
    if (choice.kind !== "file")
        return;
    const { type, attributes } = response.data;
    await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReceipt */ .pB)(ctx, globals.output, {
        destination: "file",
        id: response.data.id,
        path: choice.path,
        replayed: attributes.replayed,
        revision: attributes.revision,
        type,
    });
}


/***/ }),

/***/ 9756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ confirmDestructive)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3467);

async function confirmDestructive(ctx, yes, prompt) {
    const { question, action } = prompt;
    if (yes === true || ctx.env.SVC_CLI_ASSUME_YES === "1")
        return;
    if (!ctx.canPrompt) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CliError */ .z1("confirmation_required", `${action} needs confirmation, and this run is not interactive`, {
            hint: "pass --yes (or set SVC_CLI_ASSUME_YES=1) to confirm without a prompt",
        });
    }
    if (!(await ctx.confirm(question)))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CliError */ .z1("cancelled", "cancelled; nothing was changed");
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
