export const id = 835;
export const ids = [835];
export const modules = {

/***/ 7835:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: runCli

// EXTERNAL MODULE: external "node:tty"
var external_node_tty_ = __webpack_require__(7066);
;// CONCATENATED MODULE: ./lib/cli/create-cli-context.js
/** Colour decision for one stream (clig.dev, go-gh term/env): force wins over disable. */
function colorEnabled(env, isTTY) {
    const force = env.FORCE_COLOR ?? env.CLICOLOR_FORCE;
    if (force !== undefined && force !== "" && force !== "0" && force !== "false")
        return true;
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== "")
        return false;
    if (env.TERM === "dumb" || env.CLICOLOR === "0")
        return false;
    return isTTY;
}
async function defaultConfirm(message, ctx) {
    const { confirmOnStderr } = await __webpack_require__.e(/* import() */ 929).then(__webpack_require__.bind(__webpack_require__, 929));
    return confirmOnStderr(message, ctx);
}
async function defaultProfileSource() {
    const { createProfileSource } = await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(407), __webpack_require__.e(210)]).then(__webpack_require__.bind(__webpack_require__, 7210));
    return createProfileSource();
}
function createContext(init) {
    const stdinSource = init.stdin;
    let stdin = typeof stdinSource === "function" ? undefined : stdinSource;
    const stdinIsTTY = init.stdinIsTTY ?? stdin?.isTTY === true;
    const stdoutIsTTY = init.stdout.isTTY === true;
    const stderrIsTTY = init.stderr.isTTY === true;
    const confirm = init.confirm ?? defaultConfirm;
    const profileSource = init.profileSource ?? defaultProfileSource;
    const ctx = {
        get stdin() {
            stdin ??= stdinSource();
            return stdin;
        },
        stdout: init.stdout,
        stderr: init.stderr,
        env: init.env,
        cwd: init.cwd ?? process.cwd(),
        stdinIsTTY,
        stdoutIsTTY,
        stderrIsTTY,
        canPrompt: stdinIsTTY && stderrIsTTY,
        color: { stdout: colorEnabled(init.env, stdoutIsTTY), stderr: colorEnabled(init.env, stderrIsTTY) },
        debug: init.env.SVC_DEBUG === "1",
        now: init.now ?? Date.now,
        signal: init.signal ?? new AbortController().signal,
        secrets: new Set(),
        stdoutHoldsSecret: false,
        confirm: (message) => confirm(message, ctx),
        profileSource,
    };
    return ctx;
}

// EXTERNAL MODULE: ./lib/schemas/exit-codes.js
var exit_codes = __webpack_require__(8317);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/transport/refused-wait.js
var refused_wait = __webpack_require__(6227);
// EXTERNAL MODULE: ./lib/transport/seconds.js
var seconds = __webpack_require__(2904);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
;// CONCATENATED MODULE: ./lib/cli/output/error-line.js
/**
 * The one-line error report (docs/troubleshooting.md): `svc: <first error detail or message>` plus
 * ` (request <id>)` for API errors; every line redacted and terminal-sanitised. The fix (the
 * error's own hint, else its code's in the error table, src/cli/errors.ts) follows on its own line.
 */




const raiseMaxWait = "raise --max-wait (or SVC_MAX_RATE_LIMIT_WAIT; milliseconds, at most 3600000)";
/**
 * A 429 that was not waited out: its Retry-After did not fit the wait budget (what it asked, the
 * budget), or the 429s before it used the budget up (how long it waited); and how to raise it.
 */
function rateLimitWaitHint(e) {
    const refused = e.transport?.rateLimitWaitRefused;
    if (refused)
        return `${(0,refused_wait/* describeRefusedWait */.$)(refused)}: ${raiseMaxWait}, or try again later`;
    const waited = e.transport?.rateLimitWaitMs;
    const budget = e.transport?.rateLimitWaitBudgetMs;
    if (e.status !== 429 || !waited || budget === undefined)
        return undefined;
    return `still rate-limited after waiting ${(0,seconds/* formatSeconds */.X)(waited)} in total, the most of the ${(0,seconds/* formatSeconds */.X)(budget)} this request may wait for rate limits: re-run later, with fewer parallel jobs on this credential (docs/fleet.md, rate budgets), or ${raiseMaxWait}`;
}
function firstDetail(e) {
    if (Array.isArray(e.errors)) {
        const first = e.errors[0];
        if (typeof first?.detail === "string" && first.detail !== "")
            return first.detail;
        if (typeof first?.title === "string" && first.title !== "")
            return first.title;
    }
    if (typeof e.detail === "string" && e.detail !== "")
        return e.detail;
    if (typeof e.message === "string" && e.message !== "")
        return e.message;
    return String(e);
}
/** The lines to print on stderr for a failure (without trailing newline). */
function errorLines(error, secrets, debug, words = errors/* cliWords */.q3) {
    const e = (typeof error === "object" && error !== null ? error : { message: String(error) });
    let text = firstDetail(e);
    if (typeof e.requestId === "string" && e.requestId !== "" && !text.includes(e.requestId)) {
        text += ` (request ${e.requestId})`;
    }
    const known = [...secrets];
    const lines = [`svc: ${(0,sanitize/* safeDiagnostic */.dB)(text, known)}`];
    const hint = (0,errors/* hintOf */.$z)(error) ?? rateLimitWaitHint(e) ?? (0,errors/* hintFor */.JR)(error, words);
    if (hint)
        lines.push(`svc: ${(0,sanitize/* safeDiagnostic */.dB)(hint, known)}`);
    if (debug && typeof e.stack === "string") {
        for (const line of stackEntries(e.stack))
            lines.push((0,sanitize/* safeDiagnostic */.dB)(line, known));
    }
    return lines;
}
/**
 * A stack split into its header and one entry per frame. The header (`Name: message`) may carry
 * line feeds from untrusted text; it stays one printed line (the feed shown as `\n`), so no part of
 * it can start a line of its own (a CI runner reads a line starting with `::` as a command).
 */
function stackEntries(stack) {
    const entries = [];
    for (const line of stack.split("\n")) {
        if (entries.length === 0 || /^\s+at /.test(line))
            entries.push(line);
        else
            entries[entries.length - 1] += `\n${line}`;
    }
    return entries;
}

// EXTERNAL MODULE: ./node_modules/@commander-js/extra-typings/index.js + 7 modules
var extra_typings = __webpack_require__(9745);
;// CONCATENATED MODULE: ./lib/cli/define-command.js
/** Declares a command; the compiler checks its body against the parameters' types. */
function defineCommand(spec) {
    const { parameters } = spec;
    return {
        kind: "command",
        name: spec.name,
        description: spec.description,
        helpText: spec.helpText,
        markdown: spec.markdown === true,
        // The registrar's command is fresh and untyped; `parameters` only adds to it (commander mutates).
        addParameters: (command) => void parameters?.(command),
        load: async () => {
            const body = await spec.body();
            // commander hands the values in the order `parameters` declared them, so they have its types.
            return (ctx, values) => body(ctx, ...values);
        },
    };
}
/** Declares a group (`svc webhooks`): run without a subcommand it prints its help and exits 2. */
function defineGroup(name, description) {
    return { kind: "group", name, description };
}

// EXTERNAL MODULE: ./lib/cli/shared-options.js
var shared_options = __webpack_require__(7002);
;// CONCATENATED MODULE: ./lib/cli/commands/auth/login.js



/* harmony default export */ const login = (defineCommand({
    name: "svc auth login",
    description: "Log in through the browser (PKCE, loopback callback) or import a credential into the OS keychain",
    parameters: (command) => command
        .addOption(new extra_typings/* Option */.c$("--preset <name>", "scope preset for browser login").choices(["read-only", "daily-work"]))
        .addOption(new extra_typings/* Option */.c$("--scope <scopes>", "exact scopes for browser login (repeatable, comma-separated); replaces the preset").argParser(shared_options/* collect */.Fo))
        .option("--no-browser", "print the authorization address instead of opening a browser")
        .option("--manual", "paste a Developer-Center or service-account credential at a hidden prompt")
        .option("--token-stdin", "read a credential from stdin (trimmed, at most 1 MiB)")
        .option("--replace", "overwrite an existing profile (does not revoke its old credential)"),
    helpText: `
Browser login refuses sensitive scopes (e.g. webhooks:write): import a Developer-Center token with
--manual or --token-stdin, or use a service account via SVC_API_TOKEN (the way for CI).
The secret is stored only in the OS keychain (service svc-cli); metadata in the config file
(SVC_CONFIG_PATH, else $XDG_CONFIG_HOME/svc/config.json, else ~/.config/svc/config.json).
${(0,shared_options/* examples */.K1)("svc auth login", "svc auth login --preset daily-work --profile work", "svc auth login --scope webhooks:read,tasks:read --no-browser", "printf '%s' \"$TOKEN\" | svc auth login --token-stdin --profile ci-debug")}`,
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(407), __webpack_require__.e(504)]).then(__webpack_require__.bind(__webpack_require__, 2504))).login,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/auth/logout.js


/* harmony default export */ const logout = (defineCommand({
    name: "svc auth logout",
    description: "Remove a stored profile and its keychain entry (local), or revoke the credential first",
    parameters: (command) => command.option("--revoke", "revoke the saved credential at the service first (DELETE /auth/context); keep everything if that fails"),
    helpText: (0,shared_options/* examples */.K1)("svc auth logout", "svc auth logout --revoke --profile work"),
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(407), __webpack_require__.e(176)]).then(__webpack_require__.bind(__webpack_require__, 1176))).logout,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/auth/profiles.js


/* harmony default export */ const profiles = (defineCommand({
    name: "svc auth profiles",
    description: "List stored profiles (metadata only, from the config file; no keychain access)",
    helpText: (0,shared_options/* examples */.K1)("svc auth profiles", "svc auth profiles -o json"),
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(407), __webpack_require__.e(148)]).then(__webpack_require__.bind(__webpack_require__, 7148))).listProfiles,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/auth/status.js


/* harmony default export */ const auth_status = (defineCommand({
    name: "svc auth status",
    description: "Show which credential would be used (local), or ask the service about it with --check",
    parameters: (command) => command.option("--check", "call GET /auth/context with the active credential and report the service's view"),
    helpText: (0,shared_options/* examples */.K1)("svc auth status", "svc auth status --check -o json"),
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(407), __webpack_require__.e(268)]).then(__webpack_require__.bind(__webpack_require__, 9268))).status,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/completion.js



