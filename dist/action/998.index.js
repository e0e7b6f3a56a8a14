export const id = 998;
export const ids = [998];
export const modules = {

/***/ 424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ GithubApiError),
/* harmony export */   eK: () => (/* binding */ isRequestError),
/* harmony export */   g5: () => (/* binding */ failureOf),
/* harmony export */   qt: () => (/* binding */ GithubFailureError)
/* harmony export */ });
/* harmony import */ var _transport_network_causes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8264);
/* harmony import */ var _transport_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);


function isRequestError(error) {
    return (error instanceof Error &&
        error.name === "HttpError" &&
        typeof error.status === "number" &&
        typeof error.request === "object");
}
/**
 * `secrets`: literals to hide wherever GitHub's answer echoes them (the github-token; a token's
 * shape is not known to the redactor, so only the literal can hide it).
 */
function failureOf(error, rateLimit, secrets = []) {
    const requestId = error.response?.headers["x-github-request-id"];
    const data = error.response?.data;
    const message = typeof data?.message === "string" ? data.message : error.message;
    return {
        method: error.request.method,
        status: error.response ? error.status : 0,
        requestId: requestId === undefined ? undefined : oneLine((0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(String(requestId), secrets), 80),
        detail: oneLine((0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(error.response ? message : withCause(error, message), secrets), 200),
        ...(rateLimit ? { rateLimit } : {}),
    };
}
/** A network failure's message with what it means first (nothing answers at ..., the host does not resolve). */
function withCause(error, message) {
    const cause = (0,_transport_network_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .networkCauseIn */ .vC)(error);
    if (cause === undefined)
        return message;
    let host = "the GitHub API";
    try {
        host = new URL(error.request.url).host;
    }
    catch { }
    return `${(0,_transport_network_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCause */ .V$)(cause, host)} (${message})`;
}
/** Thrown inside the request hook; turned into a GithubApiError once the secret's location is known. */
class GithubFailureError extends Error {
    failure;
    name = "GithubFailureError";
    constructor(failure) {
        super(failure.detail);
        this.failure = failure;
    }
}
/** A failed GitHub API call, explained: what, where, the request id, and the likely fix. */
class GithubApiError extends Error {
    name = "GithubApiError";
    kind;
    status;
    requestId;
    constructor(failure, where, environment, repository) {
        const kind = kindOf(failure);
        super(explain(kind, failure, where, environment, repository));
        this.kind = kind;
        this.status = failure.status;
        this.requestId = failure.requestId;
    }
}
function kindOf(failure) {
    if (failure.rateLimit)
        return "rate_limited";
    if (failure.status === 0)
        return "network";
    if (failure.status === 401)
        return "unauthorized";
    if (failure.status === 403)
        return "forbidden";
    if (failure.status === 404)
        return "not_found";
    return "failed";
}
function explain(kind, failure, where, environment, repository) {
    const request = failure.requestId ? `, request ${failure.requestId}` : "";
    const what = `GitHub API ${failure.method} for ${where}`;
    if (kind === "network")
        return `${what} failed: ${failure.detail} (no response)`;
    const answer = `${what} returned HTTP ${failure.status}: ${failure.detail} (x-github-request-id ${failure.requestId ?? "none"})`;
    switch (kind) {
        case "rate_limited": {
            const wait = failure.rateLimit;
            const asked = Math.ceil((wait?.ms ?? 0) / 1000);
            const left = Math.floor((wait?.budgetLeftMs ?? 0) / 1000);
            return `${what} was rate limited by GitHub (HTTP ${failure.status}, ${wait?.reason}${request}): it asks to wait ${asked} s, more than the ${left} s this Action still waits; this is not a permission problem: re-run the job later or space out the jobs that write secrets`;
        }
        case "unauthorized":
            return `${answer}; the github-token input is invalid or expired`;
        case "forbidden":
        case "not_found": {
            const env = environment ? ` (and that environment ${environment} exists)` : "";
            return `${answer}; check that ${repository} exists${env} and that github-token may write Actions secrets there: a fine-grained token with "Secrets: read and write" (plus "Environments" for environment secrets) or a classic token with repo scope; the workflow's GITHUB_TOKEN cannot manage secrets`;
        }
        default:
            return answer;
    }
}
/** Untrusted text from a response: no line breaks or control characters, bounded. */
function oneLine(text, max) {
    const folded = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
    return folded.length > max ? `${folded.slice(0, max)}…` : folded;
}


/***/ }),

