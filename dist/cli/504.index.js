export const id = 504;
export const ids = [504];
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

/***/ 2504:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  login: () => (/* binding */ login)
});

// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
;// CONCATENATED MODULE: ./lib/cli/auth/authorize-url.js


const DEFAULT_AUTHORIZATION_URL = "https://login.teamgrid.app/developer/cli/authorize";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
/**
 * The authorization page (SVC_CLI_AUTHORIZATION_URL or the default): credential-free https, or http
 * only on loopback, with no query or fragment of its own.
 */
function authorizationPageUrl(override) {
    const raw = override === undefined || override.trim() === "" ? DEFAULT_AUTHORIZATION_URL : override.trim();
    const fail = (why) => new errors/* CliError */.z1("invalid_arguments", `SVC_CLI_AUTHORIZATION_URL ${why}`, {
        hint: "unset it to use the default authorization page",
    });
    // new URL() would silently drop tabs and newlines and read `\` as `/`: refuse them instead.
    const characters = (0,patterns/* uriCharacterProblem */.PU)(raw);
    if (characters)
        throw fail(characters);
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw fail("is not a URL");
    }
    if (url.username !== "" || url.password !== "")
        throw fail("must not contain credentials");
    if (url.search !== "" || url.hash !== "" || raw.includes("?") || raw.includes("#"))
        throw fail("must not have a query or fragment");
    if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname))
        throw fail("must use https (http only on a loopback host)");
    if (url.protocol !== "https:" && url.protocol !== "http:")
        throw fail("must use https");
    return url;
}
/** The page URL with every request parameter in the fragment, form-encoded (never sent to a server). */
function buildAuthorizationUrl(request) {
    const { values } = request;
    const fragment = new URLSearchParams({
        authorization_request_id: values.authorizationRequestId,
        cli_installation_id: request.installationId,
        cli_version: request.cliVersion,
        code_challenge: values.codeChallenge,
        pairing_phrase: values.pairingPhrase,
        platform: request.platform,
        redirect_uri: request.redirectUri,
        request_secret: values.requestSecret,
        state: values.state,
    });
    for (const scope of request.scopes)
        fragment.append("scope", scope);
    const url = new URL(request.page);
    url.hash = fragment.toString();
    return url.toString();
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./lib/cli/auth/browser.js

/** Splits a BROWSER-style command into argv (whitespace, with simple single/double quoting); no shell. */
function splitCommand(command) {
    const args = [];
    let current = "";
    let quote;
    let pending = false;
    for (const char of command) {
        if (quote) {
            if (char === quote)
                quote = undefined;
            else
                current += char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            pending = true;
        }
        else if (/\s/.test(char)) {
            if (pending || current)
                args.push(current);
            current = "";
            pending = false;
        }
        else
            current += char;
    }
    if (pending || current)
        args.push(current);
    return args;
}
/** The opener argv for a URL: SVC_BROWSER, then BROWSER, else the platform opener. */
function browserCommand(url, env, platform) {
    for (const name of ["SVC_BROWSER", "BROWSER"]) {
        const configured = env[name]?.trim();
        if (configured) {
            const argv = splitCommand(configured);
            if (argv.length > 0)
                return argv.some((arg) => arg.includes("%s"))
                    ? argv.map((arg) => arg.replaceAll("%s", url))
                    : [...argv, url];
        }
    }
    if (platform === "darwin")
        return ["open", url];
    if (platform === "win32")
        return ["rundll32.exe", "url.dll,FileProtocolHandler", url];
    if (platform === "linux" || platform === "freebsd" || platform === "openbsd")
        return ["xdg-open", url];
    return undefined;
}
/** Launches the opener detached, without a shell; resolves false when it could not be started or failed. */
function openBrowser(argv) {
    const [command, ...args] = argv;
    if (!command)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(command, args, { stdio: "ignore", detached: true, shell: false });
        }
        catch {
            resolve(false);
            return;
        }
        const timer = setTimeout(() => {
            child.unref();
            resolve(true);
        }, 2000);
        timer.unref();
        child.once("error", () => {
            clearTimeout(timer);
            resolve(false);
        });
        child.once("exit", (code) => {
            clearTimeout(timer);
            resolve(code === 0);
        });
    });
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./lib/cli/auth/callback-server.js



