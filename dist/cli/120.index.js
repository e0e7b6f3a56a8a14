export const id = 120;
export const ids = [120];
export const modules = {

/***/ 3120:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   showWorkspace: () => (/* binding */ showWorkspace)
/* harmony export */ });
async function showWorkspace(ctx) {
    const client = await ctx.client();
    const response = await client.getWorkspace({ signal: ctx.signal });
    await ctx.renderResource(response.data);
}


/***/ })

};
