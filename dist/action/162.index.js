export const id = 162;
export const ids = [162];
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

/***/ 5460:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GA: () => (/* binding */ maxListedJobs),
/* harmony export */   Xb: () => (/* binding */ verdictFor),
/* harmony export */   bu: () => (/* binding */ earlierJobs),
/* harmony export */   j8: () => (/* binding */ reRunCreatedTitle),
/* harmony export */   pw: () => (/* binding */ jobEvidence),
/* harmony export */   r$: () => (/* binding */ reRunTitle),
/* harmony export */   sD: () => (/* binding */ createKeyNote)
/* harmony export */ });
/* unused harmony exports pendingRevealTitle, storedRevealTitle, isCreateKey, storedSecretPart */
/**
 * What a workflow re-run attempt can learn about the run's earlier attempts from GitHub (the
 * run's jobs and their check-run annotations), reduced to what docs/plan.md "Crash safety" needs:
 * did the job end with its post steps, and did our post step report a create in progress.
 * Pure: run-history.ts fetches, this module reads. Imported by the post step too (the markers).
 */
/** The title of the post step's annotation for a reveal left pending. */
const pendingRevealTitle = "svc-ci: secret reveal pending";
/**
 * The title of the post step's annotation, after a main step that did not end (it was killed),
 * naming the secrets its steps had stored (a file, a masked output) with their fingerprints: a
 * re-run attempt recognises a file of this run by it, and names a webhook whose secret went only to
 * that attempt's output.
 */
const storedRevealTitle = "svc-ci: secret stored by a killed attempt";
/** The title of a re-run attempt's warning about a webhook it found. */
const reRunTitle = "svc-ci: re-run attempt";
/** The title of a re-run attempt's notice that it created a webhook (and its secret reached the sink). */
const reRunCreatedTitle = "svc-ci: re-run attempt created a webhook";
const createKeyShape = /svc-ci-create-[0-9a-f]{64}/g;
/** How an annotation names a create's idempotency key (the run and the body; the same in every attempt). */
const createKeyNote = (key) => `create key ${key}`;
const isCreateKey = (key) => /^svc-ci-create-[0-9a-f]{64}$/.test(key);
/**
 * GitHub's own annotation when a job's runner stopped answering or was shut down: the job ended
 * without running the rest of its steps, post steps included.
 */
const runnerLost = /lost communication with the server|received a shutdown signal/i;
/**
 * One stored secret as the post step names it, and a re-run attempt reads it back:
 * `step "hook" stored the signing secret of webhook whk_1 (fingerprint hmac-sha256:…) in the file "/w/hook.secret"`.
 * The file is a JSON string (any path reads back whole).
 */
