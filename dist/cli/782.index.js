export const id = 782;
export const ids = [782];
export const modules = {

/***/ 2363:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSecretFiles),
/* harmony export */   N: () => (/* binding */ SecretFileError)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _engine_plan_run_secret_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(752);
/* harmony import */ var _schemas_patterns_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3273);
/* harmony import */ var _untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3490);




const maxSecretFileBytes = 4096;
const secretFileFix = {
    missing: "give the file svc wrote the secret to (--secrets-dir or a file secret-sink)",
    not_a_directory_on_path: "check the path",
    not_regular: "give a regular file holding the secret (a pipe or device is not read)",
    symlink: "name the real file",
    too_large: "it should hold one secret",
    permission_denied: "run as the user that owns the secret file",
    unreadable: "check the path",
};
class SecretFileError extends Error {
    name = "SecretFileError";
}
/**
 * Reads `--secret-file`s. Exactly one trailing newline is dropped (the engine's secret files hold
 * the secret and one line feed); any other surrounding whitespace is ignored with a warning,
 * because a receiver that reads the file without trimming would fail; a value that still is not a
 * signing secret is an error.
 */
async function readSecretFiles(paths, cwd) {
    if (paths.length === 0)
        throw new SecretFileError("give at least one --secret-file <file>");
    const set = { secrets: [], labels: [], warnings: [] };
    for (const [index, path] of paths.entries()) {
        const label = `#${index} (${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path)})`;
        // A named pipe is refused at once (never waited on), a large file before it is read.
        const raw = await (0,_untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path), { maxBytes: maxSecretFileBytes }).catch((error) => {
            if (!(error instanceof _untrusted_bounded_file_js__WEBPACK_IMPORTED_MODULE_1__/* .InputFileError */ .TH))
                throw error;
            throw new SecretFileError(`--secret-file ${label} ${error.message}; ${secretFileFix[error.problem]}`);
        });
        const text = raw.toString("utf8");
        const withoutNewline = (0,_engine_plan_run_secret_files_js__WEBPACK_IMPORTED_MODULE_2__/* .secretFileValue */ .Yt)(text);
        const trimmed = withoutNewline.trim();
        if (trimmed !== withoutNewline)
            set.warnings.push(`secret file ${label}: whitespace around the secret was ignored (${describeWhitespace(withoutNewline)}); a receiver reading this file must trim it too`);
        if (!_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_3__/* .signingSecretPattern */ .Ac.test(trimmed))
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
    // String.trim() also drops a byte order mark (a Windows editor's); name it rather than "whitespace".
    if (text.startsWith("\ufeff"))
        parts.push("a byte order mark");
    if (/^\s/.test(text.replace(/^\ufeff/, "")))
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
/* harmony import */ var _output_text_width_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7906);


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
    const w0 = Math.max(5, ...safe.map((row) => (0,_output_text_width_js__WEBPACK_IMPORTED_MODULE_1__/* .displayWidth */ .F1)(row[0])));
    const w1 = Math.max(6, ...safe.map((row) => (0,_output_text_width_js__WEBPACK_IMPORTED_MODULE_1__/* .displayWidth */ .F1)(row[1])));
    const line = (a, b, c) => `${(0,_output_text_width_js__WEBPACK_IMPORTED_MODULE_1__/* .padToWidth */ .Fg)(a, w0)}  ${(0,_output_text_width_js__WEBPACK_IMPORTED_MODULE_1__/* .padToWidth */ .Fg)(b, w1)}  ${c}`.trimEnd();
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
const SECRET_PATTERN = patterns/* signingSecretPattern */.Ac;
const sign_DELIVERY_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
/** `v1=` + lowercase hex HMAC-SHA256 over `<timestamp>.<raw body>`, keyed by the whole secret. */
function sign_computeSignature(secret, timestamp, body) {
    // The secret and a string body go in as strings (UTF-8): a Buffer key made createHmac about 7x
    // slower (about 11 against 1.5 µs a call), and signing is part of every delivery.
    const hmac = (0,external_node_crypto_.createHmac)("sha256", secret);
    hmac.update(`${timestamp}.`, "utf8");
    if (typeof body === "string")
        hmac.update(body, "utf8");
    else
        hmac.update(body);
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
    // Only "no number" falls back to the default; an infinite tolerance clamps like any other.
    if (typeof seconds !== "number" || Number.isNaN(seconds))
        return DEFAULT_TOLERANCE;
    return Math.min(3600, Math.max(30, Math.trunc(seconds)));
}
function fail(code, message) {
    throw new WebhookVerificationError(code, message);
}
/**
 * Verifies a signed v2 delivery and returns its parsed payload.
 * Throws `WebhookVerificationError` with a stable code otherwise.
 */
