export const id = 864;
export const ids = [864,136];
export const modules = {

/***/ 7052:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ maxSeparateAnnotations),
/* harmony export */   Y: () => (/* binding */ batchedMessages)
/* harmony export */ });
/**
 * GitHub keeps 10 warning and 10 error annotations of a step and drops the rest. Annotations that
 * a later attempt reads back as evidence (rerun-evidence.ts) must not be among those dropped, so
 * beyond a few, they share annotations: each names many steps, within the size one may have.
 */
/** Up to this many get an annotation each; more share a few. */
const maxSeparateAnnotations = 5;
/** Characters of a shared annotation (GitHub keeps 64 KiB of an annotation's message). */
const maxAnnotationChars = 48_000;
/** `parts` in batches that each fit one annotation, each made a message by `message`. */
function batchedMessages(parts, message) {
    const messages = [];
    let batch = [];
    let length = 0;
    for (const part of parts) {
        if (batch.length > 0 && length + part.length > maxAnnotationChars) {
            messages.push(message(batch));
            batch = [];
            length = 0;
        }
        batch.push(part);
        length += part.length + 2;
    }
    if (batch.length > 0)
        messages.push(message(batch));
    return messages;
}


/***/ }),

/***/ 136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OC: () => (/* binding */ historyRequest),
/* harmony export */   reRunReport: () => (/* binding */ reRunReport)
/* harmony export */ });
/* unused harmony exports reRunSteps, reRunNotes */
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5411);
/* harmony import */ var _annotation_batches_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7052);
/* harmony import */ var _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5460);



/**
 * Says, for each ensure-webhook step of a re-run attempt that created or found its webhook, what
 * the earlier attempts left: GitHub is asked only when a step found its webhook.
 */
