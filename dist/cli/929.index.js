export const id = 929;
export const ids = [929];
export const modules = {

/***/ 929:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   confirmOnStderr: () => (/* binding */ confirmOnStderr)
/* harmony export */ });
/**
 * A yes/no prompt drawn on stderr (so `-o json > file` stays clean), default No. clack is loaded
 * only here. Ctrl-C or Escape counts as No; the caller has already checked `ctx.canPrompt`.
 */
async function confirmOnStderr(message, ctx) {
    const { confirm, isCancel } = await __webpack_require__.e(/* import() */ 843).then(__webpack_require__.bind(__webpack_require__, 2843));
    const answer = await confirm({
        message,
        initialValue: false,
        input: ctx.stdin,
        output: ctx.stderr,
        signal: ctx.signal,
    });
    return !isCancel(answer) && answer === true;
}


/***/ })

};
