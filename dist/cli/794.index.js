export const id = 794;
export const ids = [794];
export const modules = {

/***/ 1794:
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

// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(4899);
// EXTERNAL MODULE: ./lib/engine/plan-errors.js
var plan_errors = __webpack_require__(2051);
// EXTERNAL MODULE: ./lib/engine/webhook-index.js
var webhook_index = __webpack_require__(1526);
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
            this.#waiting.push({ stepId, url: (0,webhook_index/* normaliseUrl */.CZ)(url), resolve, reject });
        });
        const result = park((0,webhook_index/* abortable */.ZC)(waiting, signal));
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
            const { matches } = await (0,webhook_index/* listByUrls */.KT)(this.client, urls, this.signal);
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

// EXTERNAL MODULE: ./lib/engine/steps/index.js + 18 modules
var engine_steps = __webpack_require__(2550);
;// CONCATENATED MODULE: ./lib/engine/end-only-needs.js

/**
 * For each step, those of its needs (stepNeeds) it waits for only to end (docs/plan.md "Order and
 * concurrency"): a step that only reads (a release gate's check-recent-deliveries after the smoke
 * test) depends on its webhook existing, not on the steps before it succeeding. Only the step its
 * `webhook:` names, which gives it the webhook's id, must have succeeded; it still runs after the
 * others, so it reads what they did.
 */
