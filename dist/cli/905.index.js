export const id = 905;
export const ids = [905];
export const modules = {

/***/ 949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rF: () => (/* binding */ jsonLine),
  s$: () => (/* binding */ jsonText),
  ic: () => (/* binding */ renderAllPages),
  Cf: () => (/* binding */ renderPage),
  pB: () => (/* binding */ renderReceipt),
  H5: () => (/* binding */ renderResource)
});

// UNUSED EXPORTS: jsonLines

;// CONCATENATED MODULE: ./lib/cli/output/progress.js
const NONE = { page() { }, done() { } };
/**
 * One self-rewriting stderr line for `--all` (pages, items, rate), only when stderr is a
 * terminal; never on a pipe or file, so scripts see clean stderr.
 */
function createProgress(ctx, noun = "items") {
    if (!ctx.stderrIsTTY)
        return NONE;
    const started = ctx.now();
    let pages = 0;
    let items = 0;
    let shown = false;
    return {
        page(count) {
            pages += 1;
            items += count;
            const seconds = Math.max((ctx.now() - started) / 1000, 0.001);
            const rate = Math.round(items / seconds);
            const text = `${pages} page${pages === 1 ? "" : "s"}, ${items} ${noun}, ${rate}/s`;
            const line = ctx.color.stderr ? `\x1b[2m${text}\x1b[22m` : text;
            ctx.stderr.write(`\r\x1b[2K${line}`);
            shown = true;
        },
        done() {
            if (shown)
                ctx.stderr.write("\r\x1b[2K");
            shown = false;
        },
    };
}

// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(2692);
// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
;// CONCATENATED MODULE: ./lib/cli/output/render.js




const jsonText = (value) => `${(0,sanitize/* terminalSafeJson */.q7)(JSON.stringify(value, null, 2))}\n`;
const jsonLine = (value) => `${(0,sanitize/* terminalSafeJson */.q7)(JSON.stringify(value))}\n`;
/**
 * `items.map(jsonLine).join("")`, sanitised once per page instead of once per item: the same bytes,
 * because no match of `terminalSafeJson` (a secret shape, one unsafe character) can hold the line
 * feed between two lines, so every match lies within one line (test/unit/cli/output.test.ts).
 */
function jsonLines(items) {
    let lines = "";
    for (const item of items)
        lines += `${JSON.stringify(item)}\n`;
    return (0,sanitize/* terminalSafeJson */.q7)(lines);
}
function out(ctx, text) {
    return text === "" ? Promise.resolve() : (0,write/* writeChunk */.x)(ctx.stdout, text, ctx.signal);
}
/** One resource (get/create/update) or one local receipt. */
function renderResource(ctx, mode, value) {
    if (mode === "json")
        return out(ctx, jsonText(value));
    if (mode === "jsonl")
        return out(ctx, jsonLine(value));
    return out(ctx, (0,table/* formatTable */.ku)([value]));
}
const renderReceipt = renderResource;
/** A list without `--all`: json keeps the whole envelope `{data, meta}`. */
function renderPage(ctx, mode, page) {
    const envelope = { data: page.data, meta: page.meta };
    if (mode === "json")
        return out(ctx, jsonText(envelope));
    if (mode === "jsonl")
        return out(ctx, jsonLine(envelope));
    return out(ctx, (0,table/* formatTable */.ku)(page.data));
}
/**
 * A list with `--all`: jsonl streams each resource as its page arrives (memory bounded by one
 * page, honouring back-pressure); table and json aggregate. A progress line shows on a TTY stderr.
 */
async function renderAllPages(ctx, mode, pages, noun) {
    const progress = createProgress(ctx, noun);
    try {
        if (mode === "jsonl") {
            for await (const page of pages) {
                progress.page(page.data.length);
                // One write per page keeps syscalls low; the page is already in memory.
                const chunk = jsonLines(page.data);
                if (ctx.stdoutIsTTY)
                    progress.done(); // same terminal: never interleave with the data
                await out(ctx, chunk);
            }
            return;
        }
        const all = [];
        for await (const page of pages) {
            progress.page(page.data.length);
            for (const item of page.data)
                all.push(item);
        }
        progress.done();
        await out(ctx, mode === "json" ? jsonText(all) : (0,table/* formatTable */.ku)(all));
    }
    finally {
        progress.done();
    }
}


