export const id = 20;
export const ids = [20];
export const modules = {

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
    const response = await (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .withReveal */ .aI)(ctx, choice, () => (0,_replayable_js__WEBPACK_IMPORTED_MODULE_3__/* .replayable */ .Y)(idempotencyKey, "created the webhook", () => client.createWebhook(body, { idempotencyKey, signal: ctx.signal })).catch((error) => Promise.reject((0,_input_data_js__WEBPACK_IMPORTED_MODULE_1__/* .renameBodyError */ .NJ)(error))), (result) => result.data.attributes.signingSecret, (result) => ({ webhookId: result.data.id, idempotencyKey, same: "the same --data" }));
    if (choice.kind !== "file")
        return; // --secret-stdout: only the secret, no receipt
    const { id, type, attributes } = response.data;
    await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_4__/* .renderResource */ .H5)(ctx, globals.output, {
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


/***/ })

};
