export const id = 245;
export const ids = [245];
export const modules = {

/***/ 3245:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  runPlanFile: () => (/* binding */ runPlanFile)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/transport/errors.js
var errors = __webpack_require__(5786);
;// CONCATENATED MODULE: ./lib/engine/errors.js

/**
 * A step that cannot go on; the message already says what happened and what to do. `status` is
 * the API status behind it when there is one (a 409 or 412 contention the step explains), so
 * `svc run` exits with the exit table's code for it.
 */
class StepFailure extends Error {
    name = "StepFailure";
    status;
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.status = options.status;
    }
}
/**
 * The API status a step failed on (an ApiError's, a StepFailure's contention, or the API error a
 * StepFailure explains), if any.
 */
function failureStatus(error) {
    if (error instanceof StepFailure)
        return error.status ?? failureStatus(error.cause);
    if (error instanceof errors/* ApiError */.hD)
        return error.status;
    return undefined;
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
        return ": contention: the webhook changed meanwhile (another run or process edited it); re-run the job";
    if (error instanceof errors/* RateLimitError */.OE) {
        const waited = error.transport.rateLimitWaitMs;
        const wait = waited === undefined
            ? ""
            : `, after waiting out the rate limit for ${(waited / 1000).toFixed(1)} s in total (the most one request waits)`;
        return `: rate limit contention: too many requests for this credential${wait}; space out the runs or give them a rate budget (docs/fleet.md), then re-run`;
    }
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

// EXTERNAL MODULE: ./lib/engine/step-types.js
var step_types = __webpack_require__(3498);
// EXTERNAL MODULE: ./lib/schemas/webhook.js
var webhook = __webpack_require__(537);
// EXTERNAL MODULE: ./lib/schemas/lazy.js
var lazy = __webpack_require__(4436);
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
/**
 * The `with` schema of a step that acts on a webhook: `webhook` or `webhook-id` (exactly one, or at
 * most one when `optional`) beside the step's own fields, built on first use.
 */
function targetedWith(fields, optional = false) {
    const refine = oneTarget(optional);
    return (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({ ...targetFields, ...fields() })
        .superRefine((value, ctx) => refine(value, ctx)));
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
/**
 * The id of the webhook a step acts on in apply mode; in plan mode, or while the webhook would only
 * be created by apply, the skipped outcome that says what apply would do instead.
 */
function actingOn(input, context, planned) {
    const target = resolveTarget(input, context);
    if (!target)
        throw new StepFailure("needs a webhook");
    if (context.mode === "apply" && target.id)
        return { id: target.id };
    return {
        skipped: {
            status: "skipped",
            change: planned.change,
            summary: `skipped in plan mode (apply ${planned.applies} ${describeTarget(target)})`,
            outputs: planned.yields ? { change: planned.change } : {},
            ...(planned.yields ? { webhook: target } : {}),
        },
    };
}

;// CONCATENATED MODULE: ./lib/engine/steps/check-recent-deliveries.js






const unique = (items) => new Set(items).size === items.length;
const withSchema = targetedWith(() => ({
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
}), true);
/** How many failed deliveries the report lists; the count is always exact. */
const listedFailuresLimit = 100;
const checkRecentDeliveries = (0,step_types/* defineStep */.o)({
    uses: "check-recent-deliveries",
    description: "Fail when more deliveries than allowed failed in a recent window.",
    with: withSchema,
    eventFields: [{ field: "events", subscription: false }],
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

// EXTERNAL MODULE: ./lib/transport/retry-policy.js
var retry_policy = __webpack_require__(8662);
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
 * Every webhook with this URL, in the service's listing order (the emulator lists oldest first),
 * looked up across every page of the list (a first-page-only check is the classic ensure bug).
 */
async function findWebhooksByUrl(context, url) {
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
    return matches;
}
/** The webhook with this URL; two matches are ambiguous and fail rather than guess. */
async function findWebhookByUrl(context, url) {
    const matches = await findWebhooksByUrl(context, url);
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
/**
 * Waits before listing again while several webhooks have the URL: concurrent runs that lost a
 * create race remove their duplicates (docs/plan.md "Concurrent creates"), so a duplicate seen
 * mid-race goes away. The losing run's DELETE may itself wait out a rate limit (up to the client's
 * two minutes), so the waits cover about 2 minutes (13 list requests) before a duplicate that
 * stays is reported.
 */
const duplicateSettleMs = [
    250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000,
];
/**
 * This run created a webhook for the URL at the same time as another run, and the other run's
 * webhook is the one kept: this run's duplicate is gone and its secret went to no sink. A
 * StepFailure, so the revealer undoes the sink and clears the run journal's record (nothing is
 * left to replay); `create` catches it and carries on with the winner.
 */
class LostCreateRace extends StepFailure {
    winner;
    note;
    constructor(winner, note) {
        super(note);
        this.winner = winner;
        this.note = note;
    }
}
const ensureWebhook = (0,step_types/* defineStep */.o)({
    uses: "ensure-webhook",
    description: "Create the webhook for a URL, or bring its actions and enabled state in line.",
    with: ensure_webhook_withSchema,
    yieldsWebhook: true,
    destination: (input) => ({ field: "url", url: input.url }),
    eventFields: [{ field: "actions", subscription: true }],
    run: async (input, context) => {
        const found = await lookup(input.url, context);
        if (!found)
            return create(input, context);
        if (context.mode === "apply") {
            const record = await context.journal?.read(context.stepId);
            const key = createKey(context.run, { url: input.url, actions: input.actions });
            if (record?.op === "create" && record.key === key) {
                if (record.state === "pending")
                    return recoverCreate(found, record, input, context);
                const outcome = await reconcile(found, input, context);
                outcome.summary += `; an earlier run with this run identity created it and stored its secret (${record.fingerprint ?? "no fingerprint"}${record.target ? `, ${record.target}` : ""})`;
                return outcome;
            }
        }
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
    const revealed = await context
        .revealSecret(input["secret-sink"], () => context.client.createWebhook(body, { idempotencyKey: key, signal: context.signal }), (response) => response.data.attributes.signingSecret, 
    // A replayed create may name a webhook removed since, and a create may have raced another
    // run's: in either case its secret must reach no sink.
    async (response) => {
        const mine = stripSecret(response.data);
        if (response.transport.idempotencyReplayed) {
            replayed = await confirmReplayed(mine, input, context);
        }
        await settleRace(replayed ?? mine, response.transport.idempotencyReplayed === true, input, context);
    }, { op: "create", key })
        .catch((error) => {
        if (error instanceof LostCreateRace)
            return error;
        throw error;
    });
    if (revealed instanceof LostCreateRace) {
        const outcome = await reconcile(revealed.winner, input, context);
        outcome.summary = `${revealed.note}${outcome.change === "unchanged" ? "" : `; ${outcome.summary}`}`;
        return outcome;
    }
    const { value, receipt } = revealed;
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
    if (!current) {
        // Removed: by the run with this identity that created it, when it lost a create race
        // (docs/plan.md "Concurrent creates"), or by someone since. Either way the webhook the URL
        // has now is the one to reconcile, and the replayed secret goes nowhere.
        const [winner] = await findWebhooksByUrl(context, input.url);
        if (winner) {
            throw new LostCreateRace(winner, `webhook ${winner.id} is the one for ${input.url}: this run identity's earlier create of ${webhook.id} (replayed by the service) was removed, as the duplicate of a concurrent create or since; this run delivered no secret, and ${winner.id}'s secret is held where the run that created it sent it`);
        }
    }
    if (!current || current.data.attributes.url !== webhook.attributes.url) {
        throw new StepFailure(`earlier in this workflow run (an earlier attempt or another job) webhook ${webhook.id} was created for ${input.url}, and it was removed or changed since; the service replays that create for this run instead of creating again: start a new workflow run`);
    }
    return current.data;
}
/**
 * The webhook for the URL, waiting while concurrent runs remove the duplicates their creates left
 * (docs/plan.md "Concurrent creates"). Duplicates that stay fail the step, naming the one kept.
 */
async function lookup(url, context) {
    let matches = await findWebhooksByUrl(context, url);
    for (const delay of duplicateSettleMs) {
        if (matches.length <= 1)
            break;
        context.logger.info(`${matches.length} webhooks (${ids(matches)}) have the url ${url}; waiting ${delay} ms for concurrent runs to remove their duplicates`);
        await context.clock.sleep(delay, context.signal);
        matches = await findWebhooksByUrl(context, url);
    }
    if (matches.length > 1) {
        const [first, ...rest] = matches;
        throw new StepFailure(`${matches.length} webhooks (${ids(matches)}) have the url ${url}; ${first.id}, listed first, is the one runs keep: remove the duplicates (${ids(rest)}) or address one by webhook-id`);
    }
    return matches[0];
}
/**
 * Concurrent runs with distinct run identities use distinct idempotency keys, so two of them that
 * both found no webhook both create one. After its create each run lists the URL's webhooks and
 * keeps the one listed first (the service lists oldest first); a run whose webhook is not first
 * removes it and throws LostCreateRace, so its secret reaches no sink. Why this leaves exactly one
 * webhook: docs/plan.md "Concurrent creates". One list request per create; none for a run that
 * found the webhook by URL.
 */
async function settleRace(mine, replayed, input, context) {
    const matches = await findWebhooksByUrl(context, input.url);
    const winner = matches[0];
    if (!winner || winner.id === mine.id)
        return;
    const listed = matches.some((webhook) => webhook.id === mine.id);
    if (listed) {
        await removeDuplicate(mine.id, context).catch((error) => {
            throw new StepFailure(`another run created webhook ${winner.id} for ${input.url} at the same time as this run created ${mine.id}, and ${winner.id} is the one runs keep, but removing the duplicate ${mine.id} failed (${describeError(error)}); no secret was stored: remove webhook ${mine.id} (svc webhooks remove ${mine.id}), then re-run`);
        });
    }
    const whose = replayed ? "this run identity's duplicate" : "this run's duplicate";
    throw new LostCreateRace(winner, `another run created webhook ${winner.id} for ${input.url} at the same time; ${whose} ${mine.id} was removed and its secret stored nowhere; ${winner.id}'s secret was delivered by the run that created it`);
}
/**
 * DELETE the duplicate, resending it when that is safe: a 429 was refused before the service acted
 * (waited out like the client waits out any 429, Retry-After plus jitter, within the same total),
 * and a DELETE whose answer was lost is settled by sending it again. A 404 means it is gone already
 * (another run with this run identity, whose create was replayed, removed it).
 */
async function removeDuplicate(id, context) {
    let waitedMs = 0;
    for (let attempt = 0;; attempt += 1) {
        try {
            await context.client.removeWebhook(id, { signal: context.signal });
            return;
        }
        catch (error) {
            if (error instanceof errors/* NotFoundError */.m_)
                return;
            const delay = error instanceof errors/* RateLimitError */.OE
                ? (0,retry_policy/* rateLimitDelay */.nl)(error.retryAfterMs ?? (0,retry_policy/* backoffDelay */.EY)(Math.min(attempt, 6), Math.random), Math.random)
                : error instanceof errors/* ClientError */.MZ && error.outcomeUnknown && attempt < 2
                    ? (0,retry_policy/* backoffDelay */.EY)(attempt, Math.random)
                    : undefined;
            if (delay === undefined || waitedMs + delay > retry_policy/* DEFAULT_MAX_RATE_LIMIT_WAIT_MS */.jE)
                throw error;
            waitedMs += delay;
            await context.clock.sleep(delay, context.signal);
        }
    }
}
function ids(webhooks) {
    return webhooks.map((webhook) => webhook.id).join(", ");
}
/**
 * The webhook exists, and the run journal says an earlier run with this run identity sent its
 * create (docs/plan.md "Crash safety"): replay that create (same key, same body) to get the same
 * secret back and deliver it again, so a run killed between the service's answer and the sink
 * loses nothing. The replayed secret is delivered only when it is provably the current one: the
 * replay names the webhook found by URL at the revision the create produced (nothing rotated or
 * changed it since).
 */
async function recoverCreate(found, record, input, context) {
    const body = { url: input.url, actions: input.actions };
    const where = context.journal ? ` (run journal ${context.journal.location})` : "";
    const { receipt } = await context.revealSecret(input["secret-sink"], () => context.client.createWebhook(body, { idempotencyKey: record.key, signal: context.signal }), (response) => response.data.attributes.signingSecret, async (response) => {
        const created = response.data;
        if (!response.transport.idempotencyReplayed) {
            // The earlier create never reached the service and someone else created the webhook
            // meanwhile: this request just made a second one; take it back.
            await context.client.removeWebhook(created.id, { signal: context.signal }).catch((error) => {
                throw new StepFailure(`webhook ${found.id} for ${input.url} exists, but an earlier run with this run identity had sent a create that never reached the service, and replaying it created a second webhook ${created.id} that could not be removed (${describeError(error)}): remove webhook ${created.id}, then re-run`);
            });
            throw new StepFailure(`webhook ${found.id} for ${input.url} was created outside this run while an earlier run with this run identity was interrupted before its create reached the service (the second webhook the replay created, ${created.id}, was removed again); this run holds no secret of ${found.id}: rotate its secret (rotate-secret) to get one${where}`);
        }
        if (created.id !== found.id || created.attributes.revision !== found.attributes.revision) {
            throw new StepFailure(`webhook ${found.id} for ${input.url}: an earlier run with this run identity created ${created.id} and was interrupted before its secret was stored, and the webhook was ${created.id === found.id ? "changed or rotated" : "removed or moved"} since, so the secret the service replays may not be the one it signs with; it was not stored: rotate the secret of webhook ${found.id} (a rotate-secret step, or a new run attempt of a plan with one)${where}`);
        }
    }, { op: "create", key: record.key });
    const summary = `created webhook ${found.id} for ${input.url} (${input.actions.join(", ")}); an earlier run with this run identity was interrupted before storing its secret: the create was replayed (the same secret) and the secret sent to ${receipt.target}`;
    const webhook = difference(found, input) ? await update(found, input, context) : found;
    const outcome = describe(webhook, "created", summary);
    outcome.outputs["secret-sink"] = receipt.sink;
    outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
    return { ...outcome, secret: receipt };
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
    throw new StepFailure(`contention: webhook ${start.id} kept changing while it was updated (${maxUpdateAttempts} times 412 precondition_failed); another run or process edits it: re-run when it is quiet`, { status: 412 });
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
const removeWebhook = (0,step_types/* defineStep */.o)({
    uses: "remove-webhook",
    description: "Remove a webhook by id, step reference or URL (needs confirm: true).",
    with: remove_webhook_withSchema,
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
        const target = resolveTarget(input, context);
        const id = target?.id;
        if (!id) {
            // Plan mode: an earlier step would create it, so apply would remove it.
            if (context.mode === "plan" && target)
                return done("would-remove", `would remove ${describeTarget(target)}`, null);
            return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
        }
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






const rotate_secret_withSchema = targetedWith(() => ({ "secret-sink": secretSinkSchema.default(defaultSecretSink) }));
const planned = {
    change: "would-rotate",
    applies: "rotates the signing secret of",
    yields: true,
};
const rotateSecret = (0,step_types/* defineStep */.o)({
    uses: "rotate-secret",
    description: "Rotate a webhook's signing secret (If-Match + idempotency key) into a secret sink.",
    with: rotate_secret_withSchema,
    yieldsWebhook: true,
    run: async (input, context) => {
        const acting = actingOn(input, context, planned);
        if ("skipped" in acting)
            return acting.skipped;
        const { id } = acting;
        const { signal } = context;
        const current = await context.client.getWebhook(id, { signal });
        const key = rotateKey(context.run, id);
        const record = await context.journal?.read(context.stepId);
        const earlier = record?.op === "rotate" && record.key === key && record.webhookId === id ? record : undefined;
        const where = context.journal ? ` (run journal ${context.journal.location})` : "";
        if (earlier?.state === "stored") {
            // The scheduled-rotation case: this run identity already rotated and the sink holds the secret.
            return {
                status: "succeeded",
                change: "unchanged",
                summary: `the signing secret of webhook ${id} was already rotated by an earlier run with this run identity and stored (${earlier.fingerprint ?? "no fingerprint"}${earlier.target ? `, ${earlier.target}` : ""}); not rotating again (a new run attempt rotates anew)`,
                outputs: {
                    change: "unchanged",
                    "webhook-id": id,
                    revision: current.data.attributes.revision,
                    replayed: true,
                    "secret-sink": earlier.sink,
                    "secret-fingerprint": earlier.fingerprint ?? null,
                },
                webhook: {
                    id,
                    revision: current.data.attributes.revision,
                    url: current.data.attributes.url,
                    disabled: current.data.attributes.disabled,
                },
            };
        }
        // An interrupted earlier run of this identity sent the rotation with this If-Match: the exact
        // replay (same key, same If-Match) returns that rotation's secret instead of rotating again.
        const revision = earlier?.ifMatch ?? current.data.attributes.revision;
        const { value, receipt } = await context
            .revealSecret(input["secret-sink"], () => context.client.rotateWebhookSecret(id, { ifMatch: revision, idempotencyKey: key, signal }), (response) => response.data.attributes.signingSecret, async (response) => {
            const rotated = response.data.attributes;
            if (rotated.replayed && earlier && rotated.revision !== current.data.attributes.revision) {
                throw new StepFailure(`an earlier run with this run identity rotated the signing secret of webhook ${id} and was interrupted before storing it, and the webhook changed since (its revision is no longer the one that rotation produced), so the secret the service replays may not be the one it signs with; it was not stored: rotate anew with a new run attempt (svc run --run-attempt <next>, or re-run the workflow)${where}`);
            }
        }, { op: "rotate", key, webhookId: id, ifMatch: revision })
            .catch((error) => {
            if (error instanceof errors/* PreconditionFailedError */.k9) {
                throw new StepFailure(`contention: webhook ${id} changed between reading its revision and rotating (412 precondition_failed), e.g. another run rotated or updated it; no secret was rotated: re-run the job`, { status: 412, cause: error });
            }
            if (error instanceof errors/* IdempotencyConflictError */._z) {
                throw new StepFailure(`contention: the signing secret of webhook ${id} was already rotated in this run attempt from an earlier revision, by an earlier run with this run identity or by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, and this run has no record of it${where}, so this step received none and did not rotate again: if that rotation's secret was stored, nothing more is needed; if not (it was interrupted), rotate anew with a new run attempt (svc run --run-attempt <next>, or re-run the workflow)`, { status: 409, cause: error });
            }
            throw error;
        });
        const { replayed, revision: newRevision } = value.data.attributes;
        const again = earlier && replayed
            ? " (an earlier run with this run identity was interrupted before storing it: the rotation was replayed, the same secret)"
            : replayed
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
 * typical receiver answers (every 250 ms in the first second: at 0, 250, 500, 750 and 1000 ms),
 * then one read per second for as long as it takes. Steady and never slower, so the step ends at
 * most about a second after the delivery did, at no more than one read per second after the first
 * second.
 */
const quickDelaysMs = [250, 250, 250, 250];
const steadyPollDelayMs = 1_000;
/** The delay before read number `read + 1` (`read` counts the reads already made, from 1). */
function pollDelayMs(read) {
    return quickDelaysMs[read - 1] ?? steadyPollDelayMs;
}

;// CONCATENATED MODULE: ./lib/engine/steps/test-delivery.js









const test_delivery_withSchema = targetedWith(() => ({
    timeout: durationSchema(1_000, 30 * 60_000)
        .prefault("2m")
        .meta({
        description: "Deadline of the whole step, requests in flight included: queue the test and wait for it to finish (1s-30m, default 2m).",
    }),
}));
const test_delivery_planned = { change: "skipped", applies: "sends a test delivery to", yields: false };
const testDelivery = (0,step_types/* defineStep */.o)({
    uses: "test-delivery",
    description: "Queue a signed test delivery and wait until it succeeded, failed or was skipped.",
    with: test_delivery_withSchema,
    deadline: (input) => input.timeout,
    run: async (input, context) => {
        const acting = actingOn(input, context, test_delivery_planned);
        if ("skipped" in acting)
            return acting.skipped;
        const deadline = context.clock.now() + input.timeout.ms;
        const webhookId = acting.id;
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
            last = (await test_delivery_lookup(deliveryId, webhookId, context)) ?? last;
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
async function test_delivery_lookup(deliveryId, webhookId, context) {
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
                if (value === undefined || value === null)
                    return `is required; add uses: <step>, one of ${names.join(", ")}`;
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
 * The webhook destinations the service refuses with 400 `invalid_request`: loopback, private, link-local (the cloud metadata
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
 * Event names outside the service's published catalogue (`webhookEvents`). The service accepts any well-formed
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
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/transport/redact.js
var redact = __webpack_require__(2760);
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

// EXTERNAL MODULE: ./lib/engine/sinks/file-sink.js
var file_sink = __webpack_require__(8003);
// EXTERNAL MODULE: ./lib/engine/sinks/fingerprint.js
var sinks_fingerprint = __webpack_require__(1981);
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

;// CONCATENATED MODULE: ./lib/engine/secret-reveal.js
/**
 * Secret delivery, apart from running steps: which sink handles each kind (the engine's own output,
 * file and command sinks, overridden by the adapter's), and the reveal sequence a step calls for
 * every API call that reveals a signing secret.
 */






/** The sink of each kind for this run: the engine's own, replaced by any the adapter brings. */
function sinkHandlers(context) {
    return {
        output: outputSinkHandler(context.outputs),
        file: (0,file_sink/* fileSinkHandler */.i)(context.workingDirectory ?? process.cwd()),
        command: commandSinkHandler(context.workingDirectory ?? process.cwd()),
        ...context.sinks,
    };
}
/**
 * The sink is prepared before the call that reveals the secret (so a sink that cannot work costs
 * no rotation), the run journal records the intent durably (so a re-run with the same run identity
 * can replay exactly this request after a crash), the secret is masked the instant it exists, then
 * delivered, and the journal notes that the sink holds it.
 */
function secretRevealer(stepId, context, handlers) {
    return async (spec, call, extract, confirm, intent) => {
        const handler = handlers[spec.type];
        if (!handler)
            throw new StepFailure(`the ${spec.type} secret sink is not available here`);
        const journal = intent ? context.journal : undefined;
        const previous = await journal?.read(stepId);
        const prepared = await handler.prepare(spec, {
            stepId,
            ...(previous?.target ? { previousTarget: previous.target } : {}),
        });
        const record = intent && {
            v: 1,
            step: stepId,
            ...intent,
            sink: spec.type,
            ...(prepared.target ? { target: prepared.target } : {}),
        };
        if (journal && record) {
            try {
                await journal.write({ ...record, state: "pending", at: new Date(context.clock.now()).toISOString() });
            }
            catch (error) {
                await prepared.abort();
                throw new StepFailure(`cannot record the reveal in the run journal ${journal.location} (${describeError(error)}); nothing was sent: fix the state directory and re-run`);
            }
        }
        const hint = journal &&
            (journal.replayHint ??
                `a re-run with the same run identity replays it from the run journal (${journal.location})`);
        const replay = hint ? `; ${hint}` : "";
        let value;
        try {
            value = await call();
        }
        catch (error) {
            await prepared.abort();
            if (!mayHaveIssued(error)) {
                await journal?.remove(stepId);
                throw error;
            }
            throw unstoredSecret(error, "the service may have issued a new signing secret whose answer never arrived", replay);
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
                if (error instanceof StepFailure) {
                    await journal?.remove(stepId);
                    throw error;
                }
                throw unstoredSecret(error, "a signing secret was issued but could not be confirmed", replay);
            }
        }
        let receipt;
        try {
            receipt = await prepared.deliver(secret);
        }
        catch (error) {
            await prepared.abort();
            const recover = hint
                ? `fix the sink, then run again: ${hint} (the same secret); or rotate the secret again (rotate-secret) to issue a new one`
                : "fix the sink, then rotate the secret again (rotate-secret) to issue a new one";
            throw new StepFailure(`the new signing secret was issued but the ${spec.type} sink failed: ${describeError(error)}; the secret is masked and was not stored: ${recover}`);
        }
        const fingerprint = (0,sinks_fingerprint/* secretFingerprint */.n)(secret);
        if (journal && record) {
            // The sink holds the secret; a failure to note it only means a re-run replays and delivers again.
            await journal
                .write({ ...record, state: "stored", fingerprint, at: new Date(context.clock.now()).toISOString() })
                .catch((error) => context.logger.warning(`could not update the run journal: ${describeError(error)}`));
        }
        return { value, receipt: { ...receipt, fingerprint } };
    };
}
/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error, what, replay) {
    return new StepFailure(`${describeError(error)}; ${what}, so it was not stored: re-run the job, and rotate the secret again (rotate-secret) if this step does not reveal one${replay}`, { cause: error });
}
/**
 * Whether a failed reveal may still have issued a secret: an answer was lost or unreadable
 * (unknown outcome, invalid response), the answer was a gateway/server error that may follow the
 * work, or an earlier attempt of the retried request may have been carried out.
 */
function mayHaveIssued(error) {
    if (error instanceof errors/* ApiError */.hD) {
        // Attempts answered 429 were refused before the service acted; they do not make it ambiguous.
        const mayHaveActed = error.transport.attempts - (error.transport.rateLimitedAttempts ?? 0);
        return mayHaveActed > 1 || [500, 502, 504].includes(error.status);
    }
    if (error instanceof errors/* ClientError */.MZ) {
        return (error.outcomeUnknown || error.code === "invalid_api_response" || error.code === "response_too_large");
    }
    return false;
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
        const spec = (0,step_types/* secretSinkOf */.v)(step.with);
        if (!spec)
            continue;
        const base = ["steps", index, "with", "secret-sink"];
        const add = (message, field) => {
            const path = field ? [...base, field] : base;
            issues.push({ path, message: `${describePath(plan, path)}: ${message}` });
        };
        const handler = handlers[spec.type];
        if (!handler) {
            const message = `the ${spec.type} secret sink is only available in the GitHub Action; use output, file or command`;
            // Plan mode reveals no secret, so it needs no destination: it says what apply would refuse.
            if (context.mode === "plan")
                context.logger.warning(`${describePath(plan, [...base, "type"])}: ${message}`);
            else
                add(message, "type");
            continue;
        }
        const previous = context.mode === "apply" ? await context.journal?.read(step.id) : undefined;
        const scope = { stepId: step.id, ...(previous?.target ? { previousTarget: previous.target } : {}) };
        for (const problem of await handler.check(spec, scope))
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
        revealSecret: secretRevealer(step.id, context, handlers),
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

// EXTERNAL MODULE: ./lib/untrusted/bounded-file.js
var bounded_file = __webpack_require__(3490);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./lib/untrusted/strict-utf8.js
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

;// CONCATENATED MODULE: ./lib/engine/plan-depth.js

/** Plans need a handful of levels (steps, a step, with, a sink, its command); far more is a mistake. */
const maxPlanDepth = 64;
/**
 * Where the plan first nests deeper than `maxDepth` (1-based line and column), or undefined. Walks
 * the YAML syntax tree (the lexer and parser are not recursive) with an explicit stack, before the
 * document is composed: composing and validating nest one call per level, so a deeply nested plan
 * would otherwise end in "Maximum call stack size exceeded" instead of an error naming the plan.
 */
function tooDeepAt(text, maxDepth = maxPlanDepth) {
    const lineCounter = new dist/* LineCounter */.HN();
    const pending = [];
    for (const token of new dist/* Parser */.iX(lineCounter.addNewLine).parse(text))
        pending.push([token, 0]);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [token, depth] = next;
        if (typeof token !== "object" || token === null)
            continue;
        const node = token;
        if (depth > maxDepth) {
            const offset = token.offset ?? 0;
            const position = lineCounter.linePos(offset);
            return { line: position.line, column: position.col };
        }
        if (node.type === "document")
            pending.push([node.value, depth]);
        else if (node.type === "block-map" || node.type === "block-seq" || node.type === "flow-collection") {
            for (const item of node.items ?? []) {
                if (item.key)
                    pending.push([item.key, depth + 1]);
                if (item.value)
                    pending.push([item.value, depth + 1]);
            }
        }
    }
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
    const deep = tooDeepAt(text);
    if (deep) {
        const message = `the plan nests deeper than ${maxPlanDepth} levels; a plan needs only a few (see docs/plan.md)`;
        throw new PlanValidationError([{ path: [], message, ...deep }], source);
    }
    const lineCounter = new dist/* LineCounter */.HN();
    // logLevel error: a YAML warning (e.g. a mapping used as a key) is never printed by the library
    // (process.emitWarning would put plan text on stderr); the plan is judged by its errors and schema.
    const document = (0,dist/* parseDocument */.Tp)(text, {
        lineCounter,
        uniqueKeys: true,
        prettyErrors: true,
        logLevel: "error",
    });
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

;// CONCATENATED MODULE: ./lib/engine/plan-run/load-plan.js
/**
 * The one plan loader of both adapters (the Action and `svc run`): bytes, bounded before they are
 * read -> strict UTF-8 -> YAML (depth-checked, unique keys) -> schema -> policy -> warnings. An
 * adapter only decides where the bytes come from and how problems and warnings are shown.
 */


/**
 * A plan file's bytes: a regular file of at most 1 MiB, refused (InputFileError) before it is
 * read otherwise; a named pipe is refused at once rather than waited on.
 */
function readPlanFile(path) {
    return (0,bounded_file/* readBoundedFile */.Mv)(path, { maxBytes: maxPlanBytes });
}
/** A plan read from a stream (standard input), at most 1 MiB; `signal` ends the wait. */
function readPlanStream(stream, signal) {
    return (0,bounded_file/* readBoundedStream */.i9)(stream, maxPlanBytes, signal);
}
/**
 * Parses and checks plan bytes (or an inline plan's text) into a plan and its warnings; throws
 * PlanValidationError listing every problem, labelled with `label`.
 */
function loadPlan(content, label) {
    return parsePlan(content, label);
}

// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
;// CONCATENATED MODULE: ./lib/engine/plan-run/run-identity.js
/**
 * The run identity idempotency keys are derived from, for both adapters: the CLI's `svc run` reads
 * any supported CI (or `--run-id`) and refuses to guess; the Action runs on GitHub only and, outside a
 * runner, falls back to a random run with a warning. Both read GitHub's variables the same way.
 */


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
        identity: (env) => ({ ...gitHubRun(env), runId: need(env, "GITHUB_RUN_ID") }),
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
/** GitHub's run variables; empty ones count as unset. */
function gitHubRun(env) {
    return {
        repository: env.GITHUB_REPOSITORY || undefined,
        runId: env.GITHUB_RUN_ID || undefined,
        runAttempt: positive(env.GITHUB_RUN_ATTEMPT, 1),
        job: env.GITHUB_JOB || undefined,
    };
}
/**
 * The Action's run identity: the run as the GitHub runner describes it. Outside a runner (no
 * GITHUB_RUN_ID) every run is new: a random id, so keys never collide with a real run's.
 */
function gitHubRunnerIdentity(env) {
    const { runId, runAttempt, repository, job } = gitHubRun(env);
    const base = { runAttempt, ...(repository ? { repository } : {}), ...(job ? { job } : {}) };
    if (runId)
        return { run: { ...base, runId } };
    return {
        run: { ...base, runId: `local-${randomUUID()}` },
        warning: "GITHUB_RUN_ID is not set: idempotency keys are random, so a repeated run is not recognised",
    };
}
function need(env, name) {
    const value = env[name];
    if (!value)
        throw new RunIdentityError(`${name} is not set`);
    return value;
}
function positive(text, fallback) {
    return (0,patterns/* parseDecimalInteger */.pd)(text ?? "", 1, Number.MAX_SAFE_INTEGER) ?? fallback;
}
function nonNegative(text) {
    return (0,patterns/* parseDecimalInteger */.pd)(text ?? "", 0, Number.MAX_SAFE_INTEGER) ?? 0;
}
function withIndex(name, index, total) {
    if (!name)
        return undefined;
    return total && Number(total) > 1 && index !== undefined ? `${name}#${index}` : name;
}

// EXTERNAL MODULE: ./lib/transport/sleep.js
var sleep = __webpack_require__(1930);
;// CONCATENATED MODULE: ./lib/engine/engine-context.js

const modes = (/* unused pure expression or super */ null && (["apply", "plan"]));
const systemClock = {
    now: () => Date.now(),
    sleep: sleep/* sleep */.y,
};

// EXTERNAL MODULE: ./lib/engine/plan-run/secret-files.js
var secret_files = __webpack_require__(752);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(8308);
;// CONCATENATED MODULE: ./lib/cli/engine-host/cli-engine-context.js



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
const outputSinkPlanNote = "the output sink has no place to put a secret in svc run; --mode apply will need --secrets-dir <dir> or a file or command secret-sink (plan mode writes nothing)";
/**
 * The plan's `output` sink (also the default of ensure-webhook) in svc run: there is no masked step
 * output outside GitHub, so it writes a new 0600 file in `--secrets-dir` (the engine's secret-file
 * rules), or, in apply mode, fails the plan before any call when no directory is given. Plan mode reveals and writes no secret, so
 * it needs no destination: `onPlanNote` is told once per step what apply will need.
 */
function cliOutputSink(secretsDir, mode = "apply", onPlanNote = () => { }) {
    if (secretsDir === undefined) {
        return {
            check: async (_spec, scope) => {
                if (mode !== "plan")
                    return [{ message: outputSinkRefusal }];
                onPlanNote(scope.stepId);
                return [];
            },
            prepare: async () => {
                throw new Error(outputSinkRefusal);
            },
        };
    }
    const files = (0,secret_files/* secretsDirSink */.YY)(secretsDir);
    return {
        check: async (spec, scope) => (await files.check(spec, scope)).map((problem) => ({ message: `--secrets-dir: ${problem.message}` })),
        prepare: (spec, scope) => files.prepare(spec, scope),
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
        sinks: {
            file: (0,secret_files/* secretFileSink */._g)(ctx.cwd),
            output: cliOutputSink(options.secretsDir, options.mode, (stepId) => ctx.stderr.write(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(`step "${stepId}": ${outputSinkPlanNote}`, ctx.secrets)}\n`)),
        },
        logger: stderrLogger(ctx),
        clock: systemClock,
        workingDirectory: ctx.cwd,
        // Ctrl-C aborts requests in flight; the steps not yet run are reported not-run.
        signal: ctx.signal,
        onStepError: (stepId, error) => options.stepErrors.set(stepId, error),
        ...(options.journal ? { journal: options.journal } : {}),
    };
}

// EXTERNAL MODULE: ./lib/engine/plan-run/same-file.js
var same_file = __webpack_require__(9139);
;// CONCATENATED MODULE: ./lib/engine/plan-run/junit-target.js
/**
 * Where a JUnit report may go, one rule for the Action (junit-file) and `svc run --junit`: it may
 * replace an earlier report, never the plan file, a file a secret sink of the plan writes, a file
 * in the directory the CLI writes secrets to, nor any other existing file that is not a JUnit
 * report (a secret or a plan lost to a report cannot be got back).
 */




/**
 * Why the report must not be written to `facts.junit`, completing "<path> ..." (e.g. "is the plan
 * file; ..."), or undefined.
 * Side-effect free; reads at most the first 4 KiB of an existing file at the target.
 */
async function junitTargetProblem(facts) {
    const target = await (0,same_file/* statOf */._)(facts.junit);
    if (facts.planFile !== undefined && (await (0,same_file/* sameFile */.V)(facts.junit, facts.planFile, target)))
        return "is the plan file; the report would replace the plan";
    const clash = await (0,secret_files/* secretFileClash */.u_)(facts.junit, facts);
    if (clash !== undefined)
        return clash;
    return existingFileProblem(facts.junit);
}
/** An existing file at the report's place must be an earlier JUnit report (or empty). */
async function existingFileProblem(path) {
    const flags = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
    const handle = await (0,promises_.open)(path, flags).catch((error) => error);
    if (!("fd" in handle)) {
        if (handle.code === "ENOENT")
            return undefined;
        if (handle.code === "ELOOP")
            return "is a symbolic link, which is never written through";
        return undefined; // other errors surface when the report is written
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            return "exists and is not a regular file";
        if (stats.size === 0)
            return undefined;
        const head = Buffer.alloc(4096);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        if (/<testsuites?[\s>]/.test(head.toString("utf8", 0, bytesRead)))
            return undefined;
        return "exists and is not a JUnit report (only an earlier report is replaced); remove it or choose another path";
    }
    finally {
        await handle.close();
    }
}
/**
 * Writes a report to `path` in an existing directory, for both adapters: never over a file that is no
 * earlier report (returns why instead, writing nothing), never through a symlink in its place
 * (O_NOFOLLOW: a symlink raced in after the check fails the open with ELOOP).
 */
async function writeReportFile(path, xml) {
    const why = await existingFileProblem(path);
    if (why !== undefined)
        return why;
    const handle = await (0,promises_.open)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW, 0o644);
    try {
        await handle.writeFile(xml);
    }
    finally {
        await handle.close();
    }
    return undefined;
}

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
            return `${open}>\n      <failure type="${outcome.type}" message="${escapeXmlAttribute(report_junit_firstLine(outcome.message))}">${escapeXmlText(outcome.details)}</failure>\n    </testcase>`;
    }
}
const time = (seconds) => seconds.toFixed(3);
const report_junit_firstLine = (text) => text.split(/\r?\n/, 1)[0] ?? "";
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
/**
 * Element text: escaped, and stripped of characters XML 1.0 cannot carry; text shaped like an API
 * token or signing secret (a plan value, an API answer) is redacted, as in every other output.
 */
function escapeXmlText(text) {
    return (0,redact/* redactSecretShapes */.Kb)(text)
        .replace(invalidXmlChars, "")
        .replace(/[&<>\r]/g, (char) => textEntities[char] ?? char);
}
/** An attribute value (inside double quotes). */
function escapeXmlAttribute(text) {
    return (0,redact/* redactSecretShapes */.Kb)(text)
        .replace(invalidXmlChars, "")
        .replace(/[&<>"'\n\r\t]/g, (char) => attributeEntities[char] ?? char);
}

// EXTERNAL MODULE: ./lib/cli/errors.js
var cli_errors = __webpack_require__(3467);
;// CONCATENATED MODULE: ./lib/cli/engine-host/junit-report.js






/**
 * `svc run --junit <file>`: runs `body`, then writes the JUnit XML of its report, also when it
 * failed (a run that never reached its steps is one failing case with the reason). The file holds
 * no secret: the report has none, and the reason is redacted like every diagnostic.
 */
/** A --junit path the report must not take (the plan, a secret): refused before any call, no report. */
class JunitTargetError extends cli_errors/* CliError */.z1 {
}
function refuse(ctx, junit, why) {
    return new JunitTargetError("invalid_arguments", `--junit ${(0,sanitize/* safeDiagnostic */.dB)(junit, ctx.secrets)} ${why}`, {
        hint: "choose another --junit path",
    });
}
/**
 * The engine's rule for report targets (shared with the Action's junit-file): never the plan file,
 * a file a secret sink writes, the --secrets-dir directory, or an existing file that is no report.
 */
async function checkJunitTarget(ctx, facts) {
    const why = await junitTargetProblem(facts);
    if (why !== undefined)
        throw refuse(ctx, facts.junit, why);
}
async function withJunitReport(ctx, file, planFile, secretsDir, body) {
    if (file === undefined)
        return body(() => { });
    const path = (0,external_node_path_.resolve)(ctx.cwd, file);
    // What is known before the plan is read: the report is written even when reading it fails.
    await checkJunitTarget(ctx, {
        junit: path,
        ...(planFile === "-" ? {} : { planFile: (0,external_node_path_.resolve)(ctx.cwd, planFile) }),
        baseDirectory: ctx.cwd,
        secretsDir: secretsDir === undefined ? undefined : (0,external_node_path_.resolve)(ctx.cwd, secretsDir),
    });
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
        await write(path, renderJunit(report, { failure: reason })).catch((writeError) => {
            const why = writeError instanceof JunitTargetError
                ? writeError.message
                : `--junit ${file}: ${writeError.message}`;
            ctx.stderr.write(`svc: could not write the report: ${(0,sanitize/* safeDiagnostic */.dB)(why, ctx.secrets)}\n`);
        });
        throw error;
    }
    await write(path, renderJunit(report)).catch((error) => {
        if (error instanceof JunitTargetError)
            throw error;
        throw new cli_errors/* CliError */.z1("invalid_output", `cannot write the --junit report ${file} (${error.code ?? "error"})`);
    });
    async function write(target, xml) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        const why = await writeReportFile(target, xml);
        if (why !== undefined)
            throw refuse(ctx, file ?? target, why);
    }
}

;// CONCATENATED MODULE: ./lib/engine/journal-file.js




/** Records outlive the service's idempotency retention (seven days) by a day, then are pruned. */
const retentionMs = 8 * 24 * 3_600_000;
const maxRecordBytes = 16 * 1024;
/**
 * A journal in `<stateDir>/<sha256 of repository and run id>/<step-id>.json` (directories 0700,
 * files 0600). The run attempt is not in the directory name: the record holds the idempotency
 * key, which says whether it belongs to this attempt (a rotation's key does, a create's does not).
 */
async function openFileJournal(stateDir, run) {
    const digest = (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify(["svc-ci-journal/v1", run.repository ?? "", run.runId]))
        .digest("hex")
        .slice(0, 32);
    const directory = (0,external_node_path_.join)(stateDir, digest);
    await (0,promises_.mkdir)(directory, { recursive: true, mode: 0o700 });
    await prune(stateDir, digest);
    const file = (stepId) => (0,external_node_path_.join)(directory, `${stepId}.json`);
    return {
        location: directory,
        read: async (stepId) => {
            const text = await (0,promises_.readFile)(file(stepId), "utf8").catch(() => undefined);
            if (text === undefined || text.length > maxRecordBytes)
                return undefined;
            try {
                const record = JSON.parse(text);
                return record && record.v === 1 && record.step === stepId ? record : undefined;
            }
            catch {
                return undefined;
            }
        },
        write: async (record) => {
            const temp = (0,external_node_path_.join)(directory, `.${record.step}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
            const handle = await (0,promises_.open)(temp, external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_NOFOLLOW, 0o600);
            try {
                await handle.writeFile(JSON.stringify(record));
                await handle.sync();
            }
            finally {
                await handle.close();
            }
            try {
                await (0,promises_.rename)(temp, file(record.step));
            }
            catch (error) {
                await (0,promises_.unlink)(temp).catch(() => { });
                throw error;
            }
            await syncDirectory(directory);
        },
        remove: async (stepId) => {
            await (0,promises_.unlink)(file(stepId)).catch(() => { });
            await syncDirectory(directory);
        },
    };
}
/** Removes run directories not touched for longer than the retention; never fails the run. */
async function prune(stateDir, keep) {
    const names = await (0,promises_.readdir)(stateDir).catch(() => []);
    const now = Date.now();
    for (const name of names) {
        if (name === keep || !/^[0-9a-f]{32}$/.test(name))
            continue;
        const path = (0,external_node_path_.join)(stateDir, name);
        const stats = await (0,promises_.stat)(path).catch(() => undefined);
        if (stats?.isDirectory() && now - stats.mtimeMs > retentionMs)
            await (0,promises_.rm)(path, { recursive: true, force: true }).catch(() => { });
    }
}
async function syncDirectory(directory) {
    const handle = await (0,promises_.open)(directory, external_node_fs_.constants.O_RDONLY).catch(() => undefined);
    if (!handle)
        return;
    await handle.sync().catch(() => { });
    await handle.close();
}

;// CONCATENATED MODULE: ./lib/cli/engine-host/state-dir.js



/**
 * Where `svc run` keeps its run journal (docs/cli-run.md "Crash safety"): --state-dir, else
 * $XDG_STATE_HOME/svc/runs, else $HOME/.local/state/svc/runs; undefined (no journal) when none of
 * them is set, rather than guessing a home directory the environment did not name.
 */
function stateDirectory(env, cwd, flag) {
    if (flag !== undefined)
        return (0,external_node_path_.resolve)(cwd, flag);
    const xdg = env.XDG_STATE_HOME?.trim();
    if (xdg && (0,external_node_path_.isAbsolute)(xdg))
        return (0,external_node_path_.join)(xdg, "svc", "runs");
    const home = env.HOME?.trim();
    if (home && (0,external_node_path_.isAbsolute)(home))
        return (0,external_node_path_.join)(home, ".local", "state", "svc", "runs");
    return undefined;
}
async function openRunJournal(stateDir, run) {
    try {
        return await openFileJournal(stateDir, run);
    }
    catch (error) {
        throw new cli_errors/* CliError */.z1("invalid_arguments", `cannot use the state directory ${stateDir} for the run journal (${error.code ?? "error"}); give a writable --state-dir`);
    }
}

// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
;// CONCATENATED MODULE: ./lib/cli/commands/run.action.js












/** `svc run <plan-file>`: the run, inside the --junit report when one is asked for. */
function run(ctx, planFile, options) {
    return withJunitReport(ctx, options.junit, planFile, options.secretsDir, (onReport) => runPlanFile(ctx, planFile, options, onReport));
}
/**
 * Exit codes: 0 the run succeeded (in plan mode also with pending changes, unless --fail-on-changes);
 * 1 a step failed for a non-API reason (a delivery failed, a threshold was exceeded, a sink failed)
 * or --fail-on-changes found changes; 2 the plan, a flag or the run identity is invalid (nothing was
 * called); 3-7 a step failed on an API status (the CLI's exit table).
 */
async function runPlanFile(ctx, planFile, options, onReport = () => { }) {
    if (options.failOnChanges && options.mode !== "plan")
        throw new cli_errors/* CliError */.z1("invalid_arguments", "--fail-on-changes only applies to --mode plan", {
            hint: "gate a pull request with: svc run <plan> --mode plan --fail-on-changes",
        });
    const source = await readPlan(ctx, planFile);
    const parsed = parseOrExplain(ctx, source);
    for (const warning of parsed.warnings)
        ctx.stderr.write(`svc: warning: ${issueLine(ctx, source, parsed, warning)}\n`);
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
    if (options.secretsDir !== undefined && secretsDir !== undefined) {
        const problem = await (0,bounded_file/* directoryProblem */.DG)(secretsDir);
        if (problem)
            throw new cli_errors/* CliError */.z1("invalid_arguments", `--secrets-dir ${options.secretsDir} ${problem}`, {
                hint: "give an existing directory for the secret files (mkdir it first)",
            });
    }
    if (options.junit !== undefined)
        await checkJunitTarget(ctx, {
            junit: (0,external_node_path_.resolve)(ctx.cwd, options.junit),
            ...(source.path === undefined ? {} : { planFile: source.path }),
            steps: parsed.plan.steps,
            baseDirectory: ctx.cwd,
            secretsDir,
        });
    const { client, credential } = await ctx.session();
    // Only apply reveals secrets; plan mode neither reads nor writes the journal.
    const stateDir = options.mode === "apply" ? stateDirectory(ctx.env, ctx.cwd, options.stateDir) : undefined;
    const journal = stateDir === undefined ? undefined : await openRunJournal(stateDir, identity.run);
    // A base URL on loopback is a rehearsal against a local emulator, as in the Action: the
    // emulator's own flag decides on loopback and private webhook destinations.
    const rehearsal = credential.baseUrl !== undefined && isLoopbackUrl(credential.baseUrl);
    ctx.stderr.write(`svc: ${options.mode} ${(0,sanitize/* safeDiagnostic */.dB)(source.label, ctx.secrets)}: ${parsed.plan.steps.length} step(s); run identity from ${(0,sanitize/* safeDiagnostic */.dB)(identity.description, ctx.secrets)}\n`);
    if (options.mode === "apply" && journal === undefined)
        ctx.stderr.write("svc: no run journal (give --state-dir, or set XDG_STATE_HOME or HOME): a re-run cannot replay a secret reveal this run is interrupted in (docs/plan.md#crash-safety)\n");
    const stepErrors = new Map();
    let report;
    try {
        report = await runPlan(parsed.plan, cliEngineContext(ctx, {
            client,
            run: identity.run,
            mode: options.mode,
            rehearsal,
            secretsDir,
            journal,
            stepErrors,
        }));
    }
    catch (error) {
        if (error instanceof PlanValidationError)
            throw invalidPlan(ctx, source, parsed, error.issues);
        throw error;
    }
    onReport(report);
    await ctx.render(report, { table: reportTable });
    const failed = report.steps.find((step) => step.status === "failed");
    if (failed) {
        const cause = stepErrors.get(failed.id);
        const exitCode = cause === undefined ? cli_errors/* EXIT */.dc.failure : apiExitCode(cause);
        throw new cli_errors/* CliError */.z1("step_failed", `step "${failed.id}" (${failed.uses}) failed: ${failed.error ?? failed.summary}`, {
            exitCode,
        });
    }
    if (options.failOnChanges && report.changes > 0)
        throw new cli_errors/* CliError */.z1("changes_pending", `the plan has ${report.changes} pending change(s) (--fail-on-changes)`, { hint: "apply them with --mode apply, or see steps[].change in -o json" });
}
/**
 * The API status a step failed on keeps its exit code (3-7, 2 for 428): an API error, or a
 * contention the step explained (409 or 412, e.g. a rotation another run made first); anything
 * else a step threw is a failure (1).
 */
function apiExitCode(error) {
    const status = failureStatus(error);
    return status === undefined ? cli_errors/* EXIT */.dc.failure : (0,cli_errors/* exitCodeForStatus */.Xz)(status);
}
/** The plan's bytes, bounded and refused before reading unless a regular file (the engine's loader). */
async function readPlan(ctx, planFile) {
    if (planFile === "-") {
        if (ctx.stdinIsTTY)
            throw new cli_errors/* CliError */.z1("invalid_arguments", "svc run - reads the plan from standard input, but it is a terminal", {
                hint: "pipe the plan in (svc run - < plan.yml) or give the plan file",
            });
        const bytes = await readPlanStream(ctx.stdin, ctx.signal).catch((error) => {
            if (error instanceof bounded_file/* InputFileError */.TH)
                throw new cli_errors/* CliError */.z1("input_too_large", `the plan on standard input ${error.message}`);
            throw error;
        });
        return { bytes, label: "stdin" };
    }
    const path = (0,external_node_path_.resolve)(ctx.cwd, planFile);
    const bytes = await readPlanFile(path).catch((error) => {
        if (!(error instanceof bounded_file/* InputFileError */.TH))
            throw error;
        const fix = error.problem === "not_regular"
            ? "give a regular file, or pipe the plan in with: svc run - < plan"
            : error.problem === "too_large"
                ? "a plan is a few KiB; split it or check that you named the right file"
                : "check the path (it is relative to the working directory)";
        throw new cli_errors/* CliError */.z1(error.problem === "too_large" ? "input_too_large" : "invalid_input_file", `the plan file ${planFile} ${error.message}`, { hint: fix });
    });
    return { bytes, label: planFile, path };
}
function parseOrExplain(ctx, source) {
    try {
        return loadPlan(source.bytes, source.label);
    }
    catch (error) {
        if (error instanceof PlanValidationError)
            throw invalidPlan(ctx, source, undefined, error.issues);
        throw error;
    }
}
/** `file:line:column: message`, redacted and sanitised. */
function issueLine(ctx, source, parsed, issue) {
    const position = issue.line !== undefined ? { line: issue.line, column: issue.column ?? 1 } : parsed?.locate(issue.path);
    const where = position ? `${source.label}:${position.line}:${position.column}: ` : `${source.label}: `;
    return (0,sanitize/* safeDiagnostic */.dB)(`${where}${issue.message}`, ctx.secrets);
}
/** Every problem on its own stderr line, `file:line:column: message`; nothing was called. */
function invalidPlan(ctx, source, parsed, issues) {
    for (const issue of issues)
        ctx.stderr.write(`svc: ${issueLine(ctx, source, parsed, issue)}\n`);
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    return new cli_errors/* CliError */.z1("invalid_plan", `the plan is invalid (${count}); nothing was called or changed`);
}
function reportTable(report) {
    const rows = report.steps.map((step) => ({
        step: step.id,
        uses: step.uses,
        status: step.status,
        change: step.change ?? "",
        summary: step.summary,
    }));
    return `${(0,table/* formatTable */.ku)(rows)}${report.mode}: ${report.ok ? "ok" : "failed"}, ${report.changes} change(s)\n`;
}


/***/ }),

/***/ 9843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ cursor),
/* harmony export */   KQ: () => (/* binding */ dateTime),
/* harmony export */   Qy: () => (/* binding */ pageEnvelope),
/* harmony export */   Th: () => (/* binding */ CACHE_PRIVATE),
/* harmony export */   VC: () => (/* binding */ idempotencyKeyPattern),
/* harmony export */   Zc: () => (/* binding */ resource),
/* harmony export */   lS: () => (/* binding */ CACHE_STRONG),
/* harmony export */   nH: () => (/* binding */ singleEnvelope),
/* harmony export */   rc: () => (/* binding */ requestIdPattern),
/* harmony export */   z2: () => (/* binding */ requestId)
/* harmony export */ });
/* unused harmony exports idempotencyKey, singleMeta, pageInfo, pageMeta */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4436);


/** ISO 8601 date-time with offset, as the service sends it. */
const dateTime = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true }));
/** `Cache-Control` of responses that carry a secret or a webhook's revision. */
const CACHE_STRONG = "private, no-store, no-transform";
/** `Cache-Control` of test-delivery receipts and other private answers. */
const CACHE_PRIVATE = "private, no-store";
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
const requestId = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(256);
/** Printable ASCII without space (0x21-0x7E), 1-128 chars. */
const idempotencyKeyPattern = /^[!-~]{1,128}$/;
const idempotencyKey = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .regex(idempotencyKeyPattern, "must be 1-128 printable ASCII characters without spaces");
const cursor = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(1024);
const singleMeta = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ requestId }));
const pageInfo = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    limit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(200),
    nextCursor: cursor.nullable(),
}));
const pageMeta = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ requestId, page: pageInfo }));
/** `{ data, meta: { requestId } }` around one resource. */
function singleEnvelope(resource) {
    return (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ data: resource, meta: singleMeta }));
}
/** `{ data: [...], meta: { requestId, page } }`: a cursor page. */
function pageEnvelope(resource) {
    return (0,_lazy_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ data: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(resource), meta: pageMeta })
        .refine((page) => page.data.length <= page.meta.page.limit, {
        message: "page holds more items than its limit",
        path: ["data"],
    }));
}
/** A resource `{ id, type, attributes }` with a closed key set. */
function resource(type, attributes, id = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ id, type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(type), attributes });
}