/** `svc completion <shell>`: the completion script, generated from the command tree. */
/* harmony default export */ const completion = (defineCommand({
    name: "svc completion",
    description: "Print the shell completion script for bash, zsh or fish",
    parameters: (command) => command.addArgument(new extra_typings/* Argument */.ef("<shell>", "the shell").choices(["bash", "zsh", "fish"])),
    helpText: `${(0,shared_options/* examples */.K1)("svc completion bash > ~/.local/share/bash-completion/completions/svc", "svc completion zsh > ~/.zfunc/_svc   # with ~/.zfunc in fpath, before compinit", "svc completion fish > ~/.config/fish/completions/svc.fish")}
For the current shell only: source <(svc completion bash), source <(svc completion zsh) after
compinit, or svc completion fish | source.
`,
    body: async () => (await __webpack_require__.e(/* import() */ 788).then(__webpack_require__.bind(__webpack_require__, 5407))).printCompletion,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/contacts/get.js


/* harmony default export */ const get = (defineCommand({
    name: "svc contacts get",
    description: "Show one contact",
    parameters: (command) => command.argument("<id>", "contact id", shared_options/* parseContactId */.F8),
    helpText: (0,shared_options/* examples */.K1)("svc contacts get c_123 -o json"),
    body: async () => (await __webpack_require__.e(/* import() */ 197).then(__webpack_require__.bind(__webpack_require__, 2197))).getContact,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/lists/list.js



/* harmony default export */ const list = (defineCommand({
    name: "svc lists list",
    description: "List task lists: one page, or every page with --all",
    parameters: (command) => (0,shared_options/* withListOptions */.rv)(command, 200)
        .addOption(new extra_typings/* Option */.c$("--archived <boolean>", "true or false").argParser(shared_options/* parseBoolean */.yG))
        .addOption(new extra_typings/* Option */.c$("--type <type>", "kind of list").choices(["tasks", "projects", "personal"]))
        .addOption(new extra_typings/* Option */.c$("--parent-id <id>", "only lists below this parent").argParser(shared_options/* parseFilterId */.fE)),
    helpText: (0,shared_options/* examples */.K1)("svc lists list --type projects", "svc lists list --all -o json"),
    body: async () => (await __webpack_require__.e(/* import() */ 381).then(__webpack_require__.bind(__webpack_require__, 8381))).listLists,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/run.js



/** `svc run <plan-file>`: the Action's engine and plan format, in any CI (docs/cli-run.md). */
/* harmony default export */ const run = (defineCommand({
    name: "svc run",
    description: "Run a plan file (the GitHub Action's plan format) from any CI or a terminal",
    parameters: (command) => command
        .argument("[plan-file...]", "the plan: files (YAML or JSON, 4 MiB in all) or directories of *.yml / *.yaml files, run as one plan in order; - reads one from stdin")
        .addOption(new extra_typings/* Option */.c$("--mode <mode>", "plan only reads and reports; apply changes things")
        .choices(["plan", "apply"])
        .default("plan"))
        .option("--run-id <id>", "run identity for idempotency keys when not in a supported CI")
        .option("--run-attempt <n>", "with --run-id: the attempt (1, 2, ...); a new attempt rotates again")
        .option("--secrets-dir <dir>", "where `output` secret sinks write: a new 0600 file <dir>/<step-id>-secret (svc run never prints a secret)")
        .option("--state-dir <dir>", "where apply keeps its run journal, so a re-run with the same run identity replays an interrupted secret reveal (default $XDG_STATE_HOME/svc/runs or ~/.local/state/svc/runs)")
        .option("--fail-on-changes", "with --mode plan: exit 1 when the plan has pending changes")
        .option("--concurrency <n>", "steps at once, 1-32 (default 8); a step waits for the steps it refers to; 1 runs them one by one in plan order")
        .option("--generate-plan <file>", "instead of running a plan, write the plan that ensures every existing webhook as it is (- for stdout); applying it changes nothing")
        .option("--url-prefix <prefix>", "with --generate-plan: only the webhooks whose URL starts with this")
        .option("--force", "with --generate-plan: replace the file when it exists")
        .option("--show-unchanged", "the table lists every step, not only those that change something")
        .option("--junit <file>", "also write a JUnit XML report here (each step a test case, each failed delivery a failure), also on failure"),
    helpText: (0,shared_options/* examples */.K1)("svc run webhooks.yml -o json                 # plan: what apply would change", "svc run webhooks.yml -o markdown > comment.md  # a pull-request comment", "svc run webhooks.yml --mode plan --fail-on-changes", "svc run webhooks.yml --mode apply --secrets-dir ./secrets -o json", "svc run webhooks.yml --mode apply --run-id nightly-$(date +%F)", "svc run webhooks.yml --mode apply --junit reports/svc-ci.xml", "svc run --generate-plan webhooks.yml --url-prefix https://hooks.example.com/team-a/") +
        "\nExit codes: 0 ok (plan mode: also with changes, see `changes` in -o json), 1 a step failed or\n" +
        "--fail-on-changes found changes, 2 invalid plan/flags/run identity (nothing called), 3-7 API status.\n" +
        "Run identity: GitHub Actions, GitLab CI, CircleCI, Buildkite, Azure Pipelines, Jenkins, or --run-id.\n",
    markdown: true,
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(641), __webpack_require__.e(431), __webpack_require__.e(794)]).then(__webpack_require__.bind(__webpack_require__, 1794))).run,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/tasks/list.js



const only = (what) => `only tasks of this ${what}`;
/* harmony default export */ const tasks_list = (defineCommand({
    name: "svc tasks list",
    description: "List tasks: one page, or every page with --all",
    parameters: (command) => (0,shared_options/* withListOptions */.rv)(command, 200)
        .addOption(new extra_typings/* Option */.c$("--archived <boolean>", "true or false").argParser(shared_options/* parseBoolean */.yG))
        .addOption(new extra_typings/* Option */.c$("--completed <boolean>", "true or false").argParser(shared_options/* parseBoolean */.yG))
        .addOption(new extra_typings/* Option */.c$("--assignee-id <id>", only("assignee")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--contact-id <id>", only("contact")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--group-id <id>", only("group")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--list-id <id>", only("list")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--personal-list-id <id>", only("personal list")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--project-id <id>", only("project")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--service-id <id>", only("service")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--subscriber-id <id>", only("subscriber")).argParser(shared_options/* parseFilterId */.fE))
        .addOption(new extra_typings/* Option */.c$("--tag-id <id>", only("tag")).argParser(shared_options/* parseFilterId */.fE)),
    helpText: (0,shared_options/* examples */.K1)("svc tasks list --completed false --limit 50", "svc tasks list --all -o jsonl"),
    body: async () => (await __webpack_require__.e(/* import() */ 806).then(__webpack_require__.bind(__webpack_require__, 8806))).listTasks,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhook-deliveries/get.js


/* harmony default export */ const webhook_deliveries_get = (defineCommand({
    name: "svc webhook-deliveries get",
    description: "Show one webhook delivery with its attempts",
    parameters: (command) => command.argument("<id>", "delivery id", shared_options/* parseDeliveryId */.rd),
    helpText: (0,shared_options/* examples */.K1)("svc webhook-deliveries get dlv_123 -o json"),
    body: async () => (await __webpack_require__.e(/* import() */ 298).then(__webpack_require__.bind(__webpack_require__, 5298))).getDelivery,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhook-deliveries/list.js



/* harmony default export */ const webhook_deliveries_list = (defineCommand({
    name: "svc webhook-deliveries list",
    description: "List webhook deliveries, newest first: one page, or every page with --all",
    parameters: (command) => (0,shared_options/* withListOptions */.rv)(command, 200)
        .addOption(new extra_typings/* Option */.c$("--webhook-id <id>", "only deliveries of this webhook").argParser(shared_options/* parseFilterDeliveryWebhookId */.yz))
        .addOption(new extra_typings/* Option */.c$("--event <event>", "only this event, e.g. task.created").argParser(shared_options/* parseEventName */.hr))
        .addOption(new extra_typings/* Option */.c$("--state <state>", "only deliveries in this state").choices(shared_options/* DELIVERY_STATES */.IT)),
    helpText: (0,shared_options/* examples */.K1)("svc webhook-deliveries list --webhook-id whk_123 --state failed", "svc -o jsonl webhook-deliveries list --all --limit 200 > deliveries.jsonl"),
    body: async () => (await __webpack_require__.e(/* import() */ 972).then(__webpack_require__.bind(__webpack_require__, 9972))).listDeliveries,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/create.js


/* harmony default export */ const create = (defineCommand({
    name: "svc webhooks create",
    description: "Create a webhook; its signing secret is revealed once to --secret-file or --secret-stdout",
    parameters: (command) => {
        const reveal = (0,shared_options/* revealOptions */.Wp)();
        return command
            .addOption((0,shared_options/* dataOption */.EL)())
            .addOption((0,shared_options/* idempotencyKeyOption */.UJ)())
            .addOption(reveal.secretFile)
            .addOption(reveal.secretStdout);
    },
    helpText: `\n--data is a JSON object with exactly "url" (https) and "actions" (event names).${(0,shared_options/* examples */.K1)("svc webhooks create --data @webhook.json --secret-file ./whsec.txt", `echo '{"url":"https://hooks.example.com/tg","actions":["task_created"]}' | svc webhooks create --data - --secret-stdout > whsec.txt`)}`,
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(713), __webpack_require__.e(838)]).then(__webpack_require__.bind(__webpack_require__, 9838))).createWebhook,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/get.js


/* harmony default export */ const webhooks_get = (defineCommand({
    name: "svc webhooks get",
    description: "Show one webhook; -o json prints its whole revision for --if-match (the table cuts values at 48 characters)",
    parameters: (command) => command.argument("<id>", "webhook id", shared_options/* parseWebhookId */.IL),
    helpText: (0,shared_options/* examples */.K1)("svc webhooks get whk_123", "svc webhooks get whk_123 -o json   # .attributes.revision for --if-match"),
    body: async () => (await __webpack_require__.e(/* import() */ 620).then(__webpack_require__.bind(__webpack_require__, 7620))).getWebhook,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/list.js


/* harmony default export */ const webhooks_list = (defineCommand({
    name: "svc webhooks list",
    description: "List webhooks: one page, or every page with --all",
    parameters: (command) => (0,shared_options/* withListOptions */.rv)(command, 100),
    helpText: (0,shared_options/* examples */.K1)("svc webhooks list", "svc webhooks list --all -o jsonl"),
    body: async () => (await __webpack_require__.e(/* import() */ 754).then(__webpack_require__.bind(__webpack_require__, 5754))).listWebhooks,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/receive.js



const units = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
/** `30` (seconds), `30s`, `5m`, `1h`; at most 24h. */
function parseWait(value) {
    const match = /^([1-9][0-9]{0,6})(ms|s|m|h)?$/.exec(value.trim());
    const ms = match ? Number(match[1]) * (units[match[2] ?? "s"] ?? 1_000) : Number.NaN;
    if (!(ms >= 1 && ms <= 86_400_000))
        throw new extra_typings/* InvalidArgumentError */.Di("must be a duration like 30s, 5m or 1h, at most 24h (invalid_arguments).");
    return ms;
}
/** `svc webhooks receive`: an ephemeral verifying receiver (docs/receiver-verification.md). */
/* harmony default export */ const receive = (defineCommand({
    name: "svc webhooks receive",
    description: "Receive and verify deliveries on a local endpoint, one line per delivery (rehearsal, secret checks)",
    parameters: (command) => command
        .addOption(new extra_typings/* Option */.c$("--secret-file <file>", "a file holding a signing secret (repeat for a rotation overlap)")
        .argParser(shared_options/* collect */.Fo)
        .makeOptionMandatory())
        .option("--host <address>", "address to listen on; plain http only on loopback", "127.0.0.1")
        .addOption(new extra_typings/* Option */.c$("--port <port>", "port; 0 picks a free one").argParser((0,shared_options/* integerIn */.wo)(0, 65_535)).default(0))
        .option("--cert <file>", "serve https with this certificate (PEM), with --key")
        .option("--key <file>", "the private key (PEM) of --cert")
        .option("--self-signed", "serve https with a throw-away certificate for 127.0.0.1/localhost, made in memory")
        .addOption(new extra_typings/* Option */.c$("--status <code>", "answer to a verified delivery (invalid: 401 bad signature/age, 400 malformed)")
        .argParser((0,shared_options/* integerIn */.wo)(200, 599))
        .default(204))
        .addOption(new extra_typings/* Option */.c$("--tolerance <seconds>", "allowed clock skew, 30-3600")
        .argParser((0,shared_options/* integerIn */.wo)(30, 3600))
        .default(300))
        .option("--forward-to <url>", "after answering the sender, POST each verified delivery (raw body, signature headers) to a local URL")
        .option("--save <dir>", "write each delivery as received (method, path, headers, body) to a file in dir, for svc webhooks verify --capture")
        .option("--print-json", "print each delivery as received as one JSON line on stdout (the --save format), instead of its verdict")
        .addOption(new extra_typings/* Option */.c$("--count <n>", "stop after n deliveries").argParser((0,shared_options/* integerIn */.wo)(1, 1_000_000)))
        // Not --timeout: that is the global per-request timeout, which commander reads anywhere in argv.
        .addOption(new extra_typings/* Option */.c$("--max-time <duration>", "stop after this long, e.g. 60s or 5m").argParser(parseWait)),
    helpText: (0,shared_options/* examples */.K1)("svc webhooks receive --secret-file hook.secret --port 8787 --self-signed", "svc webhooks receive --secret-file new.secret --secret-file old.secret --count 1 --max-time 2m -o jsonl", "svc webhooks receive --secret-file hook.secret --forward-to http://127.0.0.1:3000/webhooks", "svc webhooks receive --secret-file hook.secret --save deliveries --print-json") +
        `\nExit codes: 0 all deliveries verified (and --count reached), 1 otherwise, 2 bad options, 130 Ctrl-C.\n`,
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(431), __webpack_require__.e(782), __webpack_require__.e(301)]).then(__webpack_require__.bind(__webpack_require__, 5301))).receiveDeliveries,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/remove.js


/* harmony default export */ const remove = (defineCommand({
    name: "svc webhooks remove",
    description: "Remove a webhook (asks for confirmation unless --yes)",
    parameters: (command) => command.argument("<id>", "webhook id", shared_options/* parseWebhookId */.IL).addOption((0,shared_options/* yesOption */.jB)()),
    helpText: (0,shared_options/* examples */.K1)("svc webhooks remove whk_123", "svc webhooks remove whk_123 --yes -o json"),
    body: async () => (await __webpack_require__.e(/* import() */ 694).then(__webpack_require__.bind(__webpack_require__, 9694))).removeWebhook,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/rotate-secret.js


/* harmony default export */ const rotate_secret = (defineCommand({
    name: "svc webhooks rotate-secret",
    description: "Replace a webhook's signing secret; the new one is revealed once (asks for confirmation)",
    parameters: (command) => {
        const reveal = (0,shared_options/* revealOptions */.Wp)();
        return command
            .argument("<id>", "webhook id", shared_options/* parseWebhookId */.IL)
            .addOption((0,shared_options/* ifMatchOption */.aT)())
            .addOption((0,shared_options/* idempotencyKeyOption */.UJ)())
            .addOption(reveal.secretFile)
            .addOption(reveal.secretStdout)
            .addOption((0,shared_options/* yesOption */.jB)());
    },
    helpText: (0,shared_options/* examples */.K1)("svc webhooks rotate-secret whk_123 --if-match whk1-... --secret-file ./new-secret.txt", "svc webhooks rotate-secret whk_123 --if-match whk1-... --secret-stdout --yes | store-secret"),
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(713), __webpack_require__.e(778)]).then(__webpack_require__.bind(__webpack_require__, 8778))).rotateSecret,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/test.js


/* harmony default export */ const test = (defineCommand({
    name: "svc webhooks test",
    description: "Send a signed test delivery (event webhook.test) to a webhook's URL",
    parameters: (command) => command.argument("<id>", "webhook id", shared_options/* parseWebhookId */.IL).addOption((0,shared_options/* idempotencyKeyOption */.UJ)()),
    helpText: (0,shared_options/* examples */.K1)("svc webhooks test whk_123", "svc webhooks test whk_123 -o json | jq -r .id"),
    body: async () => (await __webpack_require__.e(/* import() */ 454).then(__webpack_require__.bind(__webpack_require__, 6454))).testWebhook,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/update.js


/* harmony default export */ const update = (defineCommand({
    name: "svc webhooks update",
    description: "Change a webhook's url, actions or disabled flag (also reactivates a suspended webhook)",
    parameters: (command) => command.argument("<id>", "webhook id", shared_options/* parseWebhookId */.IL).addOption((0,shared_options/* dataOption */.EL)()).addOption((0,shared_options/* ifMatchOption */.aT)()),
    helpText: `\n--data is a JSON object with at least one of "url", "actions", "disabled".${(0,shared_options/* examples */.K1)("svc webhooks update whk_123 --data @change.json --if-match whk1-<revision from svc webhooks get whk_123 -o json>", `svc webhooks update whk_123 --data '{"disabled":false}' --if-match whk1-...`)}`,
    body: async () => (await __webpack_require__.e(/* import() */ 393).then(__webpack_require__.bind(__webpack_require__, 1393))).updateWebhook,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/verify.js



/** `svc webhooks verify`: check a captured delivery offline and say exactly why it fails. */
/* harmony default export */ const verify = (defineCommand({
    name: "svc webhooks verify",
    description: "Verify a captured delivery offline against one or more signing secrets, explaining any failure",
    parameters: (command) => command
        .option("--headers <file>", "the delivery's headers: HTTP header lines (Name: value) or a JSON object")
        .option("--body <file>", "the raw request body, byte for byte")
        .option("--capture <file>", 'one JSON line {"headers": {...}, "body": "..." | "bodyBase64": "..."}; - reads stdin')
        .addOption(new extra_typings/* Option */.c$("--secret-file <file>", "a file holding a signing secret (repeat for a rotation overlap)")
        .argParser(shared_options/* collect */.Fo)
        .makeOptionMandatory())
        .addOption(new extra_typings/* Option */.c$("--tolerance <seconds>", "allowed clock skew, 30-3600")
        .argParser((0,shared_options/* integerIn */.wo)(30, 3600))
        .default(300))
        .addOption(new extra_typings/* Option */.c$("--at <unix-seconds>", "verify as of this time (e.g. when it was captured) instead of now").argParser((0,shared_options/* integerIn */.wo)(1_000_000_000, 9_999_999_999))),
    helpText: `${(0,shared_options/* examples */.K1)("svc webhooks verify --headers headers.txt --body body.json --secret-file hook.secret", "svc webhooks verify --capture delivery.json --secret-file new.secret --secret-file old.secret -o json")}\nExit codes: 0 verified, 1 verification failed (the reasons are printed), 2 unusable input.\n`,
    body: async () => (await Promise.all(/* import() */[__webpack_require__.e(431), __webpack_require__.e(782), __webpack_require__.e(773)]).then(__webpack_require__.bind(__webpack_require__, 3773))).verifyCapture,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/workspace.js


/** `svc workspace`: the workspace the credential belongs to. */
/* harmony default export */ const workspace = (defineCommand({
    name: "svc workspace",
    description: "Show the workspace the credential belongs to",
    helpText: (0,shared_options/* examples */.K1)("svc workspace", "svc workspace -o json"),
    body: async () => (await __webpack_require__.e(/* import() */ 120).then(__webpack_require__.bind(__webpack_require__, 3120))).showWorkspace,
}));

;// CONCATENATED MODULE: ./lib/cli/commands/registry.js
/**
 * Every `svc` command and group, by full name, in the order --help lists them. Adding a command:
 * its declaration `commands/<group>/<name>.ts` (defineCommand), its body `<name>.body.ts`, and one
 * line here. Declarations load no client, zod, clack or keychain: bodies load when they run.
 */






















const registry = [
    defineGroup("svc auth", "Log in (browser or imported credential), list profiles, show status, log out"),
    login,
    logout,
    profiles,
    auth_status,
    defineGroup("svc webhooks", "Create, inspect, change, rotate, test and remove webhook subscriptions"),
    webhooks_list,
    webhooks_get,
    create,
    update,
    remove,
    rotate_secret,
    test,
    verify,
    receive,
    defineGroup("svc webhook-deliveries", "Read the delivery history of webhooks (attempts, states, responses)"),
    webhook_deliveries_list,
    webhook_deliveries_get,
    workspace,
    defineGroup("svc tasks", "Read tasks"),
    tasks_list,
    defineGroup("svc lists", "Read task lists"),
    list,
    defineGroup("svc contacts", "Read contacts"),
    get,
    run,
    completion,
];

// EXTERNAL MODULE: ./lib/cli/global-options.js
var global_options = __webpack_require__(5460);
;// CONCATENATED MODULE: ./lib/cli/registrar.js


function registerCommands(root, ctx, declarations) {
    const byName = new Map([[root.name(), root]]);
    for (const declaration of declarations) {
        const words = declaration.name.split(" ");
        const name = words.pop() ?? "";
        const parent = byName.get(words.join(" "));
        if (parent === undefined || byName.has(declaration.name))
            throw new Error(`${declaration.name}: declared twice, or before its group`);
        const command = parent.command(name).description(declaration.description);
        byName.set(declaration.name, command);
        if (declaration.kind === "group")
            continue;
        declaration.addParameters(command);
        command.addHelpText("after", declaration.helpText);
        command.action(async (...values) => {
            if (!declaration.markdown && (0,global_options/* globalsOf */.G)(command).output === "markdown")
                throw new errors/* CliError */.z1("invalid_arguments", `-o markdown is only for svc run; ${declaration.name} prints table, json or jsonl`, {
                    hint: "use -o table, -o json or -o jsonl",
                });
            const [body, { createHandlerContext }] = await Promise.all([
                declaration.load(),
                __webpack_require__.e(/* import() */ 621).then(__webpack_require__.bind(__webpack_require__, 6002)),
            ]);
            // commander passes the arguments, the options, then the command itself.
            await body(createHandlerContext(ctx, command, root), values.slice(0, -1)).catch((error) => {
                throw (0,errors/* withCommandHint */.zq)(error, declaration.name);
            });
        });
    }
}

;// CONCATENATED MODULE: ./lib/cli/suggest.js
/**
 * "Did you mean" for a mistyped command. Commander suggests by edit distance only, which finds
 * `lsit` -> `list` but offers `create, update` for `rotate` and nothing for `deliveries`. Here a
 * command matches, strongest first, when the typed word is one of its usual other names (`delete`
 * -> `remove`), one of the words of its name (`deliveries` -> `webhook-deliveries`, `rotate` ->
 * `rotate-secret`), a prefix of it, the same word in the singular or plural, or a small typo of it;
 * and when nothing under the command the word was typed in matches, a command one level deeper
 * with that name (`svc verify` -> `svc webhooks verify`, `svc login` -> `svc auth login`). Words in
 * the wrong order (`svc list webhooks`) and a group typed under another group (`svc webhooks
 * deliveries`) are recognised too (see `suggestCommands` and program.ts).
 */
/** Names people type for a command of ours (its last word), e.g. `rm` for `remove`. */
const otherNames = {
    remove: ["delete", "del", "rm", "destroy", "drop"],
    list: ["ls", "all", "index", "find", "search"],
    get: ["show", "describe", "view", "info", "read", "inspect", "cat"],
    create: ["new", "add", "make", "register"],
    update: ["edit", "set", "change", "modify", "patch", "enable", "disable"],
    "rotate-secret": ["rotate", "roll", "secret", "rekey", "regenerate"],
    test: ["ping", "send", "trigger", "fire", "test-delivery", "deliver"],
    "webhook-deliveries": ["deliveries", "delivery", "history", "attempts"],
    webhooks: ["hooks", "hook", "subscriptions"],
    workspace: ["workspaces", "ws", "whoami", "me"],
    status: ["whoami", "me", "info"],
    profiles: ["accounts", "users"],
    completion: ["completions", "complete"],
    run: ["apply", "plan", "exec"],
    verify: ["check", "validate", "verify-signature", "signature"],
    receive: ["listen", "serve", "server"],
};
/**
 * Other names that hold only under one parent (`svc auth list` -> `svc auth profiles`): as plain
 * other names they would make `svc list` suggest the profiles too.
 */
const otherNamesUnder = {
    auth: { profiles: ["list", "ls"], login: ["signin", "sign-in"], logout: ["signout", "sign-out"] },
};
/** How well `typed` names `name`: 0 not at all, higher is stronger. */
function matchStrength(typed, name, parentName) {
    const word = typed.toLowerCase();
    if (word === name)
        return 6;
    const scoped = parentName === undefined ? undefined : otherNamesUnder[parentName]?.[name];
    if (otherNames[name]?.includes(word) || scoped?.includes(word))
        return 5;
    if (`${word}s` === name || word === `${name}s`)
        return 5;
    if (name.split("-").includes(word))
        return 4;
    if (word.length >= 2 && name.startsWith(word))
        return 3;
    if (word.length >= 4 && word.startsWith(name))
        return 3;
    const limit = word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3;
    return editDistance(word, name) <= limit ? 2 : 0;
}
/**
 * The commands `typed` most likely meant, as paths below `parent` (`["rotate-secret"]`, or
 * `["webhooks", "verify"]` one level deeper), strongest first, at most three. `next`, the word typed
 * after it, may show the two in the wrong order: `list webhooks` -> `["webhooks", "list"]`.
 */
function suggestCommands(typed, parent, next) {
    const reordered = swapped(typed, parent, next);
    if (reordered)
        return [reordered];
    const here = ranked(parent.commands.map((command) => ({
        path: [command.name()],
        strength: matchStrength(typed, command.name(), parent.name()),
    })));
    // A word that names a command exactly one level deeper beats a typo of a command here.
    const deeper = ranked(parent.commands.flatMap((group) => group.commands.map((command) => ({
        path: [group.name(), command.name()],
        strength: matchStrength(typed, command.name()) >= 5 ? 5 : 0,
    }))));
    const best = Math.max(here[0]?.strength ?? 0, deeper[0]?.strength ?? 0);
    if (best === 0)
        return [];
    return [...here, ...deeper]
        .filter((candidate) => candidate.strength === best)
        .slice(0, 3)
        .map((candidate) => candidate.path);
}
/**
 * `list webhooks`: when the next word names a group here and the typed word a command of that
 * group (by its name, another name of it, or a word of its name), that command.
 */
function swapped(typed, parent, next) {
    if (next === undefined)
        return undefined;
    const group = parent.commands.find((command) => command.commands.length > 0 && matchStrength(next, command.name()) >= 5);
    if (!group)
        return undefined;
    const [best] = ranked(group.commands.map((command) => ({
        path: [group.name(), command.name()],
        strength: matchStrength(typed, command.name(), parent.name()),
    })));
    return best !== undefined && best.strength >= 4 ? best.path : undefined;
}
/**
 * A group typed under another group (`svc webhooks deliveries`): the groups of `root` that the word
 * names outright (its name, another name of it, singular or plural), as paths below `root`.
 */
function suggestGroups(typed, root) {
    // `list` under `auth` is a command of the wrong group, not the group `lists`.
    const leaves = root.commands.flatMap((group) => group.commands.map((command) => command.name()));
    if (leaves.includes(typed.toLowerCase()))
        return [];
    return root.commands
        .filter((command) => command.commands.length > 0 && matchStrength(typed, command.name()) >= 5)
        .slice(0, 3)
        .map((command) => [command.name()]);
}
function ranked(candidates) {
    return candidates.filter((candidate) => candidate.strength > 0).sort((a, b) => b.strength - a.strength);
}
/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            if (i === 0) {
                row.push(j);
                continue;
            }
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            const above = rows[i - 1];
            let best = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            row.push(best);
        }
        rows.push(row);
    }
    return rows[a.length][b.length];
}
/**
 * Options people bring from other tools, by the command they type them under (its path without
 * `svc`), and what `svc` has for them: `svc run --dry-run` -> `--mode plan`, as terraform's
 * `plan` and kubectl's `--dry-run` are spelt here.
 */
const otherOptions = {
    run: {
        "--dry-run": "--mode plan",
        "--dryrun": "--mode plan",
        "--plan": "--mode plan",
        "--check": "--mode plan",
        "--diff": "--mode plan",
        "--apply": "--mode apply",
        "--auto-approve": "--mode apply",
    },
};
/** What `svc` has for an option of another tool typed under `commandPath` (`svc run`), if anything. */
function suggestOption(typed, commandPath) {
    const command = commandPath.split(" ").slice(1).join(" ");
    const options = Object.hasOwn(otherOptions, command) ? otherOptions[command] : undefined;
    const name = typed.split("=")[0];
    return options && Object.hasOwn(options, name) ? options[name] : undefined;
}

// EXTERNAL MODULE: ./lib/cli/version.js
var version = __webpack_require__(6802);
;// CONCATENATED MODULE: ./lib/cli/program.js
/**
 * The root command and its global options. Settings commander copies to subcommands at creation
 * time (exitOverride, output routing, suggestions, help config) are set here BEFORE the registrar
 * adds the commands of the registry (commands/registry.ts) below it.
 * Nothing imported here (or by a declaration) may load the client, zod, clack or keychain.
 */








const CLI_NAME = "svc";
/** The whole command tree, bound to one context. */
function createProgram(ctx) {
    const program = new extra_typings/* Command */.uB(CLI_NAME)
        .description("Manage webhooks and read work data of the TeamGrid-compatible API v1 from a terminal or CI")
        .version(version/* CLI_VERSION */.E, "-V, --version", "print the version")
        .helpOption("-h, --help", "show help")
        .addOption(new extra_typings/* Option */.c$("-o, --output <format>", "output format (markdown: svc run only)")
        .choices(["table", "json", "jsonl", "markdown"])
        .default("table"))
        .option("--profile <name>", "stored credential profile (default: the current profile, else default)")
        .option("--base-url <url>", "override the regional v1 base URL (also SVC_API_BASE_URL)")
        .addOption(new extra_typings/* Option */.c$("--timeout <milliseconds>", "timeout of each attempt, not of the command: one request may take (retries + 1) x timeout, plus retry waits (up to 30 s each), plus up to --max-wait")
        .argParser(shared_options/* positiveInteger */.Cq)
        .default(30_000))
        .addOption(new extra_typings/* Option */.c$("--retries <count>", "retries for safe requests, 0-5").argParser((0,shared_options/* integerIn */.wo)(0, 5)).default(2))
        .addOption(new extra_typings/* Option */.c$("--max-wait <ms>", "the most one request waits for rate limits, 0-3600000 (default 120000, also SVC_MAX_RATE_LIMIT_WAIT); a 429 asking for longer fails at once (exit 7)").argParser((0,shared_options/* integerIn */.wo)(0, shared_options/* MAX_RATE_LIMIT_WAIT_MS */.r1)))
        .exitOverride()
        .configureOutput({
        writeOut: (text) => ctx.stdout.write(text),
        writeErr: (text) => ctx.stderr.write(text),
        // Parse errors are printed by runCli in the one error format (usageErrorLines), not here.
        outputError: () => { },
        getOutHasColors: () => false,
        getErrHasColors: () => false,
    })
        .showSuggestionAfterError(true)
        .configureHelp({ showGlobalOptions: true })
        .addHelpText("after", `
Credentials: SVC_API_TOKEN (wins; never stored), else the stored profile (svc auth login).
Environment: SVC_API_BASE_URL, SVC_MAX_RATE_LIMIT_WAIT, SVC_CLI_ASSUME_YES=1, SVC_CONFIG_PATH,
             SVC_DEBUG=1, NO_COLOR.
${exitCodesHelp()}

Examples:
  $ svc webhooks list -o json
  $ svc webhook-deliveries list --all -o jsonl --limit 200 > deliveries.jsonl
`);
    registerCommands(program, ctx, registry);
    rememberFailingCommand(program);
    return program;
}
/** The command (`svc webhooks get`) whose parsing failed last, per program, and its path. */
const failingCommand = new WeakMap();
/** Each command notes itself when commander reports a parse error in it. */
function rememberFailingCommand(program) {
    const walk = (command, path) => {
        command.configureOutput({ outputError: () => failingCommand.set(program, { path, command }) });
        for (const child of command.commands)
            walk(child, `${path} ${child.name()}`);
    };
    walk(program, CLI_NAME);
}
/** Commander's codes for help and version output, which are not errors. */
const notErrors = new Set(["commander.help", "commander.helpDisplayed", "commander.version"]);
/**
 * A commander parse error in the CLI's one error format: `svc: <what is wrong>`, then one line with
 * the fix (for an unknown command, the commands it most likely meant (src/cli/suggest.ts); else
 * commander's suggestion; else the failing command's --help). Null for help and version. `argv`
 * (the command line) lets a suggestion keep the subcommand typed after the mistyped word.
 */
function usageErrorLines(program, error, secrets, argv = []) {
    if (notErrors.has(error.code))
        return null;
    // Commander appends its suggestion as a last line; an argument may hold line feeds of its own,
    // so the message is everything before that line (its feeds shown escaped), not the first line.
    const suggested = /\n\(Did you mean (.+)\?\)$/.exec(error.message);
    const message = (suggested ? error.message.slice(0, suggested.index) : error.message)
        .replace(/^error: /, "")
        .replace(/ is invalid\. /, " is invalid: ");
    const failing = failingCommand.get(program);
    const suggestion = error.code === "commander.unknownCommand" && failing
        ? commandSuggestion(message, failing, argv)
        : (optionSuggestion(error.code, message, failing?.path) ?? suggested?.[1]);
    const help = `${failing?.path ?? CLI_NAME} --help`;
    const fix = suggestion ? `did you mean ${suggestion}? (${help} for usage)` : `see ${help} for usage`;
    const known = [...secrets];
    return [`svc: ${(0,sanitize/* safeDiagnostic */.dB)(message, known)}`, `svc: ${(0,sanitize/* safeDiagnostic */.dB)(fix, known)}`];
}
/** `svc webhook-deliveries list` for `svc deliveries list`; `one of ...` when several fit. */
function commandSuggestion(message, failing, argv) {
    const typed = /^unknown command '([\s\S]*)'$/.exec(message)?.[1];
    if (typed === undefined)
        return undefined;
    const next = argv[argv.indexOf(typed) + 1];
    let base = { path: failing.path, command: failing.command };
    let paths = suggestCommands(typed, base.command, next);
    const root = rootOf(failing.command);
    if (paths.length === 0 && root !== failing.command) {
        // A group typed under another one: `svc webhooks deliveries` -> `svc webhook-deliveries`.
        base = { path: CLI_NAME, command: root };
        paths = suggestGroups(typed, root);
    }
    if (paths.length === 0)
        return root === failing.command && Object.hasOwn(optionFor, typed) ? optionFor[typed] : undefined;
    const full = paths.map((path) => {
        const target = path.reduce((at, name) => at?.commands.find((child) => child.name() === name), base.command);
        const sub = next !== undefined && target?.commands.some((child) => child.name() === next) ? ` ${next}` : "";
        return `${base.path} ${path.join(" ")}${sub}`;
    });
    return full.length === 1 ? full[0] : `one of ${full.join(", ")}`;
}
/** `--mode plan` for `svc run --dry-run`: an option of another tool that svc spells its own way. */
function optionSuggestion(code, message, path) {
    if (code !== "commander.unknownOption" || path === undefined)
        return undefined;
    const typed = /^unknown option '([^']*)'$/.exec(message)?.[1];
    return typed === undefined ? undefined : suggestOption(typed, path);
}
/** Words typed as commands at the top that are options of `svc`. */
const optionFor = { version: `${CLI_NAME} --version` };
function rootOf(command) {
    let at = command;
    while (at.parent)
        at = at.parent;
    return at;
}
/** The "Exit codes:" paragraph of `svc --help`, from `exitMeanings`, wrapped at 100 columns. */
function exitCodesHelp() {
    const width = 100;
    const head = "Exit codes: ";
    const indent = " ".repeat(head.length);
    const entries = Object.entries(errors/* exitMeanings */.F).map(([code, meaning]) => `${code} ${meaning}`);
    const words = `${entries.join(", ")}.`.split(" ");
    const lines = [];
    let line = head;
    for (const word of words) {
        const candidate = line === head || line === indent ? `${line}${word}` : `${line} ${word}`;
        if (candidate.length > width && line !== head && line !== indent) {
            lines.push(line);
            line = `${indent}${word}`;
        }
        else
            line = candidate;
    }
    lines.push(line);
    return lines.join("\n");
}

// EXTERNAL MODULE: ./lib/cli/setting-words.js
var setting_words = __webpack_require__(1690);
;// CONCATENATED MODULE: ./lib/cli/dispatch.js
/**
 * argv → commander → one error funnel → exit code. `runCli` is what tests call in-process;
 * `main` wires the real process: SIGINT or SIGTERM aborts the run (exit 130), a closed stdout pipe (EPIPE,
 * e.g. `| head -1`) ends it quietly with 0, unless stdout carries a revealed secret (exit 1, `secret_not_written`).
 */







/** Runs one command line (without `node` and the script) and returns the exit code. */
async function runCli(argv, ctx) {
    const program = createProgram(ctx);
    try {
        await program.parseAsync([...argv], { from: "user" });
        return exit_codes/* EXIT */.d.ok;
    }
    catch (error) {
        const code = (0,errors/* exitCodeFor */.Rr)(error, ctx.signal.aborted);
        if ((0,errors/* isCommanderError */.fn)(error)) {
            // Help and version were printed by commander; a parse error is printed here, as every error.
            const lines = usageErrorLines(program, error, ctx.secrets, argv);
            if (lines)
                ctx.stderr.write(`${lines.join("\n")}\n`);
            return code;
        }
        if (code === exit_codes/* EXIT */.d.interrupted)
            return code;
        if (error instanceof errors/* CliError */.z1 && error.code === "cancelled") {
            ctx.stderr.write(`svc: ${error.message}\n`);
            return code;
        }
        ctx.stderr.write(`${errorLines(error, ctx.secrets, ctx.debug, (0,setting_words/* wordsOf */.Z9)(ctx)).join("\n")}\n`);
        return code;
    }
}
function flush(stream) {
    return new Promise((resolve) => stream.write("", () => resolve()));
}
async function main() {
    const controller = new AbortController();
    let interrupts = 0;
    // Ctrl-C, or a cancelled CI job (GitLab, Buildkite, Jenkins and others send SIGTERM): the same
    // orderly stop, so `svc run` still writes its report and --junit file; a second signal ends it.
    const interrupt = () => {
        interrupts += 1;
        if (interrupts > 1)
            process.exit(exit_codes/* EXIT */.d.interrupted);
        controller.abort(new errors/* CliError */.z1("interrupted", "interrupted"));
        // Whatever is still running gets one second to clean up (e.g. remove a new secret file).
        setTimeout(() => process.exit(exit_codes/* EXIT */.d.interrupted), 1000).unref();
    };
    process.on("SIGINT", interrupt);
    process.on("SIGTERM", interrupt);
    const ctx = createContext({
        stdin: () => process.stdin,
        stdinIsTTY: (0,external_node_tty_.isatty)(0),
        stdout: process.stdout,
        stderr: process.stderr,
        env: process.env,
        signal: controller.signal,
    });
    process.stdout.on("error", (error) => {
        // A revealed secret's write reports its own failure (with how to recover the secret).
        if (ctx.stdoutHoldsSecret)
            return;
        if (error.code === "EPIPE")
            process.exit(exit_codes/* EXIT */.d.ok); // the reader left; nothing more to say
        // Anything else (a full disk, a file size limit) lost output: say so rather than exit 1 silently.
        const reason = (0,sanitize/* safeDiagnostic */.dB)(error.message, ctx.secrets);
        process.stderr.write(`svc: writing the output to stdout failed (${reason}); it is incomplete\n`);
        process.exit(exit_codes/* EXIT */.d.failure);
    });
    const code = await runCli(process.argv.slice(2), ctx);
    await flush(process.stdout);
    process.exit(code);
}


/***/ }),

/***/ 3467:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ hintOf),
/* harmony export */   F: () => (/* binding */ exitMeanings),
/* harmony export */   JR: () => (/* binding */ hintFor),
/* harmony export */   JY: () => (/* binding */ errorHints),
/* harmony export */   Rr: () => (/* binding */ exitCodeFor),
/* harmony export */   Xz: () => (/* binding */ exitCodeForStatus),
/* harmony export */   ZM: () => (/* binding */ attachHint),
/* harmony export */   fn: () => (/* binding */ isCommanderError),
/* harmony export */   q3: () => (/* binding */ cliWords),
/* harmony export */   z1: () => (/* binding */ CliError),
/* harmony export */   zq: () => (/* binding */ withCommandHint)
/* harmony export */ });
/* unused harmony exports cliErrorCodes, exitCodeForCode */
/* harmony import */ var _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/* harmony import */ var _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(921);
/* harmony import */ var _transport_client_error_fixes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5855);
/* harmony import */ var _transport_network_causes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8264);
/**
 * The one place exit codes and fix lines live. Every failure of the CLI goes through `exitCodeFor`
 * and `hintFor`; commands throw `CliError` for local problems and let client errors pass through.
 *
 * The chain (docs/architecture.md, "An error code or exit code"): an API answer's HTTP status names
 * its code (`statusErrorCode` in src/schemas/error-codes.ts: 401 -> invalid_token, 3xx ->
 * unexpected_redirect, any other -> http_error), so the status decides whatever code the body sent;
 * every other error has its own code. That code's row in `cliErrorCodes` is the exit code (a code
 * not listed exits 1) and its row in `errorHints` the fix line, unless the error carries its own.
 * An API answer's rows are derived from its code's one declaration (`apiErrorDeclarations`).
 */




/**
 * What each exit code means, in the words of `svc --help` (the help text is built from this) and of
 * docs/troubleshooting.md's "By exit code" table (a test checks that it has a row for each).
 */
const exitMeanings = {
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.ok]: "ok/declined",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure]: "failure (also an issued secret that could not be written: replay it with the named --idempotency-key)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage]: "usage or config (also API 428)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.unauthenticated]: "unauthenticated (401)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.forbidden]: "forbidden (403)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.notFound]: "not found (404)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.conflict]: "conflict (409/412)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.rateLimited]: "rate limited (429)",
    [_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.interrupted]: "interrupted",
};
/**
 * The exit code of every code the CLI throws and every client error code that does not exit 1. To
 * add an error code, add it here (an API answer's: in src/schemas/error-codes.ts) and document it in
 * docs/troubleshooting.md.
 */
const localErrorCodes = {
    // 2: local usage and configuration; nothing was sent
    invalid_arguments: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_json: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_input_file: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    input_too_large: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_number: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_boolean: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_output: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_config: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_profile_name: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    unsafe_config_path: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    profile_exists: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    profile_credential_mismatch: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    authentication_required: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    credential_expired: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_credential: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_base_url: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    insecure_base_url: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_api_domain: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_region: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    browser_sensitive_scopes_unavailable: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    confirmation_required: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    invalid_plan: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
    // 1: a check that did not pass, or a failure of the service, the browser login or the keychain
    changes_pending: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    verification_failed: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    receive_timeout: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    step_failed: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure, // `svc run` passes the exit code of the API status the step failed on
    invalid_api_response: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    pagination_limit: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    invalid_grant: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    authorization_exchange_failed: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    browser_authorization_failed: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    browser_authorization_timeout: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    unsupported_platform: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    credential_store_failed: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    credential_store_unavailable: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    // A revealed secret that could not be written (stdout gone, disk full): the message names the
    // idempotency key whose replay recovers it. 1, as the CLI exits only with 0-7 and 130.
    secret_not_written: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
    // 0: an interactively declined confirmation
    cancelled: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.ok,
    // 130: interrupted
    browser_authorization_interrupted: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.interrupted,
    interrupted: _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.interrupted,
};
/** Every declared code of an API answer (src/schemas/error-codes.ts), and the fallbacks of a status. */
const apiDeclarations = {
    ..._schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .apiErrorDeclarations */ .mb,
    ..._schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .fallbackErrorDeclarations */ .Uu,
};
const fromDeclarations = (pick) => Object.fromEntries(Object.entries(apiDeclarations).map(([code, declared]) => [code, pick(declared)]));
/**
 * Every code the CLI throws, every client error code that does not exit 1 and every code of an API
 * answer (from its declaration, src/schemas/error-codes.ts: the HTTP status decides), with its exit
 * code: the one table the error handler, `svc --help`, the tests and docs/troubleshooting.md (one
 * row per code, its Exit column checked by a test) read. A code not listed exits 1.
 */
const cliErrorCodes = {
    ...localErrorCodes,
    ...fromDeclarations((declared) => declared.exit),
};
/**
 * How `svc` names its settings in a fix line when it does not know which one is in use (before a
 * session resolved them, and in docs/troubleshooting.md); a session names the one in use
 * (`sessionWords`, src/cli/setting-words.ts).
 */
const cliWords = {
    token: "SVC_API_TOKEN when it is set (it wins over any profile), else the profile's credential (svc auth status --check; svc auth login --replace stores a new one)",
    baseUrl: "the base URL (--base-url, SVC_API_BASE_URL or the profile's)",
    timeout: "--timeout <milliseconds>",
    maxWait: "--max-wait (or SVC_MAX_RATE_LIMIT_WAIT)",
    newRunIdentity: "run svc run again with a new --run-id, or re-run the CI job (each run identity has idempotency keys of its own)",
    newRunAttempt: "svc run --run-attempt <next>, or re-run the CI job",
};
/** The fix lines of the client's codes, with `{setting}` slots (src/schemas/error-codes.ts, `inWords`). */
const clientHints = {
    ..._transport_client_error_fixes_js__WEBPACK_IMPORTED_MODULE_2__/* .clientErrorFixes */ .J,
    pagination_cycle: "a fault of the service: list page by page without --all (--cursor), and report it with the request id",
    pagination_limit: "narrow the listing with its filters, or raise --max-pages (at most 10000)",
};
/** The fix line templates by code: an API answer's from its declaration, the client's own. */
const hintTemplates = {
    ...fromDeclarations((declared) => declared.hint),
    ...clientHints,
};
/**
 * The fix line under an error that carries none of its own, by code, in `words`: for an API
 * answer its own code first (`forbidden` and `insufficient_scope` share 403 but not the fix), else
 * its status's code.
 */
function hintForCode(code, words = cliWords) {
    // The code may be the service's text (`constructor`): only the table's own rows count.
    const template = Object.hasOwn(hintTemplates, code) ? hintTemplates[code] : undefined;
    return template === undefined ? undefined : (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(template, words);
}
/** Every fix line in `svc`'s general words, by code (for the tests and docs/troubleshooting.md). */
const errorHints = Object.fromEntries(Object.keys(hintTemplates).map((code) => [code, hintForCode(code)]));
/**
 * Where the ids a command takes come from, for the fix line under its 404: the listing that shows
 * them. Commands not named here (`svc contacts get`) have none to offer.
 */
const idListings = {
    "svc webhooks": "svc webhooks list",
    "svc webhook-deliveries list": "svc webhooks list",
    "svc webhook-deliveries get": "svc webhook-deliveries list",
};
/**
 * Gives an API 404 that a command let through its command's fix line: the generic one, and the
 * listing that shows the command's ids (a delivery's, not a webhook's, for `webhook-deliveries get`).
 */
function withCommandHint(error, command) {
    if (!isApiErrorLike(error) || hintOf(error) !== undefined)
        return error;
    // Only an answer meaning the id names nothing (declared `gone`): another server's 404 is a wrong address.
    const code = error.code;
    if ((0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .declarationOf */ .MI)(error.status, typeof code === "string" ? code : undefined).gone !== true)
        return error;
    const listing = idListings[command] ?? idListings[command.split(" ").slice(0, 2).join(" ")];
    if (listing !== undefined)
        attachHint(error, `${errorHints.not_found}; ${listing} shows the ids`);
    return error;
}
/**
 * Next steps shown under an error line. Attached one way for every error: a `CliError`'s `hint`
 * option goes through `attachHint` too, so the error line reads them all with `hintOf`.
 */
const hints = new WeakMap();
function attachHint(error, hint) {
    if (typeof error === "object" && error !== null)
        hints.set(error, hint);
}
function hintOf(error) {
    return typeof error === "object" && error !== null ? hints.get(error) : undefined;
}
/**
 * A CLI failure with a stable code; `hint` is the next step shown to the user. Its exit code comes
 * from `cliErrorCodes`; `exitCode` is only for a failure that keeps the exit code of an API status.
 */
class CliError extends Error {
    name = "CliError";
    code;
    exitCode;
    /** Lines that belong with the message in a report (an invalid plan's problems), already on stderr. */
    details;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.exitCode = options.exitCode ?? exitCodeForCode(code);
        this.details = options.details ?? [];
        if (options.hint !== undefined)
            attachHint(this, options.hint);
    }
    get hint() {
        return hintOf(this);
    }
}
function exitCodeForCode(code) {
    // The code may be the service's text (`constructor`): only the table's own rows count.
    return Object.hasOwn(cliErrorCodes, code)
        ? (cliErrorCodes[code] ?? _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure)
        : _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure;
}
/** The exit code of an API answer with this HTTP status: the row of the status's code. */
function exitCodeForStatus(status) {
    return exitCodeForCode((0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .statusErrorCode */ .IK)(status));
}
/** True for commander's own errors (it has printed the message or help already). */
function isCommanderError(error) {
    const e = error;
    return (typeof e === "object" &&
        e !== null &&
        e.name === "CommanderError" &&
        typeof e.code === "string" &&
        typeof e.exitCode === "number");
}
/**
 * An ApiError (a non-2xx answer) carries the status and the error objects; a ClientError does not.
 * Duck-typed so that nothing here loads the client.
 */
function isApiErrorLike(error) {
    const e = error;
    return typeof e === "object" && e !== null && typeof e.status === "number" && Array.isArray(e.errors);
}
/** The exit code for anything a command threw. Duck-typed so no client module is loaded here. */
function exitCodeFor(error, interrupted = false) {
    if (interrupted)
        return _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.interrupted;
    if (error instanceof CliError)
        return error.exitCode;
    if (isCommanderError(error))
        return error.exitCode === 0 ? _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.ok : _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage;
    const e = (typeof error === "object" && error !== null ? error : {});
    if (isApiErrorLike(error))
        return exitCodeForStatus(error.status);
    if (e.name === "AbortError")
        return _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.interrupted;
    if (typeof e.code === "string")
        return exitCodeForCode(e.code);
    return _schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure;
}
/** The fix line for anything a command threw: its own hint, else its code's (`hintForCode`). */
function hintFor(error, words = cliWords) {
    const own = hintOf(error);
    if (own !== undefined || error instanceof CliError)
        return own;
    const code = error?.code;
    if (isApiErrorLike(error)) {
        const declared = (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .declarationOf */ .MI)(error.status, typeof code === "string" ? code : undefined);
        return (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(declared.hint, words);
    }
    const cause = error?.networkCause;
    if (typeof cause === "string" && Object.hasOwn(_transport_network_causes_js__WEBPACK_IMPORTED_MODULE_3__/* .networkCauses */ .Je, cause))
        return (0,_schemas_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(_transport_network_causes_js__WEBPACK_IMPORTED_MODULE_3__/* .networkCauses */ .Je[cause].hint, words);
    return typeof code === "string" ? hintForCode(code, words) : undefined;
}


/***/ }),

/***/ 5460:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ globalsOf)
/* harmony export */ });
/** Reads the global options from any command (they may be given before or after the group). */
function globalsOf(command) {
    const o = command.optsWithGlobals();
    return {
        output: o.output ?? "table",
        profile: o.profile,
        baseUrl: o.baseUrl,
        timeout: o.timeout ?? 30_000,
        retries: o.retries ?? 2,
        maxWait: o.maxWait,
    };
}


/***/ }),

/***/ 6495:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dB: () => (/* binding */ safeDiagnostic),
/* harmony export */   p_: () => (/* binding */ sanitizeTerminalText),
/* harmony export */   q7: () => (/* binding */ terminalSafeJson)
/* harmony export */ });
/* harmony import */ var _transport_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2760);
/* harmony import */ var _untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3298);


/** Every C0 control (one line per message), plus the set the Action's log gate escapes (core/log-text). */
const UNSAFE = new RegExp(`[\\u0000-\\u001f${_untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__/* .unsafeBeyondC0 */ .$q}]`, "g");
const NAMED = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
function escapeChar(char) {
    return NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
/**
 * Escapes control and bidi characters as `\n`, `\r`, `\t`, `\uXXXX` so text cannot drive a terminal;
 * the result is one line that cannot start a CI workflow command either (`svc` runs in CI, where a
 * stdout or stderr line starting with `::`, or holding `##[`, is one): a leading `::` gets a
 * backslash and `##[` is broken up, as in the Action's log.
 */
function sanitizeTerminalText(text) {
    return (0,_untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeLine */ .a0)(text.replace(UNSAFE, (char, offset) => char === ZWJ && joinsPictographs(text, offset) ? char : escapeChar(char)));
}
const ZWJ = "\u200d";
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;
/**
 * A zero-width joiner between two pictographs (👩‍💻, 👨‍👩‍👧) only joins them into one emoji; it cannot
 * hide or reorder text, so it stays. Anywhere else it is escaped like every zero-width character.
 */
function joinsPictographs(text, offset) {
    return (PICTOGRAPH_BEFORE.test(text.slice(Math.max(0, offset - 4), offset)) &&
        PICTOGRAPH_AFTER.test(text.slice(offset + 1, offset + 3)));
}
/** Redacts secrets (known literals and every token/secret pattern of src/transport/redact.ts), then sanitises. */
function safeDiagnostic(text, secrets = []) {
    return sanitizeTerminalText((0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text, [...secrets]));
}
/**
 * Data output (tables, JSON) passes through `redactSecretShapes`: an API value may carry a token or
 * a signing secret (e.g. a webhook URL with `?t=<token>`), and a secret never reaches stdout except
 * through the reveal-once `--secret-stdout` path.
 */

/**
 * JSON text for a terminal: secret shapes redacted, then made log-safe (logSafeJsonText: C1, bidi
 * and separators as `\uXXXX`, no legacy `##[command]`); the result stays valid JSON (the shapes
 * hold no character JSON escapes).
 */
const terminalSafeJson = (json) => (0,_untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_0__/* .logSafeJsonText */ .Vy)((0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecretShapes */ .Kb)(json));


/***/ }),

/***/ 1690:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ wordsOf),
/* harmony export */   ZV: () => (/* binding */ rememberWords),
/* harmony export */   gR: () => (/* binding */ sessionWords)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3467);

/** The words of a session whose settings came from `sources`. */
function sessionWords(sources) {
    const profile = sources.profileName ?? "default";
    const token = sources.token === "SVC_API_TOKEN"
        ? "SVC_API_TOKEN (it wins over any profile; unset it to use a stored profile)"
        : `the credential of profile "${profile}" (svc auth status --check --profile ${profile}; svc auth login --replace --profile ${profile} stores a new one)`;
    const baseUrl = sources.baseUrl === "profile"
        ? `the base URL of profile "${profile}"`
        : (sources.baseUrl ??
            "the regional address derived from the token (--base-url or SVC_API_BASE_URL gives another)");
    return { ..._errors_js__WEBPACK_IMPORTED_MODULE_0__/* .cliWords */ .q3, token, baseUrl };
}
const remembered = new WeakMap();
/** Keeps the session's words for the error line of the command run in `ctx`. */
function rememberWords(ctx, words) {
    remembered.set(ctx, words);
}
/** The words for a fix line in `ctx`: the session's, else the general ones. */
function wordsOf(ctx) {
    return remembered.get(ctx) ?? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .cliWords */ .q3;
}


/***/ }),

/***/ 7002:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ positiveInteger),
/* harmony export */   EL: () => (/* binding */ dataOption),
/* harmony export */   F8: () => (/* binding */ parseContactId),
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   IL: () => (/* binding */ parseWebhookId),
/* harmony export */   IT: () => (/* binding */ DELIVERY_STATES),
/* harmony export */   K1: () => (/* binding */ examples),
/* harmony export */   UJ: () => (/* binding */ idempotencyKeyOption),
/* harmony export */   Wp: () => (/* binding */ revealOptions),
/* harmony export */   aT: () => (/* binding */ ifMatchOption),
/* harmony export */   fE: () => (/* binding */ parseFilterId),
/* harmony export */   hr: () => (/* binding */ parseEventName),
/* harmony export */   jB: () => (/* binding */ yesOption),
/* harmony export */   r1: () => (/* binding */ MAX_RATE_LIMIT_WAIT_MS),
/* harmony export */   rd: () => (/* binding */ parseDeliveryId),
/* harmony export */   rv: () => (/* binding */ withListOptions),
/* harmony export */   wo: () => (/* binding */ integerIn),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   yz: () => (/* binding */ parseFilterDeliveryWebhookId)
/* harmony export */ });
/* harmony import */ var _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9745);
/* harmony import */ var _schemas_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3273);
/**
 * Options shared by several commands, with their local checks. Every check runs while commander
 * parses argv, so a bad value fails with exit 2 before any credential is read or request sent.
 * Nothing here may import the client, zod or clack (they would load for `--help`).
 */

// patterns.js imports nothing (no zod), so this stays off the heavy start-up path.

/** `^[!-~]{1,128}$`: the contract's idempotency-key grammar. */
const IDEMPOTENCY_KEY = /^[!-~]{1,128}$/;
const WEBHOOK_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const DELIVERY_ID = /^[A-Za-z0-9_-]{1,256}$/;
const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;
const IF_MATCH = /^(?:whk1-[a-f0-9]{64}|"whk1-[a-f0-9]{64}")$/;
const DELIVERY_STATES = ["delivering", "failed", "retrying", "skipped", "succeeded"];
/** An integer parser for `[min, max]`; commander prefixes the option name to the message. */
function integerIn(min, max) {
    return (value) => {
        const n = (0,_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecimalInteger */ .pd)(value.trim(), min, max);
        if (n === undefined) {
            throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`must be an integer from ${min} to ${max} (invalid_number).`);
        }
        return n;
    };
}
/** `--max-wait` / SVC_MAX_RATE_LIMIT_WAIT: the client's bound on one request's rate-limit waits (1 hour). */
const MAX_RATE_LIMIT_WAIT_MS = 3_600_000;
/** Node's timer limit: a longer delay fires after 1 ms (TimeoutOverflowWarning), so refuse it. */
const MAX_TIMEOUT_MS = 2_147_483_647;
/** A positive integer (`--timeout` in milliseconds), at most what a Node timer can wait. */
function positiveInteger(value) {
    const n = (0,_schemas_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDecimalInteger */ .pd)(value.trim(), 1, MAX_TIMEOUT_MS);
    if (n === undefined) {
        throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`must be a positive integer of milliseconds, at most ${MAX_TIMEOUT_MS} (invalid_number).`);
    }
    return n;
}
/** The prefixes of API tokens and signing secrets, anywhere in a value ("Bearer tg_...", "x/tg_..."). */
const SECRET_PREFIX = /(?:tg_(?:sk_v1|pat_v2|sa_v2)_|whsec_v2_)/;
/** Secrets are never accepted as arguments; an id, cursor or key shaped like one would be sent on. */
function refuseSecret(value) {
    if (SECRET_PREFIX.test(value)) {
        throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di("this looks like an API token or signing secret; secrets are never accepted as arguments, and it would be sent to the API (invalid_arguments).");
    }
}
function matching(pattern, what) {
    return (value) => {
        refuseSecret(value);
        if (!pattern.test(value))
            throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`${what} (invalid_arguments).`);
        return value;
    };
}
const parseWebhookId = matching(WEBHOOK_ID, "a webhook id is 1-128 characters of A-Z a-z 0-9 _ . : -; use the id that svc webhooks list prints");
const parseDeliveryId = matching(DELIVERY_ID, "a delivery id is 1-256 characters of A-Z a-z 0-9 _ -; use the id that svc webhook-deliveries list prints");
const parseFilterDeliveryWebhookId = matching(DELIVERY_ID, "a webhook id filter is 1-256 characters of A-Z a-z 0-9 _ -");
const parseEventName = matching(EVENT_NAME, "an event name is 1-128 characters of A-Z a-z 0-9 _ . : -");
const parseIdempotencyKey = matching(IDEMPOTENCY_KEY, "an idempotency key is 1-128 printable ASCII characters without spaces");
const parseIfMatch = matching(IF_MATCH, 'give the webhook revision whk1-<64 hex> or its ETag "whk1-<64 hex>" (svc webhooks get <id> -o json prints it whole)');
function parseCursor(value) {
    refuseSecret(value);
    if (value.length < 1 || value.length > 1024) {
        throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di("a cursor is the meta.page.nextCursor value of a previous page (invalid_arguments).");
    }
    return value;
}
/**
 * `--all --cursor --limit --max-pages` (the page-size range of its operation) on a list command; the
 * declaration adds its filters. Its body is `listWith` (listing.ts).
 */
