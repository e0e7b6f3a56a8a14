export const id = 90;
export const ids = [90];
export const modules = {

/***/ 4090:
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
        if ((0,_credentials_validity_js__WEBPACK_IMPORTED_MODULE_6__/* .validityOf */ .Gv)(profile, ctx.now()) === "expired")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("credential_expired", `the credential of profile "${name}" expired at ${profile.expiresAt}`, {
                hint: `an expired credential needs no revocation: \`svc auth logout --profile ${name}\` removes it locally`,
            });
        const token = (await setup.store.get(name))?.trim();
        if (!token)
            throw (0,_credentials_profile_source_js__WEBPACK_IMPORTED_MODULE_5__/* .missingProfile */ .m)(name, " in the OS credential store");
        ctx.secrets.add(token);
        const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(886), __webpack_require__.e(939)]).then(__webpack_require__.bind(__webpack_require__, 2939));
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
            const document = await (0,config_store.readConfig)((0,config_paths/* configPath */.eQ)(ctx.env));
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
