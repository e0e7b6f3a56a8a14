export const id = 176;
export const ids = [176,210];
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
        store: (0,_credentials_keychain_js__WEBPACK_IMPORTED_MODULE_1__/* .keychainStore */ .M)({ timeoutMs: (0,_credentials_keychain_js__WEBPACK_IMPORTED_MODULE_1__/* .keychainTimeoutMs */ .A)(ctx.env) }),
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

/***/ 1176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   logout: () => (/* binding */ logout)
/* harmony export */ });
/* harmony import */ var _auth_setup_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7980);
/* harmony import */ var _credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4747);
/* harmony import */ var _credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7210);
/* harmony import */ var _credentials_profiles_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2285);
/* harmony import */ var _credentials_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1675);
/* harmony import */ var _credentials_validity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(621);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3467);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6802);








/**
 * Local logout deletes the keychain entry and the profile (offline-capable);
 * `--revoke` first revokes the saved credential and changes nothing locally unless that got a 204.
 */
async function logout(ctx, flags) {
    const { globals } = ctx;
    const o = { revoke: flags.revoke === true };
    if (o.revoke && (0,_credentials_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .envToken */ .B)(ctx) !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("invalid_arguments", "--revoke is refused while SVC_API_TOKEN is set (which credential to revoke is ambiguous)", {
            hint: "unset SVC_API_TOKEN to revoke the saved credential of the profile",
        });
    }
    const setup = await (0,_auth_setup_js__WEBPACK_IMPORTED_MODULE_2__/* .authSetup */ .K6)(ctx, globals);
    const name = setup.profileName;
    const document = await (0,_credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__.readConfig)(setup.configPath);
    const profile = (0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_4__/* .savedProfile */ .xQ)(document.profiles, name);
    if (o.revoke) {
        if (!profile)
            throw (0,_credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__/* .missingProfile */ .m)(name);
        if ((0,_credentials_validity_js__WEBPACK_IMPORTED_MODULE_6__/* .validityOf */ .G)(profile, ctx.now()) === "expired")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("credential_expired", `the credential of profile "${name}" expired at ${profile.expiresAt}`, {
                hint: `an expired credential needs no revocation: \`svc auth logout --profile ${name}\` removes it locally`,
            });
        const token = (await setup.store.get(name))?.trim();
        if (!token)
            throw (0,_credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__/* .missingProfile */ .m)(name, " in the OS credential store");
        ctx.secrets.add(token);
        const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(42), __webpack_require__.e(939)]).then(__webpack_require__.bind(__webpack_require__, 2939));
        const client = createClient({
            token,
            baseUrl: setup.baseUrl ?? profile.baseUrl,
            timeoutMs: globals.timeout,
            retries: globals.retries,
            userAgent: `svc/${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .CLI_VERSION */ .E}`,
        });
        await client.revokeCurrentCredential({ signal: ctx.signal });
    }
    const deleted = await setup.store.delete(name);
    if (!profile && !deleted)
        throw (0,_credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__/* .missingProfile */ .m)(name);
    if (profile)
        await (0,_credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__/* .writeConfig */ .A)(setup.configPath, (0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutProfile */ .EX)(document, name));
    await ctx.renderResource({
        loggedOut: true,
        profile: name,
        ...(o.revoke ? { revoked: true } : {}),
    });
}


/***/ }),

/***/ 4867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ keychainTimeoutMs),
/* harmony export */   M: () => (/* binding */ keychainStore)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3467);
/* harmony import */ var _output_sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6495);


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

/***/ 7210:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createProfileSource: () => (/* binding */ createProfileSource),
  m: () => (/* binding */ missingProfile)
});

// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/credentials/config-paths.js
var config_paths = __webpack_require__(8064);
// EXTERNAL MODULE: ./lib/cli/credentials/config-store.js + 1 modules
var config_store = __webpack_require__(4747);
// EXTERNAL MODULE: ./lib/cli/credentials/keychain.js
var keychain = __webpack_require__(4867);
// EXTERNAL MODULE: ./lib/schemas/credential.js
var credential = __webpack_require__(6791);
// EXTERNAL MODULE: ./lib/cli/credentials/validity.js
var credentials_validity = __webpack_require__(621);
;// CONCATENATED MODULE: ./lib/cli/credentials/profile-checks.js



