export const id = 614;
export const ids = [614];
export const modules = {

/***/ 7614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listDeliveries: () => (/* binding */ listDeliveries)
/* harmony export */ });
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8994);

function listDeliveries(ctx, flags) {
    return (0,_listing_js__WEBPACK_IMPORTED_MODULE_0__/* .listWith */ .V)(ctx, flags, "deliveries", (client) => ({
        page: (query, options) => client.listWebhookDeliveries(query, options),
        paginate: (query, options) => client.paginateWebhookDeliveries(query, options),
    }));
}


/***/ }),

/***/ 8994:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ listWith)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3467);

/** Runs a list command: the flags other than `--all`/`--max-pages` are the operation's query. */
async function listWith(ctx, flags, noun, methods) {
    const { all, maxPages, ...rest } = flags;
    const query = rest;
    const { page, paginate } = methods(await ctx.client());
    if (all) {
        try {
            // prefetch: the next page downloads while this one is written (two pages held at most).
            const pages = paginate(query, { maxPages, signal: ctx.signal, prefetch: true }).pages();
            await ctx.renderAllPages(pages, noun);
        }
        catch (error) {
            throw nameMaxPages(error);
        }
        return;
    }
    await ctx.renderPage(await page(query, { signal: ctx.signal }));
}
/** The client names its option `maxPages`; the user typed `--max-pages`. */
function nameMaxPages(error) {
    if (!(error instanceof Error) || error.code !== "pagination_limit")
        return error;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CliError */ .z1("pagination_limit", error.message.replace("raise maxPages", "raise --max-pages"), {
        cause: error,
    });
}


/***/ })

};
