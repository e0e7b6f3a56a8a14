export const id = 1;
export const ids = [1];
export const modules = {

/***/ 3001:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   completionTree: () => (/* binding */ completionTree)
/* harmony export */ });
const optionOf = (option) => ({
    names: [option.long, option.short].filter((name) => typeof name === "string"),
    description: option.description,
    takesValue: option.required || option.optional,
    choices: [...(option.argChoices ?? [])],
});
/** Every command of the tree, root first, depth first. */
function completionTree(root) {
    const nodes = [];
    const visit = (command, path, inherited) => {
        const help = command.createHelp();
        const own = help.visibleOptions(command).map(optionOf);
        const seen = new Set(own.flatMap((option) => option.names));
        const options = [...own, ...inherited.filter((option) => !option.names.some((name) => seen.has(name)))];
        const children = command.commands.filter((child) => !child._hidden);
        nodes.push({
            path,
            commands: children.map((child) => ({ name: child.name(), description: child.description() })),
            options,
            argumentChoices: [...(command.registeredArguments[0]?.argChoices ?? [])],
        });
        const forChildren = options.filter((option) => !option.names.includes("--help") && !option.names.includes("--version"));
        for (const child of children)
            visit(child, path ? `${path} ${child.name()}` : child.name(), forChildren);
    };
    visit(root, "", []);
    return nodes;
}


/***/ })

};
