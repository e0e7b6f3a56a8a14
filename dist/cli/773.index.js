export const id = 773;
export const ids = [773];
export const modules = {

/***/ 3773:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCapture: () => (/* binding */ verifyCapture)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/signature/diagnose.js + 2 modules
var diagnose = __webpack_require__(3940);
// EXTERNAL MODULE: ./lib/untrusted/bounded-file.js
var bounded_file = __webpack_require__(3490);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
// EXTERNAL MODULE: ./lib/transport/json-shape.js
var json_shape = __webpack_require__(9527);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/capture.js
/**
 * Reading a captured delivery for `svc webhooks verify`: headers as HTTP header lines or a JSON
 * object, the raw body as bytes, or one JSON line `{headers, body | bodyBase64}`. Pure parsing;
 * every problem is a CaptureError naming the file and what to fix (exit 2).
 */

/** A capture is an object of headers (and a body string): a few levels at most. */
const maxCaptureDepth = 16;
/** JSON.parse, then refuse what it lets through: a key given twice, absurd nesting. */
function parseCaptureJson(text, label, notJson) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new CaptureError(notJson);
    }
    const problem = (0,json_shape/* jsonShapeProblem */.hN)(text, maxCaptureDepth);
    if (problem)
        throw new CaptureError((0,json_shape/* describeJsonShapeProblem */.yd)(problem, label));
    return value;
}
class CaptureError extends Error {
    name = "CaptureError";
}
const requestLine = /^[A-Z]+ \S+ HTTP\/\d(\.\d)?$/;
const statusLine = /^HTTP\/\d(\.\d)? \d{3}/;
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** `Name: value` lines (a request or status line first is skipped; parsing stops at a blank line). */
function parseHeaderLines(text, label) {
    const headers = emptyHeaderMap();
    const lines = withoutBom(text).split("\n");
    for (const [index, rawLine] of lines.entries()) {
        const line = rawLine.replace(/\r$/, "");
        if (line === "") {
            if (Object.keys(headers).length > 0)
                break;
            continue;
        }
        if (index === 0 && (requestLine.test(line) || statusLine.test(line)))
            continue;
        const colon = line.indexOf(":");
        const name = colon > 0 ? line.slice(0, colon).trim() : "";
        if (!headerName.test(name))
            throw new CaptureError(`${label} line ${index + 1} is not a header line (expected Name: value)`);
        add(headers, name, line.slice(colon + 1).trim());
    }
    return headers;
}
/** A JSON object of header names to a string or a list of strings. */
function headersFromJson(value, label) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        throw new CaptureError(`${label}: headers must be a JSON object of name to value`);
    const headers = emptyHeaderMap();
    for (const [name, entry] of Object.entries(value)) {
        const values = Array.isArray(entry) ? entry : [entry];
        for (const item of values) {
            if (typeof item !== "string")
                throw new CaptureError(`${label}: header ${JSON.stringify(name)} must be a string or a list of strings`);
            add(headers, name, item);
        }
    }
    return headers;
}
/** A headers file: a JSON object when it starts with `{`, else header lines. */
function parseHeadersFile(file, label) {
    const text = withoutBom(file);
    if (text.trimStart().startsWith("{")) {
        const parsed = parseCaptureJson(text, label, `${label} starts with { but is not valid JSON`);
        return headersFromJson(parsed, label);
    }
    const headers = parseHeaderLines(text, label);
    if (Object.keys(headers).length === 0)
        throw new CaptureError(`${label} holds no header lines`);
    return headers;
}
/**
 * One JSON line `{"headers": {...}, "body": "<text>"}` or `{"headers": {...}, "bodyBase64": "..."}`.
 * The first non-empty line is used; `body` is taken as UTF-8 text, `bodyBase64` as exact bytes.
 */
function parseCaptureLine(file, label) {
    const line = withoutBom(file)
        .split("\n")
        .find((candidate) => candidate.trim() !== "");
    if (line === undefined)
        throw new CaptureError(`${label} is empty`);
    const value = parseCaptureJson(line, label, `${label}: the first line is not JSON; expected {"headers": {...}, "body": "..."}`);
    if (typeof value !== "object" || value === null || Array.isArray(value))
        throw new CaptureError(`${label}: expected a JSON object {"headers": {...}, "body": "..."}`);
    const record = value;
    const headers = headersFromJson(record.headers, `${label} headers`);
    const hasText = typeof record.body === "string";
    const hasBase64 = typeof record.bodyBase64 === "string";
    if (hasText === hasBase64)
        throw new CaptureError(`${label}: give exactly one of body (text) and bodyBase64 (exact bytes)`);
    if (hasText)
        return { headers, body: Buffer.from(record.body, "utf8") };
    const encoded = record.bodyBase64.replace(/\s+/g, "");
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
        throw new CaptureError(`${label}: bodyBase64 is not valid base64`);
    return { headers, body: Buffer.from(encoded, "base64") };
}
/** A file saved by a Windows editor may start with a byte order mark; it is not part of the text. */
function withoutBom(text) {
    return text.replace(/^\ufeff/, "");
}
/** Without a prototype: a header named `constructor` or `__proto__` is a header like any other. */
const emptyHeaderMap = () => Object.create(null);
function add(headers, name, value) {
    const key = name.toLowerCase();
    const list = headers[key] ?? [];
    list.push(value);
    headers[key] = list;
}