/***/ }),

/***/ 5966:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ webhookDelivery),
/* harmony export */   ce: () => (/* binding */ eventNamePattern),
/* harmony export */   eq: () => (/* binding */ eventName),
/* harmony export */   h3: () => (/* binding */ terminalDeliveryStates),
/* harmony export */   hP: () => (/* binding */ deliveryStates),
/* harmony export */   oE: () => (/* binding */ deliveryState)
/* harmony export */ });
/* unused harmony exports deliveryAttempt, webhookDeliveryAttributes */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9843);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4436);
/* harmony import */ var _webhook_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(537);




const deliveryStates = ["delivering", "failed", "retrying", "skipped", "succeeded"];
const deliveryState = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(deliveryStates);
const terminalDeliveryStates = ["succeeded", "failed", "skipped"];
const eventNamePattern = /^[A-Za-z0-9_.:-]{1,128}$/;
const eventName = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(eventNamePattern);
const deliveryAttempt = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(32),
    state: deliveryState,
    startedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ,
    finishedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ.nullable(),
    statusCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(100).max(599).nullable(),
    errorCode: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["http_error", "transport_error"]).nullable(),
    transportCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
        .nullable(),
}));
const webhookDeliveryAttributes = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    deliveryId: _webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryId */ .ek,
    webhookId: _webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryId */ .ek,
    event: eventName,
    collection: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z0-9_.:-]{1,128}$/),
    resourceId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9_-]{0,256}$/)
        .nullable(),
    state: deliveryState,
    attemptCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(32),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(deliveryAttempt).min(1).max(32),
    createdAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ,
    updatedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ,
    completedAt: _common_js__WEBPACK_IMPORTED_MODULE_2__/* .dateTime */ .KQ.nullable(),
}));
const webhookDelivery = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .resource */ .Zc)("webhookDelivery", webhookDeliveryAttributes, _webhook_js__WEBPACK_IMPORTED_MODULE_3__/* .deliveryId */ .ek));


