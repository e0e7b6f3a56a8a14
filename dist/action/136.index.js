export const id = 136;
export const ids = [136];
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


/***/ })

};