async function verifyWebhook(options) {
    if (typeof options.body !== "string" && !ArrayBuffer.isView(options.body))
        throw new TypeError("body must be the raw request body as received (a Buffer, Uint8Array or string), not a parsed object: read it before any JSON parser");
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
    [signature_headers/* SIGNATURE_HEADERS */.W2.id]: "must be 1-128 of A-Z a-z 0-9 . _ : -",
    [signature_headers/* SIGNATURE_HEADERS */.W2.timestamp]: "must be exactly 10 digits of Unix seconds",
    [signature_headers/* SIGNATURE_HEADERS */.W2.signature]: "must be v1= followed by 64 lowercase hex digits (one signature only)",
    [signature_headers/* SIGNATURE_HEADERS */.W2.version]: "must be 2",
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
    const { id, version, timestamp, signature } = readSignatureHeaders(options.headers, diagnosis.headers);
    if (id !== undefined)
        diagnosis.deliveryId = id;
    headerHints(options.headers, diagnosis);
    if (timestamp !== undefined)
        diagnosis.timestamp = checkTimestamp(timestamp, options);
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
/** Each signature header's single well-formed value; every other case is recorded in `problems`. */
function readSignatureHeaders(headers, problems) {
    const value = (header, valid) => {
        const found = (0,signature_headers/* headerValues */.UE)(headers, header);
        if (found.length === 0)
            problems.push({ header, problem: "missing", message: `${header} is missing` });
        else if (found.length > 1)
            problems.push({
                header,
                problem: "repeated",
                message: `${header} appears ${found.length} times; send it once`,
            });
        else if (!valid(found[0]))
            problems.push({ header, problem: "malformed", message: `${header} ${messages[header]}` });
        else
            return found[0];
        return undefined;
    };
    return {
        id: value(signature_headers/* SIGNATURE_HEADERS */.W2.id, (v) => sign_DELIVERY_ID_PATTERN.test(v)),
        version: value(signature_headers/* SIGNATURE_HEADERS */.W2.version, (v) => v === "2"),
        timestamp: value(signature_headers/* SIGNATURE_HEADERS */.W2.timestamp, (v) => /^[0-9]{10}$/.test(v)),
        signature: value(signature_headers/* SIGNATURE_HEADERS */.W2.signature, (v) => /^v1=[a-f0-9]{64}$/.test(v)),
    };
}
function checkTimestamp(timestamp, options) {
    const tolerance = clampTolerance(options.toleranceSeconds);
    const now = options.now ?? Math.floor(Date.now() / 1000);
    const sentAt = Number(timestamp);
    const skew = now - sentAt;
    const outside = Math.max(0, Math.abs(skew) - tolerance);
    return {
        sentAt,
        skewSeconds: skew,
        toleranceSeconds: tolerance,
        ok: outside === 0,
        direction: outside === 0 ? "within" : skew > 0 ? "too-old" : "too-new",
        outsideBySeconds: outside,
    };
}
function conclude(d, secretCount, version) {
    const fail = (code, reason) => {
        d.code ??= code;
        d.reasons.push(reason);
    };
    const metadata = d.headers.filter((p) => p.header !== signature_headers/* SIGNATURE_HEADERS */.W2.signature);
    for (const problem of metadata)
        fail("invalid_metadata", problem.message);
    for (const problem of d.headers.filter((p) => p.header === signature_headers/* SIGNATURE_HEADERS */.W2.signature))
        fail("invalid_signature", problem.message);
    if (d.headers.length === 4 && d.headers.every((p) => p.problem === "missing"))
        d.hints.push("no signature headers at all: the capture dropped the headers, or this is an unsigned legacy (v0/v1) delivery");
    if (version === undefined &&
        d.headers.some((p) => p.header === signature_headers/* SIGNATURE_HEADERS */.W2.version && p.problem === "malformed"))
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
    "byte-order-mark-added": "a byte order mark (EF BB BF) was added after signing",
};
const byteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);
function findAlteration(secrets, timestamp, raw, text, parsed, signature) {
    const candidates = [];
    // First: the decoded text below has the mark stripped already, so a compact JSON body with only a
    // mark added would otherwise be reported as re-serialised.
    if (raw.subarray(0, 3).equals(byteOrderMark))
        candidates.push(["byte-order-mark-added", raw.subarray(3)]);
    if (text !== undefined) {
        if (text.endsWith("\n"))
            candidates.push(["trailing-newline-added", Buffer.from(text.replace(/\r?\n$/, ""), "utf8")]);
        if (text.includes("\r\n"))
            candidates.push(["crlf-line-endings", Buffer.from(text.replaceAll("\r\n", "\n"), "utf8")]);
    }
    if (parsed?.reserialisable) {
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
    const [timestamp] = (0,signature_headers/* headerValues */.UE)(headers, signature_headers/* SIGNATURE_HEADERS */.W2.timestamp);
    if (timestamp && /^[0-9]{13}$/.test(timestamp))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W2.timestamp} looks like milliseconds; it must be seconds`);
    const [signature] = (0,signature_headers/* headerValues */.UE)(headers, signature_headers/* SIGNATURE_HEADERS */.W2.signature);
    if (signature && /^v1=[A-Fa-f0-9]{64}$/.test(signature) && /[A-F]/.test(signature))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W2.signature} must be lowercase hex`);
    else if (signature && /^[a-f0-9]{64}$/.test(signature))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W2.signature} lacks the v1= prefix`);
    else if (signature && /[\s,]/.test(signature.trim()))
        d.hints.push(`${signature_headers/* SIGNATURE_HEADERS */.W2.signature} holds more than one value; the contract sends exactly one`);
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
function decodeUtf8(raw) {
    try {
        return new TextDecoder("utf-8", { fatal: true }).decode(raw);
    }
    catch {
        return undefined;
    }
}
/** Deeper bodies are not re-serialised to look for an alteration (that recurses once per level). */
const maxBodyDepth = 512;
/** Whether JSON text nests arrays or objects deeper than `max` (a scan, without recursion). */
function nestsDeeperThan(text, max) {
    let depth = 0;
    let inString = false;
    for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        if (inString) {
            if (code === 0x5c)
                index += 1;
            else if (code === 0x22)
                inString = false;
        }
        else if (code === 0x22)
            inString = true;
        else if (code === 0x5b || code === 0x7b) {
            depth += 1;
            if (depth > max)
                return true;
        }
        else if (code === 0x5d || code === 0x7d)
            depth -= 1;
    }
    return false;
}
function parseJson(text) {
    try {
        const value = JSON.parse(text);
        return { value, reserialisable: !nestsDeeperThan(text, maxBodyDepth) };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UE: () => (/* binding */ headerValues),
/* harmony export */   W2: () => (/* binding */ SIGNATURE_HEADERS)
/* harmony export */ });
/* unused harmony export readHeader */
/** Delivery header names. */
const SIGNATURE_HEADERS = {
    id: "x-teamgrid-webhook-id",
    timestamp: "x-teamgrid-webhook-timestamp",
    signature: "x-teamgrid-webhook-signature",
    version: "x-teamgrid-webhook-version",
};
/**
 * Every value of a header, case-insensitively, over the header shapes Node and fetch give. A
 * `Headers` object joins repeats into one value; a Map or a plain object may hold the same name in
 * several spellings (`X-TeamGrid-Webhook-Id` and `x-teamgrid-webhook-id`), and each counts.
 */
function headerValues(headers, name) {
    // A Map has get() too, but a case-sensitive one: walk its entries like an object's.
    if (!(headers instanceof Map) && typeof headers.get === "function") {
        const value = headers.get(name);
        return value === null ? [] : [value];
    }
    const lower = name.toLowerCase();
    const values = [];
    const entries = headers instanceof Map ? headers.entries() : Object.entries(headers);
    for (const [key, value] of entries) {
        if (key.toLowerCase() !== lower || value === undefined)
            continue;
        if (Array.isArray(value))
            values.push(...value);
        else
            values.push(value);
    }
    return values;
}
/** Case-insensitive single-value header lookup: undefined when absent or given more than once. */
function readHeader(headers, name) {
    const values = headerValues(headers, name);
    return values.length === 1 ? values[0] : undefined;
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


/***/ })

};