/***/ 2772:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ rateLimitWait)
/* harmony export */ });
/* unused harmony export secondaryLimitWaitMs */
/**
 * GitHub's rate limits, told apart from missing permissions: both primary and secondary limits
 * answer 403 or 429; only a rate limit carries `retry-after`, `x-ratelimit-remaining: 0` or a
 * "rate limit" message. https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api
 */
/** Without a hint GitHub asks to wait at least a minute before retrying a secondary rate limit. */
const secondaryLimitWaitMs = 60_000;
/** How long GitHub asks to wait, or undefined when the answer is not a rate limit. */
function rateLimitWait(error, nowMs) {
    if (error.status !== 403 && error.status !== 429)
        return undefined;
    const headers = error.response?.headers ?? {};
    const retryAfter = seconds(headers["retry-after"]);
    if (retryAfter !== undefined)
        return { ms: retryAfter * 1000, reason: `retry-after ${retryAfter} s` };
    if (String(headers["x-ratelimit-remaining"]) === "0") {
        const reset = seconds(headers["x-ratelimit-reset"]);
        if (reset !== undefined) {
            return {
                ms: Math.max(0, reset * 1000 - nowMs) + 1000,
                reason: `limit exhausted until ${new Date(reset * 1000).toISOString()}`,
            };
        }
        return { ms: secondaryLimitWaitMs, reason: "limit exhausted" };
    }
    if (error.status === 429 || /rate limit/i.test(error.message)) {
        return { ms: secondaryLimitWaitMs, reason: "secondary rate limit" };
    }
    return undefined;
}
function seconds(value) {
    if (value === undefined)
        return undefined;
    const text = String(value).trim();
    return /^[0-9]{1,10}$/.test(text) ? Number(text) : undefined;
}


/***/ }),

/***/ 1998:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createSecretsApi: () => (/* binding */ createSecretsApi),
/* harmony export */   describeLocation: () => (/* binding */ describeLocation)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2218);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4371);
/* harmony import */ var _transport_agents_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9751);
/* harmony import */ var _transport_sleep_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6597);
/* harmony import */ var _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(424);
/* harmony import */ var _github_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2772);
/**
 * GitHub's Actions-secrets REST routes through @actions/github (Octokit), on undici (the one copy
 * `overrides` gives @actions/http-client too), through the runner's proxy when one is configured.
 * Loaded lazily: only the github-secret sink imports this module.
 *
 * The retry loop below is ours, not `@octokit/plugin-throttling` + `@octokit/plugin-retry`: probed
 * with throttling 11.0.5 and retry 8.1.1 against a loopback server, the plugins retry a 429 without
 * hints and a `retry-after: 0` after 1 s (retry's (n+1)² s back-off) instead of GitHub's "wait at
 * least a minute" for a secondary limit without `retry-after`; they ignore `retry-after` on a 403
 * unless the message says "secondary rate" (no wait, the job fails); and they wait on Bottleneck's
 * own timers (43 KB more in this chunk), so the one 60 s budget across all waits and the tests'
 * injected clock would need our code again around them.
 */






const transientRetryDelaysMs = [500, 1_500];
const minRateLimitWaitMs = 1_000;
const apiVersion = "2022-11-28";
function describeLocation(location) {
    const where = location.environment
        ? `${location.repository} environment ${location.environment}`
        : location.repository;
    return `${where} secret ${location.name}`;
}
/** undici's proxy agent for the runner's proxy settings, or undefined when none is configured. */
function proxyDispatcher(env) {
    const settings = env && (0,_transport_agents_js__WEBPACK_IMPORTED_MODULE_2__/* .proxySettings */ .E)(env);
    if (!settings)
        return undefined;
    return new undici__WEBPACK_IMPORTED_MODULE_1__/* .EnvHttpProxyAgent */ .J2({
        ...(settings.HTTP_PROXY ? { httpProxy: settings.HTTP_PROXY } : {}),
        ...(settings.HTTPS_PROXY ? { httpsProxy: settings.HTTPS_PROXY } : {}),
        ...(settings.NO_PROXY ? { noProxy: settings.NO_PROXY } : {}),
    });
}
/** A fetch through the runner's proxy, when one is configured (undici ignores HTTPS_PROXY on its own). */
function proxiedFetch(env) {
    const dispatcher = proxyDispatcher(env);
    return ((url, init) => (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .fetch */ .hd)(url, {
        ...init,
        ...(dispatcher ? { dispatcher } : {}),
    }));
}
function createSecretsApi(options) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(options.token, {
        baseUrl: options.apiUrl.replace(/\/+$/, ""),
        userAgent: options.userAgent,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
        request: { fetch: proxiedFetch(options.proxyEnv) },
    });
    const timeoutMs = options.timeoutMs ?? 30_000;
    const retrying = retryingSends(options);
    octokit.hook.wrap("request", async (request, requestOptions) => {
        requestOptions.headers["x-github-api-version"] = apiVersion;
        return retrying(async () => request({
            ...requestOptions,
            request: { ...requestOptions.request, signal: AbortSignal.timeout(timeoutMs) },
        }));
    });
    return secretsOperations(octokit);
}
/**
 * How every request is sent: rate limits waited out within one budget for the whole sink (at
 * least a second per wait), two retries of a 5xx or a network failure, and any other failure as a
 * GithubFailureError without the token.
 */