function withListOptions(command, maxLimit) {
    const o = listOptions(maxLimit);
    return command.addOption(o.all).addOption(o.cursor).addOption(o.limit).addOption(o.maxPages);
}
/** `--all --cursor --limit --max-pages` with the page-size range of the operation. */
function listOptions(maxLimit) {
    return {
        all: new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--all", "follow every page (json/table: one aggregate; jsonl: streamed line by line)"),
        cursor: new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--cursor <cursor>", "start at this cursor (meta.page.nextCursor of a page)").argParser(parseCursor),
        limit: new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--limit <number>", `page size, 1-${maxLimit}`).argParser(integerIn(1, maxLimit)),
        maxPages: new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--max-pages <number>", "with --all: stop with an error after this many pages, 1-10000")
            .argParser(integerIn(1, 10_000))
            .default(10_000),
    };
}
const yesOption = () => new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("-y, --yes", "skip the confirmation (also SVC_CLI_ASSUME_YES=1); required when not interactive");
const idempotencyKeyOption = () => new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--idempotency-key <key>", "Idempotency-Key to send (1-128 printable ASCII, no spaces); default a fresh key per run").argParser(parseIdempotencyKey);
const ifMatchOption = () => new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--if-match <revision>", 'the current revision whk1-<64 hex> or ETag "whk1-<64 hex>"')
    .argParser(parseIfMatch)
    .makeOptionMandatory();
