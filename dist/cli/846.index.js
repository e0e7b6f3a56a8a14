export const id = 846;
export const ids = [846,240];
export const modules = {

/***/ 3678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ openClient),
/* harmony export */   openSession: () => (/* binding */ openSession)
/* harmony export */ });
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2575);
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

/***/ 8240:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ checkJunitTarget),
  withJunitReport: () => (/* binding */ withJunitReport)
});

// UNUSED EXPORTS: JunitTargetError

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./lib/engine/report-junit.js
/**
 * The run as JUnit XML for test-report views (GitHub, GitLab, Jenkins): each step a test case, and
 * each failed delivery of a failed check-recent-deliveries or test-delivery step one more failing
 * case with its id, state, HTTP status and attempts. Failed deliveries a passing step tolerated
 * (within max-failures) are listed as skipped, so the report does not fail a job the plan passed.
 * A run that never reached its steps (`report` undefined) is one failing case with `failure`.
 * The report holds no secret by construction; every text is escaped and stripped of characters
 * XML 1.0 cannot carry.
 */
function renderJunit(report, options = {}) {
    const name = options.name ?? "svc-ci";
    const mode = report?.mode ?? "apply";
    const cases = report ? report.steps.flatMap((step) => stepCases(step, mode)) : [setupCase(options, mode)];
    if (report && options.failure && report.steps.every((step) => step.status !== "failed"))
        cases.push(setupCase(options, mode));
    const count = (outcome) => cases.filter((testCase) => testCase.outcome.kind === outcome).length;
    const seconds = cases.reduce((sum, testCase) => sum + testCase.seconds, 0);
    const totals = `tests="${cases.length}" failures="${count("failure")}" errors="0" skipped="${count("skipped")}" time="${time(seconds)}"`;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="${escapeXmlAttribute(name)}" ${totals}>`,
        `  <testsuite name="${escapeXmlAttribute(`${name} (${mode})`)}" ${totals}>`,
        ...cases.map(renderCase),
        "  </testsuite>",
        "</testsuites>",
        "",
    ].join("\n");
}
function stepCases(step, mode) {
    const classname = `svc-ci.${mode}`;
    const base = {
        classname,
        name: `${step.id} (${step.uses})${step.name ? `: ${step.name}` : ""}`,
        seconds: (step.durationMs ?? 0) / 1000,
    };
    const own = step.status === "failed"
        ? {
            ...base,
            outcome: {
                kind: "failure",
                type: "step-failed",
                message: step.error ?? step.summary,
                details: stepDetails(step),
            },
        }
        : step.status === "succeeded"
            ? { ...base, outcome: { kind: "passed", output: step.summary } }
            : { ...base, outcome: { kind: "skipped", message: step.summary } };
    const failedDeliveries = (step.deliveries ?? []).filter((row) => row.state !== "succeeded");
    return [own, ...failedDeliveries.map((row) => deliveryCase(row, step, `${classname}.${step.id}`))];
}
function stepDetails(step) {
    const lines = [`step: ${step.id}`, `uses: ${step.uses}`, `status: ${step.status}`];
    if (step.change)
        lines.push(`change: ${step.change}`);
    lines.push(`error: ${step.error ?? step.summary}`);
    return lines.join("\n");
}
function deliveryCase(row, step, classname) {
    const answer = row.statusCode !== null
        ? `HTTP ${row.statusCode}`
        : row.transportCode
            ? `transport error ${row.transportCode}`
            : "no HTTP status";
    const message = `delivery ${row.id} ${row.state}: ${answer}, ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}`;
    const base = { classname, name: `delivery ${row.id} (${row.event})`, seconds: 0 };
    if (step.status !== "failed")
        return { ...base, outcome: { kind: "skipped", message: `${message} (within max-failures)` } };
    const details = [
        `delivery id: ${row.id}`,
        `webhook id: ${row.webhookId}`,
        `event: ${row.event}`,
        `state: ${row.state}`,
        `HTTP status: ${row.statusCode ?? "none"}`,
        ...(row.transportCode ? [`transport error: ${row.transportCode}`] : []),
        `attempts: ${row.attempts}`,
        `created at: ${row.createdAt}`,
    ].join("\n");
    return { ...base, outcome: { kind: "failure", type: "delivery-failed", message, details } };
}
function setupCase(options, mode) {
    return {
        classname: `svc-ci.${mode}`,
        name: "run",
        seconds: 0,
        outcome: {
            kind: "failure",
            type: "run-failed",
            message: options.failure ?? "the run failed before its first step",
            details: options.failure ?? "",
        },
    };
}
function renderCase(testCase) {
    const open = `    <testcase classname="${escapeXmlAttribute(testCase.classname)}" name="${escapeXmlAttribute(testCase.name)}" time="${time(testCase.seconds)}"`;
    const { outcome } = testCase;
    switch (outcome.kind) {
        case "passed":
            return `${open}>\n      <system-out>${escapeXmlText(outcome.output)}</system-out>\n    </testcase>`;
        case "skipped":
            return `${open}>\n      <skipped message="${escapeXmlAttribute(outcome.message)}"/>\n    </testcase>`;
        case "failure":
            return `${open}>\n      <failure type="${outcome.type}" message="${escapeXmlAttribute(firstLine(outcome.message))}">${escapeXmlText(outcome.details)}</failure>\n    </testcase>`;
    }
}
const time = (seconds) => seconds.toFixed(3);
const firstLine = (text) => text.split(/\r?\n/, 1)[0] ?? "";
/** Characters XML 1.0 allows (section 2.2); everything else, lone surrogates included, is dropped. */
const invalidXmlChars = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const textEntities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;" };
/** In attributes also quotes, and tabs and newlines as references (else parsers fold them to spaces). */
const attributeEntities = {
    ...textEntities,
    '"': "&quot;",
    "'": "&apos;",
    "\n": "&#10;",
    "\t": "&#9;",
};
/** Element text: escaped, and stripped of characters XML 1.0 cannot carry. */
function escapeXmlText(text) {
    return text.replace(invalidXmlChars, "").replace(/[&<>\r]/g, (char) => textEntities[char] ?? char);
}
/** An attribute value (inside double quotes). */
function escapeXmlAttribute(text) {
    return text
        .replace(invalidXmlChars, "")
        .replace(/[&<>"'\n\r\t]/g, (char) => attributeEntities[char] ?? char);
}

;// CONCATENATED MODULE: ./lib/engine/sinks/file-sink-paths.js

/**
 * The files the plan's `file` secret sinks write, as absolute paths (relative ones against
 * `baseDirectory`): an adapter writing a file of its own (a JUnit report) must never replace one.
 */
function fileSinkPaths(steps, baseDirectory) {
    const paths = [];
    for (const step of steps) {
        const sink = step.with?.["secret-sink"];
        if (sink?.type === "file" && typeof sink.path === "string") {
            paths.push({ stepId: step.id, path: (0,external_node_path_.resolve)(baseDirectory, sink.path) });
        }
    }
    return paths;
}

// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(2692);
;// CONCATENATED MODULE: ./lib/cli/commands/run-junit.action.js







/**
 * `svc run --junit <file>`: runs `body`, then writes the JUnit XML of its report, also when it
 * failed (a run that never reached its steps is one failing case with the reason). The file holds
 * no secret: the report has none, and the reason is redacted like every diagnostic.
 */
/** A --junit path that would replace a secret: refused before any call, and no report is written. */
class JunitTargetError extends errors/* CliError */.z1 {
}
/** The --junit report must never replace a file a secret is written to (the secret would be lost). */
function checkJunitTarget(ctx, steps, junit, secretsDir) {
    const clash = fileSinkPaths(steps, ctx.cwd).find((sink) => sink.path === junit);
    if (!clash && (secretsDir === undefined || (0,external_node_path_.dirname)(junit) !== secretsDir))
        return;
    const whose = clash
        ? `step "${clash.stepId}" writes its signing secret there`
        : "--secrets-dir holds the secrets";
    throw new JunitTargetError("invalid_arguments", `--junit ${(0,sanitize/* safeDiagnostic */.dB)(junit, ctx.secrets)}: ${whose}; the report would overwrite a secret`, { hint: "choose another --junit path" });
}
async function withJunitReport(ctx, file, body) {
    if (file === undefined)
        return body(() => { });
    const path = (0,external_node_path_.resolve)(ctx.cwd, file);
    let report;
    try {
        await body((value) => {
            report = value;
        });
    }
    catch (error) {
        if (error instanceof JunitTargetError)
            throw error;
        const reason = (0,sanitize/* safeDiagnostic */.dB)(error instanceof Error ? error.message : String(error), ctx.secrets);
        await write(path, renderJunit(report, { failure: reason })).catch(() => {
            ctx.stderr.write(`svc: could not write the --junit report ${(0,sanitize/* safeDiagnostic */.dB)(file, ctx.secrets)}\n`);
        });
        throw error;
    }
    await write(path, renderJunit(report)).catch((error) => {
        throw new errors/* CliError */.z1("invalid_output", `cannot write the --junit report ${file} (${error.code ?? "error"})`);
    });
}
/** Never through a symlink in the report's place (O_NOFOLLOW): it could lead to any file. */
async function write(path, xml) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const handle = await (0,promises_.open)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW, 0o644);
    try {
        await handle.writeFile(xml);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 2846:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPlanFile: () => (/* binding */ runPlanFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/core/errors.js
var errors = __webpack_require__(3828);
;// CONCATENATED MODULE: ./lib/engine/errors.js

/** A step that cannot go on; the message already says what happened and what to do. */
class StepFailure extends Error {
    name = "StepFailure";
}
/**
 * The reason a step's signal aborts when its deadline passes; the transport puts its message into
 * the error of the request it cut short, so the user reads which deadline was hit.
 */
class StepDeadlineExceeded extends Error {
    timeout;
    name = "StepDeadlineExceeded";
    constructor(timeout) {
        super(`the step's timeout: ${timeout} was reached`);
        this.timeout = timeout;
    }
}
/** One line for an error: what failed, the request id, and the likely fix. Never a secret. */
function describeError(error) {
    if (error instanceof StepFailure)
        return error.message;
    if (error instanceof errors/* ApiError */.hD) {
        const where = ` (HTTP ${error.status} ${error.code}, request ${error.requestId})`;
        return `${detailOf(error)}${where}${hintFor(error)}`;
    }
    if (error instanceof errors/* ClientError */.MZ) {
        const unknown = error.outcomeUnknown ? "; the change may or may not have been applied" : "";
        return `${error.message} (${error.code})${unknown}`;
    }
    if (error instanceof errors/* SvcError */.FY)
        return `${error.message} (${error.code})`;
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/**
 * The service's detail, except for an idempotency conflict: its detail tells the caller to pick
 * another key, but svc-ci derives the keys from the run (docs/plan.md#idempotency-keys).
 */
function detailOf(error) {
    if (error instanceof errors/* IdempotencyConflictError */._z) {
        return "the service already saw this step's idempotency key (svc-ci derives it from the run, the operation and its target) with a different request";
    }
    return error.detail;
}
function hintFor(error) {
    if (error instanceof errors/* AuthenticationError */.v3)
        return ": the token is missing, invalid, expired or revoked; check the token input";
    if (error instanceof errors/* PermissionError */.i_)
        return ": the credential lacks a scope; grant webhooks:read and webhooks:write";
    if (error instanceof errors/* NotFoundError */.m_)
        return ": it does not exist or is not owned by this credential";
    if (error instanceof errors/* IdempotencyConflictError */._z)
        return ": re-run the workflow (each attempt rotates and tests with keys of its own) or start a new workflow run";
    if (error instanceof errors/* PreconditionFailedError */.k9)
        return ": the webhook changed meanwhile; re-run the job";
    if (error instanceof errors/* RateLimitError */.OE)
        return ": rate limited; re-run later or space out the jobs";
    if (error.status >= 500)
        return ": the service is temporarily unavailable; re-run later";
    return "";
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./lib/engine/duration.js

const units = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const durationPattern = /^([1-9][0-9]{0,6})(ms|s|m|h|d)$/;
/** Parses "30s", "2m", "24h", "7d" (also "500ms") into milliseconds; undefined when malformed. */
function parseDuration(text) {
    const match = durationPattern.exec(text);
    if (!match)
        return undefined;
    return Number(match[1]) * units[match[2]];
}
/** Renders milliseconds back into the largest exact unit: 120000 -> "2m". */
function formatDuration(ms) {
    for (const unit of ["d", "h", "m", "s"]) {
        if (ms >= units[unit] && ms % units[unit] === 0)
            return `${ms / units[unit]}${unit}`;
    }
    return `${ms}ms`;
}
/** A duration field in a plan, bounded; parses to `{ ms, text }`. */
function durationSchema(min, max) {
    const range = `between ${formatDuration(min)} and ${formatDuration(max)}`;
    return schemas/* string */.YjP()
        .regex(durationPattern, { message: `must be a duration like 30s, 2m, 24h or 7d (${range})`, abort: true })
        .refine((text) => {
        const ms = parseDuration(text) ?? 0;
        return ms >= min && ms <= max;
    }, { message: `must be ${range}` })
        .transform((text) => ({ ms: parseDuration(text) ?? 0, text }));
}

;// CONCATENATED MODULE: ./lib/engine/sinks/sink-schema.js


/** GitHub's rules: letters, digits, underscores; not starting with a digit or GITHUB_. */
const githubSecretNamePattern = /^(?!GITHUB_)[A-Za-z_][A-Za-z0-9_]{0,199}$/i;
/** owner/name; neither part `.` or `..`, which a URL would resolve into another API path. */
const repositoryPattern = /^(?!\.\.?\/)[A-Za-z0-9_.-]{1,100}\/(?!\.\.?$)[A-Za-z0-9_.-]{1,100}$/;
const outputSink = schemas/* strictObject */.rej({ type: schemas/* literal */.euz("output") })
    .meta({ description: "Masked step output `<step-id>-secret` (the default)." });
const fileSink = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz("file"),
    path: schemas/* string */.YjP()
        .min(1, "needs a path, e.g. path: secrets/webhook-secret")
        .max(4096)
        .refine((path) => !path.includes("\0"), "must not contain NUL characters")
        .meta({ description: "A new file, created with mode 0600; an existing file is never overwritten." }),
})
    .meta({ description: "Write the secret to a new file (mode 0600, never overwritten)." });
