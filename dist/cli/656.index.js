export const id = 656;
export const ids = [656,780];
export const modules = {

/***/ 3678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient),
/* harmony export */   openSession: () => (/* binding */ openSession)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4221);
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





/** Destination flags, then the confirmation, then the credential. */
async function rotateSecret(ctx, globals, id, flags) {
    const choice = (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .chooseReveal */ .nR)(ctx, flags);
    await (0,_interact_confirm_destructive_js__WEBPACK_IMPORTED_MODULE_1__/* .confirmDestructive */ .V)(ctx, flags.yes, {
        question: `Rotate the signing secret for webhook ${id}?`,
        action: `rotating the signing secret of webhook ${id}`,
    });
    const client = await (0,_api_js__WEBPACK_IMPORTED_MODULE_2__/* .openClient */ .M)(ctx, globals);
    const idempotencyKey = (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .idempotencyKeyFor */ .w)(flags.idempotencyKey);
    const response = await (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .withReveal */ .aI)(ctx, choice, () => (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .replayable */ .Y)(idempotencyKey, "rotated the secret (with the same --if-match)", () => client.rotateWebhookSecret(id, { ifMatch: flags.ifMatch, idempotencyKey, signal: ctx.signal })), (result) => result.data.attributes.signingSecret, (result) => ({ webhookId: result.data.id, idempotencyKey, same: "the same --if-match" }));
    if (choice.kind !== "file")
        return;
    const { type, attributes } = response.data;
    await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_4__/* .renderResource */ .H5)(ctx, globals.output, {
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

/***/ 3223:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ fast_string_width_dist)
});

;// CONCATENATED MODULE: ./node_modules/fast-string-truncated-width/dist/utils.js
/* MAIN */
const getCodePointsLength = (() => {
    const SURROGATE_PAIR_RE = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
    return (input) => {
        let surrogatePairsNr = 0;
        SURROGATE_PAIR_RE.lastIndex = 0;
        while (SURROGATE_PAIR_RE.test(input)) {
            surrogatePairsNr += 1;
        }
        return input.length - surrogatePairsNr;
    };
})();
const isFullWidth = (x) => {
    return x === 0x3000 || x >= 0xFF01 && x <= 0xFF60 || x >= 0xFFE0 && x <= 0xFFE6;
};
const isWideNotCJKTNotEmoji = (x) => {
    return x === 0x231B || x === 0x2329 || x >= 0x2FF0 && x <= 0x2FFF || x >= 0x3001 && x <= 0x303E || x >= 0x3099 && x <= 0x30FF || x >= 0x3105 && x <= 0x312F || x >= 0x3131 && x <= 0x318E || x >= 0x3190 && x <= 0x31E3 || x >= 0x31EF && x <= 0x321E || x >= 0x3220 && x <= 0x3247 || x >= 0x3250 && x <= 0x4DBF || x >= 0xFE10 && x <= 0xFE19 || x >= 0xFE30 && x <= 0xFE52 || x >= 0xFE54 && x <= 0xFE66 || x >= 0xFE68 && x <= 0xFE6B || x >= 0x1F200 && x <= 0x1F202 || x >= 0x1F210 && x <= 0x1F23B || x >= 0x1F240 && x <= 0x1F248 || x >= 0x20000 && x <= 0x2FFFD || x >= 0x30000 && x <= 0x3FFFD;
};
/* EXPORT */


;// CONCATENATED MODULE: ./node_modules/fast-string-truncated-width/dist/index.js
/* IMPORT */

