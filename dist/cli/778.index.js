export const id = 778;
export const ids = [778];
export const modules = {

/***/ 8778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rotateSecret: () => (/* binding */ rotateSecret)
/* harmony export */ });
/* harmony import */ var _secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2827);
/* harmony import */ var _secrets_reveal_once_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7713);


/** Destination flags, then the confirmation, then the credential. */
async function rotateSecret(ctx, id, flags) {
    const choice = (0,_secrets_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .chooseReveal */ .n)(ctx, flags);
    await ctx.confirmDestructive(flags.yes, {
        question: `Rotate the signing secret for webhook ${id}?`,
        action: `rotating the signing secret of webhook ${id}`,
    });
    await (0,_secrets_reveal_once_js__WEBPACK_IMPORTED_MODULE_1__/* .revealOnce */ .X)(ctx, choice, flags.idempotencyKey, {
        what: `rotated the signing secret of webhook ${id}`,
        // The same --if-match: the replay of a rotation is the same request, key and revision.
        words: ["webhooks", "rotate-secret", id, "--if-match", flags.ifMatch],
        // Confirmed already: the replay returns this rotation's answer and rotates nothing.
        trailing: ["--yes"],
        call: (client, idempotencyKey) => client.rotateWebhookSecret(id, {
            ifMatch: flags.ifMatch,
            idempotencyKey,
            tolerateDeviations: true,
            signal: ctx.signal,
        }),
        receipt: (response) => ({ replayed: response.transport.idempotencyReplayed === true }),
    });
}


/***/ })

};