const githubSecretSink = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz("github-secret"),
    repository: schemas/* string */.YjP()
        .regex(repositoryPattern, "must be owner/name, e.g. my-org/receiver")
        .optional()
        .meta({ description: "owner/name; default: the repository running the workflow." }),
    name: schemas/* string */.YjP()
        .regex(githubSecretNamePattern, "must be a GitHub secret name: letters, digits and _, not starting with a digit or GITHUB_")
        .meta({ description: "Name of the Actions secret to create or update, e.g. WEBHOOK_SECRET." }),
    environment: schemas/* string */.YjP()
        .min(1)
        .max(255)
        .refine((name) => name !== "." && name !== "..", "must not be . or .. (not an environment name)")
        .optional()
        .meta({
        description: "Write an environment secret of this environment instead of a repository secret.",
    }),
})
    .meta({ description: "Seal the secret for a GitHub Actions secret (needs the github-token input)." });
const commandSink = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz("command"),
    command: schemas/* array */.YOg(schemas/* string */.YjP()
        .min(1, "must not be empty")
        .max(4096)
        .refine((arg) => !arg.includes("\0"), "must not contain NUL characters"))
        .min(1, "needs the program and its arguments, e.g. command: [vault, kv, put, secret/hook, value=-]")
        .max(64)
        .meta({
        description: "The program and its arguments as a list (run without a shell; no secret in an argument): it reads the secret on stdin.",
    }),
    timeout: durationSchema(1_000, 600_000).prefault("30s").meta({
        description: "How long the program may run before it is killed and the step fails (1s-10m, default 30s).",
    }),
})
    .meta({
    description: "Pipe the secret (no trailing newline) to a program's stdin, e.g. a secret-store CLI; its exit code must be 0 and its output is not shown.",
});
const secretSinkSchema = schemas/* discriminatedUnion */.gMt("type", [outputSink, fileSink, commandSink, githubSecretSink])
    .meta({ description: "Where a revealed signing secret goes. It is masked first and never printed." });
const secretSinkKinds = ["output", "file", "command", "github-secret"];
const defaultSecretSink = { type: "output" };

// EXTERNAL MODULE: ./lib/schemas/lazy.js
var lazy = __webpack_require__(4436);
// EXTERNAL MODULE: ./lib/schemas/delivery.js
var delivery = __webpack_require__(5966);
;// CONCATENATED MODULE: ./lib/engine/deliveries.js

/** The reportable facts of a delivery: no payload, URL or header ever exists in the record. */
function deliveryRow(delivery) {
    const { attributes } = delivery;
    return {
        id: delivery.id,
        webhookId: attributes.webhookId,
        event: attributes.event,
        state: attributes.state,
        createdAt: attributes.createdAt,
        statusCode: attributes.attempts.at(-1)?.statusCode ?? null,
        transportCode: attributes.attempts.at(-1)?.transportCode ?? null,
        attempts: attributes.attemptCount,
    };
}
/** How the receiver answered the last attempt: `HTTP 503`, `transport error ENOTFOUND`, or that nothing came back. */
function describeAnswer(row) {
    if (row?.statusCode)
        return `HTTP ${row.statusCode}`;
    if (row?.transportCode)
        return `transport error ${row.transportCode}`;
    return "no HTTP status";
}
/** Errors worth waiting out while polling (the client already retried them a few times). */
function isTransient(error) {
    if (error instanceof errors/* RateLimitError */.OE)
        return true;
    if (error instanceof errors/* ApiError */.hD)
        return error.status >= 500;
    if (error instanceof errors/* ClientError */.MZ) {
        return ["request_timeout", "network_error"].includes(error.code);
    }
    return false;
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
}

;// CONCATENATED MODULE: ./lib/engine/step-types.js
/** Identity helper that keeps each step's input type while typing the definition. */
function defineStep(definition) {
    return definition;
}

// EXTERNAL MODULE: ./lib/schemas/webhook.js
var webhook = __webpack_require__(537);
;// CONCATENATED MODULE: ./lib/engine/steps/webhook-target.js



const stepIdPattern = /^[a-z][a-z0-9-]{0,62}$/;
const stepRef = schemas/* string */.YjP()
    .regex(stepIdPattern, "must be the id of an earlier step (lower-case letters, digits and -)")
    .meta({ description: "Id of an earlier step that yields a webhook (ensure-webhook or rotate-secret)." });
const targetFields = {
    webhook: stepRef.optional(),
    "webhook-id": webhook/* webhookIdParameter */.Kl.optional().meta({ description: "Id of an existing webhook." }),
};
/** Refinement: exactly one of `webhook` / `webhook-id` (or neither, when `optional`). */
function oneTarget(optional) {
    return (value, ctx) => {
        if (value.webhook !== undefined && value["webhook-id"] !== undefined) {
            ctx.addIssue({
                code: "custom",
                path: ["webhook-id"],
                message: "give either webhook (a step id) or webhook-id, not both",
            });
        }
        else if (!optional && value.webhook === undefined && value["webhook-id"] === undefined) {
            ctx.addIssue({
                code: "custom",
                path: ["webhook"],
                message: "needs a webhook: give webhook: <id of an earlier ensure-webhook step> or webhook-id: <id>",
            });
        }
    };
}
/** The webhook a step acts on; `id` is absent when plan mode has only a would-be webhook. */
function resolveTarget(input, context) {
    if (input["webhook-id"] !== undefined)
        return { id: input["webhook-id"] };
    if (input.webhook === undefined)
        return undefined;
    const state = context.webhookOf(input.webhook);
    if (!state)
        throw new StepFailure(`step "${input.webhook}" yielded no webhook`);
    return state;
}
function describeTarget(target) {
    return target.id ? `webhook ${target.id}` : `the webhook ${target.url ?? ""} (not created yet)`.trim();
}

;// CONCATENATED MODULE: ./lib/engine/steps/check-recent-deliveries.js






const unique = (items) => new Set(items).size === items.length;
const withSchema = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    ...targetFields,
    since: durationSchema(60_000, 90 * 86_400_000)
        .prefault("24h")
        .meta({ description: "Window to check, counted back from now (1m-90d, default 24h)." }),
    events: schemas/* array */.YOg(delivery/* eventName */.eq)
        .min(1)
        .max(20)
        .refine(unique, "events must be unique")
        .optional()
        .meta({ description: "Only these event names (default: all)." }),
    states: schemas/* array */.YOg(delivery/* deliveryState */.oE)
        .min(1)
        .refine(unique, "states must be unique")
        .default(["failed"])
        .meta({ description: "Delivery states that count as failures (default [failed])." }),
    "max-failures": schemas/* number */.aig()
        .int()
        .min(0)
        .default(0)
        .meta({ description: "Fail the job when more deliveries than this failed (default 0)." }),
})
    .superRefine(oneTarget(true)));
/** How many failed deliveries the report lists; the count is always exact. */
const listedFailuresLimit = 100;
const checkRecentDeliveries = defineStep({
    uses: "check-recent-deliveries",
    description: "Fail when more deliveries than allowed failed in a recent window.",
    with: withSchema,
    eventFields: [{ field: "events", subscription: false }],
    yieldsWebhook: false,
    run: async (input, context) => {
        const target = resolveTarget(input, context);
        if (target && !target.id) {
            return {
                status: "skipped",
                change: "skipped",
                summary: "skipped: the webhook does not exist yet (apply would create it)",
                outputs: {},
            };
        }
        const window = input.since.text;
        const cutoff = context.clock.now() - input.since.ms;
        const { count, rows } = await collectFailures(input, target?.id, cutoff, context);
        const scope = target?.id ? `webhook ${target.id}` : "all webhooks of this credential";
        const counted = `${count === 1 ? "1 delivery" : `${count} deliveries`} ${input.states.join("/")} in the last ${window} for ${scope}`;
        const outputs = { failures: count, since: window, "window-start": new Date(cutoff).toISOString() };
        if (count > input["max-failures"]) {
            return {
                status: "failed",
                change: "over-limit",
                summary: `${counted}, more than max-failures ${input["max-failures"]}: ${listRows(rows, count)}`,
                outputs,
                deliveries: rows,
            };
        }
        return {
            status: "succeeded",
            change: "within-limit",
            summary: `${counted} (max-failures ${input["max-failures"]})`,
            outputs,
            deliveries: rows,
        };
    },
});
/**
 * Walks the history once per failure state, filtered on the server, so the work grows with the
 * failures rather than with the whole history. The API filters one event at a time: a single event
 * is filtered there, several are filtered here (one walk per state instead of one per state and
 * event, as failures are few). The history is newest first, but that is only used to stop early:
 * a walk stops when a whole page is older than the window.
 */
async function collectFailures(input, webhookId, cutoff, context) {
    const seen = new Set();
    const rows = [];
    const serverEvent = input.events?.length === 1 ? input.events[0] : undefined;
    const wanted = input.events ? new Set(input.events) : undefined;
    for (const state of input.states) {
        for await (const delivery of walk(state, serverEvent, webhookId, cutoff, context)) {
            if (seen.has(delivery.id) || (wanted && !wanted.has(delivery.attributes.event)))
                continue;
            seen.add(delivery.id);
            if (rows.length < listedFailuresLimit)
                rows.push(deliveryRow(delivery));
        }
    }
    rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { count: seen.size, rows };
}
async function* walk(state, event, webhookId, cutoff, context) {
    const query = {
        state,
        limit: 200,
        ...(webhookId ? { webhookId } : {}),
        ...(event ? { event } : {}),
    };
    const pages = context.client.paginateWebhookDeliveries(query, { signal: context.signal }).pages();
    for await (const page of pages) {
        let inWindow = 0;
        for (const delivery of page.data) {
            if (Date.parse(delivery.attributes.createdAt) >= cutoff) {
                inWindow += 1;
                yield delivery;
            }
        }
        if (page.data.length > 0 && inWindow === 0)
            return;
    }
}
function listRows(rows, count) {
    const shown = rows.slice(0, 10).map((row) => {
        return `${row.id} ${row.event} at ${row.createdAt} (${row.state}, ${describeAnswer(row)})`;
    });
    const more = count > shown.length ? `; and ${count - shown.length} more` : "";
    return `${shown.join("; ")}${more}`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/engine/idempotency.js

const version = "svc-ci/v2";
function key(operation, parts) {
    const digest = (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify([version, operation, ...parts]))
        .digest("hex");
    // `svc-ci-<op>-<sha256 hex>`: at most 78 printable ASCII characters, nothing of the run in clear.
    return `svc-ci-${operation}-${digest}`;
}
const runParts = (run) => [run.repository ?? "", run.runId];
/** The key of a create: the run and exactly the body that is sent. */
function createKey(run, body) {
    return key("create", [...runParts(run), body.url, body.actions]);
}
/** The key of a secret rotation: the run attempt and the webhook. */
function rotateKey(run, webhookId) {
    return key("rotate", [...runParts(run), run.runAttempt, webhookId]);
}
/** The key of a test delivery: the run attempt, the job, the step and the webhook. */
function testKey(run, stepId, webhookId) {
    return key("test", [...runParts(run), run.runAttempt, run.job ?? "", stepId, webhookId]);
}

;// CONCATENATED MODULE: ./lib/engine/webhook-lookup.js

/** Compares URLs the way a server would store them (scheme/host case, default port). */
function sameUrl(left, right) {
    return normalise(left) === normalise(right);
}
function normalise(url) {
    try {
        return new URL(url).href;
    }
    catch {
        return url;
    }
}
/**
 * The webhook with this URL, looked up across every page of the list (a first-page-only check is
 * the classic ensure bug). Two matches are ambiguous and fail rather than guess.
 */
async function findWebhookByUrl(context, url) {
    const matches = [];
    let pages = 0;
    const listing = context.client.paginateWebhooks({ limit: 100 }, { signal: context.signal });
    for await (const page of listing.pages()) {
        pages += 1;
        for (const webhook of page.data)
            if (sameUrl(webhook.attributes.url, url))
                matches.push(webhook);
    }
    context.logger.debug(`looked for ${url} across ${pages} page(s): ${matches.length} match(es)`);
    if (matches.length > 1) {
        const ids = matches.map((webhook) => webhook.id).join(", ");
        throw new StepFailure(`${matches.length} webhooks (${ids}) have the url ${url}; remove the duplicates or address one by webhook-id`);
    }
    return matches[0];
}

;// CONCATENATED MODULE: ./lib/engine/steps/ensure-webhook.js








const ensure_webhook_withSchema = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    url: webhook/* webhookUrl */.vO.meta({
        description: "Destination (https, no credentials, no fragment); the webhook's identity.",
    }),
    actions: webhook/* webhookActions */.DF.meta({
        description: "Event names to subscribe to, e.g. [task_created, task_updated].",
    }),
    enabled: schemas/* boolean */.zMY()
        .default(true)
        .meta({ description: "true (default) also reactivates a disabled webhook; false disables it." }),
    "secret-sink": secretSinkSchema.default(defaultSecretSink),
}));
const maxUpdateAttempts = 3;
const ensureWebhook = defineStep({
    uses: "ensure-webhook",
    description: "Create the webhook for a URL, or bring its actions and enabled state in line.",
    with: ensure_webhook_withSchema,
    yieldsWebhook: true,
    secretSink: (input) => input["secret-sink"],
    destination: (input) => ({ field: "url", url: input.url }),
    eventFields: [{ field: "actions", subscription: true }],
    run: async (input, context) => {
        const found = await findWebhookByUrl(context, input.url);
        if (!found)
            return create(input, context);
        return reconcile(found, input, context);
    },
});
async function create(input, context) {
    const subject = `${input.url} (${input.actions.join(", ")})`;
    if (context.mode === "plan") {
        return {
            status: "succeeded",
            change: "would-create",
            summary: `would create a webhook for ${subject}`,
            outputs: {
                change: "would-create",
                "webhook-id": null,
                revision: null,
                url: input.url,
                disabled: !input.enabled,
            },
            webhook: { url: input.url, disabled: !input.enabled },
        };
    }
    const body = { url: input.url, actions: input.actions };
    const key = createKey(context.run, body);
    let replayed;
    const { value, receipt } = await context.revealSecret(input["secret-sink"], () => context.client.createWebhook(body, { idempotencyKey: key, signal: context.signal }), (response) => response.data.attributes.signingSecret, 
    // A replayed create may name a webhook removed since: its secret must reach no sink.
    async (response) => {
        if (response.transport.idempotencyReplayed) {
            replayed = await confirmReplayed(stripSecret(response.data), input, context);
        }
    });
    let webhook = replayed ?? stripSecret(value.data);
    if (!input.enabled && !webhook.attributes.disabled) {
        webhook = await update(webhook, input, context);
    }
    const outcome = describe(webhook, "created", `created webhook ${webhook.id} for ${subject}`);
    outcome.summary += `; secret sent to ${receipt.target}`;
    outcome.outputs["secret-sink"] = receipt.sink;
    outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
    return { ...outcome, secret: receipt };
}
/**
 * A create replayed from earlier in this run (an earlier attempt, another job or matrix entry: the
 * key is the run and the body) returns that webhook, which the URL lookup did not find: it was
 * removed or moved to another URL since. Say so instead of reporting a webhook that is gone.
 */