const dataOption = () => new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--data <json>", "request body: @file (a JSON file), - (stdin) or inline JSON").makeOptionMandatory();
const revealOptions = () => ({
    secretFile: new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--secret-file <path>", "write the signing secret to this NEW file (mode 0600; never overwrites; on Windows only read-only is honoured)"),
    secretStdout: new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$("--secret-stdout", "write only the signing secret to stdout (refused when stdout is a terminal)"),
});
/** A repeatable option's values, in the order given. */
const collect = (value, previous) => [
    ...(previous ?? []),
    value,
];
/** Help text footer with examples; every leaf has one. */
function examples(...lines) {
    return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`;
}
/** `true`/`false`. */
function parseBoolean(value) {
    if (value === "true")
        return true;
    if (value === "false")
        return false;
    throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di("must be true or false (invalid_boolean).");
}
/** A filter id: 1-128 characters. */
function parseFilterId(value) {
    refuseSecret(value);
    if (value.length < 1 || value.length > 128) {
        throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di("an id filter is 1-128 characters (invalid_arguments).");
    }
    return value;
}
const parseContactId = (value) => {
    refuseSecret(value);
    if (value.length < 1 || value.length > 128) {
        throw new _commander_js_extra_typings__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di("a contact id is 1-128 characters (invalid_arguments).");
    }
    return value;
};


/***/ }),

/***/ 921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ answerMeansGone),
/* harmony export */   IK: () => (/* binding */ statusErrorCode),
/* harmony export */   MI: () => (/* binding */ declarationOf),
/* harmony export */   Uu: () => (/* binding */ fallbackErrorDeclarations),
/* harmony export */   di: () => (/* binding */ neutralWords),
/* harmony export */   fo: () => (/* binding */ bodylessErrorCode),
/* harmony export */   mb: () => (/* binding */ apiErrorDeclarations),
/* harmony export */   r4: () => (/* binding */ inWords)
/* harmony export */ });
/* unused harmony export apiErrorCodes */
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/**
 * The one declaration of every code an API answer can carry: its HTTP status, the exit code `svc`
 * gives it, the fix line `svc` prints under it, the fix a failed plan step names, and whether the
 * status means the resource is already gone. Everything else is derived from it: the status's
 * default code (`apiErrorCodes`), the transport's error class per code, the CLI's exit codes and
 * fix lines, the engine's step hints and docs/troubleshooting.md's API table (a test holds it to
 * these declarations). Without zod: the CLI reads it on every failure, and `svc --help` must not load
 * zod. The adapters' own words for their settings fill the `{...}` slots (`SettingWords`).
 */


const temporary = "a temporary failure of the service";
const revisionMoved = "the webhook changed since you read it: run svc webhooks get <id> -o json and retry with its latest revision or ETag in --if-match";
const temporaryInPlan = "the service is temporarily unavailable; re-run later";
/** Each code's declaration; the first of a status (not a `variant`) is the status's own code. */
const apiErrorDeclarations = {
    invalid_request: {
        status: 400,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        hint: "fix the value the message names; the same request fails the same way again",
    },
    invalid_precondition: {
        status: 400,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        variant: true,
        hint: "--if-match takes the revision or its ETag as svc webhooks get <id> -o json prints them",
    },
    invalid_token: {
        status: 401,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.unauthenticated,
        hint: "check the token: {token}; the emulator's tokens change on every restart unless it keeps a --state-dir",
        inPlan: "the token is missing, invalid, expired or revoked; check {token}",
    },
    insufficient_scope: {
        status: 403,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.forbidden,
        hint: "use a credential with the scope the message names (webhooks:write for changes, webhooks:read for reads); svc auth status shows the scopes of the one in use",
        inPlan: "the credential lacks a scope; grant webhooks:read and webhooks:write",
    },
    forbidden: {
        status: 403,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.forbidden,
        variant: true,
        hint: "the workspace does not allow this to the credential in use; ask a workspace admin",
        inPlan: "the credential lacks a scope; grant webhooks:read and webhooks:write",
    },
    not_found: {
        status: 404,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.notFound,
        gone: true,
        hint: "check the id and that the credential in use belongs to its workspace",
        inPlan: "it does not exist or is not owned by this credential",
    },
    not_the_api: {
        status: 404,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.notFound,
        variant: true,
        withoutBody: true,
        hint: "check the path of {baseUrl}: what answered is not API v1 (its 404s carry an error body); API v1's address ends in /v1",
        inPlan: "what answered is not API v1 (its 404s carry an error body): check the path of {baseUrl}; API v1's address ends in /v1",
    },
    conflict: {
        status: 409,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.conflict,
        hint: "read the resource again (svc webhooks get <id> -o json); the message says what refused the change",
    },
    idempotency_conflict: {
        status: 409,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.conflict,
        variant: true,
        hint: "this --idempotency-key was used with a different request: repeat the original request exactly, or use a new key",
        inPlan: "{newRunIdentity}",
    },
    precondition_failed: {
        status: 412,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.conflict,
        hint: revisionMoved,
        inPlan: "contention: the webhook changed meanwhile (another run or process edited it); re-run the job",
    },
    resource_revision_conflict: {
        status: 412,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.conflict,
        variant: true,
        hint: revisionMoved,
        inPlan: "contention: the webhook changed meanwhile (another run or process edited it); re-run the job",
    },
    precondition_required: {
        status: 428,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage,
        hint: "this change needs the webhook's latest revision or ETag in --if-match (svc webhooks get <id> -o json prints it whole)",
    },
    rate_limit_exceeded: {
        status: 429,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.rateLimited,
        hint: "the credential's rate limit: re-run later, with fewer parallel jobs on this credential (docs/fleet.md, rate budgets); svc waits a 429 out for up to --max-wait, unless --retries is 0",
    },
    bad_gateway: {
        status: 502,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        hint: `${temporary}: re-run (safe requests were already retried)`,
        inPlan: temporaryInPlan,
    },
    service_unavailable: {
        status: 503,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        // The service also answers 503 to a credential of a cell the endpoint cannot reach (docs/emulator.md).
        hint: `${temporary}: re-run later (safe requests were already retried); when every request gets it, check that {baseUrl} serves the credential's region and cell`,
        inPlan: temporaryInPlan,
    },
    upstream_error: {
        status: 503,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        variant: true,
        hint: `${temporary}: re-run later (safe requests were already retried)`,
        inPlan: temporaryInPlan,
    },
    gateway_timeout: {
        status: 504,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        hint: `${temporary}: re-run (safe requests were already retried)`,
        inPlan: temporaryInPlan,
    },
};
/** The codes of statuses no declaration names: a redirect, and any other status. */
const fallbackErrorDeclarations = {
    unexpected_redirect: {
        status: 307,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        hint: "point {baseUrl} at the API's /v1 address itself",
        inPlan: "point {baseUrl} at the API's /v1 address itself (redirects are never followed)",
    },
    http_error: {
        status: 500,
        exit: _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failure,
        hint: "re-run; if it persists, report it with the request id",
    },
};
/** The code each status stands for; an error body that names no code gets its status's. */
const apiErrorCodes = Object.fromEntries(Object.entries(apiErrorDeclarations)
    .filter(([, declaration]) => !("variant" in declaration))
    .map(([code, declaration]) => [declaration.status, code]));