/***/ }),

/***/ 3402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ cellText),
/* harmony export */   ku: () => (/* binding */ formatTable)
/* harmony export */ });
/* unused harmony export flattenResource */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2692);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8038);
/**
 * The table of CONTRACT 13.4: each resource flattened to `id`, `type`, then its attribute keys;
 * columns = union of keys in first-seen order (at most 20); width = min(48, longest value);
 * longer values truncated; objects as compact JSON; null/undefined empty; two-space separators;
 * header row, dash row, data rows; nothing at all for an empty list.
 */

const MAX_COLUMNS = 20;
const MAX_WIDTH = 48;
/** `{id, type, attributes: {...}}` → `{id, type, ...attributes}`; other objects as they are. */
function flattenResource(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return { value };
    const record = value;
    const attributes = record.attributes;
    if (typeof attributes === "object" && attributes !== null && !Array.isArray(attributes)) {
        const { attributes: _drop, ...rest } = record;
        const row = {};
        if ("id" in rest)
            row.id = rest.id;
        if ("type" in rest)
            row.type = rest.type;
        return { ...row, ...rest, ...attributes };
    }
    return record;
}
/** A cell's text: terminal-safe, secret shapes redacted (before widths, so columns stay aligned). */
function cellText(value) {
    if (value === null || value === undefined)
        return "";
    const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeTerminalText */ .p_)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecretShapes */ .Kb)(text));
}
/** Length in code points: a UTF-16 count would split an emoji's surrogate pair when truncating. */
const length = (text) => {
    let n = 0;
    for (const _ of text)
        n += 1;
    return n;
};
function truncate(text, width) {
    return length(text) <= width
        ? text
        : `${Array.from(text)
            .slice(0, width - 1)
            .join("")}…`;
}
const padEnd = (text, width) => text + " ".repeat(Math.max(0, width - length(text)));
/** The table text for `items` (empty string for an empty list). */
function formatTable(items) {
    if (items.length === 0)
        return "";
    const rows = items.map(flattenResource);
    const columns = [];
    for (const row of rows) {
        for (const key of Object.keys(row)) {
            if (columns.length >= MAX_COLUMNS)
                break;
            if (!columns.includes(key))
                columns.push(key);
        }
    }
    const cells = rows.map((row) => columns.map((column) => cellText(row[column])));
    const headers = columns.map(cellText);
    const widths = columns.map((_, i) => Math.min(MAX_WIDTH, Math.max(length(headers[i]), ...cells.map((line) => length(line[i])))));
    const line = (values) => values
        .map((value, i) => {
        const text = truncate(value, widths[i]);
        return i === values.length - 1 ? text : padEnd(text, widths[i]);
    })
        .join("  ")
        .trimEnd();
    return `${[line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 6358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSecretFiles),
/* harmony export */   N: () => (/* binding */ SecretFileError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _schemas_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3273);



const maxSecretFileBytes = 4096;
class SecretFileError extends Error {
    name = "SecretFileError";
}
/**
 * Reads `--secret-file`s. Exactly one trailing newline is dropped (svc writes secret + `\n`); any
 * other surrounding whitespace is ignored with a warning, because a receiver that reads the file
 * without trimming would fail; a value that still is not a signing secret is an error.
 */
async function readSecretFiles(paths, cwd) {
    if (paths.length === 0)
        throw new SecretFileError("give at least one --secret-file <file>");
    const set = { secrets: [], labels: [], warnings: [] };
    for (const [index, path] of paths.entries()) {
        const label = `#${index} (${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)})`;
        const raw = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path)).catch((error) => {
            throw new SecretFileError(`cannot read secret file ${label} (${error.code ?? "error"})`);
        });
        if (raw.length > maxSecretFileBytes)
            throw new SecretFileError(`secret file ${label} is larger than ${maxSecretFileBytes} bytes; it should hold one secret`);
        const text = raw.toString("utf8");
        const withoutNewline = text.endsWith("\n") ? text.slice(0, -1) : text;
        const trimmed = withoutNewline.trim();
        if (trimmed !== withoutNewline)
            set.warnings.push(`secret file ${label}: whitespace around the secret was ignored (${describeWhitespace(withoutNewline)}); a receiver reading this file must trim it too`);
        if (!_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .signingSecretPattern */ .A.test(trimmed))
            throw new SecretFileError(`secret file ${label} does not hold a signing secret (whsec_v2_ followed by 43 characters${/\s/.test(trimmed) ? "; it contains whitespace inside" : ""})`);
        set.secrets.push(trimmed);
        set.labels.push(label);
    }
    return set;
}
function describeWhitespace(text) {
    const parts = [];
    if (/\r$/.test(text))
        parts.push("a carriage return (CRLF line ending)");
    if (/\n$/.test(text))
        parts.push("a second newline");
    if (/^\s/.test(text))
        parts.push("leading whitespace");
    if (/[ \t]$/.test(text))
        parts.push("trailing spaces or tabs");
    return parts.join(", ") || "whitespace";
}