async function reRunReport(options) {
    const steps = reRunSteps(options.report, options.steps, options.run);
    if (steps.length === 0)
        return;
    const history = steps.every((step) => step.created)
        ? { readable: true, jobs: [] }
        : await options.world.readRunHistory(historyRequest(options));
    const notes = reRunNotes(steps, history, options.run.runAttempt);
    if (notes.filter((note) => note.level !== "info").length <= _annotation_batches_js__WEBPACK_IMPORTED_MODULE_0__/* .maxSeparateAnnotations */ .K) {
        for (const note of notes) {
            if (note.level === "info")
                options.log.info(note.message);
            else if (note.level === "notice")
                options.log.notice(note.message, { title: _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .reRunCreatedTitle */ .j8 });
            else
                options.log.warning(note.message, { title: _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .reRunTitle */ .r$ });
        }
        return;
    }
    // Beyond a few they share annotations, so that none GitHub would drop is missing as evidence for
    // a later attempt (each names its create key); the log keeps each one's own line.
    for (const note of notes)
        options.log.info(note.message);
    const named = (level) => steps
        .filter((_, index) => notes[index]?.level === level)
        .map((step) => `step "${step.stepId}" (webhook ${step.webhookId}, ${(0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .createKeyNote */ .sD)(step.key)})`);
    for (const message of (0,_annotation_batches_js__WEBPACK_IMPORTED_MODULE_0__/* .batchedMessages */ .Y)(named("warning"), foundMessage)) {
        options.log.warning(message, { title: _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .reRunTitle */ .r$ });
    }
    for (const message of (0,_annotation_batches_js__WEBPACK_IMPORTED_MODULE_0__/* .batchedMessages */ .Y)(named("notice"), createdMessage(options.run.runAttempt))) {
        options.log.notice(message, { title: _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .reRunCreatedTitle */ .j8 });
    }
}
/** What GitHub is asked for about this run's earlier attempts. */
function historyRequest(options) {
    const { env } = options.world;
    return {
        token: options.token,
        apiUrl: env.GITHUB_API_URL || "https://api.github.com",
        // The run this attempt belongs to is the run identity's (the keys were derived from it),
        // never read from the environment a second time.
        repository: options.run.repository ?? "",
        runId: options.run.runId,
        attempt: options.run.runAttempt,
        runnerName: env.RUNNER_NAME,
        userAgent: options.userAgent,
        proxyEnv: env,
        signal: options.signal,
    };
}
const foundMessage = (batch) => `${batch.length} steps of this re-run attempt found webhooks whose signing secret an earlier attempt may have lost (the log says, for each, what is known and what to do): ${batch.join(", ")}`;
const createdMessage = (attempt) => (batch) => `attempt ${attempt} of the workflow run created these webhooks and their signing secrets reached their sinks: ${batch.join(", ")}`;
/** The ensure-webhook steps of a re-run attempt in apply mode that created or found their webhook. */
function reRunSteps(report, steps, run) {
    if (run.runAttempt <= 1 || report.mode !== "apply")
        return [];
    return report.steps.flatMap((step) => {
        if (step.uses !== "ensure-webhook" || step.status !== "succeeded")
            return [];
        const body = steps.find((planned) => planned.id === step.id)?.with;
        if (typeof body?.url !== "string" || !Array.isArray(body.actions))
            return [];
        const key = (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createKey */ .cF)(run, step.id, { url: body.url, actions: body.actions });
        const webhookId = String(step.outputs["webhook-id"] ?? "");
        return [{ stepId: step.id, webhookId, key, created: step.change === "created" }];
    });
}
/** What to say about each step, from what GitHub knows of the earlier attempts. */
function reRunNotes(steps, history, attempt) {
    return steps.map((step) => {
        if (step.created)
            return createdNote(step, attempt);
        if (!history.readable)
            return unreadableNote(step, attempt, history.reason, history.hint);
        const unlisted = history.unlisted ? { before: attempt } : undefined;
        return verdictNote(step, (0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictFor */ .Xb)(step.key, history.jobs, unlisted), attempt);
    });
}
const rotate = (id) => `rotate the secret of webhook ${id} (a rotate-secret step, or svc webhooks rotate-secret ${id})`;
function createdNote(step, attempt) {
    return {
        level: "notice",
        message: `step "${step.stepId}": attempt ${attempt} of the workflow run created webhook ${step.webhookId} and its signing secret reached the sink (${(0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .createKeyNote */ .sD)(step.key)})`,
    };
}
function verdictNote(step, verdict, attempt) {
    const { stepId, webhookId } = step;
    const key = (0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .createKeyNote */ .sD)(step.key);
    switch (verdict.kind) {
        case "none":
            return {
                level: "info",
                message: `step "${stepId}": the earlier attempts of this workflow run ran to their end (post steps included) or found webhook ${webhookId} themselves; none ended with its create in progress, so no signing secret of it was lost`,
            };
        case "lost":
            return {
                level: "warning",
                message: `step "${stepId}": this is attempt ${attempt} of the workflow run; attempt ${verdict.attempt} ended with the create of webhook ${webhookId} in progress (its post step reported it: the attempt was killed, or the answer to the create was unusable) and every attempt since found the webhook, so the signing secret the service issued then reached no sink and this step gets none (${key}): ${rotate(webhookId)}, unless it was rotated since`,
            };
        default:
            return {
                level: "warning",
                message: `step "${stepId}": this is attempt ${attempt} of the workflow run; ${unknownBecause(verdict)}, so whether it created webhook ${webhookId} and lost its signing secret cannot be known (${key}): if the webhook's receiver cannot verify deliveries, ${rotate(webhookId)}`,
            };
    }
}
function unknownBecause(verdict) {
    switch (verdict.why) {
        case "runner-lost":
            return `attempt ${verdict.attempt} ended without its post steps (its runner was lost)`;
        case "unread":
            return `the annotations of attempt ${verdict.attempt} could not be read within the request budget`;
        default:
            return `the run has more jobs than the ${_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .maxListedJobs */ .GA} read, and none of attempt ${verdict.attempt}'s was among them`;
    }
}
function unreadableNote(step, attempt, reason, hint) {
    return {
        level: "warning",
        message: `step "${step.stepId}": this is attempt ${attempt} of the workflow run, on a runner without the earlier attempts' run journal, and the earlier attempts could not be read from GitHub (${reason}), so whether one of them created webhook ${step.webhookId} and was killed before its signing secret reached the sink cannot be known (${(0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .createKeyNote */ .sD)(step.key)}): if the webhook's receiver cannot verify deliveries, ${rotate(step.webhookId)}${hint ? `. ${hint}` : ""}`,
    };
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

/***/ 5864:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   stoppedReRunReport: () => (/* binding */ stoppedReRunReport)
/* harmony export */ });
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5411);
/* harmony import */ var _engine_owned_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9833);
/* harmony import */ var _engine_plan_run_secret_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(752);
/* harmony import */ var _engine_sinks_fingerprint_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1981);
/* harmony import */ var _annotation_batches_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7052);
/* harmony import */ var _rerun_attempt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(136);
/* harmony import */ var _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5460);
/**
 * A workflow re-run attempt that stopped before its steps ran (an invalid plan: on a self-hosted
 * runner, which keeps the workspace, a file a killed earlier attempt wrote makes the file sink
 * refuse the plan; or anything else that ends it early) still reports what the earlier attempts
 * left (docs/plan.md "Crash safety"), so no lost secret goes unnamed whatever stopped it:
 * - a file of the plan's file sinks that a killed earlier attempt of this run wrote, proven by the
 *   fingerprint its post step recorded from the run journal, is named as this run's own (which
 *   attempt, which step, which webhook) with what to do; one whose fingerprint differs is not;
 * - a secret a killed attempt stored only in its masked step output (which this attempt cannot
 *   read) names its webhook;
 * - a create an earlier attempt left in progress names its step and URL.
 * Loaded only on such an attempt (lazily, like rerun-attempt.ts). Never fails the run.
 */