const allDeclarations = {
    ...apiErrorDeclarations,
    ...fallbackErrorDeclarations,
};
// The code may be the service's text (`constructor`): only the declarations' own rows count.
const ownRow = (code) => Object.hasOwn(apiErrorDeclarations, code);
/** The code of a status: its `apiErrorCodes` entry, `unexpected_redirect` for 3xx, else `http_error`. */
function statusErrorCode(status) {
    if (status >= 300 && status < 400)
        return "unexpected_redirect";
    return apiErrorCodes[status] ?? "http_error";
}
/**
 * The declaration of an answer: its code's when the code is declared for that status (the service
 * may name a more precise one), else its status's code's.
 */
function declarationOf(status, code) {
    const own = code !== undefined && ownRow(code) ? allDeclarations[code] : undefined;
    if (own !== undefined && own.status === status)
        return own;
    return allDeclarations[statusErrorCode(status)];
}
/**
 * The code of an answer without the API's error body: the declared `withoutBody` code of its status
 * (API v1 answers every 404 with its body: one without it is another server's), else its status's.
 */
function bodylessErrorCode(status) {
    const declared = Object.entries(apiErrorDeclarations).find(([, declaration]) => declaration.status === status && "withoutBody" in declaration);
    return declared?.[0] ?? statusErrorCode(status);
}
/** True when an API answer means the resource is not there (already removed): declared `gone`. */
const answerMeansGone = (status, code) => declarationOf(status, code).gone === true;
/** Words that fit every adapter: what the library and the engine say when told nothing else. */
const neutralWords = {
    token: "the API token in use",
    baseUrl: "the base URL",
    timeout: "the request timeout",
    maxWait: "the rate-limit wait budget",
    newRunIdentity: "run again with a new run identity (each has idempotency keys of its own)",
    newRunAttempt: "the next attempt of the run",
};
/** A declaration's template with the adapter's words in its `{setting}` slots. */
function inWords(template, words) {
    return template.replace(/\{(token|baseUrl|timeout|maxWait|newRunIdentity|newRunAttempt)\}/g, (_, key) => words[key]);
}