/***/ }),

/***/ 9267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vt: () => (/* binding */ verdictRows),
/* harmony export */   ds: () => (/* binding */ toVerdict),
/* harmony export */   r8: () => (/* binding */ formatChecks)
/* harmony export */ });
/* harmony import */ var _output_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3402);

function toVerdict(d, labels) {
    const ts = d.timestamp;
    return {
        verified: d.ok,
        code: d.code ?? null,
        reasons: d.reasons,
        hints: d.hints,
        deliveryId: d.deliveryId ?? null,
        matchedSecret: d.matchedSecret === undefined ? null : { index: d.matchedSecret, label: labels[d.matchedSecret] ?? "" },
        signatureMatches: d.signatureMatches ?? null,
        timestampOk: ts ? ts.ok : null,
        timestamp: ts
            ? {
                sentAt: ts.sentAt,
                skewSeconds: ts.skewSeconds,
                toleranceSeconds: ts.toleranceSeconds,
                direction: ts.direction,
                outsideBySeconds: ts.outsideBySeconds,
            }
            : null,
        headers: d.headers,
        bodyAltered: d.bodyAltered ?? null,
        body: d.body,
    };
}
/** The table of `verify -o table`: one row per check, then the verdict. */
function verdictRows(v) {
    const headerDetail = v.headers.map((problem) => problem.message).join("; ");
    const ts = v.timestamp;
    const rows = [
        {
            check: "headers",
            result: v.headers.length === 0 ? "ok" : "fail",
            detail: headerDetail || "id, timestamp, signature, version present and well-formed",
        },
        {
            check: "timestamp",
            result: ts === null ? "-" : ts.direction === "within" ? "ok" : ts.direction,
            detail: ts === null
                ? "not checked"
                : `skew ${ts.skewSeconds}s, tolerance ${ts.toleranceSeconds}s${ts.outsideBySeconds ? `, outside by ${ts.outsideBySeconds}s` : ""}`,
        },
        {
            check: "signature",
            result: v.signatureMatches === null ? "-" : v.signatureMatches ? "ok" : "fail",
            detail: v.matchedSecret
                ? `matches secret ${v.matchedSecret.label}`
                : v.bodyAltered
                    ? `matches the body before it was altered (${v.bodyAltered.alteration})`
                    : v.signatureMatches === false
                        ? "matches no given secret"
                        : "not checked",
        },
        {
            check: "body",
            result: v.body.json ? "json" : v.body.utf8 ? "text" : "binary",
            detail: `${v.body.bytes} bytes${v.bodyAltered ? `, altered: ${v.bodyAltered.alteration}` : ""}`,
        },
        {
            check: "verdict",
            result: v.verified ? "verified" : (v.code ?? "failed"),
            detail: v.reasons.join("; ") || "ok",
        },
    ];
    for (const hint of v.hints)
        rows.push({ check: "hint", result: "", detail: hint });
    return rows;
}
/** Aligned columns like the table output, but the last column is never truncated (reasons are sentences). */
function formatChecks(rows) {
    const safe = rows.map((row) => [(0,_output_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cellText */ .Ie)(row.check), (0,_output_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cellText */ .Ie)(row.result), (0,_output_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cellText */ .Ie)(row.detail)]);
    const w0 = Math.max(5, ...safe.map((row) => row[0].length));
    const w1 = Math.max(6, ...safe.map((row) => row[1].length));
    const line = (a, b, c) => `${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`.trimEnd();
    return `${[line("CHECK", "RESULT", "DETAIL"), line("-".repeat(w0), "-".repeat(w1), "------"), ...safe.map((row) => line(...row))].join("\n")}\n`;
}


