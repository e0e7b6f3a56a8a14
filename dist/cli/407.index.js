export const id = 407;
export const ids = [407];
export const modules = {

/***/ 8064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eQ: () => (/* binding */ configPath),
/* harmony export */   uE: () => (/* binding */ PROFILE_NAME),
/* harmony export */   x3: () => (/* binding */ checkProfileName)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3467);



/** SVC_CONFIG_PATH, else $XDG_CONFIG_HOME/svc/config.json, else ~/.config/svc/config.json. */
function configPath(env, home = node_os__WEBPACK_IMPORTED_MODULE_0__.homedir) {
    const override = env.SVC_CONFIG_PATH?.trim();
    if (override)
        return override;
    const xdg = env.XDG_CONFIG_HOME?.trim();
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(xdg ? xdg : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home(), ".config"), "svc", "config.json");
}
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** `--profile` as given, or `invalid_profile_name` (exit 2) before anything is read. */
function checkProfileName(name) {
    if (!PROFILE_NAME.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CliError */ .z1("invalid_profile_name", "--profile must be 1-64 characters of letters, digits, '.', '_' or '-', starting with a letter or digit");
    }
    return name;
}


/***/ }),

/***/ 4747:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readConfig: () => (/* binding */ readConfig),
  A: () => (/* binding */ writeConfig)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/untrusted/path-problem.js
var path_problem = __webpack_require__(7421);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./lib/schemas/credential.js
var credential = __webpack_require__(6791);
// EXTERNAL MODULE: ./lib/cli/credentials/config-paths.js
var config_paths = __webpack_require__(8064);
;// CONCATENATED MODULE: ./lib/cli/credentials/config-document.js



const config_document_location = schemas/* string */.YjP().regex(/^(?=.{1,64}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
const isoDate = schemas/* string */.YjP().refine((value) => Number.isFinite(Date.parse(value)), "must be a date-time");
/** Non-secret profile metadata: never a token, code or verifier. */
const profileSchema = schemas/* object */.Ikc({
    authenticationSource: schemas/* enum */.k5n(["browser", "manual"]),
    baseUrl: schemas/* string */.YjP().min(1).max(2048).optional(),
    cellId: config_document_location,
    createdAt: isoDate,
    credentialId: schemas/* string */.YjP().regex(/^[a-f0-9]{24}$/),
    expiresAt: isoDate.optional(),
    region: config_document_location,
    scopes: schemas/* array */.YOg(schemas/* string */.YjP().regex(credential/* scopePattern */.db)).min(1).max(100).optional(),
});
const configDocument = schemas/* looseObject */._H3({
    version: schemas/* literal */.euz(1),
    currentProfile: schemas/* string */.YjP().regex(config_paths/* PROFILE_NAME */.uE).optional(),
    installationId: schemas/* string */.YjP()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .optional(),
    profiles: schemas/* record */.g1P(schemas/* string */.YjP().regex(config_paths/* PROFILE_NAME */.uE), profileSchema),
});
const emptyConfig = () => ({ version: 1, profiles: {} });

;// CONCATENATED MODULE: ./lib/cli/credentials/config-store.js







const MAX_CONFIG_BYTES = 1024 * 1024;
async function lstatOrUndefined(path) {
    try {
        return await (0,promises_.lstat)(path);
    }
    catch (error) {
        if (error.code === "ENOENT")
            return undefined;
        throw await placeError(path, error);
    }
}
/** A config path that cannot be reached or created, naming the part in the way (a file, say). */
async function placeError(path, error) {
    const code = error.code;
    if (code !== "ENOTDIR" && code !== "EEXIST" && code !== "ENOENT")
        return error;
    const problem = await (0,path_problem/* parentProblem */._u)(path);
    if (problem === undefined)
        return error;
    return new errors/* CliError */.z1("unsafe_config_path", `config file ${path} cannot be used: ${problem}`, {
        hint: "fix the path, or set SVC_CONFIG_PATH to another path",
    });
}
function unsafe(path, why) {
    return new errors/* CliError */.z1("unsafe_config_path", `config file ${path} ${why}; refusing to use it`, {
        hint: "replace it with a regular file or set SVC_CONFIG_PATH to another path",
    });
}
/** Refuses a symlink or anything that is not a regular file at the config path. */
async function checkRegular(path) {
    const stats = await lstatOrUndefined(path);
    if (!stats)
        return false;
    if (stats.isSymbolicLink())
        throw unsafe(path, "is a symbolic link");
    if (!stats.isFile())
        throw unsafe(path, "is not a regular file");
    return true;
}
/** Reads the config document; a missing file is an empty document, a bad one `invalid_config`. */
async function readConfig(path) {
    if (!(await checkRegular(path)))
        return emptyConfig();
    // O_NONBLOCK: a named pipe swapped in after the check above is then refused, never waited on.
    const handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    let text;
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw unsafe(path, "is not a regular file");
        if (stats.size > MAX_CONFIG_BYTES)
            throw new errors/* CliError */.z1("invalid_config", `config file ${path} is larger than 1 MiB`);
        text = await (0,promises_.readFile)(handle, "utf8");
    }
    finally {
        await handle.close();
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new errors/* CliError */.z1("invalid_config", `config file ${path} is not valid JSON`, {
            hint: "fix or remove the file (profiles must then be logged in again)",
        });
    }
    const parsed = configDocument.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* CliError */.z1("invalid_config", `config file ${path}: ${issue?.path.join(".") || "document"}: ${issue?.message ?? "invalid"}`, { hint: "fix or remove the file (profiles must then be logged in again)" });
    }
    return parsed.data;
}
/**
 * Writes the document atomically: a temp file beside it (O_CREAT|O_EXCL, 0600), fsync, rename; the
 * directory is created 0700. The target must be absent or a regular file.
 */
