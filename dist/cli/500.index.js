export const id = 500;
export const ids = [500];
export const modules = {

/***/ 500:
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
// EXTERNAL MODULE: ./lib/transport/sleep.js
var sleep = __webpack_require__(1930);
;// CONCATENATED MODULE: ./lib/engine/engine-context.js

const modes = (/* unused pure expression or super */ null && (["apply", "plan"]));
/**
 * Eight steps at once: enough to hide the round trip of a runner far from the service (eight
 * requests in flight at 50 ms each are 160 requests/s, more than a credential's rate budget
 * allows for long; the transport paces the rest), few enough that the service sees a handful of
 * concurrent writes from one run and the log of a failing plan stays readable.
 */
const defaultConcurrency = 8;
const maxConcurrency = 32;
const systemClock = {
    now: () => Date.now(),
    sleep: sleep/* sleep */.y,
};

;// CONCATENATED MODULE: ./lib/engine/request-counter.js
/**
 * Counts a client's attempts and 429 answers through the transport's `events` (give `events` to
 * createClient, combined with other listeners by combineEvents; `counts` to the engine context).
 */
function requestCounter() {
    const counts = { requests: 0, rateLimited: 0 };
    return {
        events: {
            onAttempt: () => {
                counts.requests += 1;
            },
            onRateLimited: () => {
                counts.rateLimited += 1;
            },
        },
        counts: () => ({ ...counts }),
    };
}

// EXTERNAL MODULE: ./lib/transport/errors.js
var errors = __webpack_require__(5786);
// EXTERNAL MODULE: ./lib/transport/refused-wait.js
var refused_wait = __webpack_require__(6227);
;// CONCATENATED MODULE: ./lib/engine/errors.js


/**
 * A step that cannot go on; the message already says what happened and what to do. `status` is
 * the API status behind it when there is one (a 409 or 412 contention the step explains), so
 * `svc run` exits with the exit table's code for it.
 */
/**
 * The client's AppliedWriteError (duck-typed: the engine does not import the client's classes):
 * the service answered 2xx, so the write most likely happened, but the answer is unusable.
 */
const isAppliedWrite = (error) => error instanceof errors/* ClientError */.MZ && error.writeApplied === true;
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
    if (error instanceof errors/* RateLimitError */.OE && error.transport.rateLimitWaitRefused) {
        return `: ${(0,refused_wait/* describeRefusedWait */.$)(error.transport.rateLimitWaitRefused)}; raise the rate-limit wait budget (svc: --max-wait or SVC_MAX_RATE_LIMIT_WAIT; the Action: the max-wait-ms input), or re-run later`;
    }
    if (error instanceof errors/* RateLimitError */.OE) {
        const waited = error.transport.rateLimitWaitMs;
        const wait = waited === undefined
            ? ""
            : `, after waiting out the rate limit for ${(waited / 1000).toFixed(1)} s in total (the most one request waits)`;
        const raise = waited === undefined
            ? ""
            : "; or raise the rate-limit wait budget (svc: --max-wait or SVC_MAX_RATE_LIMIT_WAIT; the Action: the max-wait-ms input)";
        return `: rate limit contention: too many requests for this credential${wait}; space out the runs or give them a rate budget (docs/fleet.md), then re-run${raise}`;
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
;// CONCATENATED MODULE: ./lib/engine/delivery-row.js
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

// EXTERNAL MODULE: ./lib/engine/step-types.js
var step_types = __webpack_require__(3498);
// EXTERNAL MODULE: ./lib/schemas/webhook.js
var webhook = __webpack_require__(537);
// EXTERNAL MODULE: ./lib/schemas/lazy.js
var lazy = __webpack_require__(4436);
;// CONCATENATED MODULE: ./lib/engine/step-id.js
/** A plan step's id: what `webhook:` references and `<step-id>-<output>` names are made of. */
const stepIdPattern = /^[a-z][a-z0-9-]{0,62}$/;

;// CONCATENATED MODULE: ./lib/engine/steps/webhook-target.js




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
    outputs: ["failures", "since", "window-start"],
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

;// CONCATENATED MODULE: ./lib/engine/webhook-index.js
/**
 * The key URLs compare by (docs/plan.md "ensure-webhook"): what a URL parser makes of it (scheme
 * and host case, the default port, an empty path as `/`, dot segments), with percent-escapes in one
 * form (RFC 3986 6.2.2: hex digits upper-case, unreserved characters decoded), so `%2f` and `%2F`,
 * or `%7E` and `~`, name the same destination. A path's own case and a trailing slash still count.
 */
function normaliseUrl(url) {
    let href;
    try {
        href = new URL(url).href;
    }
    catch {
        return url;
    }
    return href.replace(/%([0-9a-fA-F]{2})/g, (_escape, hex) => {
        const char = String.fromCharCode(Number.parseInt(hex, 16));
        return /^[A-Za-z0-9._~-]$/.test(char) ? char : `%${hex.toUpperCase()}`;
    });
}
/** Every webhook of the listing with one of `urls`, by normalised URL, in listing order. */
async function listByUrls(client, urls, signal) {
    const matches = new Map();
    let pages = 0;
    const listing = client.paginateWebhooks({ limit: 100 }, signal ? { signal } : {});
    for await (const page of listing.pages()) {
        pages += 1;
        for (const webhook of page.data) {
            const url = normaliseUrl(webhook.attributes.url);
            if (!urls.has(url))
                continue;
            const list = matches.get(url);
            if (list)
                list.push(webhook);
            else
                matches.set(url, [webhook]);
        }
    }
    return { matches, pages };
}
class WebhookIndex {
    client;
    signal;
    onLoaded;
    #byUrl = new Map();
    #planned = new Map();
    /** Webhook id -> its normalised URL in `#byUrl`. */
    #urlOf = new Map();
    /** Ids the run wrote or removed: the listing (possibly older than the write) does not override them. */
    #written = new Set();
    #loading;
    #loaded = false;
    #pages = 0;
    constructor(client, 
    /** The run's signal: a lookup's own step does not cut the shared listing short. */
    signal, onLoaded = () => { }) {
        this.client = client;
        this.signal = signal;
        this.onLoaded = onLoaded;
    }
    /** Pages the listing took (0 before it was read). */
    get pages() {
        return this.#pages;
    }
    /** Whether a webhook has `url`; undefined until the listing was read. */
    has(url) {
        if (!this.#loaded)
            return undefined;
        return (this.#byUrl.get(normaliseUrl(url))?.length ?? 0) > 0;
    }
    /** Every webhook with `url`, in listing order (the webhooks this run created last). */
    async find(url, signal) {
        this.#loading ??= this.#load();
        await (signal ? abortable(this.#loading, signal) : this.#loading);
        return [...(this.#byUrl.get(normaliseUrl(url)) ?? [])];
    }
    /** Plan mode: what an earlier step would leave at `url`, if one acted on it. */
    planned(url) {
        return this.#planned.get(normaliseUrl(url));
    }
    /** Plan mode: a step would leave `url` in this state. */
    plan(url, state) {
        this.#planned.set(normaliseUrl(url), state);
    }
    /** The run created or changed `webhook`: add it (last, as the newest) or replace it in place. */
    put(webhook) {
        this.#written.add(webhook.id);
        const url = normaliseUrl(webhook.attributes.url);
        const previous = this.#urlOf.get(webhook.id);
        if (previous === url) {
            const list = this.#byUrl.get(url) ?? [];
            const at = list.findIndex((entry) => entry.id === webhook.id);
            if (at >= 0)
                list[at] = webhook;
            return;
        }
        if (previous !== undefined)
            this.#drop(webhook.id, previous);
        this.#append(url, webhook);
    }
    /** A step yielded a newer state of a webhook (e.g. a rotation's revision): note what it says. */
    note(state) {
        if (state.id === undefined)
            return;
        const url = this.#urlOf.get(state.id);
        const current = url === undefined ? undefined : this.#byUrl.get(url)?.find((entry) => entry.id === state.id);
        if (!current)
            return;
        const { revision = current.attributes.revision, disabled = current.attributes.disabled } = state;
        this.put({ ...current, attributes: { ...current.attributes, revision, disabled } });
    }
    /** The run removed the webhook (or found it gone). */
    remove(id) {
        this.#written.add(id);
        const url = this.#urlOf.get(id);
        if (url !== undefined)
            this.#drop(id, url);
    }
    /** A fresh listing of one URL (a settle or a wait for duplicates): what the service lists now. */
    replaceUrl(url, webhooks) {
        const key = normaliseUrl(url);
        for (const entry of this.#byUrl.get(key) ?? [])
            this.#urlOf.delete(entry.id);
        this.#byUrl.delete(key);
        for (const webhook of webhooks) {
            const previous = this.#urlOf.get(webhook.id);
            if (previous !== undefined)
                this.#drop(webhook.id, previous);
            this.#append(key, webhook);
        }
    }
    async #load() {
        try {
            const listing = this.client.paginateWebhooks({ limit: 100 }, this.signal ? { signal: this.signal } : {});
            for await (const page of listing.pages()) {
                this.#pages += 1;
                for (const webhook of page.data) {
                    if (this.#written.has(webhook.id))
                        continue;
                    this.#append(normaliseUrl(webhook.attributes.url), webhook);
                }
            }
            this.#loaded = true;
        }
        catch (error) {
            // Nothing half-read stays: the next lookup lists again from the start.
            for (const [url, list] of this.#byUrl) {
                const kept = list.filter((webhook) => this.#written.has(webhook.id));
                for (const webhook of list)
                    if (!this.#written.has(webhook.id))
                        this.#urlOf.delete(webhook.id);
                if (kept.length > 0)
                    this.#byUrl.set(url, kept);
                else
                    this.#byUrl.delete(url);
            }
            this.#pages = 0;
            this.#loading = undefined;
            throw error;
        }
        this.onLoaded();
    }
    #append(url, webhook) {
        const list = this.#byUrl.get(url);
        if (list)
            list.push(webhook);
        else
            this.#byUrl.set(url, [webhook]);
        this.#urlOf.set(webhook.id, url);
    }
    #drop(id, url) {
        this.#urlOf.delete(id);
        const list = this.#byUrl.get(url)?.filter((entry) => entry.id !== id) ?? [];
        if (list.length > 0)
            this.#byUrl.set(url, list);
        else
            this.#byUrl.delete(url);
    }
}
/** `promise`, or the signal's reason as soon as it aborts (the promise itself goes on). */
function abortable(promise, signal) {
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener("abort", onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener("abort", onAbort);
            reject(error);
        });
    });
}

;// CONCATENATED MODULE: ./lib/engine/webhook-lookup.js


/**
 * Every webhook with this URL (compared after URL normalisation), in the service's listing order
 * (the emulator lists oldest first), from the run's webhook index: every page of the listing, read
 * once per run (a first-page-only check is the classic ensure bug), with the run's own writes.
 */
async function findWebhooksByUrl(context, url) {
    const matches = await context.webhooks.find(url, context.signal);
    context.logger.debug(`looked for ${url} in the run's webhook listing (${context.webhooks.pages} page(s), read once per run): ${matches.length} match(es)`);
    return matches;
}
/**
 * The URL's webhooks as the service lists them now (every page, read again): for the rare cases
 * that need the present, not the run's index (duplicates that concurrent runs are removing, a
 * replayed create that is gone). The index takes what it says for the URL.
 */
async function listWebhooksByUrl(context, url) {
    const key = normaliseUrl(url);
    const { matches, pages } = await listByUrls(context.client, new Set([key]), context.signal);
    const found = matches.get(key) ?? [];
    context.webhooks.replaceUrl(url, found);
    context.logger.debug(`listed ${url} again across ${pages} page(s): ${found.length} match(es)`);
    return found;
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

;// CONCATENATED MODULE: ./lib/engine/steps/ensure-difference.js
/** The PATCH body that brings `have` in line with `want`, or undefined when nothing differs. */
function difference(have, want) {
    const body = {};
    const actions = new Set(have.actions);
    const sameActions = actions.size === want.actions.length && want.actions.every((action) => actions.has(action));
    if (!sameActions)
        body.actions = want.actions;
    if (have.disabled === want.enabled)
        body.disabled = !want.enabled;
    return Object.keys(body).length > 0 ? body : undefined;
}
function changeOf(have, body) {
    return have.disabled && body.disabled === false ? "reactivated" : "updated";
}
/** `+task_created -task_deleted, enable`. */
function explain(have, body) {
    const parts = [];
    if (body.actions) {
        const before = new Set(have.actions);
        const want = new Set(body.actions);
        const added = body.actions.filter((action) => !before.has(action));
        const removed = have.actions.filter((action) => !want.has(action));
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

;// CONCATENATED MODULE: ./lib/engine/steps/ensure-webhook-plan.js

/** The webhook apply would create (a later step may refer to it). */
function wouldCreate(input, context, after = "") {
    rememberEnsured(input, { id: null, createdBy: context.stepId }, context);
    const subject = `${input.url} (${input.actions.join(", ")})`;
    return planOutcome("would-create", `would create a webhook for ${subject}${after}`, null, input);
}
/** A webhook apply would create or update to `input`: later steps on its URL start from that. */
function rememberEnsured(input, webhook, context) {
    context.webhooks.plan(input.url, {
        kind: "ensured",
        stepId: context.stepId,
        id: webhook.id,
        createdBy: webhook.createdBy ?? null,
        actions: [...input.actions],
        disabled: !input.enabled,
    });
}
/** A step on a URL an earlier step of this run acted on: what apply would do after that step. */
function plannedOutcome(planned, input, context) {
    const after = ` (after step "${planned.stepId}")`;
    if (planned.kind === "removed")
        return wouldCreate(input, context, ` (step "${planned.stepId}" would remove the one it has)`);
    const who = planned.id ? `webhook ${planned.id}` : `the webhook step "${planned.createdBy}" would create`;
    const body = difference(planned, input);
    rememberEnsured(input, planned.id === null ? { id: null, createdBy: planned.createdBy ?? context.stepId } : { id: planned.id }, context);
    if (!body)
        return planOutcome("unchanged", `${who} for ${input.url} would be up to date${after}`, planned.id, input);
    const verb = changeOf(planned, body) === "reactivated" ? "reactivate" : "update";
    return planOutcome(`would-${verb}`, `would ${verb} ${who}: ${explain(planned, body)}${after}`, planned.id, input);
}
function planOutcome(change, summary, id, input) {
    const disabled = !input.enabled;
    return {
        status: "succeeded",
        change,
        summary,
        // The revision apply would leave is not known before it writes.
        outputs: { change, "webhook-id": id, revision: null, url: input.url, disabled },
        webhook: id === null ? { url: input.url, disabled } : { id, url: input.url, disabled },
    };
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
    outputs: [
        "change",
        "webhook-id",
        "revision",
        "url",
        "disabled",
        "secret-sink",
        "secret-fingerprint",
        "secret",
    ],
    description: "Create the webhook for a URL, or bring its actions and enabled state in line.",
    with: ensure_webhook_withSchema,
    yieldsWebhook: true,
    destination: (input) => ({ field: "url", url: input.url }),
    eventFields: [{ field: "actions", subscription: true }],
    run: async (input, context) => {
        const planned = context.mode === "plan" ? context.webhooks.planned(input.url) : undefined;
        if (planned)
            return plannedOutcome(planned, input, context);
        const found = await lookup(input.url, context);
        if (!found)
            return create(input, context);
        if (context.mode === "apply") {
            const record = await context.journal?.read(context.stepId);
            const key = createKey(context.run, { url: input.url, actions: input.actions });
            if (record?.op === "create" && record.key === key) {
                if (record.state === "pending")
                    return recoverCreate(found, record, input, context);
                const outcome = await reconcileFound(found, input, context);
                outcome.summary += `; an earlier run with this run identity created it and stored its secret (${record.fingerprint ?? "no fingerprint"}${record.target ? `, ${record.target}` : ""})`;
                return outcome;
            }
        }
        return reconcileFound(found, input, context);
    },
});
/** The webhook the run's listing holds is gone (someone removed it since the listing was read). */
class WebhookGone extends StepFailure {
    id;
    constructor(id) {
        super(`webhook ${id} was removed while it was being updated; re-run the job to create it`);
        this.id = id;
    }
}
/**
 * Reconciles the webhook the run's listing found. The listing is read once per run, so a webhook
 * someone else removed since is only noticed by its update's 404: the URL is then listed again and
 * the step goes on with what the service holds now (creating the webhook when none has the URL).
 */
async function reconcileFound(found, input, context) {
    try {
        return await reconcile(found, input, context);
    }
    catch (error) {
        if (!(error instanceof WebhookGone))
            throw error;
        context.logger.info(`webhook ${error.id} was removed since the run's listing was read; looking ${input.url} up again`);
        await listWebhooksByUrl(context, input.url);
        const again = await lookup(input.url, context);
        return again ? reconcile(again, input, context) : create(input, context);
    }
}
async function create(input, context) {
    const subject = `${input.url} (${input.actions.join(", ")})`;
    if (context.mode === "plan")
        return wouldCreate(input, context);
    const body = { url: input.url, actions: input.actions };
    const key = createKey(context.run, body);
    let replayed;
    const revealed = await context
        .revealSecret(input["secret-sink"], createRevealing(body, key, context), (response) => response.data.attributes.signingSecret, 
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
    let webhook = replayed ?? (await createdWebhook(value, receipt.target, context));
    context.webhooks.put(webhook);
    if (!input.enabled && !webhook.attributes.disabled) {
        webhook = await update(webhook, input, context);
    }
    const outcome = describe(webhook, "created", `created webhook ${webhook.id} for ${subject}`);
    outcome.summary += `; secret sent to ${receipt.target}`;
    outcome.outputs["secret-sink"] = receipt.sink;
    outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
    return { ...outcome, secret: receipt };
}
/** The create that reveals the secret: what a proxy may change in its answer is a warning, not a lost secret. */
const createRevealing = (body, key, context) => () => context.client.createWebhook(body, {
    idempotencyKey: key,
    tolerateDeviations: true,
    signal: context.signal,
});
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
        const [winner] = await listWebhooksByUrl(context, input.url);
        if (winner) {
            throw new LostCreateRace(winner, `webhook ${winner.id} is the one for ${input.url}: this run identity's earlier create of ${webhook.id} (replayed by the service) was removed, as the duplicate of a concurrent create or since; this run delivered no secret, and ${winner.id}'s secret is held where the run that created it sent it`);
        }
    }
    // The create's URL is the input's (the key is derived from the body): an answer missing its url
    // field (a tolerated deviation) must not read as a webhook that moved.
    if (!current || normaliseUrl(current.data.attributes.url) !== normaliseUrl(input.url)) {
        throw new StepFailure(`earlier in this workflow run (an earlier attempt or another job) webhook ${webhook.id} was created for ${input.url}, and it was removed or changed since; the service replays that create for this run instead of creating again: start a new workflow run`);
    }
    return current.data;
}
/**
 * The webhook for the URL (from the run's index), waiting while concurrent runs remove the
 * duplicates their creates left (docs/plan.md "Concurrent creates"): each wait lists the URL
 * again. Duplicates that stay fail the step, naming the one kept.
 */
async function lookup(url, context) {
    let matches = await findWebhooksByUrl(context, url);
    for (const delay of duplicateSettleMs) {
        if (matches.length <= 1)
            break;
        context.logger.info(`${matches.length} webhooks (${ids(matches)}) have the url ${url}; waiting ${delay} ms for concurrent runs to remove their duplicates`);
        await context.clock.sleep(delay, context.signal);
        matches = await listWebhooksByUrl(context, url);
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
 * webhook: docs/plan.md "Concurrent creates". The listing is the run's create settler's: one
 * listing for all of the run's creates (this step waits for it without holding a concurrency
 * slot); none for a run that found its webhooks by URL.
 */
async function settleRace(mine, replayed, input, context) {
    const matches = await context.creates.settle(input.url, context.stepId, context.park, context.signal);
    const winner = matches[0];
    if (!winner || winner.id === mine.id)
        return;
    const listed = matches.some((webhook) => webhook.id === mine.id) ||
        (await unlistedButThere(mine, matches, input, context));
    if (listed) {
        await removeDuplicate(mine.id, context).catch((error) => {
            throw new StepFailure(`another run created webhook ${winner.id} for ${input.url} at the same time as this run created ${mine.id}, and ${winner.id} is the one runs keep, but removing the duplicate ${mine.id} failed (${describeError(error)}); no secret was stored: remove webhook ${mine.id} (svc webhooks remove ${mine.id}), then re-run`);
        });
    }
    context.webhooks.remove(mine.id);
    const whose = replayed ? "this run identity's duplicate" : "this run's duplicate";
    throw new LostCreateRace(winner, `another run created webhook ${winner.id} for ${input.url} at the same time; ${whose} ${mine.id} was removed and its secret stored nowhere; ${winner.id}'s secret was delivered by the run that created it`);
}
/**
 * This run's create answered with a webhook the URL's listing does not hold: a run with this run
 * identity removed it (its replayed create lost a race), or the answer does not name the webhook
 * the create made (something between changed its id). The second must never pass for the first,
 * which would drop the secret of the webhook this run made: an answer whose revision is that of a
 * listed webhook, or whose id names a webhook of another URL, throws an error that keeps the
 * journal's record (a re-run with this run identity replays the create). Returns whether the
 * webhook is there all the same (for the URL, missing from the listing): a duplicate to remove.
 */
async function unlistedButThere(mine, matches, input, context) {
    const answered = `the service's answer to this run's create of a webhook for ${input.url} names webhook ${mine.id}`;
    const revision = mine.attributes.revision;
    const same = matches.find((webhook) => revision !== undefined && webhook.attributes.revision === revision);
    if (same)
        throw new Error(`${answered}, but the webhook it describes (its revision) is ${same.id}, the one the service lists for the URL: the answer's id is not the webhook's`);
    const current = await context.client
        .getWebhook(mine.id, { signal: context.signal })
        .catch((error) => {
        if (error instanceof errors/* NotFoundError */.m_)
            return undefined;
        throw error;
    });
    if (current && normaliseUrl(current.data.attributes.url) !== normaliseUrl(input.url))
        throw new Error(`${answered}, which is a webhook for another URL: the answer is not the create's`);
    return current !== undefined;
}
/**
 * DELETE the duplicate. A 429 is waited out by the client (`waitOutRateLimits`: it was refused
 * before the service acted; the user's retries and wait budget apply, and a Retry-After beyond the
 * budget fails at once); a DELETE answered 2xx that broke the contract is settled by reading the
 * webhook, and one whose answer was lost (or that is still there) by sending it again. A 404 means
 * it is gone already (another run with this run identity, whose create was replayed, removed it).
 */
async function removeDuplicate(id, context) {
    for (let resent = 0;; resent += 1) {
        try {
            await context.client.removeWebhook(id, { signal: context.signal, waitOutRateLimits: true });
            return;
        }
        catch (error) {
            if (error instanceof errors/* NotFoundError */.m_)
                return;
            // A 2xx that broke the contract most likely removed it: reading tells (else it is sent again).
            if (isAppliedWrite(error)) {
                const state = await context.client.establishWebhookRemoval(id, { signal: context.signal });
                if (state === "removed")
                    return;
            }
            const lost = error instanceof errors/* ClientError */.MZ && (error.outcomeUnknown || isAppliedWrite(error));
            if (!lost || resent >= maxDuplicateResends)
                throw error;
            await context.clock.sleep(resendDelayMs * (resent + 1), context.signal);
        }
    }
}
/** A DELETE whose answer was lost is sent again at most this often, this long apart (growing). */
const maxDuplicateResends = 2;
const resendDelayMs = 500;
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
    const { receipt } = await context.revealSecret(input["secret-sink"], createRevealing(body, record.key, context), (response) => response.data.attributes.signingSecret, async (response) => {
        const created = response.data;
        // Never take back the webhook the URL lookup found, whatever the answer's status says.
        if (!response.transport.idempotencyReplayed && created.id !== found.id) {
            // The earlier create never reached the service and someone else created the webhook
            // meanwhile: this request just made a second one; take it back.
            await removeDuplicate(created.id, context).then(() => context.webhooks.remove(created.id), (error) => {
                throw new StepFailure(`webhook ${found.id} for ${input.url} exists, but an earlier run with this run identity had sent a create that never reached the service, and replaying it created a second webhook ${created.id} that could not be removed (${describeError(error)}): remove webhook ${created.id}, then re-run`);
            });
            throw new StepFailure(`webhook ${found.id} for ${input.url} was created outside this run while an earlier run with this run identity was interrupted before its create reached the service (the second webhook the replay created, ${created.id}, was removed again); this run holds no secret of ${found.id}: rotate its secret (rotate-secret) to get one${where}`);
        }
        if (created.id === found.id && typeof created.attributes.revision !== "string") {
            // A tolerated answer without its revision proves nothing either way: kept for a re-run.
            throw new Error(`webhook ${found.id} for ${input.url}: the replayed create's answer holds no revision, so whether the webhook changed since this run identity created it (and the secret may no longer sign) cannot be told`);
        }
        if (created.id !== found.id || created.attributes.revision !== found.attributes.revision) {
            throw new StepFailure(`webhook ${found.id} for ${input.url}: an earlier run with this run identity created ${created.id} and was interrupted before its secret was stored, and the webhook was ${created.id === found.id ? "changed or rotated" : "removed or moved"} since, so the secret the service replays may not be the one it signs with; it was not stored: rotate the secret of webhook ${found.id} (a rotate-secret step, or a new run attempt of a plan with one)${where}`);
        }
    }, { op: "create", key: record.key });
    const summary = `created webhook ${found.id} for ${input.url} (${input.actions.join(", ")}); an earlier run with this run identity was interrupted before storing its secret: the create was replayed (the same secret) and the secret sent to ${receipt.target}`;
    const webhook = difference(found.attributes, input) ? await update(found, input, context) : found;
    const outcome = describe(webhook, "created", summary);
    outcome.outputs["secret-sink"] = receipt.sink;
    outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
    return { ...outcome, secret: receipt };
}
async function reconcile(found, input, context) {
    const body = difference(found.attributes, input);
    if (!body)
        return describe(found, "unchanged", `webhook ${found.id} for ${input.url} is up to date`);
    const change = changeOf(found.attributes, body);
    if (context.mode === "plan") {
        rememberEnsured(input, { id: found.id }, context);
        const outcome = describe(found, `would-${change === "reactivated" ? "reactivate" : "update"}`, "");
        outcome.summary = `would ${change === "reactivated" ? "reactivate" : "update"} webhook ${found.id}: ${explain(found.attributes, body)}`;
        return outcome;
    }
    const updated = await update(found, input, context);
    return describe(updated, change, `${change} webhook ${found.id}: ${explain(found.attributes, body)}`);
}
/**
 * PATCH with If-Match set to the revision just read. On 412 (someone changed it meanwhile) re-read
 * and reconcile again; when a PATCH failed without a known outcome, establish it before going on.
 */
async function update(start, input, context) {
    let current = start;
    for (let attempt = 1; attempt <= maxUpdateAttempts; attempt += 1) {
        const body = difference(current.attributes, input);
        if (!body)
            return current;
        try {
            // A 429 is refused before the service acts, and If-Match keeps a second send from applying
            // twice: rate limits are waited out (runs sharing a credential meet them).
            const response = await context.client.updateWebhook(current.id, body, {
                ifMatch: current.attributes.revision,
                signal: context.signal,
                waitOutRateLimits: true,
            });
            context.webhooks.put(response.data);
            return response.data;
        }
        catch (error) {
            if (error instanceof errors/* NotFoundError */.m_) {
                context.webhooks.remove(current.id);
                throw new WebhookGone(current.id);
            }
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
                context.webhooks.put(established.webhook.data);
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
        const { data } = await context.client.getWebhook(id, { signal: context.signal });
        context.webhooks.put(data);
        return data;
    }
    catch (error) {
        if (error instanceof errors/* NotFoundError */.m_) {
            context.webhooks.remove(id);
            throw new WebhookGone(id);
        }
        throw error;
    }
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
/**
 * The webhook a create answered with, without its secret. A tolerated answer whose body broke the
 * schema (only its id and secret were checked) is read back instead; the secret is already stored,
 * so a failed read says where it went and that a re-run reconciles.
 */
async function createdWebhook(value, target, context) {
    if (value.bodyValid)
        return stripSecret(value.data);
    try {
        return (await context.client.getWebhook(value.data.id, { signal: context.signal })).data;
    }
    catch (error) {
        throw new StepFailure(`created webhook ${value.data.id} and sent its signing secret to ${target}, but its answer broke the contract and reading the webhook back failed (${describeError(error)}); the secret is stored: re-run to reconcile the webhook (it is found by its URL)`, { cause: error });
    }
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
    outputs: ["change", "webhook-id"],
    description: "Remove a webhook by id, step reference or URL (needs confirm: true).",
    with: remove_webhook_withSchema,
    run: async (input, context) => {
        if (input.url !== undefined) {
            if (context.mode === "plan")
                return planRemoveByUrl(input.url, context);
            const found = await findWebhookByUrl(context, input.url);
            if (!found)
                return absent(`no webhook has the url ${input.url}`);
            return remove(found.id, context);
        }
        const target = resolveTarget(input, context);
        const id = target?.id;
        if (!id) {
            // Plan mode: an earlier step would create it, so apply would remove it.
            if (context.mode === "plan" && target) {
                planRemoved(target.url, context);
                return done("would-remove", `would remove ${describeTarget(target)}`, null);
            }
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
            planRemoved(target?.url, context);
            return done("would-remove", `would remove webhook ${id}`, id);
        }
        return remove(id, context);
    },
});
/**
 * Plan mode by URL: what apply would find there after the run's earlier steps (an ensure that would
 * create or update it, a removal), else the listing. Later steps on the URL see it removed.
 */
async function planRemoveByUrl(url, context) {
    const planned = context.webhooks.planned(url);
    if (planned?.kind === "removed")
        return absent(`no webhook would have the url ${url} after step "${planned.stepId}"`);
    if (planned) {
        planRemoved(url, context);
        const what = planned.id
            ? `webhook ${planned.id}`
            : `the webhook step "${planned.createdBy}" would create`;
        return done("would-remove", `would remove ${what}`, planned.id);
    }
    // Just listed: in plan mode there is nothing more to read.
    const found = await findWebhookByUrl(context, url);
    if (!found)
        return absent(`no webhook has the url ${url}`);
    planRemoved(url, context);
    return done("would-remove", `would remove webhook ${found.id}`, found.id);
}
const planRemoved = (url, context) => {
    if (url !== undefined)
        context.webhooks.plan(url, { kind: "removed", stepId: context.stepId });
};
async function remove(id, context) {
    try {
        // A 429 is refused before the service acts: waited out, like a read's (a second DELETE of a
        // removed webhook would only answer 404, which is "already gone").
        await context.client.removeWebhook(id, { signal: context.signal, waitOutRateLimits: true });
        context.webhooks.remove(id);
        return done("removed", `removed webhook ${id}`, id);
    }
    catch (error) {
        if (error instanceof errors/* NotFoundError */.m_) {
            context.webhooks.remove(id);
            return absent(`webhook ${id} was already gone`, id);
        }
        if (!(error instanceof errors/* ClientError */.MZ))
            throw error;
        const applied = isAppliedWrite(error);
        if (!applied && !error.outcomeUnknown)
            throw error;
        // A 2xx that broke the contract (most likely removed) or no answer at all: reading tells.
        if (applied)
            context.logger.warning(`webhook ${id}: ${error.message}; checking`);
        else
            context.logger.info(`the removal of webhook ${id} has no known outcome; checking`);
        if ((await context.client.establishWebhookRemoval(id, { signal: context.signal })) === "removed") {
            context.webhooks.remove(id);
            return done("removed", `removed webhook ${id}`, id);
        }
        throw new StepFailure(`webhook ${id} could not be removed (${error.code}); it still exists: re-run the job`);
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
    outputs: ["change", "webhook-id", "revision", "replayed", "secret-sink", "secret-fingerprint", "secret"],
    description: "Rotate a webhook's signing secret (If-Match + idempotency key) into a secret sink.",
    with: rotate_secret_withSchema,
    yieldsWebhook: true,
    run: async (input, context) => {
        const acting = actingOn(input, context, planned);
        if ("skipped" in acting)
            return acting.skipped;
        const { id } = acting;
        const current = (await context.client.getWebhook(id, { signal: context.signal })).data;
        const key = rotateKey(context.run, id);
        const record = await context.journal?.read(context.stepId);
        const earlier = record?.op === "rotate" && record.key === key && record.webhookId === id ? record : undefined;
        const where = context.journal ? ` (run journal ${context.journal.location})` : "";
        const rotation = { id, current, key, earlier, where };
        // The scheduled-rotation case: this run identity already rotated and the sink holds the secret.
        if (earlier?.state === "stored")
            return alreadyStored(rotation, earlier);
        const { value, receipt } = await rotate(rotation, input["secret-sink"], context);
        return rotated(rotation, value, receipt, context);
    },
});
function alreadyStored({ id, current }, earlier) {
    const { revision, url, disabled } = current.attributes;
    return {
        status: "succeeded",
        change: "unchanged",
        summary: `the signing secret of webhook ${id} was already rotated by an earlier run with this run identity and stored (${earlier.fingerprint ?? "no fingerprint"}${earlier.target ? `, ${earlier.target}` : ""}); not rotating again (a new run attempt rotates anew)`,
        outputs: {
            change: "unchanged",
            "webhook-id": id,
            revision,
            replayed: true,
            "secret-sink": earlier.sink,
            "secret-fingerprint": earlier.fingerprint ?? null,
        },
        webhook: { id, revision, url, disabled },
    };
}
/**
 * Rotates into the sink. An interrupted earlier run of this identity sent the rotation with its
 * recorded If-Match: the exact replay (same key, same If-Match) returns that rotation's secret
 * instead of rotating again, delivered only while the webhook is still at the revision it produced.
 */
function rotate(rotation, sink, context) {
    const { id, current, key, earlier, where } = rotation;
    const revision = earlier?.ifMatch ?? current.attributes.revision;
    return context
        .revealSecret(sink, () => context.client.rotateWebhookSecret(id, {
        ifMatch: revision,
        idempotencyKey: key,
        tolerateDeviations: true,
        signal: context.signal,
    }), (response) => response.data.attributes.signingSecret, async (response) => {
        const replayed = response.transport.idempotencyReplayed === true;
        const answered = response.data.attributes.revision;
        if (replayed && earlier && typeof answered !== "string") {
            // A tolerated answer without its revision proves nothing either way: kept for a re-run.
            throw new Error(`webhook ${id}: the replayed rotation's answer holds no revision, so whether the webhook changed since that rotation (and its secret may no longer sign) cannot be told`);
        }
        if (replayed && earlier && answered !== current.attributes.revision) {
            throw new StepFailure(`an earlier run with this run identity rotated the signing secret of webhook ${id} and was interrupted before storing it, and the webhook changed since (its revision is no longer the one that rotation produced), so the secret the service replays may not be the one it signs with; it was not stored: rotate anew with a new run attempt (svc run --run-attempt <next>, or re-run the workflow)${where}`);
        }
    }, { op: "rotate", key, webhookId: id, ifMatch: revision })
        .catch((error) => {
        throw contention(error, id, where);
    });
}
/** A 412 or 409 explained: who else changed or rotated the webhook, and what to do. */
function contention(error, id, where) {
    if (error instanceof errors/* PreconditionFailedError */.k9) {
        return new StepFailure(`contention: webhook ${id} changed between reading its revision and rotating (412 precondition_failed), e.g. another run rotated or updated it; no secret was rotated: re-run the job`, { status: 412, cause: error });
    }
    if (error instanceof errors/* IdempotencyConflictError */._z) {
        return new StepFailure(`contention: the signing secret of webhook ${id} was already rotated in this run attempt from an earlier revision, by an earlier run with this run identity or by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, and this run has no record of it${where}, so this step received none and did not rotate again: if that rotation's secret was stored, nothing more is needed; if not (it was interrupted), rotate anew with a new run attempt (svc run --run-attempt <next>, or re-run the workflow)`, { status: 409, cause: error });
    }
    return error;
}
async function rotated({ id, current, earlier }, value, receipt, context) {
    const replayed = value.transport.idempotencyReplayed === true;
    const newRevision = await rotatedRevision(id, value.data.attributes.revision, context);
    const again = earlier && replayed
        ? " (an earlier run with this run identity was interrupted before storing it: the rotation was replayed, the same secret)"
        : replayed
            ? " (replayed: the same rotation as an earlier request of this run attempt, e.g. another matrix entry)"
            : "";
    const { url, disabled } = current.attributes;
    return {
        status: "succeeded",
        change: "rotated",
        summary: `rotated the signing secret of webhook ${id}${again}; secret sent to ${receipt.target}`,
        outputs: {
            change: "rotated",
            "webhook-id": id,
            revision: newRevision ?? null,
            replayed,
            "secret-sink": receipt.sink,
            "secret-fingerprint": receipt.fingerprint,
        },
        webhook: { id, ...(newRevision ? { revision: newRevision } : {}), url, disabled },
        secret: receipt,
    };
}
/**
 * The revision the rotation produced. A tolerated answer may carry none or a malformed one: the
 * webhook is read back; when that fails too the secret is stored all the same, and the revision
 * is left unknown with a warning (a later step reads the webhook before it changes it).
 */
async function rotatedRevision(id, answered, context) {
    if (typeof answered === "string" && webhook/* revisionPattern */.a5.test(answered))
        return answered;
    try {
        return (await context.client.getWebhook(id, { signal: context.signal })).data.attributes.revision;
    }
    catch (error) {
        context.logger.warning(`webhook ${id}: the rotation's answer had no valid revision and reading the webhook back failed (${describeError(error)}); the secret was stored, the revision output is empty`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./lib/transport/seconds.js
var seconds = __webpack_require__(2904);
;// CONCATENATED MODULE: ./lib/engine/plural.js
/** `1 attempt`, `3 attempts`: for words whose plural adds an s. */
function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
}

;// CONCATENATED MODULE: ./lib/engine/poll-delays.js
/**
 * How long a step that waits (`pollUntilDeadline`, e.g. `test-delivery` following its delivery)
 * waits before each read: quick reads while a typical receiver answers (every 250 ms in the first
 * second: at 0, 250, 500, 750 and 1000 ms), then one read per second for as long as it takes.
 * Steady and never slower, so the step ends at most about a second after the delivery did, at no
 * more than one read per second after the first second.
 */
const quickDelaysMs = [250, 250, 250, 250];
const steadyPollDelayMs = 1_000;
/** The delay before read number `read + 1` (`read` counts the reads already made, from 1). */
function pollDelayMs(read) {
    return quickDelaysMs[read - 1] ?? steadyPollDelayMs;
}

;// CONCATENATED MODULE: ./lib/engine/poll-until-deadline.js


/**
 * Reads until a read returns a value or the step's deadline passes: for steps that wait for
 * something the service does on its own time. The runner aborts `signal` at the deadline (wall
 * clock), which also cuts short a read or a wait in flight; the check against `clock` covers the
 * same deadline where the clock is simulated. The wait before a read is never longer than what is
 * left. A run cancelled (the signal aborted for another reason) ends the poll with its error.
 */
async function pollUntilDeadline(options) {
    const { clock, signal, deadline } = options;
    const delayMs = options.delayMs ?? pollDelayMs;
    const timedOut = { timedOut: true };
    for (let reads = 1;; reads += 1) {
        let wait = delayMs(reads);
        try {
            const value = await options.read();
            if (value !== undefined)
                return { timedOut: false, value };
        }
        catch (error) {
            if (deadlinePassed(signal))
                return timedOut;
            const retryAfter = options.retryAfter?.(error);
            if (retryAfter === undefined)
                throw error;
            wait = Math.max(wait, retryAfter);
        }
        const remaining = deadline - clock.now();
        if (remaining <= 0 || deadlinePassed(signal))
            return timedOut;
        await clock.sleep(Math.min(wait, remaining), signal).catch((error) => {
            if (!deadlinePassed(signal))
                throw error;
        });
        if (deadlinePassed(signal))
            return timedOut;
    }
}
/** True once the step's own deadline aborted its signal (not when the whole run was cancelled). */
function deadlinePassed(signal) {
    return signal.aborted && signal.reason instanceof StepDeadlineExceeded;
}

;// CONCATENATED MODULE: ./lib/engine/transient-errors.js

/** Errors worth waiting out while polling (the client already retried them a few times). */
function isTransient(error) {
    // A 429 asking for longer than the client may wait cannot end well by polling on.
    if (error instanceof errors/* RateLimitError */.OE)
        return error.transport.rateLimitWaitRefused === undefined;
    if (error instanceof errors/* ApiError */.hD)
        return error.status >= 500;
    if (error instanceof errors/* ClientError */.MZ) {
        return ["request_timeout", "network_error"].includes(error.code);
    }
    return false;
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
    outputs: ["state", "delivery-id", "status-code", "attempts", "latency-ms", "timed-out"],
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
        const followed = await follow({ deliveryId, webhookId, deadline, timeout: input.timeout.text }, context);
        return outcome(deliveryId, webhookId, input.timeout.text, followed, context);
    },
});
/**
 * Once the quick reads of the first second are over and the delivery is not done, the step waits
 * on (the receiver's retries take seconds to minutes): said in one line as that wait starts.
 */
const longWaitAfterMs = 1_000;
const longWaitMinMs = 2_000;
/** Reads the delivery until it is terminal or the step's deadline passes. */
async function follow(target, context) {
    const { deliveryId, webhookId, deadline } = target;
    const { clock, signal } = context;
    const started = clock.now();
    let last;
    let announced = false;
    const polled = await pollUntilDeadline({
        clock,
        signal,
        deadline,
        read: async () => {
            last = (await test_delivery_lookup(deliveryId, webhookId, context)) ?? last;
            const state = last?.attributes.state;
            if (state && delivery/* terminalDeliveryStates */.h3.includes(state))
                return last;
            if (state)
                context.logger.debug(`delivery ${deliveryId} is ${state}`);
            const now = clock.now();
            if (!announced && now - started >= longWaitAfterMs && deadline - now > longWaitMinMs) {
                announced = true;
                context.logger.info(waitingLine(target, last, now - started, deadline - now));
            }
            return undefined;
        },
        retryAfter: (error) => {
            if (!isTransient(error))
                return undefined;
            context.logger.info(`reading delivery ${deliveryId} failed: ${describeError(error)}; trying again`);
            return error.retryAfterMs ?? 0;
        },
    });
    return { delivery: last, timedOut: polled.timedOut, observedMs: clock.now() - started };
}
/** "test delivery dlv_1 is still pending after 1 s (1 attempt, transport error ECONNREFUSED); waiting ..." */
function waitingLine(target, delivery, elapsedMs, leftMs) {
    const row = delivery ? deliveryRow(delivery) : undefined;
    const where = row
        ? `still ${row.state} after ${(0,seconds/* formatSeconds */.X)(elapsedMs)} (${plural(row.attempts, "attempt")}, ${describeAnswer(row)})`
        : `not readable yet after ${(0,seconds/* formatSeconds */.X)(elapsedMs)}`;
    return `test delivery ${target.deliveryId} is ${where}; waiting up to ${(0,seconds/* formatSeconds */.X)(leftMs)} more for it to finish (the step's timeout: ${target.timeout}), reading it once a second`;
}
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



/** The plan cannot run; nothing was called or changed. Identical problems of many steps are one issue. */
class PlanValidationError extends Error {
    source;
    name = "PlanValidationError";
    issues;
    constructor(issues, source) {
        const grouped = groupIssues(issues);
        super(summarise(grouped, source));
        this.source = source;
        this.issues = grouped;
    }
}
/** At most this many step ids are named in a grouped message; the count of steps is always exact. */
const maxNamedSteps = 10;
/** Fewer steps with one problem keep one line each, at each step's own place. */
const minGroupedSteps = 3;
/** `step "<id>"` at the start of a message (describePath), followed by ` (uses)`, `, field` or `: `. */
const stepPrefix = /^step "([a-z][a-z0-9-]*)"(?= \(|, |: )/;
/**
 * The same problem in many steps (100 steps without a usable secret sink) as one issue, located at
 * the first of them: `steps "a", "b", ... "j" and 90 more (100 steps, ensure-webhook),
 * with.secret-sink: ...`. Problems group when everything after the step id is the same (the step
 * kind, the field and the words) in at least three steps; the others stay as they are, in their
 * order (a group takes the place of its first issue). Linear.
 */
function groupIssues(issues) {
    const keys = issues.map((issue) => {
        const match = stepPrefix.exec(issue.message);
        return match?.[1] ? { id: match[1], rest: issue.message.slice(match[0].length) } : undefined;
    });
    const ids = new Map();
    for (const key of keys) {
        if (!key)
            continue;
        const list = ids.get(key.rest);
        if (list)
            list.push(key.id);
        else
            ids.set(key.rest, [key.id]);
    }
    const grouped = [];
    const emitted = new Set();
    for (const [at, issue] of issues.entries()) {
        const key = keys[at];
        const steps = key ? (ids.get(key.rest) ?? []) : [];
        if (!key || steps.length < minGroupedSteps)
            grouped.push(issue);
        else if (!emitted.has(key.rest)) {
            emitted.add(key.rest);
            grouped.push({ ...issue, message: groupedMessage(steps, key.rest), steps });
        }
    }
    return grouped;
}
function groupedMessage(ids, rest) {
    // An id is named once (steps that share an id: the problem is that they do).
    const distinct = [...new Set(ids)];
    const named = distinct
        .slice(0, maxNamedSteps)
        .map((id) => `"${id}"`)
        .join(", ");
    const more = distinct.length > maxNamedSteps ? ` and ${distinct.length - maxNamedSteps} more` : "";
    const uses = /^ \(([a-z-]+)\)/.exec(rest);
    const tail = uses ? rest.slice(uses[0].length) : rest;
    return `steps ${named}${more} (${ids.length} steps${uses ? `, ${uses[1]}` : ""})${tail}`;
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

;// CONCATENATED MODULE: ./lib/engine/create-settler.js

/**
 * The duplicate check after creates (docs/plan.md "Concurrent creates"), once for all of a run's
 * creates: each create, answered, waits here (its secret masked and held, not yet delivered)
 * until no ensure-webhook step that could still create is running or ready to run (one whose URL
 * the run's index does not hold); then ONE listing decides every waiting create, each taking the
 * webhooks of its URL in listing order (the one listed first is kept). A create that arrives
 * while a listing is under way waits for the next one. A waiting step gives its concurrency slot
 * back, so a plan with more creates than slots cannot deadlock.
 */
class CreateSettler {
    client;
    index;
    pending;
    signal;
    #waiting = [];
    #listing;
    #listings = 0;
    constructor(client, index, 
    /** The ensure-webhook steps that are running or ready to run, from the scheduler. */
    pending, signal) {
        this.client = client;
        this.index = index;
        this.pending = pending;
        this.signal = signal;
    }
    /** Settle listings made so far. */
    get listings() {
        return this.#listings;
    }
    /** The webhooks with `url` in the next settle listing after this call. */
    settle(url, stepId, park, signal) {
        const waiting = new Promise((resolve, reject) => {
            this.#waiting.push({ stepId, url: normaliseUrl(url), resolve, reject });
        });
        const result = park(abortable(waiting, signal));
        this.poke();
        return result.finally(() => {
            this.#waiting = this.#waiting.filter((waiter) => waiter.stepId !== stepId);
        });
    }
    /** Something changed (a step finished or parked, the index loaded): list when nothing can create. */
    poke() {
        if (this.#listing || this.#waiting.length === 0)
            return;
        if (this.signal?.aborted) {
            for (const waiter of this.#waiting)
                waiter.reject(this.signal.reason);
            this.#waiting = [];
            return;
        }
        if (this.#couldStillCreate())
            return;
        const batch = this.#waiting;
        this.#waiting = [];
        this.#listing = this.#list(batch).finally(() => {
            this.#listing = undefined;
            this.poke();
        });
    }
    #couldStillCreate() {
        const parked = new Set(this.#waiting.map((waiter) => waiter.stepId));
        for (const step of this.pending()) {
            if (!parked.has(step.stepId) && this.index.has(step.url) !== true)
                return true;
        }
        return false;
    }
    async #list(batch) {
        this.#listings += 1;
        try {
            const urls = new Set(batch.map((waiter) => waiter.url));
            const { matches } = await listByUrls(this.client, urls, this.signal);
            for (const url of urls)
                this.index.replaceUrl(url, matches.get(url) ?? []);
            for (const waiter of batch)
                waiter.resolve([...(matches.get(waiter.url) ?? [])]);
        }
        catch (error) {
            for (const waiter of batch)
                waiter.reject(error);
        }
    }
}

;// CONCATENATED MODULE: ./lib/engine/scheduler.js
function deferred() {
    let resolve = () => { };
    let reject = () => { };
    const promise = new Promise((done, fail) => {
        resolve = done;
        reject = fail;
    });
    return { promise, resolve, reject };
}
/**
 * Runs a DAG of steps with bounded concurrency (docs/plan.md "Order and concurrency"): a step
 * starts once every step it needs has succeeded, the lowest plan index first among the ready ones,
 * while fewer than `concurrency` steps hold a slot. When a step fails, the steps that need it
 * (directly or through others) do not run, naming it; independent steps go on. Cancellation, or a
 * result that halts the run, starts nothing more: the steps running finish (they see the
 * cancellation through their own signal), the rest do not run. A parked step gives its slot back
 * and, when it resumes, gets the next free slot before any step not yet started; at concurrency 1
 * it keeps its slot, so the steps run strictly one by one in plan order.
 */
function schedule(options) {
    return new StepScheduler(options);
}
/** Concurrency slots; a step that resumes after parking gets the next free one first. */
class Slots {
    #free;
    #resumers = [];
    constructor(count) {
        this.#free = Math.max(1, Math.floor(count));
    }
    /** Takes a slot for a new step: only when one is free and no parked step waits for it. */
    tryTake() {
        if (this.#free === 0 || this.#resumers.length > 0)
            return false;
        this.#free -= 1;
        return true;
    }
    /** A slot for a resuming step, before any new step. */
    acquire() {
        if (this.tryTake())
            return Promise.resolve();
        return new Promise((resume) => this.#resumers.push(resume));
    }
    release() {
        const resume = this.#resumers.shift();
        if (resume)
            resume();
        else
            this.#free += 1;
    }
}
class StepScheduler {
    done;
    #options;
    #waitingOn;
    #dependents;
    #outcomes;
    #startedAt;
    #outcomeOf;
    #all = deferred();
    #ready = [];
    #running = new Set();
    #slots;
    #finished = 0;
    #halted;
    constructor(options) {
        const count = options.ids.length;
        this.#options = options;
        this.#slots = new Slots(options.concurrency);
        this.#waitingOn = options.needs.map((needs) => needs.length);
        this.#dependents = Array.from({ length: count }, () => []);
        options.needs.forEach((needs, at) => {
            for (const need of needs)
                this.#dependents[need]?.push(at);
        });
        this.#outcomes = Array.from({ length: count }, () => undefined);
        this.#startedAt = Array.from({ length: count }, () => deferred());
        this.#outcomeOf = Array.from({ length: count }, () => deferred());
        for (let index = 0; index < count; index += 1)
            if (this.#waitingOn[index] === 0)
                this.#ready.push(index);
        this.done = this.#all.promise;
        // A cancelled run marks the steps not started at once, not when the last running step ends.
        const onAbort = () => this.#pump();
        options.signal?.addEventListener("abort", onAbort, { once: true });
        void this.done.then(() => options.signal?.removeEventListener("abort", onAbort));
        queueMicrotask(onAbort);
    }
    started(index) {
        return this.#startedAt[index]?.promise ?? Promise.resolve();
    }
    outcome(index) {
        return this.#outcomeOf[index]?.promise ?? Promise.resolve({ notRun: "not run" });
    }
    active() {
        return this.#oneByOne ? [...this.#running] : [...this.#running, ...this.#ready];
    }
    /** Concurrency 1: one step at a time, a parked one included (docs/plan.md "Order and concurrency"). */
    get #oneByOne() {
        return this.#options.concurrency <= 1;
    }
    finished() {
        return this.#finished;
    }
    running() {
        return this.#running.size;
    }
    settled(index) {
        return this.#outcomes[index];
    }
    #finish(index, outcome) {
        if (this.#outcomes[index])
            return;
        this.#outcomes[index] = outcome;
        this.#finished += 1;
        this.#startedAt[index]?.resolve();
        this.#outcomeOf[index]?.resolve(outcome);
        const blocked = "notRun" in outcome
            ? outcome.notRun
            : this.#options.failed(outcome.ran)
                ? `not run: needs step "${this.#options.ids[index]}", which failed`
                : undefined;
        for (const dependent of this.#dependents[index] ?? []) {
            if (blocked !== undefined) {
                this.#finish(dependent, { notRun: blocked });
                continue;
            }
            const left = (this.#waitingOn[dependent] ?? 1) - 1;
            this.#waitingOn[dependent] = left;
            if (left === 0)
                insert(this.#ready, dependent);
        }
    }
    #park = async (wait) => {
        if (this.#oneByOne)
            return wait;
        this.#slots.release();
        this.#pump();
        try {
            return await wait;
        }
        finally {
            await this.#slots.acquire();
        }
    };
    #start(index) {
        this.#running.add(index);
        this.#startedAt[index]?.resolve();
        this.#options.run(index, this.#park).then((result) => {
            this.#running.delete(index);
            this.#slots.release();
            this.#finish(index, { ran: result });
            this.#halted ??= this.#options.halts?.(index, result);
            this.#pump();
        }, 
        // A step's failure is its result; a runner that throws (its host's log or outputs failed)
        // fails the run, as it did before steps ran concurrently, instead of never finishing.
        (error) => this.#all.reject(error));
    }
    #pump() {
        const stop = this.#options.signal?.aborted ? "not run: the run was cancelled" : this.#halted;
        if (stop !== undefined) {
            this.#ready.length = 0;
            for (let index = 0; index < this.#outcomes.length; index += 1)
                if (!this.#outcomes[index] && !this.#running.has(index))
                    this.#finish(index, { notRun: stop });
        }
        while (this.#ready.length > 0 && this.#slots.tryTake())
            this.#start(this.#ready.shift());
        this.#options.onChange?.();
        if (this.#finished === this.#outcomes.length)
            this.#all.resolve(this.#outcomes);
    }
}
/** Inserts `value` into the ascending `list`. */
function insert(list, value) {
    let low = 0;
    let high = list.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (list[middle] < value)
            low = middle + 1;
        else
            high = middle;
    }
    list.splice(low, 0, value);
}

;// CONCATENATED MODULE: ./lib/engine/step-graph.js

/** Stands for "every webhook": a step on it waits for every earlier step, every later step for it. */
const EVERY_WEBHOOK = "*";
/**
 * What each step waits for (docs/plan.md "Order and concurrency"), as indexes of earlier steps:
 * - the step its `webhook:` names;
 * - the step before it in the plan that acts on the same webhook: the same `url` (ensure-webhook,
 *   remove-webhook by url), the same `webhook-id`, or a `webhook:` reference to the same chain
 *   (a rotate-secret, then the test-delivery of that webhook, run in plan order);
 * - for check-recent-deliveries without a webhook (every delivery of the credential): every step
 *   before it, and every step after it waits for it.
 * Steps that share none of these are independent. Linear in the number of steps.
 */
function stepNeeds(steps) {
    const index = new Map(steps.map((step, at) => [step.id, at]));
    const resourceOf = [];
    /** The last step seen of each resource. */
    const lastOn = new Map();
    let barrier;
    return steps.map((step, at) => {
        const input = (step.with ?? {});
        const needs = new Set();
        const ref = typeof input.webhook === "string" ? index.get(input.webhook) : undefined;
        if (ref !== undefined && ref < at)
            needs.add(ref);
        const resource = step.uses === "check-recent-deliveries" &&
            input.webhook === undefined &&
            input["webhook-id"] === undefined
            ? EVERY_WEBHOOK
            : resourceKey(input, ref === undefined ? undefined : resourceOf[ref], step.id);
        resourceOf[at] = resource;
        if (resource === EVERY_WEBHOOK) {
            for (const last of lastOn.values())
                needs.add(last);
            lastOn.clear();
            if (barrier !== undefined)
                needs.add(barrier);
            barrier = at;
        }
        else {
            const previous = lastOn.get(resource);
            if (previous !== undefined)
                needs.add(previous);
            else if (barrier !== undefined)
                needs.add(barrier);
            lastOn.set(resource, at);
        }
        return [...needs].sort((a, b) => a - b);
    });
}
function resourceKey(input, referenced, stepId) {
    if (referenced !== undefined)
        return referenced;
    if (typeof input["webhook-id"] === "string")
        return `id:${input["webhook-id"]}`;
    if (typeof input.url === "string")
        return `url:${normaliseUrl(input.url)}`;
    return `step:${stepId}`;
}

;// CONCATENATED MODULE: ./lib/engine/step-log.js
/**
 * One step's log. Steps run concurrently, but the log shows each step as one group, in plan
 * order: a step's lines are kept here until its group is open (every earlier step's group is
 * closed), then written into it, and from then on written straight through. With concurrency 1
 * every step's group is open as it runs, as before.
 */
class StepLog {
    #lines = [];
    #live;
    info(message) {
        this.#write("info", message);
    }
    warning(message) {
        this.#write("warning", message);
    }
    debug(message) {
        this.#write("debug", message);
    }
    /** A step opens no group of its own: its lines are already inside its step's group. */
    group(_name, fn) {
        return fn();
    }
    /** Writes the lines kept so far into `logger` (inside the step's group), then the rest as they come. */
    open(logger) {
        for (const [level, message] of this.#lines)
            logger[level](message);
        this.#lines = [];
        this.#live = logger;
    }
    #write(level, message) {
        if (this.#live)
            this.#live[level](message);
        else
            this.#lines.push([level, message]);
    }
}

;// CONCATENATED MODULE: ./lib/engine/plan-execution.js







/**
 * Runs the plan's steps as a DAG (stepNeeds) with bounded concurrency (scheduler.ts), one webhook
 * index and one create settler for the whole run, and publishes each step's log group and outputs
 * in plan order as the steps before it are done. Returns the reports in plan order.
 */
async function executePlan(plan, context, run) {
    const ids = plan.steps.map((step) => step.id);
    const logs = plan.steps.map(() => new StepLog());
    const yielded = new Map();
    let settler;
    const webhooks = new WebhookIndex(context.client, context.signal, () => settler?.poke());
    let scheduled;
    const onChange = () => {
        settler?.poke();
        if (scheduled)
            progress(context, scheduled, ids.length);
    };
    scheduled = schedule({
        ids,
        needs: stepNeeds(plan.steps),
        concurrency: concurrencyOf(context),
        signal: context.signal,
        run: (index, park) => {
            const step = plan.steps[index];
            const creates = settler;
            return run(step, { webhooks, creates, park, logger: logs[index], yielded });
        },
        failed: (result) => result.report.status === "failed",
        halts: (index, result) => haltReason(ids[index], result),
        onChange,
    });
    settler = new CreateSettler(context.client, webhooks, pendingEnsures(plan, context, scheduled), context.signal);
    // Held, not left unhandled: a host whose log or outputs fail fails the run once the steps ended.
    const published = publishInOrder(plan, scheduled, logs, context).then(() => undefined, (error) => ({ error }));
    const outcomes = await scheduled.done;
    const failure = await published;
    if (failure)
        throw failure.error;
    return outcomes.map((outcome, index) => reportOf(plan.steps[index], outcome));
}
function concurrencyOf(context) {
    const wanted = context.concurrency ?? defaultConcurrency;
    return Math.min(maxConcurrency, Math.max(1, Math.floor(wanted)));
}
/**
 * A refused credential (401) or a missing permission (403) refuses every later request the same
 * way: the run starts no further step instead of failing each of them with one more refused call.
 */
function haltReason(id, result) {
    if (result.report.status !== "failed" || result.error === undefined)
        return undefined;
    const status = failureStatus(result.error);
    if (status !== 401 && status !== 403)
        return undefined;
    return `not run: step "${id}" was refused by the service (HTTP ${status}), as every later request would be`;
}
/** The ensure-webhook steps running or ready to run (apply mode only: plan mode creates nothing). */
function pendingEnsures(plan, context, scheduled) {
    const urls = plan.steps.map((step) => step.uses === "ensure-webhook" && context.mode === "apply"
        ? normaliseUrl(step.with.url)
        : undefined);
    return function* () {
        for (const index of scheduled.active()) {
            const url = urls[index];
            if (url !== undefined)
                yield { stepId: plan.steps[index]?.id, url };
        }
    };
}
function progress(context, scheduled, total) {
    if (!context.onProgress)
        return;
    context.onProgress({ done: scheduled.finished(), total, running: scheduled.running() });
}
/**
 * Each step's log group and outputs, in plan order: a step's group opens once every earlier
 * step's group is closed and the step has started (its lines kept until then are written first);
 * a step that does not run has no group, as before.
 */
async function publishInOrder(plan, scheduled, logs, context) {
    for (const [index, step] of plan.steps.entries()) {
        await scheduled.started(index);
        const settled = scheduled.settled(index);
        if (settled && "notRun" in settled)
            continue;
        const title = `${step.id} (${step.uses})${step.name ? `: ${step.name}` : ""}`;
        const outcome = await context.logger.group(title, async () => {
            logs[index]?.open(context.logger);
            return scheduled.outcome(index);
        });
        if (!("ran" in outcome))
            continue;
        for (const [name, value] of Object.entries(outcome.ran.report.outputs)) {
            context.outputs.set(`${step.id}-${name}`, value === null ? "" : String(value));
        }
    }
}
function reportOf(step, outcome) {
    if ("ran" in outcome)
        return outcome.ran.report;
    return { ...stepIdentity(step), status: "not-run", summary: outcome.notRun, outputs: {} };
}
function stepIdentity(step) {
    return { id: step.id, uses: step.uses, ...(step.name ? { name: step.name } : {}) };
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
 * name, so these are warnings: most likely a typo that would never fire. The same name at the same
 * place in many steps is one warning naming the steps (groupIssues).
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
    return groupIssues(warnings);
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
// EXTERNAL MODULE: ./lib/untrusted/log-text.js
var log_text = __webpack_require__(3298);
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
function commandSinkHandler(workingDirectory, env = process.env, platform = process.platform) {
    return {
        check: async (spec) => {
            const program = spec.command[0] ?? "";
            const problem = await programProblem(program, workingDirectory, env, platform);
            return problem ? [{ field: "command", message: problem }] : [];
        },
        prepare: async (spec) => {
            const [program = "", ...args] = spec.command;
            const path = await findProgram(program, workingDirectory, env, platform);
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
/**
 * Windows runs a batch file (.cmd, .bat) only through cmd.exe, which parses its arguments a second
 * time (and Node refuses to start one without a shell): the sink starts programs without a shell,
 * so it takes only what Windows starts directly (.exe, .com).
 */
const batchFile = /\.(cmd|bat)$/i;
const directExtensions = [".COM", ".EXE"];
async function programProblem(program, workingDirectory, env, platform) {
    const name = JSON.stringify(program);
    if (platform === "win32" && batchFile.test(program))
        return `program ${name} is a batch file, which Windows runs only through cmd.exe (a shell, which would parse the arguments again); the command sink starts programs without a shell: give the .exe it wraps`;
    if (await findProgram(program, workingDirectory, env, platform))
        return undefined;
    const batch = platform === "win32" &&
        (await firstExisting(programCandidates(program, workingDirectory, env, platform, [".CMD", ".BAT"])));
    if (batch)
        return `program ${name} is found only as the batch file ${batch}, which Windows runs only through cmd.exe (a shell); the command sink starts programs without a shell: give the .exe it wraps`;
    const where = hasDirectory(program, platform) ? "" : " on PATH";
    return `program ${name} was not found${where} or is not executable; install it or give its full path`;
}
const pathApi = (platform) => (platform === "win32" ? external_node_path_.win32 : external_node_path_.posix);
/** A name with a directory part (relative to the working directory, or absolute), not looked up on PATH. */
const hasDirectory = (program, platform) => program.includes("/") ||
    (platform === "win32" && program.includes("\\")) ||
    pathApi(platform).isAbsolute(program);
/** An environment variable by name; on Windows names are case-insensitive (Path, PATH). */
function envValue(env, name, platform) {
    if (platform !== "win32")
        return env[name];
    const key = Object.keys(env).find((candidate) => candidate.toUpperCase() === name);
    return key === undefined ? undefined : env[key];
}
/**
 * The files `program` may be, in order: a name with a directory part resolved against the working
 * directory; a bare name in each PATH directory. On Windows a name without an extension gets each
 * PATHEXT extension Windows starts without a shell (.COM, .EXE), as CreateProcess would.
 */
function programCandidates(program, workingDirectory, env, platform, extensions = directExtensions) {
    if (program === "")
        return [];
    const path = pathApi(platform);
    const names = platform !== "win32"
        ? [program]
        : path.extname(program) !== ""
            ? [program]
            : pathExtensions(env, extensions).map((extension) => `${program}${extension}`);
    if (hasDirectory(program, platform))
        return names.map((name) => path.resolve(workingDirectory, name));
    return (envValue(env, "PATH", platform) ?? "")
        .split(path.delimiter)
        .filter((dir) => dir !== "")
        .flatMap((dir) => names.map((name) => path.join(dir, name)));
}
/** PATHEXT's extensions among `allowed`, in PATHEXT's order (default .COM;.EXE;.BAT;.CMD). */
function pathExtensions(env, allowed) {
    const listed = (envValue(env, "PATHEXT", "win32") ?? ".COM;.EXE;.BAT;.CMD")
        .split(";")
        .map((extension) => extension.trim().toUpperCase())
        .filter((extension) => allowed.includes(extension));
    return [...new Set(listed)];
}
async function firstExisting(candidates) {
    for (const candidate of candidates) {
        const usable = await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK).then(() => true, () => false);
        if (usable)
            return candidate;
    }
    return undefined;
}
async function findProgram(program, workingDirectory, env, platform) {
    if (platform === "win32" && batchFile.test(program))
        return undefined;
    return firstExisting(programCandidates(program, workingDirectory, env, platform));
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
        const stderr = captured(child.stderr);
        child.stdout.resume();
        const waiting = waitLimits(child, timeoutMs);
        // A program that exits without reading stdin closes the pipe: EPIPE is its exit status's business.
        child.stdin.on("error", () => { });
        child.on("error", (error) => {
            waiting.clear();
            reject(new Error(`cannot start the program (${error.code ?? "error"})`));
        });
        child.on("close", (code, signal) => {
            waiting.clear();
            const failure = waiting.timedOut()
                ? new Error(`the program did not finish within ${timeoutMs / 1000}s`)
                : programFailure(code, signal, stderr(), secret);
            if (failure)
                reject(failure);
            else
                resolvePromise();
        });
        child.stdin.end(secret, "utf8");
    });
}
/** What a stream says, kept up to capturedBytes (shown only as firstLine's excerpt). */
function captured(stream) {
    let text = "";
    stream.on("data", (chunk) => {
        if (text.length < capturedBytes)
            text += chunk.toString("utf8");
    });
    return () => text;
}
/**
 * How long the run waits for the program: until its deadline (then it is killed), and after it
 * exits, exitGraceMs more for its pipes. The exit status is the program's answer; a process it
 * started (a helper daemon) may inherit and hold its stdout/stderr open, so what is buffered by then
 * is read and the pipes are closed.
 */
function waitLimits(child, timeoutMs) {
    let timedOut = false;
    let grace;
    const closePipes = () => {
        child.stdout.destroy();
        child.stderr.destroy();
    };
    const deadline = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
        // A grandchild holding the pipes open must not keep the run waiting.
        closePipes();
    }, timeoutMs);
    child.on("exit", () => {
        clearTimeout(deadline);
        grace = setTimeout(closePipes, exitGraceMs);
    });
    return {
        timedOut: () => timedOut,
        clear: () => {
            clearTimeout(deadline);
            clearTimeout(grace);
        },
    };
}
/** A non-zero exit or a signal, with one redacted, escaped line of stderr; undefined for exit 0. */
function programFailure(code, signal, stderr, secret) {
    if (code === 0)
        return undefined;
    const status = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
    const excerpt = firstLine(stderr, secret);
    return new Error(`the program ${status}${excerpt ? ` (stderr: ${excerpt})` : ""}`);
}
/** One line of untrusted program output, safe for a log line: secret-free, escaped (safeLogLine), short. */
function firstLine(text, secret) {
    const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== "") ?? "";
    const safe = (0,log_text/* safeLogLine */.AL)((0,redact/* redact */.E$)(line.trim(), [secret]));
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
 * delivered, and the journal notes that the sink holds it. What was odd about a tolerated answer
 * (the client's `warnings`) is logged as a warning.
 */
function secretRevealer(stepId, context, handlers) {
    return async (spec, call, extract, confirm, intent) => {
        const reveal = await begin(stepId, context, handlers, spec, intent);
        const value = await callRevealing(reveal, call);
        const secret = extract(value);
        context.secrets.mask(secret);
        warnDeviations(reveal, value);
        if (confirm)
            await confirmAnswer(reveal, () => confirm(value));
        const receipt = await deliver(reveal, secret);
        const fingerprint = (0,sinks_fingerprint/* secretFingerprint */.n)(secret);
        await noteStored(reveal, fingerprint);
        return { value, receipt: { ...receipt, fingerprint } };
    };
}
/** Prepares the sink and writes the journal's `pending` record before anything is sent. */
async function begin(stepId, context, handlers, spec, intent) {
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
    return { stepId, context, spec, prepared, journal, record, hint };
}
/** The API call; a failure after which a secret may exist says so and how to recover it. */
async function callRevealing(reveal, call) {
    try {
        return await call();
    }
    catch (error) {
        await reveal.prepared.abort();
        if (!mayHaveIssued(error)) {
            await reveal.journal?.remove(reveal.stepId);
            throw error;
        }
        const what = isAppliedWrite(error)
            ? "the service answered 2xx, so it most likely issued a new signing secret, but its answer holds no usable one"
            : "the service may have issued a new signing secret whose answer never arrived";
        throw unstoredSecret(error, what, reveal.hint);
    }
}
/** The client's `warnings` of a tolerated answer, one warning line each. */
function warnDeviations(reveal, value) {
    const warnings = value?.warnings;
    const id = value?.data?.id;
    for (const { path, problem } of warnings ?? []) {
        reveal.context.logger.warning(`webhook ${String(id)}: the service's answer differs from the contract at ${path} (${problem}); the signing secret in it is used all the same`);
    }
}
async function confirmAnswer(reveal, confirm) {
    try {
        await confirm();
    }
    catch (error) {
        await reveal.prepared.abort();
        // A StepFailure already says what happened to the secret; anything else (a transient
        // error while checking a replayed create) must not lose the issued secret silently.
        if (error instanceof StepFailure) {
            await reveal.journal?.remove(reveal.stepId);
            throw error;
        }
        throw unstoredSecret(error, "a signing secret was issued but could not be confirmed", reveal.hint);
    }
}
async function deliver(reveal, secret) {
    try {
        return await reveal.prepared.deliver(secret);
    }
    catch (error) {
        await reveal.prepared.abort();
        const { hint } = reveal;
        const recover = hint
            ? `fix the sink, then run again: ${hint} (the same secret); or rotate the secret again (rotate-secret) to issue a new one`
            : "fix the sink, then rotate the secret again (rotate-secret) to issue a new one";
        // A sink whose own request may have gone through (a GitHub answer that never came) may hold it.
        const stored = error?.outcomeUnknown
            ? "may or may not have been stored"
            : "was not stored";
        throw new StepFailure(`the new signing secret was issued but the ${reveal.spec.type} sink failed: ${describeError(error)}; the secret is masked and ${stored}: ${recover}`, { cause: error });
    }
}
/** The sink holds the secret; a failure to note it only means a re-run replays and delivers again. */
async function noteStored(reveal, fingerprint) {
    const { journal, record, context } = reveal;
    if (!journal || !record)
        return;
    await journal
        .write({ ...record, state: "stored", fingerprint, at: new Date(context.clock.now()).toISOString() })
        .catch((error) => context.logger.warning(`could not update the run journal: ${describeError(error)}`));
}
/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error, what, hint) {
    const replay = hint ? `; ${hint}` : "";
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
 * writing one file). Side-effect free; runPlan calls it before the first API call. The sinks of
 * several steps are checked at once (a 1,000-step plan reads the journal and the file system per
 * step); the issues come in plan order.
 */
async function checkPlan(plan, context) {
    const handlers = sinkHandlers(context);
    const notes = [];
    const clashes = fileClashes(plan, context);
    const perStep = await mapInOrder(plan.steps, sinkChecksAtOnce, (_step, index) => checkSink(plan, index, context, handlers, notes));
    // Plan mode reveals no secret, so it needs no destination: it says what apply would refuse.
    for (const note of groupIssues(notes))
        context.logger.warning(note.message);
    const issues = destinationIssues(plan, context.rehearsal === true);
    for (const [index, stepIssues] of perStep.entries()) {
        issues.push(...stepIssues);
        const clash = clashes.get(index);
        if (clash)
            issues.push(clash);
    }
    return issues;
}
const sinkChecksAtOnce = 16;
async function checkSink(plan, index, context, handlers, notes) {
    const step = plan.steps[index];
    const spec = (0,step_types/* secretSinkOf */.v)(step.with);
    if (!spec)
        return [];
    const handler = handlers[spec.type];
    if (!handler) {
        const path = ["steps", index, "with", "secret-sink", "type"];
        const message = `${describePath(plan, path)}: the ${spec.type} secret sink is only available in the GitHub Action; use output, file or command`;
        if (context.mode === "plan")
            notes.push({ path, message });
        return context.mode === "plan" ? [] : [{ path, message }];
    }
    const previous = context.mode === "apply" ? await context.journal?.read(step.id) : undefined;
    const scope = { stepId: step.id, ...(previous?.target ? { previousTarget: previous.target } : {}) };
    return (await handler.check(spec, scope)).map((problem) => sinkIssue(plan, index, problem.message, problem.field));
}
function sinkIssue(plan, index, message, field) {
    const base = ["steps", index, "with", "secret-sink"];
    const path = field ? [...base, field] : base;
    return { path, message: `${describePath(plan, path)}: ${message}` };
}
/** Two steps whose file sinks write one file: the later one's issue, by its index. */
function fileClashes(plan, context) {
    const files = new Map();
    const clashes = new Map();
    for (const [index, step] of plan.steps.entries()) {
        const spec = (0,step_types/* secretSinkOf */.v)(step.with);
        if (spec?.type !== "file")
            continue;
        const path = (0,external_node_path_.resolve)(context.workingDirectory ?? process.cwd(), spec.path);
        const other = files.get(path);
        if (other === undefined)
            files.set(path, step.id);
        else
            clashes.set(index, sinkIssue(plan, index, `step "${other}" already writes ${path}; give each secret its own file`, "path"));
    }
    return clashes;
}
/** `fn` over `items`, at most `limit` at once; the results in the items' order. */
async function mapInOrder(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/**
 * Runs the steps (docs/plan.md "Order and concurrency"): a step waits for the steps it needs,
 * independent steps run at once up to the run's concurrency, the dependents of a failed step are
 * `not-run`. Logs, outputs and the report stay in plan order. Throws only PlanValidationError,
 * before any call.
 */
async function runPlan(plan, context) {
    const issues = await checkPlan(plan, context);
    if (issues.length > 0)
        throw new PlanValidationError(issues);
    const handlers = sinkHandlers(context);
    const span = {};
    const steps = await executePlan(plan, context, (step, scope) => runStep(step, context, handlers, scope, span));
    const ok = steps.every((step) => step.status !== "failed" && step.status !== "not-run");
    return { mode: context.mode, ok, changes: countChanges(steps), steps, totals: totals(context, span) };
}
function totals(context, span) {
    const durationMs = Math.max(0, (span.last ?? 0) - (span.first ?? span.last ?? 0));
    const counts = context.requestCounts?.();
    return counts ? { durationMs, requests: counts.requests, rateLimited: counts.rateLimited } : { durationMs };
}
async function runStep(step, context, handlers, scope, span) {
    const definition = stepDefinition(step.uses);
    const elapsed = stepTimer(context, span);
    const deadline = stepDeadline(definition?.deadline?.(step.with), context.signal);
    const logger = scope.logger;
    try {
        if (!definition)
            throw new StepFailure(`unknown step ${step.uses}`);
        const stepContext = stepContextFor(step, context, handlers, scope, deadline.signal);
        const outcome = await definition.run(step.with, stepContext);
        if (outcome.webhook && definition.yieldsWebhook) {
            scope.yielded.set(step.id, outcome.webhook);
            scope.webhooks.note(outcome.webhook);
        }
        (outcome.status === "failed" ? logger.warning : logger.info).call(logger, outcome.summary);
        return { report: { ...runner_reportOf(step, outcome), ...elapsed() } };
    }
    catch (error) {
        const message = describeError(error);
        context.onStepError?.(step.id, error);
        logger.warning(message);
        const report = {
            ...stepIdentity(step),
            status: "failed",
            summary: message,
            error: message,
            outputs: {},
            ...elapsed(),
        };
        return { report, error };
    }
    finally {
        deadline.dispose();
    }
}
/** Starts a step's clock (and the run's span); the function gives its duration so far. */
function stepTimer(context, span) {
    const started = context.clock.now();
    span.first = Math.min(span.first ?? started, started);
    return () => {
        const ended = context.clock.now();
        span.last = Math.max(span.last ?? ended, ended);
        return { durationMs: Math.max(0, ended - started) };
    };
}
/** What a step's `run` gets: the engine context with the step's logger, deadline and run scope. */
function stepContextFor(step, context, handlers, scope, signal) {
    const logger = scope.logger;
    return {
        ...context,
        logger,
        stepId: step.id,
        signal,
        webhookOf: (id) => scope.yielded.get(id),
        revealSecret: secretRevealer(step.id, { ...context, logger }, handlers),
        webhooks: scope.webhooks,
        creates: scope.creates,
        park: scope.park,
    };
}
function runner_reportOf(step, outcome) {
    return {
        ...stepIdentity(step),
        status: outcome.status,
        ...(outcome.change === undefined ? {} : { change: outcome.change }),
        summary: outcome.summary,
        outputs: outcome.outputs,
        ...(outcome.status === "failed" ? { error: outcome.summary } : {}),
        ...(outcome.deliveries ? { deliveries: outcome.deliveries } : {}),
        ...(outcome.secret ? { secret: { ...outcome.secret, redacted: true } } : {}),
    };
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

// EXTERNAL MODULE: ./node_modules/fast-string-width/dist/index.js + 2 modules
var fast_string_width_dist = __webpack_require__(3223);
;// CONCATENATED MODULE: ./lib/engine/plan-excerpt.js
/**
 * The plan's line under a problem, with a caret under the column: for messages whose position alone
 * is not enough (a YAML syntax error). The line is untrusted text: secrets are redacted (as every
 * adapter redacts a message, so the adapters' own pass changes nothing and the caret stays put) and
 * every control character (a tab too) is shown escaped before the caret is placed. The caret goes
 * by terminal columns (a CJK character or an emoji takes two, a combining mark none), so it stays
 * under the column in a terminal and in an annotation, and no line can start a workflow command
 * or drive a terminal.
 */



/** Characters of a long line shown on each side of the column; a line up to twice as long is shown whole. */
const reach = 60;
/**
 * Lines such as `    3 |     with: { url: a: b }` and `      |                  ^^^^`, preceded by the
 * line before when the problem's own line is blank (an unclosed quote reported at the end).
 */
function planExcerpt(text, span) {
    const lines = text.split(/\r?\n/);
    const own = lines[span.line - 1];
    if (own === undefined)
        return [];
    const width = String(span.line).length;
    const gutter = (label) => `  ${label.padStart(width)} | `;
    const shown = [];
    const before = lines[span.line - 2];
    if (own.trim() === "" && before !== undefined && before.trim() !== "")
        shown.push(`${gutter(String(span.line - 1))}${visible(before, 1, before.length + 1).text}`);
    const length = Math.max(1, (span.endColumn ?? span.column + 1) - span.column);
    const { text: line, caretAt, caretLength } = visible(own, span.column, span.column + length);
    shown.push(`${gutter(String(span.line))}${line}`.trimEnd());
    shown.push(`${gutter("")}${" ".repeat(caretAt)}${"^".repeat(caretLength)}`);
    return shown;
}
/**
 * The line (cut around the span when long) made printable, and where the caret goes in it, in
 * terminal columns. Secrets are redacted in the whole line first (a cut must never leave half a
 * token unredacted); the span's columns are then carried over to the redacted line.
 */
function visible(raw, column, endColumn) {
    const line = (0,redact/* redact */.E$)(raw);
    const start = redactedIndex(raw, line, column - 1);
    const end = Math.max(start, redactedIndex(raw, line, endColumn - 1));
    const long = line.length > 2 * reach;
    const from = long ? wholeCharacterStart(line, Math.max(0, start - reach)) : 0;
    const to = long ? wholeCharacterEnd(line, Math.min(line.length, end + reach)) : line.length;
    const printable = (part) => (0,log_text/* escapeControlCharacters */.F7)(part).replaceAll("\t", "\\t");
    const prefix = `${from > 0 ? "…" : ""}${printable(line.slice(from, start))}`;
    const marked = printable(line.slice(start, end));
    return {
        text: `${prefix}${marked}${printable(line.slice(end, to))}${to < line.length ? "…" : ""}`,
        caretAt: (0,fast_string_width_dist/* default */.A)(prefix),
        caretLength: Math.max(1, Math.min((0,fast_string_width_dist/* default */.A)(marked), 40)),
    };
}
/**
 * Where index `at` of `raw` lies in `redacted` (`redact(raw)`): as far as the redaction of raw's
 * first `at` characters agrees with it. Exact where no secret straddles `at`; inside a secret, the
 * start of its `[redacted]`.
 */
function redactedIndex(raw, redacted, at) {
    const head = (0,redact/* redact */.E$)(raw.slice(0, Math.max(0, at)));
    let index = 0;
    while (index < head.length && head[index] === redacted[index])
        index++;
    return index;
}
const isLowSurrogate = (text, index) => /[\uDC00-\uDFFF]/.test(text[index] ?? "");
/** `index`, moved back to the start of the character it falls in (never between surrogates). */
const wholeCharacterStart = (text, index) => index > 0 && isLowSurrogate(text, index) ? index - 1 : index;
/** `index` as the end of a cut, moved on past the character it falls in. */
const wholeCharacterEnd = (text, index) => index < text.length && isLowSurrogate(text, index) ? index + 1 : index;

;// CONCATENATED MODULE: ./lib/engine/plan-schema.js




/**
 * A plan's size limit: a fleet keeps hundreds of webhooks in one plan (docs/plan.md "Fleet-size
 * plans"). At 1,000 steps validation stays linear; the Action cuts its `result` output and job
 * summary down to what GitHub keeps when a big run's would not fit (src/action/result-output.ts).
 */
const maxPlanSteps = 1_000;
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
        .max(maxPlanSteps, `a plan has at most ${maxPlanSteps} steps; split it into several plans`),
})
    .superRefine(refineSteps)
    .meta({
    title: "svc-ci plan",
    description: "Steps the svc-ci GitHub Action (and `svc run`) apply; a step waits for the steps it refers to, the others run at once. See docs/plan.md.",
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
    // Where each id is last used: a reference to a later step is found without a scan per step.
    const lastIndex = new Map();
    for (const [index, step] of steps.entries())
        lastIndex.set(idOf(step), index);
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
            const where = (lastIndex.get(ref) ?? -1) > index
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
        // The positions come from lineCounter: the library's pretty errors build a code frame per
        // error, which made a 1 MiB line of errors take half a minute.
        prettyErrors: false,
        logLevel: "error",
    });
    const locate = (path, key) => locateIn(document, lineCounter, path, key);
    if (document.errors.length > 0) {
        throw new PlanValidationError(yamlIssues(text, document.errors, lineCounter), source);
    }
    const raw = toPlainData(document, lineCounter, source);
    const plan = validatePlan(raw, source, locate);
    const warnings = planWarnings(plan).map((warning) => {
        const position = locate(warning.path);
        return position ? { ...warning, line: position.line, column: position.column } : warning;
    });
    return { plan, ...(source === undefined ? {} : { source }), warnings, locate: (path) => locate(path) };
}
/** YAML syntax errors shown, each with its line: later ones mostly follow from the first. */
const shownYamlErrors = 20;
/** The first YAML syntax errors as plan issues, and how many more there are. */
function yamlIssues(text, errors, lineCounter) {
    const issues = errors.slice(0, shownYamlErrors).map((error) => yamlIssue(text, error, lineCounter));
    const more = errors.length - issues.length;
    if (more > 0)
        issues.push({
            path: [],
            message: `YAML syntax: ${more} more error(s) not shown; fix the ones above first`,
        });
    return issues;
}
/**
 * A YAML syntax error as a plan issue: the parser's reason (its own "at line L, column C:" and code
 * frame dropped: the issue carries the position), then the plan's line with a caret under the column.
 */
function yamlIssue(text, error, lineCounter) {
    const [start, end] = error.pos.map((offset) => lineCounter.linePos(offset));
    const reason = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "").trim();
    const headline = `YAML syntax: ${reason || error.code}`;
    if (!start)
        return { path: [], message: headline };
    const excerpt = planExcerpt(text, {
        line: start.line,
        column: start.col,
        ...(end && end.line === start.line ? { endColumn: end.col } : {}),
    });
    return { path: [], message: [headline, ...excerpt].join("\n"), line: start.line, column: start.col };
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
        throw new RunIdentityError(`no run identity: not in a supported CI (${supportedCiLabels.join(", ")}) and no --run-id; apply derives its idempotency keys from it, so give --run-id <id> that is the same when this run is repeated (a random one would let a repeated run create a second webhook); --mode plan needs none`);
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
/**
 * The run identity `svc run` needs in `mode`. Apply derives idempotency keys from it, so it must be
 * established (`detectRunIdentity`). Plan mode sends no create, rotation or test delivery, hence no
 * key, and needs none: `--run-id`/`--run-attempt` given are still checked and a CI still named, but
 * without either the plan runs on `noRunIdentity`, which no key can be derived from.
 */
function runIdentityFor(mode, env, flags = {}) {
    if (mode === "apply" || flags.runId !== undefined || flags.runAttempt !== undefined)
        return detectRunIdentity(env, flags);
    try {
        return detectRunIdentity(env, flags);
    }
    catch (error) {
        if (!(error instanceof RunIdentityError))
            throw error;
        return {
            run: noRunIdentity,
            source: "none",
            description: "nowhere: plan mode needs none (it sends no idempotency key)",
        };
    }
}
const unusable = () => {
    throw new Error("plan mode has no run identity: nothing in plan mode may derive an idempotency key (a bug: report it)");
};
/**
 * Plan mode's run identity: reading any field throws, so a step that would derive a key from it in
 * plan mode fails loudly instead of sending a key made from nothing.
 */
const noRunIdentity = Object.freeze(Object.defineProperties({}, {
    runId: { get: unusable, enumerable: true },
    runAttempt: { get: unusable, enumerable: true },
}));
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

// EXTERNAL MODULE: ./lib/transport/events.js
var events = __webpack_require__(9976);
// EXTERNAL MODULE: ./lib/untrusted/path-problem.js
var path_problem = __webpack_require__(7421);
// EXTERNAL MODULE: ./lib/engine/plan-run/secret-files.js
var secret_files = __webpack_require__(752);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
;// CONCATENATED MODULE: ./lib/cli/engine-host/cli-engine-context.js




/**
 * Progress on stderr: one line per step start and per step message, each redacted (every masked
 * secret, every secret-shaped value) and terminal-sanitised, since summaries quote API text.
 * `write` (default: stderr) takes whole lines, e.g. above a progress line.
 */
function stderrLogger(ctx, write = (lines) => ctx.stderr.write(lines)) {
    const line = (prefix, message) => {
        let lines = "";
        for (const part of message.split("\n"))
            lines += `svc: ${prefix}${(0,sanitize/* safeDiagnostic */.dB)(part, ctx.secrets)}\n`;
        write(lines);
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
/**
 * Plan mode's notes on `output` sinks ("--mode apply will need ..."), gathered while the plan is
 * checked and written once, before the first step's line: three or more steps are one line.
 */
function planNotes(ctx, write = (lines) => ctx.stderr.write(lines)) {
    const issues = [];
    return {
        add: (stepId) => {
            issues.push({ path: [], message: `step "${stepId}": ${outputSinkPlanNote}` });
        },
        flush: () => {
            let lines = "";
            for (const issue of groupIssues(issues.splice(0)))
                lines += `svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(issue.message, ctx.secrets)}\n`;
            if (lines)
                write(lines);
        },
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
            // The program is looked up on, and runs with, svc's own environment (the context's).
            command: commandSinkHandler(ctx.cwd, { ...ctx.env }),
            output: cliOutputSink(options.secretsDir, options.mode, options.notes.add),
        },
        logger: stderrLogger(ctx, (lines) => {
            options.notes.flush();
            if (options.progress)
                options.progress.print(lines);
            else
                ctx.stderr.write(lines);
        }),
        clock: systemClock,
        workingDirectory: ctx.cwd,
        // Ctrl-C aborts requests in flight; the steps not yet run are reported not-run.
        signal: ctx.signal,
        onStepError: (stepId, error) => options.stepErrors.set(stepId, error),
        ...(options.journal ? { journal: options.journal } : {}),
        ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
        ...(options.requestCounts ? { requestCounts: options.requestCounts } : {}),
        ...(options.progress ? { onProgress: options.progress.onProgress } : {}),
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
 * Why the report must not or cannot be written to `facts.junit`, completing "<path> ..." (e.g. "is
 * the plan file; ...", "cannot be written: /a/b is a regular file, not a directory"), or undefined.
 * Side-effect free; reads at most the first 4 KiB of an existing file at the target.
 */
async function junitTargetProblem(facts) {
    const target = await (0,same_file/* statOf */._)(facts.junit);
    if (facts.planFile !== undefined && (await (0,same_file/* sameFile */.V)(facts.junit, facts.planFile, target)))
        return "is the plan file; the report would replace the plan";
    const clash = await (0,secret_files/* secretFileClash */.u_)(facts.junit, facts);
    if (clash !== undefined)
        return clash;
    // Its directory is created when missing; a file in the way is named before any call.
    const parent = await (0,path_problem/* creatableDirectoryProblem */.Wg)((0,external_node_path_.dirname)(facts.junit));
    if (parent !== undefined)
        return `cannot be written: ${parent}`;
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
        const message = (0,sanitize/* safeDiagnostic */.dB)(error instanceof Error ? error.message : String(error), ctx.secrets);
        // An invalid plan's problems (already sanitised, one per line) follow the reason.
        const reason = [message, ...(error instanceof cli_errors/* CliError */.z1 ? error.details : [])].join("\n");
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

// EXTERNAL MODULE: ./lib/cli/output/progress.js
var output_progress = __webpack_require__(7479);
;// CONCATENATED MODULE: ./lib/cli/engine-host/run-progress.js

/** Redraws at most this often on requests alone; a finished step redraws at once. */
const redrawMs = 100;
/**
 * Only in a terminal: off when stderr is not a TTY, with NO_COLOR (set, not empty), and in a CI
 * (`CI=true` or a CI's own marker variable), whose log would keep every redraw.
 */
function runProgressLine(ctx) {
    const noColor = ctx.env.NO_COLOR !== undefined && ctx.env.NO_COLOR !== "";
    if (!ctx.stderrIsTTY || noColor || (0,output_progress/* inCi */.wu)(ctx.env))
        return undefined;
    const line = (0,output_progress/* statusLine */.Bs)(ctx);
    const state = { done: 0, total: 0, running: 0, requests: 0, rateLimited: 0 };
    let drawnAt = Number.NEGATIVE_INFINITY;
    let finished = false;
    const draw = (force) => {
        const now = ctx.now();
        // Nothing to show before the run has started its steps (the total is known then).
        if (finished || state.total === 0 || (!force && now - drawnAt < redrawMs))
            return;
        drawnAt = now;
        const limited = state.rateLimited === 0 ? "" : `, ${state.rateLimited} answered 429`;
        const running = state.running === 0 ? "" : ` (${state.running} running)`;
        const requests = `${state.requests} request${state.requests === 1 ? "" : "s"}`;
        line.show(`${state.done}/${state.total} steps${running}, ${requests}${limited}`);
    };
    return {
        events: {
            onAttempt: () => {
                state.requests += 1;
                draw(false);
            },
            onRateLimited: () => {
                state.rateLimited += 1;
                draw(false);
            },
        },
        onProgress: (progress) => {
            const stepDone = progress.done !== state.done;
            Object.assign(state, progress);
            draw(stepDone);
        },
        print: (lines) => line.print(lines),
        done: () => {
            finished = true;
            line.clear();
        },
    };
}

// EXTERNAL MODULE: ./lib/engine/owned-files.js
var owned_files = __webpack_require__(9833);
;// CONCATENATED MODULE: ./lib/engine/journal-prune.js
/**
 * The run journal's clean-up (docs/security.md "What svc deletes"). Records outlive the service's
 * idempotency retention (seven days) by a day, then their run directory goes; but a state directory
 * may be shared (a CI cache, a home directory), so a directory is removed only when svc can prove it
 * made it: a real directory (never a symlink), of this user, holding svc's marker for its own name,
 * and nothing but the files svc writes there. Those files are unlinked one by one and the directory
 * removed with rmdir: never a recursive delete. Whatever is left alone is said in a debug line.
 */




/** Records outlive the service's idempotency retention (seven days) by a day, then are pruned. */
const journalRetentionMs = 8 * 24 * 3_600_000;
/** The marker file in each run directory, holding `journalMarker(<directory name>)`. */
const markerName = ".svc-ci-journal";
const journalMarker = (digest) => `svc-ci run journal v1 ${digest}\n`;
const digestPattern = /^[0-9a-f]{32}$/;
const recordPattern = /^([a-z][a-z0-9-]{0,62})\.json$/;
const tempPattern = /^\.([a-z][a-z0-9-]{0,62})\.[0-9a-f]{12}\.tmp$/;
/** Removes the run directories of `stateDir` older than the retention that svc provably made; never fails. */
async function pruneJournals(stateDir, keep, options = {}) {
    const names = await (0,promises_.readdir)(stateDir).catch(() => []);
    const now = (options.now ?? Date.now)();
    for (const name of names) {
        if (name === keep || !digestPattern.test(name))
            continue;
        const path = (0,external_node_path_.join)(stateDir, name);
        const left = await pruneRun(path, name, now).catch((error) => `it could not be removed (${error.code ?? "error"})`);
        if (left !== undefined)
            options.debug?.(`run journal clean-up: left ${path} alone: ${left}`);
    }
}
/** Removes one old run directory if it is provably svc's; returns why not (undefined: removed or too recent). */
async function pruneRun(path, name, now) {
    const stats = await (0,promises_.lstat)(path, { bigint: true }).catch(() => undefined);
    if (!stats)
        return undefined;
    if (stats.isSymbolicLink())
        return "it is a symbolic link (never followed)";
    if (!stats.isDirectory())
        return "it is not a directory";
    if (now - Number(stats.mtimeMs) <= journalRetentionMs)
        return undefined;
    if (!(0,owned_files/* ownedByUs */.r6)(stats))
        return "it belongs to another user";
    if ((await (0,owned_files/* readSmallFile */.EW)((0,external_node_path_.join)(path, markerName), 256)) !== journalMarker(name))
        return `it holds no ${markerName} marker for its name (svc did not make it)`;
    const files = await ownFiles(path);
    if (typeof files === "string")
        return files;
    const identity = (0,owned_files/* fileIdentity */.l6)(stats);
    for (const entry of [...files, markerName]) {
        // The directory must still be the one checked (not swapped for a symlink meanwhile).
        if ((await (0,owned_files/* identityAt */.s8)(path)) !== identity)
            return "it changed while it was being removed";
        await (0,promises_.unlink)((0,external_node_path_.join)(path, entry)).catch((error) => {
            if (error.code !== "ENOENT")
                throw error;
        });
    }
    await (0,promises_.rmdir)(path);
    return undefined;
}
/** The record and temp files of a run directory, or why it holds something else (left alone). */
async function ownFiles(path) {
    const files = [];
    for (const entry of await (0,promises_.readdir)(path)) {
        if (entry === markerName)
            continue;
        const step = recordPattern.exec(entry)?.[1] ?? tempPattern.exec(entry)?.[1];
        if (step === undefined || !stepIdPattern.test(step))
            return `it holds ${entry}, which svc does not write there`;
        const stats = await (0,promises_.lstat)((0,external_node_path_.join)(path, entry)).catch(() => undefined);
        if (stats?.isSymbolicLink())
            return `it holds a symbolic link ${entry} (never followed)`;
        if (stats && !stats.isFile())
            return `it holds ${entry}, which is not a regular file`;
        if (stats)
            files.push(entry);
    }
    return files;
}

;// CONCATENATED MODULE: ./lib/engine/journal-file.js





const maxRecordBytes = 16 * 1024;
/** Why a run journal cannot be kept in a directory; the message names it and the way out. */
class JournalDirectoryError extends Error {
    name = "JournalDirectoryError";
}
/**
 * A journal in `<stateDir>/<sha256 of repository and run id>/<step-id>.json` (directories 0700,
 * files 0600). The run attempt is not in the directory name: the record holds the idempotency
 * key, which says whether it belongs to this attempt (a rotation's key does, a create's does not).
 * Each run directory holds a marker file svc wrote (`.svc-ci-journal`): the proof a later clean-up
 * needs before it removes anything (journal-prune.ts). Nothing in it is read or written through a
 * symlink.
 */
async function openFileJournal(stateDir, run, options = {}) {
    const digest = (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify(["svc-ci-journal/v1", run.repository ?? "", run.runId]))
        .digest("hex")
        .slice(0, 32);
    await (0,promises_.mkdir)(stateDir, { recursive: true, mode: 0o700 });
    const directory = (0,external_node_path_.join)(stateDir, digest);
    await claimRunDirectory(directory, digest);
    await pruneJournals(stateDir, digest, options);
    return fileJournal(directory);
}
/**
 * Creates the run's directory (or takes the one an earlier run with this identity made), refusing
 * a symlink or another user's directory in its place, tightens its mode to 0700 and makes sure it
 * holds svc's marker.
 */
async function claimRunDirectory(directory, digest) {
    await (0,promises_.mkdir)(directory, { mode: 0o700 }).catch((error) => {
        if (error.code !== "EEXIST")
            throw error;
    });
    const stats = await (0,promises_.lstat)(directory);
    if (stats.isSymbolicLink())
        throw new JournalDirectoryError(`${directory} is a symbolic link; the run journal is never kept through a link: remove the link`);
    if (!stats.isDirectory())
        throw new JournalDirectoryError(`${directory} is not a directory: move it away or give another --state-dir`);
    if (!(0,owned_files/* ownedByUs */.r6)(stats))
        throw new JournalDirectoryError(`${directory} belongs to another user: run as that user or give another --state-dir`);
    if ((stats.mode & 0o077) !== 0)
        await (0,promises_.chmod)(directory, 0o700);
    const marker = (0,external_node_path_.join)(directory, markerName);
    const text = await (0,owned_files/* readSmallFile */.EW)(marker, 256);
    if (text === journalMarker(digest))
        return;
    if (text === undefined && (await (0,promises_.lstat)(marker).catch(() => undefined)) === undefined) {
        // A new directory, or one a build before the marker made: ours by its name (this run's digest).
        if (await placeMarker(directory, marker, digest))
            return;
    }
    // Another run of this identity may have placed it since it was read.
    if ((await (0,owned_files/* readSmallFile */.EW)(marker, 256)) === journalMarker(digest))
        return;
    throw new JournalDirectoryError(`${marker} is not the marker svc writes (something else made or changed ${directory}): move the directory away`);
}
/**
 * Writes the marker whole under a temp name (one the prune knows) and links it into place, so it
 * never shows half-written. Two runs of one identity may claim the directory at once: the one
 * whose link finds the marker there accepts it when it is this run's.
 */
async function placeMarker(directory, marker, digest) {
    const temp = (0,external_node_path_.join)(directory, `.svc-ci-journal.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    await (0,owned_files/* createFile */.x3)(temp, journalMarker(digest));
    try {
        await (0,promises_.link)(temp, marker);
    }
    catch (error) {
        if (error.code !== "EEXIST")
            throw error;
        return (await (0,owned_files/* readSmallFile */.EW)(marker, 256)) === journalMarker(digest);
    }
    finally {
        await (0,promises_.unlink)(temp).catch(() => { });
    }
    await (0,owned_files/* syncDirectory */.zR)(directory);
    return true;
}
/** The journal of one run directory (already claimed). */
function fileJournal(directory) {
    const file = (stepId) => (0,external_node_path_.join)(directory, `${stepId}.json`);
    return {
        location: directory,
        read: async (stepId) => {
            const record = await readRecordFile(file(stepId));
            return record?.step === stepId ? record : undefined;
        },
        write: async (record) => {
            const temp = (0,external_node_path_.join)(directory, `.${record.step}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
            await (0,owned_files/* createFile */.x3)(temp, JSON.stringify(record));
            try {
                await (0,promises_.rename)(temp, file(record.step));
            }
            catch (error) {
                await (0,promises_.unlink)(temp).catch(() => { });
                throw error;
            }
            await (0,owned_files/* syncDirectory */.zR)(directory);
        },
        remove: async (stepId) => {
            const stats = await (0,promises_.lstat)(file(stepId)).catch(() => undefined);
            if (!stats?.isFile())
                return;
            await (0,promises_.unlink)(file(stepId)).catch(() => { });
            await (0,owned_files/* syncDirectory */.zR)(directory);
        },
    };
}
/**
 * A record file's content when it is one (a regular file, not a symlink or a pipe, at most 16 KiB,
 * a version-1 record); undefined otherwise. For the journal and for the Action's post step.
 */
async function readRecordFile(path) {
    const text = await (0,owned_files/* readSmallFile */.EW)(path, maxRecordBytes);
    if (text === undefined)
        return undefined;
    try {
        const record = JSON.parse(text);
        return record !== null && typeof record === "object" && record.v === 1 && typeof record.step === "string"
            ? record
            : undefined;
    }
    catch {
        return undefined;
    }
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
/** The fix line under a state directory the run journal cannot use (docs/troubleshooting.md). */
const stateDirHint = "give another --state-dir, or move what the message names away";
/**
 * Opens the run journal; `debug` hears what its clean-up left alone (docs/security.md "What svc
 * deletes"). A directory that cannot be used is a usage error naming what is in the way.
 */
async function openRunJournal(stateDir, run, debug) {
    try {
        return await openFileJournal(stateDir, run, debug ? { debug } : {});
    }
    catch (error) {
        const why = error instanceof JournalDirectoryError
            ? error.message
            : ((await (0,path_problem/* creatableDirectoryProblem */.Wg)(stateDir)) ??
                `it cannot be written (${error.code ?? "error"})`);
        throw new cli_errors/* CliError */.z1("invalid_arguments", `cannot use the state directory ${stateDir} for the run journal: ${why}`, {
            hint: stateDirHint,
        });
    }
}

// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
;// CONCATENATED MODULE: ./lib/cli/commands/run.body.js















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
    const prepared = await prepareRun(ctx, planFile, options);
    const stepErrors = new Map();
    const report = await executeRun(ctx, prepared, options, stepErrors);
    onReport(report);
    await ctx.render(report, { table: reportTable });
    throwForOutcome(report, stepErrors, options);
}
async function prepareRun(ctx, planFile, options) {
    const concurrency = checkFlags(options);
    const source = await readPlan(ctx, planFile);
    const parsed = parseOrExplain(ctx, source);
    for (const warning of parsed.warnings)
        ctx.stderr.write(`svc: warning: ${issueLine(ctx, source, parsed, warning)}\n`);
    const identity = runIdentity(ctx, options);
    const secretsDir = options.secretsDir === undefined ? undefined : (0,external_node_path_.resolve)(ctx.cwd, options.secretsDir);
    if (options.secretsDir !== undefined && secretsDir !== undefined) {
        const problem = await (0,path_problem/* directoryProblem */.DG)(secretsDir);
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
    return { source, parsed, identity, secretsDir, concurrency };
}
/** The flags that need no file: --fail-on-changes only with plan mode, --concurrency a whole number in range. */
function checkFlags(options) {
    if (options.failOnChanges && options.mode !== "plan")
        throw new cli_errors/* CliError */.z1("invalid_arguments", "--fail-on-changes only applies to --mode plan", {
            hint: "gate a pull request with: svc run <plan> --mode plan --fail-on-changes",
        });
    if (options.concurrency === undefined)
        return undefined;
    const value = options.concurrency.trim();
    const count = /^[0-9]{1,3}$/.test(value) ? Number(value) : Number.NaN;
    if (!(count >= 1 && count <= maxConcurrency))
        throw new cli_errors/* CliError */.z1("invalid_arguments", `--concurrency must be a whole number from 1 to ${maxConcurrency} (steps at once; 1 runs them one by one in plan order)`, { hint: `e.g. --concurrency 4 (default ${defaultConcurrency})` });
    return count;
}
function runIdentity(ctx, options) {
    try {
        return runIdentityFor(options.mode, ctx.env, {
            ...(options.runId === undefined ? {} : { runId: options.runId }),
            ...(options.runAttempt === undefined ? {} : { runAttempt: options.runAttempt }),
        });
    }
    catch (error) {
        if (error instanceof RunIdentityError)
            throw new cli_errors/* CliError */.z1("invalid_arguments", error.message);
        throw error;
    }
}
/**
 * The run itself: the client (counting requests for the totals and the terminal's progress line),
 * the run journal (apply), then runPlan. A plan problem found before the first call (a sink) is
 * printed like a parse problem.
 */
async function executeRun(ctx, prepared, options, stepErrors) {
    const { source, parsed, identity } = prepared;
    const counter = requestCounter();
    const progress = runProgressLine(ctx);
    const { client, credential } = await ctx.session({
        events: (0,events/* combineEvents */.j)(counter.events, progress?.events),
        ...(progress ? { notices: progress.print } : {}),
    });
    const journal = await journalFor(ctx, options, identity);
    // A base URL on loopback is a rehearsal against a local emulator, as in the Action: the
    // emulator's own flag decides on loopback and private webhook destinations.
    const rehearsal = credential.baseUrl !== undefined && isLoopbackUrl(credential.baseUrl);
    announce(ctx, prepared, options.mode, journal !== undefined);
    const notes = planNotes(ctx, progress?.print);
    const context = cliEngineContext(ctx, {
        client,
        run: identity.run,
        mode: options.mode,
        rehearsal,
        secretsDir: prepared.secretsDir,
        journal,
        stepErrors,
        notes,
        progress,
        concurrency: prepared.concurrency,
        requestCounts: counter.counts,
    });
    try {
        return await runPlan(parsed.plan, context);
    }
    catch (error) {
        notes.flush();
        if (error instanceof PlanValidationError)
            throw invalidPlan(ctx, source, parsed, error.issues);
        throw error;
    }
    finally {
        progress?.done();
        notes.flush();
    }
}
/** The run journal of an apply run (none without a state directory); plan mode neither reads nor writes one. */
async function journalFor(ctx, options, identity) {
    if (options.mode !== "apply")
        return undefined;
    const stateDir = stateDirectory(ctx.env, ctx.cwd, options.stateDir);
    return stateDir === undefined
        ? undefined
        : await openRunJournal(stateDir, identity.run, stderrLogger(ctx).debug);
}
/** The run's first line on stderr, and the warning of an apply run that keeps no journal. */
function announce(ctx, prepared, mode, journaled) {
    const { source, parsed, identity } = prepared;
    ctx.stderr.write(`svc: ${mode} ${(0,sanitize/* safeDiagnostic */.dB)(source.label, ctx.secrets)}: ${parsed.plan.steps.length} step(s); run identity from ${(0,sanitize/* safeDiagnostic */.dB)(identity.description, ctx.secrets)}\n`);
    if (mode === "apply" && !journaled)
        ctx.stderr.write("svc: no run journal (give --state-dir, or set XDG_STATE_HOME or HOME): a re-run cannot replay a secret reveal this run is interrupted in (docs/plan.md#crash-safety)\n");
}
/** A failed step keeps its API status's exit code; --fail-on-changes fails on pending changes. */
function throwForOutcome(report, stepErrors, options) {
    const failed = report.steps.find((step) => step.status === "failed");
    if (failed) {
        const cause = stepErrors.get(failed.id);
        const exitCode = cause === undefined ? cli_errors/* EXIT */.dc.failure : apiExitCode(cause);
        throw new cli_errors/* CliError */.z1("step_failed", `step "${failed.id}" (${failed.uses}) failed: ${failed.error ?? failed.summary}`, { exitCode });
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
/**
 * `file:line:column: message`, redacted and sanitised; a message's further lines (the plan's line
 * and a caret under a YAML syntax error) follow, each its own `svc: ` line.
 */
function issueLine(ctx, source, parsed, issue) {
    const position = issue.line !== undefined ? { line: issue.line, column: issue.column ?? 1 } : parsed?.locate(issue.path);
    const where = position ? `${source.label}:${position.line}:${position.column}: ` : `${source.label}: `;
    const [first = "", ...more] = issue.message.split("\n");
    return [`${where}${first}`, ...more].map((line) => (0,sanitize/* safeDiagnostic */.dB)(line, ctx.secrets)).join("\nsvc: ");
}
/** Every problem on its own stderr line, `file:line:column: message`; nothing was called. */
function invalidPlan(ctx, source, parsed, issues) {
    const lines = issues.map((issue) => issueLine(ctx, source, parsed, issue));
    for (const line of lines)
        ctx.stderr.write(`svc: ${line}\n`);
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    return new cli_errors/* CliError */.z1("invalid_plan", `the plan is invalid (${count}); nothing was called or changed`, {
        details: lines,
        hint: "fix each problem above (each names its line, step, field and fix); every field of every step: docs/plan-reference.md",
    });
}
function reportTable(report) {
    const rows = report.steps.map((step) => ({
        step: step.id,
        uses: step.uses,
        status: step.status,
        change: step.change ?? "",
        summary: step.summary,
    }));
    return `${(0,table/* formatTable */.ku)(rows)}${report.mode}: ${report.ok ? "ok" : "failed"}, ${report.changes} change(s)${describeTotals(report.totals)}\n`;
}
/** `; 57 requests (2 answered 429), 1.4 s` */
function describeTotals(totals) {
    if (!totals)
        return "";
    const limited = totals.rateLimited ? ` (${totals.rateLimited} answered 429)` : "";
    const requests = totals.requests === undefined ? "" : `${totals.requests} request(s)${limited}, `;
    return `; ${requests}${(totals.durationMs / 1000).toFixed(1)} s`;
}


/***/ }),

/***/ 7479:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   mf: () => (/* binding */ createProgress),
/* harmony export */   wu: () => (/* binding */ inCi)
/* harmony export */ });
const NONE = { page() { }, done() { } };
function statusLine(ctx) {
    let current;
    const draw = () => {
        if (current === undefined)
            return;
        ctx.stderr.write(`\r\x1b[2K${ctx.color.stderr ? `\x1b[2m${current}\x1b[22m` : current}`);
    };
    return {
        show(text) {
            current = text;
            draw();
        },
        print(lines) {
            ctx.stderr.write(current === undefined ? lines : `\r\x1b[2K${lines}`);
            draw();
        },
        clear() {
            if (current !== undefined)
                ctx.stderr.write("\r\x1b[2K");
            current = undefined;
        },
    };
}
/** The markers of the CI systems `svc run` knows (docs/cli-run.md), and the common `CI=true`. */
const ciMarkers = [
    "GITHUB_ACTIONS",
    "GITLAB_CI",
    "CIRCLECI",
    "BUILDKITE",
    "TF_BUILD",
    "JENKINS_URL",
    "JENKINS_HOME",
];
/** A CI's log is no terminal even when it emulates one: a rewritten line would only add noise. */
function inCi(env) {
    const ci = env.CI?.trim().toLowerCase();
    if (ci && ci !== "false" && ci !== "0")
        return true;
    return ciMarkers.some((name) => Boolean(env[name]?.trim()));
}
/**
 * One self-rewriting stderr line for `--all` (pages, items, rate), only when stderr is a
 * terminal; never on a pipe or file, so scripts see clean stderr.
 */
function createProgress(ctx, noun = "items") {
    if (!ctx.stderrIsTTY)
        return NONE;
    const started = ctx.now();
    const line = statusLine(ctx);
    let pages = 0;
    let items = 0;
    return {
        page(count) {
            pages += 1;
            items += count;
            const seconds = Math.max((ctx.now() - started) / 1000, 0.001);
            const rate = Math.round(items / seconds);
            line.show(`${pages} page${pages === 1 ? "" : "s"}, ${items} ${noun}, ${rate}/s`);
        },
        done() {
            line.clear();
        },
    };
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
/* harmony export */   rc: () => (/* binding */ requestIdPattern)
/* harmony export */ });
/* unused harmony export requestId */
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
/* unused harmony export deliveryAttempt */
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
/* harmony export */   a5: () => (/* binding */ revisionPattern),
/* harmony export */   bk: () => (/* binding */ webhookEtagPattern),
/* harmony export */   ek: () => (/* binding */ deliveryId),
/* harmony export */   iq: () => (/* binding */ revealedSecretEssentials),
/* harmony export */   vO: () => (/* binding */ webhookUrl),
/* harmony export */   vu: () => (/* binding */ webhookUpdate),
/* harmony export */   yr: () => (/* binding */ deliveryIdPattern)
/* harmony export */ });
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
/**
 * What a create or rotation answer must hold for its secret to be usable: a webhook id and a
 * well-formed signing secret. The rest of the answer is checked by `webhookWithSecret` /
 * `webhookSecretRotation`; a client that tolerates deviations reports those as warnings.
 */
const revealedSecretEssentials = (0,_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: webhookId, attributes: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ signingSecret }) }) }));
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

/***/ 9976:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ combineEvents)
/* harmony export */ });
/** One listener set that calls each of `parts` in turn (e.g. run totals and wait notices). */
function combineEvents(...parts) {
    const sets = parts.filter((part) => part !== undefined);
    return {
        onAttempt: (info) => {
            for (const set of sets)
                set.onAttempt?.(info);
        },
        onRateLimited: (info) => {
            for (const set of sets)
                set.onRateLimited?.(info);
        },
        onWait: (info) => {
            for (const set of sets)
                set.onWait?.(info);
        },
    };
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