/***/ }),

/***/ 3940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ diagnoseWebhook)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./lib/signature/headers.js
var signature_headers = __webpack_require__(4964);
// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
;// CONCATENATED MODULE: ./lib/signature/sign.js

// The contract's pattern, from the zod-free module of src/schemas (src/signature stays free of zod).


/** The contract's signing-secret pattern under its older name here (one definition: schemas/patterns.ts). */
const SECRET_PATTERN = patterns/* signingSecretPattern */.A;
const sign_DELIVERY_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
/** `v1=` + lowercase hex HMAC-SHA256 over `<timestamp>.<raw body>`, keyed by the whole secret (contract 9.2). */
function sign_computeSignature(secret, timestamp, body) {
    const hmac = (0,external_node_crypto_.createHmac)("sha256", Buffer.from(secret, "utf8"));
    hmac.update(`${timestamp}.`, "utf8");
    hmac.update(typeof body === "string" ? Buffer.from(body, "utf8") : body);
    return `v1=${hmac.digest("hex")}`;
}
/** The four headers a v2 delivery carries for `body`, signed with `secret`. */
function signWebhook(secret, body, options = {}) {
    if (!signingSecretPattern.test(secret))
        throw new TypeError("signing secret must look like whsec_v2_<43 chars>");
    const id = options.id ?? randomUUID();
    if (!sign_DELIVERY_ID_PATTERN.test(id))
        throw new TypeError("delivery id must match [A-Za-z0-9._:-]{1,128}");
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000)).padStart(10, "0");
    if (!/^[0-9]{10}$/.test(timestamp))
        throw new TypeError("timestamp must be 10 digits of Unix seconds");
    return {
        [SIGNATURE_HEADERS.id]: id,
        [SIGNATURE_HEADERS.timestamp]: timestamp,
        [SIGNATURE_HEADERS.signature]: sign_computeSignature(secret, timestamp, body),
        [SIGNATURE_HEADERS.version]: "2",
    };
}

;// CONCATENATED MODULE: ./lib/signature/verify.js




