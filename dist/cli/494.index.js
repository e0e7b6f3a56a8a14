export const id = 494;
export const ids = [494];
export const modules = {

/***/ 494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   status: () => (/* binding */ status)
/* harmony export */ });
/* harmony import */ var _auth_setup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7980);
/* harmony import */ var _credentials_config_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8064);
/* harmony import */ var _credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4747);
/* harmony import */ var _credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7210);
/* harmony import */ var _credentials_profiles_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2285);
/* harmony import */ var _credentials_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1675);
/* harmony import */ var _credentials_validity_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(621);
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
    const document = await (0,_credentials_config_store_js__WEBPACK_IMPORTED_MODULE_3__.readConfig)((0,_credentials_config_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .configPath */ .e)(ctx.env));
    const name = (0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_5__/* .selectedProfile */ .Dj)(document, explicit);
    const profile = (0,_credentials_profiles_js__WEBPACK_IMPORTED_MODULE_5__/* .savedProfile */ .xQ)(document.profiles, name);
    if (!profile)
        throw (0,_credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_6__/* .missingProfile */ .m)(name);
    await ctx.renderResource({
        ...(0,_credentials_validity_js__WEBPACK_IMPORTED_MODULE_7__/* .publicProfile */ .Xn)(name, profile, name === document.currentProfile),
        validity: (0,_credentials_validity_js__WEBPACK_IMPORTED_MODULE_7__/* .validityOf */ .Gv)(profile, ctx.now()),
    });
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
    const validity = (0,credentials_validity/* validityOf */.Gv)(profile, now);
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
            const document = await (0,config_store.readConfig)((0,config_paths/* configPath */.e)(ctx.env));
            const name = (0,profiles/* selectedProfile */.Dj)(document, profileName);
            const profile = (0,profiles/* savedProfile */.xQ)(document.profiles, name);
            if (!profile)
                throw missingProfile(name);
            // What the config alone decides comes first: no keychain is needed to know it expired.
            checkProfileExpiry(name, profile, ctx.now());
            const token = await (0,keychain/* keychainStore */.Mg)({ timeoutMs: (0,keychain/* keychainTimeoutMs */.Al)(ctx.env) }).get(name);
            if (token === null || token.trim() === "")
                throw missingProfile(name, " in the OS credential store");
            ctx.secrets.add(token.trim());
            checkProfileCredential(name, profile, token.trim(), ctx.now(), (line) => ctx.stderr.write(`svc: ${line}\n`));
            return { token: token.trim(), profileName: name, baseUrl: profile.baseUrl };
        },
    };
}


/***/ })

};
