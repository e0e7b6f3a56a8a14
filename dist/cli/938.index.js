export const id = 938;
export const ids = [938,780];
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
