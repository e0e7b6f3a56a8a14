export const id = 172;
export const ids = [172];
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

/***/ 3172:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderSummaryWithinLimit: () => (/* binding */ renderSummaryWithinLimit)
});

// EXTERNAL MODULE: ./lib/action/bounded-text.js
var bounded_text = __webpack_require__(7379);
// EXTERNAL MODULE: ./lib/engine/review/counts.js
var review_counts = __webpack_require__(1883);
// EXTERNAL MODULE: ./lib/transport/redact.js
var redact = __webpack_require__(2760);
// EXTERNAL MODULE: ./lib/untrusted/log-text.js
var log_text = __webpack_require__(3298);
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
    return (0,review_counts/* changeKind */.P0)(step) !== "unchanged";
}
const changesHeader = "| | Step | Change | Before | After | Details |\n| --- | --- | --- | --- | --- | --- |\n";
const restHeader = "| Step | Uses | Result | Details |\n| --- | --- | --- | --- |\n";
/** Characters kept back for the closing `</details>` and the last line. */
const reserve = 400;
function reviewMarkdown(report, limit = pullRequestCommentLimit) {
    const counts = report.counts ?? (0,review_counts/* countKinds */.xb)(report.steps);
    const reviewed = report.steps.filter(isReviewed);
    const rest = report.steps.filter((step) => !isReviewed(step));
    const out = new BoundedText(limit - reserve);
    out.add(`**${(0,review_counts/* countsLine */.J7)(report.mode, counts)}**\n\n`);
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
    const kind = (0,review_counts/* changeKind */.P0)(step);
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

;// CONCATENATED MODULE: ./lib/action/summary.js




/** Cap on delivery rows in the summary (the job summary is limited to 1 MiB). */
const summaryDeliveryRows = 200;
/**
 * HTML-escapes untrusted text for the summary (raw HTML inside Markdown): control and bidi
 * characters made visible, no line able to start a workflow command, line feeds as `<br>` so a
 * blank line cannot end the HTML block and start Markdown. Text shaped like an API token or signing
 * secret is redacted.
 */
function escapeHtml(text) {
    return (0,log_text/* safeLogText */.Ht)((0,redact/* redactSecretShapes */.Kb)(text))
        .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
        .replaceAll("\n", "<br>");
}
/** A table cell's HTML: core.summary.addTable writes an empty cell as a bare `<td>` it never closes. */
const cell = (text) => escapeHtml(text) || "—";
const header = (cells) => cells.map((data) => ({ data, header: true }));
/**
 * Renders the run (or the error that stopped it before any step) into the job summary: the counts
 * in the heading, then the review `svc run -o markdown` prints (the engine's reviewMarkdown: the
 * changes with before and after, the rest in <details>, bounded to 65,536 characters). With
 * `detailLimit`, the error is cut to that many characters (main.ts tries shorter limits while the
 * whole summary would pass the 1 MiB GitHub keeps).
 */
function renderSummary(summary, report, failure, mode, detailLimit) {
    const ok = report?.ok === true && !failure;
    const text = (value) => (detailLimit === undefined ? value : (0,bounded_text/* cutText */.IN)(value, detailLimit));
    summary.addHeading(summaryHeading(report, mode, ok), 2);
    if (mode === "plan")
        summary.addRaw("<p>Plan mode: nothing was changed; each step says what apply would do.</p>", true);
    if (report) {
        if (detailLimit !== undefined)
            summary.addRaw(`<p>The error is cut to ${detailLimit} characters: the whole summary would pass the 1 MiB GitHub keeps of a job summary. The log has every step's lines.</p>`, true);
        // A blank line first: Markdown after an HTML block starts only after one.
        summary.addRaw(`\n${reviewMarkdown(report)}`, true);
        addTotals(summary, report);
        addDeliveries(summary, report);
    }
    if (failure)
        summary.addRaw(`<p><strong>Error:</strong> ${escapeHtml(text(failure))}</p>`, true);
}
/** `Plan: 10 to create, 10 to update, 2 to remove, 278 unchanged (svc-ci ✅ passed)`: the counts first. */
function summaryHeading(report, mode, ok) {
    const verdict = `svc-ci ${ok ? "✅ passed" : "❌ failed"}`;
    if (!report)
        return `svc-ci ${mode}: ${ok ? "✅ passed" : "❌ failed"}`;
    return `${(0,review_counts/* countsLine */.J7)(report.mode, report.counts ?? (0,review_counts/* countKinds */.xb)(report.steps))} (${verdict})`;
}
/** `100 steps in 2.4 s: 57 requests, 0 answered 429 (rate limited, waited out or failed).` */
function addTotals(summary, report) {
    const { totals } = report;
    if (!totals)
        return;
    const seconds = (totals.durationMs / 1000).toFixed(1);
    const steps = `${report.steps.length} step${report.steps.length === 1 ? "" : "s"} in ${seconds} s`;
    const requests = totals.requests === undefined
        ? ""
        : `: ${totals.requests} request${totals.requests === 1 ? "" : "s"} to the API, ${totals.rateLimited ?? 0} answered 429 (rate limited)`;
    summary.addRaw(`<p>${steps}${requests}.</p>`, true);
}
function addDeliveries(summary, report) {
    const rows = report.steps.flatMap((step) => (step.deliveries ?? []).map((row) => ({ step: step.id, ...row })));
    if (rows.length === 0)
        return;
    summary.addHeading("Deliveries", 3);
    const shown = rows.slice(0, summaryDeliveryRows);
    summary.addTable([
        header(["Step", "Delivery", "Webhook", "Event", "State", "HTTP", "Attempts", "Created"]),
        ...shown.map((row) => [
            cell(row.step),
            cell(row.id),
            cell(row.webhookId),
            cell(row.event),
            cell(row.state),
            row.statusCode === null ? cell(row.transportCode ?? "") : String(row.statusCode),
            String(row.attempts),
            cell(row.createdAt),
        ]),
    ]);
    if (rows.length > shown.length) {
        summary.addRaw(`<p>${rows.length - shown.length} more deliveries are in the result output.</p>`, true);
    }
}

;// CONCATENATED MODULE: ./lib/action/summary-bounds.js


/** Cuts of step names, details and the error, tried in turn while the summary would not fit. */
const detailLimits = [undefined, 500, 150, 40];
const shortest = 40;
const fits = (summary) => (0,bounded_text/* byteLength */.dp)(summary.stringify()) <= bounded_text/* maxPublishedBytes */.EL;
/** Renders the summary into the (emptied) buffer, as much of it as fits. */
function renderSummaryWithinLimit(summary, of) {
    for (const limit of detailLimits) {
        summary.emptyBuffer();
        renderSummary(summary, of.report, of.failure, of.mode, limit);
        if (fits(summary))
            return;
    }
    if (of.report)
        renderFirstStepsThatFit(summary, of.report, of);
}
function renderFirstStepsThatFit(summary, report, of) {
    // The run's totals name every step; with only some shown they would not add up, so they go.
    const { totals: _totals, ...untotalled } = report;
    const render = (count) => {
        summary.emptyBuffer();
        renderSummary(summary, { ...untotalled, steps: report.steps.slice(0, count) }, of.failure, of.mode, shortest);
        summary.addRaw(`<p>Only the first ${count} of ${report.steps.length} steps are shown: with all of them the summary would pass the 1 MiB GitHub keeps of a job summary. The log has every step's lines, the result output each step's status.</p>`, true);
    };
    let [shown, tooMany] = [0, report.steps.length];
    while (tooMany - shown > 1) {
        const middle = Math.floor((shown + tooMany) / 2);
        render(middle);
        if (fits(summary))
            shown = middle;
        else
            tooMany = middle;
    }
    render(shown);
}


/***/ })

};