/***/ }),

/***/ 4436:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ lazySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

/**
 * A schema built on its first use instead of when its module loads. Building zod schemas is most of
 * the start-up cost of importing src/schemas (bench/action.ts), and every program that imports them
 * (the Action, the CLI, the emulator) uses only some: the Action never needs the auth, legacy or
 * resource schemas, and no response schema before its first request. Parsing is unchanged (one
 * hop to the built schema); `.unwrap()` gives the built schema for `.extend()`, `.partial()` etc.
 */
function lazySchema(build) {
    const schema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(build);
    // zod's own unwrap() calls the builder again, building a second copy on every call (e.g. per
    // legacy response); hand out the one instance parsing uses instead.
    schema.unwrap = () => schema._zod.innerType;
    return schema;
}


/***/ }),

/***/ 537:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ webhook),
/* harmony export */   DF: () => (/* binding */ webhookActions),
/* harmony export */   E0: () => (/* binding */ webhookCreate),
/* harmony export */   KP: () => (/* binding */ webhookTestDelivery),
/* harmony export */   Kl: () => (/* binding */ webhookIdParameter),
/* harmony export */   QB: () => (/* binding */ webhookSecretRotation),
/* harmony export */   U4: () => (/* binding */ TEST_EVENT),
/* harmony export */   Vx: () => (/* binding */ webhookIdPattern),
/* harmony export */   WH: () => (/* binding */ webhookWithSecret),
/* harmony export */   _C: () => (/* binding */ knownEventNames),
/* harmony export */   bk: () => (/* binding */ webhookEtagPattern),
/* harmony export */   ek: () => (/* binding */ deliveryId),
/* harmony export */   vO: () => (/* binding */ webhookUrl),
/* harmony export */   vu: () => (/* binding */ webhookUpdate),
/* harmony export */   yr: () => (/* binding */ deliveryIdPattern)
/* harmony export */ });
/* unused harmony exports webhookId, revisionPattern, webhookRevision, signingSecret, actionNamePattern, webhookAttributes, knownWebhookEvents */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9843);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4436);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3273);