async function writeConfig(path, document) {
    const directory = (0,external_node_path_.dirname)(path);
    await (0,promises_.mkdir)(directory, { recursive: true, mode: 0o700 }).catch(async (error) => {
        throw await placeError(path, error);
    });
    await checkRegular(path);
    const temp = (0,external_node_path_.join)(directory, `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    const handle = await (0,promises_.open)(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o600);
    try {
        try {
            await handle.writeFile(`${JSON.stringify(configDocument.parse(document), null, 2)}\n`, "utf8");
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.unlink)(temp).catch(() => { });
        throw error;
    }
    await syncDirectory(directory);
}
async function syncDirectory(directory) {
    try {
        const handle = await (0,promises_.open)(directory, external_node_fs_.constants.O_RDONLY);
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // Not every platform can fsync a directory (Windows); the rename itself is still atomic.
    }
}


/***/ }),

/***/ 621:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ validityOf),
/* harmony export */   X: () => (/* binding */ publicProfile)
/* harmony export */ });
const EXPIRING_SOON_MS = 14 * 24 * 60 * 60 * 1000;
/** Expired (expiresAt <= now), expiring-soon (<= 14 days left), active, unknown (no expiresAt). */
function validityOf(profile, now) {
    if (profile.expiresAt === undefined)
        return "unknown";
    const expires = Date.parse(profile.expiresAt);
    if (!Number.isFinite(expires))
        return "unknown";
    if (expires <= now)
        return "expired";
    return expires - now <= EXPIRING_SOON_MS ? "expiring-soon" : "active";
}
/**
 * The public view of a profile, keys in a fixed order. Absent optional fields stay
 * as undefined keys: JSON drops them, and table columns keep the same order for every row.
 */
function publicProfile(name, profile, current) {
    return {
        current,
        name,
        authenticationSource: profile.authenticationSource,
        baseUrl: profile.baseUrl,
        cellId: profile.cellId,
        createdAt: profile.createdAt,
        credentialId: profile.credentialId,
        expiresAt: profile.expiresAt,
        region: profile.region,
        scopes: profile.scopes === undefined ? undefined : [...profile.scopes],
    };
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
/* unused harmony exports credentialTokenPattern, operationScopes */
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


/***/ })

};