async function confirmReplayed(webhook, input, context) {
    const current = await context.client
        .getWebhook(webhook.id, { signal: context.signal })
        .catch((error) => {
        if (error instanceof errors/* NotFoundError */.m_)
            return undefined;
        throw error;
    });
    if (!current || current.data.attributes.url !== webhook.attributes.url) {
        throw new StepFailure(`earlier in this workflow run (an earlier attempt or another job) webhook ${webhook.id} was created for ${input.url}, and it was removed or changed since; the service replays that create for this run instead of creating again: start a new workflow run`);
    }
    return current.data;
}
async function reconcile(found, input, context) {
    const body = difference(found, input);
    if (!body)
        return describe(found, "unchanged", `webhook ${found.id} for ${input.url} is up to date`);
    const change = changeOf(found, body);
    if (context.mode === "plan") {
        const outcome = describe(found, `would-${change === "reactivated" ? "reactivate" : "update"}`, "");
        outcome.summary = `would ${change === "reactivated" ? "reactivate" : "update"} webhook ${found.id}: ${explain(found, body)}`;
        return outcome;
    }
    const updated = await update(found, input, context);
    return describe(updated, change, `${change} webhook ${found.id}: ${explain(found, body)}`);
}
/**
 * PATCH with If-Match set to the revision just read. On 412 (someone changed it meanwhile) re-read
 * and reconcile again; when a PATCH failed without a known outcome, establish it before going on.
 */
async function update(start, input, context) {
    let current = start;
    for (let attempt = 1; attempt <= maxUpdateAttempts; attempt += 1) {
        const body = difference(current, input);
        if (!body)
            return current;
        try {
            const response = await context.client.updateWebhook(current.id, body, {
                ifMatch: current.attributes.revision,
                signal: context.signal,
            });
            return response.data;
        }
        catch (error) {
            if (error instanceof errors/* PreconditionFailedError */.k9) {
                context.logger.info(`webhook ${current.id} changed since it was read (412); reading it again`);
                current = await reread(current.id, context);
                continue;
            }
            if (error instanceof errors/* ClientError */.MZ && error.outcomeUnknown) {
                context.logger.info(`the update of webhook ${current.id} has no known outcome; checking`);
                const established = await context.client.establishWebhookUpdate(current.id, body, {
                    signal: context.signal,
                });
                if (established.applied)
                    return established.webhook.data;
                current = established.webhook.data;
                continue;
            }
            throw error;
        }
    }
    throw new StepFailure(`webhook ${start.id} kept changing while it was updated (${maxUpdateAttempts} times 412 precondition_failed); another process edits it: re-run when it is quiet`);
}
async function reread(id, context) {
    try {
        return (await context.client.getWebhook(id, { signal: context.signal })).data;
    }
    catch (error) {
        if (error instanceof errors/* NotFoundError */.m_) {
            throw new StepFailure(`webhook ${id} was removed while it was being updated; re-run the job to create it`);
        }
        throw error;
    }
}
/** The PATCH body that brings `webhook` in line with the input, or undefined when nothing differs. */
function difference(webhook, input) {
    const body = {};
    const have = new Set(webhook.attributes.actions);
    const sameActions = have.size === input.actions.length && input.actions.every((action) => have.has(action));
    if (!sameActions)
        body.actions = input.actions;
    if (webhook.attributes.disabled === input.enabled)
        body.disabled = !input.enabled;
    return Object.keys(body).length > 0 ? body : undefined;
}
function changeOf(webhook, body) {
    return webhook.attributes.disabled && body.disabled === false ? "reactivated" : "updated";
}
function explain(webhook, body) {
    const parts = [];
    if (body.actions) {
        const have = new Set(webhook.attributes.actions);
        const want = new Set(body.actions);
        const added = body.actions.filter((action) => !have.has(action));
        const removed = webhook.attributes.actions.filter((action) => !want.has(action));
        if (added.length)
            parts.push(`+${added.join(" +")}`);
        if (removed.length)
            parts.push(`-${removed.join(" -")}`);
    }
    if (body.disabled === false)
        parts.push("enable");
    if (body.disabled === true)
        parts.push("disable");
    return parts.join(", ");
}
function describe(webhook, change, summary) {
    const { url, revision, disabled } = webhook.attributes;
    return {
        status: "succeeded",
        change,
        summary,
        outputs: { change, "webhook-id": webhook.id, revision, url, disabled },
        webhook: { id: webhook.id, url, revision, disabled },
    };
}
function stripSecret(webhook) {
    const { signingSecret: _secret, ...attributes } = webhook.attributes;
    return { ...webhook, attributes };
}

;// CONCATENATED MODULE: ./lib/engine/steps/remove-webhook.js







const remove_webhook_withSchema = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    ...targetFields,
    url: webhook/* webhookUrl */.vO
        .optional()
        .meta({ description: "Remove the webhook with this URL (looked up on every page)." }),
    confirm: schemas/* literal */.euz(true, { error: "removing a webhook needs confirm: true in the plan" })
        .meta({ description: "Must be true: removal is irreversible." }),
})
    .superRefine((value, ctx) => {
    const given = ["webhook", "webhook-id", "url"].filter((key) => value[key] !== undefined);
    if (given.length !== 1) {
        ctx.addIssue({
            code: "custom",
            path: [given[1] ?? "webhook"],
            message: "give exactly one of webhook (a step id), webhook-id or url",
        });
    }
}));
const removeWebhook = defineStep({
    uses: "remove-webhook",
    description: "Remove a webhook by id, step reference or URL (needs confirm: true).",
    with: remove_webhook_withSchema,
    yieldsWebhook: false,
    run: async (input, context) => {
        if (input.url !== undefined) {
            const found = await findWebhookByUrl(context, input.url);
            if (!found)
                return absent(`no webhook has the url ${input.url}`);
            // Just listed: in plan mode there is nothing more to read.
            if (context.mode === "plan")
                return done("would-remove", `would remove webhook ${found.id}`, found.id);
            return remove(found.id, context);
        }
        const id = resolveTarget(input, context)?.id;
        if (!id)
            return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
        if (context.mode === "plan") {
            const exists = await context.client.getWebhook(id, { signal: context.signal }).then(() => true, (error) => {
                if (error instanceof errors/* NotFoundError */.m_)
                    return false;
                throw error;
            });
            if (!exists)
                return absent(`webhook ${id} does not exist`, id);
            return done("would-remove", `would remove webhook ${id}`, id);
        }
        return remove(id, context);
    },
});
async function remove(id, context) {
    try {
        await context.client.removeWebhook(id, { signal: context.signal });
        return done("removed", `removed webhook ${id}`, id);
    }
    catch (error) {
        if (error instanceof errors/* NotFoundError */.m_)
            return absent(`webhook ${id} was already gone`, id);
        if (error instanceof errors/* ClientError */.MZ && error.outcomeUnknown) {
            context.logger.info(`the removal of webhook ${id} has no known outcome; checking`);
            if ((await context.client.establishWebhookRemoval(id, { signal: context.signal })) === "removed") {
                return done("removed", `removed webhook ${id}`, id);
            }
            throw new StepFailure(`webhook ${id} could not be removed (${error.code}); it still exists: re-run the job`);
        }
        throw error;
    }
}
function done(change, summary, id) {
    return { status: "succeeded", change, summary, outputs: { change, "webhook-id": id } };
}
function absent(summary, id) {
    return {
        status: "succeeded",
        change: "absent",
        summary,
        outputs: { change: "absent", "webhook-id": id ?? null },
    };
}

;// CONCATENATED MODULE: ./lib/engine/steps/rotate-secret.js








const rotate_secret_withSchema = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({ ...targetFields, "secret-sink": secretSinkSchema.default(defaultSecretSink) })
    .superRefine(oneTarget(false)));
const rotateSecret = defineStep({
    uses: "rotate-secret",
    description: "Rotate a webhook's signing secret (If-Match + idempotency key) into a secret sink.",
    with: rotate_secret_withSchema,
    yieldsWebhook: true,
    secretSink: (input) => input["secret-sink"],
    run: async (input, context) => {
        const target = resolveTarget(input, context);
        if (!target)
            throw new StepFailure("needs a webhook");
        if (context.mode === "plan" || !target.id) {
            return {
                status: "skipped",
                change: "would-rotate",
                summary: `skipped in plan mode (apply rotates the signing secret of ${describeTarget(target)})`,
                outputs: { change: "would-rotate" },
                webhook: target,
            };
        }
        const { signal } = context;
        const current = await context.client.getWebhook(target.id, { signal });
        const revision = current.data.attributes.revision;
        const key = rotateKey(context.run, target.id);
        const id = target.id;
        const { value, receipt } = await context
            .revealSecret(input["secret-sink"], () => context.client.rotateWebhookSecret(id, { ifMatch: revision, idempotencyKey: key, signal }), (response) => response.data.attributes.signingSecret)
            .catch((error) => {
            if (error instanceof errors/* PreconditionFailedError */.k9) {
                throw new StepFailure(`webhook ${id} changed between reading its revision and rotating (412 precondition_failed); no secret was rotated: re-run the job`);
            }
            if (error instanceof errors/* IdempotencyConflictError */._z) {
                throw new StepFailure(`the signing secret of webhook ${id} was already rotated in this run attempt, from an earlier revision, by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, so this step received none and did not rotate again: use the secret the other rotation delivered, or re-run the workflow to rotate anew`);
            }
            throw error;
        });
        const { replayed, revision: newRevision } = value.data.attributes;
        const again = replayed
            ? " (replayed: the same rotation as an earlier request of this run attempt, e.g. another matrix entry)"
            : "";
        return {
            status: "succeeded",
            change: "rotated",
            summary: `rotated the signing secret of webhook ${id}${again}; secret sent to ${receipt.target}`,
            outputs: {
                change: "rotated",
                "webhook-id": id,
                revision: newRevision,
                replayed,
                "secret-sink": receipt.sink,
                "secret-fingerprint": receipt.fingerprint,
            },
            webhook: {
                id,
                revision: newRevision,
                url: current.data.attributes.url,
                disabled: current.data.attributes.disabled,
            },
            secret: receipt,
        };
    },
});

