export const id = 832;
export const ids = [832];
export const modules = {

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

/***/ 7832:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatOutput: () => (/* binding */ formatOutput),
/* harmony export */   jsonLine: () => (/* binding */ jsonLine),
/* harmony export */   jsonLines: () => (/* binding */ jsonLines),
/* harmony export */   jsonText: () => (/* binding */ jsonText),
/* harmony export */   render: () => (/* binding */ render),
/* harmony export */   renderAllPages: () => (/* binding */ renderAllPages),
/* harmony export */   renderPage: () => (/* binding */ renderPage),
/* harmony export */   renderResource: () => (/* binding */ renderResource),
/* harmony export */   streamedLine: () => (/* binding */ streamedLine)
/* harmony export */ });
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7479);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6495);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3402);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3797);




const jsonText = (value) => `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalSafeJson */ .q7)(JSON.stringify(value, null, 2))}\n`;
const jsonLine = (value) => `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalSafeJson */ .q7)(JSON.stringify(value))}\n`;
/**
 * `items.map(jsonLine).join("")`, sanitised once per page instead of once per item: the same bytes,
 * because no match of `terminalSafeJson` (a secret shape, one unsafe character) can hold the line
 * feed between two lines, so every match lies within one line (test/unit/cli/output.test.ts).
 */
function jsonLines(items) {
    let lines = "";
    for (const item of items)
        lines += `${JSON.stringify(item)}\n`;
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalSafeJson */ .q7)(lines);
}
function out(ctx, text) {
    return text === "" ? Promise.resolve() : (0,_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeChunk */ .x)(ctx.stdout, text, ctx.signal);
}
/** The text of `value` in `mode`: json pretty-printed, jsonl one line (or the view's), table the view's. */
function formatOutput(mode, value, views) {
    if (mode === "json")
        return jsonText(value);
    if (mode === "jsonl")
        return (views.jsonl ?? jsonLine)(value);
    if (mode === "markdown")
        return (views.markdown ?? views.table)(value);
    return views.table(value);
}
/** Writes `value` in the chosen mode: the entry every command's output goes through. */
function render(ctx, mode, value, views) {
    return out(ctx, formatOutput(mode, value, views));
}
/** One record of a stream (`webhooks receive`): its table line, else one JSON line in json and jsonl alike. */
function streamedLine(mode, value, tableLine) {
    return mode === "table" ? tableLine(value) : jsonLine(value);
}
/** One resource (get/create/update) or one local receipt. */
function renderResource(ctx, mode, value) {
    return render(ctx, mode, value, { table: (one) => (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku)([one]) });
}
/** A list without `--all`: json keeps the whole envelope `{data, meta}`. */
function renderPage(ctx, mode, page) {
    return render(ctx, mode, { data: page.data, meta: page.meta }, { table: (envelope) => (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku)(envelope.data) });
}
/**
 * A list with `--all`: jsonl streams each resource as its page arrives (memory bounded by one
 * page, honouring back-pressure); table and json aggregate. A progress line shows on a TTY stderr.
 */
async function renderAllPages(ctx, mode, pages, noun) {
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .createProgress */ .mf)(ctx, noun);
    try {
        if (mode === "jsonl") {
            for await (const page of pages) {
                progress.page(page.data.length);
                // One write per page keeps syscalls low; the page is already in memory.
                const chunk = jsonLines(page.data);
                if (ctx.stdoutIsTTY)
                    progress.done(); // same terminal: never interleave with the data
                await out(ctx, chunk);
            }
            return;
        }
        const all = [];
        for await (const page of pages) {
            progress.page(page.data.length);
            for (const item of page.data)
                all.push(item);
        }
        progress.done();
        await out(ctx, formatOutput(mode, all, { table: _table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku }));
    }
    finally {
        progress.done();
    }
}


/***/ }),