const webhookIdPattern = /^[A-Za-z0-9_.:-]{1,128}$/;
const webhookId = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(webhookIdPattern, "must match [A-Za-z0-9_.:-]{1,128}");
/** The prefixes of API tokens and signing secrets: a value starting so is a secret pasted by mistake. */
const secretPrefix = /^(?:tg_(?:sk_v1|pat_v2|sa_v2)_|whsec_v2_)/;
/**
 * A webhook id someone gives us to address a webhook: the contract's pattern admits `.` and `..`,
 * which no URL carries as one path segment (they would address another operation).
 */
const webhookIdParameter = webhookId
    .refine((id) => id !== "." && id !== "..", {
    message: "must not be . or .. (a URL resolves them to another path); use the id returned by the API",
})
    .refine((id) => !secretPrefix.test(id), {
    message: "must not be an API token or signing secret (the id is sent in request URLs); use the id returned by the API",
});
const revisionPattern = /^whk1-[a-f0-9]{64}$/;
const webhookRevision = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(revisionPattern, 'must look like "whk1-<64 hex>"');
/** The quoted strong ETag form of a revision, as sent in `If-Match` and returned in `ETag`. */
const webhookEtagPattern = /^"whk1-[a-f0-9]{64}"$/;
const signingSecret = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .signingSecretPattern */ .Ac);
const actionNamePattern = /^[A-Za-z0-9_.:-]{1,100}$/;
const webhookActions = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(actionNamePattern, "must match [A-Za-z0-9_.:-]{1,100}"))
    .min(1)
    .max(100)
    .refine((actions) => new Set(actions).size === actions.length, { message: "actions must be unique" });
