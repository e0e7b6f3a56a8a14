export const id = 713;
export const ids = [713];
export const modules = {

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

/***/ 7713:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ revealOnce)
/* harmony export */ });
/* harmony import */ var _schemas_webhook_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(537);
/* harmony import */ var _output_sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6495);
/* harmony import */ var _replay_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2713);
/* harmony import */ var _replayable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2893);
/* harmony import */ var _reveal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2827);





const destinationWords = (choice) => choice.kind === "file" ? ["--secret-file", choice.path] : ["--secret-stdout"];
/** `choice` was checked first (chooseReveal); `givenKey` is --idempotency-key, else a fresh key. */
async function revealOnce(ctx, choice, givenKey, flow) {
    const client = await ctx.client();
    const idempotencyKey = (0,_replayable_js__WEBPACK_IMPORTED_MODULE_0__/* .idempotencyKeyFor */ .w)(givenKey);
    const trailing = [...destinationWords(choice), ...(flow.trailing ?? [])];
    const command = (0,_replay_command_js__WEBPACK_IMPORTED_MODULE_1__/* .replayCommand */ .Pi)(ctx.globals, flow.words, idempotencyKey, trailing);
    const replay = { key: idempotencyKey, what: flow.what, command, unusable: "no signing secret was written" };
    const response = await (0,_reveal_js__WEBPACK_IMPORTED_MODULE_2__/* .withReveal */ .a)(ctx, choice, () => (0,_replayable_js__WEBPACK_IMPORTED_MODULE_0__/* .replayable */ .Y)(replay, () => flow.call(client, idempotencyKey)), (result) => result.data.attributes.signingSecret, (result) => ({ webhookId: result.data.id, idempotencyKey, command }));
    warnDeviations(ctx, response, choice);
    if (choice.kind !== "file")
        return; // --secret-stdout: only the secret, no receipt
    const { id, type, attributes } = response.data;
    await ctx.renderResource({
        destination: "file",
        id,
        path: choice.path,
        ...flow.receipt?.(response),
        // A tolerated answer may carry a malformed revision: shown only when it is one.
        ...(_schemas_webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .revisionPattern */ .a5.test(String(attributes.revision)) ? { revision: attributes.revision } : {}),
        type,
    });
}
/** One stderr line per deviation of an answer whose secret was written all the same. */
function warnDeviations(ctx, response, choice) {
    const where = choice.kind === "file" ? `--secret-file ${choice.path}` : "stdout";
    for (const { path, problem } of response.warnings) {
        const text = `webhook ${response.data.id}: the service's answer differs from the contract at ${path} (${problem}); its signing secret was written to ${where} all the same`;
        ctx.stderr.write(`svc: warning: ${(0,_output_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .safeDiagnostic */ .dB)(text, ctx.secrets)}\n`);
    }
}


/***/ }),

/***/ 2827:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ withReveal),
/* harmony export */   n: () => (/* binding */ chooseReveal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _engine_owned_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9833);
/* harmony import */ var _schemas_patterns_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3273);
/* harmony import */ var _untrusted_path_problem_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7421);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3467);
/* harmony import */ var _output_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3797);
/**
 * Reveal-once destinations: exactly one of `--secret-file` (a
 * NEW 0600 file, created with O_CREAT|O_EXCL|O_NOFOLLOW before the API call, secret + "\n" fsynced,
 * removed on any later failure while it is still the file created) and `--secret-stdout` (refused on a terminal; only the raw secret).
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
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(choice.path, _engine_owned_files_js__WEBPACK_IMPORTED_MODULE_5__/* .createFlags */ .aA, 0o600);
    }
    catch (error) {
        const code = error.code;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_output", code === "EEXIST"
            ? `--secret-file ${choice.path} already exists; it is never overwritten`
            : `--secret-file ${choice.path} cannot be created: ${(await (0,_untrusted_path_problem_js__WEBPACK_IMPORTED_MODULE_6__/* .parentProblem */ ._u)(choice.path)) ?? code ?? "error"}`);
    }
    // Its identity: a failed command removes this very file, never one put in its place meanwhile.
    const identity = (0,_engine_owned_files_js__WEBPACK_IMPORTED_MODULE_5__/* .fileIdentity */ .l6)(await handle.stat({ bigint: true }));
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
            await (0,_engine_owned_files_js__WEBPACK_IMPORTED_MODULE_5__/* .unlinkIfSame */ .Lc)(choice.path, identity).catch(() => { });
        },
    };
}
function checkShape(secret) {
    if (!_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_7__/* .signingSecretPattern */ .Ac.test(secret)) {
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
        hint: `to get the same secret back, run the same command again with --idempotency-key ${recovery.idempotencyKey} within seven days (the replay does not act twice): ${recovery.command}`,
    });
}


