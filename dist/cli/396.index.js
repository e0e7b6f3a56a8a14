export const id = 396;
export const ids = [396,778];
export const modules = {

/***/ 9778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ openClient),
  openSession: () => (/* binding */ openSession)
});

// EXTERNAL MODULE: ./lib/client/client.js + 25 modules
var client_client = __webpack_require__(2998);
// EXTERNAL MODULE: ./lib/core/undici-lean.js
var undici_lean = __webpack_require__(5228);
;// CONCATENATED MODULE: ./lib/core/proxy.js

const PROXY_VARIABLES = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"];
/**
 * A dispatcher that honours HTTP(S)_PROXY and NO_PROXY, or undefined when no proxy is configured.
 * undici ignores those variables on its own, which breaks tools on proxied (self-hosted) runners.
 */
function proxyDispatcherFromEnv(env = process.env) {
    if (!PROXY_VARIABLES.some((name) => env[name]))
        return undefined;
    const pick = (upper, lower) => env[upper] || env[lower] || undefined;
    const httpProxy = pick("HTTP_PROXY", "http_proxy");
    const httpsProxy = pick("HTTPS_PROXY", "https_proxy") ?? httpProxy;
    const noProxy = pick("NO_PROXY", "no_proxy");
    return new undici_lean/* EnvHttpProxyAgent */.J({
        ...(httpProxy ? { httpProxy } : {}),
        ...(httpsProxy ? { httpsProxy } : {}),
        ...(noProxy ? { noProxy } : {}),
    });
}

// EXTERNAL MODULE: ./lib/cli/credentials/resolve.js
var resolve = __webpack_require__(1675);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/version.js
var version = __webpack_require__(6802);
;// CONCATENATED MODULE: ./lib/cli/api.js
/**
 * Builds the API client for an action body. Loaded only by action bodies (behind `await import`),
 * never by program.ts or a leaf declaration: it pulls in the client, zod and undici.
 */





/** Resolves the credential (env token first, then the stored profile) and builds the client. */
async function openClient(ctx, globals) {
    return (await openSession(ctx, globals)).client;
}
async function openSession(ctx, globals) {
    const credential = await (0,resolve/* resolveCredential */.S)(ctx, { profile: globals.profile, baseUrl: globals.baseUrl });
    // undici ignores HTTPS_PROXY/HTTP_PROXY/NO_PROXY on its own; CI machines behind a proxy need them.
    const dispatcher = proxyDispatcherFromEnv(ctx.env);
    let client;
    try {
        client = (0,client_client/* createClient */.U)({
            ...(dispatcher ? { dispatcher } : {}),
            token: credential.token,
            baseUrl: credential.baseUrl,
            timeoutMs: globals.timeout,
            retries: globals.retries,
            userAgent: `svc/${version/* CLI_VERSION */.E}`,
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
    return new errors/* CliError */.z1("invalid_credential", `${source}${error.message.slice("token".length)}`, {
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
    return new errors/* CliError */.z1(code, `${source}${error.message.slice("baseUrl".length)}`, { cause: error });
}


/***/ }),

/***/ 8244:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ runListing)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3467);
/* harmony import */ var _output_render_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(949);


async function runListing(ctx, globals, flags, listing, noun) {
    if (flags.all) {
        try {
            await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_0__/* .renderAllPages */ .ic)(ctx, globals.output, listing.pages(flags.maxPages, ctx.signal), noun);
        }
        catch (error) {
            throw nameMaxPages(error);
        }
        return;
    }
    await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_0__/* .renderPage */ .Cf)(ctx, globals.output, await listing.page(ctx.signal));
}
/** The client names its option `maxPages`; the user typed `--max-pages`. */
function nameMaxPages(error) {
    if (!(error instanceof Error) || error.code !== "pagination_limit")
        return error;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("pagination_limit", error.message.replace("raise maxPages", "raise --max-pages"), {
        cause: error,
    });
}


/***/ }),

/***/ 3396:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listTasks: () => (/* binding */ listTasks)
/* harmony export */ });
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9778);
/* harmony import */ var _list_action_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8244);


async function listTasks(ctx, globals, flags) {
    const client = await (0,_api_js__WEBPACK_IMPORTED_MODULE_0__/* .openClient */ .M)(ctx, globals);
    const { all: _all, maxPages: _maxPages, ...query } = flags;
    await (0,_list_action_js__WEBPACK_IMPORTED_MODULE_1__/* .runListing */ .G)(ctx, globals, flags, {
        page: (signal) => client.listTasks(query, { signal }),
        pages: (maxPages, signal) => client.paginateTasks(query, { maxPages, signal }).pages(),
    }, "tasks");
}


/***/ })

};