/**
 * https with a host, at most 2048 chars, no credentials, no fragment, and a valid
 * RFC 3986 URI as written: the WHATWG parser behind `new URL()` silently drops tabs and newlines
 * and turns `\` into `/`, so the raw string is checked, and the raw string is what is sent.
 */
const webhookUrl = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(2048, "must be at most 2048 characters")
    .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem)
        ctx.addIssue({ code: "custom", message: problem });
});
function webhookUrlProblem(value) {
    const characters = (0,_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .uriCharacterProblem */ .PU)(value);
    if (characters)
        return characters;
    if (!/^https:\/\//i.test(value))
        return "must be an absolute https:// URL";
    const authority = /^https:\/\/([^/?#]*)/i.exec(value)?.[1] ?? "";
    if (authority.includes("@"))
        return "must not contain credentials (user@ or user:password@)";
    if (value.includes("#"))
        return "must not contain a fragment (#...)";
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return "is not a valid URL";
    }
    if (!authority || !url.hostname)
        return "must have a host";
    return undefined;
}
const webhookAttributes = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    actions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    disabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    failCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    lastStatus: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(100).max(599).nullable(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(2048),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(2),
    revision: webhookRevision,
}));
const webhook = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhook", webhookAttributes, webhookId));
/** Create responses (201 and the 200 replay) carry the reveal-once signing secret. */
const webhookWithSecret = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhook", webhookAttributes.unwrap().extend({ signingSecret }), webhookId));
const webhookCreate = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ actions: webhookActions, url: webhookUrl }));
const webhookUpdate = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    actions: webhookActions.optional(),
    disabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    url: webhookUrl.optional(),
})
    .refine((body) => Object.keys(body).length > 0, {
    message: "give at least one of actions, disabled, url",
}));
const webhookSecretRotation = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhookSecretRotation", zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ replayed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), revision: webhookRevision, signingSecret }), webhookId));
const deliveryIdPattern = /^[A-Za-z0-9_-]{1,256}$/;
const deliveryId = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(deliveryIdPattern);
const webhookTestDelivery = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .resource */ .Zc)("webhookTestDelivery", zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ replayed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), test: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true), webhookId }), deliveryId));
/**
 * The published event names a webhook may subscribe to (the service's `actions` catalogue).
 * The service accepts any well-formed name; a name outside this list is most likely a typo.
 */