const CODE = /^[A-Za-z0-9_-]{43,172}$/;
const LOCATION = /^[A-Za-z0-9_-]{1,128}$/;
const KEYS = ["cell_id", "code", "region", "state"];
const HEADERS = {
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
};
const page = (title, text) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>\n`;
function reply(res, status, title, text) {
    res.writeHead(status, { ...HEADERS, "content-type": "text/html; charset=utf-8", connection: "close" });
    res.end(page(title, text));
}
/** Exactly the four keys, each once, with valid values and the expected state. */
function parseCallbackQuery(search, expectedState) {
    const keys = [...search.keys()].sort();
    if (keys.length !== KEYS.length || keys.some((key, i) => key !== KEYS[i]))
        return undefined;
    const code = search.get("code") ?? "";
    const state = search.get("state") ?? "";
    const region = search.get("region") ?? "";
    const cellId = search.get("cell_id") ?? "";
    if (state !== expectedState || !CODE.test(code) || !LOCATION.test(region) || !LOCATION.test(cellId))
        return undefined;
    return { code, region, cellId };
}
/**
 * The loopback callback on 127.0.0.1 with an OS-assigned port. Accepts one valid callback: GET,
 * Host exactly 127.0.0.1:<port>, the exact path, the query rule above. Replies 200 (accepted),
 * 400 (invalid, also malformed HTTP), 404 (other path), 409 (already completed, for as long as the
 * caller keeps the server open: until the login has finished); every reply is `Cache-Control:
 * no-store` and `Referrer-Policy: no-referrer`.
 */
async function startCallbackServer(options) {
    let settle;
    const result = new Promise((resolve, reject) => {
        settle = { resolve, reject };
    });
    result.catch(() => { });
    const callback = { port: 0, completed: false };
    const server = (0,external_node_http_.createServer)((req, res) => {
        const accepted = answerCallback(req, res, options, callback);
        if (accepted)
            settle?.resolve(accepted);
    });
    answerClientErrors(server);
    server.listen(0, "127.0.0.1");
    await (0,external_node_events_.once)(server, "listening");
    callback.port = server.address().port;
    if (callback.port < 1024) {
        server.close();
        throw new errors/* CliError */.z1("browser_authorization_failed", "the loopback callback got a privileged port");
    }
    const stopWaiting = failAfterTimeoutOrAbort(options, (error) => settle?.reject(error));
    const close = () => {
        stopWaiting();
        server.close();
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1000).unref();
    };
    const redirectUri = `http://127.0.0.1:${callback.port}${options.callbackPath}`;
    return { port: callback.port, redirectUri, result, close };
}
/** Answers one request to the callback server; returns the callback when this one is accepted. */
function answerCallback(req, res, options, callback) {
    // Split at the first `?` only: split("?", 2) would silently drop anything after a second `?`.
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const rawPath = mark === -1 ? url : url.slice(0, mark);
    const rawQuery = mark === -1 ? "" : url.slice(mark + 1);
    if (rawPath !== options.callbackPath) {
        reply(res, 404, "Not found", "This address is not the login callback.");
        return undefined;
    }
    if (callback.completed) {
        reply(res, 409, "Already completed", "This login has already completed. You can close this window.");
        return undefined;
    }
    const accepted = req.method === "GET" && req.headers.host === `127.0.0.1:${callback.port}`
        ? parseCallbackQuery(new URLSearchParams(rawQuery), options.state)
        : undefined;
    if (!accepted) {
        reply(res, 400, "Invalid request", "The login callback was not valid. Return to the terminal.");
        return undefined;
    }
    callback.completed = true;
    reply(res, 200, "Login approved", "The command-line client received the approval. You can close this window.");
    return accepted;
}
/** Requests Node answers itself (malformed HTTP, header limits) carry the same headers. */
function answerClientErrors(server) {
    server.on("clientError", (_error, socket) => {
        if (!socket.writable)
            return socket.destroy();
        const headers = Object.entries({ ...HEADERS, "content-length": "0", connection: "close" })
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join("");
        socket.end(`HTTP/1.1 400 Bad Request\r\n${headers}\r\n`);
    });
}
/** Fails the wait after `timeoutMs` or when the signal aborts; returns what stops both. */
function failAfterTimeoutOrAbort(options, fail) {
    const timer = setTimeout(() => {
        fail(new errors/* CliError */.z1("browser_authorization_timeout", `no approval arrived within ${Math.round(options.timeoutMs / 1000)} s`, { hint: "run `svc auth login` again and approve in the browser" }));
    }, options.timeoutMs);
    timer.unref();
    const onAbort = () => fail(new errors/* CliError */.z1("browser_authorization_interrupted", "login interrupted while waiting for the browser"));
    if (options.signal?.aborted)
        onAbort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    return () => {
        clearTimeout(timer);
        options.signal?.removeEventListener("abort", onAbort);
    };
}