;// CONCATENATED MODULE: ./lib/engine/poll-delays.js
/**
 * How long `test-delivery` waits before each read of the delivery it follows: quick reads while a
 * typical receiver answers (every 250 ms in the first second, then one at 1.5 s), then one read
 * per second for as long as it takes. Steady and never slower, so the step ends at most about a
 * second after the delivery did, at no more than one read per second once the wait is long.
 */
const quickDelaysMs = [250, 250, 250, 250, 500];
const steadyPollDelayMs = 1_000;
/** The delay before read number `read + 1` (`read` counts the reads already made, from 1). */
function pollDelayMs(read) {
    return quickDelaysMs[read - 1] ?? steadyPollDelayMs;
}

;// CONCATENATED MODULE: ./lib/engine/steps/test-delivery.js










const test_delivery_withSchema = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    ...targetFields,
    timeout: durationSchema(1_000, 30 * 60_000)
        .prefault("2m")
        .meta({
        description: "Deadline of the whole step, requests in flight included: queue the test and wait for it to finish (1s-30m, default 2m).",
    }),
})
    .superRefine(oneTarget(false)));
const testDelivery = defineStep({
    uses: "test-delivery",
    description: "Queue a signed test delivery and wait until it succeeded, failed or was skipped.",
    with: test_delivery_withSchema,
    yieldsWebhook: false,
    deadline: (input) => input.timeout,
    run: async (input, context) => {
        const target = resolveTarget(input, context);
        if (!target)
            throw new StepFailure("needs a webhook");
        if (context.mode === "plan" || !target.id) {
            return {
                status: "skipped",
                change: "skipped",
                summary: `skipped in plan mode (apply sends a test delivery to ${describeTarget(target)})`,
                outputs: {},
            };
        }
        const deadline = context.clock.now() + input.timeout.ms;
        const webhookId = target.id;
        const key = testKey(context.run, context.stepId, webhookId);
        const receipt = await context.client.testWebhookDelivery(webhookId, {
            idempotencyKey: key,
            signal: context.signal,
        });
        const deliveryId = receipt.data.id;
        const replayed = receipt.data.attributes.replayed ? " (replayed receipt)" : "";
        context.logger.info(`queued test delivery ${deliveryId} for webhook ${webhookId}${replayed}`);
        const followed = await follow(deliveryId, webhookId, deadline, context);
        return outcome(deliveryId, webhookId, input.timeout.text, followed, context);
    },
});
/**
 * Polls until the delivery is terminal or the step's deadline passes. The runner aborts
 * `context.signal` at the deadline (wall clock), which also cuts short a read in flight; the
 * clock check covers the same deadline where the clock is simulated.
 */
async function follow(deliveryId, webhookId, deadline, context) {
    const { clock, signal } = context;
    const started = clock.now();
    let reads = 0;
    let last;
    const timedOut = () => ({ delivery: last, timedOut: true, observedMs: clock.now() - started });
    for (;;) {
        reads += 1;
        const delay = pollDelayMs(reads);
        let wait = delay;
        try {
            last = (await lookup(deliveryId, webhookId, context)) ?? last;
            const state = last?.attributes.state;
            if (state && delivery/* terminalDeliveryStates */.h3.includes(state)) {
                return { delivery: last, timedOut: false, observedMs: clock.now() - started };
            }
            if (state)
                context.logger.debug(`delivery ${deliveryId} is ${state}`);
        }
        catch (error) {
            if (deadlinePassed(signal))
                return timedOut();
            if (!isTransient(error))
                throw error;
            context.logger.info(`reading delivery ${deliveryId} failed: ${describeError(error)}; trying again`);
            wait = Math.max(delay, error.retryAfterMs ?? 0);
        }
        const remaining = deadline - clock.now();
        if (remaining <= 0 || deadlinePassed(signal))
            return timedOut();
        await clock.sleep(Math.min(wait, remaining), signal).catch((error) => {
            if (!deadlinePassed(signal))
                throw error;
        });
        if (deadlinePassed(signal))
            return timedOut();
    }
}
/** True once the step's own deadline aborted its signal (not when the whole run was cancelled). */
const deadlinePassed = (signal) => signal.aborted && signal.reason instanceof StepDeadlineExceeded;
/** The delivery by its receipt id; when that is not readable yet, look for it in the history. */
async function lookup(deliveryId, webhookId, context) {
    try {
        return (await context.client.getWebhookDelivery(deliveryId, { signal: context.signal })).data;
    }
    catch (error) {
        if (!(error instanceof errors/* NotFoundError */.m_))
            throw error;
    }
    const history = context.client.paginateWebhookDeliveries({ webhookId, event: webhook/* TEST_EVENT */.U4, limit: 50 }, { maxPages: 3, signal: context.signal });
    for await (const page of history.pages()) {
        const hit = page.data.find((item) => item.id === deliveryId || item.attributes.deliveryId === deliveryId);
        if (hit)
            return hit;
    }
    return undefined;
}
async function outcome(deliveryId, webhookId, timeout, followed, context) {
    const row = followed.delivery ? deliveryRow(followed.delivery) : undefined;
    const completedAt = followed.delivery?.attributes.completedAt;
    const latencyMs = followed.delivery && completedAt
        ? Math.max(0, Date.parse(completedAt) - Date.parse(followed.delivery.attributes.createdAt))
        : followed.observedMs;
    const state = row?.state ?? "unknown";
    const http = describeAnswer(row);
    const tries = plural(row?.attempts ?? 0, "attempt");
    const outputs = {
        state,
        "delivery-id": deliveryId,
        "status-code": row?.statusCode ?? null,
        attempts: row?.attempts ?? 0,
        "latency-ms": latencyMs,
        "timed-out": followed.timedOut,
    };
    const base = { outputs, ...(row ? { deliveries: [row] } : {}) };
    if (followed.timedOut) {
        return {
            ...base,
            status: "failed",
            change: "timed-out",
            summary: `test delivery ${deliveryId} still ${state} when the step's timeout: ${timeout} was reached (${tries}, ${http}); raise with.timeout or check the receiver`,
        };
    }
    if (state === "succeeded") {
        return {
            ...base,
            status: "succeeded",
            change: "delivered",
            summary: `test delivery ${deliveryId} succeeded: ${http}, ${tries}, ${latencyMs} ms`,
        };
    }
    const why = state === "skipped" ? await skippedBecause(webhookId, context) : "";
    return {
        ...base,
        status: "failed",
        change: state,
        summary: `test delivery ${deliveryId} ${state}: ${http}, ${tries}${why}`,
    };
}
async function skippedBecause(webhookId, context) {
    const webhook = await context.client
        .getWebhook(webhookId, { signal: context.signal })
        .catch(() => undefined);
    if (webhook?.data.attributes.disabled) {
        return `; webhook ${webhookId} is disabled: ensure-webhook with enabled: true reactivates it`;
    }
    return "; the service did not send it (the webhook or the workspace may be suspended)";
}

;// CONCATENATED MODULE: ./lib/engine/steps/index.js





/** Every step a plan may use, in the order the docs list them. */
const stepDefinitions = [
    ensureWebhook,
    rotateSecret,
    testDelivery,
    checkRecentDeliveries,
    removeWebhook,
];
function stepDefinition(uses) {
    return stepDefinitions.find((definition) => definition.uses === uses);
}

;// CONCATENATED MODULE: ./lib/engine/plan-errors.js