const knownEventNames = [
    "user_online",
    "user_offline",
    "user_added",
    "user_removed",
    "task_created",
    "task_updated",
    "task_completed",
    "task_reopened",
    "task_removed",
    "task_restored",
    "timetracking_started",
    "timetracking_stopped",
    "timeentry_created_manually",
    "timeentry_updated",
    "timeentry_removed",
    "timeentry_restored",
    "project_created",
    "project_updated",
    "project_completed",
    "project_reopened",
    "project_archived",
    "project_restored",
    "contact_created",
    "contact_updated",
    "contact_removed",
    "contact_restored",
    "call_incoming",
    "call_outgoing",
    "call_answered",
    "call_missed",
    "call_hangup",
    "callnote_created",
    "callnote_removed",
    "task_recurrence_created",
    "task_recurrence_updated",
    "task_recurrence_paused",
    "task_recurrence_resumed",
    "task_recurrence_ended",
    "task_recurrence_archived",
    "task_recurrence_suspended",
    "task_recurrence_needs_attention",
    "task_recurrence_occurrence_materialized",
    "task_recurrence_occurrence_skipped",
    "task_recurrence_occurrence_failed",
];
/** @deprecated the same list; use knownEventNames. */
const knownWebhookEvents = (/* unused pure expression or super */ null && (knownEventNames));
/** The synthetic event of test deliveries: in delivery history, never subscribable. */
const TEST_EVENT = "webhook.test";