function storedSecretPart(secret) {
    const of = secret.webhookId
        ? `of webhook ${secret.webhookId} `
        : secret.key
            ? `of the webhook its create made (${createKeyNote(secret.key)}) `
            : "";
    const where = secret.file !== undefined ? `the file ${JSON.stringify(secret.file)}` : `its ${secret.sink} sink`;
    const who = secret.step === undefined ? "a step" : `step "${secret.step}"`;
    return `${who} stored the signing secret ${of}(fingerprint ${secret.fingerprint}) in ${where}`;
}
const storedShape = /(?:step "([a-z][a-z0-9-]{0,62})"|a step) stored the signing secret (?:of webhook ([A-Za-z0-9_.:-]{1,128}) |of the webhook its create made \(create key (svc-ci-create-[0-9a-f]{64})\) )?\(fingerprint (hmac-sha256:[0-9a-f]{16})\) in (?:the file ("(?:[^"\\]|\\.)*")|its ([a-z-]+) sink)/g;
function storedIn(annotations) {
    return annotations
        .filter((annotation) => annotation.title === storedRevealTitle)
        .flatMap((annotation) => [...(annotation.message ?? "").matchAll(storedShape)])
        .flatMap(([, step, webhookId, key, fingerprint = "", file, sink]) => {
        const path = file === undefined ? undefined : parseJsonString(file);
        if (file !== undefined && path === undefined)
            return [];
        return [
            {
                ...(step === undefined ? {} : { step }),
                sink: path === undefined ? (sink ?? "") : "file",
                fingerprint,
                ...(path === undefined ? {} : { file: path }),
                ...(webhookId ? { webhookId } : {}),
                ...(key ? { key } : {}),
            },
        ];
    });
}
/** A rotation the post step reported in progress, on its own or in a combined annotation. */
const rotationShapes = [
    /step "([a-z][a-z0-9-]{0,62})": the run ended while the rotation of the signing secret of webhook ([A-Za-z0-9_.:-]{1,128}) /g,
    /step "([a-z][a-z0-9-]{0,62})" \(rotation of webhook ([A-Za-z0-9_.:-]{1,128})\)/g,
];
function rotationsIn(annotations) {
    return annotations
        .filter((annotation) => annotation.title === pendingRevealTitle)
        .flatMap((annotation) => rotationShapes.flatMap((shape) => [...(annotation.message ?? "").matchAll(shape)]))
        .map(([, step = "", webhookId = ""]) => ({ step, webhookId }));
}
function parseJsonString(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === "string" ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** The run's jobs listed at most (three pages of 100): a run with more is read in part. */
const maxListedJobs = 300;
/**
 * The jobs of earlier attempts that ran what this job runs: the same job name as this one (a job
 * keeps its name, matrix values included, across attempts). This job is the one of this attempt
 * in progress on this runner; when it cannot be told apart, every earlier job counts.
 */
function earlierJobs(jobs, attempt, runnerName) {
    const current = jobs.filter((job) => job.run_attempt === attempt && job.status === "in_progress" && job.runner_name === runnerName);
    const name = current.length === 1 ? current[0]?.name : undefined;
    return jobs
        .filter((job) => (job.run_attempt ?? 0) < attempt && (name === undefined || job.name === name))
        .filter((job) => job.conclusion !== "skipped")
        .sort((a, b) => (b.run_attempt ?? 0) - (a.run_attempt ?? 0));
}
const keysIn = (annotations, title) => annotations
    .filter((annotation) => annotation.title === title)
    .flatMap((annotation) => [...(annotation.message ?? "").matchAll(createKeyShape)].map((match) => match[0]));
/** A job and its annotations (undefined: not read) as evidence. */
function jobEvidence(job, annotations) {
    const lost = (annotations ?? []).some((annotation) => runnerLost.test(annotation.message ?? ""));
    return {
        attempt: job.run_attempt ?? 0,
        read: annotations !== undefined,
        finished: job.status === "completed" && (job.steps ?? []).every((step) => step.status === "completed") && !lost,
        succeeded: job.conclusion === "success",
        pending: keysIn(annotations ?? [], pendingRevealTitle),
        found: keysIn(annotations ?? [], reRunTitle),
        created: keysIn(annotations ?? [], reRunCreatedTitle),
        stored: storedIn(annotations ?? []),
        pendingRotations: rotationsIn(annotations ?? []),
    };
}
/**
 * Walks the earlier attempts from the newest. A create of this key that a killed attempt's post
 * step reported in progress is a lost secret: every later attempt found the webhook (else the walk
 * would have stopped at the one that created it, whose notice names the key). An attempt that
 * found the webhook (its warning names the key) is passed over, as is one that ran to its end
 * (post steps included) and reported nothing: no secret can have been lost silently there. One
 * that did not run to its end, or could not be read, leaves it unknown; one that created the
 * webhook, or succeeded (so its step created or found the webhook), ends the walk. When the run's
 * jobs were not all listed (`unlisted`: this attempt's number), an attempt none of whose jobs was
 * listed leaves it unknown too.
 */
function verdictFor(key, jobs, unlisted) {
    const seen = [...new Set(jobs.map((job) => job.attempt))];
    // With jobs left unlisted, every earlier attempt is walked: one with no job listed is unknown.
    const attempts = unlisted
        ? Array.from({ length: Math.max(0, unlisted.before - 1) }, (_, index) => unlisted.before - 1 - index)
        : seen.sort((a, b) => b - a);
    for (const attempt of attempts) {
        const ofAttempt = jobs.filter((job) => job.attempt === attempt);
        if (ofAttempt.length === 0)
            return { kind: "unknown", attempt, why: "unlisted" };
        if (ofAttempt.some((job) => job.pending.includes(key)))
            return { kind: "lost", attempt };
        if (ofAttempt.some((job) => job.created.includes(key)))
            return { kind: "none" };
        if (ofAttempt.some((job) => job.found.includes(key)))
            continue;
        if (ofAttempt.some((job) => !job.read))
            return { kind: "unknown", attempt, why: "unread" };
        if (ofAttempt.some((job) => !job.finished))
            return { kind: "unknown", attempt, why: "runner-lost" };
        if (ofAttempt.every((job) => job.succeeded))
            return { kind: "none" };
    }
    return { kind: "none" };
}


/***/ }),