/***/ }),

/***/ 9833:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ readSmallFile),
/* harmony export */   Lc: () => (/* binding */ unlinkIfSame),
/* harmony export */   aA: () => (/* binding */ createFlags),
/* harmony export */   l6: () => (/* binding */ fileIdentity),
/* harmony export */   nR: () => (/* binding */ ownerOnlyMode),
/* harmony export */   r6: () => (/* binding */ ownedByUs),
/* harmony export */   s8: () => (/* binding */ identityAt),
/* harmony export */   x3: () => (/* binding */ createFile),
/* harmony export */   zR: () => (/* binding */ syncDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/**
 * The file-system moves every writer and clean-up of the engine shares: read a small file without
 * following a symlink or waiting on a pipe, create a file that did not exist (never through a
 * symlink), fsync a directory, unlink a file only while it is the very one we checked.
 */


/** Opening for a read never follows a symlink in the file's place nor blocks on a named pipe. */
const readFlags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** A new file only: fails when anything (a file, a symlink, a pipe) already has the name. */
const createFlags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/**
 * The text of a regular file of at most `maxBytes`, or undefined when it is missing, a symlink, not
 * a regular file, larger, or unreadable.
 */
async function readSmallFile(path, maxBytes) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, readFlags).catch(() => undefined);
    if (!handle)
        return undefined;
    try {
        const stats = await handle.stat();
        if (!stats.isFile() || stats.size > maxBytes)
            return undefined;
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > maxBytes)
                return undefined;
        }
        return buffer.toString("utf8", 0, length);
    }
    catch {
        return undefined;
    }
    finally {
        await handle.close().catch(() => { });
    }
}
/** Writes `text` to a new file `path` (mode 0600) and fsyncs it; EEXIST when the name is taken. */
async function createFile(path, text) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, createFlags, 0o600);
    try {
        await handle.writeFile(text);
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** fsyncs a directory, so a rename or unlink in it is durable; best effort. */
async function syncDirectory(directory) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(directory, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY).catch(() => undefined);
    if (!handle)
        return;
    await handle.sync().catch(() => { });
    await handle.close().catch(() => { });
}
/**
 * A file's identity as text a record can keep: device, inode and birth time (an inode number is
 * reused at once for the next file created; the birth time tells them apart where the file system
 * keeps one).
 */
const fileIdentity = (stats) => `${stats.dev}:${stats.ino}:${stats.birthtimeNs}`;
/** The identity of what is at `path` itself (a symlink is not followed), or undefined. */
async function identityAt(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path, { bigint: true }).catch(() => undefined);
    return stats ? fileIdentity(stats) : undefined;
}
/**
 * Unlinks `path` only while it is a regular file (not a symlink) with the identity `expected`;
 * returns whether it did. The check and the unlink are as close as Node allows (no unlinkat).
 */
async function unlinkIfSame(path, expected) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path, { bigint: true }).catch(() => undefined);
    if (!stats?.isFile() || fileIdentity(stats) !== expected)
        return false;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path);
    return true;
}
/** Whether the file belongs to the user running svc (always true where there are no uids). */
function ownedByUs(stats) {
    const uid = process.getuid?.();
    return uid === undefined || Number(stats.uid) === uid;
}
/**
 * Whether a file's mode is 0600, as the sinks create their files; on Windows always true: Node
 * reports 0666 (or 0444, read-only) there whatever was asked, as only the read-only bit exists.
 */
