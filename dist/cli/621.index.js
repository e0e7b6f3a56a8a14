export const id = 621;
export const ids = [621];
export const modules = {

/***/ 6002:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createHandlerContext: () => (/* binding */ createHandlerContext)
});

// EXTERNAL MODULE: ./lib/cli/global-options.js
var global_options = __webpack_require__(5460);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
;// CONCATENATED MODULE: ./lib/cli/interact/confirm-destructive.js

async function confirmDestructive(ctx, yes, prompt) {
    const { question, action } = prompt;
    if (yes === true || ctx.env.SVC_CLI_ASSUME_YES === "1")
        return;
    if (!ctx.canPrompt) {
        throw new errors/* CliError */.z1("confirmation_required", `${action} needs confirmation, and this run is not interactive`, {
            hint: "pass --yes (or set SVC_CLI_ASSUME_YES=1) to confirm without a prompt",
        });
    }
    if (!(await ctx.confirm(question)))
        throw new errors/* CliError */.z1("cancelled", "cancelled; nothing was changed");
}

;// CONCATENATED MODULE: ./lib/cli/handler-context.js


function createHandlerContext(cli, command, root) {
    const globals = (0,global_options/* globalsOf */.G)(command);
    const mode = globals.output;
    let session;
    const output = () => __webpack_require__.e(/* import() */ 832).then(__webpack_require__.bind(__webpack_require__, 7832));
    const own = {
        globals,
        root,
        session: (options) => {
            // A body that makes a request prints its answer: the output formats load beside the client.
            session ??= Promise.all([Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(42), __webpack_require__.e(2)]).then(__webpack_require__.bind(__webpack_require__, 7431)), output()]).then(([{ openSession }]) => openSession(cli, globals, options));
            return session;
        },
        client: async () => (await own.session()).client,
        render: async (value, views) => (await output()).render(cli, mode, value, views),
        renderResource: async (value) => (await output()).renderResource(cli, mode, value),
        renderPage: async (page) => (await output()).renderPage(cli, mode, page),
        renderAllPages: async (pages, noun) => (await output()).renderAllPages(cli, mode, pages, noun),
        streamedLine: async (value, tableLine) => (await output()).streamedLine(mode, value, tableLine),
        confirmDestructive: (yes, prompt) => confirmDestructive(cli, yes, prompt),
    };
    // The process side is `cli` itself, as the prototype: its lazily created stdin stays one stream,
    // and a body that sets stdoutHoldsSecret sets it where the process's EPIPE handler reads it.
    const processSide = Object.create(cli, {
        stdoutHoldsSecret: {
            get: () => cli.stdoutHoldsSecret,
            set: (value) => {
                cli.stdoutHoldsSecret = value;
            },
        },
    });
    return Object.assign(processSide, own);
}


/***/ })

};