// EXTERNAL MODULE: ./lib/transport/errors.js
var transport_errors = __webpack_require__(5786);
// EXTERNAL MODULE: ./lib/schemas/credential.js
var credential = __webpack_require__(6791);
;// CONCATENATED MODULE: ./lib/cli/auth/exchange.js




const GRANT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const invalid = (why) => new errors/* CliError */.z1("invalid_api_response", `the token exchange answer was rejected: ${why}; nothing was saved`);
/**
 * POST /auth/cli/token. A 400 is `invalid_grant`, any other API error
 * `authorization_exchange_failed`; the answer must match the callback and the request exactly.
 */
async function exchangeAuthorizationCode(input) {
    let response;
    try {
        response = await input.client.exchangeCliAuthorizationCode({
            authorizationCode: input.callback.code,
            clientId: "teamgrid-cli",
            codeVerifier: input.codeVerifier,
            grantType: "authorization_code",
            redirectUri: input.redirectUri,
        }, 
        // A credential the service issued is not thrown away for a header a proxy dropped: the
        // body is still checked in full below, and the header is named in a warning.
        { tolerateDeviations: true, ...(input.signal ? { signal: input.signal } : {}) });
    }
    catch (error) {
        throw mapExchangeError(error);
    }
    checkExchangeContentType(response.transport.headers["content-type"]);
    const credential = validateExchange(response.data, input.callback, input.scopes, input.now);
    for (const { path, problem } of response.warnings) {
        const text = `the token exchange answer differs from the contract at ${path} (${problem}); the credential passed every other check and is accepted all the same`;
        input.warn?.(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(text)}`);
    }
    return credential;
}
/** The answer must be `application/json` or `application/vnd.api+json`. */
function checkExchangeContentType(contentType) {
    const media = contentType?.split(";")[0]?.trim().toLowerCase();
    if (media !== "application/json" && media !== "application/vnd.api+json")
        throw invalid("the content type is not JSON");
}
function mapExchangeError(error) {
    if (!(error instanceof transport_errors/* ApiError */.hD))
        return error;
    if (error.status === 400) {
        return new errors/* CliError */.z1("invalid_grant", "the service refused the authorization code", {
            hint: "run `svc auth login` again",
            cause: error,
        });
    }
    const detail = error.detail.length <= 300 ? error.detail : `HTTP ${error.status}`;
    return new errors/* CliError */.z1("authorization_exchange_failed", `the token exchange failed: ${detail}`, {
        cause: error,
    });
}
/** Every check of the token-exchange answer, before anything is saved. */
function validateExchange(data, callback, requested, now) {
    const a = data.attributes;
    if (data.type !== "cliAuthorization")
        throw invalid("wrong resource type");
    if (a.tokenType !== "Bearer")
        throw invalid("token type is not Bearer");
    if (a.region !== callback.region || a.cellId !== callback.cellId)
        throw invalid("region or cell differs from the browser callback");
    const expires = Date.parse(a.expiresAt);
    if (!Number.isFinite(expires) || expires <= now)
        throw invalid("the credential is already expired");
    const granted = new Set(a.scopes);
    if (granted.size !== a.scopes.length ||
        granted.size !== new Set(requested).size ||
        requested.some((s) => !granted.has(s)))
        throw invalid("the granted scopes differ from the requested scopes");
    if (!GRANT_ID.test(a.grantId))
        throw invalid("malformed grant id");
    const location = (0,credential.parseCredentialToken)(a.accessToken);
    if (!location)
        throw invalid("the access token does not follow the credential grammar");
    if (location.region !== callback.region ||
        location.cellId !== callback.cellId ||
        location.credentialId !== data.id)
        throw invalid("the access token does not belong to the approved region, cell or credential id");
    return {
        token: a.accessToken,
        credentialId: data.id,
        region: a.region,
        cellId: a.cellId,
        expiresAt: a.expiresAt,
        grantId: a.grantId,
        scopes: [...a.scopes],
        location,
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/cli/auth/login-values.js

/** The pairing-phrase word list of the browser login (docs/auth.md; 32 words; a random byte mod 32 picks one). */
const PAIRING_WORDS = [
    "amber",
    "atlas",
    "birch",
    "cobalt",
    "coral",
    "delta",
    "ember",
    "falcon",
    "forest",
    "harbor",
    "indigo",
    "juniper",
    "lagoon",
    "maple",
    "meadow",
    "meteor",
    "ocean",
    "olive",
    "orchid",
    "pebble",
    "quartz",
    "raven",
    "river",
    "saffron",
    "silver",
    "summit",
    "tiger",
    "valley",
    "violet",
    "willow",
    "winter",
    "zephyr",
];
/** The fixed first segments of the loopback callback path (the service's redirect-URI rule). */
const CALLBACK_PATH_PREFIX = "/teamgrid/callback/";
const random64 = (bytes) => (0,external_node_crypto_.randomBytes)(bytes).toString("base64url");
/** S256: base64url(SHA-256(ASCII verifier)) without padding. */
function codeChallengeFor(verifier) {
    return (0,external_node_crypto_.createHash)("sha256").update(verifier, "ascii").digest("base64url");
}
function pairingPhrase(source = external_node_crypto_.randomBytes) {
    return [...source(3)].map((byte) => PAIRING_WORDS[byte % 32]).join(" ");
}
/** A fresh installation id (32 random bytes, 43 base64url characters), saved once in the config. */
function newInstallationId() {
    return random64(32);
}
/** Every per-login value (PKCE verifier, state, pairing phrase), each from the CSPRNG (base64url without padding). */
function newLoginValues() {
    const codeVerifier = random64(48);
    return {
        state: random64(32),
        requestSecret: random64(32),
        authorizationRequestId: random64(32),
        codeVerifier,
        codeChallenge: codeChallengeFor(codeVerifier),
        callbackPath: `${CALLBACK_PATH_PREFIX}${random64(16)}`,
        pairingPhrase: pairingPhrase(),
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/cli/credentials/config-store.js + 1 modules
var config_store = __webpack_require__(4747);
;// CONCATENATED MODULE: ./lib/cli/auth/save-profile.js



/**
 * Save the profile metadata (and make it current), then write the secret to
 * the keychain. If the keychain write fails, the previous config is restored; after a browser login
 * the just-issued credential is revoked through storage compensation first.
 */
async function saveProfile(target, profile, token, extra = {}) {
    const next = {
        ...target.previous,
        currentProfile: target.profileName,
        ...(extra.installationId ? { installationId: extra.installationId } : {}),
        profiles: { ...target.previous.profiles, [target.profileName]: profile },
    };
    await (0,config_store/* writeConfig */.A)(target.configPath, next);
    try {
        await target.store.set(target.profileName, token);
    }
    catch (storeError) {
        const revoked = extra.compensation ? await tryRevoke(extra.compensation) : undefined;
        await restoreConfig(target);
        if (!extra.compensation)
            throw storeError;
        const id = extra.compensation.credentialId;
        const outcome = revoked
            ? `the service revoked the new credential ${id} automatically`
            : `revocation could not be confirmed: revoke credential ${id} in Developer Center`;
        throw new errors/* CliError */.z1("credential_store_failed", `the credential could not be saved in the OS credential store; ${outcome}; the previous configuration was restored`, {
            hint: "unlock or start the system keychain and run `svc auth login` again, or use SVC_API_TOKEN for this session",
            cause: storeError,
        });
    }
}
async function tryRevoke(compensation) {
    try {
        await compensation.revoke();
        return true;
    }
    catch {
        return false;
    }
}
async function restoreConfig(target) {
    if (target.previousExisted)
        await (0,config_store/* writeConfig */.A)(target.configPath, target.previous);
    else
        await (0,promises_.unlink)(target.configPath).catch(() => { });
}
/** The compensation call through the client, bound to the just-issued token and its grant. */
function storageCompensation(client, grantId, credentialId) {
    return {
        credentialId,
        revoke: async () => {
            await client.compensateCliAuthorizationStorage({ grantId });
        },
    };
}
/** Reads the config and remembers whether a file existed (for restoring it). */
async function loadSaveBase(configPath) {
    const { existsSync } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 3024, 19));
    const previousExisted = existsSync(configPath);
    return { previous: await (0,config_store.readConfig)(configPath), previousExisted };
}
/**
 * The start every login shares: the config is read (and remembered, to restore it if saving
 * fails) and an existing profile is refused before anything is asked or issued.
 */
async function startLogin(destination) {
    const base = await loadSaveBase(destination.configPath);
    destination.checkProfile(base.previous.profiles);
    const target = {
        ...base,
        configPath: destination.configPath,
        profileName: destination.profileName,
        store: destination.store,
    };
    return {
        previous: base.previous,
        save: async (source, facts, token, extra) => {
            const profile = {
                authenticationSource: source,
                ...(destination.baseUrl ? { baseUrl: destination.baseUrl } : {}),
                cellId: facts.cellId,
                createdAt: new Date(destination.now()).toISOString(),
                credentialId: facts.credentialId,
                ...(facts.expiresAt === undefined ? {} : { expiresAt: facts.expiresAt }),
                region: facts.region,
                ...(facts.scopes === undefined ? {} : { scopes: facts.scopes }),
            };
            await saveProfile(target, profile, token, extra);
            return profile;
        },
    };
}

;// CONCATENATED MODULE: ./lib/cli/auth/browser-login.js








const DEFAULT_LOGIN_WAIT_MS = 10 * 60_000;
/** SVC_LOGIN_TIMEOUT_MS (positive integer, for tests and slow sign-ins) or 10 minutes. */
function loginWaitMs(env) {
    const value = Number(env.SVC_LOGIN_TIMEOUT_MS);
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_LOGIN_WAIT_MS;
}
const platformName = (platform) => platform === "darwin" || platform === "win32" ? platform : "linux";
/** The browser login (PKCE over a loopback callback, docs/auth.md); returns the saved profile. */
async function browserLogin(input) {
    const page = authorizationPageUrl(input.env.SVC_CLI_AUTHORIZATION_URL);
    const login = await startLogin(input);
    // Step 1: fail early when the store is unavailable (the answer itself is not needed).
    await input.store.get(input.profileName);
    if (!input.noBrowser && !browserCommand("", input.env, input.platform)) {
        throw new errors/* CliError */.z1("unsupported_platform", `cannot open a browser on ${input.platform}`, {
            hint: "use --no-browser and open the printed address yourself, or --manual / --token-stdin",
        });
    }
    const values = newLoginValues();
    input.onSecret?.(values.codeVerifier);
    const installationId = login.previous.installationId ?? newInstallationId();
    const server = await startCallbackServer({
        callbackPath: values.callbackPath,
        state: values.state,
        timeoutMs: input.waitMs,
        signal: input.signal,
    });
    try {
        const url = buildAuthorizationUrl({
            page,
            values,
            redirectUri: server.redirectUri,
            scopes: input.scopes,
            installationId,
            cliVersion: input.cliVersion,
            platform: platformName(input.platform),
        });
        await presentAuthorization(input, url, values.pairingPhrase);
        const callback = await server.result;
        input.onSecret?.(callback.code);
        // The callback stays open until the login has finished (below, `finally`): a second completion
        // in the meantime (a reload, a second tab) is answered 409, not refused.
        return await exchangeAndSave(input, login, {
            callback,
            codeVerifier: values.codeVerifier,
            redirectUri: server.redirectUri,
            installationId,
        });
    }
    finally {
        server.close();
    }
}
/** The pairing phrase, then the page: opened in the browser, or printed to open by hand. */
async function presentAuthorization(input, url, phrase) {
    const say = (line) => input.stderr.write(`${line}\n`);
    say(`Pairing phrase: ${phrase}`);
    say("Check that the browser shows the same phrase before you approve.");
    const argv = input.noBrowser ? undefined : browserCommand(url, input.env, input.platform);
    if (argv && (await openBrowser(argv))) {
        say("Opened the authorization page in your browser; waiting for approval...");
        return;
    }
    say(input.noBrowser
        ? "Open this address in a browser on this machine to approve the login:"
        : "Could not open a browser; open this address on this machine to approve the login:");
    say((0,sanitize/* sanitizeTerminalText */.p_)(url));
    say("Waiting for approval...");
}
/** Trades the approved code for a token (30 s, answers of at most 64 KiB) and saves the profile. */
async function exchangeAndSave(input, login, approved) {
    const clientOptions = { ...input.clientOptions, timeoutMs: 30_000, maxResponseBytes: 64 * 1024 };
    const exchangeClient = input.createClient(input.baseUrl
        ? { ...clientOptions, baseUrl: input.baseUrl }
        : { ...clientOptions, region: approved.callback.region });
    const issued = await exchangeAuthorizationCode({
        client: exchangeClient,
        callback: approved.callback,
        codeVerifier: approved.codeVerifier,
        redirectUri: approved.redirectUri,
        scopes: input.scopes,
        now: input.now(),
        signal: input.signal,
        warn: (line) => input.stderr.write(`${line}\n`),
    });
    input.onSecret?.(issued.token);
    const compensationClient = input.createClient({
        ...clientOptions,
        token: issued.token,
        baseUrl: exchangeClient.baseUrl,
    });
    return await login.save("browser", issued, issued.token, {
        installationId: approved.installationId,
        compensation: storageCompensation(compensationClient, issued.grantId, issued.credentialId),
    });
}

;// CONCATENATED MODULE: ./lib/cli/auth/hidden-prompt.js

/**
 * Reads one credential from a terminal with `@inquirer/password` (loaded only here): nothing of the
 * answer is echoed (no mask characters, and the library's Ctrl-T reveal is switched off), so a
 * pasted credential never reaches the screen or a scrollback buffer. Its readline decodes key
 * sequences, so arrow and function keys move the (hidden) cursor or do nothing instead of landing in
 * the answer as `[D`; backspace and paste work as on any line. The question goes to `output`
 * (stderr). Ctrl-C, a closed terminal or an abort is the `interrupted` error (exit 130).
 */
async function promptHidden(question, input, output, signal) {
    const { default: password } = await __webpack_require__.e(/* import() */ 337).then(__webpack_require__.bind(__webpack_require__, 6337));
    try {
        return await password({ message: question, mask: false, toggleMask: false }, { input, output, clearPromptOnDone: false, ...(signal ? { signal } : {}) });
    }
    catch (error) {
        const name = error.name;
        if (name === "ExitPromptError" || name === "AbortPromptError" || name === "CancelPromptError")
            throw new errors/* CliError */.z1("interrupted", "interrupted at the credential prompt");
        throw error;
    }
}

// EXTERNAL MODULE: ./lib/untrusted/bounded-file.js
var bounded_file = __webpack_require__(3490);
;// CONCATENATED MODULE: ./lib/cli/auth/token.js



const MAX_TOKEN_INPUT_BYTES = 1024 * 1024;
/** Parses an imported credential locally (grammar, region, cell, credential id); never echoes it. */
function parseImportedToken(raw, source) {
    const token = raw.trim();
    if (token === "")
        throw new errors/* CliError */.z1("invalid_credential", `${source} was empty; no credential was read`);
    const location = (0,credential.parseCredentialToken)(token);
    if (!location) {
        throw new errors/* CliError */.z1("invalid_credential", `${source} is not an API v1 credential; expected tg_pat_v2_, tg_sa_v2_ or tg_sk_v1_ followed by <region>_<cell>_<24 hex>_<64 hex>`);
    }
    return { token, location };
}
/** Reads all of stdin (max 1 MiB) for `--token-stdin`; an aborted `signal` (Ctrl-C) ends the wait. */
async function readTokenStdin(stdin, signal) {
    const bytes = await (0,bounded_file/* readBoundedStream */.i9)(stdin, MAX_TOKEN_INPUT_BYTES, signal).catch((error) => {
        if (error instanceof bounded_file/* InputFileError */.TH)
            throw new errors/* CliError */.z1("input_too_large", "--token-stdin: input is larger than 1 MiB");
        throw error;
    });
    return bytes.toString("utf8");
}

;// CONCATENATED MODULE: ./lib/cli/auth/manual-login.js


/**
 * `--manual` / `--token-stdin`: the credential is parsed locally before anything is
 * stored; the profile records `authenticationSource: manual` and no expiry or scopes.
 */
async function importCredential(input) {
    const login = await startLogin(input);
    // Piped input is checked before the store is touched, so a bad credential is exit 2 even where
    // no keychain runs; a hidden prompt comes after the probe, so nobody pastes into a dead store.
    const piped = input.piped ? parseImportedToken(await input.readToken(), input.source) : undefined;
    await input.store.get(input.profileName);
    const { token, location } = piped ?? parseImportedToken(await input.readToken(), input.source);
    return login.save("manual", location, token);
}

;// CONCATENATED MODULE: ./lib/schemas/scopes.js
/**
 * Scopes browser login refuses (the 1.0.5 deny-list plus the task-recurrence scopes the
 * 1.1.0 catalogue marks sensitive); they need a Developer-Center token or a service account. Shared by
 * the emulator (which refuses them on the authorization page) and the CLI (which refuses them locally).
 */
const BROWSER_SENSITIVE_SCOPES = new Set([
    "absences:admin:write",
    "absences:delegated:read",
    "appointments:delegated:read",
    "appointments:delegated:write",
    "audit:read",
    "automations:read",
    "automations:run",
    "automations:write",
    "availability:delegated:read",
    "changes:read",
    "credentials:read",
    "credentials:write",
    "exports:read",
    "exports:write",
    "groups:read",
    "groups:write",
    "integrations:read",
    "invitations:read",
    "invitations:write",
    "members:pii:read",
    "members:read",
    "members:write",
    "products:finance:read",
    "products:finance:write",
    "project-statements:finance:read",
    "project-statements:finance:write",
    "projects:sharing",
    "resource-grants:read",
    "resource-grants:write",
    "roles:read",
    "roles:write",
    "service-accounts:read",
    "service-accounts:write",
    "task-recurrences:read",
    "task-recurrences:run",
    "task-recurrences:write",
    "time-entries:billing",
    "webhooks:write",
    "workspace-settings:write",
]);

;// CONCATENATED MODULE: ./lib/cli/auth/scopes.js



/** Browser-login presets. */
const PRESETS = {
    "read-only": ["workspace:read", "projects:read", "tasks:read", "time-entries:read"],
    "daily-work": [
        "workspace:read",
        "projects:read",
        "tasks:read",
        "tasks:write",
        "time-entries:read",
        "time-entries:write",
        "activity:read",
        "comments:read",
        "comments:write",
    ],
};
const PRESET_NAMES = Object.keys(PRESETS);
const MAX_SCOPES = 100;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * The scopes a browser login asks for: `--scope` values (repeatable, comma-separated) replace the
 * preset entirely; the result is 1-100 unique valid scopes, none of them sensitive.
 */
function resolveScopes(preset, scopeArgs) {
    if (preset !== undefined && !(preset in PRESETS)) {
        throw new errors/* CliError */.z1("invalid_arguments", `--preset must be one of ${PRESET_NAMES.join(", ")}`);
    }
    if (scopeArgs.length === 0)
        return [...PRESETS[(preset ?? "read-only")]];
    const scopes = scopeArgs.flatMap((arg) => arg.split(",")).map((value) => value.trim());
    if (scopes.length > MAX_SCOPES) {
        throw new errors/* CliError */.z1("invalid_arguments", `--scope: at most ${MAX_SCOPES} values`);
    }
    for (const value of scopes) {
        if (value.length === 0 || value.length > 128 || CONTROL.test(value) || !credential/* scopePattern */.db.test(value)) {
            const shown = value.length > 128 || CONTROL.test(value) ? "a value" : `"${value}"`;
            throw new errors/* CliError */.z1("invalid_arguments", `--scope: ${shown} is not a scope; scopes look like resource:access (e.g. tasks:read)`);
        }
    }
    const unique = [...new Set(scopes)];
    const sensitive = unique.filter((value) => BROWSER_SENSITIVE_SCOPES.has(value));
    if (sensitive.length > 0) {
        throw new errors/* CliError */.z1("browser_sensitive_scopes_unavailable", `browser login cannot grant sensitive scopes (${sensitive.join(", ")})`, {
            hint: "create a token in Developer Center and import it with `svc auth login --manual` or `--token-stdin`, or use a service account via SVC_API_TOKEN",
        });
    }
    return unique;
}

// EXTERNAL MODULE: ./lib/cli/auth/setup.js
var auth_setup = __webpack_require__(7980);
// EXTERNAL MODULE: ./lib/cli/credentials/resolve.js
var resolve = __webpack_require__(1675);
// EXTERNAL MODULE: ./lib/cli/credentials/validity.js
var validity = __webpack_require__(621);
// EXTERNAL MODULE: ./lib/cli/version.js
var version = __webpack_require__(6802);
;// CONCATENATED MODULE: ./lib/cli/commands/auth/login.body.js










const usage = (message, hint) => new errors/* CliError */.z1("invalid_arguments", message, hint === undefined ? {} : { hint });
/** The option rules of `auth login` (docs/auth.md), checked before anything else happens. */
function checkOptions(ctx, o) {
    if ((0,resolve/* envToken */.B)(ctx) !== undefined) {
        throw usage("SVC_API_TOKEN is set; it overrides every stored profile, so a login would not be used", "unset SVC_API_TOKEN, then run `svc auth login` again");
    }
    if (o.manual && o.tokenStdin)
        throw usage("--manual and --token-stdin cannot be combined");
    const importing = o.manual || o.tokenStdin;
    if (importing && !o.browser)
        throw usage("--no-browser applies to browser login only; drop it with --manual/--token-stdin");
    if (importing && (o.scope.length > 0 || o.presetGiven))
        throw usage("--scope and --preset apply to browser login only; an imported credential keeps its own scopes");
    if (o.manual && !ctx.stdinIsTTY)
        throw usage("--manual needs a terminal for the hidden prompt", "pipe the credential into --token-stdin instead");
    if (!importing && o.browser && !(ctx.stdinIsTTY && ctx.stdoutIsTTY)) {
        throw usage("browser login needs a terminal on stdin and stdout", "use --no-browser (prints the address), --manual, or --token-stdin; in CI use SVC_API_TOKEN with a service account");
    }
}
function loginOptions(flags) {
    return {
        preset: flags.preset,
        scope: flags.scope ?? [],
        browser: flags.browser,
        manual: flags.manual === true,
        tokenStdin: flags.tokenStdin === true,
        replace: flags.replace === true,
        presetGiven: flags.preset !== undefined,
    };
}
async function login(ctx, flags) {
    const o = loginOptions(flags);
    const { globals } = ctx;
    checkOptions(ctx, o);
    const setup = await (0,auth_setup/* authSetup */.K6)(ctx, globals);
    const checkProfile = (0,auth_setup/* profileGuard */.lN)(setup.profileName, o.replace);
    const scopes = o.manual || o.tokenStdin ? [] : resolveScopes(o.preset, o.scope);
    let profile;
    if (o.manual || o.tokenStdin) {
        profile = await importCredential({
            readToken: async () => {
                const raw = o.tokenStdin
                    ? await readTokenStdin(ctx.stdin, ctx.signal)
                    : await promptHidden("svc API v1 credential (input hidden):", ctx.stdin, ctx.stderr, ctx.signal);
                const trimmed = raw.trim();
                if (trimmed)
                    ctx.secrets.add(trimmed);
                return raw;
            },
            piped: o.tokenStdin,
            source: o.tokenStdin ? "stdin" : "the pasted credential",
            store: setup.store,
            configPath: setup.configPath,
            profileName: setup.profileName,
            baseUrl: setup.baseUrl,
            now: ctx.now,
            checkProfile,
        });
    }
    else {
        const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(42), __webpack_require__.e(939)]).then(__webpack_require__.bind(__webpack_require__, 2939));
        profile = await browserLogin({
            env: ctx.env,
            stderr: ctx.stderr,
            platform: process.platform,
            now: ctx.now,
            signal: ctx.signal,
            store: setup.store,
            configPath: setup.configPath,
            profileName: setup.profileName,
            scopes,
            noBrowser: !o.browser,
            baseUrl: setup.baseUrl,
            cliVersion: version/* CLI_VERSION */.E,
            waitMs: loginWaitMs(ctx.env),
            clientOptions: { retries: globals.retries, userAgent: `svc/${version/* CLI_VERSION */.E}` },
            createClient: (options) => createClient(options),
            checkProfile,
            onSecret: (secret) => ctx.secrets.add(secret),
        });
    }
    ctx.stderr.write(`Logged in; profile "${setup.profileName}" is now the current profile.\n`);
    await ctx.renderResource((0,validity/* publicProfile */.X)(setup.profileName, profile, true));
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