function ownerOnlyMode(stats, platform = process.platform) {
    return platform === "win32" || (Number(stats.mode) & 0o777) === 0o600;
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

/***/ 3490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ readBoundedFile),
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   i9: () => (/* binding */ readBoundedStream),
/* harmony export */   rM: () => (/* binding */ fileErrorFrom),
/* harmony export */   wU: () => (/* binding */ describeFileType)
/* harmony export */ });
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


/***/ }),

/***/ 7421:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ directoryProblem),
/* harmony export */   Wg: () => (/* binding */ creatableDirectoryProblem),
/* harmony export */   _u: () => (/* binding */ parentProblem)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _bounded_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3490);
/**
 * One diagnosis for every path svc-ci writes to (a secret file, --secrets-dir, --secret-file, a
 * JUnit report, a state directory, the config file): what stands in the way, naming the part of
 * the path that is a file (or a pipe, a device) rather than a directory, instead of a bare ENOTDIR
 * or a "does not exist" that sends people to create what already exists.
 */



async function directoryState(directory) {
    const wanted = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(directory);
    for (let current = wanted;;) {
        const result = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(current).catch((error) => error);
        if (!(result instanceof Error)) {
            if (!result.isDirectory())
                return {
                    state: "blocked",
                    path: current,
                    is: `is ${result.isFile() ? "a regular file" : (0,_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFileType */ .wU)(result)}, not a directory`,
                };
            return current === wanted ? { state: "directory" } : { state: "missing" };
        }
        if (result.code !== "ENOENT" && result.code !== "ENOTDIR")
            return { state: "unreachable", path: current, error: result };
        const dangling = await danglingLink(current);
        if (dangling !== undefined)
            return { state: "blocked", path: current, is: dangling };
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
        if (up === current)
            return { state: "missing" };
        current = up;
    }
}
/**
 * "is a symbolic link to <target>, which does not exist" when `path` is a link leading nowhere (a
 * directory cannot be made through it: mkdir says EEXIST or ENOENT), else undefined.
 */
async function danglingLink(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!stats?.isSymbolicLink())
        return undefined;
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(path).catch(() => "?");
    return `is a symbolic link to ${target}, which does not exist`;
}
/**
 * Why `directory` cannot be used as an existing directory, completing "<directory> ..." ("does not
 * exist", "is a regular file, not a directory", "cannot be reached: /a/b is a regular file, not a
 * directory"), or undefined when it is one (a symlink to a directory counts as one).
 */
async function directoryProblem(directory) {
    const found = await directoryState(directory);
    switch (found.state) {
        case "directory":
            return undefined;
        case "missing":
            return "does not exist";
        default: {
            const why = whatStops(found);
            return found.path === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(directory) ? why : `cannot be reached: ${found.path} ${why}`;
        }
    }
}
/**
 * Why no new file can be created at `path` because of the directory it goes in, as a sentence of
 * its own ("directory /a/b does not exist; create it first", "/a/b is a regular file, not a
 * directory"), or undefined when that directory exists.
 */
async function parentProblem(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    const found = await directoryState(directory);
    switch (found.state) {
        case "directory":
            return undefined;
        case "missing":
            return `directory ${directory} does not exist; create it first`;
        default:
            return `${found.path} ${whatStops(found)}`;
    }
}
/**
 * Why `directory` can neither be used nor created with its missing parents (mkdir -p), as a
 * sentence of its own ("/a/b is a regular file, not a directory"), or undefined.
 */
async function creatableDirectoryProblem(directory) {
    const found = await directoryState(directory);
    switch (found.state) {
        case "directory":
        case "missing":
            return undefined;
        default:
            return `${found.path} ${whatStops(found)}`;
    }
}
/** What stops the walk at `found.path`: "is a regular file, not a directory", or the error. */
function whatStops(found) {
    return found.state === "blocked" ? found.is : (0,_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .fileErrorFrom */ .rM)(found.error).message;
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