/***/ }),

/***/ 5786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ SvcError),
/* harmony export */   JV: () => (/* binding */ createApiError),
/* harmony export */   MZ: () => (/* binding */ ClientError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   _z: () => (/* binding */ IdempotencyConflictError),
/* harmony export */   dK: () => (/* binding */ ResponseValidationError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   i_: () => (/* binding */ PermissionError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError)
/* harmony export */ });
/* unused harmony exports clientErrorCodes, InvalidRequestError, ConflictError, PreconditionRequiredError, BadGatewayError, DependencyUnavailableError, GatewayTimeoutError, LegacyApiError */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);

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
    constructor(code, message, fields = {}) {
        super(code, message, fields);
        this.outcomeUnknown = fields.outcomeUnknown ?? false;
    }
    toJSON() {
        return { ...super.toJSON(), outcomeUnknown: this.outcomeUnknown };
    }
}
/** A response that does not match the contract; `path` names the first failing field. */
class ResponseValidationError extends ClientError {
    name = "ResponseValidationError";
    path;
    constructor(path, problem, fields = {}) {
        const where = fields.requestId ? ` (request ${fields.requestId})` : "";
        super("invalid_api_response", `invalid API response at ${path}: ${problem}${where}`, fields);
        this.path = path;
    }
    toJSON() {
        return { ...super.toJSON(), path: this.path };
    }
}
/** A non-2xx response (including an unfollowed 3xx). */
class ApiError extends SvcError {
    name = "ApiError";
    errors;
    constructor(init) {
        super(init.code, init.detail, init);
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
const byStatus = {
    400: InvalidRequestError,
    401: AuthenticationError,
    403: PermissionError,
    404: NotFoundError,
    409: ConflictError,
    412: PreconditionFailedError,
    428: PreconditionRequiredError,
    429: RateLimitError,
    502: BadGatewayError,
    503: DependencyUnavailableError,
    504: GatewayTimeoutError,
};
/** The subclass matching a status (and `idempotency_conflict`), else plain `ApiError`. */
function createApiError(init) {
    if (init.status === 409 && init.code === "idempotency_conflict")
        return new IdempotencyConflictError(init);
    const Subclass = byStatus[init.status] ?? ApiError;
    return new Subclass(init);
}


/***/ }),

