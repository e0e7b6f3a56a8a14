export const id = 675;
export const ids = [675];
export const modules = {

/***/ 6675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJunit: () => (/* binding */ renderJunit)
/* harmony export */ });
/* unused harmony exports escapeXmlText, escapeXmlAttribute */
/* harmony import */ var _transport_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);

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
/**
 * Element text: escaped, and stripped of characters XML 1.0 cannot carry; text shaped like an API
 * token or signing secret (a plan value, an API answer) is redacted, as in every other output.
 */
function escapeXmlText(text) {
    return (0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecretShapes */ .Kb)(text)
        .replace(invalidXmlChars, "")
        .replace(/[&<>\r]/g, (char) => textEntities[char] ?? char);
}
/** An attribute value (inside double quotes). */
function escapeXmlAttribute(text) {
    return (0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecretShapes */ .Kb)(text)
        .replace(invalidXmlChars, "")
        .replace(/[&<>"'\n\r\t]/g, (char) => attributeEntities[char] ?? char);
}


/***/ })

};