/** The plan cannot run; nothing was called or changed. */
class PlanValidationError extends Error {
    issues;
    source;
    name = "PlanValidationError";
    constructor(issues, source) {
        super(summarise(issues, source));
        this.issues = issues;
        this.source = source;
    }
}
function summarise(issues, source) {
    const lines = issues.map((issue) => `  ${where(issue, source)}${issue.message}`);
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    return `the plan is invalid (${count}); nothing was changed:\n${lines.join("\n")}`;
}
function where(issue, source) {
    if (issue.line === undefined)
        return source ? `${source}: ` : "";
    return `${source ?? "plan"}:${issue.line}:${issue.column ?? 1}: `;
}
/** `step "hook" (ensure-webhook), with.url` for a path inside the raw plan. */
function describePath(raw, path) {
    if (path[0] !== "steps" || typeof path[1] !== "number") {
        return path.length ? `plan field ${path.join(".")}` : "plan";
    }
    const step = raw?.steps?.[path[1]];
    const id = typeof step?.id === "string" && step.id ? `step "${step.id}"` : `step ${path[1] + 1}`;
    const uses = typeof step?.uses === "string" && stepDefinition(step.uses) ? ` (${step.uses})` : "";
    const field = path.slice(2).join(".");
    return field ? `${id}${uses}, ${field}` : `${id}${uses}`;
}
/** Turns a zod issue into a sentence naming the step, the field and the fix. */
function planIssueFromZod(raw, issue) {
    const path = issue.path.filter((part) => typeof part !== "symbol");
    return { path, message: `${describePath(raw, path)}: ${plan_errors_explain(raw, path, issue)}` };
}
function plan_errors_explain(raw, path, issue) {
    switch (issue.code) {
        case "invalid_type": {
            const value = valueAt(raw, path);
            if (value === undefined) {
                const what = issue.expected === "object" ? "{ ... }" : `<${issue.expected}>`;
                return `is required; add ${String(path.at(-1) ?? "it")}: ${what}`;
            }
            const got = issue.expected === "int" && typeof value === "number" ? String(value) : typeName(value);
            return `must be ${article(issue.expected)}, not ${got}`;
        }
        case "unrecognized_keys": {
            const keys = issue.keys.map((key) => `"${key}"`).join(", ");
            const allowed = allowedKeys(raw, path);
            const list = allowed ? ` (allowed: ${allowed.join(", ")})` : "";
            return `unknown key${issue.keys.length === 1 ? "" : "s"} ${keys}; remove or correct ${issue.keys.length === 1 ? "it" : "them"}${list}`;
        }
        case "invalid_union": {
            const last = path.at(-1);
            if (last === "uses") {
                const value = valueAt(raw, path);
                const names = stepDefinitions.map((definition) => definition.uses);
                const guess = typeof value === "string" ? closest(value, names) : undefined;
                const hint = guess ? ` (did you mean ${guess}?)` : "";
                return `unknown step${typeof value === "string" ? ` "${value}"` : ""}${hint}; use one of ${names.join(", ")}`;
            }
            if (last === "type")
                return `unknown secret sink type; use one of ${secretSinkKinds.join(", ")}`;
            return issue.message;
        }
        case "too_small":
        case "too_big":
            // Our own messages stay; zod's defaults ("Too small: expected array to have >=1 items") are rewritten.
            return /^Too (small|big):/.test(issue.message) ? explainBound(issue) : issue.message;
        case "invalid_value":
            if (!issue.message.startsWith("Invalid"))
                return issue.message;
            if (issue.values.length === 1)
                return `must be ${JSON.stringify(issue.values[0])}`;
            return `must be one of ${issue.values.map((value) => String(value)).join(", ")}`;
        default:
            return issue.message;
    }
}
function allowedKeys(raw, path) {
    if (path.length === 0)
        return ["steps"];
    if (path.length === 2 && path[0] === "steps")
        return ["id", "uses", "name", "with"];
    const step = valueAt(raw, path.slice(0, 2));
    const definition = typeof step?.uses === "string" ? stepDefinition(step.uses) : undefined;
    if (path.length === 3 && path[2] === "with" && definition) {
        const schema = definition.with instanceof schemas/* ZodLazy */.Ihb ? definition.with.unwrap() : definition.with;
        const shape = schema.shape;
        return shape ? Object.keys(shape) : undefined;
    }
    if (path.length === 4 && path[3] === "secret-sink") {
        const type = valueAt(raw, path)?.type;
        if (type === "file")
            return ["type", "path"];
        if (type === "command")
            return ["type", "command", "timeout"];
        if (type === "github-secret")
            return ["type", "repository", "name", "environment"];
        return ["type"];
    }
    return undefined;
}
function valueAt(raw, path) {
    let current = raw;
    for (const part of path) {
        if (current === null || typeof current !== "object")
            return undefined;
        current = current[part];
    }
    return current;
}
function typeName(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "a list";
    if (typeof value === "object")
        return "a mapping";
    return `a ${typeof value}`;
}
function explainBound(issue) {
    const small = issue.code === "too_small";
    const bound = Number(small ? issue.minimum : issue.maximum);
    const inclusive = issue.inclusive !== false;
    if (issue.origin === "array" || issue.origin === "string") {
        const limit = inclusive ? bound : small ? bound + 1 : bound - 1;
        const unit = issue.origin === "array" ? "item" : "character";
        if (small && limit === 1)
            return issue.origin === "array" ? "needs at least one item" : "must not be empty";
        const verb = issue.origin === "array"
            ? small
                ? "needs at least"
                : "takes at most"
            : small
                ? "must be at least"
                : "must be at most";
        return `${verb} ${limit} ${unit}${limit === 1 ? "" : "s"}`;
    }
    if (inclusive)
        return `must be ${small ? "at least" : "at most"} ${bound}`;
    return `must be ${small ? "greater" : "less"} than ${bound}`;
}
function article(expected) {
    if (expected === "int")
        return "a whole number";
    if (expected === "array")
        return "a list";
    if (expected === "object")
        return "a mapping";
    return `a ${expected}`;
}
/** The candidate within edit distance 3 of `value`, if any (typo help for `uses` and event names). */
function closest(value, candidates) {
    let best;
    for (const name of candidates) {
        const distance = editDistance(value, name);
        if (distance <= 3 && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./lib/schemas/destination.js

/**
 * The webhook destinations the service refuses (contract 5.8: "Server rejects unsafe destinations
 * such as loopback with 400 invalid_request"): loopback, private, link-local (the cloud metadata
 * address 169.254.169.254 and fd00:ec2::254 among them), shared, multicast and reserved ranges.
 * One classification for the plan's policy check, the emulator's create/update check and the
 * emulator's delivery-time DNS guard.
 */
const ipv4Ranges = [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
];
const blocked = new external_node_net_.BlockList();
for (const [network, prefix] of ipv4Ranges) {
    blocked.addSubnet(network, prefix, "ipv4");
    // The same IPv4 ranges embedded in IPv6: NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
    // IPv4-mapped forms (::ffff:a.b.c.d) are matched against the IPv4 rules by BlockList itself.
    blocked.addSubnet(`64:ff9b::${network}`, 96 + prefix, "ipv6");
    blocked.addSubnet(`2002:${hexGroups(network)}::`, 16 + prefix, "ipv6");
}
for (const [network, prefix] of [
    // Unspecified, loopback and the deprecated IPv4-compatible forms (::a.b.c.d).
    ["::", 96],
    ["fc00::", 7],
    ["fe80::", 10],
    ["fec0::", 10],
    ["ff00::", 8],
]) {
    blocked.addSubnet(network, prefix, "ipv6");
}
function hexGroups(ipv4) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}
/** Whether an IP address (v4 or v6, without brackets) is loopback, private or otherwise not public. */
function isBlockedAddress(address) {
    const family = isIP(address);
    if (family === 4)
        return blocked.check(address, "ipv4");
    if (family === 6)
        return blocked.check(address, "ipv6");
    return true;
}
const localNames = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;
/** A URL's host without IPv6 brackets and without a trailing dot, as the classification sees it. */
function hostOf(url) {
    try {
        return new URL(url).hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
    }
    catch {
        return undefined;
    }
}
/**
 * Why a webhook destination is unsafe (e.g. "a loopback or private IPv4 address"), or undefined.
 * Literal addresses (in any form the URL parser accepts: 2130706433, 0x7f.1, [::ffff:7f00:1]) and
 * local names are checked here; what a public-looking name resolves to can only be checked when a
 * delivery connects (the emulator's guarded lookup).
 */
function unsafeDestination(url) {
    const host = hostOf(url);
    if (host === undefined)
        return "not a URL";
    const family = (0,external_node_net_.isIP)(host);
    if (family === 4 && blocked.check(host, "ipv4"))
        return "a loopback or private IPv4 address";
    if (family === 6 && blocked.check(host, "ipv6"))
        return "a loopback or private IPv6 address";
    if (family === 0 && (localNames.test(host) || !host.includes(".")))
        return "a local host name";
    return undefined;
}
/** Whether a URL points at this machine (127.0.0.0/8, ::1, localhost, *.localhost): a local rehearsal. */
function isLoopbackUrl(url) {
    const host = hostOf(url);
    if (host === undefined)
        return false;
    const family = (0,external_node_net_.isIP)(host);
    if (family === 4)
        return host.startsWith("127.");
    if (family === 6)
        return host === "::1" || /^::ffff:7f[0-9a-f]{2}:/i.test(host);
    return /(^|\.)localhost$/i.test(host);
}

;// CONCATENATED MODULE: ./lib/engine/plan-policy.js



/**
 * Webhook URLs the service refuses (loopback, private, link-local, metadata, local names), found
 * before any call instead of by a 400 after a POST. A rehearsal against a local emulator skips the
 * check: the emulator's own --allow-loopback-webhooks flag decides there.
 */
function destinationIssues(plan, rehearsal) {
    if (rehearsal)
        return [];
    const issues = [];
    for (const [index, step] of plan.steps.entries()) {
        const target = stepDefinition(step.uses)?.destination?.(step.with);
        if (!target)
            continue;
        const problem = unsafeDestination(target.url);
        if (!problem)
            continue;
        const path = ["steps", index, "with", target.field];
        const host = new URL(target.url).hostname;
        issues.push({
            path,
            message: `${describePath(plan, path)}: ${host} is ${problem}, which the service refuses as a webhook destination; use a public https receiver (to rehearse with a local receiver, point base-url at a local emulator started with --allow-loopback-webhooks)`,
        });
    }
    return issues;
}
const known = new Set(webhook/* knownEventNames */._C);
const catalogue = [...webhook/* knownEventNames */._C];
/**
 * Event names outside the contract's catalogue (contract 7.5). The service accepts any well-formed
 * name, so these are warnings: most likely a typo that would never fire.
 */
function planWarnings(plan) {
    const warnings = [];
    for (const [index, step] of plan.steps.entries()) {
        for (const { field, subscription } of stepDefinition(step.uses)?.eventFields ?? []) {
            const names = step.with?.[field];
            if (!Array.isArray(names))
                continue;
            names.forEach((name, at) => {
                if (typeof name !== "string" || known.has(name))
                    return;
                if (name === webhook/* TEST_EVENT */.U4 && !subscription)
                    return;
                const path = ["steps", index, "with", field, at];
                warnings.push({ path, message: `${describePath(plan, path)}: ${unknownEvent(name, subscription)}` });
            });
        }
    }
    return warnings;
}
function unknownEvent(name, subscription) {
    if (name === webhook/* TEST_EVENT */.U4) {
        return `"${name}" is the synthetic test event: test deliveries reach a webhook without subscribing, so remove it`;
    }
    const guess = closest(name, catalogue);
    const hint = guess ? `did you mean ${guess}?` : "see the event names in docs/plan.md";
    const effect = subscription
        ? "the service accepts any well-formed name, but no published event has this one, so it would never fire"
        : "no published event has this name, so it matches nothing";
    return `"${name}" is not a known event name (${hint}); ${effect}`;
}

;// CONCATENATED MODULE: ./lib/engine/report.js
const CONFIGURATION_CHANGES = new Set([
    "created",
    "updated",
    "reactivated",
    "rotated",
    "removed",
    "would-create",
    "would-update",
    "would-reactivate",
    "would-rotate",
    "would-remove",
]);
function countChanges(steps) {
    return steps.filter((step) => step.change !== undefined && CONFIGURATION_CHANGES.has(step.change)).length;
}
/** The first failure, phrased for setFailed: it names the step. */
function failureMessage(report) {
    const failed = report.steps.find((step) => step.status === "failed");
    if (!failed)
        return undefined;
    return `step "${failed.id}" (${failed.uses}) failed: ${failed.error ?? failed.summary}`;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/core/redact.js
var redact = __webpack_require__(8038);
;// CONCATENATED MODULE: ./lib/engine/sinks/command-sink.js





/** What of the program's own output may appear in a failure message (one line, escaped). */
const excerptChars = 200;
/** Output kept per stream while the program runs; the rest is discarded, never shown raw. */
const capturedBytes = 64 * 1024;
/** After the program exits, how long its pipes may still deliver buffered stderr before we stop reading. */
const exitGraceMs = 250;
/**
 * Pipes the secret (exactly its characters, no newline) to a program's stdin: argv only, no shell,
 * bounded in time, exit code checked. The program's output is never echoed; a failure shows at most
 * one redacted, escaped line of its stderr. The program is looked up before any API call, so a typo
 * costs no rotation.
 */
function commandSinkHandler(workingDirectory, env = process.env) {
    return {
        check: async (spec) => {
            const program = spec.command[0] ?? "";
            if (await findProgram(program, workingDirectory, env))
                return [];
            return [
                {
                    field: "command",
                    message: `program ${JSON.stringify(program)} was not found${program.includes("/") ? "" : " on PATH"} or is not executable; install it or give its full path`,
                },
            ];
        },
        prepare: async (spec) => {
            const [program = "", ...args] = spec.command;
            const path = await findProgram(program, workingDirectory, env);
            if (!path)
                throw new Error(`program ${JSON.stringify(program)} was not found or is not executable`);
            return {
                deliver: async (secret) => {
                    await runWithSecret(path, args, secret, spec.timeout.ms, workingDirectory, env);
                    return { sink: "command", target: program };
                },
                abort: async () => { },
            };
        },
    };
}
async function findProgram(program, workingDirectory, env) {
    if (program === "")
        return undefined;
    const candidates = program.includes("/") || (0,external_node_path_.isAbsolute)(program)
        ? [(0,external_node_path_.resolve)(workingDirectory, program)]
        : (env.PATH ?? "")
            .split(external_node_path_.delimiter)
            .filter((dir) => dir !== "")
            .flatMap((dir) => executableNames(program, env).map((name) => (0,external_node_path_.join)(dir, name)));
    for (const candidate of candidates) {
        if (await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK).then(() => true, () => false))
            return candidate;
    }
    return undefined;
}
function executableNames(program, env) {
    if (process.platform !== "win32")
        return [program];
    const extensions = (env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";").filter(Boolean);
    return [program, ...extensions.map((extension) => `${program}${extension}`)];
}
/**
 * The program's environment: ours minus our own credentials. The API token (SVC_API_TOKEN in the
 * CLI, INPUT_TOKEN and the other INPUT_* inputs in the Action) is not the program's business.
 */
function programEnv(env) {
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (name === "SVC_API_TOKEN" || name.toUpperCase().startsWith("INPUT_"))
            continue;
        out[name] = value;
    }
    return out;
}
function runWithSecret(path, args, secret, timeoutMs, cwd, env) {
    return new Promise((resolvePromise, reject) => {
        const child = (0,external_node_child_process_.spawn)(path, args, {
            cwd,
            env: programEnv(env),
            shell: false,
            stdio: ["pipe", "pipe", "pipe"],
        });
        let stderr = "";
        let timedOut = false;
        let grace;
        const keep = (chunk) => {
            if (stderr.length < capturedBytes)
                stderr += chunk.toString("utf8");
        };
        child.stdout.resume();
        child.stderr.on("data", keep);
        const timer = setTimeout(() => {
            timedOut = true;
            child.kill("SIGKILL");
            // A grandchild holding the pipes open must not keep the run waiting.
            child.stdout.destroy();
            child.stderr.destroy();
        }, timeoutMs);
        // A program that exits without reading stdin closes the pipe: EPIPE is its exit status's business.
        child.stdin.on("error", () => { });
        child.on("error", (error) => {
            clearTimeout(timer);
            reject(new Error(`cannot start the program (${error.code ?? "error"})`));
        });
        // The exit status is the program's answer. A process it started (a helper daemon) may inherit
        // and hold its stdout/stderr open: read what is buffered, then stop waiting for the pipes.
        child.on("exit", () => {
            clearTimeout(timer);
            grace = setTimeout(() => {
                child.stdout.destroy();
                child.stderr.destroy();
            }, exitGraceMs);
        });
        child.on("close", (code, signal) => {
            clearTimeout(timer);
            clearTimeout(grace);
            if (timedOut)
                return reject(new Error(`the program did not finish within ${timeoutMs / 1000}s`));
            if (code === 0)
                return resolvePromise();
            const status = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
            const excerpt = firstLine(stderr, secret);
            reject(new Error(`the program ${status}${excerpt ? ` (stderr: ${excerpt})` : ""}`));
        });
        child.stdin.end(secret, "utf8");
    });
}
/** One line of untrusted program output, safe for a log line: secret-free, escaped, short. */
function firstLine(text, secret) {
    const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== "") ?? "";
    const escaped = (0,redact/* redact */.E$)(line.trim(), [secret]).replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const safe = escaped.startsWith("::") ? `\\${escaped}` : escaped;
    return safe.length > excerptChars ? `${safe.slice(0, excerptChars)}…` : safe;
}

;// CONCATENATED MODULE: ./lib/engine/sinks/file-sink.js



const createFlags = external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NOFOLLOW;
/**
 * Writes the secret to a new file with mode 0600. The file is created with O_EXCL before the API
 * call that reveals the secret, so an existing file (or a symlink planted there) is never written
 * through, and nothing is revealed when the file cannot be created; it is removed again if the
 * secret never arrives.
 */
