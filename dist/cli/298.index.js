export const id = 298;
export const ids = [298];
export const modules = {

/***/ 5298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getDelivery: () => (/* binding */ getDelivery)
/* harmony export */ });
async function getDelivery(ctx, id) {
    const client = await ctx.client();
    const response = await client.getWebhookDelivery(id, { signal: ctx.signal });
    await ctx.renderResource(response.data);
}


/***/ })

};
