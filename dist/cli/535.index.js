export const id = 535;
export const ids = [535];
export const modules = {

/***/ 6535:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   updateWebhook: () => (/* binding */ updateWebhook)
/* harmony export */ });
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3678);
/* harmony import */ var _input_data_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3777);
/* harmony import */ var _output_render_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(949);



async function updateWebhook(ctx, globals, id, flags) {
    const body = (0,_input_data_js__WEBPACK_IMPORTED_MODULE_0__/* .checkUpdateKeys */ .YY)(await (0,_input_data_js__WEBPACK_IMPORTED_MODULE_0__/* .readDataObject */ .EG)(ctx, flags.data));
    const client = await (0,_api_js__WEBPACK_IMPORTED_MODULE_1__/* .openClient */ .M)(ctx, globals);
    const response = await client
        .updateWebhook(id, body, { ifMatch: flags.ifMatch, signal: ctx.signal })
        .catch((error) => Promise.reject((0,_input_data_js__WEBPACK_IMPORTED_MODULE_0__/* .renameBodyError */ .NJ)(error)));
    await (0,_output_render_js__WEBPACK_IMPORTED_MODULE_2__/* .renderResource */ .H5)(ctx, globals.output, response.data);
}


/***/ })

};