/**
 * Before each API command with a saved profile: expired -> `credential_expired`,
 * expiring soon -> a warning line, a stored token whose region/cell/credential id differ from the
 * profile -> `profile_credential_mismatch`. Never run for SVC_API_TOKEN.
 */
function checkProfileCredential(name, profile, token, now, warn) {
    const validity = checkProfileExpiry(name, profile, now);
    const location = (0,credential.parseCredentialToken)(token);
    if (!location ||
        location.region !== profile.region ||
        location.cellId !== profile.cellId ||
        location.credentialId !== profile.credentialId) {
        throw new errors/* CliError */.z1("profile_credential_mismatch", `the credential stored for profile "${name}" does not match its saved region, cell or credential id`, { hint: `run \`svc auth login --replace --profile ${name}\`` });
    }
    if (validity === "expiring-soon") {
        warn(`warning: the credential of profile "${name}" expires at ${profile.expiresAt}; run \`svc auth login --replace --profile ${name}\` soon`);
    }
}
/**
 * `credential_expired` from the profile's metadata alone. Run before the keychain is asked for the
 * token: an expired profile is reported as expired even where no keychain is reachable.
 */
function checkProfileExpiry(name, profile, now) {
    const validity = (0,credentials_validity/* validityOf */.G)(profile, now);
    if (validity === "expired") {
        throw new errors/* CliError */.z1("credential_expired", `the credential of profile "${name}" expired at ${profile.expiresAt}`, {
            hint: `run \`svc auth login --replace --profile ${name}\``,
        });
    }
    return validity;
}

// EXTERNAL MODULE: ./lib/cli/credentials/profiles.js
var profiles = __webpack_require__(2285);
;// CONCATENATED MODULE: ./lib/cli/credentials/profile-source.js
/**
 * Stored profiles: metadata from the config file, the secret from the OS
 * keychain, and the local checks before each API command. Loaded lazily by `resolve.ts`, and only
 * when SVC_API_TOKEN is not set, so an env token never touches the keychain or the config.
 */






/** `authentication_required` naming the profile; `where` says what is missing beyond the profile. */
function missingProfile(name, where = "") {
    return new errors/* CliError */.z1("authentication_required", `no credential for profile "${name}"${where}`, {
        hint: `run svc auth login --profile ${name}, or set SVC_API_TOKEN for this session`,
    });
}
function createProfileSource() {
    return {
        async load(profileName, ctx) {
            const document = await (0,config_store.readConfig)((0,config_paths/* configPath */.eQ)(ctx.env));
            const name = (0,profiles/* selectedProfile */.Dj)(document, profileName);
            const profile = (0,profiles/* savedProfile */.xQ)(document.profiles, name);
            if (!profile)
                throw missingProfile(name);
            // What the config alone decides comes first: no keychain is needed to know it expired.
            checkProfileExpiry(name, profile, ctx.now());
            const token = await (0,keychain/* keychainStore */.M)({ timeoutMs: (0,keychain/* keychainTimeoutMs */.A)(ctx.env) }).get(name);
            if (token === null || token.trim() === "")
                throw missingProfile(name, " in the OS credential store");
            ctx.secrets.add(token.trim());
            checkProfileCredential(name, profile, token.trim(), ctx.now(), (line) => ctx.stderr.write(`svc: ${line}\n`));
            return { token: token.trim(), profileName: name, baseUrl: profile.baseUrl };
        },
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

/***/ 4568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ encodePathSegment),
/* harmony export */   mb: () => (/* binding */ regionalBaseUrl),
/* harmony export */   qT: () => (/* binding */ normalizeBaseUrl),
/* harmony export */   w_: () => (/* binding */ assertPlainPath)
/* harmony export */ });
/* unused harmony exports DEFAULT_LEGACY_BASE_URL, normalizeApiRootDomain */
/* harmony import */ var _schemas_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6791);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5786);