function endOnlyNeeds(steps, needs) {
    const index = new Map(steps.map((step, at) => [step.id, at]));
    return steps.map((step, at) => {
        if (!(0,engine_steps/* stepDefinition */.K)(step.uses)?.readOnly)
            return [];
        const named = step.with?.webhook;
        const source = typeof named === "string" ? index.get(named) : undefined;
        return (needs[at] ?? []).filter((need) => need !== source);
    });
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
 * starts once every step it needs has succeeded (or, for a need it waits for only to end, has ended
 * or is known not to run), the lowest plan index first among the ready ones, while fewer than
 * `concurrency` steps hold a slot. When a step fails, the steps that need it (directly or through
 * others) do not run, naming it; independent steps go on. Cancellation, or a
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
    #endOnly;
    #outcomes;
    #startedAt;
    #outcomeOf;
    #all = deferred();
    #ready = [];
    #running = new Set();
    #slots;
    #finished = 0;
    #parked = 0;
    #halted;
    constructor(options) {
        const count = options.ids.length;
        this.#options = options;
        this.#slots = new Slots(options.concurrency);
        this.#waitingOn = options.needs.map((needs) => needs.length);
        this.#dependents = Array.from({ length: count }, () => []);
        this.#endOnly = Array.from({ length: count }, (_, at) => new Set(options.endOnly?.[at]));
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
    parked() {
        return this.#parked;
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
            if (blocked !== undefined && !this.#endOnly[dependent]?.has(index)) {
                this.#finish(dependent, { notRun: blocked });
                continue;
            }
            const left = (this.#waitingOn[dependent] ?? 1) - 1;
            this.#waitingOn[dependent] = left;
            // One that a halt or a cancellation marked not to run never becomes ready.
            if (left === 0 && !this.#outcomes[dependent])
                insert(this.#ready, dependent);
        }
    }
    #park = async (wait) => {
        if (this.#oneByOne)
            return wait;
        this.#parked += 1;
        this.#slots.release();
        this.#pump();
        try {
            return await wait;
        }
        finally {
            await this.#slots.acquire();
            this.#parked -= 1;
            this.#options.onChange?.();
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
            for (let index = 0; index < this.#outcomes.length; index += 1)
                if (!this.#outcomes[index] && !this.#running.has(index))
                    this.#finish(index, { notRun: stop });
            // After the marking: a step waiting only for one marked here became ready on the way.
            this.#ready.length = 0;
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
function targetOf(step) {
    const declared = (0,engine_steps/* stepDefinition */.K)(step.uses)?.target ?? {};
    const input = (step.with ?? {});
    const value = (field) => {
        const held = field === undefined ? undefined : input[field];
        return typeof held === "string" ? held : undefined;
    };
    const values = {};
    for (const kind of ["url", "reference", "id"]) {
        const held = value(declared[kind]);
        if (held !== undefined)
            values[kind] = held;
    }
    if (declared.whenNone)
        values.whenNone = declared.whenNone;
    return values;
}
/**
 * What each step waits for (docs/plan.md "Order and concurrency"), as indexes of earlier steps,
 * derived from each step definition's declared target fields:
 * - the step its reference names;
 * - the step before it in the plan that acts on the same webhook: the same URL, the same webhook
 *   id, or a reference to the same chain (a rotate-secret, then the test-delivery of that
 *   webhook, run in plan order);
 * - for a step that names no target and acts on every webhook (check-recent-deliveries without a
 *   webhook: every delivery of the credential): every step before it, and every step after it
 *   waits for it.
 * Steps that share none of these are independent. Linear in the number of steps.
 */
function stepNeeds(steps) {
    const index = new Map(steps.map((step, at) => [step.id, at]));
    const resourceOf = [];
    /** The last step seen of each resource. */
    const lastOn = new Map();
    let barrier;
    return steps.map((step, at) => {
        const target = targetOf(step);
        const needs = new Set();
        const ref = target.reference === undefined ? undefined : index.get(target.reference);
        if (ref !== undefined && ref < at)
            needs.add(ref);
        const resource = target.whenNone === "every-webhook" &&
            target.reference === undefined &&
            target.id === undefined &&
            target.url === undefined
            ? EVERY_WEBHOOK
            : resourceKey(target, ref === undefined ? undefined : resourceOf[ref], step.id);
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
function resourceKey(target, referenced, stepId) {
    if (referenced !== undefined)
        return referenced;
    if (target.id !== undefined)
        return `id:${target.id}`;
    if (target.url !== undefined)
        return `url:${(0,webhook_index/* normaliseUrl */.CZ)(target.url)}`;
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
 * in plan order as the steps before it are done. Returns the reports in plan order. `beforeSteps`
 * may read the index before any step starts (and throw to run none).
 */
async function executePlan(plan, context, run, beforeSteps) {
    const ids = plan.steps.map((step) => step.id);
    const logs = plan.steps.map(() => new StepLog());
    const yielded = new Map();
    const testDeliveries = new Set();
    let settler;
    const webhooks = new webhook_index/* WebhookIndex */.mZ(context.client, context.signal, () => settler?.poke());
    // A check that needs the listing (reveal-check.ts) runs it before the first step; the steps
    // find it loaded.
    await beforeSteps?.(webhooks);
    let scheduled;
    const onChange = () => {
        settler?.poke();
        if (scheduled)
            progress(context, scheduled, ids.length);
    };
    const needs = stepNeeds(plan.steps);
    scheduled = schedule({
        ids,
        needs,
        endOnly: endOnlyNeeds(plan.steps, needs),
        concurrency: concurrencyOf(context),
        signal: context.signal,
        run: (index, park) => {
            const step = plan.steps[index];
            const creates = settler;
            const logger = logs[index];
            return run(step, { webhooks, creates, park, logger, yielded, testDeliveries });
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
    const status = (0,errors/* failureStatus */.l1)(result.error);
    if (status !== 401 && status !== 403)
        return undefined;
    return `not run: step "${id}" was refused by the service (HTTP ${status}), as every later request would be`;
}
/** The ensure-webhook steps running or ready to run (apply mode only: plan mode creates nothing). */
function pendingEnsures(plan, context, scheduled) {
    const urls = plan.steps.map((step) => step.uses === "ensure-webhook" && context.mode === "apply"
        ? (0,webhook_index/* normaliseUrl */.CZ)(step.with.url)
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
    const waiting = scheduled.parked();
    context.onProgress({ done: scheduled.finished(), total, running: scheduled.running() - waiting, waiting });
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

// EXTERNAL MODULE: ./lib/engine/plan-policy.js
var plan_policy = __webpack_require__(1602);
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

;// CONCATENATED MODULE: ./lib/engine/reveal-check.js
/** The problems to refuse now, and those that wait for the listing. */
function splitByReveal(plan, issues, mode) {
    const now = [];
    const ifCreating = [];
    for (const issue of issues) {
        const waits = mode === "apply" && issue.whenRevealing === true && urlOfEnsure(plan, issue) !== undefined;
        (waits ? ifCreating : now).push(issue);
    }
    return { now, ifCreating };
}
/**
 * The waiting problems of the steps that will create their webhook (no webhook has the URL): the
 * listing is read here, once for the whole run (the steps then find it loaded). Reads only.
 */
async function creatingIssues(plan, waiting, webhooks, signal) {
    const first = waiting[0];
    if (!first)
        return [];
    await webhooks.find(urlOfEnsure(plan, first), signal);
    return waiting.filter((issue) => webhooks.has(urlOfEnsure(plan, issue)) !== true);
}
/** The URL of the ensure-webhook step a destination problem belongs to, else undefined. */
function urlOfEnsure(plan, issue) {
    const [top, index, field, sink] = issue.path;
    if (top !== "steps" || typeof index !== "number" || field !== "with" || sink !== "secret-sink")
        return undefined;
    const step = plan.steps[index];
    if (step?.uses !== "ensure-webhook")
        return undefined;
    const url = step.with.url;
    return typeof url === "string" ? url : undefined;
}

;// CONCATENATED MODULE: ./lib/engine/review/counts.js
const kindOfChange = {
    created: "create",
    "would-create": "create",
    updated: "update",
    reactivated: "update",
    "would-update": "update",
    "would-reactivate": "update",
    rotated: "rotate",
    "would-rotate": "rotate",
    removed: "remove",
    "would-remove": "remove",
};
function changeKind(step) {
    if (step.status === "failed")
        return "failed";
    if (step.status === "not-run")
        return "not-run";
    return (step.change !== undefined && kindOfChange[step.change]) || "unchanged";
}
function countKinds(steps) {
    const counts = {
        create: 0,
        update: 0,
        rotate: 0,
        remove: 0,
        unchanged: 0,
        failed: 0,
        "not-run": 0,
    };
    for (const step of steps)
        counts[changeKind(step)] += 1;
    return counts;
}
/** How each count reads in plan mode (future) and after apply (past). */
const words = {
    create: { plan: "to create", apply: "created" },
    update: { plan: "to update", apply: "updated" },
    rotate: { plan: "to rotate", apply: "rotated" },
    remove: { plan: "to remove", apply: "removed" },
    unchanged: { plan: "unchanged", apply: "unchanged" },
    failed: { plan: "failed", apply: "failed" },
    "not-run": { plan: "not run", apply: "not run" },
};
/** Always shown, even when 0 (a reviewer reads "0 to remove" as a fact); the rest only when not 0. */
const alwaysShown = new Set(["create", "update", "remove", "unchanged"]);
/**
 * `Plan: 10 to create, 10 to update, 2 to remove, 278 unchanged` (plan mode) or
 * `Apply: 10 created, 10 updated, 2 removed, 278 unchanged`; rotations, failures and steps not run
 * are added when there are any.
 */
function countsLine(mode, counts) {
    const order = ["create", "update", "rotate", "remove", "unchanged", "failed", "not-run"];
    const parts = order
        .filter((kind) => alwaysShown.has(kind) || counts[kind] > 0)
        .map((kind) => `${counts[kind]} ${words[kind][mode]}`);
    return `${mode === "plan" ? "Plan" : "Apply"}: ${parts.join(", ")}`;
}

// EXTERNAL MODULE: ./lib/transport/errors.js
var transport_errors = __webpack_require__(5786);
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
        throw new errors/* StepFailure */.pH(`the ${spec.type} secret sink is not available here`);
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
            throw new errors/* StepFailure */.pH(`cannot record the reveal in the run journal ${journal.location} (${(0,errors/* describeError */.Uc)(error)}); nothing was sent: fix the state directory and re-run`);
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
        const what = (0,errors/* isAppliedWrite */.f$)(error)
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
        if (error instanceof errors/* StepFailure */.pH) {
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
        throw new errors/* StepFailure */.pH(`the new signing secret was issued but the ${reveal.spec.type} sink failed: ${(0,errors/* describeError */.Uc)(error)}; the secret is masked and ${stored}: ${recover}`, { cause: error });
    }
}
/** The sink holds the secret; a failure to note it only means a re-run replays and delivers again. */
async function noteStored(reveal, fingerprint) {
    const { journal, record, context } = reveal;
    if (!journal || !record)
        return;
    await journal
        .write({ ...record, state: "stored", fingerprint, at: new Date(context.clock.now()).toISOString() })
        .catch((error) => context.logger.warning(`could not update the run journal: ${(0,errors/* describeError */.Uc)(error)}`));
}
/** A secret that may exist at the service but reached no sink: the step says so and how to recover. */
function unstoredSecret(error, what, hint) {
    const replay = hint ? `; ${hint}` : "";
    return new errors/* StepFailure */.pH(`${(0,errors/* describeError */.Uc)(error)}; ${what}, so it was not stored: re-run the job, and rotate the secret again (rotate-secret) if this step does not reveal one${replay}`, { cause: error });
}
/**
 * Whether a failed reveal may still have issued a secret: an answer was lost or unreadable
 * (unknown outcome, invalid response), the answer was a gateway/server error that may follow the
 * work, or an earlier attempt of the retried request may have been carried out.
 */
function mayHaveIssued(error) {
    if (error instanceof transport_errors/* ApiError */.hD) {
        // Attempts answered 429 were refused before the service acted; they do not make it ambiguous.
        const mayHaveActed = error.transport.attempts - (error.transport.rateLimitedAttempts ?? 0);
        return mayHaveActed > 1 || [500, 502, 504].includes(error.status);
    }
    if (error instanceof transport_errors/* ClientError */.MZ) {
        return (error.outcomeUnknown || error.code === "invalid_api_response" || error.code === "response_too_large");
    }
    return false;
}

// EXTERNAL MODULE: ./lib/engine/step-types.js
var step_types = __webpack_require__(3498);
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
    for (const note of (0,plan_errors/* groupIssues */.ak)(notes))
        context.logger.warning(note.message);
    const issues = (0,plan_policy/* destinationIssues */.B)(plan, context.rehearsal === true);
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
        const message = `${(0,plan_errors/* describePath */.NH)(plan, path)}: the ${spec.type} secret sink is only available in the GitHub Action; use output, file or command`;
        if (context.mode === "plan")
            notes.push({ path, message });
        return context.mode === "plan" ? [] : [{ path, message }];
    }
    const previous = context.mode === "apply" ? await context.journal?.read(step.id) : undefined;
    const scope = { stepId: step.id, ...(previous?.target ? { previousTarget: previous.target } : {}) };
    return (await handler.check(spec, scope)).map((problem) => ({
        ...sinkIssue(plan, index, problem.message, problem.field),
        ...(problem.whenRevealing ? { whenRevealing: true } : {}),
    }));
}
function sinkIssue(plan, index, message, field) {
    const base = ["steps", index, "with", "secret-sink"];
    const path = field ? [...base, field] : base;
    return { path, message: `${(0,plan_errors/* describePath */.NH)(plan, path)}: ${message}` };
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
    const { now, ifCreating } = splitByReveal(plan, await checkPlan(plan, context), context.mode);
    if (now.length > 0)
        throw new plan_errors/* PlanValidationError */.zr(now);
    const handlers = sinkHandlers(context);
    const span = {};
    const steps = await executePlan(plan, context, (step, scope) => runStep(step, context, handlers, scope, span), async (webhooks) => {
        const creating = await creatingIssues(plan, ifCreating, webhooks, context.signal);
        if (creating.length > 0)
            throw new plan_errors/* PlanValidationError */.zr(creating);
    });
    const ok = steps.every((step) => step.status !== "failed" && step.status !== "not-run");
    const changes = countChanges(steps);
    return { mode: context.mode, ok, changes, counts: countKinds(steps), steps, totals: totals(context, span) };
}
function totals(context, span) {
    const durationMs = Math.max(0, (span.last ?? 0) - (span.first ?? span.last ?? 0));
    const counts = context.requestCounts?.();
    return counts ? { durationMs, requests: counts.requests, rateLimited: counts.rateLimited } : { durationMs };
}
async function runStep(step, context, handlers, scope, span) {
    const definition = (0,engine_steps/* stepDefinition */.K)(step.uses);
    const elapsed = stepTimer(context, span);
    const deadline = stepDeadline(definition?.deadline?.(step.with), context.signal);
    const logger = scope.logger;
    try {
        if (!definition)
            throw new errors/* StepFailure */.pH(`unknown step ${step.uses}`);
        const stepContext = stepContextFor(step, context, handlers, scope, deadline.signal);
        const outcome = await definition.run(step.with, stepContext);
        if (context.mode === "plan")
            recordPlanEffect(step, definition, outcome, scope);
        if (outcome.webhook && definition.yieldsWebhook) {
            scope.yielded.set(step.id, outcome.webhook);
            scope.webhooks.note(outcome.webhook);
        }
        // A failed outcome failed the step as a thrown error does: the adapter hears of both alike.
        if (outcome.status === "failed")
            context.onStepError?.(step.id, new errors/* StepFailure */.pH(outcome.summary));
        (outcome.status === "failed" ? logger.warning : logger.info).call(logger, outcome.summary);
        return { report: { ...runner_reportOf(step, outcome), ...elapsed() } };
    }
    catch (error) {
        const message = (0,errors/* describeError */.Uc)(error, context.words);
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
/**
 * Plan mode: what the step would leave at its URL, from its declared `planEffect`, goes into the
 * run's index for later steps on that URL (the step itself records nothing).
 */
function recordPlanEffect(step, definition, outcome, scope) {
    if (outcome.status === "failed" || !definition.planEffect)
        return;
    const field = definition.target.reference;
    const ref = field === undefined ? undefined : step.with?.[field];
    const referenced = typeof ref === "string" ? scope.yielded.get(ref) : undefined;
    const effect = definition.planEffect(step.with, outcome, referenced);
    if (!effect)
        return;
    if (effect.leaves === "removed") {
        scope.webhooks.plan(effect.url, { kind: "removed", stepId: step.id, id: effect.id });
        return;
    }
    const { id, createdBy, actions, disabled } = effect;
    scope.webhooks.plan(effect.url, { kind: "ensured", stepId: step.id, id, createdBy, actions, disabled });
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
        testDeliveries: scope.testDeliveries,
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
        ...(outcome.before === undefined ? {} : { before: outcome.before }),
        ...(outcome.after === undefined ? {} : { after: outcome.after }),
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
        ? setTimeout(() => controller.abort(new errors/* StepDeadlineExceeded */.mX(timeout.text)), timeout.ms)
        : undefined;
    const signal = run ? AbortSignal.any([controller.signal, run]) : controller.signal;
    return { signal, dispose: () => clearTimeout(timer) };
}

;// CONCATENATED MODULE: ./lib/engine/review/markdown-text.js
/**
 * Untrusted text (URLs, ids, summaries quoting the API) made inert for Markdown that GitHub renders
 * (a pull-request comment, a job summary): one line, secret shapes redacted, control and bidi
 * characters visible, and every character Markdown or HTML acts on as a numeric entity, so no
 * value can break a table (`|`), open a tag, link, image or code span, or mention someone (`@`).
 */


const markdownActive = /[&<>"'|\\`*_[\]~#@!()]/g;
function markdownText(text) {
    return (0,log_text/* safeLogLine */.AL)((0,redact/* redactSecretShapes */.Kb)(text)).replace(markdownActive, (char) => `&#${char.charCodeAt(0)};`);
}

;// CONCATENATED MODULE: ./lib/engine/review/markdown.js


/** GitHub refuses a pull-request comment longer than this (characters). */
const pullRequestCommentLimit = 65_536;
/** The sign of each kind of step, as Terraform marks its plan. */
const changeMark = {
    create: "+",
    update: "~",
    rotate: "~",
    remove: "-",
    failed: "!",
    "not-run": "!",
    unchanged: " ",
};
/** Kinds a reviewer must see: they change something, or did not happen as planned. */
function isReviewed(step) {
    return changeKind(step) !== "unchanged";
}
const changesHeader = "| | Step | Change | Before | After | Details |\n| --- | --- | --- | --- | --- | --- |\n";
const restHeader = "| Step | Uses | Result | Details |\n| --- | --- | --- | --- |\n";
/** Characters kept back for the closing `</details>` and the last line. */
const reserve = 400;
function reviewMarkdown(report, limit = pullRequestCommentLimit) {
    const counts = report.counts ?? countKinds(report.steps);
    const reviewed = report.steps.filter(isReviewed);
    const rest = report.steps.filter((step) => !isReviewed(step));
    const out = new BoundedText(limit - reserve);
    out.add(`**${countsLine(report.mode, counts)}**\n\n`);
    if (reviewed.length > 0) {
        out.add(changesHeader);
        for (const step of reviewed)
            out.row(changeRow(step));
        out.add("\n");
    }
    if (rest.length > 0 && out.leftOut === 0 && out.fits(restHeader.length + 100)) {
        out.add(`<details><summary>${rest.length} unchanged step${rest.length === 1 ? "" : "s"}</summary>\n\n`);
        out.add(restHeader);
        for (const step of rest)
            out.row(restRow(step));
        out.closing("\n</details>\n");
    }
    else
        out.leftOut += rest.length;
    return out.text() + leftOutLine(out.leftOut, limit);
}
function leftOutLine(count, limit) {
    if (count === 0)
        return "";
    const rows = `${count} row${count === 1 ? " was" : "s were"}`;
    return `\n_${rows} left out to keep this within ${limit} characters; \`-o json\` (the Action's \`result\` output) has every step._\n`;
}
/** Text that stops taking rows once the next would pass its limit, counting those it left out. */
class BoundedText {
    limit;
    #text = "";
    #closing = "";
    leftOut = 0;
    constructor(limit) {
        this.limit = limit;
    }
    fits(length) {
        return this.#text.length + length <= this.limit;
    }
    add(text) {
        this.#text += text;
    }
    row(text) {
        if (this.leftOut === 0 && this.fits(text.length))
            this.#text += text;
        else
            this.leftOut += 1;
    }
    closing(text) {
        this.#closing = text;
    }
    text() {
        return this.#text + this.#closing;
    }
}
function changeRow(step) {
    const kind = changeKind(step);
    const change = step.change ?? step.status;
    const cells = [
        changeMark[kind].trim() || " ",
        stepCell(step),
        markdownText(change),
        snapshotCell(step.before),
        snapshotCell(step.after),
        markdownText(step.error ?? step.summary),
    ];
    return `| ${cells.join(" | ")} |\n`;
}
function restRow(step) {
    const result = step.change ? `${step.status}, ${step.change}` : step.status;
    const cells = [stepCell(step), markdownText(step.uses), markdownText(result), markdownText(step.summary)];
    return `| ${cells.join(" | ")} |\n`;
}
/** The step's id, and its name when it has one. */
const stepCell = (step) => markdownText(step.name ? `${step.id} (${step.name})` : step.id);
/** A webhook's state in one cell: URL whole, then its events, then disabled and id when known. */
function snapshotCell(snapshot) {
    if (snapshot === undefined)
        return "";
    if (snapshot === null)
        return "(none)";
    const lines = [];
    if (snapshot.url !== undefined)
        lines.push(markdownText(snapshot.url));
    if (snapshot.actions !== undefined)
        lines.push(markdownText(snapshot.actions.join(", ")));
    const state = snapshot.disabled === undefined ? undefined : snapshot.disabled ? "disabled" : "enabled";
    const id = snapshot.id === null ? "new" : markdownText(snapshot.id);
    lines.push(state ? `${state}, ${id}` : id);
    return lines.join("<br>");
}

// EXTERNAL MODULE: ./lib/untrusted/bounded-file.js
var bounded_file = __webpack_require__(3490);
// EXTERNAL MODULE: ./lib/engine/plan-document.js + 4 modules
var plan_document = __webpack_require__(3883);
// EXTERNAL MODULE: ./lib/engine/plan-set.js
var plan_set = __webpack_require__(1782);
;// CONCATENATED MODULE: ./lib/engine/plan-run/load-plan.js
/**
 * The one plan loader of both adapters (the Action and `svc run`): bytes, bounded before they are
 * read -> strict UTF-8 -> YAML (depth-checked, unique keys) -> schema -> policy -> warnings. An
 * adapter only decides where the bytes come from and how problems and warnings are shown.
 */



/**
 * A plan file's bytes: a regular file of at most 4 MiB, refused (InputFileError) before it is
 * read otherwise; a named pipe is refused at once rather than waited on.
 */
function readPlanFile(path) {
    return (0,bounded_file/* readBoundedFile */.Mv)(path, { maxBytes: plan_document/* maxPlanBytes */.J });
}
/** A plan read from a stream (standard input), at most 4 MiB; `signal` ends the wait. */
function readPlanStream(stream, signal) {
    return (0,bounded_file/* readBoundedStream */.i9)(stream, plan_document/* maxPlanBytes */.J, signal);
}
/**
 * Parses and checks the plan files of one run (or an inline plan's text) into a plan and its
 * warnings: their steps in order, ids unique across them. Throws PlanValidationError listing every
 * problem, each labelled with its file's label.
 */
function loadPlans(files) {
    return (0,plan_set/* parsePlans */.W)(files);
}

;// CONCATENATED MODULE: ./lib/engine/plan-run/plan-files.js
/**
 * The plan files a run names: a file as it is, a directory as the `*.yml` and `*.yaml` files
 * directly in it (docs/plan.md "Several plan files"). Shared by `svc run` and the Action.
 */


/** A run reads at most this many plan files (a directory of thousands is most likely the wrong one). */
const maxPlanFiles = 1_000;
const planFileName = /^[^.].*\.ya?ml$/;
class PlanFilesError extends Error {
    name = "PlanFilesError";
}
/**
 * Each named path as the plan files it stands for, in order: a directory's files sorted by name
 * (code-unit order, the same on every machine and locale; not recursive, so a subdirectory can
 * keep other plans or fragments without being run). Hidden files (.name) and subdirectories
 * (even one named x.yml) are left out. Throws
 * PlanFilesError for a directory with no plan file or too many files in all; a path that does not
 * exist is left for the reader to report.
 */
async function expandPlanPaths(paths) {
    const files = [];
    for (const path of paths) {
        const isDirectory = await (0,promises_.stat)(path).then((info) => info.isDirectory(), () => false);
        if (!isDirectory) {
            files.push(path);
            continue;
        }
        const names = (await (0,promises_.readdir)(path, { withFileTypes: true }))
            .filter((entry) => !entry.isDirectory() && planFileName.test(entry.name))
            .map((entry) => entry.name)
            .sort(byCodeUnits);
        if (names.length === 0)
            throw new PlanFilesError(`${path} is a directory with no plan file (*.yml or *.yaml) in it`);
        files.push(...names.map((name) => (0,external_node_path_.join)(path, name)));
        if (files.length > maxPlanFiles)
            break;
    }
    if (files.length > maxPlanFiles)
        throw new PlanFilesError(`a run reads at most ${maxPlanFiles} plan files; these paths hold more`);
    return files;
}
function byCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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

// EXTERNAL MODULE: ./lib/schemas/destination.js
var destination = __webpack_require__(3228);
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
/**
 * A step's failure is printed once, after the report (`svc: step "<id>" (<uses>) failed: ...`):
 * its log says only that it failed. `failures` holds the messages of the steps' errors.
 */
function withoutStepFailures(logger, failures) {
    return {
        ...logger,
        warning: (message) => {
            if (failures.delete(message))
                logger.info("failed (the reason follows the report)");
            else
                logger.warning(message);
        },
    };
}
const outputSinkRefusal = "the output sink would print the secret and svc run never prints secrets; give --secrets-dir <dir> (the secret goes to a new 0600 file <dir>/<step-id>-secret), or set with.secret-sink to { type: file, path: ... } or { type: command, command: [...] }";
/**
 * The plan's `output` sink (also the default of ensure-webhook) in svc run: there is no masked step
 * output outside GitHub, so it writes a new 0600 file in `--secrets-dir` (the engine's secret-file
 * rules), or, in apply mode, fails the plan before any call when no directory is given. Plan mode
 * reveals and writes no secret, so it needs no destination and says nothing about one: apply's
 * refusal names the fix when it matters.
 */
function cliOutputSink(secretsDir, mode = "apply") {
    if (secretsDir === undefined) {
        return {
            check: async () => (mode === "plan" ? [] : [{ message: outputSinkRefusal }]),
            prepare: async () => {
                throw new Error(outputSinkRefusal);
            },
        };
    }
    const files = (0,secret_files/* secretsDirSink */.YY)(secretsDir);
    return {
        check: async (spec, scope) => (await files.check(spec, scope)).map((problem) => ({
            message: `--secrets-dir: ${problem.message}`,
            ...(problem.whenRevealing ? { whenRevealing: problem.whenRevealing } : {}),
        })),
        prepare: (spec, scope) => files.prepare(spec, scope),
    };
}
function cliEngineContext(ctx, options) {
    const failures = new Set();
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
            output: cliOutputSink(options.secretsDir, options.mode),
        },
        logger: withoutStepFailures(stderrLogger(ctx, (lines) => {
            if (options.progress)
                options.progress.print(lines);
            else
                ctx.stderr.write(lines);
        }), failures),
        clock: systemClock,
        words: options.words,
        workingDirectory: ctx.cwd,
        // Ctrl-C aborts requests in flight; the steps not yet run are reported not-run.
        signal: ctx.signal,
        onStepError: (stepId, error) => {
            options.stepErrors.set(stepId, error);
            failures.add((0,errors/* describeError */.Uc)(error, options.words));
        },
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
    for (const planFile of facts.planFiles ?? [])
        if (await (0,same_file/* sameFile */.V)(facts.junit, planFile, target))
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
async function withJunitReport(ctx, file, planFiles, secretsDir, body) {
    if (file === undefined)
        return body(() => { });
    const path = (0,external_node_path_.resolve)(ctx.cwd, file);
    // What is known before the plan is read: the report is written even when reading it fails.
    await checkJunitTarget(ctx, {
        junit: path,
        planFiles: planFiles.filter((file) => file !== "-").map((file) => (0,external_node_path_.resolve)(ctx.cwd, file)),
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

// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
// EXTERNAL MODULE: ./lib/cli/output/text-width.js
var text_width = __webpack_require__(7906);
;// CONCATENATED MODULE: ./lib/cli/engine-host/review-table.js
/**
 * `svc run`'s table (docs/cli-run.md "Reviewing the output"): the counts first, then the steps that
 * change something (or failed), each marked `+ ~ -` (coloured on a terminal with colour on), the
 * unchanged ones collapsed to a count unless --show-unchanged, then the run's totals. Nothing a
 * reviewer needs is cut: the summary (with its URL and `+event -event` diff) is the last column,
 * whole, wrapped at the terminal's width on a terminal.
 */



const colours = {
    create: "32",
    update: "33",
    rotate: "33",
    remove: "31",
    failed: "1;31",
    "not-run": "31",
};
/** Narrower than this, the summary column would be too thin to read: it is left unwrapped. */
const narrowest = 24;
function reviewTable(report, options) {
    const counts = report.counts ?? countKinds(report.steps);
    const shown = options.showUnchanged ? report.steps : report.steps.filter(isReviewed);
    const hidden = report.steps.length - shown.length;
    let text = `${countsLine(report.mode, counts)}\n`;
    if (shown.length > 0)
        text += stepRows(shown, options);
    if (hidden > 0)
        text += `${hidden} unchanged step${hidden === 1 ? "" : "s"} not shown (--show-unchanged lists them)\n`;
    return `${text}${report.mode}: ${report.ok ? "ok" : "failed"}, ${report.changes} change(s)${describeTotals(report.totals)}\n`;
}
function stepRows(steps, options) {
    const header = ["step", "uses", "status", "change"];
    const rows = steps.map((step) => [step.id, step.uses, step.status, step.change ?? ""].map(table/* cellText */.Ie));
    const widths = header.map((name, i) => Math.max(name.length, ...rows.map((row) => (0,text_width/* displayWidth */.F1)(row[i] ?? ""))));
    const lead = (cells) => cells.map((cell, i) => (0,text_width/* padToWidth */.Fg)(cell, widths[i] ?? 0)).join("  ");
    const indent = 2 + widths.reduce((sum, width) => sum + width + 2, 0);
    const room = options.width === undefined ? undefined : options.width - indent;
    const lines = [`  ${lead(header)}  summary`, `  ${lead(widths.map((w) => "-".repeat(w)))}  -------`];
    steps.forEach((step, index) => {
        const kind = changeKind(step);
        const mark = changeMark[kind];
        const coloured = options.color && colours[kind] ? `\x1b[${colours[kind]}m${mark}\x1b[0m` : mark;
        const summary = wrap((0,table/* cellText */.Ie)(step.error ?? step.summary), room);
        lines.push(`${coloured} ${lead(rows[index] ?? [])}  ${summary.join(`\n${" ".repeat(indent)}`)}`.trimEnd());
    });
    return `${lines.join("\n")}\n`;
}
/** `text` in lines of at most `width` columns, broken at spaces where it can be, else anywhere. */
function wrap(text, width) {
    if (width === undefined || width < narrowest || (0,text_width/* displayWidth */.F1)(text) <= width)
        return [text];
    const lines = [];
    let line = "";
    for (const word of text.split(" ")) {
        let rest = word;
        while ((0,text_width/* displayWidth */.F1)(rest) > width) {
            if (line)
                lines.push(line);
            line = "";
            const cut = cutAt(rest, width);
            lines.push(rest.slice(0, cut));
            rest = rest.slice(cut);
        }
        const joined = line ? `${line} ${rest}` : rest;
        if ((0,text_width/* displayWidth */.F1)(joined) <= width)
            line = joined;
        else {
            lines.push(line);
            line = rest;
        }
    }
    if (line)
        lines.push(line);
    return lines;
}
/** The most code units of `text` that fill at most `width` columns (at least one character). */
function cutAt(text, width) {
    let used = 0;
    let at = 0;
    for (const char of text) {
        const next = (0,text_width/* displayWidth */.F1)(char);
        if (used + next > width && at > 0)
            break;
        used += next;
        at += char.length;
    }
    return at;
}
/** `; 57 request(s) (2 answered 429), 1.4 s` */
function describeTotals(totals) {
    if (!totals)
        return "";
    const limited = totals.rateLimited ? ` (${totals.rateLimited} answered 429)` : "";
    const requests = totals.requests === undefined ? "" : `${totals.requests} request(s)${limited}, `;
    return `; ${requests}${(totals.durationMs / 1000).toFixed(1)} s`;
}

// EXTERNAL MODULE: ./lib/cli/output/progress.js
var output_progress = __webpack_require__(7479);
;// CONCATENATED MODULE: ./lib/cli/engine-host/run-progress.js

/** Redraws at most this often on requests alone; a finished step redraws at once. */
const redrawMs = 100;
/** Without a terminal (a CI log): one progress line at most this often, from this far into the run. */
const logProgressEveryMs = 10_000;
/**
 * On a terminal, one self-rewriting line on stderr; off in a CI (`CI=true` or a CI's own marker
 * variable), with NO_COLOR (set, not empty) and when stderr is no terminal, where a run longer
 * than 10 s instead logs one progress line at most every 10 s (a CI log would keep every redraw).
 */
function runProgressLine(ctx) {
    const noColor = ctx.env.NO_COLOR !== undefined && ctx.env.NO_COLOR !== "";
    if (!ctx.stderrIsTTY || noColor || (0,output_progress/* inCi */.wu)(ctx.env))
        return progressLog(ctx);
    const line = (0,output_progress/* statusLine */.Bs)(ctx);
    let drawnAt = Number.NEGATIVE_INFINITY;
    let finished = false;
    const tally = progressTally(ctx.now, (force) => {
        const now = ctx.now();
        // Nothing to show before the run has started its steps (the total is known then).
        if (finished || tally.total() === 0 || (!force && now - drawnAt < redrawMs))
            return;
        drawnAt = now;
        line.show(tally.describe(now));
    });
    return {
        ...tally.listeners,
        print: (lines) => line.print(lines),
        done: () => {
            finished = true;
            line.clear();
        },
    };
}
/** No terminal: `svc: progress: 120/300 steps, ...` on stderr, at most every 10 s, none in the first 10 s. */
function progressLog(ctx) {
    let loggedAt;
    let finished = false;
    const tally = progressTally(ctx.now, () => {
        const now = ctx.now();
        const since = tally.startedAt();
        if (finished || since === undefined || now - since < logProgressEveryMs)
            return;
        if (loggedAt !== undefined && now - loggedAt < logProgressEveryMs)
            return;
        loggedAt = now;
        ctx.stderr.write(`svc: progress: ${tally.describe(now)}\n`);
    });
    return {
        ...tally.listeners,
        print: (lines) => ctx.stderr.write(lines),
        done: () => {
            finished = true;
        },
    };
}
/** The run's counts so far, told to `changed` (force: a step finished) after each event. */
function progressTally(now, changed) {
    const state = { done: 0, total: 0, running: 0, waiting: 0, requests: 0, rateLimited: 0 };
    let startedAt;
    return {
        total: () => state.total,
        startedAt: () => startedAt,
        /** `12/300 steps (8 running, 40 waiting), 57 requests, 2 answered 429, ETA 8 s` */
        describe(at) {
            const { done, total, running, waiting } = state;
            const busy = [running ? `${running} running` : "", waiting ? `${waiting} waiting` : ""].filter(Boolean);
            const limited = state.rateLimited === 0 ? "" : `, ${state.rateLimited} answered 429`;
            const requests = `${state.requests} request${state.requests === 1 ? "" : "s"}`;
            const eta = etaText(done, total, startedAt === undefined ? 0 : at - startedAt);
            return `${done}/${total} steps${busy.length ? ` (${busy.join(", ")})` : ""}, ${requests}${limited}${eta}`;
        },
        listeners: {
            events: {
                onAttempt: () => {
                    state.requests += 1;
                    changed(false);
                },
                onRateLimited: () => {
                    state.rateLimited += 1;
                    changed(false);
                },
            },
            onProgress: (progress) => {
                startedAt ??= now();
                const stepDone = progress.done !== state.done;
                Object.assign(state, progress);
                changed(stepDone);
            },
        },
    };
}
/** `, ETA 8 s` from the pace so far; nothing before the first step is done or after the last. */
function etaText(done, total, elapsedMs) {
    if (done === 0 || done >= total || elapsedMs <= 0)
        return "";
    const seconds = Math.ceil(((total - done) * elapsedMs) / done / 1000);
    return seconds < 60 ? `, ETA ${seconds} s` : `, ETA ${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

// EXTERNAL MODULE: ./lib/engine/owned-files.js
var owned_files = __webpack_require__(9833);
// EXTERNAL MODULE: ./lib/engine/step-id.js
var step_id = __webpack_require__(8814);
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
        if (step === undefined || !step_id/* stepIdPattern */.M.test(step))
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

// EXTERNAL MODULE: ./lib/schemas/exit-codes.js
var exit_codes = __webpack_require__(8317);
;// CONCATENATED MODULE: ./lib/cli/commands/run.body.js
















/**
 * `svc run <plan-file>`: the run, inside the --junit report when one is asked for; `svc run
 * --generate-plan FILE`: the plan of the webhooks that exist (generate-plan.ts).
 */
async function run(ctx, planFiles, options) {
    if (options.generatePlan !== undefined) {
        checkGenerateFlags(planFiles, options);
        const { generatePlan } = await __webpack_require__.e(/* import() */ 112).then(__webpack_require__.bind(__webpack_require__, 2112));
        return generatePlan(ctx, { ...options, generatePlan: options.generatePlan });
    }
    if (options.urlPrefix !== undefined || options.force)
        throw new cli_errors/* CliError */.z1("invalid_arguments", "--url-prefix and --force only apply to --generate-plan");
    if (planFiles.length === 0)
        throw new cli_errors/* CliError */.z1("invalid_arguments", "svc run needs a plan file", {
            hint: "svc run <plan-file>..., or write one for the webhooks that exist with: svc run --generate-plan <file>",
        });
    return withJunitReport(ctx, options.junit, planFiles, options.secretsDir, (onReport) => runPlanFile(ctx, planFiles, options, onReport));
}
/**
 * Exit codes: 0 the run succeeded (in plan mode also with pending changes, unless --fail-on-changes);
 * 1 a step failed for a non-API reason (a delivery failed, a threshold was exceeded, a sink failed)
 * or --fail-on-changes found changes; 2 the plan, a flag or the run identity is invalid (nothing was
 * called); 3-7 a step failed on an API status (the CLI's exit table).
 */
async function runPlanFile(ctx, planFiles, options, onReport = () => { }) {
    const prepared = await prepareRun(ctx, planFiles, options);
    const stepErrors = new Map();
    const report = await executeRun(ctx, prepared, options, stepErrors);
    onReport(report);
    await ctx.render(report, reportViews(ctx, options));
    throwForOutcome(ctx, report, stepErrors, options);
}
async function prepareRun(ctx, planFiles, options) {
    const concurrency = checkFlags(options);
    const source = await readPlans(ctx, planFiles);
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
            planFiles: source.paths,
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
    const { client, credential, words } = await ctx.session({
        events: (0,events/* combineEvents */.j)(counter.events, progress.events),
        notices: progress.print,
    });
    const journal = await journalFor(ctx, options, identity);
    // A base URL on loopback is a rehearsal against a local emulator, as in the Action: the
    // emulator's own flag decides on loopback and private webhook destinations.
    const rehearsal = credential.baseUrl !== undefined && (0,destination/* isLoopbackUrl */.tE)(credential.baseUrl);
    announce(ctx, prepared, options.mode, journal !== undefined);
    const context = cliEngineContext(ctx, {
        client,
        run: identity.run,
        mode: options.mode,
        rehearsal,
        secretsDir: prepared.secretsDir,
        journal,
        stepErrors,
        progress,
        concurrency: prepared.concurrency,
        requestCounts: counter.counts,
        words,
    });
    try {
        return await runPlan(parsed.plan, context);
    }
    catch (error) {
        if (error instanceof plan_errors/* PlanValidationError */.zr)
            throw invalidPlan(ctx, source, parsed, error.issues);
        throw error;
    }
    finally {
        progress.done();
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
function throwForOutcome(ctx, report, stepErrors, options) {
    const [failed, ...others] = report.steps.filter((step) => step.status === "failed");
    // Each failure is printed once, here, after the report (the step log says only that it failed).
    for (const other of others)
        ctx.stderr.write(`svc: step "${other.id}" (${other.uses}) failed: ${(0,sanitize/* safeDiagnostic */.dB)(other.error ?? other.summary, ctx.secrets)}\n`);
    if (failed) {
        const cause = stepErrors.get(failed.id);
        const exitCode = cause === undefined ? exit_codes/* EXIT */.d.failure : apiExitCode(cause);
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
    const status = (0,errors/* failureStatus */.l1)(error);
    return status === undefined ? exit_codes/* EXIT */.d.failure : (0,cli_errors/* exitCodeForStatus */.Xz)(status);
}
async function readPlans(ctx, planFiles) {
    if (planFiles.filter((file) => file === "-").length > 1)
        throw new cli_errors/* CliError */.z1("invalid_arguments", "svc run reads standard input (-) once; name it once");
    const named = await expandPlanPaths(planFiles.map((file) => (file === "-" ? file : (0,external_node_path_.resolve)(ctx.cwd, file)))).catch((error) => {
        if (error instanceof PlanFilesError)
            throw new cli_errors/* CliError */.z1("invalid_arguments", (0,sanitize/* safeDiagnostic */.dB)(error.message, ctx.secrets), {
                hint: "name plan files, or a directory of *.yml / *.yaml plan files",
            });
        throw error;
    });
    const files = [];
    for (const file of named)
        files.push(await readPlan(ctx, file === "-" ? file : displayPath(ctx, file)));
    const first = files[0]?.label ?? "plan";
    const label = files.length === 1 ? first : `${files.length} plan files (${first}, ...)`;
    return { files, label, paths: files.flatMap((file) => (file.path === undefined ? [] : [file.path])) };
}
/** A plan file as the user named it: relative to the working directory when inside it. */
function displayPath(ctx, path) {
    const named = (0,external_node_path_.relative)(ctx.cwd, path);
    return named.startsWith("..") || (0,external_node_path_.isAbsolute)(named) ? path : named;
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
        return loadPlans(source.files.map((file) => ({ content: file.bytes, label: file.label })));
    }
    catch (error) {
        if (error instanceof plan_errors/* PlanValidationError */.zr)
            throw invalidPlan(ctx, source, undefined, error.issues);
        throw error;
    }
}
/**
 * `file:line:column: message`, redacted and sanitised; a message's further lines (the plan's line
 * and a caret under a YAML syntax error) follow, each its own `svc: ` line.
 */
function issueLine(ctx, source, parsed, issue) {
    const position = issue.line !== undefined
        ? { line: issue.line, column: issue.column ?? 1, file: issue.file }
        : parsed?.locate(issue.path);
    const file = issue.file ?? position?.file ?? source.files[0]?.label ?? source.label;
    const where = position ? `${file}:${position.line}:${position.column}: ` : `${file}: `;
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
/** The report's table (review-table.ts) and Markdown (the engine's, shared with the Action's job summary). */
function reportViews(ctx, options) {
    const width = ctx.stdoutIsTTY ? ctx.stdout.columns : undefined;
    return {
        table: (report) => reviewTable(report, { showUnchanged: options.showUnchanged === true, color: ctx.color.stdout, width }),
        markdown: (report) => reviewMarkdown(report),
    };
}
/** --generate-plan writes a plan: it runs none, so it takes no plan file and no apply-only flag. */
function checkGenerateFlags(planFiles, options) {
    if (planFiles.length > 0)
        throw new cli_errors/* CliError */.z1("invalid_arguments", "--generate-plan writes a plan and runs none: give no plan file with it", {
            hint: "svc run --generate-plan <file>, then svc run <file> --mode plan",
        });
    const runOnly = [
        options.mode === "apply" && "--mode apply",
        options.failOnChanges && "--fail-on-changes",
        options.junit !== undefined && "--junit",
        options.secretsDir !== undefined && "--secrets-dir",
    ].filter(Boolean);
    if (runOnly.length > 0)
        throw new cli_errors/* CliError */.z1("invalid_arguments", `--generate-plan runs no plan: ${runOnly.join(", ")} do(es) not apply`);
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

/***/ 1168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sK: () => (/* binding */ durationSchema)
/* harmony export */ });
/* unused harmony exports parseDuration, formatDuration */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);

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
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(durationPattern, { message: `must be a duration like 30s, 2m, 24h or 7d (${range})`, abort: true })
        .refine((text) => {
        const ms = parseDuration(text) ?? 0;
        return ms >= min && ms <= max;
    }, { message: `must be ${range}` })
        .transform((text) => ({ ms: parseDuration(text) ?? 0, text }));
}


/***/ }),

/***/ 4899:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   f$: () => (/* binding */ isAppliedWrite),
/* harmony export */   l1: () => (/* binding */ failureStatus),
/* harmony export */   mX: () => (/* binding */ StepDeadlineExceeded),
/* harmony export */   pH: () => (/* binding */ StepFailure)
/* harmony export */ });
/* harmony import */ var _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(921);
/* harmony import */ var _transport_client_error_fixes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5855);
/* harmony import */ var _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5786);
/* harmony import */ var _transport_network_causes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8264);
/* harmony import */ var _transport_refused_wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6227);





/**
 * A step that cannot go on; the message already says what happened and what to do. `status` is
 * the API status behind it when there is one (a 409 or 412 contention the step explains), so
 * `svc run` exits with the exit table's code for it.
 */
/**
 * The client's AppliedWriteError (duck-typed: the engine does not import the client's classes):
 * the service answered 2xx, so the write most likely happened, but the answer is unusable.
 */
const isAppliedWrite = (error) => error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ && error.writeApplied === true;
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
    if (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD)
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
/**
 * One line for an error: what failed, the request id, and the likely fix in the adapter's words
 * for its settings (`words`). Never a secret.
 */
function describeError(error, words = _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralWords */ .di) {
    if (error instanceof StepFailure)
        return error.message;
    if (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) {
        const where = ` (HTTP ${error.status} ${error.code}, request ${error.requestId})`;
        return `${detailOf(error)}${where}${hintFor(error, words)}`;
    }
    if (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ClientError */ .MZ) {
        const unknown = error.outcomeUnknown ? "; the change may or may not have been applied" : "";
        const template = error.networkCause
            ? _transport_network_causes_js__WEBPACK_IMPORTED_MODULE_2__/* .networkCauses */ .Je[error.networkCause].hint
            : _transport_client_error_fixes_js__WEBPACK_IMPORTED_MODULE_3__/* .clientErrorFixes */ .J[error.code];
        const fix = template === undefined ? "" : `: ${(0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(template, words)}`;
        return `${error.message} (${error.code})${unknown}${fix}`;
    }
    if (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SvcError */ .FY)
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
    if (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .IdempotencyConflictError */ ._z) {
        return "the service already saw this step's idempotency key (svc-ci derives it from the run, the operation and its target) with a different request";
    }
    return error.detail;
}
/** The fix a failed step names after an API answer: its code's `inPlan` (src/schemas/error-codes.ts). */
function hintFor(error, words) {
    if (error instanceof _transport_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RateLimitError */ .OE)
        return rateLimitHint(error, words);
    // A 5xx no declaration names is as temporary as the declared ones.
    const fix = (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .declarationOf */ .MI)(error.status, error.code).inPlan ??
        (error.status >= 500 ? (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .declarationOf */ .MI)(503).inPlan : undefined);
    return fix === undefined ? "" : `: ${(0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(fix, words)}`;
}
function rateLimitHint(error, words) {
    const refused = error.transport.rateLimitWaitRefused;
    if (refused)
        return `: ${(0,_transport_refused_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .describeRefusedWait */ .$)(refused)}; raise ${words.maxWait}, or re-run later`;
    const waited = error.transport.rateLimitWaitMs;
    const wait = waited === undefined
        ? ""
        : `, after waiting out the rate limit for ${(waited / 1000).toFixed(1)} s in total (the most one request waits)`;
    const raise = waited === undefined ? "" : `; or raise ${words.maxWait}`;
    return `: rate limit contention: too many requests for this credential${wait}; space out the runs or give them a rate budget (docs/fleet.md), then re-run${raise}`;
}


/***/ }),

/***/ 9186:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ defaultOrigin),
/* harmony export */   ms: () => (/* binding */ defaultsSchema),
/* harmony export */   rO: () => (/* binding */ withDefaults)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _schemas_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4436);
/* harmony import */ var _steps_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2550);



/**
 * `defaults:` at the top of a plan file: per step type, `with` values every step of that type in
 * the same file starts from (docs/plan.md "Defaults"). Each key is one of the step's own inputs,
 * checked by that input's schema; a default may be left out where the step needs the input.
 */
const defaultsSchema = (0,_schemas_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej(Object.fromEntries(_steps_index_js__WEBPACK_IMPORTED_MODULE_2__/* .stepDefinitions */ .x.map((definition) => [
    definition.uses,
    partialWith(definition.with)
        .optional()
        .meta({ description: `with values every ${definition.uses} step of this file starts from.` }),
])))
    .meta({
    description: "Per step type, with values merged under each step's own (a step's own value wins). Applies to the steps of this file only.",
}));
/** A step's `with` schema with every input optional (its own cross-input rules are the step's). */
function partialWith(schema) {
    const built = schema instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodLazy */ .Ihb ? schema.unwrap() : schema;
    const shape = built.shape;
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])));
}
const isMapping = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
 * The raw plan with each step's `with` laid over its type's defaults (one level: a step's own
 * `actions` replaces the default list, it is not appended to). A `with` that is not a mapping is
 * left for the schema to refuse. Linear in the steps.
 */
function withDefaults(raw) {
    if (!isMapping(raw) || !isMapping(raw.defaults) || !Array.isArray(raw.steps))
        return raw;
    const defaults = raw.defaults;
    const steps = raw.steps.map((step) => {
        if (!isMapping(step))
            return step;
        const { uses, with: own } = step;
        const base = typeof uses === "string" ? defaults[uses] : undefined;
        if (!isMapping(base))
            return step;
        if (own !== undefined && own !== null && !isMapping(own))
            return step;
        return { ...step, with: { ...base, ...(own ?? {}) } };
    });
    return { ...raw, steps };
}
/**
 * Where a step's input came from: the key of `defaults` it was taken from when the step's own
 * `with` does not set it (so a problem is shown on the default's line), else undefined.
 */
function defaultOrigin(raw, index, key) {
    if (!isMapping(raw) || !isMapping(raw.defaults) || !Array.isArray(raw.steps))
        return undefined;
    const step = raw.steps[index];
    if (!isMapping(step) || typeof step.uses !== "string")
        return undefined;
    const own = step.with;
    if (isMapping(own) && key in own)
        return undefined;
    const base = raw.defaults[step.uses];
    return isMapping(base) && key in base ? step.uses : undefined;
}


/***/ }),

/***/ 3883:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ maxPlanBytes),
  r: () => (/* binding */ readPlanDocument)
});

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

// EXTERNAL MODULE: ./lib/engine/plan-schema.js + 1 modules
var plan_schema = __webpack_require__(3829);
;// CONCATENATED MODULE: ./lib/engine/plan-aliases.js


/**
 * Values YAML aliases may add to a plan: a fleet plan repeats an anchored `actions` list or sink
 * in every step (a few values each, up to the step limit), while a "billion laughs" document
 * (anchors of anchors) adds millions. Bounding what the aliases expand to, not how often they
 * appear, lets the first through and refuses the second before anything walks the expansion.
 */
const maxAliasValues = 20 * plan_schema/* maxPlanSteps */.XD;
/**
 * Replaces each alias of the document by the node it names, counting the values the aliases add
 * without expanding them: each anchored node's size is remembered in document order (an anchor
 * comes before its aliases), so an alias costs a lookup. The library's own alias resolution
 * searches the document once per alias, quadratic in a 10,000-step plan. Recursion follows the
 * text's nesting only (bounded by plan-depth.ts). Returns the first alias past `limit`, and the
 * first naming no earlier anchor (or its own), if any.
 */
function inlineAliases(document, limit = maxAliasValues) {
    const anchors = new Map();
    let added = 0;
    let over;
    let unresolved;
    const resolve = (node) => {
        if (!(0,dist/* isAlias */.Vj)(node))
            return { node, size: size(node) };
        const target = anchors.get(node.source);
        if (!target) {
            unresolved ??= node;
            return { node, size: 0 };
        }
        added += target.size;
        if (added > limit && over === undefined)
            over = node;
        return target;
    };
    const size = (node) => {
        let total = 1;
        if ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) {
            const items = node.items;
            for (const [index, item] of items.entries()) {
                if (over !== undefined)
                    break;
                if ((0,dist/* isPair */.tO)(item)) {
                    const key = resolve(item.key);
                    const value = resolve(item.value);
                    item.key = key.node;
                    item.value = value.node;
                    total += key.size + value.size;
                }
                else {
                    const value = resolve(item);
                    items[index] = value.node;
                    total += value.size;
                }
            }
        }
        const anchor = node?.anchor;
        if (anchor)
            anchors.set(anchor, { node: node, size: total });
        return total;
    };
    document.contents = resolve(document.contents).node;
    return {
        added,
        ...(over === undefined ? {} : { over }),
        ...(unresolved === undefined ? {} : { unresolved }),
    };
}

;// CONCATENATED MODULE: ./lib/engine/plan-depth.js
/** Plans need a handful of levels (steps, a step, with, a sink, its command); far more is a mistake. */
const maxPlanDepth = 64;
/**
 * Where the plan first nests deeper than `maxDepth` (1-based line and column), or undefined, from
 * the text's syntax tokens (the plan reader composes its document from the same tokens). Walks the
 * YAML syntax tree (the lexer and parser are not recursive) with an explicit stack, before the
 * document is composed: composing and validating nest one call per level, so a deeply nested plan
 * would otherwise end in "Maximum call stack size exceeded" instead of an error naming the plan.
 */
function tooDeepIn(tokens, lineCounter, maxDepth = maxPlanDepth) {
    const pending = [];
    for (const token of tokens)
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

// EXTERNAL MODULE: ./lib/engine/plan-errors.js
var plan_errors = __webpack_require__(2051);
// EXTERNAL MODULE: ./node_modules/fast-string-width/dist/index.js + 2 modules
var fast_string_width_dist = __webpack_require__(3223);
// EXTERNAL MODULE: ./lib/transport/redact.js
var redact = __webpack_require__(2760);
// EXTERNAL MODULE: ./lib/untrusted/log-text.js
var log_text = __webpack_require__(3298);
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

;// CONCATENATED MODULE: ./lib/engine/plan-document.js
/**
 * One plan file's text as data: strict UTF-8, YAML (depth-checked, unique keys, aliases bounded),
 * and positions into the text. The schema and the rules across files are plan-set.ts's.
 */






/** The bytes of a run's plan, all its files together (docs/plan.md "Fleet-size plans"). */
const maxPlanBytes = 4 * 1024 * 1024;
/**
 * One plan file's text read as YAML: strict UTF-8, depth-checked, unique keys, aliases bounded.
 * Throws PlanValidationError (labelled `label`) on a syntax problem.
 */
function readPlanDocument(content, label) {
    const text = typeof content === "string" ? content : decodePlanBytes(content, label);
    const lineCounter = new dist/* LineCounter */.HN();
    // One pass of the lexer for both the depth check and the document (a 10,000-step plan is MiBs).
    const tokens = [...new dist/* Parser */.iX(lineCounter.addNewLine).parse(text)];
    const deep = tooDeepIn(tokens, lineCounter);
    if (deep) {
        const message = `the plan nests deeper than ${maxPlanDepth} levels; a plan needs only a few (see docs/plan.md)`;
        throw new plan_errors/* PlanValidationError */.zr([{ path: [], message, ...deep }], label);
    }
    // logLevel error: a YAML warning (e.g. a mapping used as a key) is never printed by the library
    // (process.emitWarning would put plan text on stderr); the plan is judged by its errors and schema.
    // The positions come from lineCounter: the library's pretty errors (not used) build a code frame
    // per error, which made a 1 MiB line of errors take half a minute.
    const document = composeDocument(tokens, text.length, { uniqueKeys: true, logLevel: "error" });
    if (document.errors.length > 0) {
        throw new plan_errors/* PlanValidationError */.zr(yamlIssues(text, document.errors, lineCounter), label);
    }
    const raw = toPlainData(document, lineCounter, label);
    const locate = (path, key) => locateIn(document, lineCounter, path, key);
    return { ...(label === undefined ? {} : { label }), raw, locate };
}
/** The first document of the tokens; a second one is an error (a plan is one document). */
function composeDocument(tokens, length, options) {
    let first;
    for (const document of new dist/* Composer */.Dk(options).compose(tokens, true, length)) {
        if (!first)
            first = document;
        else {
            const range = document.range.slice(0, 2);
            const message = "Source contains multiple documents; a plan is one document";
            first.errors.push(new dist/* YAMLParseError */.XT(range, "MULTIPLE_DOCS", message));
            break;
        }
    }
    return first;
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
    throw new plan_errors/* PlanValidationError */.zr([{ path: [], message, line, column }], source);
}
/** The document as plain data; aliases that expand too far (a YAML "billion laughs") are refused. */
function toPlainData(document, lineCounter, source) {
    const { over, unresolved } = inlineAliases(document);
    if (over === undefined && unresolved === undefined)
        return document.toJS({ maxAliasCount: -1 });
    const at = (over ?? unresolved);
    const offset = at.range?.[0];
    const position = offset === undefined ? undefined : lineCounter.linePos(offset);
    const message = over
        ? `YAML aliases expand too far (more than ${maxAliasValues} values added by aliases), as in a "billion laughs" document; write the repeated values out instead of nesting anchors`
        : "YAML alias names no anchor before it (an anchor &name must come before its alias *name, outside it)";
    throw new plan_errors/* PlanValidationError */.zr([{ path: [], message, ...(position ? { line: position.line, column: position.col } : {}) }], source);
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


/***/ }),

/***/ 2051:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ planIssueFromZod),
/* harmony export */   NH: () => (/* binding */ describePath),
/* harmony export */   ak: () => (/* binding */ groupIssues),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   zr: () => (/* binding */ PlanValidationError)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _sinks_sink_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2604);
/* harmony import */ var _steps_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2550);



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
    const file = issue.file ?? source;
    if (issue.line === undefined)
        return file ? `${file}: ` : "";
    return `${file ?? "plan"}:${issue.line}:${issue.column ?? 1}: `;
}
/** `step "hook" (ensure-webhook), with.url` for a path inside the raw plan. */
function describePath(raw, path) {
    if (path[0] !== "steps" || typeof path[1] !== "number") {
        return path.length ? `plan field ${path.join(".")}` : "plan";
    }
    const step = raw?.steps?.[path[1]];
    const id = typeof step?.id === "string" && step.id ? `step "${step.id}"` : `step ${path[1] + 1}`;
    const uses = typeof step?.uses === "string" && (0,_steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .stepDefinition */ .K)(step.uses) ? ` (${step.uses})` : "";
    const field = path.slice(2).join(".");
    return field ? `${id}${uses}, ${field}` : `${id}${uses}`;
}
/** Turns a zod issue into a sentence naming the step, the field and the fix. */
function planIssueFromZod(raw, issue) {
    const path = issue.path.filter((part) => typeof part !== "symbol");
    return { path, message: `${describePath(raw, path)}: ${explain(raw, path, issue)}` };
}
function explain(raw, path, issue) {
    switch (issue.code) {
        case "invalid_type": {
            const value = valueAt(raw, path);
            if (value === undefined) {
                const what = issue.expected === "object" ? "{ ... }" : `<${issue.expected}>`;
                const misspelt = misspeltAs(raw, path);
                const it = misspelt === undefined ? "" : ` (the plan has "${misspelt}": misspelt?)`;
                return `is required; add ${String(path.at(-1) ?? "it")}: ${what}${it}`;
            }
            const got = issue.expected === "int" && typeof value === "number" ? String(value) : typeName(value);
            return `must be ${article(issue.expected)}, not ${got}`;
        }
        case "unrecognized_keys": {
            const keys = issue.keys.map((key) => `"${key}"`).join(", ");
            const allowed = allowedKeys(raw, path);
            const list = allowed ? ` (allowed: ${allowed.join(", ")})` : "";
            const [only] = issue.keys;
            const guess = issue.keys.length === 1 && only !== undefined && allowed ? closeKey(only, allowed) : undefined;
            if (guess !== undefined)
                return `unknown key ${keys} (did you mean ${guess}?); correct or remove it${list}`;
            return `unknown key${issue.keys.length === 1 ? "" : "s"} ${keys}; remove or correct ${issue.keys.length === 1 ? "it" : "them"}${list}`;
        }
        case "invalid_union": {
            const last = path.at(-1);
            if (last === "uses") {
                const value = valueAt(raw, path);
                const names = _steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .stepDefinitions */ .x.map((definition) => definition.uses);
                const guess = typeof value === "string" ? closest(value, names) : undefined;
                const hint = guess ? ` (did you mean ${guess}?)` : "";
                if (value === undefined || value === null)
                    return `is required; add uses: <step>, one of ${names.join(", ")}`;
                return `unknown step${typeof value === "string" ? ` "${value}"` : ""}${hint}; use one of ${names.join(", ")}`;
            }
            if (last === "type")
                return `unknown secret sink type; use one of ${_sinks_sink_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .secretSinkKinds */ .v1.join(", ")}`;
            return issue.message;
        }
        case "too_small":
        case "too_big": {
            // Our own messages stay; zod's defaults ("Too small: expected array to have >=1 items") are rewritten.
            const bound = /^Too (small|big):/.test(issue.message) ? explainBound(issue) : issue.message;
            const value = valueAt(raw, path);
            // A list over its limit: how long it is, so the user knows how much to cut.
            return issue.code === "too_big" && Array.isArray(value) ? `${bound} (it has ${value.length})` : bound;
        }
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
/**
 * The allowed key a mistyped one most likely meant: within one edit per three letters (`actons` ->
 * `actions`), so that a short key is not read as any other (`mode` is not `type`).
 */
function closeKey(typed, allowed) {
    const reach = Math.max(1, Math.floor(typed.length / 3));
    const near = allowed.filter((key) => editDistance(typed, key) <= reach);
    return near.length === 0 ? undefined : closest(typed, near);
}
/** A key beside a missing required one that is not allowed there and is close to its name. */
function misspeltAs(raw, path) {
    const name = path.at(-1);
    const parent = valueAt(raw, path.slice(0, -1));
    if (typeof name !== "string" || typeof parent !== "object" || parent === null)
        return undefined;
    const allowed = allowedKeys(raw, path.slice(0, -1)) ?? [];
    return Object.keys(parent).find((key) => !allowed.includes(key) && closeKey(key, [name]) === name);
}
function allowedKeys(raw, path) {
    if (path.length === 0)
        return ["defaults", "steps"];
    if (path.length === 2 && path[0] === "steps")
        return ["id", "uses", "name", "with"];
    const step = valueAt(raw, path.slice(0, 2));
    const definition = typeof step?.uses === "string" ? (0,_steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .stepDefinition */ .K)(step.uses) : undefined;
    if (path.length === 3 && path[2] === "with" && definition) {
        const schema = definition.with instanceof zod__WEBPACK_IMPORTED_MODULE_2__/* .ZodLazy */ .Ihb ? definition.with.unwrap() : definition.with;
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


/***/ }),

/***/ 1602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ destinationIssues),
/* harmony export */   p: () => (/* binding */ planWarnings)
/* harmony export */ });
/* harmony import */ var _schemas_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3228);
/* harmony import */ var _schemas_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(537);
/* harmony import */ var _plan_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2051);
/* harmony import */ var _steps_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2550);



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
        const target = (0,_steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .stepDefinition */ .K)(step.uses)?.destination?.(step.with);
        if (!target)
            continue;
        const problem = (0,_schemas_index_js__WEBPACK_IMPORTED_MODULE_1__/* .unsafeDestination */ .lA)(target.url);
        if (!problem)
            continue;
        const path = ["steps", index, "with", target.field];
        const host = new URL(target.url).hostname;
        issues.push({
            path,
            message: `${(0,_plan_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describePath */ .NH)(plan, path)}: ${host} is ${problem}, which the service refuses as a webhook destination; use a public https receiver (to rehearse with a local receiver, point base-url at a local emulator started with --allow-loopback-webhooks)`,
        });
    }
    return issues;
}
const known = new Set(_schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .knownEventNames */ ._C);
const catalogue = [..._schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .knownEventNames */ ._C];
/**
 * Event names outside the service's published catalogue (`webhookEvents`). The service accepts any well-formed
 * name, so these are warnings: most likely a typo that would never fire. The same name at the same
 * place in many steps is one warning naming the steps (groupIssues).
 */
function planWarnings(plan) {
    const warnings = [];
    for (const [index, step] of plan.steps.entries()) {
        for (const { field, subscription } of (0,_steps_index_js__WEBPACK_IMPORTED_MODULE_0__/* .stepDefinition */ .K)(step.uses)?.eventFields ?? []) {
            const names = step.with?.[field];
            if (!Array.isArray(names))
                continue;
            names.forEach((name, at) => {
                if (typeof name !== "string" || known.has(name))
                    return;
                if (name === _schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_EVENT */ .U4 && !subscription)
                    return;
                const path = ["steps", index, "with", field, at];
                warnings.push({ path, message: `${(0,_plan_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describePath */ .NH)(plan, path)}: ${unknownEvent(name, subscription)}` });
            });
        }
    }
    return (0,_plan_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .groupIssues */ .ak)(warnings);
}
function unknownEvent(name, subscription) {
    if (name === _schemas_index_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_EVENT */ .U4) {
        return `"${name}" is the synthetic test event: test deliveries reach a webhook without subscribing, so remove it`;
    }
    const guess = (0,_plan_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(name, catalogue);
    const hint = guess ? `did you mean ${guess}?` : "see the event names in docs/plan.md";
    const effect = subscription
        ? "the service accepts any well-formed name, but no published event has this one, so it would never fire"
        : "no published event has this name, so it matches nothing";
    return `"${name}" is not a known event name (${hint}); ${effect}`;
}


/***/ }),

/***/ 3829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HH: () => (/* binding */ crossStepIssues),
  XD: () => (/* binding */ maxPlanSteps),
  j2: () => (/* binding */ planFileSchema),
  h8: () => (/* binding */ planFileWithoutDefaultsSchema)
});

// UNUSED EXPORTS: planJsonSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./lib/schemas/lazy.js
var lazy = __webpack_require__(4436);
// EXTERNAL MODULE: ./lib/engine/plan-defaults.js
var plan_defaults = __webpack_require__(9186);
// EXTERNAL MODULE: ./lib/engine/step-id.js
var step_id = __webpack_require__(8814);
// EXTERNAL MODULE: ./lib/engine/steps/index.js + 18 modules
var engine_steps = __webpack_require__(2550);
;// CONCATENATED MODULE: ./lib/engine/step-yielders.js

/**
 * The steps a later step may refer to with `webhook:` (those that declare `yieldsWebhook`), as
 * messages and docs list them: "ensure-webhook or rotate-secret".
 */
function webhookYielders() {
    const names = engine_steps/* stepDefinitions */.x
        .filter((definition) => definition.yieldsWebhook)
        .map((definition) => definition.uses);
    return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

;// CONCATENATED MODULE: ./lib/engine/plan-schema.js






/**
 * A run's size limit, over all its plan files: a fleet keeps thousands of webhooks in one plan
 * (docs/plan.md "Fleet-size plans"). Validation, the step graph and the reports stay linear; the
 * Action cuts its `result` output and job summary down to what GitHub keeps when a big run's would
 * not fit (src/action/result-output.ts).
 */
const maxPlanSteps = 10_000;
const stepId = schemas/* string */.YjP()
    .regex(step_id/* stepIdPattern */.M, "must start with a lower-case letter, then lower-case letters, digits or - (max 63)")
    .meta({ description: "Unique step id; outputs are named <id>-<output>." });
const stepSchemas = engine_steps/* stepDefinitions */.x.map((definition) => schemas/* strictObject */.rej({
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
const planMeta = {
    title: "svc-ci plan",
    description: "Steps the svc-ci GitHub Action (and `svc run`) apply; a step waits for the steps it refers to, the others run at once. See docs/plan.md.",
};
const stepList = schemas/* array */.YOg(stepSchema).min(1, "a plan needs at least one step");
/**
 * One plan file, its `defaults` already merged into its steps (plan-defaults.ts): the rules that
 * span steps (unique ids, references, the step limit) are checked over all the run's files.
 */
const planFileSchema = schemas/* strictObject */.rej({ defaults: plan_defaults/* defaultsSchema */.ms.optional(), steps: stepList });
/**
 * The same check for a file without `defaults:` (most plans): its shape never reads the defaults
 * schema, whose first build (every step type's inputs made optional) would otherwise be paid before
 * the Action's first request (bench/action.ts).
 */
const planFileWithoutDefaultsSchema = schemas/* strictObject */.rej({ steps: stepList });
/** The plan: an ordered list of steps; cross-step rules are checked in `refineSteps`. */
const planSchema = schemas/* strictObject */.rej({
    defaults: plan_defaults/* defaultsSchema */.ms.optional(),
    steps: stepList.max(maxPlanSteps, tooManySteps(maxPlanSteps)),
})
    .superRefine(refineSteps)
    .meta(planMeta);
/** The message of a run over the step limit. */
function tooManySteps(limit) {
    return `a plan has at most ${limit} steps (over all its files); split it into several runs`;
}
function refineSteps(plan, ctx) {
    for (const issue of crossStepIssues(plan))
        ctx.addIssue({ code: "custom", ...issue });
}
/**
 * Unique ids; every `webhook:` reference names an earlier step that yields a webhook. Works on the
 * raw plan too, so these problems are reported together with schema errors elsewhere in the plan.
 */
function crossStepIssues(plan, stepName = (index) => `step ${index + 1}`) {
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
                message: `the id "${id}" is already used by ${stepName(earlier)}; give every step a unique id`,
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
                message: `${where} (use the id of an earlier ${webhookYielders()} step, or webhook-id: <id>)`,
            });
            return;
        }
        const uses = steps[target].uses;
        const definition = typeof uses === "string" ? (0,engine_steps/* stepDefinition */.K)(uses) : undefined;
        if (definition && !definition.yieldsWebhook) {
            issues.push({
                path,
                message: `step "${ref}" (${definition.uses}) yields no webhook; refer to an ${webhookYielders()} step`,
            });
        }
    });
    return issues;
}
/** The JSON Schema of the plan file (docs/plan.schema.json), describing what a user writes. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { io: "input", target: "draft-2020-12" });
}


/***/ }),

/***/ 1782:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ parsePlans)
/* harmony export */ });
/* harmony import */ var _plan_defaults_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9186);
/* harmony import */ var _plan_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3883);
/* harmony import */ var _plan_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2051);
/* harmony import */ var _plan_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1602);
/* harmony import */ var _plan_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3829);





/** Parses and validates the plan files of one run, in the order given; throws PlanValidationError. */
function parsePlans(files) {
    const single = files.length === 1 ? files[0]?.label : undefined;
    const size = files.reduce((sum, file) => sum + byteLength(file.content), 0);
    if (size > _plan_document_js__WEBPACK_IMPORTED_MODULE_0__/* .maxPlanBytes */ .J) {
        const whole = files.length > 1 ? " (all its files together)" : "";
        const message = `the plan is larger than ${_plan_document_js__WEBPACK_IMPORTED_MODULE_0__/* .maxPlanBytes */ .J / 1024 / 1024} MiB${whole}; split it into several runs`;
        throw new _plan_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanValidationError */ .zr([{ path: [], message }], single);
    }
    const { plan, locate } = validateDocuments(readDocuments(files), single);
    const warnings = (0,_plan_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .planWarnings */ .p)(plan).map((warning) => located(warning, locate(warning.path)));
    return {
        plan,
        ...(single === undefined ? {} : { source: single }),
        warnings,
        locate: (path) => locate(path),
    };
}
function byteLength(content) {
    return typeof content === "string" ? Buffer.byteLength(content) : content.byteLength;
}
/** Every file's YAML; the syntax problems of all the files are reported together. */
function readDocuments(files) {
    const issues = [];
    const documents = [];
    for (const file of files) {
        try {
            documents.push((0,_plan_document_js__WEBPACK_IMPORTED_MODULE_0__/* .readPlanDocument */ .r)(file.content, file.label));
        }
        catch (error) {
            if (!(error instanceof _plan_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanValidationError */ .zr))
                throw error;
            const label = files.length > 1 ? file.label : undefined;
            issues.push(...error.issues.map((issue) => inFile(issue, label)));
        }
    }
    if (issues.length > 0)
        throw new _plan_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanValidationError */ .zr(issues, files.length === 1 ? files[0]?.label : undefined);
    return documents;
}
function validateDocuments(documents, single) {
    const issues = [];
    const parts = [];
    let offset = 0;
    const several = documents.length > 1;
    for (const document of documents) {
        const part = checkFile(several ? namingFile(document) : document, offset, issues, several);
        parts.push(part);
        offset += part.rawSteps.length;
    }
    const locate = locator(parts);
    const rawSteps = parts.flatMap((part) => part.rawSteps);
    if (rawSteps.length > _plan_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .maxPlanSteps */ .XD) {
        const message = `plan field steps: a plan has at most ${_plan_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .maxPlanSteps */ .XD} steps over all its files, this one has ${rawSteps.length}; split it into several runs`;
        issues.push(located({ path: ["steps"], message }, locate(["steps", _plan_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .maxPlanSteps */ .XD])));
    }
    const stepName = parts.length > 1 ? (index) => nameOf(parts, index) : undefined;
    for (const extra of (0,_plan_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .crossStepIssues */ .HH)({ steps: rawSteps }, stepName)) {
        const issue = (0,_plan_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .planIssueFromZod */ .Iw)({ steps: rawSteps }, { code: "custom", input: undefined, ...extra });
        issues.push(located(issue, locate(issue.path)));
    }
    if (issues.length > 0)
        throw new _plan_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanValidationError */ .zr(issues, single);
    return { plan: { steps: parts.flatMap((part) => part.steps ?? []) }, locate };
}
/** One file's schema check with its defaults merged; its problems are added to `issues`. */
function checkFile(document, offset, issues, several) {
    const { raw, label } = document;
    if (raw === null || raw === undefined) {
        const message = "the plan is empty; it needs a steps: list (see docs/plan.md)";
        issues.push(inFile({ path: [], message }, several ? label : undefined));
        return { document, merged: raw, offset, rawSteps: [] };
    }
    const merged = (0,_plan_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .withDefaults */ .rO)(raw);
    const steps = merged.steps;
    const part = { document, merged, offset, rawSteps: Array.isArray(steps) ? steps : [] };
    const schema = Object.hasOwn(merged, "defaults") ? _plan_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .planFileSchema */ .j2 : _plan_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .planFileWithoutDefaultsSchema */ .h8;
    const result = schema.safeParse(merged);
    if (result.success)
        return { ...part, steps: result.data.steps };
    for (const zodIssue of result.error.issues) {
        const issue = fileIssue(part, zodIssue, result.error.issues);
        if (issue)
            issues.push(issue);
    }
    return part;
}
/**
 * A schema problem of one file, on the run's step numbering and at its place in the file: a value
 * a step took from `defaults` is shown on the default's line (and not again when the default
 * itself was already refused there).
 */
function fileIssue(part, zodIssue, all) {
    const issue = (0,_plan_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .planIssueFromZod */ .Iw)(part.merged, zodIssue);
    const key = zodIssue.code === "unrecognized_keys" ? zodIssue.keys[0] : undefined;
    const [top, index, field, input, ...rest] = issue.path;
    if (top !== "steps" || typeof index !== "number")
        return located(issue, part.document.locate(issue.path, key));
    const path = ["steps", index + part.offset, ...issue.path.slice(2)];
    const origin = field === "with" && typeof input === "string"
        ? (0,_plan_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultOrigin */ .Af)(part.document.raw, index, input)
        : undefined;
    if (origin === undefined || input === undefined)
        return located({ ...issue, path }, part.document.locate(issue.path, key));
    const defaultPath = ["defaults", origin, input];
    const refused = all.some((other) => defaultPath.every((part, at) => other.path[at] === part));
    if (refused)
        return undefined;
    const message = `${issue.message} (the value comes from defaults.${origin}.${String(input)})`;
    return located({ ...issue, message, path }, part.document.locate([...defaultPath, ...rest], key));
}
/** The run's step paths located in their files; a step input taken from defaults, at the default. */
function locator(parts) {
    return (path, key) => {
        const [top, index, field, input, ...rest] = path;
        if (top !== "steps" || typeof index !== "number")
            return parts[0]?.document.locate(path, key);
        const part = partOf(parts, index);
        if (!part)
            return undefined;
        const local = index - part.offset;
        const origin = field === "with" && typeof input === "string"
            ? (0,_plan_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultOrigin */ .Af)(part.document.raw, local, input)
            : undefined;
        if (origin !== undefined)
            return part.document.locate(["defaults", origin, input, ...rest], key);
        return part.document.locate(["steps", local, ...path.slice(2)], key);
    };
}
/** The file holding the run's step `index` (the last file starting at or before it). */
function partOf(parts, index) {
    let low = 0;
    let high = parts.length - 1;
    while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if ((parts[middle]?.offset ?? 0) <= index)
            low = middle;
        else
            high = middle - 1;
    }
    return parts[low];
}
/** `step 3 of a.yml (line 12)`: a step of another file, as a duplicate id names it. */
function nameOf(parts, index) {
    const part = partOf(parts, index);
    if (!part)
        return `step ${index + 1}`;
    const local = index - part.offset;
    const line = part.document.locate(["steps", local])?.line;
    const file = part.document.label ?? "the plan";
    return `step ${local + 1} of ${file}${line === undefined ? "" : ` (line ${line})`}`;
}
function located(issue, position) {
    if (!position)
        return issue;
    const { line, column, file } = position;
    return { ...issue, line, column, ...(file === undefined ? {} : { file }) };
}
/** The document with its positions naming its file (a run of several files). */
function namingFile(document) {
    const { label } = document;
    if (label === undefined)
        return document;
    return {
        ...document,
        locate: (path, key) => {
            const position = document.locate(path, key);
            return position && { ...position, file: label };
        },
    };
}
function inFile(issue, label) {
    return label === undefined || issue.file !== undefined ? issue : { ...issue, file: label };
}


/***/ }),

/***/ 2604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ secretSinkSchema),
/* harmony export */   rj: () => (/* binding */ defaultSecretSink),
/* harmony export */   v1: () => (/* binding */ secretSinkKinds)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1168);


/** GitHub's rules: letters, digits, underscores; not starting with a digit or GITHUB_. */
const githubSecretNamePattern = /^(?!GITHUB_)[A-Za-z_][A-Za-z0-9_]{0,199}$/i;
/** owner/name; neither part `.` or `..`, which a URL would resolve into another API path. */
const repositoryPattern = /^(?!\.\.?\/)[A-Za-z0-9_.-]{1,100}\/(?!\.\.?$)[A-Za-z0-9_.-]{1,100}$/;
const outputSink = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("output") })
    .meta({ description: "Masked step output `<step-id>-secret` (the default)." });
const fileSink = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("file"),
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .min(1, "needs a path, e.g. path: secrets/webhook-secret")
        .max(4096)
        .refine((path) => !path.includes("\0"), "must not contain NUL characters")
        .meta({ description: "A new file, created with mode 0600; an existing file is never overwritten." }),
})
    .meta({ description: "Write the secret to a new file (mode 0600, never overwritten)." });
const githubSecretSink = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("github-secret"),
    repository: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(repositoryPattern, "must be owner/name, e.g. my-org/receiver")
        .optional()
        .meta({ description: "owner/name; default: the repository running the workflow." }),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(githubSecretNamePattern, "must be a GitHub secret name: letters, digits and _, not starting with a digit or GITHUB_")
        .meta({ description: "Name of the Actions secret to create or update, e.g. WEBHOOK_SECRET." }),
    environment: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .min(1)
        .max(255)
        .refine((name) => name !== "." && name !== "..", "must not be . or .. (not an environment name)")
        .optional()
        .meta({
        description: "Write an environment secret of this environment instead of a repository secret.",
    }),
})
    .meta({ description: "Seal the secret for a GitHub Actions secret (needs the github-token input)." });
const commandSink = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("command"),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .min(1, "must not be empty")
        .max(4096)
        .refine((arg) => !arg.includes("\0"), "must not contain NUL characters"))
        .min(1, "needs the program and its arguments, e.g. command: [vault, kv, put, secret/hook, value=-]")
        .max(64)
        .meta({
        description: "The program and its arguments as a list (run without a shell; no secret in an argument): it reads the secret on stdin.",
    }),
    timeout: (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .durationSchema */ .sK)(1_000, 600_000).prefault("30s").meta({
        description: "How long the program may run before it is killed and the step fails (1s-10m, default 30s).",
    }),
})
    .meta({
    description: "Pipe the secret (no trailing newline) to a program's stdin, e.g. a secret-store CLI; its exit code must be 0 and its output is not shown.",
});
const secretSinkSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt("type", [outputSink, fileSink, commandSink, githubSecretSink])
    .meta({ description: "Where a revealed signing secret goes. It is masked first and never printed." });
const secretSinkKinds = ["output", "file", "command", "github-secret"];
const defaultSecretSink = { type: "output" };


/***/ }),

/***/ 8814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ stepIdPattern)
/* harmony export */ });
/** A plan step's id: what `webhook:` references and `<step-id>-<output>` names are made of. */
const stepIdPattern = /^[a-z][a-z0-9-]{0,62}$/;


/***/ }),

/***/ 2550:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ stepDefinition),
  x: () => (/* binding */ stepDefinitions)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
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

// EXTERNAL MODULE: ./lib/engine/duration.js
var duration = __webpack_require__(1168);
// EXTERNAL MODULE: ./lib/engine/step-types.js
var step_types = __webpack_require__(3498);
// EXTERNAL MODULE: ./lib/schemas/webhook.js
var webhook = __webpack_require__(537);
// EXTERNAL MODULE: ./lib/schemas/lazy.js
var lazy = __webpack_require__(4436);
// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(4899);
// EXTERNAL MODULE: ./lib/engine/step-id.js
var step_id = __webpack_require__(8814);
// EXTERNAL MODULE: ./lib/transport/errors.js
var transport_errors = __webpack_require__(5786);
// EXTERNAL MODULE: ./lib/engine/webhook-index.js
var webhook_index = __webpack_require__(1526);
;// CONCATENATED MODULE: ./lib/engine/verified-webhook.js



/** Whether two URLs name one destination (compared after URL normalisation). */
const sameUrl = (a, b) => (0,webhook_index/* normaliseUrl */.CZ)(a) === (0,webhook_index/* normaliseUrl */.CZ)(b);
/** Reads webhook `id` now and says whether it still has `url`; the run's index takes what it says. */
async function verifyAtUrl(context, id, url) {
    let webhook;
    try {
        webhook = (await context.client.getWebhook(id, { signal: context.signal })).data;
    }
    catch (error) {
        if (!(0,transport_errors/* isGone */.ST)(error))
            throw error;
        context.webhooks.remove(id);
        return { kind: "gone" };
    }
    if (sameUrl(webhook.attributes.url, url)) {
        context.webhooks.put(webhook, url);
        return { kind: "at-url", webhook };
    }
    context.webhooks.put(webhook);
    context.logger.info(`webhook ${id} has the url ${webhook.attributes.url} now, no longer ${url} (changed since the run's listing was read)`);
    return { kind: "moved", webhook };
}
/**
 * The webhook a `webhook:` reference names, read now: it must still have the URL the referenced
 * step ensured, else the step fails naming the move (it never writes another party's webhook).
 * "gone" when it was removed (the caller decides what that means); undefined when there is no URL
 * to compare (a `webhook-id`, or a reference whose step yielded none).
 */
async function verifyReferenced(context, target, reference) {
    if (reference === undefined || target.url === undefined)
        return undefined;
    const verified = await verifyAtUrl(context, target.id, target.url);
    if (verified.kind === "at-url")
        return verified.webhook;
    if (verified.kind === "gone")
        return "gone";
    throw new errors/* StepFailure */.pH(`webhook ${target.id}, which step "${reference}" ensured for ${target.url}, has the url ${verified.webhook.attributes.url} now: another party moved it during the run, so this step did not act on it; re-run the plan to act on the webhook ${target.url} has now`);
}

;// CONCATENATED MODULE: ./lib/engine/steps/webhook-target.js





/** The `webhook` and `webhook-id` fields. */
const targetFields = () => ({
    webhook: schemas/* string */.YjP()
        .regex(step_id/* stepIdPattern */.M, "must be the id of an earlier step (lower-case letters, digits and -)")
        .optional()
        .meta({ description: "Id of an earlier step that yields a webhook." }),
    "webhook-id": webhook/* webhookIdParameter */.Kl.optional().meta({ description: "Id of an existing webhook." }),
});
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
    return (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({ ...targetFields(), ...fields() })
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
        throw new errors/* StepFailure */.pH(`step "${input.webhook}" yielded no webhook`);
    return state;
}
function describeTarget(target) {
    return target.id ? `webhook ${target.id}` : `the webhook ${target.url ?? ""} (not created yet)`.trim();
}
/**
 * Plan mode: why the webhook a step acts on would be gone when this step runs (an earlier step of
 * the plan would remove it, or, through a `webhook:` reference, leave another webhook at the URL
 * its step ensured), as apply finds it by reading; undefined when it would still be there.
 */
function plannedAway(input, target, context) {
    if (context.mode !== "plan")
        return undefined;
    const removedBy = target.id === undefined ? undefined : context.webhooks.plannedRemoval(target.id);
    if (removedBy !== undefined)
        return `webhook ${target.id} would be removed by step "${removedBy}"`;
    if (input.webhook === undefined || target.url === undefined)
        return undefined;
    const planned = context.webhooks.planned(target.url);
    const of = `the webhook step "${input.webhook}" ensured for ${target.url}`;
    if (planned?.kind === "removed")
        return `${of} would be removed by step "${planned.stepId}"`;
    if (planned === undefined)
        return undefined;
    const same = target.id !== undefined ? planned.id === target.id : planned.createdBy === target.createdBy;
    return same ? undefined : `${of} would be replaced by another one after step "${planned.stepId}"`;
}
/**
 * The webhook a step is about to write, read now: through a `webhook:` reference it must still have
 * the URL the referenced step ensured (else the step fails naming the move or the removal); by
 * `webhook-id` it is read as it is.
 */
async function currentTarget(input, acting, context) {
    const verified = await verifyReferenced(context, { ...acting.target, id: acting.id }, input.webhook);
    if (verified === "gone") {
        throw new errors/* StepFailure */.pH(`webhook ${acting.id}, which step "${input.webhook ?? ""}" ensured for ${acting.target.url ?? ""}, was removed during the run (by a step of this plan or by another party); re-run the plan to create it again`);
    }
    return verified ?? (await context.client.getWebhook(acting.id, { signal: context.signal })).data;
}
/**
 * The id of the webhook a step acts on in apply mode; in plan mode, or while the webhook would only
 * be created by apply, the skipped outcome that says what apply would do instead.
 */
function actingOn(input, context, planned) {
    const target = resolveTarget(input, context);
    if (!target)
        throw new errors/* StepFailure */.pH("needs a webhook");
    if (context.mode === "apply" && target.id)
        return { id: target.id, target };
    const gone = plannedAway(input, target, context);
    if (gone)
        throw new errors/* StepFailure */.pH(`${gone}: apply would fail here`);
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
    since: (0,duration/* durationSchema */.sK)(60_000, 90 * 86_400_000)
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
    "include-own-tests": schemas/* boolean */.zMY().default(false).meta({
        description: "Count the webhook.test deliveries this run's test-delivery steps queued (default false: they are left out, as those steps report them).",
    }),
}), true);
/** How many failed deliveries the report lists; the count is always exact. */
const listedFailuresLimit = 100;
/** How many of them the summary names, each with its webhook's id and URL. */
const listedInSummary = 10;
const checkRecentDeliveries = (0,step_types/* defineStep */.o)({
    uses: "check-recent-deliveries",
    outputs: ["failures", "since", "window-start"],
    description: "Fail when more deliveries than allowed failed in a recent window.",
    readOnly: true,
    with: withSchema,
    target: { reference: "webhook", id: "webhook-id", whenNone: "every-webhook" },
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
        const { count, rows, ownTests } = await collectFailures(input, target?.id, cutoff, context);
        const scope = target?.id ? `webhook ${target.id}` : "all webhooks of this credential";
        const counted = `${count === 1 ? "1 delivery" : `${count} deliveries`} ${input.states.join("/")} in the last ${window} for ${scope}${ownTestsLeftOut(ownTests)}`;
        const outputs = { failures: count, since: window, "window-start": new Date(cutoff).toISOString() };
        if (count > input["max-failures"]) {
            const urls = await webhookUrls(rows.slice(0, listedInSummary), target, context);
            return {
                status: "failed",
                change: "over-limit",
                summary: `${counted}, more than max-failures ${input["max-failures"]}: ${listRows(rows, count, urls)}`,
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
    const ownTests = new Set();
    const rows = [];
    const serverEvent = input.events?.length === 1 ? input.events[0] : undefined;
    const wanted = input.events ? new Set(input.events) : undefined;
    const own = (delivery) => !input["include-own-tests"] &&
        (context.testDeliveries.has(delivery.id) || context.testDeliveries.has(delivery.attributes.deliveryId));
    for (const state of input.states) {
        for await (const delivery of walk(state, serverEvent, webhookId, cutoff, context)) {
            if (seen.has(delivery.id) || (wanted && !wanted.has(delivery.attributes.event)))
                continue;
            if (own(delivery)) {
                ownTests.add(delivery.id);
                continue;
            }
            seen.add(delivery.id);
            if (rows.length < listedFailuresLimit)
                rows.push(deliveryRow(delivery));
        }
    }
    rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { count: seen.size, rows, ownTests: ownTests.size };
}
/** Said after the count when the run's own test deliveries were left out of it. */
function ownTestsLeftOut(count) {
    if (count === 0)
        return "";
    const which = count === 1 ? "1 test delivery" : `${count} test deliveries`;
    return ` (${which} of this run's test-delivery steps left out: include-own-tests: true counts them)`;
}
/**
 * The URL of each webhook the listed deliveries went to: the one the step targets as an earlier
 * step yielded it, the others read once each.
 */
async function webhookUrls(rows, target, context) {
    const urls = new Map();
    if (target?.id && target.url)
        urls.set(target.id, target.url);
    for (const id of new Set(rows.map((row) => row.webhookId))) {
        if (urls.has(id))
            continue;
        // The failures are the report: a webhook that cannot be read (removed since) costs its URL only.
        const webhook = await context.client.getWebhook(id, { signal: context.signal }).catch(() => undefined);
        urls.set(id, webhook?.data.attributes.url);
    }
    return urls;
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
function listRows(rows, count, urls) {
    const shown = rows.slice(0, listedInSummary).map((row) => {
        const url = urls.get(row.webhookId) ?? "(URL unknown: the webhook could not be read)";
        return `${row.id} ${row.event} at ${row.createdAt} to webhook ${row.webhookId} ${url} (${row.state}, ${describeAnswer(row)})`;
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
/** The key of a create: the run, the step and exactly the body that is sent. */
function createKey(run, stepId, body) {
    return key("create", [...runParts(run), stepId, body.url, body.actions]);
}
/**
 * The key of this step's create once the webhook its create `previous` made is gone from the URL
 * (a re-run attempt of a plan that removes and re-creates it): a new create, as deterministic as
 * the first (each attempt follows the same chain, one link further per webhook that went).
 */
function recreateKey(previous, goneId) {
    return key("create", [previous, goneId]);
}
/** The key of a secret rotation: the run attempt and the webhook. */
function rotateKey(run, webhookId) {
    return key("rotate", [...runParts(run), run.runAttempt, webhookId]);
}
/** The key of a test delivery: the run attempt, the job, the step and the webhook. */
function testKey(run, stepId, webhookId) {
    return key("test", [...runParts(run), run.runAttempt, run.job ?? "", stepId, webhookId]);
}

;// CONCATENATED MODULE: ./lib/engine/review/snapshot.js
function snapshotOf(webhook) {
    const { url, actions, disabled } = webhook.attributes;
    return { id: webhook.id, url, actions: [...actions], disabled };
}

// EXTERNAL MODULE: ./lib/engine/sinks/sink-schema.js
var sink_schema = __webpack_require__(2604);
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
    const key = (0,webhook_index/* normaliseUrl */.CZ)(url);
    const { matches, pages } = await (0,webhook_index/* listByUrls */.KT)(context.client, new Set([key]), context.signal);
    const found = matches.get(key) ?? [];
    context.webhooks.replaceUrl(url, found);
    context.logger.debug(`listed ${url} again across ${pages} page(s): ${found.length} match(es)`);
    return found;
}
/** The webhook with this URL; two matches are ambiguous and fail rather than guess. */
async function findWebhookByUrl(context, url) {
    return single(await findWebhooksByUrl(context, url), url);
}
/**
 * The URL's webhooks again, after the entry the run's index had for it proved stale (the webhook
 * moved or vanished): from a listing newer than that entry (`staleSince`, from `seenIn`), shared
 * with the other steps that meet the changed workspace at the same time.
 */
async function lookAgain(context, url, staleSince) {
    const found = await context.webhooks.freshFind(url, staleSince, context.signal);
    context.logger.debug(`looked at ${url} again in a newer listing: ${found.length} match(es)`);
    return found;
}
/** The webhook with this URL after a look again (`lookAgain`); ambiguity fails. */
async function findWebhookAgain(context, url, staleSince) {
    return single(await lookAgain(context, url, staleSince), url);
}
function single(matches, url) {
    if (matches.length > 1) {
        const ids = matches.map((webhook) => webhook.id).join(", ");
        throw new errors/* StepFailure */.pH(`${matches.length} webhooks (${ids}) have the url ${url}; remove the duplicates or address one by webhook-id`);
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
    const subject = `${input.url} (${input.actions.join(", ")})`;
    return planOutcome("would-create", `would create a webhook for ${subject}${after}`, input, { id: null, createdBy: context.stepId }, null);
}
/** A step on a URL an earlier step of this run acted on: what apply would do after that step. */
function plannedOutcome(planned, input, context) {
    const after = ` (after step "${planned.stepId}")`;
    if (planned.kind === "removed")
        return wouldCreate(input, context, ` (step "${planned.stepId}" would remove the one it has)`);
    const who = planned.id ? `webhook ${planned.id}` : `the webhook step "${planned.createdBy}" would create`;
    const body = difference(planned, input);
    const before = {
        id: planned.id,
        url: input.url,
        actions: [...planned.actions],
        disabled: planned.disabled,
    };
    const webhook = planned.id === null
        ? { id: null, createdBy: planned.createdBy ?? context.stepId }
        : { id: planned.id, createdBy: null };
    if (!body)
        return planOutcome("unchanged", `${who} for ${input.url} would be up to date${after}`, input, webhook, before);
    const verb = changeOf(planned, body) === "reactivated" ? "reactivate" : "update";
    return planOutcome(`would-${verb}`, `would ${verb} ${who}: ${explain(planned, body)}${after}`, input, webhook, before);
}
function planOutcome(change, summary, input, { id, createdBy }, before) {
    const disabled = !input.enabled;
    return {
        before,
        after: { id, url: input.url, actions: [...input.actions], disabled },
        status: "succeeded",
        change,
        summary,
        // The revision apply would leave is not known before it writes.
        outputs: { change, "webhook-id": id, revision: null, url: input.url, disabled },
        webhook: id === null
            ? { url: input.url, disabled, ...(createdBy ? { createdBy } : {}) }
            : { id, url: input.url, disabled },
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
    "secret-sink": sink_schema/* secretSinkSchema */.$v.default(sink_schema/* defaultSecretSink */.rj),
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
class LostCreateRace extends errors/* StepFailure */.pH {
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
    target: { url: "url" },
    // Whatever it reports (would-create, would-update, unchanged), the URL then has this webhook.
    planEffect: (input, outcome) => outcome.webhook && {
        url: input.url,
        leaves: "ensured",
        id: outcome.webhook.id ?? null,
        createdBy: outcome.webhook.createdBy ?? null,
        actions: input.actions,
        disabled: !input.enabled,
    },
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
            const key = createKey(context.run, context.stepId, { url: input.url, actions: input.actions });
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
/**
 * The webhook the run's listing holds is gone from the step's URL: someone removed it, or moved it
 * to another URL (`movedTo`), since the listing was read.
 */
class WebhookGone extends errors/* StepFailure */.pH {
    id;
    url;
    movedTo;
    constructor(id, url, movedTo) {
        super(movedTo === undefined
            ? `webhook ${id} was removed while it was being updated; re-run the job to create it`
            : `webhook ${id} moved from ${url} to ${movedTo} while it was being updated; re-run the job to act on the webhook ${url} has now`);
        this.id = id;
        this.url = url;
        this.movedTo = movedTo;
    }
}
/**
 * Reconciles the webhook the run's listing found. The listing is read once per run, so a webhook
 * someone else removed or moved since is only noticed by its update (a 404, or a 412 whose re-read
 * has another URL): the URL is then listed again and the step goes on with what the service holds
 * there now (creating the webhook when none has the URL). A moved webhook is never written.
 */
async function reconcileFound(found, input, context) {
    const since = context.webhooks.seenIn(found.id);
    try {
        return await reconcile(found, input, context);
    }
    catch (error) {
        if (!(error instanceof WebhookGone))
            throw error;
        const what = error.movedTo === undefined ? "was removed" : `moved to ${error.movedTo}`;
        context.logger.info(`webhook ${error.id} ${what} since the run's listing was read; looking ${input.url} up again`);
        await lookAgain(context, input.url, since);
        const again = await lookup(input.url, context);
        return again ? reconcile(again, input, context) : create(input, context);
    }
}
/**
 * The service replayed this step's create (an earlier attempt of the run made it) and that
 * webhook is gone from the URL since, with none there now: a StepFailure, so its secret reaches no
 * sink; `create` creates again under a key that names the gone webhook (a re-run attempt of a plan
 * that removes and re-creates a webhook converges), up to `maxRecreates` times.
 */
class ReplayedGone extends errors/* StepFailure */.pH {
    id;
    constructor(id, message) {
        super(message);
        this.id = id;
    }
}
const maxRecreates = 10;
async function create(input, context) {
    if (context.mode === "plan")
        return wouldCreate(input, context);
    let key = createKey(context.run, context.stepId, { url: input.url, actions: input.actions });
    for (let recreates = 0;; recreates += 1) {
        const created = await createWithKey(input, context, key, recreates < maxRecreates);
        if (!(created instanceof ReplayedGone))
            return created;
        context.logger.info(`webhook ${created.id}, created by this step earlier in this workflow run, is gone from ${input.url}: creating it again`);
        key = recreateKey(key, created.id);
    }
}
async function createWithKey(input, context, key, mayRecreate) {
    const subject = `${input.url} (${input.actions.join(", ")})`;
    const body = { url: input.url, actions: input.actions };
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
        if (error instanceof LostCreateRace || (error instanceof ReplayedGone && mayRecreate))
            return error;
        throw error;
    });
    if (revealed instanceof ReplayedGone)
        return revealed;
    if (revealed instanceof LostCreateRace) {
        const outcome = await reconcile(revealed.winner, input, context);
        outcome.before = null;
        outcome.summary = `${revealed.note}${outcome.change === "unchanged" ? "" : `; ${outcome.summary}`}`;
        return outcome;
    }
    const { value, receipt } = revealed;
    let webhook = replayed ?? (await createdWebhook(value, receipt.target, context));
    warnOtherUrl(webhook, input.url, context);
    context.webhooks.put(webhook, input.url);
    if (!input.enabled && !webhook.attributes.disabled) {
        webhook = await update(webhook, input, context);
    }
    const outcome = describe(webhook, "created", `created webhook ${webhook.id} for ${subject}`, input.url, null);
    outcome.summary += `; secret sent to ${receipt.target}`;
    outcome.outputs["secret-sink"] = receipt.sink;
    outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
    return { ...outcome, secret: receipt };
}
/**
 * The create's answer names another URL than the one sent (after normalisation): something between
 * (a proxy) or the service changed it. Said, naming both; the run keeps finding the webhook under
 * the URL the plan sent (it is filed there in the run's index).
 */
function warnOtherUrl(webhook, sent, context) {
    if (sameUrl(webhook.attributes.url, sent))
        return;
    context.logger.warning(`the answer to the create of webhook ${webhook.id} names the url ${webhook.attributes.url}, not ${sent}, the url sent (a proxy or the service changed it); this run goes on finding it under ${sent}: check which url the webhook has (svc webhooks get ${webhook.id})`);
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
        if ((0,transport_errors/* isGone */.ST)(error))
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
    if (!current || (0,webhook_index/* normaliseUrl */.CZ)(current.data.attributes.url) !== (0,webhook_index/* normaliseUrl */.CZ)(input.url)) {
        throw new ReplayedGone(webhook.id, `earlier in this workflow run (an earlier attempt or another job) webhook ${webhook.id} was created for ${input.url}, and it was removed or changed since; the service replays that create for this run instead of creating again: start a new workflow run`);
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
        throw new errors/* StepFailure */.pH(`${matches.length} webhooks (${ids(matches)}) have the url ${url}; ${first.id}, listed first, is the one runs keep: remove the duplicates (${ids(rest)}) or address one by webhook-id`);
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
            throw new errors/* StepFailure */.pH(`another run created webhook ${winner.id} for ${input.url} at the same time as this run created ${mine.id}, and ${winner.id} is the one runs keep, but removing the duplicate ${mine.id} failed (${(0,errors/* describeError */.Uc)(error)}); no secret was stored: remove webhook ${mine.id} (svc webhooks remove ${mine.id}), then re-run`);
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
        if ((0,transport_errors/* isGone */.ST)(error))
            return undefined;
        throw error;
    });
    if (current && (0,webhook_index/* normaliseUrl */.CZ)(current.data.attributes.url) !== (0,webhook_index/* normaliseUrl */.CZ)(input.url))
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
            if ((0,transport_errors/* isGone */.ST)(error))
                return;
            // A 2xx that broke the contract most likely removed it: reading tells (else it is sent again).
            if ((0,errors/* isAppliedWrite */.f$)(error)) {
                const state = await context.client.establishWebhookRemoval(id, { signal: context.signal });
                if (state === "removed")
                    return;
            }
            const lost = error instanceof transport_errors/* ClientError */.MZ && (error.outcomeUnknown || (0,errors/* isAppliedWrite */.f$)(error));
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
                throw new errors/* StepFailure */.pH(`webhook ${found.id} for ${input.url} exists, but an earlier run with this run identity had sent a create that never reached the service, and replaying it created a second webhook ${created.id} that could not be removed (${(0,errors/* describeError */.Uc)(error)}): remove webhook ${created.id}, then re-run`);
            });
            throw new errors/* StepFailure */.pH(`webhook ${found.id} for ${input.url} was created outside this run while an earlier run with this run identity was interrupted before its create reached the service (the second webhook the replay created, ${created.id}, was removed again); this run holds no secret of ${found.id}: rotate its secret (rotate-secret) to get one${where}`);
        }
        if (created.id === found.id && typeof created.attributes.revision !== "string") {
            // A tolerated answer without its revision proves nothing either way: kept for a re-run.
            throw new Error(`webhook ${found.id} for ${input.url}: the replayed create's answer holds no revision, so whether the webhook changed since this run identity created it (and the secret may no longer sign) cannot be told`);
        }
        if (created.id !== found.id || created.attributes.revision !== found.attributes.revision) {
            throw new errors/* StepFailure */.pH(`webhook ${found.id} for ${input.url}: an earlier run with this run identity created ${created.id} and was interrupted before its secret was stored, and the webhook was ${created.id === found.id ? "changed or rotated" : "removed or moved"} since, so the secret the service replays may not be the one it signs with; it was not stored: rotate the secret of webhook ${found.id} (a rotate-secret step, or a new run attempt of a plan with one)${where}`);
        }
    }, { op: "create", key: record.key });
    const summary = `created webhook ${found.id} for ${input.url} (${input.actions.join(", ")}); an earlier run with this run identity was interrupted before storing its secret: the create was replayed (the same secret) and the secret sent to ${receipt.target}`;
    const webhook = difference(found.attributes, input) ? await update(found, input, context) : found;
    const outcome = describe(webhook, "created", summary, input.url, null);
    outcome.outputs["secret-sink"] = receipt.sink;
    outcome.outputs["secret-fingerprint"] = receipt.fingerprint;
    return { ...outcome, secret: receipt };
}
async function reconcile(found, input, context) {
    const body = difference(found.attributes, input);
    if (!body)
        return describe(found, "unchanged", `webhook ${found.id} for ${input.url} is up to date`, input.url, found);
    const change = changeOf(found.attributes, body);
    if (context.mode === "plan") {
        const verb = change === "reactivated" ? "reactivate" : "update";
        const outcome = describe(found, `would-${verb}`, "", input.url, found);
        outcome.after = { ...snapshotOf(found), actions: [...input.actions], disabled: !input.enabled };
        outcome.summary = `would ${change === "reactivated" ? "reactivate" : "update"} webhook ${found.id}: ${explain(found.attributes, body)}`;
        return outcome;
    }
    const updated = await update(found, input, context);
    return describe(updated, change, `${change} webhook ${found.id}: ${explain(found.attributes, body)}`, input.url, found);
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
            context.webhooks.put(response.data, input.url);
            return response.data;
        }
        catch (error) {
            if ((0,transport_errors/* isGone */.ST)(error)) {
                context.webhooks.remove(current.id);
                throw new WebhookGone(current.id, input.url);
            }
            if (error instanceof transport_errors/* PreconditionFailedError */.k9) {
                context.logger.info(`webhook ${current.id} changed since it was read (412); reading it again`);
                current = await reread(current.id, input.url, context);
                continue;
            }
            if (error instanceof transport_errors/* ClientError */.MZ && error.outcomeUnknown) {
                context.logger.info(`the update of webhook ${current.id} has no known outcome; checking`);
                const established = await context.client.establishWebhookUpdate(current.id, body, {
                    signal: context.signal,
                });
                current = stillAt(established.webhook.data, input.url, context);
                if (established.applied)
                    return current;
                continue;
            }
            throw error;
        }
    }
    throw new errors/* StepFailure */.pH(`contention: webhook ${start.id} kept changing while it was updated (${maxUpdateAttempts} times 412 precondition_failed); another run or process edits it: re-run when it is quiet`, { status: 412 });
}
/** The webhook read again after a 412: it must still have the step's URL to be written. */
async function reread(id, url, context) {
    const verified = await verifyAtUrl(context, id, url);
    if (verified.kind === "gone")
        throw new WebhookGone(id, url);
    if (verified.kind === "moved")
        throw new WebhookGone(id, url, verified.webhook.attributes.url);
    return verified.webhook;
}
/** A webhook read back (an update's outcome established): gone from the URL when it has another. */
function stillAt(webhook, url, context) {
    if (sameUrl(webhook.attributes.url, url)) {
        context.webhooks.put(webhook, url);
        return webhook;
    }
    context.webhooks.put(webhook);
    throw new WebhookGone(webhook.id, url, webhook.attributes.url);
}
/**
 * The step's outcome. The webhook it yields to `webhook:` references carries `ensured`, the URL the
 * step ensured (later steps act on the webhook only while it has that URL); the `url` output is
 * the service's. `before`: the webhook as the step found it (null: the step created it).
 */
function describe(webhook, change, summary, ensured, before) {
    const { url, revision, disabled } = webhook.attributes;
    return {
        status: "succeeded",
        change,
        summary,
        outputs: { change, "webhook-id": webhook.id, revision, url, disabled },
        webhook: { id: webhook.id, url: ensured, revision, disabled },
        before: before === null ? null : snapshotOf(before),
        after: snapshotOf(webhook),
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
        throw new errors/* StepFailure */.pH(`created webhook ${value.data.id} and sent its signing secret to ${target}, but its answer broke the contract and reading the webhook back failed (${(0,errors/* describeError */.Uc)(error)}); the secret is stored: re-run to reconcile the webhook (it is found by its URL)`, { cause: error });
    }
}
function stripSecret(webhook) {
    const { signingSecret: _secret, ...attributes } = webhook.attributes;
    return { ...webhook, attributes };
}

;// CONCATENATED MODULE: ./lib/engine/steps/remove-webhook.js









const remove_webhook_withSchema = (0,lazy/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    ...targetFields(),
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
    target: { url: "url", reference: "webhook", id: "webhook-id" },
    // Later steps on the URL find it gone (one by webhook-id names no URL).
    planEffect: (input, outcome, referenced) => {
        const url = input.url ?? referenced?.url ?? outcome.webhook?.url;
        if (outcome.change !== "would-remove" || url === undefined)
            return undefined;
        const id = outcome.outputs["webhook-id"];
        return { url, leaves: "removed", id: typeof id === "string" ? id : null };
    },
    run: async (input, context) => {
        if (input.url !== undefined) {
            if (context.mode === "plan")
                return planRemoveByUrl(input.url, context);
            return removeByUrl(input.url, context);
        }
        const target = resolveTarget(input, context);
        if (context.mode === "plan")
            return planRemoveTarget(input, target, context);
        const id = target?.id;
        if (!id)
            return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
        if (target?.url !== undefined && input.webhook !== undefined) {
            // The webhook the referenced step ensured, only while it still has that URL.
            if ((await verifyReferenced(context, { ...target, id }, input.webhook)) === "gone")
                return absent(`webhook ${id} was already gone`, id);
        }
        return removeById(id, context);
    },
});
/**
 * Plan mode by reference or id: a webhook an earlier step would create, remove or replace is
 * judged from the run's plan-mode index; one that exists is read (its URL is what later steps on
 * that URL would find gone).
 */
async function planRemoveTarget(input, target, context) {
    const away = target && plannedAway(input, target, context);
    if (away)
        return absent(away, target?.id);
    if (!target?.id) {
        if (target)
            return done("would-remove", `would remove ${describeTarget(target)}`, null, {
                id: null,
                ...(target.url === undefined ? {} : { url: target.url }),
            });
        return absent(`webhook of step ${input.webhook ?? ""} does not exist yet`);
    }
    const { id } = target;
    const current = await context.client.getWebhook(id, { signal: context.signal }).then((response) => response.data, (error) => {
        if ((0,transport_errors/* isGone */.ST)(error))
            return undefined;
        throw error;
    });
    if (!current)
        return absent(`webhook ${id} does not exist`, id);
    return {
        ...done("would-remove", `would remove webhook ${id}`, id, snapshotOf(current)),
        webhook: { id, url: current.attributes.url },
    };
}
/** Looks at the URL this often (the listing, then each time its webhook left it) before giving up. */
const maxLooks = 3;
/**
 * Removal by URL (docs/plan.md "A workspace that changes under the run"): the webhook the run's
 * index has for the URL is read by id right before the DELETE (the contract has no If-Match on
 * DELETE) and removed only while it still has the URL. One that moved or vanished is gone from
 * the URL: the URL is listed again and the step acts on what is there. "absent" only when the
 * newest look found no webhook with the URL.
 */
async function removeByUrl(url, context) {
    let found = await findWebhookByUrl(context, url);
    for (let look = 1;; look += 1) {
        // As of the run's listing (read once per run), or of the look just made.
        if (!found)
            return absent(look === 1
                ? `no webhook had the url ${url} when the run listed the webhooks`
                : `no webhook has the url ${url} (listed again just now)`);
        const since = context.webhooks.seenIn(found.id);
        const verified = await verifyAtUrl(context, found.id, url);
        if (verified.kind === "at-url" && (await deleteWebhook(found.id, context)) === "removed")
            return done("removed", `removed webhook ${found.id}`, found.id, snapshotOf(verified.webhook));
        if (look >= maxLooks) {
            throw new errors/* StepFailure */.pH(`contention: the webhook with the url ${url} changed ${maxLooks} times while it was being removed (moved, removed or replaced by another party); nothing of another url was removed: re-run when it is quiet`);
        }
        context.logger.info(`webhook ${found.id} is no longer at ${url}; looking the url up again`);
        found = await findWebhookAgain(context, url, since);
    }
}
/**
 * Plan mode by URL: what apply would find there after the run's earlier steps (an ensure that would
 * create or update it, a removal), else the listing. Later steps on the URL see it removed.
 */
async function planRemoveByUrl(url, context) {
    const planned = context.webhooks.planned(url);
    if (planned?.kind === "removed")
        return absent(`no webhook would have the url ${url} after step "${planned.stepId}"`);
    if (planned) {
        const what = planned.id
            ? `webhook ${planned.id}`
            : `the webhook step "${planned.createdBy}" would create`;
        return done("would-remove", `would remove ${what}`, planned.id, { id: planned.id, url });
    }
    // Just listed: in plan mode there is nothing more to read.
    const found = await findWebhookByUrl(context, url);
    if (!found)
        return absent(`no webhook has the url ${url}`);
    return done("would-remove", `would remove webhook ${found.id}`, found.id, snapshotOf(found));
}
async function removeById(id, context) {
    return (await deleteWebhook(id, context)) === "removed"
        ? done("removed", `removed webhook ${id}`, id, { id })
        : absent(`webhook ${id} was already gone`, id);
}
/** DELETE the webhook: "gone" when it was not there (404). */
async function deleteWebhook(id, context) {
    try {
        // A 429 is refused before the service acts: waited out, like a read's (a second DELETE of a
        // removed webhook would only answer 404, which is "already gone").
        await context.client.removeWebhook(id, { signal: context.signal, waitOutRateLimits: true });
        context.webhooks.remove(id);
        return "removed";
    }
    catch (error) {
        if ((0,transport_errors/* isGone */.ST)(error)) {
            context.webhooks.remove(id);
            return "gone";
        }
        if (!(error instanceof transport_errors/* ClientError */.MZ))
            throw error;
        const applied = (0,errors/* isAppliedWrite */.f$)(error);
        if (!applied && !error.outcomeUnknown)
            throw error;
        // A 2xx that broke the contract (most likely removed) or no answer at all: reading tells.
        if (applied)
            context.logger.warning(`webhook ${id}: ${error.message}; checking`);
        else
            context.logger.info(`the removal of webhook ${id} has no known outcome; checking`);
        if ((await context.client.establishWebhookRemoval(id, { signal: context.signal })) === "removed") {
            context.webhooks.remove(id);
            return "removed";
        }
        throw new errors/* StepFailure */.pH(`webhook ${id} could not be removed (${error.code}); it still exists: re-run the job`);
    }
}
function done(change, summary, id, before) {
    return { status: "succeeded", change, summary, outputs: { change, "webhook-id": id }, before, after: null };
}
function absent(summary, id) {
    return {
        status: "succeeded",
        change: "absent",
        summary,
        outputs: { change: "absent", "webhook-id": id ?? null },
    };
}

// EXTERNAL MODULE: ./lib/schemas/error-codes.js
var error_codes = __webpack_require__(921);
;// CONCATENATED MODULE: ./lib/engine/steps/rotate-secret.js









const rotate_secret_withSchema = targetedWith(() => ({ "secret-sink": sink_schema/* secretSinkSchema */.$v.default(sink_schema/* defaultSecretSink */.rj) }));
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
    target: { reference: "webhook", id: "webhook-id" },
    yieldsWebhook: true,
    run: async (input, context) => {
        const acting = actingOn(input, context, planned);
        if ("skipped" in acting) {
            onceInPlan(acting.skipped.webhook, context);
            return acting.skipped;
        }
        const { id } = acting;
        // Read now (through a reference: still at the URL its step ensured); the rotation's If-Match
        // is this revision, so the service refuses it if the webhook changes (or moves) after the read.
        const current = await currentTarget(input, acting, context);
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
/**
 * Plan mode: a run attempt rotates a webhook once (its rotation key is the attempt and the webhook:
 * docs/plan.md "Idempotency keys"), so apply fails a second rotation of it with 409; so does plan.
 */
function onceInPlan(target, context) {
    const webhook = target?.id ?? (target?.createdBy ? `created by ${target.createdBy}` : undefined);
    const earlier = webhook === undefined ? undefined : context.webhooks.plannedRotation(webhook, context.stepId);
    if (earlier !== undefined && earlier !== context.stepId) {
        throw new errors/* StepFailure */.pH(`step "${earlier}" would already rotate the signing secret of this webhook in this run attempt; a run attempt rotates a webhook once (apply would fail with 409 idempotency_conflict): remove one of the steps`);
    }
}
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
        // A rotation changes the secret only: the webhook is the same before and after.
        before: snapshotOf(current),
        after: snapshotOf(current),
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
            throw new errors/* StepFailure */.pH(`an earlier run with this run identity rotated the signing secret of webhook ${id} and was interrupted before storing it, and the webhook changed since (its revision is no longer the one that rotation produced), so the secret the service replays may not be the one it signs with; it was not stored: rotate anew with a new run attempt (${newAttempt(context)})${where}`);
        }
    }, { op: "rotate", key, webhookId: id, ifMatch: revision })
        .catch((error) => {
        throw contention(error, id, where, newAttempt(context));
    });
}
/** How the adapter starts a new run attempt, in its words (the CLI a flag, the Action a re-run). */
const newAttempt = (context) => (context.words ?? error_codes/* neutralWords */.di).newRunAttempt;
/** A 412 or 409 explained: who else changed or rotated the webhook, and what to do. */
function contention(error, id, where, attempt) {
    if (error instanceof transport_errors/* PreconditionFailedError */.k9) {
        return new errors/* StepFailure */.pH(`contention: webhook ${id} changed between reading its revision and rotating (412 precondition_failed), e.g. another run rotated or updated it; no secret was rotated: re-run the job`, { status: 412, cause: error });
    }
    if (error instanceof transport_errors/* IdempotencyConflictError */._z) {
        return new errors/* StepFailure */.pH(`contention: the signing secret of webhook ${id} was already rotated in this run attempt from an earlier revision, by an earlier run with this run identity or by another step, job or matrix entry (HTTP 409 idempotency_conflict, request ${error.requestId}); the service returns that secret only for the same revision, and this run has no record of it${where}, so this step received none and did not rotate again: if that rotation's secret was stored, nothing more is needed; if not (it was interrupted), rotate anew with a new run attempt (${attempt})`, { status: 409, cause: error });
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
        webhook: {
            id,
            ...(newRevision ? { revision: newRevision } : {}),
            url,
            disabled,
            secretRotatedAt: new Date(context.clock.now()).toISOString(),
        },
        before: snapshotOf(current),
        after: snapshotOf(current),
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
        context.logger.warning(`webhook ${id}: the rotation's answer had no valid revision and reading the webhook back failed (${(0,errors/* describeError */.Uc)(error)}); the secret was stored, the revision output is empty`);
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
    return signal.aborted && signal.reason instanceof errors/* StepDeadlineExceeded */.mX;
}

;// CONCATENATED MODULE: ./lib/engine/receiver-answer.js
const oldSecret = "a receiver that answers {status} usually lacks the webhook's current signing secret{rotated}: give it the secret of the last rotation (and keep the previous one while deliveries signed with it may arrive)";
const byStatus = {
    401: oldSecret,
    403: oldSecret,
    404: "the receiver has nothing at the webhook's URL path: check the path of the webhook's URL",
    413: "the receiver refused the body as too large: raise its body size limit",
};
const dnsAdvice = "the receiver's host does not resolve: check the host of the webhook's URL; raising with.timeout will not help";
const byTransport = {
    ENOTFOUND: dnsAdvice,
    EAI_AGAIN: "the receiver's host could not be resolved (a temporary DNS failure); check the host of the webhook's URL if it persists",
    ECONNREFUSED: "nothing answers at the receiver's address: start the receiver, or check the host and port of the webhook's URL",
    insecure_destination: "the webhook's URL is not https: deliveries go to https:// receivers only",
    blocked_destination: "the receiver's host resolves to a loopback or private address, to which the service does not deliver",
    DEPTH_ZERO_SELF_SIGNED_CERT: "the receiver's certificate is self-signed: the service delivers only to certificates of a public CA",
    SELF_SIGNED_CERT_IN_CHAIN: "the receiver's certificate is signed by a private CA: the service delivers only to certificates of a public CA",
    CERT_HAS_EXPIRED: "the receiver's certificate has expired: renew it",
    ERR_TLS_CERT_ALTNAME_INVALID: "the receiver's certificate is not for the host of the webhook's URL",
};
/** The advice for a delivery's last answer, if it has one; `rotatedAt`: when this run rotated the secret. */
function receiverAdvice(row, rotatedAt) {
    if (row?.statusCode) {
        const advice = byStatus[row.statusCode];
        const rotated = rotatedAt === undefined ? "" : ` (this run rotated it at ${rotatedAt})`;
        return advice?.replace("{status}", String(row.statusCode)).replace("{rotated}", rotated);
    }
    if (row?.transportCode && Object.hasOwn(byTransport, row.transportCode))
        return byTransport[row.transportCode];
    return undefined;
}
/** True when waiting longer cannot help: the answer is not a slow or a temporary one. */
function waitingWillNotHelp(row) {
    return receiverAdvice(row) !== undefined && row?.transportCode !== "EAI_AGAIN";
}

;// CONCATENATED MODULE: ./lib/engine/transient-errors.js

/** Errors worth waiting out while polling (the client already retried them a few times). */
function isTransient(error) {
    // A 429 asking for longer than the client may wait cannot end well by polling on.
    if (error instanceof transport_errors/* RateLimitError */.OE)
        return error.transport.rateLimitWaitRefused === undefined;
    if (error instanceof transport_errors/* ApiError */.hD)
        return error.status >= 500;
    if (error instanceof transport_errors/* ClientError */.MZ) {
        return ["request_timeout", "network_error"].includes(error.code);
    }
    return false;
}

;// CONCATENATED MODULE: ./lib/engine/steps/test-delivery.js













const test_delivery_withSchema = targetedWith(() => ({
    timeout: (0,duration/* durationSchema */.sK)(1_000, 30 * 60_000)
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
    target: { reference: "webhook", id: "webhook-id" },
    deadline: (input) => input.timeout,
    run: async (input, context) => {
        const acting = actingOn(input, context, test_delivery_planned);
        if ("skipped" in acting)
            return acting.skipped;
        const deadline = context.clock.now() + input.timeout.ms;
        const webhookId = acting.id;
        // The contract has no If-Match on a test delivery: through a reference, the webhook is read
        // right before and must still have the URL its step ensured (docs/plan.md "A workspace that
        // changes under the run" has the window that remains).
        if (input.webhook !== undefined)
            await currentTarget(input, acting, context);
        const key = testKey(context.run, context.stepId, webhookId);
        const receipt = await context.client.testWebhookDelivery(webhookId, {
            idempotencyKey: key,
            signal: context.signal,
        });
        const deliveryId = receipt.data.id;
        context.testDeliveries.add(deliveryId);
        const replayed = receipt.data.attributes.replayed ? " (replayed receipt)" : "";
        context.logger.info(`queued test delivery ${deliveryId} for webhook ${webhookId}${replayed}`);
        const followed = await follow({ deliveryId, webhookId, deadline, timeout: input.timeout.text }, context);
        const rotatedAt = input.webhook ? context.webhookOf(input.webhook)?.secretRotatedAt : undefined;
        return outcome({ deliveryId, webhookId, timeout: input.timeout.text, rotatedAt }, followed, context);
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
            context.logger.info(`reading delivery ${deliveryId} failed: ${(0,errors/* describeError */.Uc)(error)}; trying again`);
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
        if (!(0,transport_errors/* isGone */.ST)(error))
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
async function outcome({ deliveryId, webhookId, timeout, rotatedAt }, followed, context) {
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
    const advice = receiverAdvice(row, rotatedAt);
    if (followed.timedOut) {
        const fix = waitingWillNotHelp(row) ? advice : "raise with.timeout or check the receiver";
        return {
            ...base,
            status: "failed",
            change: "timed-out",
            summary: `test delivery ${deliveryId} still ${state} when the step's timeout: ${timeout} was reached (${tries}, ${http}); ${fix}`,
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
        summary: `test delivery ${deliveryId} ${state}: ${http}, ${tries}${why}${advice ? `; ${advice}` : ""}`,
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


/***/ }),

/***/ 1526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ normaliseUrl),
/* harmony export */   KT: () => (/* binding */ listByUrls),
/* harmony export */   ZC: () => (/* binding */ abortable),
/* harmony export */   mZ: () => (/* binding */ WebhookIndex)
/* harmony export */ });
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
    // A service that pages by offset repeats an item when the list shifts between pages: one
    // webhook is one webhook, whatever the paging.
    const seen = new Set();
    const listing = client.paginateWebhooks({ limit: 100 }, signal ? { signal } : {});
    for await (const page of listing.pages()) {
        pages += 1;
        for (const webhook of page.data) {
            if (seen.has(webhook.id))
                continue;
            seen.add(webhook.id);
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
    #rotations = new Map();
    #removedIds = new Map();
    /** Webhook id -> its normalised URL in `#byUrl`. */
    #urlOf = new Map();
    /** Ids the run wrote or removed: the listing (possibly older than the write) does not override them. */
    #written = new Set();
    /** When the run last wrote (or read) each id, in `#writes`. */
    #writtenAt = new Map();
    #writes = 0;
    /** Whole-workspace listings read so far (the run's listing, then each refresh). */
    #generation = 0;
    /** Per id: the generation its entry is as fresh as. */
    #seenIn = new Map();
    #refreshing;
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
    /** How fresh the entry of webhook `id` is (compare with a later `freshFind`). */
    seenIn(id) {
        return this.#seenIn.get(id) ?? this.#generation;
    }
    /**
     * The URL's webhooks, fresher than generation `staleSince` (the entry that just proved stale):
     * from the index when a whole-workspace listing newer than that was read since (another step's
     * refresh), else from one refresh of the whole index, shared by every step that asks while it
     * runs. The service cannot list one URL, so a look at a URL is a listing of every page: one for
     * all the steps that meet a changed workspace at once keeps a busy run's extra reads few.
     */
    async freshFind(url, staleSince, signal) {
        if (this.#generation <= staleSince) {
            this.#refreshing ??= this.#refresh().finally(() => {
                this.#refreshing = undefined;
            });
            await (signal ? abortable(this.#refreshing, signal) : this.#refreshing);
        }
        return [...(this.#byUrl.get(normaliseUrl(url)) ?? [])];
    }
    /** Plan mode: what an earlier step would leave at `url`, if one acted on it. */
    planned(url) {
        return this.#planned.get(normaliseUrl(url));
    }
    /**
     * Plan mode: the step that would rotate the secret of `webhook` (an id, or "the webhook step X
     * would create") before, if one would; records `stepId` as that step otherwise.
     */
    plannedRotation(webhook, stepId) {
        const earlier = this.#rotations.get(webhook);
        if (earlier === undefined)
            this.#rotations.set(webhook, stepId);
        return earlier;
    }
    /** Plan mode: a step would leave `url` in this state. */
    plan(url, state) {
        this.#planned.set(normaliseUrl(url), state);
        if (state.kind === "removed" && state.id)
            this.#removedIds.set(state.id, state.stepId);
    }
    /** Plan mode: the step that would remove webhook `id`, if one would. */
    plannedRemoval(id) {
        return this.#removedIds.get(id);
    }
    /**
     * The run created, changed or read `webhook`: add it (last, as the newest) or replace it in
     * place, filed under `under` (the URL the plan sent, when an answer named another one).
     */
    put(webhook, under = webhook.attributes.url) {
        this.#wrote(webhook.id);
        const url = normaliseUrl(under);
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
        // Filed where it is (the URL the plan sent, when an answer named another one).
        this.put({ ...current, attributes: { ...current.attributes, revision, disabled } }, url);
    }
    /** The run removed the webhook (or found it gone). */
    remove(id) {
        this.#wrote(id);
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
            if (previous === key)
                continue;
            if (previous !== undefined)
                this.#drop(webhook.id, previous);
            this.#append(key, webhook);
        }
    }
    #wrote(id) {
        this.#written.add(id);
        this.#writes += 1;
        this.#writtenAt.set(id, this.#writes);
        this.#seenIn.set(id, this.#generation);
    }
    /**
     * Reads every page again and takes it as the index, except the entries the run wrote while it
     * was being read (newer than the listing). A failed refresh leaves the index as it was.
     */
    async #refresh() {
        const started = this.#writes;
        const { matches } = await listAll(this.client, this.signal);
        const newer = [...this.#urlOf].flatMap(([id, url]) => {
            if ((this.#writtenAt.get(id) ?? 0) <= started)
                return [];
            const webhook = this.#byUrl.get(url)?.find((entry) => entry.id === id);
            return webhook ? [{ url, webhook }] : [];
        });
        this.#byUrl.clear();
        this.#urlOf.clear();
        const generation = this.#generation + 1;
        for (const webhook of matches) {
            if ((this.#writtenAt.get(webhook.id) ?? 0) > started)
                continue;
            this.#append(normaliseUrl(webhook.attributes.url), webhook);
            this.#seenIn.set(webhook.id, generation);
        }
        for (const { url, webhook } of newer)
            this.#append(url, webhook);
        this.#generation = generation;
    }
    async #load() {
        try {
            const listing = this.client.paginateWebhooks({ limit: 100 }, this.signal ? { signal: this.signal } : {});
            for await (const page of listing.pages()) {
                this.#pages += 1;
                for (const webhook of page.data) {
                    // Written by the run (newer than the listing), or repeated by a shifted page.
                    if (this.#written.has(webhook.id) || this.#urlOf.has(webhook.id))
                        continue;
                    this.#append(normaliseUrl(webhook.attributes.url), webhook);
                }
            }
            this.#loaded = true;
            this.#generation = Math.max(this.#generation, 1);
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
/** Every webhook of the listing, each id once, in listing order. */
async function listAll(client, signal) {
    const seen = new Set();
    const matches = [];
    const listing = client.paginateWebhooks({ limit: 100 }, signal ? { signal } : {});
    for await (const page of listing.pages()) {
        for (const webhook of page.data) {
            if (seen.has(webhook.id))
                continue;
            seen.add(webhook.id);
            matches.push(webhook);
        }
    }
    return { matches };
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

/***/ 3228:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lA: () => (/* binding */ unsafeDestination),
/* harmony export */   tE: () => (/* binding */ isLoopbackUrl)
/* harmony export */ });
/* unused harmony export isBlockedAddress */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);

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
const blocked = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
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
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(host);
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
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(host);
    if (family === 4)
        return host.startsWith("127.");
    if (family === 6)
        return host === "::1" || /^::ffff:7f[0-9a-f]{2}:/i.test(host);
    return /(^|\.)localhost$/i.test(host);
}


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
