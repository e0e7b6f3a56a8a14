export const id = 393;
export const ids = [393];
export const modules = {

/***/ 1393:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   updateWebhook: () => (/* binding */ updateWebhook)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3467);
/* harmony import */ var _input_data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3777);
/* harmony import */ var _secrets_replay_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2713);



async function updateWebhook(ctx, id, flags) {
    const body = (0,_input_data_js__WEBPACK_IMPORTED_MODULE_0__/* .checkUpdateKeys */ .YY)(await (0,_input_data_js__WEBPACK_IMPORTED_MODULE_0__/* .readDataObject */ .EG)(ctx, flags.data));
    const client = await ctx.client();
    const response = await client
        .updateWebhook(id, body, { ifMatch: flags.ifMatch, signal: ctx.signal })
        .catch((error) => {
        // The client's AppliedWriteError: the update was applied, only its answer is off.
        if (error?.writeApplied === true) {
            const get = ["svc", ...(0,_secrets_replay_command_js__WEBPACK_IMPORTED_MODULE_1__/* .accountWords */ .zb)(ctx.globals), "-o", "json", "webhooks", "get", id];
            (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .attachHint */ .ZM)(error, `${get.map(_secrets_replay_command_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r7).join(" ")} shows the webhook as it is now, with its revision`);
        }
        return Promise.reject((0,_input_data_js__WEBPACK_IMPORTED_MODULE_0__/* .renameBodyError */ .NJ)(error));
    });
    await ctx.renderResource(response.data);
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


/***/ })

};
