export const id = 894;
export const ids = [894];
export const modules = {

/***/ 1675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ envToken),
/* harmony export */   S: () => (/* binding */ resolveCredential)
/* harmony export */ });
/** The env token, trimmed; undefined when unset or blank. */
function envToken(ctx) {
    const token = ctx.env.SVC_API_TOKEN?.trim();
    return token ? token : undefined;
}
function envBaseUrl(ctx) {
    const value = ctx.env.SVC_API_BASE_URL?.trim();
    return value ? value : undefined;
}
async function resolveCredential(ctx, request) {
    const token = envToken(ctx);
    if (token !== undefined) {
        ctx.secrets.add(token);
        return {
            token,
            source: "SVC_API_TOKEN",
            profileName: undefined,
            baseUrl: request.baseUrl ?? envBaseUrl(ctx),
        };
    }
    const source = await ctx.profileSource();
    const stored = await source.load(request.profile, ctx);
    const storedToken = stored.token.trim();
    ctx.secrets.add(storedToken);
    return {
        token: storedToken,
        source: "profile",
        profileName: stored.profileName,
        baseUrl: request.baseUrl ?? envBaseUrl(ctx) ?? stored.baseUrl,
    };
}


/***/ }),

/***/ 949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i7: () => (/* binding */ jsonLines),
  XX: () => (/* binding */ render),
  ic: () => (/* binding */ renderAllPages),
  Cf: () => (/* binding */ renderPage),
  H5: () => (/* binding */ renderResource),
  mf: () => (/* binding */ streamedLine)
});

