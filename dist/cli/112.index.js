export const id = 112;
export const ids = [112];
export const modules = {

/***/ 2112:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  generatePlan: () => (/* binding */ generatePlan)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/engine/plan-set.js
var plan_set = __webpack_require__(1782);
;// CONCATENATED MODULE: ./lib/engine/plan-parse.js


/**
 * Parses and validates a plan (YAML or JSON): text, or the bytes of a file, which must be UTF-8.
 * Throws PlanValidationError listing every problem with its line and column; `source` (a file
 * name) only labels the messages. A run of several files: parsePlans (plan-set.ts).
 */
function parsePlan(content, source) {
    return (0,plan_set/* parsePlans */.W)([{ content, ...(source === undefined ? {} : { label: source }) }]);
}

// EXTERNAL MODULE: ./lib/engine/plan-errors.js
var plan_errors = __webpack_require__(2051);
// EXTERNAL MODULE: ./lib/untrusted/path-problem.js
var path_problem = __webpack_require__(7421);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./lib/engine/plan-schema.js + 1 modules
var plan_schema = __webpack_require__(3829);
// EXTERNAL MODULE: ./lib/engine/webhook-index.js
var webhook_index = __webpack_require__(1526);
// EXTERNAL MODULE: ./lib/transport/redact.js
var redact = __webpack_require__(2760);
;// CONCATENATED MODULE: ./lib/cli/engine-host/adoption-plan.js
/**
 * The plan `svc run --generate-plan` writes (docs/cli-run.md "Adopting existing webhooks"): one
 * ensure-webhook step per webhook the service has (under a URL prefix), with its URL, events and
 * enabled state as they are, so applying it right after changes nothing. It holds no secret: a
 * webhook whose URL carries a secret-shaped value is left out (and named by id).
 */




class AdoptionError extends Error {
}
/** The steps for `webhooks` whose URL starts with `prefix` (every one without a prefix). */
function adoptionPlan(webhooks, prefix, made) {
    const under = prefix === undefined ? webhooks : webhooks.filter((hook) => underPrefix(hook.attributes.url, prefix));
    const skipped = [];
    const byUrl = new Map();
    for (const hook of under) {
        if ((0,redact/* redact */.E$)(hook.attributes.url) !== hook.attributes.url) {
            skipped.push(`webhook ${hook.id} is left out: its URL holds a secret-shaped value, which a plan must not hold (add its step by hand from your secret store): ${(0,redact/* redact */.E$)(hook.attributes.url)}`);
            continue;
        }
        const url = (0,webhook_index/* normaliseUrl */.CZ)(hook.attributes.url);
        byUrl.set(url, [...(byUrl.get(url) ?? []), hook]);
    }
    const ids = new Set();
    const steps = [];
    for (const [url, hooks] of byUrl) {
        const [kept, ...more] = hooks;
        if (more.length > 0)
            skipped.push(`webhooks ${more.map((hook) => hook.id).join(", ")} have the url ${url} too (duplicates of ${kept.id}): the plan ensures one webhook per URL; remove the duplicates (svc webhooks remove <id>) before applying it`);
        steps.push(stepFor(kept, uniqueId(stepIdOf(url), ids)));
    }
    if (steps.length > plan_schema/* maxPlanSteps */.XD)
        throw new AdoptionError(`${steps.length} webhooks, but a plan holds at most ${plan_schema/* maxPlanSteps */.XD} steps: generate one plan per --url-prefix`);
    return {
        text: header(steps.length, prefix, made) + (0,dist/* stringify */.As)({ steps }, { lineWidth: 0 }),
        steps: steps.length,
        skipped,
    };
}
/** The prefix's URL rule, as `prune:` will have it: https (http on loopback), a host, then its path. */
function urlPrefixProblem(prefix) {
    let parsed;
    try {
        parsed = new URL(prefix);
    }
    catch {
        return "is not a URL";
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
        return "must start with https://";
    if (!/^https?:\/\/[^/]+\//i.test(prefix))
        return "must name a host and end it with / (e.g. https://hooks.example.com/)";
    return undefined;
}
/** Prefix match on normalised URLs, so `HTTPS://Hooks.Example.com/a` is under `https://hooks.example.com/`. */
function underPrefix(url, prefix) {
    return (0,webhook_index/* normaliseUrl */.CZ)(url).startsWith((0,webhook_index/* normaliseUrl */.CZ)(prefix));
}
function stepFor(hook, id) {
    const { url, actions, disabled } = hook.attributes;
    return {
        id,
        uses: "ensure-webhook",
        with: { url, actions: [...actions], ...(disabled ? { enabled: false } : {}) },
    };
}
/** `hooks-example-com-team-a-billing` from the URL's host and path (a step id: [a-z][a-z0-9-]{0,62}). */
function stepIdOf(url) {
    const { host, pathname } = new URL(url);
    const slug = `${host}${pathname}`
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "");
    const id = /^[a-z]/.test(slug) ? slug : `hook-${slug}`;
    return id.slice(0, 56).replace(/-+$/, "") || "hook";
}
function uniqueId(base, taken) {
    let id = base;
    for (let n = 2; taken.has(id); n += 1)
        id = `${base}-${n}`;
    taken.add(id);
    return id;
}
function header(steps, prefix, made) {
    // The prefix as the URL parser reads it: one line (the parser drops tabs and line feeds).
    const scope = prefix === undefined ? "every webhook of the workspace" : `every webhook under ${(0,webhook_index/* normaliseUrl */.CZ)(prefix)}`;
    return [
        `# Generated by svc run --generate-plan on ${made.toISOString()}: ${steps} ensure-webhook step(s),`,
        `# ${scope} as it was. Applying it right after changes nothing. It holds no secret:`,
        "# an ensure step reveals a secret only when it creates a webhook, to its secret-sink",
        "# (default: output, i.e. svc run --secrets-dir). Review and rename the step ids, then own it.",
        "",
    ].join("\n");
}

;// CONCATENATED MODULE: ./lib/cli/engine-host/generate-plan.js
/**
 * `svc run --generate-plan FILE [--url-prefix P]` (docs/cli-run.md "Adopting existing webhooks"):
 * lists every webhook once, writes the plan that ensures them as they are (adoption-plan.ts) to a
 * new FILE (or stdout for `-`), and refuses an existing FILE unless --force, before any call.
 */









async function generatePlan(ctx, options) {
    const target = options.generatePlan === "-" ? undefined : (0,external_node_path_.resolve)(ctx.cwd, options.generatePlan);
    if (options.urlPrefix !== undefined) {
        const problem = urlPrefixProblem(options.urlPrefix);
        if (problem)
            throw new errors/* CliError */.z1("invalid_arguments", `--url-prefix ${problem}`, {
                hint: "give the start of the URLs to adopt, e.g. --url-prefix https://hooks.example.com/team-a/",
            });
    }
    if (target !== undefined)
        await checkTarget(target, options);
    const client = await ctx.client();
    const webhooks = await client.paginateWebhooks({ limit: 100 }, { signal: ctx.signal }).toArray();
    let plan;
    try {
        plan = adoptionPlan(webhooks, options.urlPrefix, new Date(ctx.now()));
    }
    catch (error) {
        if (error instanceof AdoptionError)
            throw new errors/* CliError */.z1("invalid_arguments", error.message);
        throw error;
    }
    if (plan.steps === 0)
        throw nothingToAdopt(webhooks.length, options.urlPrefix);
    checkGenerated(plan.text);
    for (const line of plan.skipped)
        ctx.stderr.write(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(line, ctx.secrets)}\n`);
    if (target === undefined)
        return (0,write/* writeChunk */.x)(ctx.stdout, plan.text, ctx.signal);
    await writePlan(target, plan.text, options.force === true);
    ctx.stderr.write(`svc: wrote ${(0,sanitize/* safeDiagnostic */.dB)(options.generatePlan)}: ${plan.steps} ensure-webhook step(s) for the ${webhooks.length} webhook(s) listed; check it with: svc run ${(0,sanitize/* safeDiagnostic */.dB)(options.generatePlan)} --mode plan\n`);
    await ctx.render({ file: options.generatePlan, steps: plan.steps, listed: webhooks.length, skipped: plan.skipped.length }, {
        table: (receipt) => `wrote ${(0,sanitize/* safeDiagnostic */.dB)(receipt.file)}: ${receipt.steps} step(s), ${receipt.skipped} webhook(s) left out\n`,
    });
}
/** Before any call: the directory exists, and FILE does not (unless --force, and then it is a file). */
async function checkTarget(target, options) {
    const problem = await (0,path_problem/* directoryProblem */.DG)((0,external_node_path_.dirname)(target));
    if (problem)
        throw new errors/* CliError */.z1("invalid_arguments", `--generate-plan ${options.generatePlan}: its directory ${problem}`);
    const existing = await (0,promises_.lstat)(target).catch(() => undefined);
    if (existing && !options.force)
        throw new errors/* CliError */.z1("invalid_arguments", `--generate-plan ${options.generatePlan} exists; nothing was listed or written`, {
            hint: "give a new file, or add --force to replace it",
        });
    if (existing && !existing.isFile())
        throw new errors/* CliError */.z1("invalid_arguments", `--generate-plan ${options.generatePlan} is not a regular file`);
}
/** A new file (O_EXCL, never through a link); with --force a temp file beside it, renamed over it. */
async function writePlan(target, text, force) {
    const path = force ? (0,external_node_path_.join)((0,external_node_path_.dirname)(target), `.${(0,external_node_path_.basename)(target)}.${process.pid}.tmp`) : target;
    const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW;
    const handle = await (0,promises_.open)(path, flags, 0o644).catch((error) => {
        if (error.code === "EEXIST")
            throw new errors/* CliError */.z1("invalid_arguments", `--generate-plan ${target} exists (created meanwhile); nothing was written`);
        throw error;
    });
    try {
        await handle.writeFile(text, "utf8");
        await handle.sync();
    }
    finally {
        await handle.close();
    }
    if (force)
        await (0,promises_.rename)(path, target).catch(async (error) => {
            await (0,promises_.rm)(path, { force: true });
            throw error;
        });
}
/** The plan must load as svc run will load it: a value the service holds that no plan may (an odd event name) stops here. */
function checkGenerated(text) {
    try {
        parsePlan(text);
    }
    catch (error) {
        if (!(error instanceof plan_errors/* PlanValidationError */.zr))
            throw error;
        const problems = error.issues.slice(0, 5).map((issue) => issue.message);
        throw new errors/* CliError */.z1("invalid_plan", `the generated plan would not load, so nothing was written: ${problems.join("; ")}`, {
            hint: "narrow it with --url-prefix, or report the webhook the problem names",
        });
    }
}
/** No step to write (a plan needs one): say what was listed rather than the plan schema's rule. */
function nothingToAdopt(listed, prefix) {
    const what = prefix === undefined
        ? `the workspace has no webhook to adopt (${listed} listed, none a plan can ensure)`
        : `no webhook has a url under ${(0,sanitize/* safeDiagnostic */.dB)(prefix)} (${listed} listed)`;
    return new errors/* CliError */.z1("invalid_arguments", `--generate-plan: ${what}; nothing was written`, {
        hint: "check --url-prefix against the URLs svc webhooks list shows (it is the start of the URL, scheme and host included)",
    });
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ writeConfirmed),
/* harmony export */   x: () => (/* binding */ writeChunk)
/* harmony export */ });
/**
 * Writes one chunk and, when the stream's buffer is full, waits for `drain` (back-pressure), an
 * error, or the abort signal — so a slow reader bounds memory and Ctrl-C is never stuck here.
 */
async function writeChunk(stream, chunk, signal) {
    if (stream.write(chunk))
        return;
    await new Promise((resolve, reject) => {
        const done = (error) => {
            stream.off("drain", onDrain);
            stream.off("error", onError);
            stream.off("close", onDrain);
            signal?.removeEventListener("abort", onAbort);
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        const onDrain = () => done();
        const onError = (error) => done(error);
        const onAbort = () => done(signal?.reason ?? new Error("aborted"));
        stream.once("drain", onDrain);
        stream.once("close", onDrain);
        stream.once("error", onError);
        signal?.addEventListener("abort", onAbort, { once: true });
    });
}
/**
 * Writes `chunk` and resolves only once the stream has handed it on (its write callback), so a
 * reader that has gone (EPIPE), a full disk (ENOSPC) or a file size limit (EFBIG) is an error here
 * instead of a lost write. For output that must not be lost silently: a revealed secret.
 */
function writeConfirmed(stream, chunk) {
    return new Promise((resolve, reject) => {
        const onClose = () => settle(Object.assign(new Error("the output closed"), { code: "EPIPE" }));
        let settled = false;
        const settle = (error) => {
            if (settled)
                return;
            settled = true;
            stream.off("error", settle);
            stream.off("close", onClose);
            if (error === undefined || error === null)
                resolve();
            else
                reject(error);
        };
        if (stream.destroyed || stream.writableEnded)
            return onClose();
        stream.on("error", settle);
        stream.once("close", onClose);
        try {
            stream.write(chunk, (error) => settle(error ?? undefined));
        }
        catch (error) {
            settle(error);
        }
    });
}


/***/ })

};
