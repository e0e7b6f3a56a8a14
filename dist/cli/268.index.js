export const id = 268;
export const ids = [268,210];
export const modules = {

/***/ 9268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   status: () => (/* binding */ status)
/* harmony export */ });
/* harmony import */ var _auth_setup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8064);
/* harmony import */ var _credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4747);
/* harmony import */ var _credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7210);
/* harmony import */ var _credentials_profiles_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2285);
/* harmony import */ var _credentials_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1675);
/* harmony import */ var _credentials_validity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(621);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3467);








/**
 * Local: with SVC_API_TOKEN `{name, source, cellId, credentialId, region}` from the
 * token's routing hint (the keychain is not touched), else the profile's metadata and validity.
 * `--check`: GET /auth/context with the credential the API commands would use.
 */
async function status(ctx, flags) {
    const { globals } = ctx;
    const explicit = globals.profile === undefined ? undefined : (0,_auth_setup_js__WEBPACK_IMPORTED_MODULE_0__/* .checkProfileName */ .x3)(globals.profile);
    const token = (0,_credentials_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .envToken */ .B)(ctx);
    if (flags.check) {
        const session = await ctx.session();
        const context = (await session.client.getCurrentCredentialContext({ signal: ctx.signal })).data;
        await ctx.renderResource({
            name: session.credential.profileName ?? explicit ?? "default",
            source: session.credential.source === "SVC_API_TOKEN" ? "SVC_API_TOKEN" : "profile",
            credentialId: context.id,
            kind: context.attributes.kind,
            status: context.attributes.status,
            region: context.attributes.region,
            cellId: context.attributes.cellId,
            expiresAt: context.attributes.expiresAt,
            scopes: context.attributes.scopes,
        });
        return;
    }
    if (token !== undefined) {
        ctx.secrets.add(token);
        const { parseCredentialToken } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 6791));
        const location = parseCredentialToken(token);
        if (!location) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CliError */ .z1("invalid_credential", "SVC_API_TOKEN is not an API v1 credential", {
                hint: "expected tg_pat_v2_, tg_sa_v2_ or tg_sk_v1_ followed by <region>_<cell>_<24 hex>_<64 hex>",
            });
        }
        await ctx.renderResource({
            name: explicit ?? "default",
            source: "SVC_API_TOKEN",
            cellId: location.cellId,
            credentialId: location.credentialId,
            region: location.region,
        });
        return;
    }
    const document = await (0,_credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__.readConfig)((0,_auth_setup_js__WEBPACK_IMPORTED_MODULE_0__/* .configPath */ .eQ)(ctx.env));
    const name = (0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_4__/* .selectedProfile */ .Dj)(document, explicit);
    const profile = (0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_4__/* .savedProfile */ .xQ)(document.profiles, name);
    if (!profile)
        throw (0,_credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__/* .missingProfile */ .m)(name);
    await ctx.renderResource({
        ...(0,_credentials_validity_js__WEBPACK_IMPORTED_MODULE_6__/* .publicProfile */ .X)(name, profile, name === document.currentProfile),
        validity: (0,_credentials_validity_js__WEBPACK_IMPORTED_MODULE_6__/* .validityOf */ .G)(profile, ctx.now()),
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


/***/ })

};