/***/ 3402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ cellText),
/* harmony export */   ku: () => (/* binding */ formatTable)
/* harmony export */ });
/* unused harmony export flattenResource */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6495);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2760);
/* harmony import */ var _text_width_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7906);
/**
 * The `-o table` output: each resource flattened to `id`, `type`, then its attribute keys; columns =
 * union of keys in first-seen order (at most 20); width = min(48, widest value) in terminal columns
 * (CJK and emoji count two, see text-width.ts); wider values truncated; objects as compact JSON;
 * null/undefined empty; two-space separators; header row, dash row, data rows; nothing at all for an
 * empty list.
 */


const MAX_COLUMNS = 20;
const MAX_WIDTH = 48;
/** `{id, type, attributes: {...}}` → `{id, type, ...attributes}`; other objects as they are. */
function flattenResource(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return { value };
    const record = value;
    const attributes = record.attributes;
    if (typeof attributes === "object" && attributes !== null && !Array.isArray(attributes)) {
        const { attributes: _drop, ...rest } = record;
        const row = {};
        if ("id" in rest)
            row.id = rest.id;
        if ("type" in rest)
            row.type = rest.type;
        return { ...row, ...rest, ...attributes };
    }
    return record;
}
/** A cell's text: terminal-safe, secret shapes redacted (before widths, so columns stay aligned). */
function cellText(value) {
    if (value === null || value === undefined)
        return "";
    const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeTerminalText */ .p_)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecretShapes */ .Kb)(text));
}
/** The table text for `items` (empty string for an empty list). */
function formatTable(items) {
    if (items.length === 0)
        return "";
    const rows = items.map(flattenResource);
    const columns = [];
    for (const row of rows) {
        for (const key of Object.keys(row)) {
            if (columns.length >= MAX_COLUMNS)
                break;
            if (!columns.includes(key))
                columns.push(key);
        }
    }
    const cells = rows.map((row) => columns.map((column) => cellText(row[column])));
    const headers = columns.map(cellText);
    // A loop, not Math.max(...cells): spreading the rows of a long `--all` walk as arguments overflows
    // the call stack (about 125,000 rows).
    const widths = headers.map((header, i) => {
        let widest = (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(header);
        for (const line of cells)
            widest = Math.max(widest, (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(line[i]));
        return Math.min(MAX_WIDTH, widest);
    });
    const line = (values) => values
        .map((value, i) => {
        const text = (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateToWidth */ .A4)(value, widths[i]);
        return i === values.length - 1 ? text : (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .padToWidth */ .Fg)(text, widths[i]);
    })
        .join("  ")
        .trimEnd();
    return `${[line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
}


/***/ }),

/***/ 7906:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ truncateToWidth),
/* harmony export */   F1: () => (/* binding */ displayWidth),
/* harmony export */   Fg: () => (/* binding */ padToWidth)
/* harmony export */ });
/* harmony import */ var fast_string_width__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3223);
/**
 * Display width in terminal columns: East Asian wide characters (東京) and emoji (also ZWJ
 * sequences such as 👩‍💻) take two columns, combining marks none. Measured by `fast-string-width`
 * (the library clack uses); cutting goes by grapheme cluster (Intl.Segmenter), so a truncated
 * cell never ends in half an emoji or a letter without its accent.
 */

const displayWidth = (text) => (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(text);
let segmenter;
/** `text` cut to at most `width` columns, with `…` as the last column when anything was cut. */
function truncateToWidth(text, width) {
    if (displayWidth(text) <= width)
        return text;
    segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
    let kept = "";
    let used = 0;
    for (const { segment } of segmenter.segment(text)) {
        const next = displayWidth(segment);
        if (used + next > width - 1)
            break;
        kept += segment;
        used += next;
    }
    return `${kept}…`;
}
/** `text` followed by spaces up to `width` columns. */
const padToWidth = (text, width) => text + " ".repeat(Math.max(0, width - displayWidth(text)));


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


/***/ }),

/***/ 3223:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ fast_string_width_dist)
});

;// CONCATENATED MODULE: ./node_modules/fast-string-truncated-width/dist/utils.js
/* MAIN */
const getCodePointsLength = (() => {
    const SURROGATE_PAIR_RE = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
    return (input) => {
        let surrogatePairsNr = 0;
        SURROGATE_PAIR_RE.lastIndex = 0;
        while (SURROGATE_PAIR_RE.test(input)) {
            surrogatePairsNr += 1;
        }
        return input.length - surrogatePairsNr;
    };
})();
const isFullWidth = (x) => {
    return x === 0x3000 || x >= 0xFF01 && x <= 0xFF60 || x >= 0xFFE0 && x <= 0xFFE6;
};
const isWideNotCJKTNotEmoji = (x) => {
    return x === 0x231B || x === 0x2329 || x >= 0x2FF0 && x <= 0x2FFF || x >= 0x3001 && x <= 0x303E || x >= 0x3099 && x <= 0x30FF || x >= 0x3105 && x <= 0x312F || x >= 0x3131 && x <= 0x318E || x >= 0x3190 && x <= 0x31E3 || x >= 0x31EF && x <= 0x321E || x >= 0x3220 && x <= 0x3247 || x >= 0x3250 && x <= 0x4DBF || x >= 0xFE10 && x <= 0xFE19 || x >= 0xFE30 && x <= 0xFE52 || x >= 0xFE54 && x <= 0xFE66 || x >= 0xFE68 && x <= 0xFE6B || x >= 0x1F200 && x <= 0x1F202 || x >= 0x1F210 && x <= 0x1F23B || x >= 0x1F240 && x <= 0x1F248 || x >= 0x20000 && x <= 0x2FFFD || x >= 0x30000 && x <= 0x3FFFD;
};
/* EXPORT */


;// CONCATENATED MODULE: ./node_modules/fast-string-truncated-width/dist/index.js
/* IMPORT */

/* HELPERS */
const ANSI_RE = /[\u001b\u009b][[()#;?]*(?:[0-9]{1,4}(?:;[0-9]{0,4})*)?[0-9A-ORZcf-nqry=><]|\u001b\]8;[^;]*;.*?(?:\u0007|\u001b\u005c)/y;
const CONTROL_RE = /[\x00-\x08\x0A-\x1F\x7F-\x9F]{1,1000}/y;
const CJKT_WIDE_RE = /(?:(?![\uFF61-\uFF9F\uFF00-\uFFEF])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Tangut}]){1,1000}/yu;
const TAB_RE = /\t{1,1000}/y;
const EMOJI_RE = /[\u{1F1E6}-\u{1F1FF}]{2}|\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}|(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|\p{Emoji_Presentation})(?:\u200D(?:\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|\p{Emoji_Presentation}|\p{Emoji}\uFE0F\u20E3?))*/yu;
const LATIN_RE = /(?:[\x20-\x7E\xA0-\xFF](?!\uFE0F)){1,1000}/y;
const MODIFIER_RE = /\p{M}+/gu;
const NO_TRUNCATION = { limit: Infinity, ellipsis: '' };
/* MAIN */
const getStringTruncatedWidth = (input, truncationOptions = {}, widthOptions = {}) => {
    /* CONSTANTS */
    const LIMIT = truncationOptions.limit ?? Infinity;
    const ELLIPSIS = truncationOptions.ellipsis ?? '';
    const ELLIPSIS_WIDTH = truncationOptions?.ellipsisWidth ?? (ELLIPSIS ? getStringTruncatedWidth(ELLIPSIS, NO_TRUNCATION, widthOptions).width : 0);
    const ANSI_WIDTH = 0;
    const CONTROL_WIDTH = widthOptions.controlWidth ?? 0;
    const TAB_WIDTH = widthOptions.tabWidth ?? 8;
    const EMOJI_WIDTH = widthOptions.emojiWidth ?? 2;
    const FULL_WIDTH_WIDTH = 2;
    const REGULAR_WIDTH = widthOptions.regularWidth ?? 1;
    const WIDE_WIDTH = widthOptions.wideWidth ?? FULL_WIDTH_WIDTH;
    const PARSE_BLOCKS = [
        [LATIN_RE, REGULAR_WIDTH],
        [ANSI_RE, ANSI_WIDTH],
        [CONTROL_RE, CONTROL_WIDTH],
        [TAB_RE, TAB_WIDTH],
        [EMOJI_RE, EMOJI_WIDTH],
        [CJKT_WIDE_RE, WIDE_WIDTH],
    ];
    /* STATE */
    let indexPrev = 0;
    let index = 0;
    let length = input.length;
    let lengthExtra = 0;
    let truncationEnabled = false;
    let truncationIndex = length;
    let truncationLimit = Math.max(0, LIMIT - ELLIPSIS_WIDTH);
    let unmatchedStart = 0;
    let unmatchedEnd = 0;
    let width = 0;
    let widthExtra = 0;
    /* PARSE LOOP */
    outer: while (true) {
        /* UNMATCHED */
        if ((unmatchedEnd > unmatchedStart) || (index >= length && index > indexPrev)) {
            const unmatched = input.slice(unmatchedStart, unmatchedEnd) || input.slice(indexPrev, index);
            lengthExtra = 0;
            for (const char of unmatched.replaceAll(MODIFIER_RE, '')) {
                const codePoint = char.codePointAt(0) || 0;
                if (isFullWidth(codePoint)) {
                    widthExtra = FULL_WIDTH_WIDTH;
                }
                else if (isWideNotCJKTNotEmoji(codePoint)) {
                    widthExtra = WIDE_WIDTH;
                }
                else {
                    widthExtra = REGULAR_WIDTH;
                }
                if ((width + widthExtra) > truncationLimit) {
                    truncationIndex = Math.min(truncationIndex, Math.max(unmatchedStart, indexPrev) + lengthExtra);
                }
                if ((width + widthExtra) > LIMIT) {
                    truncationEnabled = true;
                    break outer;
                }
                lengthExtra += char.length;
                width += widthExtra;
            }
            unmatchedStart = unmatchedEnd = 0;
        }
        /* EXITING */
        if (index >= length) {
            break outer;
        }
        /* PARSE BLOCKS */
        for (let i = 0, l = PARSE_BLOCKS.length; i < l; i++) {
            const [BLOCK_RE, BLOCK_WIDTH] = PARSE_BLOCKS[i];
            BLOCK_RE.lastIndex = index;
            if (BLOCK_RE.test(input)) {
                lengthExtra = BLOCK_RE === CJKT_WIDE_RE ? getCodePointsLength(input.slice(index, BLOCK_RE.lastIndex)) : BLOCK_RE === EMOJI_RE ? 1 : BLOCK_RE.lastIndex - index;
                widthExtra = lengthExtra * BLOCK_WIDTH;
                if ((width + widthExtra) > truncationLimit) {
                    truncationIndex = Math.min(truncationIndex, index + Math.floor((truncationLimit - width) / BLOCK_WIDTH));
                }
                if ((width + widthExtra) > LIMIT) {
                    truncationEnabled = true;
                    break outer;
                }
                width += widthExtra;
                unmatchedStart = indexPrev;
                unmatchedEnd = index;
                index = indexPrev = BLOCK_RE.lastIndex;
                continue outer;
            }
        }
        /* UNMATCHED INDEX */
        index += 1;
    }
    /* RETURN */
    return {
        width: truncationEnabled ? truncationLimit : width,
        index: truncationEnabled ? truncationIndex : length,
        truncated: truncationEnabled,
        ellipsed: truncationEnabled && LIMIT >= ELLIPSIS_WIDTH
    };
};
/* EXPORT */
/* harmony default export */ const dist = (getStringTruncatedWidth);

;// CONCATENATED MODULE: ./node_modules/fast-string-width/dist/index.js
/* IMPORT */

/* HELPERS */
const dist_NO_TRUNCATION = {
    limit: Infinity,
    ellipsis: '',
    ellipsisWidth: 0,
};
/* MAIN */
const fastStringWidth = (input, options = {}) => {
    return dist(input, dist_NO_TRUNCATION, options).width;
};
/* EXPORT */
/* harmony default export */ const fast_string_width_dist = (fastStringWidth);


/***/ })

};