/***/ 9162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyDeadlineMs: () => (/* binding */ historyDeadlineMs),
/* harmony export */   maxHistoryRequests: () => (/* binding */ maxHistoryRequests),
/* harmony export */   readRunHistory: () => (/* binding */ readRunHistory)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2218);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4371);
/* harmony import */ var _transport_agents_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9751);
/* harmony import */ var _github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(424);
/* harmony import */ var _github_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2772);
/* harmony import */ var _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5460);
/**
 * What GitHub knows of this workflow run's earlier attempts, read with the rerun-token (the job's
 * GITHUB_TOKEN by default; it needs `actions: read` for the jobs and `checks: read` for their
 * annotations). Loaded only on a re-run attempt that found a webhook, through @actions/github
 * (Octokit) like the github-secret sink. A bounded number of requests, no waiting on rate limits
 * and one deadline for all of them: this is advice about an earlier attempt, never a reason to hold
 * up or fail the job, so every problem becomes a reason the warning names.
 */






/** At most this many requests: three pages of jobs (300), then one page of annotations per earlier job. */
const maxHistoryRequests = 12;
const pageSize = 100;
const maxJobPages = _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .maxListedJobs */ .GA / pageSize;
/** All requests together; the Action's run is done by then, so this is all it adds. */
const historyDeadlineMs = 20_000;
const apiVersion = "2022-11-28";
const permissionsHint = "Give the job `permissions: { actions: read, checks: read }` (with contents: read, etc.) so the next re-run can tell, or pass a token that may read them as rerun-token";
/** Thrown when the request budget is spent. */
class BudgetSpent extends Error {
}
function githubClient(request) {
    const settings = (0,_transport_agents_js__WEBPACK_IMPORTED_MODULE_3__/* .proxySettings */ .E)(request.proxyEnv);
    const dispatcher = settings
        ? new undici__WEBPACK_IMPORTED_MODULE_1__/* .EnvHttpProxyAgent */ .J2({
            ...(settings.HTTP_PROXY ? { httpProxy: settings.HTTP_PROXY } : {}),
            ...(settings.HTTPS_PROXY ? { httpsProxy: settings.HTTPS_PROXY } : {}),
            ...(settings.NO_PROXY ? { noProxy: settings.NO_PROXY } : {}),
        })
        : undefined;
    const fetch = ((url, init) => (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .fetch */ .hd)(url, {
        ...init,
        ...(dispatcher ? { dispatcher } : {}),
    }));
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(request.token, {
        baseUrl: request.apiUrl.replace(/\/+$/, ""),
        userAgent: request.userAgent,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
        request: { fetch },
    });
}
async function readRunHistory(request, deadlineMs = historyDeadlineMs) {
    if (!request.token)
        return { readable: false, reason: "the rerun-token input is empty", hint: permissionsHint };
    const run = runOf(request);
    if (!run)
        return { readable: false, reason: "GITHUB_REPOSITORY or GITHUB_RUN_ID is not set" };
    const signal = AbortSignal.any([
        AbortSignal.timeout(deadlineMs),
        ...(request.signal ? [request.signal] : []),
    ]);
    const reader = historyReader(githubClient(request), run, signal);
    try {
        const { jobs, unlisted } = await listJobs(reader.jobsPage);
        const evidence = [];
        for (const job of (0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .earlierJobs */ .bu)(jobs, request.attempt, request.runnerName)) {
            evidence.push((0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .jobEvidence */ .pw)(job, await reader.annotations(job)));
        }
        return { readable: true, jobs: evidence, ...(unlisted ? { unlisted } : {}) };
    }
    catch (error) {
        return unreadable(error, request.token, deadlineMs);
    }
}
/** The run the Action is part of (GITHUB_REPOSITORY, GITHUB_RUN_ID), when both are set and well formed. */
function runOf(request) {
    const [owner = "", repo = ""] = request.repository.split("/");
    if (!owner || !repo || !/^[0-9]{1,20}$/.test(request.runId))
        return undefined;
    return { owner, repo, run_id: Number(request.runId) };
}
/**
 * The two reads, together within maxHistoryRequests and the one deadline of `signal`. A job whose
 * annotations the budget no longer covers gets undefined (its evidence says it was not read).
 */
