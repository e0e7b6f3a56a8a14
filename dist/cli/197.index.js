export const id = 197;
export const ids = [197];
export const modules = {

/***/ 2197:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getContact: () => (/* binding */ getContact)
/* harmony export */ });
async function getContact(ctx, id) {
    const client = await ctx.client();
    const response = await client.getContact(id, { signal: ctx.signal });
    await ctx.renderResource(response.data);
}


/***/ })

};
