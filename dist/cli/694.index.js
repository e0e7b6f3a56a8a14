export const id = 694;
export const ids = [694];
export const modules = {

/***/ 9694:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removeWebhook: () => (/* binding */ removeWebhook)
/* harmony export */ });
async function removeWebhook(ctx, id, flags) {
    await ctx.confirmDestructive(flags.yes, {
        question: `Remove webhook ${id}?`,
        action: `removing webhook ${id}`,
    });
    const client = await ctx.client();
    await client.removeWebhook(id, { signal: ctx.signal });
    await ctx.renderResource({ id, removed: true, type: "webhook" });
}


/***/ })

};