/***/ }),

/***/ 8317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT)
/* harmony export */ });
/** The exit codes of `svc` (the Action exits 0 or 1); what each means is `exitMeanings` in src/cli/errors.ts. */
const EXIT = {
    ok: 0,
    failure: 1,
    usage: 2,
    unauthenticated: 3,
    forbidden: 4,
    notFound: 5,
    conflict: 6,
    rateLimited: 7,
    interrupted: 130,
};


/***/ }),

/***/ 3273:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ signingSecretPattern),
/* harmony export */   PU: () => (/* binding */ uriCharacterProblem),
/* harmony export */   pd: () => (/* binding */ parseDecimalInteger)
/* harmony export */ });
/**
 * Plain patterns and parsers shared by the contract layer and everything above it. No zod and no
 * imports: src/signature (which must stay free of zod) imports this file directly.
 */
/** A webhook signing secret: `whsec_v2_` + 43 base64url characters. */
const signingSecretPattern = /^whsec_v2_[A-Za-z0-9_-]{43}$/;
const decimalDigits = /^[0-9]{1,15}$/;
/**
 * The one integer parser: decimal digits only (no sign, exponent, hex, blanks or fraction, which
 * `Number()` and `parseInt()` would accept), within `min`-`max`; undefined otherwise.
 */
