export const id = 149;
export const ids = [149];
export const modules = {

/***/ 7149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCapture: () => (/* binding */ verifyCapture)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/signature/diagnose.js + 2 modules
var diagnose = __webpack_require__(3940);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/render.js + 1 modules
var render = __webpack_require__(949);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(2692);
// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/capture.js
/**
 * Reading a captured delivery for `svc webhooks verify`: headers as HTTP header lines or a JSON
 * object, the raw body as bytes, or one JSON line `{headers, body | bodyBase64}`. Pure parsing;
 * every problem is a CaptureError naming the file and what to fix (exit 2).
 */
class CaptureError extends Error {
    name = "CaptureError";
}
const requestLine = /^[A-Z]+ \S+ HTTP\/\d(\.\d)?$/;
const statusLine = /^HTTP\/\d(\.\d)? \d{3}/;
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** `Name: value` lines (a request or status line first is skipped; parsing stops at a blank line). */
function parseHeaderLines(text, label) {
    const headers = {};
    const lines = text.replace(/^\ufeff/, "").split("\n");
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
    const headers = {};
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
function parseHeadersFile(text, label) {
    if (text.trimStart().startsWith("{")) {
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            throw new CaptureError(`${label} starts with { but is not valid JSON`);
        }
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
function parseCaptureLine(text, label) {
    const line = text.split("\n").find((candidate) => candidate.trim() !== "");
    if (line === undefined)
        throw new CaptureError(`${label} is empty`);
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        throw new CaptureError(`${label}: the first line is not JSON; expected {"headers": {...}, "body": "..."}`);
    }
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
function add(headers, name, value) {
    const key = name.toLowerCase();
    const list = headers[key] ?? [];
    list.push(value);
    headers[key] = list;
}

// EXTERNAL MODULE: ./lib/cli/webhook-tools/secret-files.js
var secret_files = __webpack_require__(6358);
// EXTERNAL MODULE: ./lib/cli/webhook-tools/verdict.js
var webhook_tools_verdict = __webpack_require__(9267);
;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/verify.action.js










/** Captures larger than this are not deliveries (receivers cap bodies at 1 MiB). */
const maxCaptureBytes = 4 * 1024 * 1024;
async function verifyCapture(ctx, globals, options) {
    const capture = await readCapture(ctx, options).catch(rethrowAsUsage);
    const secrets = await (0,secret_files/* readSecretFiles */.E)(options.secretFile, ctx.cwd).catch(rethrowAsUsage);
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
    const verdict = (0,webhook_tools_verdict/* toVerdict */.ds)(diagnosis, secrets.labels);
    const text = globals.output === "json"
        ? (0,render/* jsonText */.s$)(verdict)
        : globals.output === "jsonl"
            ? (0,render/* jsonLine */.rF)(verdict)
            : (0,webhook_tools_verdict/* formatChecks */.r8)((0,webhook_tools_verdict/* verdictRows */.Vt)(verdict));
    await (0,write/* writeChunk */.x)(ctx.stdout, text, ctx.signal);
    if (!verdict.verified)
        throw new errors/* CliError */.z1("verification_failed", `verification failed: ${verdict.reasons.join("; ")}`, {
            exitCode: errors/* EXIT */.dc.failure,
            ...(verdict.hints[0] ? { hint: verdict.hints[0] } : {}),
        });
}
function rethrowAsUsage(error) {
    if (error instanceof CaptureError || error instanceof secret_files/* SecretFileError */.N)
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
async function readInput(ctx, path, flag) {
    let data;
    if (path === "-") {
        if (ctx.stdinIsTTY)
            throw new errors/* CliError */.z1("invalid_arguments", `${flag} - reads stdin, which is a terminal; pipe the file in`);
        const chunks = [];
        let size = 0;
        for await (const chunk of ctx.stdin) {
            size += chunk.length;
            if (size > maxCaptureBytes)
                throw new errors/* CliError */.z1("input_too_large", `${flag}: stdin is larger than 4 MiB`);
            chunks.push(chunk);
        }
        data = Buffer.concat(chunks);
    }
    else {
        data = await (0,promises_.readFile)((0,external_node_path_.resolve)(ctx.cwd, path)).catch((error) => {
            throw new errors/* CliError */.z1("invalid_input_file", `${flag}: cannot read ${path} (${error.code ?? "error"})`);
        });
        if (data.length > maxCaptureBytes)
            throw new errors/* CliError */.z1("input_too_large", `${flag}: ${path} is larger than 4 MiB`);
    }
    return data;
}


/***/ })

};