function fileSinkHandler(workingDirectory) {
    const where = (path) => (0,external_node_path_.resolve)(workingDirectory, path);
    return {
        check: async (spec) => {
            const path = where(spec.path);
            if (await exists(path)) {
                return [
                    {
                        field: "path",
                        message: `file ${path} already exists; the file sink never overwrites: remove it or choose a new path`,
                    },
                ];
            }
            const parent = await (0,promises_.stat)((0,external_node_path_.dirname)(path)).catch(() => undefined);
            if (!parent?.isDirectory()) {
                return [{ field: "path", message: `directory ${(0,external_node_path_.dirname)(path)} does not exist; create it first` }];
            }
            return [];
        },
        prepare: async (spec) => {
            const path = where(spec.path);
            const handle = await (0,promises_.open)(path, createFlags, 0o600).catch((error) => {
                throw new Error(error.code === "EEXIST"
                    ? `file ${path} already exists; the file sink never overwrites: remove it or choose a new path`
                    : `cannot create ${path} (${error.code ?? "error"})`);
            });
            return {
                deliver: async (secret) => {
                    try {
                        await handle.chmod(0o600);
                        await handle.writeFile(`${secret}\n`);
                        await handle.sync();
                    }
                    finally {
                        await handle.close();
                    }
                    return { sink: "file", target: path };
                },
                abort: async () => {
                    await handle.close().catch(() => { });
                    await (0,promises_.unlink)(path).catch(() => { });
                },
            };
        },
    };
}
async function exists(path) {
    return (0,promises_.lstat)(path).then(() => true, () => false);
}

;// CONCATENATED MODULE: ./lib/engine/sinks/fingerprint.js

/**
 * A short, non-reversible mark of a secret (HMAC-SHA256 keyed by the secret over a fixed label), so
 * a receiver can tell which secret it holds without anyone printing it:
 * `printf 'svc-ci secret fingerprint v1' | openssl dgst -sha256 -hmac "$SECRET"` (first 16 hex digits).
 */
function secretFingerprint(secret) {
    const digest = (0,external_node_crypto_.createHmac)("sha256", secret).update("svc-ci secret fingerprint v1").digest("hex");
    return `hmac-sha256:${digest.slice(0, 16)}`;
}

;// CONCATENATED MODULE: ./lib/engine/sinks/output-sink.js
/** The secret becomes the step output `<step-id>-secret`; the runner has masked it already. */
function outputSinkHandler(outputs) {
    return {
        check: async () => [],
        prepare: async (_spec, { stepId }) => ({
            deliver: async (secret) => {
                const name = `${stepId}-secret`;
                outputs.set(name, secret);
                return { sink: "output", target: name };
            },
            abort: async () => { },
        }),
    };
}

;// CONCATENATED MODULE: ./lib/engine/runner.js











/**
 * Checks what the schema cannot: webhook destinations the service refuses, secret sinks (an existing file, a missing github-token, two steps
 * writing one file). Side-effect free; runPlan calls it before the first API call.
 */
async function checkPlan(plan, context) {
    const handlers = sinkHandlers(context);
    const issues = destinationIssues(plan, context.rehearsal === true);
    const files = new Map();
    for (const [index, step] of plan.steps.entries()) {
        const spec = stepDefinition(step.uses)?.secretSink?.(step.with);
        if (!spec)
            continue;
        const base = ["steps", index, "with", "secret-sink"];
        const add = (message, field) => {
            const path = field ? [...base, field] : base;
            issues.push({ path, message: `${describePath(plan, path)}: ${message}` });
        };
        const handler = handlers[spec.type];
        if (!handler) {
            add(`the ${spec.type} secret sink is only available in the GitHub Action; use output, file or command`, "type");
            continue;
        }
        for (const problem of await handler.check(spec, { stepId: step.id }))
            add(problem.message, problem.field);
        if (spec.type === "file") {
            const path = (0,external_node_path_.resolve)(context.workingDirectory ?? process.cwd(), spec.path);
            const other = files.get(path);
            if (other)
                add(`step "${other}" already writes ${path}; give each secret its own file`, "path");
            else
                files.set(path, step.id);
        }
    }
    return issues;
}
/**
 * Runs the steps in order and reports each; a failed step stops the run (the rest are `not-run`).
 * Outputs are published as each step finishes. Throws only PlanValidationError, before any call.
 */
async function runPlan(plan, context) {
    const issues = await checkPlan(plan, context);
    if (issues.length > 0)
        throw new PlanValidationError(issues);
    const handlers = sinkHandlers(context);
    const yielded = new Map();
    const steps = [];
    // Why the remaining steps do not run: an earlier step failed, or the run was cancelled.
    let stopped;
    for (const step of plan.steps) {
        if (!stopped && context.signal?.aborted)
            stopped = "not run: the run was cancelled";
        if (stopped) {
            steps.push({ ...identity(step), status: "not-run", summary: stopped, outputs: {} });
            continue;
        }
        const title = `${step.id} (${step.uses})${step.name ? `: ${step.name}` : ""}`;
        const report = await context.logger.group(title, () => runStep(step, context, handlers, yielded));
        for (const [name, value] of Object.entries(report.outputs)) {
            context.outputs.set(`${step.id}-${name}`, value === null ? "" : String(value));
        }
        steps.push(report);
        if (report.status === "failed")
            stopped = "not run: an earlier step failed";
    }
    return { mode: context.mode, ok: stopped === undefined, changes: countChanges(steps), steps };
}
async function runStep(step, context, handlers, yielded) {
    const definition = stepDefinition(step.uses);
    const started = context.clock.now();
    const elapsed = () => ({ durationMs: Math.max(0, context.clock.now() - started) });
    const deadline = stepDeadline(definition?.deadline?.(step.with), context.signal);
    const stepContext = {
        ...context,
        stepId: step.id,
        signal: deadline.signal,
        webhookOf: (id) => yielded.get(id),
        revealSecret: revealer(step.id, context, handlers),
    };
    try {
        if (!definition)
            throw new StepFailure(`unknown step ${step.uses}`);
        const outcome = await definition.run(step.with, stepContext);
        if (outcome.webhook && definition.yieldsWebhook)
            yielded.set(step.id, outcome.webhook);
        (outcome.status === "failed" ? context.logger.warning : context.logger.info)(outcome.summary);
        return {
            ...identity(step),
            status: outcome.status,
            ...(outcome.change === undefined ? {} : { change: outcome.change }),
            summary: outcome.summary,
            outputs: outcome.outputs,
            ...(outcome.status === "failed" ? { error: outcome.summary } : {}),
            ...(outcome.deliveries ? { deliveries: outcome.deliveries } : {}),
            ...(outcome.secret ? { secret: { ...outcome.secret, redacted: true } } : {}),
            ...elapsed(),
        };
    }
    catch (error) {
        const message = describeError(error);
        context.onStepError?.(step.id, error);
        context.logger.warning(message);
        return {
            ...identity(step),
            status: "failed",
            summary: message,
            error: message,
            outputs: {},
            ...elapsed(),
        };
    }
    finally {
        deadline.dispose();
    }
}
/**
 * Whether a failed reveal may still have issued a secret: an answer was lost or unreadable
 * (unknown outcome, invalid response), the answer was a gateway/server error that may follow the
 * work, or an earlier attempt of the retried request may have been carried out.
 */
function mayHaveIssued(error) {
    if (error instanceof errors/* ApiError */.hD)
        return error.transport.attempts > 1 || [500, 502, 504].includes(error.status);
    if (error instanceof errors/* ClientError */.MZ) {
        return (error.outcomeUnknown || error.code === "invalid_api_response" || error.code === "response_too_large");
    }
    return false;
}
/**
 * The step's signal: aborts with StepDeadlineExceeded when the step's own timeout passes (wall
 * clock, counted from the step's start, so requests in flight are cut short too) or when the run
 * is cancelled.
 */
function stepDeadline(timeout, run) {
    const controller = new AbortController();
    const timer = timeout
        ? setTimeout(() => controller.abort(new StepDeadlineExceeded(timeout.text)), timeout.ms)
        : undefined;
    const signal = run ? AbortSignal.any([controller.signal, run]) : controller.signal;
    return { signal, dispose: () => clearTimeout(timer) };
}
function identity(step) {
    return { id: step.id, uses: step.uses, ...(step.name ? { name: step.name } : {}) };
}
function sinkHandlers(context) {
    return {
        output: outputSinkHandler(context.outputs),
        file: fileSinkHandler(context.workingDirectory ?? process.cwd()),
        command: commandSinkHandler(context.workingDirectory ?? process.cwd()),
        ...context.sinks,
    };
}
/**
 * The sink is prepared before the call that reveals the secret (so a sink that cannot work costs
 * no rotation), the secret is masked the instant it exists, then delivered.
 */
