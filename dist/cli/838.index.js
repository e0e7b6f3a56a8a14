export const id = 838;
export const ids = [838];
export const modules = {

/***/ 9838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createWebhook: () => (/* binding */ createWebhook)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _input_data_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3777);
/* harmony import */ var _secrets_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2827);
/* harmony import */ var _secrets_reveal_once_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7713);




async function createWebhook(ctx, flags) {
    const choice = (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .chooseReveal */ .n)(ctx, flags);
    const body = (0,_input_data_js__WEBPACK_IMPORTED_MODULE_2__/* .checkCreateKeys */ .RR)(await (0,_input_data_js__WEBPACK_IMPORTED_MODULE_2__/* .readDataObject */ .EG)(ctx, flags.data));
    // The replay sends the same body: the same file, else the JSON read from stdin or given inline.
    const data = flags.data.startsWith("@")
        ? `@${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.cwd, flags.data.slice(1))}`
        : JSON.stringify(body);
    await (0,_secrets_reveal_once_js__WEBPACK_IMPORTED_MODULE_3__/* .revealOnce */ .X)(ctx, choice, flags.idempotencyKey, {
        what: "created the webhook",
        words: ["webhooks", "create", "--data", data],
        call: (client, idempotencyKey) => client
            .createWebhook(body, { idempotencyKey, tolerateDeviations: true, signal: ctx.signal })
            .catch((error) => Promise.reject((0,_input_data_js__WEBPACK_IMPORTED_MODULE_2__/* .renameBodyError */ .NJ)(error))),
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


/***/ })

};