/** A delivery that must be rejected; `code` is stable, the message never holds a secret or the body. */
class WebhookVerificationError extends Error {
    code;
    name = "WebhookVerificationError";
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
const DEFAULT_TOLERANCE = 300;
function clampTolerance(seconds) {
    if (seconds === undefined || !Number.isFinite(seconds))
        return DEFAULT_TOLERANCE;
    return Math.min(3600, Math.max(30, Math.trunc(seconds)));
}
function fail(code, message) {
    throw new WebhookVerificationError(code, message);
}
/**
 * Verifies a signed v2 delivery (contract 9.3) and returns its parsed payload.
 * Throws `WebhookVerificationError` with a stable code otherwise.
 */
async function verifyWebhook(options) {
    const secrets = typeof options.secrets === "string" ? [options.secrets] : options.secrets;
    if (secrets.length === 0)
        fail("invalid_secret", "no signing secret given");
    secrets.forEach((secret, index) => {
        if (!signingSecretPattern.test(secret))
            fail("invalid_secret", `secret #${index} does not look like whsec_v2_<43 chars>`);
    });
    const id = readHeader(options.headers, SIGNATURE_HEADERS.id);
    const timestamp = readHeader(options.headers, SIGNATURE_HEADERS.timestamp);
    const version = readHeader(options.headers, SIGNATURE_HEADERS.version);
    const signature = readHeader(options.headers, SIGNATURE_HEADERS.signature);
    if (!id || !DELIVERY_ID_PATTERN.test(id))
        fail("invalid_metadata", "missing or malformed webhook id header");
    if (version !== "2")
        fail("invalid_metadata", "webhook version header must be 2");
    if (!timestamp || !/^[0-9]{10}$/.test(timestamp))
        fail("invalid_metadata", "timestamp header must be 10 digits");
    if (!signature || !/^v1=[a-f0-9]{64}$/.test(signature))
        fail("invalid_signature", "malformed signature header");
    const tolerance = clampTolerance(options.toleranceSeconds);
    const now = options.now ?? Math.floor(Date.now() / 1000);
    const sentAt = Number(timestamp);
    if (Math.abs(now - sentAt) > tolerance)
        fail("stale_timestamp", `timestamp is more than ${tolerance}s from now`);
    const received = Buffer.from(signature, "utf8");
    let secretIndex = -1;
    // Compare against every candidate so timing does not reveal which secret matched.
    secrets.forEach((secret, index) => {
        const expected = Buffer.from(computeSignature(secret, timestamp, options.body), "utf8");
        if (timingSafeEqual(expected, received) && secretIndex === -1)
            secretIndex = index;
    });
    if (secretIndex === -1)
        fail("invalid_signature", "signature does not match any given secret");
    let payload;
    try {
        const text = new TextDecoder("utf-8", { fatal: true }).decode(typeof options.body === "string" ? Buffer.from(options.body, "utf8") : options.body);
        payload = JSON.parse(text);
    }
    catch {
        fail("invalid_json", "body is not UTF-8 JSON");
    }
    if (options.dedupe && !(await options.dedupe.claim(id, sentAt + tolerance))) {
        fail("duplicate_delivery", `delivery ${id} was already processed`);
    }
    return { id, timestamp: sentAt, payload, secretIndex };
}
/** An in-memory dedupe store that forgets claims once they expire. */
class MemoryDedupeStore {
    clock;
    #claims = new Map();
    constructor(clock = () => Math.floor(Date.now() / 1000)) {
        this.clock = clock;
    }
    claim(deliveryId, retainUntil) {
        const now = this.clock();
        for (const [key, until] of this.#claims)
            if (until < now)
                this.#claims.delete(key);
        if (this.#claims.has(deliveryId))
            return false;
        this.#claims.set(deliveryId, retainUntil);
        return true;
    }
}

;// CONCATENATED MODULE: ./lib/signature/diagnose.js




const messages = {
    [signature_headers/* SIGNATURE_HEADERS */.W.id]: "must be 1-128 of A-Z a-z 0-9 . _ : -",
    [signature_headers/* SIGNATURE_HEADERS */.W.timestamp]: "must be exactly 10 digits of Unix seconds",
    [signature_headers/* SIGNATURE_HEADERS */.W.signature]: "must be v1= followed by 64 lowercase hex digits (one signature only)",
    [signature_headers/* SIGNATURE_HEADERS */.W.version]: "must be 2",
};
/**
 * Explains a delivery instead of only rejecting it: every header problem by name, the timestamp skew,
 * which secret matched (by index), and whether the body was altered after signing. Agrees with
 * verifyWebhook on `ok`. Throws TypeError only for a secret that is not a signing secret.
 */
function diagnoseWebhook(options) {
    if (options.secrets.length === 0)
        throw new TypeError("no signing secret given");
    options.secrets.forEach((secret, index) => {
        if (!SECRET_PATTERN.test(secret))
            throw new TypeError(`secret #${index} does not look like whsec_v2_<43 chars>`);
    });
    const raw = typeof options.body === "string" ? Buffer.from(options.body, "utf8") : Buffer.from(options.body);
    const text = decodeUtf8(raw);
    const parsed = text === undefined ? undefined : parseJson(text);
    const diagnosis = {
        ok: false,
        reasons: [],
        hints: [],
        headers: [],
        body: { bytes: raw.length, utf8: text !== undefined, json: parsed !== undefined },
    };
    const value = (header, valid) => {
        const found = lookup(options.headers, header);
        if (found.length === 0)
            diagnosis.headers.push({ header, problem: "missing", message: `${header} is missing` });
        else if (found.length > 1)
            diagnosis.headers.push({
                header,
                problem: "repeated",
                message: `${header} appears ${found.length} times; send it once`,
            });
        else if (!valid(found[0]))
            diagnosis.headers.push({ header, problem: "malformed", message: `${header} ${messages[header]}` });
        else
            return found[0];
        return undefined;
    };
    const id = value(signature_headers/* SIGNATURE_HEADERS */.W.id, (v) => sign_DELIVERY_ID_PATTERN.test(v));
    const version = value(signature_headers/* SIGNATURE_HEADERS */.W.version, (v) => v === "2");
    const timestamp = value(signature_headers/* SIGNATURE_HEADERS */.W.timestamp, (v) => /^[0-9]{10}$/.test(v));
    const signature = value(signature_headers/* SIGNATURE_HEADERS */.W.signature, (v) => /^v1=[a-f0-9]{64}$/.test(v));
    if (id !== undefined)
        diagnosis.deliveryId = id;
    headerHints(options.headers, diagnosis);
    if (timestamp !== undefined) {
        const tolerance = clampTolerance(options.toleranceSeconds);
        const now = options.now ?? Math.floor(Date.now() / 1000);
        const sentAt = Number(timestamp);
        const skew = now - sentAt;
        const outside = Math.max(0, Math.abs(skew) - tolerance);
        diagnosis.timestamp = {
            sentAt,
            skewSeconds: skew,
            toleranceSeconds: tolerance,
            ok: outside === 0,
            direction: outside === 0 ? "within" : skew > 0 ? "too-old" : "too-new",
            outsideBySeconds: outside,
        };
    }
    if (timestamp !== undefined && signature !== undefined) {
        const index = matchingSecret(options.secrets, timestamp, raw, signature);
        diagnosis.signatureMatches = index !== undefined;
        if (index !== undefined)
            diagnosis.matchedSecret = index;
        else if (parsed !== undefined || text !== undefined) {
            const altered = findAlteration(options.secrets, timestamp, raw, text, parsed, signature);
            if (altered)
                diagnosis.bodyAltered = altered;
        }
    }
    conclude(diagnosis, options.secrets.length, version);
    return diagnosis;
}
function conclude(d, secretCount, version) {
    const fail = (code, reason) => {
        d.code ??= code;
        d.reasons.push(reason);
    };
    const metadata = d.headers.filter((p) => p.header !== signature_headers/* SIGNATURE_HEADERS */.W.signature);
    for (const problem of metadata)
        fail("invalid_metadata", problem.message);
    for (const problem of d.headers.filter((p) => p.header === signature_headers/* SIGNATURE_HEADERS */.W.signature))
        fail("invalid_signature", problem.message);
    if (d.headers.length === 4 && d.headers.every((p) => p.problem === "missing"))
        d.hints.push("no signature headers at all: the capture dropped the headers, or this is an unsigned legacy (v0/v1) delivery");
    if (version === undefined &&
        d.headers.some((p) => p.header === signature_headers/* SIGNATURE_HEADERS */.W.version && p.problem === "malformed"))
        d.hints.push("only signature version 2 (whsec_v2_ secrets) is supported");
    const ts = d.timestamp;
    if (ts && !ts.ok)
        fail("stale_timestamp", ts.direction === "too-old"
            ? `timestamp is ${ts.skewSeconds}s old, outside the ${ts.toleranceSeconds}s tolerance by ${ts.outsideBySeconds}s (too old)`
            : `timestamp is ${-ts.skewSeconds}s in the future, outside the ${ts.toleranceSeconds}s tolerance by ${ts.outsideBySeconds}s (too new: check the clocks)`);
    if (ts && !ts.ok && d.signatureMatches)
        d.hints.push("the signature itself is valid: only the age fails; re-check a fresh delivery or raise --tolerance (max 3600)");
    if (d.signatureMatches === false) {
        if (d.bodyAltered) {
            fail("invalid_signature", `body altered: ${alterationText[d.bodyAltered.alteration]}`);
            d.hints.push(`the signature matches the original body with secret #${d.bodyAltered.matchedSecret}: verify and store the raw request bytes, before any JSON parser or editor touches them`);
        }
        else {
            const which = secretCount === 1 ? "the given secret" : `any of the ${secretCount} given secrets`;
            fail("invalid_signature", `signature does not match ${which}: a wrong secret, or the body was altered`);
            d.hints.push("check the secret's fingerprint (svc-ci prints secret-fingerprint on create and rotation) and that the body is the raw bytes received");
            if (d.body.json)
                d.hints.push("a JSON body must be byte-for-byte as sent: no re-serialising, re-indenting or key reordering");
        }
    }
    if (d.signatureMatches && !d.body.json)
        fail("invalid_json", d.body.utf8 ? "body is not JSON" : "body is not UTF-8");
    d.ok = d.code === undefined;
}
const alterationText = {
    "reserialised-json": "the JSON was re-serialised (whitespace, indentation or escaping differ from the bytes that were signed)",
    "trailing-newline-added": "a trailing newline was added after signing",
    "crlf-line-endings": "line endings were changed to CRLF after signing",
};
function findAlteration(secrets, timestamp, raw, text, parsed, signature) {
    const candidates = [];
    if (text !== undefined) {
        if (text.endsWith("\n"))
            candidates.push(["trailing-newline-added", Buffer.from(text.replace(/\r?\n$/, ""), "utf8")]);
        if (text.includes("\r\n"))
            candidates.push(["crlf-line-endings", Buffer.from(text.replaceAll("\r\n", "\n"), "utf8")]);
    }
    if (parsed !== undefined) {
        const compact = Buffer.from(JSON.stringify(parsed.value), "utf8");
        if (!compact.equals(raw))
            candidates.push(["reserialised-json", compact]);
    }
    for (const [alteration, body] of candidates) {
        const index = matchingSecret(secrets, timestamp, body, signature);
        if (index !== undefined)
            return { alteration, matchedSecret: index };
    }
    return undefined;
}
function headerHints(headers, d) {
    const [timestamp] = lookup(headers, signature_headers/* SIGNATURE_HEADERS */.W.timestamp);
    if (timestamp && /^[0-9]{13}$/.test(timestamp))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W.timestamp} looks like milliseconds; it must be seconds`);
    const [signature] = lookup(headers, signature_headers/* SIGNATURE_HEADERS */.W.signature);
    if (signature && /^v1=[A-Fa-f0-9]{64}$/.test(signature) && /[A-F]/.test(signature))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W.signature} must be lowercase hex`);
    else if (signature && /^[a-f0-9]{64}$/.test(signature))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W.signature} lacks the v1= prefix`);
    else if (signature && /[\s,]/.test(signature.trim()))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W.signature} holds more than one value; the contract sends exactly one`);
}
/** Compares against every secret (constant-time each) so timing does not reveal which matched. */
function matchingSecret(secrets, timestamp, body, signature) {
    const received = Buffer.from(signature, "utf8");
    let found;
    secrets.forEach((secret, index) => {
        const expected = Buffer.from(sign_computeSignature(secret, timestamp, body), "utf8");
        if (expected.length === received.length && (0,external_node_crypto_.timingSafeEqual)(expected, received) && found === undefined)
            found = index;
    });
    return found;
}
/** All values of a header, case-insensitively; a Headers object joins repeats, so it yields one. */
function lookup(headers, name) {
    if (typeof headers.get === "function") {
        const value = headers.get(name);
        return value === null ? [] : [value];
    }
    const lower = name.toLowerCase();
    const values = [];
    for (const [key, value] of headers instanceof Map ? headers.entries() : Object.entries(headers)) {
        if (key.toLowerCase() !== lower || value === undefined)
            continue;
        if (Array.isArray(value))
            values.push(...value);
        else
            values.push(value);
    }
    return values;
}
function decodeUtf8(raw) {
    try {
        return new TextDecoder("utf-8", { fatal: true }).decode(raw);
    }
    catch {
        return undefined;
    }
}
function parseJson(text) {
    try {
        return { value: JSON.parse(text) };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ SIGNATURE_HEADERS)
/* harmony export */ });
/* unused harmony export readHeader */
/** Delivery header names (contract 9.1). */
const SIGNATURE_HEADERS = {
    id: "x-teamgrid-webhook-id",
    timestamp: "x-teamgrid-webhook-timestamp",
    signature: "x-teamgrid-webhook-signature",
    version: "x-teamgrid-webhook-version",
};
/** Case-insensitive single-value header lookup over the header shapes Node and fetch give. */
function readHeader(headers, name) {
    if (typeof headers.get === "function") {
        return headers.get(name) ?? undefined;
    }
    const lower = name.toLowerCase();
    for (const [key, value] of Object.entries(headers)) {
        if (key.toLowerCase() !== lower)
            continue;
        if (Array.isArray(value))
            return value.length === 1 ? value[0] : undefined;
        return value;
    }
    return undefined;
}


/***/ })

};