function revealer(stepId, context, handlers) {
    return async (spec, call, extract, confirm) => {
        const handler = handlers[spec.type];
        if (!handler)
            throw new StepFailure(`the ${spec.type} secret sink is not available here`);
        const prepared = await handler.prepare(spec, { stepId });
        let value;
        try {
            value = await call();
        }
        catch (error) {
            await prepared.abort();
            if (!mayHaveIssued(error))
                throw error;
            throw unstoredSecret(error, "the service may have issued a new signing secret whose answer never arrived");
        }
        const secret = extract(value);
        context.secrets.mask(secret);
        if (confirm) {
            try {
                await confirm(value);
            }
            catch (error) {
                await prepared.abort();
                // A StepFailure already says what happened to the secret; anything else (a transient
                // error while checking a replayed create) must not lose the issued secret silently.
                if (error instanceof StepFailure)
                    throw error;
                throw unstoredSecret(error, "a signing secret was issued but could not be confirmed");
            }
        }
        try {
            const receipt = await prepared.deliver(secret);
            return { value, receipt: { ...receipt, fingerprint: secretFingerprint(secret) } };
        }
        catch (error) {
            await prepared.abort();
            throw new StepFailure(`the new signing secret was issued but the ${spec.type} sink failed: ${describeError(error)}; the secret is masked and was not stored: fix the sink, then rotate the secret again (rotate-secret) to issue a new one`);
        }
    };
}
/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error, what) {
    return new StepFailure(`${describeError(error)}; ${what}, so it was not stored: re-run the job, and rotate the secret again (rotate-secret) if this step does not reveal one`);
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./lib/core/strict-utf8.js
const fatalDecoder = new TextDecoder("utf-8", { fatal: true });
/**
 * Decodes UTF-8 strictly (no U+FFFD for bad bytes; a leading BOM is dropped). A file that is not
 * UTF-8 is refused with the place of its first bad byte rather than run with replacement characters.
 */
function decodeUtf8Strict(bytes) {
    try {
        return { text: fatalDecoder.decode(bytes) };
    }
    catch {
        return { problem: locate(bytes, firstInvalidOffset(bytes)) };
    }
}
function locate(bytes, offset) {
    let line = 1;
    let lineStart = 0;
    for (let index = 0; index < offset; index += 1) {
        if (bytes[index] === 0x0a) {
            line += 1;
            lineStart = index + 1;
        }
    }
    return { offset, byte: bytes[offset] ?? 0, line, column: offset - lineStart + 1 };
}
/** The well-formed sequences of Unicode table 3-7; returns the offset of the first ill-formed one. */
function firstInvalidOffset(bytes) {
    let index = 0;
    while (index < bytes.length) {
        const lead = bytes[index];
        if (lead < 0x80) {
            index += 1;
            continue;
        }
        const shape = sequenceShape(lead);
        if (!shape)
            return index;
        for (let k = 1; k <= shape.trail; k += 1) {
            const next = bytes[index + k];
            const [low, high] = k === 1 ? [shape.low, shape.high] : [0x80, 0xbf];
            if (next === undefined || next < low || next > high)
                return index;
        }
        index += shape.trail + 1;
    }
    return bytes.length;
}
function sequenceShape(lead) {
    if (lead >= 0xc2 && lead <= 0xdf)
        return { trail: 1, low: 0x80, high: 0xbf };
    if (lead === 0xe0)
        return { trail: 2, low: 0xa0, high: 0xbf };
    if (lead === 0xed)
        return { trail: 2, low: 0x80, high: 0x9f };
    if (lead >= 0xe1 && lead <= 0xef)
        return { trail: 2, low: 0x80, high: 0xbf };
    if (lead === 0xf0)
        return { trail: 3, low: 0x90, high: 0xbf };
    if (lead >= 0xf1 && lead <= 0xf3)
        return { trail: 3, low: 0x80, high: 0xbf };
    if (lead === 0xf4)
        return { trail: 3, low: 0x80, high: 0x8f };
    return undefined;
}

;// CONCATENATED MODULE: ./lib/engine/plan-schema.js




const maxPlanSteps = 100;
const stepId = schemas/* string */.YjP()
    .regex(stepIdPattern, "must start with a lower-case letter, then lower-case letters, digits or - (max 63)")
    .meta({ description: "Unique step id; outputs are named <id>-<output>." });
const stepSchemas = stepDefinitions.map((definition) => schemas/* strictObject */.rej({
    id: stepId,
    uses: schemas/* literal */.euz(definition.uses),
    name: schemas/* string */.YjP()
        .min(1)
        .max(200)
        .optional()
        .meta({ description: "Display name for logs and the summary." }),
    // `with` may be left out only when every input has a default. Built when a plan uses the step.
    with: (0,lazy/* lazySchema */.I)(() => definition.with.safeParse({}).success ? definition.with.prefault({}) : definition.with),
})
    .meta({ title: definition.uses, description: definition.description }));
const stepSchema = schemas/* discriminatedUnion */.gMt("uses", stepSchemas);
/** The plan: an ordered list of steps; cross-step rules are checked in `refineSteps`. */
const planSchema = schemas/* strictObject */.rej({
    steps: schemas/* array */.YOg(stepSchema)
        .min(1, "a plan needs at least one step")
        .max(maxPlanSteps, `a plan has at most ${maxPlanSteps} steps`),
})
    .superRefine(refineSteps)
    .meta({
    title: "svc-ci plan",
    description: "Steps the svc-ci GitHub Action (and `svc run`) apply in order. See docs/plan.md.",
});
function refineSteps(plan, ctx) {
    for (const issue of crossStepIssues(plan))
        ctx.addIssue({ code: "custom", ...issue });
}
/**
 * Unique ids; every `webhook:` reference names an earlier step that yields a webhook. Works on the
 * raw plan too, so these problems are reported together with schema errors elsewhere in the plan.
 */
function crossStepIssues(plan) {
    const steps = plan?.steps;
    if (!Array.isArray(steps))
        return [];
    const issues = [];
    const firstIndex = new Map();
    const idOf = (step) => step?.id;
    steps.forEach((step, index) => {
        const id = idOf(step);
        if (typeof id !== "string")
            return;
        const earlier = firstIndex.get(id);
        if (earlier !== undefined) {
            issues.push({
                path: ["steps", index, "id"],
                message: `the id "${id}" is already used by step ${earlier + 1}; give every step a unique id`,
            });
        }
        else {
            firstIndex.set(id, index);
        }
        const ref = step.with?.webhook;
        if (typeof ref !== "string")
            return;
        const target = firstIndex.get(ref);
        const path = ["steps", index, "with", "webhook"];
        if (target === undefined || target === index) {
            const later = steps.findIndex((other, at) => at > index && idOf(other) === ref);
            const where = later >= 0
                ? `step "${ref}" comes later; move it before this step`
                : `no earlier step has the id "${ref}"`;
            issues.push({
                path,
                message: `${where} (use the id of an earlier ensure-webhook step, or webhook-id: <id>)`,
            });
            return;
        }
        const uses = steps[target].uses;
        const definition = typeof uses === "string" ? stepDefinition(uses) : undefined;
        if (definition && !definition.yieldsWebhook) {
            issues.push({
                path,
                message: `step "${ref}" (${definition.uses}) yields no webhook; refer to an ensure-webhook or rotate-secret step`,
            });
        }
    });
    return issues;
}
/** The JSON Schema of the plan file (docs/plan.schema.json), describing what a user writes. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { io: "input", target: "draft-2020-12" });
}

;// CONCATENATED MODULE: ./lib/engine/plan-parse.js





const maxPlanBytes = 1024 * 1024;
/**
 * Parses and validates a plan (YAML or JSON): text, or the bytes of a file, which must be UTF-8.
 * Throws PlanValidationError listing every problem with its line and column; `source` (a file
 * name) only labels the messages.
 */
function parsePlan(content, source) {
    const size = typeof content === "string" ? Buffer.byteLength(content) : content.byteLength;
    if (size > maxPlanBytes) {
        throw new PlanValidationError([{ path: [], message: "the plan is larger than 1 MiB; split it" }], source);
    }
    const text = typeof content === "string" ? content : decodePlanBytes(content, source);
    const lineCounter = new dist/* LineCounter */.HN();
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: true });
    const locate = (path, key) => locateIn(document, lineCounter, path, key);
    if (document.errors.length > 0) {
        const issues = document.errors.map((error) => {
            const position = error.linePos?.[0];
            const message = `YAML syntax: ${error.message.split("\n")[0] ?? error.code}`;
            return { path: [], message, ...(position ? { line: position.line, column: position.col } : {}) };
        });
        throw new PlanValidationError(issues, source);
    }
    const raw = toPlainData(document, lineCounter, source);
    const plan = validatePlan(raw, source, locate);
    const warnings = planWarnings(plan).map((warning) => {
        const position = locate(warning.path);
        return position ? { ...warning, line: position.line, column: position.column } : warning;
    });
    return { plan, ...(source === undefined ? {} : { source }), warnings, locate: (path) => locate(path) };
}
function decodePlanBytes(bytes, source) {
    const decoded = decodeUtf8Strict(bytes);
    if ("text" in decoded)
        return decoded.text;
    const { byte, offset, line, column } = decoded.problem;
    const hex = byte.toString(16).toUpperCase().padStart(2, "0");
    const message = `the plan is not UTF-8: byte 0x${hex} at byte offset ${offset} (line ${line}) does not start or continue a UTF-8 character; save the file as UTF-8`;
    throw new PlanValidationError([{ path: [], message, line, column }], source);
}
const maxAliasCount = 100;
/** The document as plain data; aliases that expand too far (a YAML "billion laughs") are refused. */
function toPlainData(document, lineCounter, source) {
    try {
        return document.toJS({ maxAliasCount });
    }
    catch (error) {
        if (!(error instanceof ReferenceError))
            throw error;
        // The largest expansion is usually the last alias; point at it.
        let last;
        (0,dist/* visit */.YR)(document, {
            Alias: (_key, node) => {
                last = node;
            },
        });
        const offset = last?.range?.[0];
        const position = offset === undefined ? undefined : lineCounter.linePos(offset);
        const message = `YAML aliases expand too far (more than ${maxAliasCount} alias expansions), as in a "billion laughs" document; write the repeated values out instead of nesting anchors`;
        throw new PlanValidationError([{ path: [], message, ...(position ? { line: position.line, column: position.col } : {}) }], source);
    }
}
/** Validates an already parsed plan object (e.g. from JSON); positions come from `locate` if given. */
function validatePlan(raw, source, locate) {
    if (raw === null || raw === undefined) {
        const message = "the plan is empty; it needs a steps: list (see docs/plan.md)";
        throw new PlanValidationError([{ path: [], message }], source);
    }
    const result = planSchema.safeParse(raw);
    if (result.success)
        return result.data;
    const zodIssues = [...result.error.issues];
    for (const extra of crossStepIssues(raw)) {
        const known = zodIssues.some((issue) => issue.message === extra.message);
        if (!known)
            zodIssues.push({ code: "custom", input: undefined, ...extra });
    }
    const issues = zodIssues.map((zodIssue) => {
        const issue = planIssueFromZod(raw, zodIssue);
        const key = zodIssue.code === "unrecognized_keys" ? zodIssue.keys[0] : undefined;
        const position = locate?.(issue.path, key);
        return position ? { ...issue, line: position.line, column: position.column } : issue;
    });
    throw new PlanValidationError(issues, source);
}
/** The deepest node of `path` that exists (or the offending `key` of a mapping). */
function locateIn(document, lineCounter, path, key) {
    let node = document.contents;
    let found = node;
    for (const part of path) {
        const next = child(node, part);
        if (next === undefined)
            break;
        node = next;
        found = next;
    }
    if (key !== undefined && (0,dist/* isMap */.jh)(found)) {
        const pair = found.items.find((item) => (0,dist/* isPair */.tO)(item) && keyOf(item.key) === key);
        if (pair && (0,dist/* isPair */.tO)(pair))
            found = pair.key;
    }
    const offset = found?.range?.[0];
    if (offset === undefined)
        return undefined;
    const position = lineCounter.linePos(offset);
    return { line: position.line, column: position.col };
}
function child(node, part) {
    if ((0,dist/* isMap */.jh)(node)) {
        const pair = node.items.find((item) => keyOf(item.key) === String(part));
        if (!pair)
            return undefined;
        return (0,dist/* isScalar */.jn)(pair.value) && pair.value.value === null
            ? (pair.key ?? undefined)
            : (pair.value ?? pair.key);
    }
    if ((0,dist/* isSeq */.oP)(node) && typeof part === "number")
        return node.items[part] ?? undefined;
    return undefined;
}
function keyOf(key) {
    if ((0,dist/* isScalar */.jn)(key))
        return String(key.value);
    return typeof key === "string" ? key : undefined;
}

// EXTERNAL MODULE: ./lib/cli/api.js
var api = __webpack_require__(3678);
// EXTERNAL MODULE: ./lib/cli/errors.js
var cli_errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/render.js + 1 modules
var render = __webpack_require__(949);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(2692);
// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
;// CONCATENATED MODULE: ./lib/cli/plan-run/ci-identity.js

/** A run identity that cannot be established; the message names the variable or flag to set. */
class RunIdentityError extends Error {
    name = "RunIdentityError";
}
const idPattern = /^[\x21-\x7e]{1,256}$/;
/**
 * The CI systems and their documented variables. "Attempt" is what makes a re-run a new rotation or
 * test delivery while a create is replayed (docs/plan.md "Idempotency keys"):
 * - GitHub Actions: GITHUB_RUN_ATTEMPT (1, 2, ... per re-run of the workflow run).
 * - GitLab CI has no attempt counter: retrying a job creates a new job with a new CI_JOB_ID in the same
 *   pipeline, so CI_JOB_ID is the attempt marker (every retry is a new attempt).
 * - CircleCI: "Rerun workflow (from failed)" starts a new workflow (new CIRCLE_WORKFLOW_ID) that keeps
 *   the original CIRCLE_WORKFLOW_WORKSPACE_ID, so that is the run and CIRCLE_BUILD_NUM (new for every
 *   job run) the attempt marker.
 * - Buildkite: BUILDKITE_RETRY_COUNT (0 for the first run of a job) + 1.
 * - Azure Pipelines: SYSTEM_JOBATTEMPT (1, 2, ... per re-run of the job).
 * - Jenkins has no re-run of a build: "Rebuild"/"Replay" make a new BUILD_NUMBER, i.e. a new run;
 *   the attempt is always 1.
 */
const systems = [
    {
        source: "github-actions",
        label: "GitHub Actions",
        detect: (env) => env.GITHUB_ACTIONS === "true",
        required: ["GITHUB_REPOSITORY", "GITHUB_RUN_ID"],
        identity: (env) => ({
            repository: env.GITHUB_REPOSITORY,
            runId: need(env, "GITHUB_RUN_ID"),
            runAttempt: positive(env.GITHUB_RUN_ATTEMPT, 1),
            job: env.GITHUB_JOB,
        }),
    },
    {
        source: "gitlab-ci",
        label: "GitLab CI",
        detect: (env) => env.GITLAB_CI === "true",
        required: ["CI_PROJECT_PATH", "CI_PIPELINE_ID", "CI_JOB_ID"],
        identity: (env) => ({
            repository: env.CI_PROJECT_PATH,
            runId: need(env, "CI_PIPELINE_ID"),
            runAttempt: positive(env.CI_JOB_ID, 1),
            job: env.CI_JOB_NAME,
        }),
    },
    {
        source: "circleci",
        label: "CircleCI",
        detect: (env) => env.CIRCLECI === "true",
        required: [
            "CIRCLE_PROJECT_USERNAME",
            "CIRCLE_PROJECT_REPONAME",
            "CIRCLE_WORKFLOW_ID",
            "CIRCLE_BUILD_NUM",
        ],
        identity: (env) => ({
            repository: `${env.CIRCLE_PROJECT_USERNAME}/${env.CIRCLE_PROJECT_REPONAME}`,
            runId: env.CIRCLE_WORKFLOW_WORKSPACE_ID || need(env, "CIRCLE_WORKFLOW_ID"),
            runAttempt: positive(env.CIRCLE_BUILD_NUM, 1),
            job: withIndex(env.CIRCLE_JOB, env.CIRCLE_NODE_INDEX, env.CIRCLE_NODE_TOTAL),
        }),
    },
    {
        source: "buildkite",
        label: "Buildkite",
        detect: (env) => env.BUILDKITE === "true",
        required: ["BUILDKITE_PIPELINE_SLUG", "BUILDKITE_BUILD_ID"],
        identity: (env) => ({
            repository: [env.BUILDKITE_ORGANIZATION_SLUG, env.BUILDKITE_PIPELINE_SLUG].filter(Boolean).join("/"),
            runId: need(env, "BUILDKITE_BUILD_ID"),
            runAttempt: nonNegative(env.BUILDKITE_RETRY_COUNT) + 1,
            job: withIndex(env.BUILDKITE_STEP_KEY || env.BUILDKITE_LABEL, env.BUILDKITE_PARALLEL_JOB, env.BUILDKITE_PARALLEL_JOB_COUNT),
        }),
    },
    {
        source: "azure-pipelines",
        label: "Azure Pipelines",
        detect: (env) => env.TF_BUILD?.toLowerCase() === "true",
        required: ["BUILD_REPOSITORY_NAME", "BUILD_BUILDID"],
        identity: (env) => ({
            repository: [env.SYSTEM_TEAMPROJECT, env.BUILD_REPOSITORY_NAME].filter(Boolean).join("/"),
            runId: need(env, "BUILD_BUILDID"),
            runAttempt: positive(env.SYSTEM_JOBATTEMPT, 1),
            job: [env.SYSTEM_STAGENAME, env.SYSTEM_JOBNAME || env.AGENT_JOBNAME].filter(Boolean).join("/") ||
                undefined,
        }),
    },
    {
        source: "jenkins",
        label: "Jenkins",
        detect: (env) => Boolean(env.JENKINS_URL || env.JENKINS_HOME),
        required: ["JOB_NAME", "BUILD_NUMBER"],
        identity: (env) => ({
            repository: need(env, "JOB_NAME"),
            runId: need(env, "BUILD_NUMBER"),
            runAttempt: 1,
            job: env.STAGE_NAME,
        }),
    },
];
const supportedCiLabels = systems.map((system) => system.label);
/**
 * The run identity for idempotency keys: `--run-id` (+ `--run-attempt`) first, else the CI this runs
 * in. Never random: a random key would make a re-run create a second webhook.
 */