async function stoppedReRunReport(options) {
    const { run, log } = options;
    if (run.runAttempt <= 1)
        return;
    const history = await options.world.readRunHistory((0,_rerun_attempt_js__WEBPACK_IMPORTED_MODULE_0__/* .historyRequest */ .OC)(options));
    const attempt = `this is attempt ${run.runAttempt} of the workflow run and it stopped before its steps ran`;
    if (!history.readable) {
        log.warning(`${attempt}; what the earlier attempts left could not be read from GitHub (${history.reason}), so a secret one of them stored in a file of this workspace, or only in its step outputs, cannot be named${history.hint ? `. ${history.hint}` : ""}`, { title: _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .reRunTitle */ .r$ });
        return;
    }
    const creates = plannedCreates(options.steps, run);
    const notes = [
        ...(await fileNotes(options, history.jobs)),
        ...outputNotes(history.jobs, creates),
        ...lostCreateNotes(history, creates, run.runAttempt),
    ];
    for (const message of (0,_annotation_batches_js__WEBPACK_IMPORTED_MODULE_2__/* .batchedMessages */ .Y)(notes, (batch) => `${attempt}: ${batch.join("; ")}`))
        log.warning(message, { title: _rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .reRunTitle */ .r$ });
}
/** The earlier attempts' stored secrets, the newest attempt first. */
const storedSecrets = (jobs) => [...jobs]
    .sort((a, b) => b.attempt - a.attempt)
    .flatMap((job) => job.stored.map((secret) => ({ attempt: job.attempt, secret })));
const ofWebhook = (secret, creates) => secret.webhookId
    ? `webhook ${secret.webhookId}`
    : secret.key && creates.has(secret.key)
        ? `the webhook at ${creates.get(secret.key)?.url}`
        : `the webhook its create made (${(0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .createKeyNote */ .sD)(secret.key ?? "?")})`;