function parseDecimalInteger(text, min, max) {
    if (!decimalDigits.test(text))
        return undefined;
    const value = Number(text);
    return value >= min && value <= max ? value : undefined;
}
/**
 * The characters a URI may hold (RFC 3986, what `format: uri` validates): unreserved, reserved and
 * `%`. No whitespace, no control characters, no backslash, nothing beyond ASCII.
 */
const uriCharacters = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const badPercentEncoding = /%(?![0-9A-Fa-f]{2})/;
/**
 * The character rule every URL the project takes shares (webhook URLs, the receiver's forward
 * target): only RFC 3986 characters, as written, and well-formed %XX escapes. `new URL()` would
 * silently drop tabs, CR and LF and turn `\` into `/`, so the raw text is checked.
 */
function uriCharacterProblem(value) {
    const bad = [...value].find((char) => !uriCharacters.test(char));
    if (bad !== undefined) {
        const code = bad.codePointAt(0) ?? 0;
        const point = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
        if (code > 0x20 && code < 0x7f)
            return `must not contain "${bad}" (${point}); percent-encode it`;
        if (code > 0x9f && !/\s/u.test(bad))
            return `must not contain non-ASCII characters (${point}); percent-encode them (punycode for a host name)`;
        return `must not contain whitespace or control characters (${point}); remove them`;
    }
    if (badPercentEncoding.test(value))
        return "has a % that does not start a %XX escape";
    return undefined;
}


/***/ }),

/***/ 5855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ clientErrorFixes)
/* harmony export */ });
const clientErrorFixes = {
    network_error: "check that the service (or the emulator) answers at {baseUrl}, and the proxy (HTTPS_PROXY, NO_PROXY) and CA (NODE_EXTRA_CA_CERTS) settings",
    request_timeout: "re-run, or allow each attempt more time with {timeout}",
    invalid_api_response: "the answer is not the API's as documented: check {baseUrl} and any proxy on the way; if it persists, report it with the request id",
    response_too_large: "check {baseUrl}: what answers there is most likely not the API",
};


/***/ }),

/***/ 8264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Je: () => (/* binding */ networkCauses),
/* harmony export */   LD: () => (/* binding */ networkCauseOf),
/* harmony export */   UZ: () => (/* binding */ causeAddress),
/* harmony export */   V$: () => (/* binding */ describeCause)
/* harmony export */ });
/* unused harmony export networkCauseIn */
/**
 * What a request that got no answer ran into, from the socket's error: the one declaration of
 * each network cause, its words in the error message and the fix its adapters print (with their
 * own names for the settings in the `{setting}` slots, src/schemas/error-codes.ts `inWords`). The
 * error's own text (`connect ECONNREFUSED ...`) stays in the message, in parentheses, after what it
 * means: a refused connection is nothing listening there, not a network failure to retry.
 */