function detectRunIdentity(env, flags = {}) {
    if (flags.runAttempt !== undefined && flags.runId === undefined)
        throw new RunIdentityError("--run-attempt needs --run-id; give both, or neither inside a supported CI");
    if (flags.runId !== undefined) {
        if (!idPattern.test(flags.runId))
            throw new RunIdentityError("--run-id must be 1-256 printable ASCII characters without spaces, e.g. --run-id nightly-2026-11-23");
        const runAttempt = flags.runAttempt === undefined ? 1 : Number(flags.runAttempt);
        if (!/^[1-9][0-9]{0,8}$/.test(flags.runAttempt ?? "1"))
            throw new RunIdentityError("--run-attempt must be a whole number from 1, e.g. --run-attempt 2");
        return {
            run: { runId: flags.runId, runAttempt },
            source: "flags",
            description: `run ${flags.runId}, attempt ${runAttempt} (from --run-id)`,
        };
    }
    const system = systems.find((candidate) => candidate.detect(env));
    if (!system)
        throw new RunIdentityError(`no run identity: not in a supported CI (${supportedCiLabels.join(", ")}) and no --run-id; give --run-id <id> that is the same when this run is repeated (a random one would let a repeated run create a second webhook)`);
    const missing = system.required.filter((name) => !env[name]);
    if (missing.length > 0)
        throw new RunIdentityError(`${system.label} detected but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set; run inside the CI job or give --run-id`);
    const raw = system.identity(env);
    for (const [field, value] of [
        ["run id", raw.runId],
        ["repository", raw.repository],
    ]) {
        if (value !== undefined && value !== "" && !/^[\x20-\x7e]{1,512}$/.test(value))
            throw new RunIdentityError(`${system.label} ${field} is not printable ASCII; give --run-id instead`);
    }
    const run = {
        runId: raw.runId,
        runAttempt: raw.runAttempt,
        ...(raw.repository ? { repository: raw.repository } : {}),
        ...(raw.job ? { job: raw.job } : {}),
    };
    const job = run.job ? `, job ${JSON.stringify(run.job)}` : "";
    return {
        run,
        source: system.source,
        description: `${system.label}: ${run.repository ?? "?"} run ${run.runId}, attempt ${run.runAttempt}${job}`,
    };
}
function need(env, name) {
    const value = env[name];
    if (!value)
        throw new RunIdentityError(`${name} is not set`);
    return value;
}
function positive(text, fallback) {
    return (0,patterns/* parseDecimalInteger */.p)(text ?? "", 1, Number.MAX_SAFE_INTEGER) ?? fallback;
}
function nonNegative(text) {
    return (0,patterns/* parseDecimalInteger */.p)(text ?? "", 0, Number.MAX_SAFE_INTEGER) ?? 0;
}
function withIndex(name, index, total) {
    if (!name)
        return undefined;
    return total && Number(total) > 1 && index !== undefined ? `${name}#${index}` : name;
}

// EXTERNAL MODULE: ./lib/core/sleep.js
var sleep = __webpack_require__(7104);
;// CONCATENATED MODULE: ./lib/engine/context.js

const modes = (/* unused pure expression or super */ null && (["apply", "plan"]));
const systemClock = {
    now: () => Date.now(),
    sleep: sleep/* sleep */.y,
};

;// CONCATENATED MODULE: ./lib/cli/plan-run/engine-context.js



/**
 * Progress on stderr: one line per step start and per step message, each redacted (every masked
 * secret, every secret-shaped value) and terminal-sanitised, since summaries quote API text.
 */
function stderrLogger(ctx) {
    const line = (prefix, message) => {
        for (const part of message.split("\n"))
            ctx.stderr.write(`svc: ${prefix}${(0,sanitize/* safeDiagnostic */.dB)(part, ctx.secrets)}\n`);
    };
    return {
        info: (message) => line("  ", message),
        warning: (message) => line("  warning: ", message),
        debug: (message) => {
            if (ctx.debug)
                line("  debug: ", message);
        },
        group: async (name, fn) => {
            line("step ", name);
            return fn();
        },
    };
}
const outputSinkRefusal = "the output sink would print the secret and svc run never prints secrets; give --secrets-dir <dir> (the secret goes to a new 0600 file <dir>/<step-id>-secret), or set with.secret-sink to { type: file, path: ... } or { type: command, command: [...] }";
/**
 * The plan's `output` sink (also the default of ensure-webhook) in svc run: there is no masked step
 * output outside GitHub, so it writes a new 0600 file in `--secrets-dir`, or fails the plan before any
 * call when no directory is given.
 */
function cliOutputSink(secretsDir) {
    if (secretsDir === undefined) {
        return {
            check: async () => [{ message: outputSinkRefusal }],
            prepare: async () => {
                throw new Error(outputSinkRefusal);
            },
        };
    }
    const files = fileSinkHandler(secretsDir);
    const spec = (stepId) => ({ type: "file", path: `${stepId}-secret` });
    return {
        check: async (_spec, scope) => (await files.check(spec(scope.stepId), scope)).map((problem) => ({
            message: `--secrets-dir: ${problem.message}`,
        })),
        prepare: (_spec, scope) => files.prepare(spec(scope.stepId), scope),
    };
}
function cliEngineContext(ctx, options) {
    return {
        client: options.client,
        run: options.run,
        mode: options.mode,
        rehearsal: options.rehearsal,
        // Step outputs are in the report (steps[].outputs); a secret never is.
        outputs: { set: () => { } },
        secrets: {
            mask: (secret) => {
                if (secret)
                    ctx.secrets.add(secret);
            },
        },
        sinks: { output: cliOutputSink(options.secretsDir) },
        logger: stderrLogger(ctx),
        clock: systemClock,
        workingDirectory: ctx.cwd,
        // Ctrl-C aborts requests in flight; the steps not yet run are reported not-run.
        signal: ctx.signal,
        onStepError: (stepId, error) => options.stepErrors.set(stepId, error),
    };
}

// EXTERNAL MODULE: ./lib/cli/commands/run-junit.action.js + 2 modules
var run_junit_action = __webpack_require__(8240);
;// CONCATENATED MODULE: ./lib/cli/commands/run.action.js













/**
 * Exit codes: 0 the run succeeded (in plan mode also with pending changes, unless --fail-on-changes);
 * 1 a step failed for a non-API reason (a delivery failed, a threshold was exceeded, a sink failed)
 * or --fail-on-changes found changes; 2 the plan, a flag or the run identity is invalid (nothing was
 * called); 3-7 a step failed on an API status (the CLI's exit table).
 */
async function runPlanFile(ctx, globals, planFile, options, onReport = () => { }) {
    if (options.failOnChanges && options.mode !== "plan")
        throw new cli_errors/* CliError */.z1("invalid_arguments", "--fail-on-changes only applies to --mode plan", {
            hint: "gate a pull request with: svc run <plan> --mode plan --fail-on-changes",
        });
    const source = await readPlan(ctx, planFile);
    const parsed = parseOrExplain(ctx, source);
    let identity;
    try {
        identity = detectRunIdentity(ctx.env, {
            ...(options.runId === undefined ? {} : { runId: options.runId }),
            ...(options.runAttempt === undefined ? {} : { runAttempt: options.runAttempt }),
        });
    }
    catch (error) {
        if (error instanceof RunIdentityError)
            throw new cli_errors/* CliError */.z1("invalid_arguments", error.message);
        throw error;
    }
    const secretsDir = options.secretsDir === undefined ? undefined : (0,external_node_path_.resolve)(ctx.cwd, options.secretsDir);
    if (options.junit !== undefined)
        (0,run_junit_action/* checkJunitTarget */.W)(ctx, parsed.plan.steps, (0,external_node_path_.resolve)(ctx.cwd, options.junit), secretsDir);
    const { client, credential } = await (0,api.openSession)(ctx, globals);
    // A base URL on loopback is a rehearsal against a local emulator, as in the Action: the
    // emulator's own flag decides on loopback and private webhook destinations.
    const rehearsal = credential.baseUrl !== undefined && isLoopbackUrl(credential.baseUrl);
    ctx.stderr.write(`svc: ${options.mode} ${(0,sanitize/* safeDiagnostic */.dB)(source.label, ctx.secrets)}: ${parsed.plan.steps.length} step(s); run identity from ${(0,sanitize/* safeDiagnostic */.dB)(identity.description, ctx.secrets)}\n`);
    const stepErrors = new Map();
    let report;
    try {
        report = await runPlan(parsed.plan, cliEngineContext(ctx, {
            client,
            run: identity.run,
            mode: options.mode,
            rehearsal,
            secretsDir,
            stepErrors,
        }));
    }
    catch (error) {
        if (error instanceof PlanValidationError)
            throw invalidPlan(ctx, source, parsed, error.issues);
        throw error;
    }
    onReport(report);
    await renderReport(ctx, globals, report);
    const failed = report.steps.find((step) => step.status === "failed");
    if (failed) {
        const cause = stepErrors.get(failed.id);
        const exitCode = cause === undefined ? cli_errors/* EXIT */.dc.failure : apiExitCode(cause);
        throw new cli_errors/* CliError */.z1("step_failed", `step "${failed.id}" (${failed.uses}) failed: ${failed.error ?? failed.summary}`, {
            exitCode,
        });
    }
    if (options.failOnChanges && report.changes > 0)
        throw new cli_errors/* CliError */.z1("changes_pending", `the plan has ${report.changes} pending change(s) (--fail-on-changes)`, {
            exitCode: cli_errors/* EXIT */.dc.failure,
            hint: "apply them with --mode apply, or see steps[].change in -o json",
        });
}
/** API statuses keep their exit code (3-7, 2 for 428); anything else a step threw is a failure (1). */
function apiExitCode(error) {
    const e = error;
    if (e && typeof e.status === "number" && Array.isArray(e.errors))
        return (0,cli_errors/* exitCodeFor */.Rr)(error);
    return cli_errors/* EXIT */.dc.failure;
}
async function readPlan(ctx, planFile) {
    if (planFile === "-") {
        const chunks = [];
        let size = 0;
        for await (const chunk of ctx.stdin) {
            size += chunk.length;
            if (size > maxPlanBytes)
                throw new cli_errors/* CliError */.z1("input_too_large", "the plan on stdin is larger than 1 MiB");
            chunks.push(chunk);
        }
        return { text: Buffer.concat(chunks).toString("utf8"), label: "stdin" };
    }
    const path = (0,external_node_path_.resolve)(ctx.cwd, planFile);
    const text = await (0,promises_.readFile)(path, "utf8").catch((error) => {
        throw new cli_errors/* CliError */.z1("invalid_input_file", `cannot read the plan file ${planFile} (${error.code ?? "error"})`);
    });
    if (Buffer.byteLength(text) > maxPlanBytes)
        throw new cli_errors/* CliError */.z1("input_too_large", `the plan file ${planFile} is larger than 1 MiB`);
    return { text, label: planFile };
}
function parseOrExplain(ctx, source) {
    try {
        return parsePlan(source.text, source.label);
    }
    catch (error) {
        if (error instanceof PlanValidationError)
            throw invalidPlan(ctx, source, undefined, error.issues);
        throw error;
    }
}
/** Every problem on its own stderr line, `file:line:column: message`; nothing was called. */
function invalidPlan(ctx, source, parsed, issues) {
    for (const issue of issues) {
        const position = issue.line !== undefined ? { line: issue.line, column: issue.column ?? 1 } : parsed?.locate(issue.path);
        const where = position ? `${source.label}:${position.line}:${position.column}: ` : `${source.label}: `;
        ctx.stderr.write(`svc: ${(0,sanitize/* safeDiagnostic */.dB)(`${where}${issue.message}`, ctx.secrets)}\n`);
    }
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    return new cli_errors/* CliError */.z1("invalid_plan", `the plan is invalid (${count}); nothing was called or changed`, {
        exitCode: cli_errors/* EXIT */.dc.usage,
    });
}
async function renderReport(ctx, globals, report) {
    let text;
    if (globals.output === "json")
        text = (0,render/* jsonText */.s$)(report);
    else if (globals.output === "jsonl")
        text = (0,render/* jsonLine */.rF)(report);
    else {
        const rows = report.steps.map((step) => ({
            step: step.id,
            uses: step.uses,
            status: step.status,
            change: step.change ?? "",
            summary: step.summary,
        }));
        text = `${(0,table/* formatTable */.ku)(rows)}${report.mode}: ${report.ok ? "ok" : "failed"}, ${report.changes} change(s)\n`;
    }
    await (0,write/* writeChunk */.x)(ctx.stdout, text, ctx.signal);
}


/***/ })

};
