export const id = 780;
export const ids = [780];
export const modules = {

/***/ 3678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient),
/* harmony export */   openSession: () => (/* binding */ openSession)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4221);
/* harmony import */ var _credentials_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1675);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3467);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6802);
/**
 * Builds the API client for an action body. Loaded only by action bodies (behind `await import`),
 * never by program.ts or a leaf declaration: it pulls in the client and zod.
 */




/** Resolves the credential (env token first, then the stored profile) and builds the client. */
async function openClient(ctx, globals) {
    return (await openSession(ctx, globals)).client;
}
async function openSession(ctx, globals) {
    const credential = await (0,_credentials_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCredential */ .S)(ctx, { profile: globals.profile, baseUrl: globals.baseUrl });
    let client;
    try {
        client = (0,_client_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createClient */ .U)({
            // Node's http client ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY on its own; CI machines behind a proxy need them.
            proxyEnv: ctx.env,
            token: credential.token,
            baseUrl: credential.baseUrl,
            timeoutMs: globals.timeout,
            retries: globals.retries,
            userAgent: `svc/${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .CLI_VERSION */ .E}`,
        });
    }
    catch (error) {
        throw nameBaseUrlSource(nameCredentialSource(error, credential), ctx, globals, credential);
    }
    return { client, credential };
}
/** The client says "token is not ..."; the user needs to know which one: the variable or the profile. */
function nameCredentialSource(error, credential) {
    if (!(error instanceof Error) || error.code !== "invalid_credential")
        return error;
    if (!error.message.startsWith("token "))
        return error;
    const source = credential.source === "SVC_API_TOKEN"
        ? "SVC_API_TOKEN"
        : `the stored credential of profile "${credential.profileName ?? "default"}"`;
    const hint = credential.source === "SVC_API_TOKEN"
        ? "set SVC_API_TOKEN to the API v1 credential alone (no quotes, no 'Bearer ' prefix), or unset it to use a stored profile"
        : `run svc auth login --replace --profile ${credential.profileName ?? "default"}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1("invalid_credential", `${source}${error.message.slice("token".length)}`, {
        hint,
        cause: error,
    });
}
/** The client says "baseUrl ..."; name what the user set: the flag, the variable or the profile. */
function nameBaseUrlSource(error, ctx, globals, credential) {
    const code = error?.code;
    if (!(error instanceof Error) || (code !== "invalid_base_url" && code !== "insecure_base_url"))
        return error;
    if (!error.message.startsWith("baseUrl "))
        return error;
    const source = globals.baseUrl !== undefined
        ? "--base-url"
        : ctx.env.SVC_API_BASE_URL?.trim()
            ? "SVC_API_BASE_URL"
            : `the base URL of profile "${credential.profileName ?? "default"}"`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1(code, `${source}${error.message.slice("baseUrl".length)}`, { cause: error });
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
