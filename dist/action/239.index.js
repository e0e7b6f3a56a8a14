export const id = 239;
export const ids = [239];
export const modules = {

/***/ 7379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ maxPublishedBytes),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   dp: () => (/* binding */ byteLength)
/* harmony export */ });
/* harmony import */ var _transport_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2760);
/**
 * What GitHub keeps of a step: an output holds at most 1 MB, a job summary at most 1 MiB (a
 * larger summary is dropped whole, with an error annotation). A fleet-size plan (1,000 steps, long
 * URLs, many delivery failures) can render more, so the `result` output and the job summary are
 * cut down to fit, saying so (docs/plan.md "Outputs of the Action").
 */

/** Bytes of the `result` output and of the job summary: under GitHub's 1 MB, with room to spare. */
const maxPublishedBytes = 1_000_000;
const byteLength = (text) => Buffer.byteLength(text, "utf8");
/**
 * `text` cut to at most `max` characters (an ellipsis marks the cut), redacted first so a cut
 * never leaves part of a secret-shaped value that redaction would no longer recognise, and never
 * between the two halves of a surrogate pair.
 */
function cutText(text, max) {
    const redacted = (0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecretShapes */ .Kb)(text);
    if (redacted.length <= max)
        return redacted;
    let end = Math.max(0, max - 1);
    const last = redacted.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return `${redacted.slice(0, end)}…`;
}


/***/ }),

/***/ 6239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resultOutput: () => (/* binding */ resultOutput)
/* harmony export */ });
/* harmony import */ var _transport_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2760);
/* harmony import */ var _untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3298);
/* harmony import */ var _bounded_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7379);



/** Characters a step's summary and error keep, tried in turn, when the whole report does not fit. */
const summaryLimits = [1_000, 300, 100];
/**
 * The `result` output: the run's report as JSON (no secret, nothing that can start a workflow
 * command). When it would not fit the 1 MB GitHub keeps of an output, it is cut down and says so in
 * `truncated`: each step's outputs (published on their own as `<id>-<name>`) and delivery rows (in
 * the job summary and the JUnit report) are left out, then summaries and errors are shortened,
 * then only each step's id, uses, status and change are kept, and at last (10,000 steps) only the
 * first steps that fit. `cut` says what was left out.
 */
function resultOutput(report) {
    const whole = render(report);
    const bytes = (0,_bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(whole);
    if (bytes <= _bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .maxPublishedBytes */ .EL)
        return { json: whole };
    const size = `${(bytes / 1_000_000).toFixed(1)} MB`;
    for (const limit of summaryLimits) {
        const cut = `the whole report is ${size}, more than the 1 MB GitHub keeps of an output: each step's outputs (also published as <step-id>-<name>) and delivery rows (in the job summary and the JUnit report) are left out, and summaries and errors cut to ${limit} characters`;
        const json = render({ ...report, truncated: cut, steps: report.steps.map((step) => slim(step, limit)) });
        if ((0,_bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(json) <= _bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .maxPublishedBytes */ .EL)
            return { json, cut };
    }
    const cut = `the whole report is ${size}, more than the 1 MB GitHub keeps of an output: only each step's id, uses, status and change are kept (the job summary, the log and the JUnit report have the rest)`;
    const json = render({ ...report, truncated: cut, steps: report.steps.map(bare) });
    if ((0,_bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(json) <= _bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .maxPublishedBytes */ .EL)
        return { json, cut };
    return firstStepsThatFit(report, size);
}
/**
 * The last resort, for a report of more steps than even their ids fit (10,000 steps of long ids):
 * the first steps, in plan order, as many as fit, and how many were left out. Every step's outputs
 * are still published on their own.
 */
function firstStepsThatFit(report, size) {
    const steps = report.steps.map(bare);
    const attempt = (count) => {
        const cut = `the whole report is ${size}, more than the 1 MB GitHub keeps of an output: only the first ${count} of ${steps.length} steps are listed, each with its id, uses, status and change (the job summary, the log and the JUnit report have the rest)`;
        return { json: render({ ...report, truncated: cut, steps: steps.slice(0, count) }), cut };
    };
    // The most steps that fit, by bisection: each step's size is known only once rendered.
    let [fits, tooMany] = [0, steps.length];
    while (tooMany - fits > 1) {
        const middle = Math.floor((fits + tooMany) / 2);
        if ((0,_bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(attempt(middle).json) <= _bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .maxPublishedBytes */ .EL)
            fits = middle;
        else
            tooMany = middle;
    }
    return attempt(fits);
}
// Secret shapes hold no character JSON escapes: redacting the document keeps it valid JSON.
const render = (value) => (0,_transport_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecretShapes */ .Kb)((0,_untrusted_log_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logSafeJson */ .C5)(value));
function slim(step, limit) {
    const { deliveries: _deliveries, outputs: _outputs, summary, error, ...rest } = step;
    return {
        ...rest,
        summary: (0,_bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cutText */ .IN)(summary, limit),
        ...(error === undefined ? {} : { error: (0,_bounded_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cutText */ .IN)(error, limit) }),
        outputs: {},
    };
}
function bare(step) {
    return {
        id: step.id,
        uses: step.uses,
        status: step.status,
        ...(step.change === undefined ? {} : { change: step.change }),
        summary: "",
        outputs: {},
    };
}


/***/ })

};
