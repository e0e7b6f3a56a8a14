export const id = 640;
export const ids = [640];
export const modules = {

/***/ 7980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K6: () => (/* binding */ authSetup),
/* harmony export */   lN: () => (/* binding */ profileGuard)
/* harmony export */ });
/* harmony import */ var _transport_base_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4568);
/* harmony import */ var _credentials_config_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8064);
/* harmony import */ var _credentials_keychain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4867);
/* harmony import */ var _credentials_profiles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2285);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3467);






/** Shared by the auth actions: config path, profile name, keychain, base URL. */
async function authSetup(ctx, globals) {
    const explicitProfile = globals.profile === undefined ? undefined : (0,_credentials_config_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .checkProfileName */ .x3)(globals.profile);
    const path = (0,_credentials_config_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .configPath */ .eQ)(ctx.env);
    let profileName = explicitProfile;
    if (profileName === undefined) {
        const { readConfig } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4747));
        profileName = (await readConfig(path)).currentProfile ?? "default";
    }
    const rawBase = globals.baseUrl ?? (ctx.env.SVC_API_BASE_URL?.trim() || undefined);
    return {
        configPath: path,
        explicitProfile,
        profileName,
        store: (0,_credentials_keychain_js__WEBPACK_IMPORTED_MODULE_1__/* .keychainStore */ .Mg)({ timeoutMs: (0,_credentials_keychain_js__WEBPACK_IMPORTED_MODULE_1__/* .keychainTimeoutMs */ .Al)(ctx.env) }),
        baseUrl: rawBase === undefined ? undefined : (0,_transport_base_url_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeBaseUrl */ .qT)(rawBase),
    };
}
/** `profile_exists` unless --replace. */
function profileGuard(name, replace) {
    return (profiles) => {
        if ((0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_3__/* .savedProfile */ .xQ)(profiles, name) && !replace) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CliError */ .z1("profile_exists", `profile "${name}" already exists`, {
                hint: `add --replace to overwrite it (the old credential is not revoked; \`svc auth logout --revoke --profile ${name}\` does that)`,
            });
        }
    };
}


/***/ }),

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
        throw error;
    }
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
    await (0,promises_.mkdir)(directory, { recursive: true, mode: 0o700 });
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

/***/ 4867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ keychainTimeoutMs),
/* harmony export */   Mg: () => (/* binding */ keychainStore)
/* harmony export */ });
/* unused harmony exports KEYCHAIN_SERVICE, DEFAULT_KEYCHAIN_TIMEOUT_MS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3467);
/* harmony import */ var _output_sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8308);


const KEYCHAIN_SERVICE = "svc-cli";
const DEFAULT_KEYCHAIN_TIMEOUT_MS = 10_000;
/** SVC_KEYCHAIN_TIMEOUT_MS (a positive integer) or the 10 s default. */
function keychainTimeoutMs(env) {
    const value = Number(env.SVC_KEYCHAIN_TIMEOUT_MS);
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_KEYCHAIN_TIMEOUT_MS;
}
function unavailable(action, reason) {
    const why = (0,_output_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .safeDiagnostic */ .dB)(reason).slice(0, 240);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("credential_store_unavailable", `the OS credential store is unavailable (${action}: ${why})`, {
        hint: "unlock or start the system keychain (on Linux a Secret Service such as gnome-keyring on the D-Bus session bus), or set SVC_API_TOKEN for this session",
    });
}
/**
 * The keychain through @napi-rs/keyring, loaded on first use. On Linux the Secret Service is pinned:
 * unpinned, 2.x silently falls back to the kernel keyring, which loses the credential at logout.
 * Every call is bounded by `timeoutMs` (a locked or absent daemon can hang) and every throw becomes
 * `credential_store_unavailable`; there is no plaintext fallback.
 */
function keychainStore(options) {
    const service = options.service ?? KEYCHAIN_SERVICE;
    // webpackIgnore: the native binding is resolved at run time from the installed package (npm picks
    // the platform's binary), never bundled, so dist/ is the same whatever machine built it.
    const load = options.load ?? (() => import(/* webpackIgnore: true */ "@napi-rs/keyring"));
    async function call(action, profile, run) {
        const controller = new AbortController();
        let timer;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => {
                controller.abort();
                reject(unavailable(action, `no answer within ${options.timeoutMs} ms`));
            }, options.timeoutMs);
            timer.unref();
        });
        try {
            const attempt = (async () => {
                const keyring = await load();
                const entry = new keyring.AsyncEntry(service, profile, { linux: { store: "secret-service" } });
                return run(entry, controller.signal);
            })();
            attempt.catch(() => { });
            return await Promise.race([attempt, timeout]);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1)
                throw error;
            throw unavailable(action, error instanceof Error ? error.message : String(error));
        }
        finally {
            clearTimeout(timer);
        }
    }
    return {
        get: (profile) => call("read", profile, (entry, signal) => entry.getPassword(signal)),
        set: (profile, secret) => call("write", profile, (entry, signal) => entry.setPassword(secret, signal)),
        delete: (profile) => call("delete", profile, (entry, signal) => entry.deletePassword(signal)),
    };
}


/***/ }),

/***/ 2285:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dj: () => (/* binding */ selectedProfile),
/* harmony export */   EX: () => (/* binding */ withoutProfile),
/* harmony export */   xQ: () => (/* binding */ savedProfile)
/* harmony export */ });
/**
 * The saved profile called `name`, own keys only: names such as `constructor` or `toString` are
 * valid profile names and must not find Object.prototype members.
 */
function savedProfile(profiles, name) {
    return Object.hasOwn(profiles, name) ? profiles[name] : undefined;
}
/** Default profile: --profile, else currentProfile, else `default`. */
function selectedProfile(document, explicit) {
    return explicit ?? document.currentProfile ?? "default";
}
/** The document without `name`; currentProfile moves to the alphabetically first remaining profile. */
function withoutProfile(document, name) {
    const { [name]: _removed, ...profiles } = document.profiles;
    const { currentProfile: _current, ...rest } = document;
    const remaining = Object.keys(profiles).sort();
    const current = document.currentProfile === name ? remaining[0] : document.currentProfile;
    return { ...rest, ...(current === undefined ? {} : { currentProfile: current }), profiles };
}


/***/ }),

/***/ 1675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ envToken),
/* harmony export */   S: () => (/* binding */ resolveCredential)
/* harmony export */ });
/* harmony import */ var _config_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8064);
/**
 * The only code that knows credential precedence:
 * 1. `SVC_API_TOKEN` (trimmed) — when set, the keychain and the config file are never touched;
 * 2. the stored profile (`--profile`, else the config's current profile, else `default`), through
 *    the lazily loaded `ProfileCredentialSource`.
 * The base URL: `--base-url`, then `SVC_API_BASE_URL`, then the profile's `baseUrl` (only for a
 * credential that came from the profile), else derived from the token by the client.
 */

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
    if (request.profile !== undefined)
        (0,_config_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .checkProfileName */ .x3)(request.profile);
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

/***/ 621:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ validityOf),
/* harmony export */   Xn: () => (/* binding */ publicProfile)
/* harmony export */ });
/* unused harmony export EXPIRING_SOON_MS */
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
