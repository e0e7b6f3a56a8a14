export const id = 847;
export const ids = [847];
export const modules = {

/***/ 1847:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ checkJunitTarget),
  withJunitReport: () => (/* binding */ withJunitReport)
});

// UNUSED EXPORTS: JunitTargetError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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

;// CONCATENATED MODULE: ./lib/engine/plan-run/junit-target.js
/**
 * Where a JUnit report may go, one rule for the Action (junit-file) and `svc run --junit`: it may
 * replace an earlier report, never the plan file, a file a secret sink of the plan writes, a file
 * in the directory the CLI writes secrets to, nor any other existing file that is not a JUnit
 * report (a secret or a plan lost to a report cannot be got back).
 */




const statOf = (path) => (0,promises_.stat)(path).catch(() => undefined);
/** The same file: the same path, or (both existing) the same inode through a link or symlink. */
async function sameFile(a, b, aStats) {
    if ((0,external_node_path_.resolve)(a) === (0,external_node_path_.resolve)(b))
        return true;
    if (!aStats)
        return false;
    const bStats = await statOf(b);
    return bStats !== undefined && bStats.dev === aStats.dev && bStats.ino === aStats.ino;
}
const realDirectory = (path) => (0,promises_.realpath)(path).catch(() => (0,external_node_path_.resolve)(path));
/**
 * Why the report must not be written to `facts.junit`, completing "<path> ..." (e.g. "is the plan
 * file; ..."), or undefined.
 * Side-effect free; reads at most the first 4 KiB of an existing file at the target.
 */
async function junitTargetProblem(facts) {
    const target = await statOf(facts.junit);
    if (facts.planFile !== undefined && (await sameFile(facts.junit, facts.planFile, target)))
        return "is the plan file; the report would replace the plan";
    for (const sink of fileSinkPaths(facts.steps ?? [], facts.baseDirectory)) {
        if (await sameFile(facts.junit, sink.path, target))
            return `is where step "${sink.stepId}" writes its signing secret; the report would replace the secret`;
    }
    if (facts.secretsDir !== undefined &&
        (await realDirectory((0,external_node_path_.dirname)(facts.junit))) === (await realDirectory(facts.secretsDir)))
        return "is in --secrets-dir, where the secrets are written; the report could replace one";
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

// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(8308);
;// CONCATENATED MODULE: ./lib/cli/commands/run-junit.action.js






/**
 * `svc run --junit <file>`: runs `body`, then writes the JUnit XML of its report, also when it
 * failed (a run that never reached its steps is one failing case with the reason). The file holds
 * no secret: the report has none, and the reason is redacted like every diagnostic.
 */
/** A --junit path the report must not take (the plan, a secret): refused before any call, no report. */
class JunitTargetError extends errors/* CliError */.z1 {
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
        throw new errors/* CliError */.z1("invalid_output", `cannot write the --junit report ${file} (${error.code ?? "error"})`);
    });
    async function write(target, xml) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        const why = await writeReportFile(target, xml);
        if (why !== undefined)
            throw refuse(ctx, file ?? target, why);
    }
}


/***/ })

};