function historyReader(octokit, run, signal) {
    let spent = 0;
    const call = async (send) => {
        if (spent >= maxHistoryRequests)
            throw new BudgetSpent();
        spent += 1;
        return send();
    };
    const options = { headers: { "x-github-api-version": apiVersion }, request: { signal } };
    return {
        jobsPage: (page) => call(() => octokit.rest.actions.listJobsForWorkflowRun({
            ...run,
            filter: "all",
            per_page: pageSize,
            page,
            ...options,
        })),
        annotations: (job) => call(() => octokit.rest.checks.listAnnotations({
            owner: run.owner,
            repo: run.repo,
            check_run_id: checkRunId(job),
            per_page: pageSize,
            ...options,
        })).then((response) => response.data, (error) => {
            if (error instanceof BudgetSpent)
                return undefined;
            throw error;
        }),
    };
}
/** The run's jobs, at most maxJobPages pages of them; `unlisted` when the run has more. */
async function listJobs(page) {
    const jobs = [];
    for (let n = 1; n <= maxJobPages; n += 1) {
        const { data } = await page(n);
        jobs.push(...data.jobs);
        if (data.jobs.length < pageSize || jobs.length >= data.total_count)
            return { jobs, unlisted: false };
    }
    return { jobs, unlisted: true };
}
/** The job's check run (a workflow job is a check run; its URL names it). */
function checkRunId(job) {
    const fromUrl = /\/check-runs\/([0-9]+)$/.exec(job.check_run_url ?? "")?.[1];
    return fromUrl ? Number(fromUrl) : job.id;
}
/** Why the history could not be read, in words for the warning (no secret: GitHub's text is redacted). */
function unreadable(error, token, deadlineMs) {
    if (error instanceof BudgetSpent)
        return { readable: false, reason: `more than ${maxHistoryRequests} requests were needed` };
    const detail = (0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isRequestError */ .eK)(error) ? (0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .failureOf */ .g5)(error, undefined, [token]).detail : String(error);
    if (/aborted due to timeout|TimeoutError/i.test(detail))
        return { readable: false, reason: `GitHub's API did not answer within ${deadlineMs / 1000} s` };
    if (!(0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isRequestError */ .eK)(error) || !error.response)
        return {
            readable: false,
            reason: `GitHub's API could not be reached (${(0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .isRequestError */ .eK)(error) ? detail : "network error"})`,
        };
    const failure = (0,_github_api_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .failureOf */ .g5)(error, undefined, [token]);
    const answer = `HTTP ${failure.status}, x-github-request-id ${failure.requestId ?? "none"}`;
    if ((0,_github_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitWait */ .h)({ status: error.status, message: failure.detail, response: error.response }, Date.now()))
        return {
            readable: false,
            reason: `GitHub's API rate limit was reached (${answer}); nothing was waited for`,
        };
    if (failure.status === 401)
        return { readable: false, reason: `GitHub refused the rerun-token (${answer})` };
    if (failure.status === 403 || failure.status === 404)
        return {
            readable: false,
            reason: `the rerun-token may not read this run's jobs and annotations (${answer}: ${failure.detail})`,
            hint: permissionsHint,
        };
    return { readable: false, reason: `GitHub's API answered ${answer}: ${failure.detail}` };
}


/***/ })

};