// EXTERNAL MODULE: ./lib/cli/webhook-tools/read-secret-files.js
var read_secret_files = __webpack_require__(2363);
// EXTERNAL MODULE: ./lib/cli/webhook-tools/verdict.js
var webhook_tools_verdict = __webpack_require__(9267);
;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/verify.body.js








/** Captures larger than this are not deliveries (receivers cap bodies at 1 MiB). */
const maxCaptureBytes = 4 * 1024 * 1024;
async function verifyCapture(ctx, options) {
    const capture = await readCapture(ctx, options).catch(rethrowAsUsage);
    const secrets = await (0,read_secret_files/* readSecretFiles */.E)(options.secretFile, ctx.cwd).catch(rethrowAsUsage);
    for (const secret of secrets.secrets)
        ctx.secrets.add(secret);
    for (const warning of secrets.warnings)
        ctx.stderr.write(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(warning, ctx.secrets)}\n`);
    const diagnosis = (0,diagnose/* diagnoseWebhook */.W)({
        headers: capture.headers,
        body: capture.body,
        secrets: secrets.secrets,
        toleranceSeconds: options.tolerance,
        now: options.at ?? Math.floor(ctx.now() / 1000),
    });
    const verdict = withLaterCaptureHint((0,webhook_tools_verdict/* toVerdict */.ds)(diagnosis, secrets.labels), options.at);
    await ctx.render(verdict, { table: (v) => (0,webhook_tools_verdict/* formatChecks */.r8)((0,webhook_tools_verdict/* verdictRows */.Vt)(v)) });
    if (!verdict.verified)
        throw new errors/* CliError */.z1("verification_failed", `verification failed: ${verdict.reasons.join("; ")}`, verdict.hints[0] ? { hint: verdict.hints[0] } : {});
}
/**
 * A capture verified after the tolerance (a delivery `receive --save` kept) whose signature is
 * valid fails only on its age: the first hint says how to verify it as of when it was sent.
 */
function withLaterCaptureHint(verdict, at) {
    const sent = verdict.timestamp;
    if (at !== undefined || verdict.signatureMatches !== true || sent?.direction !== "too-old")
        return verdict;
    const hint = `the signature is valid and the capture is older than the tolerance: verify it as of when it was sent, with --at ${sent.sentAt}`;
    return { ...verdict, hints: [hint, ...verdict.hints] };
}
function rethrowAsUsage(error) {
    if (error instanceof CaptureError || error instanceof read_secret_files/* SecretFileError */.N)
        throw new errors/* CliError */.z1("invalid_input_file", error.message);
    throw error;
}
async function readCapture(ctx, options) {
    if (options.capture !== undefined) {
        if (options.headers !== undefined || options.body !== undefined)
            throw new errors/* CliError */.z1("invalid_arguments", "give either --capture, or --headers with --body, not both");
        const text = (await readInput(ctx, options.capture, "--capture")).toString("utf8");
        return parseCaptureLine(text, options.capture === "-" ? "stdin" : options.capture);
    }
    if (options.headers === undefined || options.body === undefined)
        throw new errors/* CliError */.z1("invalid_arguments", "give --headers <file> and --body <file>, or --capture <file>", {
            hint: "svc webhooks verify --headers headers.txt --body body.json --secret-file hook.secret",
        });
    if (options.headers === "-" && options.body === "-")
        throw new errors/* CliError */.z1("invalid_arguments", "only one of --headers and --body can read stdin");
    const headersText = (await readInput(ctx, options.headers, "--headers")).toString("utf8");
    const body = await readInput(ctx, options.body, "--body");
    return { headers: parseHeadersFile(headersText, options.headers), body };
}
/** A file (a regular file only, refused before reading when too large) or stdin for `-`. */
async function readInput(ctx, path, flag) {
    if (path === "-") {
        if (ctx.stdinIsTTY)
            throw new errors/* CliError */.z1("invalid_arguments", `${flag} - reads stdin, which is a terminal; pipe the file in`);
        return (0,bounded_file/* readBoundedStream */.i9)(ctx.stdin, maxCaptureBytes, ctx.signal).catch((error) => {
            if (error instanceof bounded_file/* InputFileError */.TH)
                throw new errors/* CliError */.z1("input_too_large", `${flag}: stdin ${error.message}`);
            throw error;
        });
    }
    return (0,bounded_file/* readBoundedFile */.Mv)((0,external_node_path_.resolve)(ctx.cwd, path), { maxBytes: maxCaptureBytes }).catch((error) => {
        if (!(error instanceof bounded_file/* InputFileError */.TH))
            throw error;
        const code = error.problem === "too_large" ? "input_too_large" : "invalid_input_file";
        const hint = error.problem === "not_regular"
            ? { hint: `save the capture to a regular file, or pipe it in with ${flag} -` }
            : {};
        throw new errors/* CliError */.z1(code, `${flag} ${path} ${error.message}`, hint);
    });
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
