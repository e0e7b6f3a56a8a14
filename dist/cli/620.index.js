export const id = 620;
export const ids = [620];
export const modules = {

/***/ 7620:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getWebhook: () => (/* binding */ getWebhook)
/* harmony export */ });
async function getWebhook(ctx, id) {
    const client = await ctx.client();
    const response = await client.getWebhook(id, { signal: ctx.signal });
    await ctx.renderResource(response.data);
}


/***/ })

};