const caFix = "trust its CA with NODE_EXTRA_CA_CERTS=<ca.pem> (a TLS-inspecting proxy's or a test server's), or check that {baseUrl} is the address meant";
const networkCauses = {
    refused: {
        says: "nothing answers at <address>",
        hint: "check the host and port of {baseUrl}, and that the service (or the emulator) runs there",
    },
    proxy_refused: {
        says: "nothing answers at the proxy <address> (HTTPS_PROXY or HTTP_PROXY names it)",
        hint: "check HTTPS_PROXY, HTTP_PROXY and NO_PROXY: the proxy is not running there, or this host should bypass it (NO_PROXY)",
    },
    proxy_tunnel: {
        says: "the proxy refused to connect to <address>",
        hint: "check the proxy's answer the message quotes (407: it wants credentials in HTTPS_PROXY's URL; 403: it does not allow this host), or bypass it with NO_PROXY",
    },
    host_unknown: {
        says: "the host <address> does not resolve (no DNS record)",
        hint: "check the host name in {baseUrl}; raising the timeout will not help",
    },
    dns_unavailable: {
        says: "the host <address> could not be resolved now (a temporary DNS failure)",
        hint: "re-run; if it persists, check this machine's DNS and the host name in {baseUrl}",
    },
    connect_timeout: {
        says: "connecting to <address> timed out (no answer at all: a firewall drops it, or the host is down)",
        hint: "check {baseUrl} and that this machine may reach it (a firewall, or a proxy to set in HTTPS_PROXY)",
    },
    reset: {
        says: "the connection to <address> was reset",
        hint: "re-run (safe requests were already retried); if it persists, check the scheme of {baseUrl}, as a TLS server hangs up on http://, and the proxy (HTTPS_PROXY, NO_PROXY) or a firewall on the way",
    },
    not_tls: {
        says: "the server at <address> does not speak TLS there (an https:// address on a plain http:// server?)",
        hint: "check the scheme of {baseUrl}: http:// for a plain server such as the emulator (loopback only), https:// for the service",
    },
    cert_self_signed: {
        says: "the certificate of <address> is self-signed, and this machine does not trust it",
        hint: caFix,
    },
    cert_untrusted: {
        says: "the certificate of <address> is signed by a CA this machine does not trust",
        hint: caFix,
    },
    cert_expired: {
        says: "the certificate of <address> has expired (or this machine's clock is wrong)",
        hint: "check this machine's clock, and that {baseUrl} is the address meant (the service's certificates are renewed before they expire)",
    },
    cert_hostname: {
        says: "the certificate of <address> is not for that host name",
        hint: "use the host name its certificate names in {baseUrl}, or check that it is the address meant",
    },
};
const byCode = {
    ECONNREFUSED: "refused",
    ENOTFOUND: "host_unknown",
    EAI_AGAIN: "dns_unavailable",
    ETIMEDOUT: "connect_timeout",
    ECONNRESET: "reset",
    EPIPE: "reset",
    ERR_PROXY_TUNNEL: "proxy_tunnel",
    ERR_SSL_WRONG_VERSION_NUMBER: "not_tls",
    ERR_SSL_PACKET_LENGTH_TOO_LONG: "not_tls",
    DEPTH_ZERO_SELF_SIGNED_CERT: "cert_self_signed",
    SELF_SIGNED_CERT_IN_CHAIN: "cert_self_signed",
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: "cert_untrusted",
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "cert_untrusted",
    UNABLE_TO_GET_ISSUER_CERT: "cert_untrusted",
    CERT_UNTRUSTED: "cert_untrusted",
    CERT_HAS_EXPIRED: "cert_expired",
    ERR_TLS_CERT_ALTNAME_INVALID: "cert_hostname",
};
/** The cause of a socket error, if it is one this module declares. */
function networkCauseOf(error, proxyAddress) {
    const e = (typeof error === "object" && error !== null ? error : {});
    const message = typeof e.message === "string" ? e.message : "";
    // Node says this, with ECONNRESET, when a plain http server answers a TLS handshake and closes.
    if (/before secure TLS connection was established|wrong version number/i.test(message))
        return "not_tls";
    const cause = typeof e.code === "string" ? byCode[e.code] : undefined;
    if (cause === "refused" && proxyAddress !== undefined && socketAddress(e) === proxyAddress)
        return "proxy_refused";
    return cause;
}
/** The host (and port) the error names: the socket's address, else `fallback` (the request's). */
function causeAddress(error, fallback) {
    const e = (typeof error === "object" && error !== null ? error : {});
    if (typeof e.code === "string" && e.code === "ERR_PROXY_TUNNEL")
        return fallback;
    return socketAddress(e) ?? (typeof e.hostname === "string" ? e.hostname : fallback);
}
function socketAddress(e) {
    if (typeof e.address !== "string")
        return undefined;
    const host = e.address.includes(":") ? `[${e.address}]` : e.address;
    return typeof e.port === "number" ? `${host}:${e.port}` : host;
}
/** What a cause means, at its address, for the error message. */
function describeCause(cause, address) {
    return networkCauses[cause].says.replace("<address>", address);
}
/**
 * The cause of an error from another HTTP client (fetch, Octokit): the error, its causes, else a
 * code its message names (`connect ECONNREFUSED 127.0.0.1:9`).
 */
function networkCauseIn(error) {
    for (let at = error, depth = 0; typeof at === "object" && at !== null && depth < 4; depth += 1) {
        const cause = networkCauseOf(at);
        if (cause !== undefined)
            return cause;
        at = at.cause;
    }
    const message = error instanceof Error ? error.message : "";
    const code = /\b(E[A-Z_]{3,}|ERR_[A-Z_]+|[A-Z_]*CERT[A-Z_]*)\b/.exec(message)?.[1];
    return code === undefined ? undefined : networkCauseOf({ code, message });
}


/***/ }),

/***/ 2760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Kb: () => (/* binding */ redactSecretShapes),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony export REDACTED */
/** Replacement text for anything secret. */
const REDACTED = "[redacted]";
const TOKEN = /tg_(?:sk_v1|pat_v2|sa_v2)_[A-Za-z0-9_-]+/g;
const SIGNING_SECRET = /whsec_v2_[A-Za-z0-9_-]+/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+([^\s,;"'&]+)/gi;
const SECRET_NAMES = [
    "authorization_code",
    "authorization",
    "code_verifier",
    "request_secret",
    "access_token",
    "api_key",
    "state",
    "token",
    "secret",
].join("|");
const VALUE = `([^\\s&,;"'}]+)`;
/**
 * Values named like secrets, in the forms where the name is a key: `name=value` (query strings,
 * assignments), `"name": "value"` (JSON), `name:value`, and `name: value` where the name starts a
 * line or follows a delimiter (`{ , ; & ? ( [ :`), as in YAML, headers and logfmt. In prose the
 * same word is followed by a colon and ordinary words ("does not match the given secret: a wrong
 * secret", "input token: not a v1 credential"), which stay as written.
 */
const NAMED_VALUES = [
    new RegExp(`\\b(${SECRET_NAMES})(\\s*=\\s*"?)${VALUE}`, "gi"),
    new RegExp(`(?<=")(${SECRET_NAMES})("\\s*:\\s*"?)${VALUE}`, "gi"),
    new RegExp(`\\b(${SECRET_NAMES})(:"?)${VALUE}`, "gi"),
    new RegExp(`(?<=^\\s*|[\\r\\n{,;&?(\\[:]\\s*)(${SECRET_NAMES})(:\\s+"?)${VALUE}`, "gi"),
];
/**
 * API tokens and signing secrets by their shape only (not the free-text `name=value` rules), for
 * data output where ordinary fields such as `state` must stay intact.
 */
function redactSecretShapes(text) {
    return text.replace(TOKEN, REDACTED).replace(SIGNING_SECRET, REDACTED);
}
/**
 * `Bearer x` and `Basic x` as written in an Authorization header are always redacted; in another
 * case ("The bearer token is not valid.") only a value shaped like a credential is, so the service's
 * prose stays readable. Every credential of the contract is long (43+ characters) and has digits.
 */
function schemeValue(match, scheme, value) {
    const headerCase = scheme === "Bearer" || scheme === "Basic";
    const credentialShaped = value.length >= 16 || (value.length >= 8 && /\d/.test(value));
    return headerCase || credentialShaped ? `${scheme} ${REDACTED}` : match;
}
/**
 * Redacts credentials from free text: tg_ tokens, whsec_v2_ secrets, Bearer/Basic
 * values and values named like secrets. `extra` holds literal secrets known to the caller (e.g. a
 * legacy token whose grammar is undocumented); they are removed wherever they appear.
 */
function redact(text, extra = []) {
    let out = text;
    for (const secret of extra) {
        if (secret.length >= 4)
            out = out.split(secret).join(REDACTED);
    }
    out = redactSecretShapes(out).replace(AUTH_SCHEME, schemeValue);
    for (const pattern of NAMED_VALUES) {
        out = out.replace(pattern, (match, name, sep, value) => value === REDACTED || /^(bearer|basic)$/i.test(value) ? match : `${name}${sep}${REDACTED}`);
    }
    return out;
}
function createRedactor(secrets = []) {
    const literal = secrets
        .filter((s) => typeof s === "string")
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
    return (text) => redact(text, literal);
}


/***/ }),

/***/ 6227:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ describeRefusedWait)
/* harmony export */ });
/* harmony import */ var _seconds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2904);

/**
 * "the service asks to wait 86400 s before a retry (Retry-After), more than the 120 s this request
 * may wait for rate limits": what a 429 asked for and the budget it did not fit, without naming the
 * setting (each caller names its own: maxRateLimitWaitMs, `svc --max-wait`, the Action's input).
 * Imports nothing heavy: the CLI's error line reads it.
 */
function describeRefusedWait(refused) {
    const budget = `${(0,_seconds_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(refused.budgetMs)} this request may wait for rate limits`;
    const left = refused.waitedMs > 0
        ? `the ${(0,_seconds_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(Math.max(0, refused.budgetMs - refused.waitedMs))} left (of the ${budget}; it waited ${(0,_seconds_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(refused.waitedMs)})`
        : `the ${budget}`;
    return `the service asks to wait ${(0,_seconds_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(refused.askedMs)} before a retry (Retry-After), more than ${left}`;
}


/***/ }),

/***/ 2904:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ formatSeconds)
/* harmony export */ });
/** Seconds for a message: `1.5 s` below 10 s, whole seconds (rounded up) from there. */
function formatSeconds(ms) {
    if (ms < 10_000)
        return `${Number((Math.max(0, ms) / 1000).toFixed(1))} s`;
    return `${Math.ceil(ms / 1000)} s`;
}


/***/ }),

/***/ 3298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ unsafeBeyondC0),
/* harmony export */   AL: () => (/* binding */ safeLogLine),
/* harmony export */   F7: () => (/* binding */ escapeControlCharacters),
/* harmony export */   Vy: () => (/* binding */ logSafeJsonText),
/* harmony export */   a0: () => (/* binding */ neutralizeLine)
/* harmony export */ });
/* unused harmony exports safeLogText, logSafeJson */
/**
 * Makes untrusted text (plan values, inputs, API answers, error details) safe to print where a
 * runner or a terminal interprets it. Pure and dependency-free, for the Action and the CLI alike.
 */
/**
 * `unsafeBeyondC0`: DEL, C1 controls (NEL among them), line/paragraph separators and the invisible
 * format characters, as a regex character-class body shared with the CLI's terminal sanitiser.
 * Here: C0 controls except tab and line feed, DEL, C1 controls (NEL among them), line/paragraph
 * separators, and the invisible format characters that reorder or hide text (bidi embeddings,
 * overrides and isolates, zero-width characters, BOM).
 */
const unsafeBeyondC0 = "\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff";
const unsafeCharacters = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f${unsafeBeyondC0}]`, "g");
const namedEscapes = { "\r": "\\r", "\u001b": "\\e" };
function escapeCharacter(char) {
    const named = namedEscapes[char];
    if (named)
        return named;
    const code = char.charCodeAt(0);
    return code <= 0xff
        ? `\\x${code.toString(16).padStart(2, "0")}`
        : `\\u${code.toString(16).padStart(4, "0")}`;
}
/** Escapes terminal and invisible control characters (ESC, CR, C1, bidi, ...) visibly, e.g. `\e`, `\u202e`. */
function escapeControlCharacters(text) {
    return text.replace(unsafeCharacters, escapeCharacter);
}
/**
 * One line that cannot start a workflow command: `::name::` at the start (the runner trims leading
 * whitespace first) gets a backslash in front, and the legacy `##[name]` form anywhere is broken up.
 */
function neutralizeLine(line) {
    return line.replace(/^(\s*)::/, "$1\\::").replaceAll("##[", "#\\#[");
}
/**
 * Text safe for a log line or an annotation: controls escaped, every line unable to start a
 * workflow command. Line feeds are kept (a multi-line message stays readable), CR is escaped so
 * no line can be split in a way this function did not see.
 */
function safeLogText(text) {
    return escapeControlCharacters(String(text)).split("\n").map(neutralizeLine).join("\n");
}
/** Like safeLogText, but one line: line feeds become a visible `\n` (for titles and table cells). */
function safeLogLine(text) {
    return neutralizeLine(escapeControlCharacters(String(text)).replaceAll("\n", "\\n"));
}
/** The characters JSON.stringify leaves raw that a runner or terminal may act on (C1, bidi, separators). */
const unsafeInJson = new RegExp(`[${unsafeBeyondC0}]`, "g");
/**
 * JSON text with the characters above escaped as `\uXXXX`: the same JSON value, but a document
 * printed to a log or a terminal (an output echoed as `::set-output`, `svc ... -o json`) carries no
 * raw C1, bidi or line-separator character and no legacy `##[command]` (its `[` as `\u005b`).
 * JSON.stringify already escapes C0 controls.
 */
function logSafeJsonText(json) {
    const escaped = isAsciiWithoutDel(json)
        ? json
        : json.replace(unsafeInJson, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    return escaped.includes("##[") ? escaped.replaceAll("##[", "##\\u005b") : escaped;
}
/** JSON.stringify, made safe as logSafeJsonText says. */
const logSafeJson = (value) => logSafeJsonText(JSON.stringify(value));
/**
 * Every character escaped above is DEL or beyond ASCII. A string whose UTF-8 length equals its
 * length is pure ASCII; Node counts that natively, several times faster than the regex scans it
 * (the pages of an `--all` walk are nearly always plain ASCII).
 */
function isAsciiWithoutDel(text) {
    return Buffer.byteLength(text, "utf8") === text.length && !text.includes("\x7f");
}


/***/ })

};
