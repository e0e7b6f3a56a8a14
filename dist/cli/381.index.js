export const id = 381;
export const ids = [381];
export const modules = {

/***/ 8381:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listLists: () => (/* binding */ listLists)
/* harmony export */ });
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8994);

function listLists(ctx, flags) {
    return (0,_listing_js__WEBPACK_IMPORTED_MODULE_0__/* .listWith */ .V)(ctx, flags, "lists", (client) => ({
        page: (query, options) => client.listLists(query, options),
        paginate: (query, options) => client.paginateLists(query, options),
    }));
}


/***/ }),

/***/ 8994:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ listWith),
/* harmony export */   e: () => (/* binding */ noteEmptyList)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3467);
/* harmony import */ var _output_sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6495);


/** Runs a list command: the flags other than `--all`/`--max-pages` are the operation's query. */
async function listWith(ctx, flags, noun, methods) {
    const { all, maxPages, ...rest } = flags;
    const query = rest;
    const { page, paginate } = methods(await ctx.client());
    const empty = { noun, filtered: isFiltered(rest) };
    if (all) {
        let items = 0;
        try {
            // prefetch: the next page downloads while this one is written (two pages held at most).
            const pages = paginate(query, { maxPages, signal: ctx.signal, prefetch: true }).pages();
            await ctx.renderAllPages(counted(pages, (count) => (items += count)), noun);
        }
        catch (error) {
            throw nameMaxPages(error);
        }
        if (items === 0)
            noteEmptyList(ctx, empty);
        return;
    }
    const one = await page(query, { signal: ctx.signal });
    await ctx.renderPage(one);
    if (one.data.length === 0) {
        const nextCursor = one.meta?.page?.nextCursor;
        noteEmptyList(ctx, {
            ...empty,
            onePage: rest.cursor !== undefined,
            ...(typeof nextCursor === "string" && nextCursor !== "" ? { nextCursor } : {}),
        });
    }
}
/** The next step after an empty list, where one helps (a filtered list has none). */
const emptyListHints = {
    webhooks: "create one with: svc webhooks create --data @webhook.json --secret-file ./whsec.txt",
    deliveries: "a test delivery shows up here: svc webhooks test <webhook-id>",
    "stored profiles": "log in with svc auth login, or set SVC_API_TOKEN for this session",
};
/**
 * An empty table prints nothing on stdout (scripts read it); this says so on stderr, with the next
 * step where one helps: `svc: no webhooks`. json and jsonl print their empty value and no note.
 */
function noteEmptyList(ctx, list) {
    if (ctx.globals.output !== "table")
        return;
    const scope = list.filtered ? " match the filters" : "";
    if (list.nextCursor !== undefined || list.onePage) {
        const more = list.nextCursor === undefined ? "" : `; more follow: --all, or --cursor ${list.nextCursor}`;
        ctx.stderr.write(`svc: ${(0,_output_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .safeDiagnostic */ .dB)(`no ${list.noun}${scope} on this page${more}`, ctx.secrets)}\n`);
        return;
    }
    ctx.stderr.write(`svc: no ${list.noun}${scope}\n`);
    const hint = list.filtered ? undefined : emptyListHints[list.noun];
    if (hint)
        ctx.stderr.write(`svc: ${hint}\n`);
}
/** True when a flag other than the paging ones narrowed the query. */
function isFiltered(query) {
    return Object.entries(query).some(([name, value]) => name !== "cursor" && name !== "limit" && value !== undefined);
}
/** The same pages, reporting each page's item count as it passes. */
async function* counted(pages, onPage) {
    for await (const one of pages) {
        onPage(one.data.length);
        yield one;
    }
}
/** The client names its option `maxPages`; the user typed `--max-pages`. */
function nameMaxPages(error) {
    if (!(error instanceof Error) || error.code !== "pagination_limit")
        return error;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CliError */ .z1("pagination_limit", error.message.replace("raise maxPages", "raise --max-pages"), {
        cause: error,
        hint: _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorHints */ .JY.pagination_limit,
    });
}


/***/ })

};