/** Each file of the plan's file sinks that exists, against what the earlier attempts stored in it. */
async function fileNotes(options, jobs) {
    const stored = storedSecrets(jobs).filter(({ secret }) => secret.file !== undefined);
    const notes = [];
    for (const { stepId, path } of (0,_engine_plan_run_secret_files_js__WEBPACK_IMPORTED_MODULE_3__/* .secretFilePaths */ .LX)(options.steps, options.workspace)) {
        const earlier = stored.filter(({ secret }) => secret.file === path);
        if (earlier.length === 0)
            continue;
        const text = await (0,_engine_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readSmallFile */ .EW)(path, 256);
        if (text === undefined)
            continue;
        const fingerprint = (0,_engine_sinks_fingerprint_js__WEBPACK_IMPORTED_MODULE_5__/* .secretFingerprint */ .n)((0,_engine_plan_run_secret_files_js__WEBPACK_IMPORTED_MODULE_3__/* .secretFileValue */ .Yt)(text));
        const own = earlier.find(({ secret }) => secret.fingerprint === fingerprint);
        if (own)
            notes.push(ownFileNote(stepId, path, own.attempt, withWebhook(own.secret, stepId, own.attempt, jobs)));
        else
            notes.push(`${path} (step "${stepId}") is not a file this run wrote: attempt ${earlier[0]?.attempt} stored another secret there (its fingerprint differs), so something replaced it since; remove it only if you know what it is`);
    }
    return notes;
}
/**
 * A file whose journal record was not yet marked stored names no step or webhook: they are the
 * plan's step that writes the file, and the webhook of its rotation that attempt left in progress.
 */
function withWebhook(secret, stepId, attempt, jobs) {
    if (secret.step !== undefined)
        return secret;
    const rotation = jobs
        .filter((job) => job.attempt === attempt)
        .flatMap((job) => job.pendingRotations)
        .find((pending) => pending.step === stepId);
    return { ...secret, step: stepId, ...(rotation ? { webhookId: rotation.webhookId } : {}) };
}
function ownFileNote(stepId, path, attempt, secret) {
    const webhook = secret.webhookId ? `webhook ${secret.webhookId}` : "its webhook";
    return `${path} (step "${stepId}") is this run's own: attempt ${attempt}, which was killed, stored the signing secret of ${webhook} in it (step "${secret.step}", fingerprint ${secret.fingerprint}, as attempt ${attempt}'s post step recorded from its run journal), and the file sink never overwrites a file. If ${webhook}'s receiver still needs that secret, keep a copy; then remove ${path} and re-run: a rotation rotates anew and writes the new secret there, a create that finds its webhook writes none`;
}
/** Secrets a killed attempt stored only in its masked step outputs: this attempt cannot read them. */
function outputNotes(jobs, creates) {
    return storedSecrets(jobs)
        .filter(({ secret }) => secret.sink === "output")
        .map(({ attempt, secret }) => `attempt ${attempt}, which was killed, stored the signing secret of ${ofWebhook(secret, creates)} (step "${secret.step}", fingerprint ${secret.fingerprint}) only in its masked step output, which no later attempt can read: if nothing of attempt ${attempt} used it, rotate that webhook's secret (a rotate-secret step, or svc webhooks rotate-secret)`);
}
/** The create key of each ensure-webhook step of the plan (the same in every attempt of the run). */
function plannedCreates(steps, run) {
    const creates = new Map();
    for (const step of steps) {
        const body = step.with;
        if (step.uses !== "ensure-webhook" || typeof body?.url !== "string" || !Array.isArray(body.actions))
            continue;
        creates.set((0,_engine_index_js__WEBPACK_IMPORTED_MODULE_6__/* .createKey */ .cF)(run, step.id, { url: body.url, actions: body.actions }), {
            stepId: step.id,
            url: body.url,
        });
    }
    return creates;
}
function lostCreateNotes(history, creates, attempt) {
    const unlisted = history.unlisted ? { before: attempt } : undefined;
    return [...creates].flatMap(([key, create]) => {
        const verdict = (0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictFor */ .Xb)(key, history.jobs, unlisted);
        if (verdict.kind !== "lost")
            return [];
        return [
            `step "${create.stepId}": attempt ${verdict.attempt} ended with the create of the webhook at ${create.url} in progress (its post step reported it), so the signing secret the service issued then may have reached no sink (${(0,_rerun_evidence_js__WEBPACK_IMPORTED_MODULE_1__/* .createKeyNote */ .sD)(key)}); this attempt stopped before it could look: once it runs, the step names the webhook; if its receiver cannot verify deliveries, rotate its secret`,
        ];
    });
}


/***/ })

};