// UNUSED EXPORTS: formatOutput, jsonLine, jsonText

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
var sanitize = __webpack_require__(8308);
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
/** The text of `value` in `mode`: json pretty-printed, jsonl one line (or the view's), table the view's. */
function formatOutput(mode, value, views) {
    if (mode === "json")
        return jsonText(value);
    if (mode === "jsonl")
        return (views.jsonl ?? jsonLine)(value);
    return views.table(value);
}
/** Writes `value` in the chosen mode: the entry every command's output goes through. */
function render(ctx, mode, value, views) {
    return out(ctx, formatOutput(mode, value, views));
}
/** One record of a stream (`webhooks receive`): its table line, else one JSON line in json and jsonl alike. */
function streamedLine(mode, value, tableLine) {
    return mode === "table" ? tableLine(value) : jsonLine(value);
}
/** One resource (get/create/update) or one local receipt. */
function renderResource(ctx, mode, value) {
    return render(ctx, mode, value, { table: (one) => (0,table/* formatTable */.ku)([one]) });
}
/** A list without `--all`: json keeps the whole envelope `{data, meta}`. */
function renderPage(ctx, mode, page) {
    return render(ctx, mode, { data: page.data, meta: page.meta }, { table: (envelope) => (0,table/* formatTable */.ku)(envelope.data) });
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
        await out(ctx, formatOutput(mode, all, { table: table/* formatTable */.ku }));
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
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8308);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2760);
/* harmony import */ var _text_width_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7906);
/**
 * The `-o table` output: each resource flattened to `id`, `type`, then its attribute keys; columns =
 * union of keys in first-seen order (at most 20); width = min(48, widest value) in terminal columns
 * (CJK and emoji count two, see text-width.ts); wider values truncated; objects as compact JSON;
 * null/undefined empty; two-space separators; header row, dash row, data rows; nothing at all for an
 * empty list.
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
    const widths = columns.map((_, i) => Math.min(MAX_WIDTH, Math.max((0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(headers[i]), ...cells.map((line) => (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(line[i])))));
    const line = (values) => values
        .map((value, i) => {
        const text = (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateToWidth */ .A4)(value, widths[i]);
        return i === values.length - 1 ? text : (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .padToWidth */ .Fg)(text, widths[i]);
    })
        .join("  ")
        .trimEnd();
    return `${[line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
}


/***/ }),

/***/ 7906:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ truncateToWidth),
/* harmony export */   F1: () => (/* binding */ displayWidth),
/* harmony export */   Fg: () => (/* binding */ padToWidth)
/* harmony export */ });
/* harmony import */ var fast_string_width__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3223);
/**
 * Display width in terminal columns: East Asian wide characters (東京) and emoji (also ZWJ
 * sequences such as 👩‍💻) take two columns, combining marks none. Measured by `fast-string-width`
 * (the library clack uses); cutting goes by grapheme cluster (Intl.Segmenter), so a truncated
 * cell never ends in half an emoji or a letter without its accent.
 */

const displayWidth = (text) => (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(text);
let segmenter;
/** `text` cut to at most `width` columns, with `…` as the last column when anything was cut. */
function truncateToWidth(text, width) {
    if (displayWidth(text) <= width)
        return text;
    segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
    let kept = "";
    let used = 0;
    for (const { segment } of segmenter.segment(text)) {
        const next = displayWidth(segment);
        if (used + next > width - 1)
            break;
        kept += segment;
        used += next;
    }
    return `${kept}…`;
}
/** `text` followed by spaces up to `width` columns. */
const padToWidth = (text, width) => text + " ".repeat(Math.max(0, width - displayWidth(text)));


/***/ }),

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

/***/ 6791:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UT: () => (/* binding */ locationPattern),
/* harmony export */   db: () => (/* binding */ scopePattern),
/* harmony export */   parseCredentialToken: () => (/* binding */ parseCredentialToken),
/* harmony export */   z8: () => (/* binding */ scope)
/* harmony export */ });
/* unused harmony exports credentialPrefixes, credentialTokenPattern, operationScopes */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

/** Region and cell ids: 1-64 chars of [a-z0-9-], starting and ending alphanumeric. */
const locationPattern = /^(?=.{1,64}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const credentialPrefixes = (/* unused pure expression or super */ null && (["tg_pat_v2", "tg_sa_v2", "tg_sk_v1"]));
/** `<prefix>_<region>_<cellId>_<credentialId>_<secret>`; region and cell may contain `-` but never `_`. */
const credentialTokenPattern = /^(tg_pat_v2|tg_sa_v2|tg_sk_v1)_([a-z0-9-]{1,64})_([a-z0-9-]{1,64})_([a-f0-9]{24})_([a-f0-9]{64})$/;
/** Parses a credential's routing hint, or returns undefined. Never echoes the token. */
function parseCredentialToken(token) {
    const match = credentialTokenPattern.exec(token.trim());
    if (!match)
        return undefined;
    const [, prefix, region, cellId, credentialId] = match;
    if (!prefix || !region || !cellId || !credentialId)
        return undefined;
    if (!locationPattern.test(region) || !locationPattern.test(cellId))
        return undefined;
    return { prefix: prefix, region, cellId, credentialId };
}
/** A scope: `resource:access` or `resource:sub:access`, lowercase words with digits and dashes. */
const scopePattern = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*){1,2}$/;
const scope = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(scopePattern);
/** Scopes each v1 operation needs; `null` = any valid bearer, `"none"` = no bearer. */
const operationScopes = {
    getWorkspace: "workspace:read",
    listTasks: "tasks:read",
    listLists: "lists:read",
    getContact: "contacts:read",
    listWebhooks: "webhooks:read",
    getWebhook: "webhooks:read",
    createWebhook: "webhooks:write",
    updateWebhook: "webhooks:write",
    removeWebhook: "webhooks:write",
    rotateWebhookSecret: "webhooks:write",
    testWebhookDelivery: "webhooks:write",
    listWebhookDeliveries: "webhooks:read",
    getWebhookDelivery: "webhooks:read",
    exchangeCliAuthorizationCode: "none",
    compensateCliAuthorizationStorage: null,
    getCurrentCredentialContext: null,
    revokeCurrentCredential: null,
};


/***/ }),

/***/ 4568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ encodePathSegment),
/* harmony export */   mb: () => (/* binding */ regionalBaseUrl),
/* harmony export */   qT: () => (/* binding */ normalizeBaseUrl),
/* harmony export */   w_: () => (/* binding */ assertPlainPath)
/* harmony export */ });
/* unused harmony exports DEFAULT_API_ROOT_DOMAIN, DEFAULT_LEGACY_BASE_URL, normalizeApiRootDomain */
/* harmony import */ var _schemas_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6791);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5786);


const DEFAULT_API_ROOT_DOMAIN = "teamgrid.app";
const DEFAULT_LEGACY_BASE_URL = "https://api.teamgrid.app";
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
/**
 * Normalises a base-URL override: https only (http on loopback), no userinfo,
 * query and fragment stripped, trailing slashes stripped. An empty path becomes `emptyPath`
 * (`/v1` for API v1, nothing for the legacy API).
 */
function normalizeBaseUrl(input, emptyPath = "/v1") {
    // new URL() would silently drop tabs and newlines (and read `\` as `/`): refuse them instead.
    if (/[\s\\\u0000-\u001f\u007f-\u009f]/.test(input.trim())) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", "baseUrl must not contain whitespace, control characters or backslashes");
    }
    let url;
    try {
        url = new URL(input.trim());
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", "baseUrl is not a valid URL; give an absolute https:// URL");
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", `baseUrl must use https:, not ${url.protocol}`);
    }
    if (url.username || url.password) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", "baseUrl must not contain a username or password");
    }
    if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("insecure_base_url", "baseUrl uses plain http: on a non-loopback host; use https:, or http: only on localhost, 127.0.0.1 or ::1");
    }
    const path = url.pathname.replace(/\/+$/, "");
    return `${url.protocol}//${url.host}${path === "" ? emptyPath : path}`;
}
/** `apiRootDomain`: lower-cased, trailing dot removed, `[a-z0-9.-]+` without `..`. */
function normalizeApiRootDomain(input) {
    const domain = input.trim().toLowerCase().replace(/\.$/, "");
    if (!/^[a-z0-9.-]+$/.test(domain) || domain.includes("..") || domain.startsWith(".")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_api_domain", "apiRootDomain must be a DNS name of [a-z0-9.-] without empty labels, e.g. teamgrid.app");
    }
    return domain;
}
/** `https://api.<region>.<root>/v1`. */
function regionalBaseUrl(region, apiRootDomain = DEFAULT_API_ROOT_DOMAIN) {
    if (!_schemas_index_js__WEBPACK_IMPORTED_MODULE_1__/* .locationPattern */ .UT.test(region)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_region", "region must be 1-64 chars of [a-z0-9-], e.g. de or us");
    }
    return `https://api.${region}.${normalizeApiRootDomain(apiRootDomain)}/v1`;
}
const dotSegment = (segment) => segment === "." || segment === "..";
/**
 * Encodes one path parameter so it stays one segment of the operation it names: `/` and every
 * other reserved character are percent-encoded, and `.`/`..` (which encodeURIComponent leaves as
 * they are, and every URL parser would resolve away: `DELETE /v1/webhooks/..` is `DELETE /v1/`)
 * and the empty string are refused before anything is sent.
 */