/***/ 8662:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   U3: () => (/* binding */ RETRYABLE_STATUSES),
/* harmony export */   jE: () => (/* binding */ DEFAULT_MAX_RATE_LIMIT_WAIT_MS),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   nl: () => (/* binding */ rateLimitDelay),
/* harmony export */   w1: () => (/* binding */ isRetryEligible)
/* harmony export */ });
/* unused harmony exports MAX_DELAY_MS, RATE_LIMIT_SPREAD_MS */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
const MAX_DELAY_MS = 30_000;
/** GET always; POST only when it carries an Idempotency-Key; PUT, PATCH and DELETE never. */
function isRetryEligible(method, hasIdempotencyKey) {
    return method === "GET" || (method === "POST" && hasIdempotencyKey);
}
/**
 * The most a request waits for rate limits (429) in total, by default: 429s do not use up the
 * `retries` budget (a rate limit is waited out, not counted as an error), so this bounds the wait.
 */
const DEFAULT_MAX_RATE_LIMIT_WAIT_MS = 120_000;
/** The window a 429's retry is spread over: one second, the usual width of a rate-limit window. */
const RATE_LIMIT_SPREAD_MS = 1_000;
/**
 * The wait before retrying a 429: the service's `Retry-After` (or the backoff when it sent none)
 * plus a random spread of up to one second, so that clients refused at the same instant come back
 * spread over the next window instead of colliding again (five of them land within 50 ms of each
 * other about once in 30,000 instants; a narrower window made that a regular sight).
 */
function rateLimitDelay(baseMs, random) {
    return baseMs + Math.floor(random() * RATE_LIMIT_SPREAD_MS);
}
/** `min(250 * 2^n + floor(random * 100), 30000)` where n = 0 for the first retry. */
function backoffDelay(retryIndex, random) {
    return Math.min(250 * 2 ** retryIndex + Math.floor(random() * 100), MAX_DELAY_MS);
}
/** `Retry-After` as seconds or an HTTP date, in ms, capped at 30 s; undefined when absent or invalid. */
function parseRetryAfter(value, now = Date.now()) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.min(Math.round(Number(text) * 1000), MAX_DELAY_MS);
    const date = Date.parse(text);
    if (Number.isNaN(date) || !/[a-z]/i.test(text))
        return undefined;
    return Math.min(Math.max(0, date - now), MAX_DELAY_MS);
}


/***/ }),

/***/ 1930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);

/** The one sleep of the package: waits `ms`, rejects with the signal's reason when it aborts. */
const sleep = (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, signal ? { signal } : undefined);


/***/ })

};