/* HELPERS */
const ANSI_RE = /[\u001b\u009b][[()#;?]*(?:[0-9]{1,4}(?:;[0-9]{0,4})*)?[0-9A-ORZcf-nqry=><]|\u001b\]8;[^;]*;.*?(?:\u0007|\u001b\u005c)/y;
const CONTROL_RE = /[\x00-\x08\x0A-\x1F\x7F-\x9F]{1,1000}/y;
const CJKT_WIDE_RE = /(?:(?![\uFF61-\uFF9F\uFF00-\uFFEF])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Tangut}]){1,1000}/yu;
const TAB_RE = /\t{1,1000}/y;
const EMOJI_RE = /[\u{1F1E6}-\u{1F1FF}]{2}|\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}|(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|\p{Emoji_Presentation})(?:\u200D(?:\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|\p{Emoji_Presentation}|\p{Emoji}\uFE0F\u20E3?))*/yu;
const LATIN_RE = /(?:[\x20-\x7E\xA0-\xFF](?!\uFE0F)){1,1000}/y;
const MODIFIER_RE = /\p{M}+/gu;
const NO_TRUNCATION = { limit: Infinity, ellipsis: '' };
/* MAIN */
const getStringTruncatedWidth = (input, truncationOptions = {}, widthOptions = {}) => {
    /* CONSTANTS */
    const LIMIT = truncationOptions.limit ?? Infinity;
    const ELLIPSIS = truncationOptions.ellipsis ?? '';
    const ELLIPSIS_WIDTH = truncationOptions?.ellipsisWidth ?? (ELLIPSIS ? getStringTruncatedWidth(ELLIPSIS, NO_TRUNCATION, widthOptions).width : 0);
    const ANSI_WIDTH = 0;
    const CONTROL_WIDTH = widthOptions.controlWidth ?? 0;
    const TAB_WIDTH = widthOptions.tabWidth ?? 8;
    const EMOJI_WIDTH = widthOptions.emojiWidth ?? 2;
    const FULL_WIDTH_WIDTH = 2;
    const REGULAR_WIDTH = widthOptions.regularWidth ?? 1;
    const WIDE_WIDTH = widthOptions.wideWidth ?? FULL_WIDTH_WIDTH;
    const PARSE_BLOCKS = [
        [LATIN_RE, REGULAR_WIDTH],
        [ANSI_RE, ANSI_WIDTH],
        [CONTROL_RE, CONTROL_WIDTH],
        [TAB_RE, TAB_WIDTH],
        [EMOJI_RE, EMOJI_WIDTH],
        [CJKT_WIDE_RE, WIDE_WIDTH],
    ];
    /* STATE */
    let indexPrev = 0;
    let index = 0;
    let length = input.length;
    let lengthExtra = 0;
    let truncationEnabled = false;
    let truncationIndex = length;
    let truncationLimit = Math.max(0, LIMIT - ELLIPSIS_WIDTH);
    let unmatchedStart = 0;
    let unmatchedEnd = 0;
    let width = 0;
    let widthExtra = 0;
    /* PARSE LOOP */
    outer: while (true) {
        /* UNMATCHED */
        if ((unmatchedEnd > unmatchedStart) || (index >= length && index > indexPrev)) {
            const unmatched = input.slice(unmatchedStart, unmatchedEnd) || input.slice(indexPrev, index);
            lengthExtra = 0;
            for (const char of unmatched.replaceAll(MODIFIER_RE, '')) {
                const codePoint = char.codePointAt(0) || 0;
                if (isFullWidth(codePoint)) {
                    widthExtra = FULL_WIDTH_WIDTH;
                }
                else if (isWideNotCJKTNotEmoji(codePoint)) {
                    widthExtra = WIDE_WIDTH;
                }
                else {
                    widthExtra = REGULAR_WIDTH;
                }
                if ((width + widthExtra) > truncationLimit) {
                    truncationIndex = Math.min(truncationIndex, Math.max(unmatchedStart, indexPrev) + lengthExtra);
                }
                if ((width + widthExtra) > LIMIT) {
                    truncationEnabled = true;
                    break outer;
                }
                lengthExtra += char.length;
                width += widthExtra;
            }
            unmatchedStart = unmatchedEnd = 0;
        }
        /* EXITING */
        if (index >= length) {
            break outer;
        }
        /* PARSE BLOCKS */
        for (let i = 0, l = PARSE_BLOCKS.length; i < l; i++) {
            const [BLOCK_RE, BLOCK_WIDTH] = PARSE_BLOCKS[i];
            BLOCK_RE.lastIndex = index;
            if (BLOCK_RE.test(input)) {
                lengthExtra = BLOCK_RE === CJKT_WIDE_RE ? getCodePointsLength(input.slice(index, BLOCK_RE.lastIndex)) : BLOCK_RE === EMOJI_RE ? 1 : BLOCK_RE.lastIndex - index;
                widthExtra = lengthExtra * BLOCK_WIDTH;
                if ((width + widthExtra) > truncationLimit) {
                    truncationIndex = Math.min(truncationIndex, index + Math.floor((truncationLimit - width) / BLOCK_WIDTH));
                }
                if ((width + widthExtra) > LIMIT) {
                    truncationEnabled = true;
                    break outer;
                }
                width += widthExtra;
                unmatchedStart = indexPrev;
                unmatchedEnd = index;
                index = indexPrev = BLOCK_RE.lastIndex;
                continue outer;
            }
        }
        /* UNMATCHED INDEX */
        index += 1;
    }
    /* RETURN */
    return {
        width: truncationEnabled ? truncationLimit : width,
        index: truncationEnabled ? truncationIndex : length,
        truncated: truncationEnabled,
        ellipsed: truncationEnabled && LIMIT >= ELLIPSIS_WIDTH
    };
};
/* EXPORT */
/* harmony default export */ const dist = (getStringTruncatedWidth);

;// CONCATENATED MODULE: ./node_modules/fast-string-width/dist/index.js
/* IMPORT */

/* HELPERS */
const dist_NO_TRUNCATION = {
    limit: Infinity,
    ellipsis: '',
    ellipsisWidth: 0,
};
/* MAIN */
const fastStringWidth = (input, options = {}) => {
    return dist(input, dist_NO_TRUNCATION, options).width;
};
/* EXPORT */
/* harmony default export */ const fast_string_width_dist = (fastStringWidth);


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