function encodePathSegment(segment, label = "path parameter") {
    if (segment === "" || dotSegment(segment)) {
        const shown = segment === "" ? "empty" : `"${segment}"`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_arguments", `invalid ${label}: ${shown} is not an id (it would address another path); use the id returned by the API`);
    }
    return encodeURIComponent(segment);
}
/** The transport's last check: a request path with a `.`/`..` or empty segment is never sent. */
function assertPlainPath(path) {
    if (!path.startsWith("/") ||
        path
            .slice(1)
            .split("/")
            .some((segment) => segment === "" || dotSegment(segment))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_arguments", "the request path has an empty, . or .. segment; build paths with encodePathSegment");
    }
}


/***/ }),

/***/ 5786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ SvcError),
/* harmony export */   JV: () => (/* binding */ createApiError),
/* harmony export */   MZ: () => (/* binding */ ClientError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   _z: () => (/* binding */ IdempotencyConflictError),
/* harmony export */   dK: () => (/* binding */ ResponseValidationError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   i_: () => (/* binding */ PermissionError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError)
/* harmony export */ });
/* unused harmony exports clientErrorCodes, InvalidRequestError, ConflictError, PreconditionRequiredError, BadGatewayError, DependencyUnavailableError, GatewayTimeoutError, LegacyApiError */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);

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
    constructor(code, message, fields = {}) {
        super(code, message, fields);
        this.outcomeUnknown = fields.outcomeUnknown ?? false;
    }
    toJSON() {
        return { ...super.toJSON(), outcomeUnknown: this.outcomeUnknown };
    }
}
/** A response that does not match the contract; `path` names the first failing field. */
class ResponseValidationError extends ClientError {
    name = "ResponseValidationError";
    path;
    constructor(path, problem, fields = {}) {
        const where = fields.requestId ? ` (request ${fields.requestId})` : "";
        super("invalid_api_response", `invalid API response at ${path}: ${problem}${where}`, fields);
        this.path = path;
    }
    toJSON() {
        return { ...super.toJSON(), path: this.path };
    }
}
/** A non-2xx response (including an unfollowed 3xx). */
class ApiError extends SvcError {
    name = "ApiError";
    errors;
    constructor(init) {
        super(init.code, init.detail, init);
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
const byStatus = {
    400: InvalidRequestError,
    401: AuthenticationError,
    403: PermissionError,
    404: NotFoundError,
    409: ConflictError,
    412: PreconditionFailedError,
    428: PreconditionRequiredError,
    429: RateLimitError,
    502: BadGatewayError,
    503: DependencyUnavailableError,
    504: GatewayTimeoutError,
};
/** The subclass matching a status (and `idempotency_conflict`), else plain `ApiError`. */
function createApiError(init) {
    if (init.status === 409 && init.code === "idempotency_conflict")
        return new IdempotencyConflictError(init);
    const Subclass = byStatus[init.status] ?? ApiError;
    return new Subclass(init);
}


/***/ })

};