function retryingSends(options) {
    const sleep = options.sleep ?? _transport_sleep_js__WEBPACK_IMPORTED_MODULE_3__/* .sleep */ .y;
    const budget = { leftMs: options.rateLimitBudgetMs ?? 60_000 };
    const now = options.now ?? Date.now;
    const secrets = [options.token];
    return async (send) => {
        for (let transientFailures = 0;;) {
            try {
                return await send();
            }
            catch (error) {
                if (!(0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isRequestError */ .eK)(error))
                    throw error;
                const asked = (0,_github_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitWait */ .h)(error, now());
                if (asked) {
                    // At least a second per wait, so even `retry-after: 0` answers exhaust the budget.
                    const wait = { ...asked, ms: Math.max(asked.ms, minRateLimitWaitMs) };
                    if (wait.ms > budget.leftMs) {
                        throw new _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GithubFailureError */ .qt((0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .failureOf */ .g5)(error, { ...wait, budgetLeftMs: budget.leftMs }, secrets));
                    }
                    budget.leftMs -= wait.ms;
                    options.onWait?.(`GitHub API rate limit (${wait.reason}): waiting ${Math.ceil(wait.ms / 1000)} s`);
                    await sleep(wait.ms);
                    continue;
                }
                const retryIn = transientRetryDelaysMs[transientFailures];
                transientFailures += 1;
                if (error.status >= 500 && retryIn !== undefined) {
                    await sleep(retryIn);
                    continue;
                }
                throw new _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GithubFailureError */ .qt((0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .failureOf */ .g5)(error, undefined, secrets));
            }
        }
    };
}
/**
 * A PUT of the secret that got no answer, or a 5xx after the retries: GitHub may have stored it
 * all the same. `outcomeUnknown` lets the reveal say "may or may not have been stored".
 */
class GithubWriteOutcomeUnknown extends _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GithubApiError */ .Ab {
    outcomeUnknown = true;
}
/** Runs one call for `location`; a GitHub failure is explained with where it was going. */
async function locatedCall(location, send, write = false) {
    try {
        return await send();
    }
    catch (error) {
        if (!(error instanceof _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GithubFailureError */ .qt))
            throw error;
        const { status } = error.failure;
        const Kind = write && (status === 0 || status >= 500) ? GithubWriteOutcomeUnknown : _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GithubApiError */ .Ab;
        throw new Kind(error.failure, describeLocation(location), location.environment, location.repository);
    }
}
const ownerRepo = (location) => {
    const [owner = "", repo = ""] = location.repository.split("/");
    return { owner, repo };
};
function secretsOperations(octokit) {
    return {
        publicKey: (location) => locatedCall(location, async () => {
            const { data } = location.environment
                ? await octokit.rest.actions.getEnvironmentPublicKey({
                    ...ownerRepo(location),
                    environment_name: location.environment,
                })
                : await octokit.rest.actions.getRepoPublicKey(ownerRepo(location));
            if (typeof data?.key_id !== "string" || typeof data.key !== "string") {
                throw new Error(`GitHub returned no public key for ${describeLocation(location)}`);
            }
            return { keyId: data.key_id, key: data.key };
        }),
        putSecret: (location, sealed) => locatedCall(location, async () => {
            const body = {
                ...ownerRepo(location),
                secret_name: location.name,
                encrypted_value: sealed.encryptedValue,
                key_id: sealed.keyId,
            };
            // Any 2xx is stored (201 created, 204 updated); Octokit reads no more of the answer.
            if (location.environment) {
                await octokit.rest.actions.createOrUpdateEnvironmentSecret({
                    ...body,
                    environment_name: location.environment,
                });
            }
            else {
                await octokit.rest.actions.createOrUpdateRepoSecret(body);
            }
        }, true),
    };
}


/***/ })

};