const DEFAULT_API_ROOT_DOMAIN = "teamgrid.app";
const DEFAULT_LEGACY_BASE_URL = "https://api.teamgrid.app";
/** The last path segment of a legacy (v0) API address: a v1 client sent there meets a 401 or 404. */
const legacyPath = /\/(legacy|v0)$/i;
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
    if (emptyPath === "/v1" && legacyPath.test(path)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ("invalid_base_url", `baseUrl ends in ${path.slice(path.lastIndexOf("/"))}, the address of the legacy v0 API (the emulator serves v0 there), not of API v1: give the address that ends in /v1 (the emulator prints it as baseUrl)`);
    }
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
/* harmony export */   ST: () => (/* binding */ isGone),
/* harmony export */   _z: () => (/* binding */ IdempotencyConflictError),
/* harmony export */   dK: () => (/* binding */ ResponseValidationError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError)
/* harmony export */ });
/* unused harmony exports clientErrorCodes, InvalidRequestError, AuthenticationError, PermissionError, NotFoundError, ConflictError, PreconditionRequiredError, BadGatewayError, DependencyUnavailableError, GatewayTimeoutError, LegacyApiError */
/* harmony import */ var _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(921);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);
/* harmony import */ var _refused_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6227);




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
    /** A `network_error`'s cause, when it is a known one (src/transport/network-causes.ts). */
    networkCause;
    constructor(code, message, fields = {}) {
        super(code, message, fields);
        this.outcomeUnknown = fields.outcomeUnknown ?? false;
        this.networkCause = fields.networkCause;
    }
    toJSON() {
        return { ...super.toJSON(), outcomeUnknown: this.outcomeUnknown };
    }
}
/** A response that does not match the contract; `path` names the first failing field. */
class ResponseValidationError extends ClientError {
    name = "ResponseValidationError";
    path;
    /** What is wrong there, without the path and the request id of the message. */
    problem;
    constructor(path, problem, fields = {}) {
        const where = fields.requestId ? ` (request ${fields.requestId})` : "";
        super("invalid_api_response", `invalid API response at ${path}: ${problem}${where}`, fields);
        this.path = path;
        this.problem = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(problem);
    }
    toJSON() {
        return { ...super.toJSON(), path: this.path };
    }
}
/** A non-2xx response (including an unfollowed 3xx). */
class ApiError extends SvcError {
    name = "ApiError";
    errors;
    /**
     * `detail` stays the service's words; the message of a 429 whose wait did not fit the budget
     * also says what was asked, the budget and how to raise it.
     */
    constructor(init) {
        const refused = init.transport.rateLimitWaitRefused;
        const message = refused
            ? `${init.detail} (${(0,_refused_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRefusedWait */ .$)(refused)}: raise maxRateLimitWaitMs, or try again later)`
            : init.detail;
        super(init.code, message, init);
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
/**
 * The class of each declared code (src/schemas/error-codes.ts): the type makes a new code name its
 * class. An answer gets its code's class when the code is declared for its status, else its
 * status's code's, else plain `ApiError`.
 */
const errorClasses = {
    invalid_request: InvalidRequestError,
    invalid_precondition: InvalidRequestError,
    invalid_token: AuthenticationError,
    insufficient_scope: PermissionError,
    forbidden: PermissionError,
    not_found: NotFoundError,
    not_the_api: NotFoundError,
    conflict: ConflictError,
    idempotency_conflict: IdempotencyConflictError,
    precondition_failed: PreconditionFailedError,
    resource_revision_conflict: PreconditionFailedError,
    precondition_required: PreconditionRequiredError,
    rate_limit_exceeded: RateLimitError,
    bad_gateway: BadGatewayError,
    service_unavailable: DependencyUnavailableError,
    upstream_error: DependencyUnavailableError,
    gateway_timeout: GatewayTimeoutError,
};
/** The subclass of an answer's declared code (src/schemas/error-codes.ts), else plain `ApiError`. */
function createApiError(init) {
    const declared = Object.hasOwn(_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .apiErrorDeclarations */ .mb, init.code)
        ? _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .apiErrorDeclarations */ .mb[init.code]
        : undefined;
    const code = declared?.status === init.status ? init.code : (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .statusErrorCode */ .IK)(init.status);
    const Subclass = Object.hasOwn(errorClasses, code) ? errorClasses[code] : ApiError;
    return new Subclass(init);
}
/**
 * True when an error is an API answer whose status means the resource is not there (declared
 * `gone` in src/schemas/error-codes.ts): a removal is done, a lookup found nothing.
 */
function isGone(error) {
    return error instanceof ApiError && (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .answerMeansGone */ .Et)(error.status, error.code);
}


/***/ })

};
