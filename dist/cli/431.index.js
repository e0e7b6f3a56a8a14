export const id = 431;
export const ids = [431];
export const modules = {

/***/ 3402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ cellText),
/* harmony export */   ku: () => (/* binding */ formatTable)
/* harmony export */ });
/* unused harmony export flattenResource */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6495);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2760);
/* harmony import */ var _text_width_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7906);
/**
 * The `-o table` output: each resource flattened to `id`, `type`, then its attribute keys; columns =
 * union of keys in first-seen order (at most 20); width = min(48, widest value) in terminal columns
 * (CJK and emoji count two, see text-width.ts); wider values truncated; objects as compact JSON;
 * null/undefined empty; two-space separators; header row, dash row, data rows; nothing at all for an
 * empty list.
 */


const MAX_COLUMNS = 20;
const MAX_WIDTH = 48;
/** `{id, type, attributes: {...}}` → `{id, type, ...attributes}`; other objects as they are. */
function flattenResource(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return { value };
    const record = value;
    const attributes = record.attributes;
    if (typeof attributes === "object" && attributes !== null && !Array.isArray(attributes)) {
        const { attributes: _drop, ...rest } = record;
        const row = {};
        if ("id" in rest)
            row.id = rest.id;
        if ("type" in rest)
            row.type = rest.type;
        return { ...row, ...rest, ...attributes };
    }
    return record;
}
/** A cell's text: terminal-safe, secret shapes redacted (before widths, so columns stay aligned). */
function cellText(value) {
    if (value === null || value === undefined)
        return "";
    const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeTerminalText */ .p_)((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecretShapes */ .Kb)(text));
}
/** The table text for `items` (empty string for an empty list). */
function formatTable(items) {
    if (items.length === 0)
        return "";
    const rows = items.map(flattenResource);
    const columns = [];
    for (const row of rows) {
        for (const key of Object.keys(row)) {
            if (columns.length >= MAX_COLUMNS)
                break;
            if (!columns.includes(key))
                columns.push(key);
        }
    }
    const cells = rows.map((row) => columns.map((column) => cellText(row[column])));
    const headers = columns.map(cellText);
    // A loop, not Math.max(...cells): spreading the rows of a long `--all` walk as arguments overflows
    // the call stack (about 125,000 rows).
    const widths = headers.map((header, i) => {
        let widest = (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(header);
        for (const line of cells)
            widest = Math.max(widest, (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(line[i]));
        return Math.min(MAX_WIDTH, widest);
    });
    const line = (values) => values
        .map((value, i) => {
        const text = (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateToWidth */ .A4)(value, widths[i]);
        return i === values.length - 1 ? text : (0,_text_width_js__WEBPACK_IMPORTED_MODULE_2__/* .padToWidth */ .Fg)(text, widths[i]);
    })
        .join("  ")
        .trimEnd();
    return `${[line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")}\n`;
}


/***/ }),

/***/ 7906:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ truncateToWidth),
/* harmony export */   F1: () => (/* binding */ displayWidth),
/* harmony export */   Fg: () => (/* binding */ padToWidth)
/* harmony export */ });
/* harmony import */ var fast_string_width__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3223);
/**
 * Display width in terminal columns: East Asian wide characters (東京) and emoji (also ZWJ
 * sequences such as 👩‍💻) take two columns, combining marks none. Measured by `fast-string-width`
 * (the library clack uses); cutting goes by grapheme cluster (Intl.Segmenter), so a truncated
 * cell never ends in half an emoji or a letter without its accent.
 */

const displayWidth = (text) => (0,fast_string_width__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A)(text);
let segmenter;
/** `text` cut to at most `width` columns, with `…` as the last column when anything was cut. */
function truncateToWidth(text, width) {
    if (displayWidth(text) <= width)
        return text;
    segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
    let kept = "";
    let used = 0;
    for (const { segment } of segmenter.segment(text)) {
        const next = displayWidth(segment);
        if (used + next > width - 1)
            break;
        kept += segment;
        used += next;
    }
    return `${kept}…`;
}
/** `text` followed by spaces up to `width` columns. */
const padToWidth = (text, width) => text + " ".repeat(Math.max(0, width - displayWidth(text)));


/***/ }),

/***/ 9833:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ readSmallFile),
/* harmony export */   Lc: () => (/* binding */ unlinkIfSame),
/* harmony export */   aA: () => (/* binding */ createFlags),
/* harmony export */   l6: () => (/* binding */ fileIdentity),
/* harmony export */   nR: () => (/* binding */ ownerOnlyMode),
/* harmony export */   r6: () => (/* binding */ ownedByUs),
/* harmony export */   s8: () => (/* binding */ identityAt),
/* harmony export */   x3: () => (/* binding */ createFile),
/* harmony export */   zR: () => (/* binding */ syncDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/**
 * The file-system moves every writer and clean-up of the engine shares: read a small file without
 * following a symlink or waiting on a pipe, create a file that did not exist (never through a
 * symlink), fsync a directory, unlink a file only while it is the very one we checked.
 */


/** Opening for a read never follows a symlink in the file's place nor blocks on a named pipe. */
const readFlags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** A new file only: fails when anything (a file, a symlink, a pipe) already has the name. */
const createFlags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/**
 * The text of a regular file of at most `maxBytes`, or undefined when it is missing, a symlink, not
 * a regular file, larger, or unreadable.
 */
async function readSmallFile(path, maxBytes) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, readFlags).catch(() => undefined);
    if (!handle)
        return undefined;
    try {
        const stats = await handle.stat();
        if (!stats.isFile() || stats.size > maxBytes)
            return undefined;
        const buffer = Buffer.alloc(maxBytes + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > maxBytes)
                return undefined;
        }
        return buffer.toString("utf8", 0, length);
    }
    catch {
        return undefined;
    }
    finally {
        await handle.close().catch(() => { });
    }
}
/** Writes `text` to a new file `path` (mode 0600) and fsyncs it; EEXIST when the name is taken. */
async function createFile(path, text) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, createFlags, 0o600);
    try {
        await handle.writeFile(text);
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** fsyncs a directory, so a rename or unlink in it is durable; best effort. */
async function syncDirectory(directory) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(directory, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY).catch(() => undefined);
    if (!handle)
        return;
    await handle.sync().catch(() => { });
    await handle.close().catch(() => { });
}
/**
 * A file's identity as text a record can keep: device, inode and birth time (an inode number is
 * reused at once for the next file created; the birth time tells them apart where the file system
 * keeps one).
 */
const fileIdentity = (stats) => `${stats.dev}:${stats.ino}:${stats.birthtimeNs}`;
/** The identity of what is at `path` itself (a symlink is not followed), or undefined. */
async function identityAt(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path, { bigint: true }).catch(() => undefined);
    return stats ? fileIdentity(stats) : undefined;
}
/**
 * Unlinks `path` only while it is a regular file (not a symlink) with the identity `expected`;
 * returns whether it did. The check and the unlink are as close as Node allows (no unlinkat).
 */
async function unlinkIfSame(path, expected) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path, { bigint: true }).catch(() => undefined);
    if (!stats?.isFile() || fileIdentity(stats) !== expected)
        return false;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path);
    return true;
}
/** Whether the file belongs to the user running svc (always true where there are no uids). */
function ownedByUs(stats) {
    const uid = process.getuid?.();
    return uid === undefined || Number(stats.uid) === uid;
}
/**
 * Whether a file's mode is 0600, as the sinks create their files; on Windows always true: Node
 * reports 0666 (or 0444, read-only) there whatever was asked, as only the read-only bit exists.
 */
function ownerOnlyMode(stats, platform = process.platform) {
    return platform === "win32" || (Number(stats.mode) & 0o777) === 0o600;
}


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ sameFile),
/* harmony export */   _: () => (/* binding */ statOf)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/** The file's stats through any symlink, or undefined when there is none (or it cannot be read). */
const statOf = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined);
/** The same file: the same path, or (both existing) the same inode through a link or symlink. */
async function sameFile(a, b, aStats) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(a) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(b))
        return true;
    if (!aStats)
        return false;
    const bStats = await statOf(b);
    return bStats !== undefined && bStats.dev === aStats.dev && bStats.ino === aStats.ino;
}


/***/ }),

/***/ 752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YY: () => (/* binding */ secretsDirSink),
/* harmony export */   Yt: () => (/* binding */ secretFileValue),
/* harmony export */   _g: () => (/* binding */ secretFileSink),
/* harmony export */   u_: () => (/* binding */ secretFileClash)
/* harmony export */ });
/* unused harmony exports secretsDirFile, reportingWrites, secretFilePaths, removeSecretFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _owned_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9833);
/* harmony import */ var _sinks_file_sink_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8003);
/* harmony import */ var _sinks_fingerprint_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1981);
/* harmony import */ var _step_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3498);
/* harmony import */ var _same_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9139);
/**
 * Secret files: the files that receive revealed signing secrets, one set of rules for both adapters
 * (the Action's `file` sinks, which its post step removes unless keep-secret-files; `svc run`'s
 * `file` sinks and its `--secrets-dir`, which stay):
 * - written only by the engine's file sink: a new file, mode 0600, never over an existing file,
 *   never through a symlink, never half-written (docs/plan.md "Crash safety");
 * - holding the secret and one line feed, nothing else;
 * - never replaced by a file of an adapter's own (a JUnit report): `secretFileClash`;
 * - removed only while it provably is the file the sink wrote (the same inode, still holding that
 *   very secret); a symlink or another file in its place is left alone: `removeSecretFile`.
 */









/**
 * The `file` sink: `with.secret-sink.path` resolved against `baseDirectory` (the workspace, the
 * working directory).
 */
function secretFileSink(baseDirectory, onWritten) {
    const files = (0,_sinks_file_sink_js__WEBPACK_IMPORTED_MODULE_3__/* .fileSinkHandler */ .i)(baseDirectory);
    return onWritten ? reportingWrites(files, onWritten) : files;
}
/** The file `svc run --secrets-dir` writes a step's `output`-sink secret to. */
const secretsDirFile = (directory, stepId) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(directory, `${stepId}-secret`);
/**
 * The `output` sink where there is no masked step output (`svc run`): a new file
 * `<directory>/<step-id>-secret` under the file sink's rules.
 */
function secretsDirSink(directory, onWritten) {
    const files = secretFileSink(directory, onWritten);
    const spec = (stepId) => ({ type: "file", path: secretsDirFile(directory, stepId) });
    return {
        check: async (_spec, scope) => {
            const path = secretsDirFile(directory, scope.stepId);
            // Each step's file named alike (<dir>/<step-id>-secret), so a problem of many steps (a
            // reused directory) is one grouped message, not one line per step.
            const named = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(directory, "<step-id>-secret");
            // A file an earlier run left matters only if this step reveals a secret again.
            const left = scope.previousTarget !== path &&
                (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).then(() => true, () => false));
            return (await files.check(spec(scope.stepId), scope)).map((problem) => ({
                ...problem,
                message: problem.message.split(path).join(named),
                ...(left ? { whenRevealing: true } : {}),
            }));
        },
        prepare: (_spec, scope) => files.prepare(spec(scope.stepId), scope),
    };
}
/** Wraps a sink so every delivered secret's target is reported the moment it is written. */
function reportingWrites(handler, onWritten) {
    return {
        check: (spec, scope) => handler.check(spec, scope),
        prepare: async (spec, scope) => {
            const prepared = await handler.prepare(spec, scope);
            return {
                // The target known before the call goes into the run journal (a re-run finds its own file).
                ...(prepared.target === undefined ? {} : { target: prepared.target }),
                deliver: async (secret) => {
                    const receipt = await prepared.deliver(secret);
                    onWritten(receipt.target, (0,_sinks_fingerprint_js__WEBPACK_IMPORTED_MODULE_4__/* .secretFingerprint */ .n)(secret), await (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_5__/* .identityAt */ .s8)(receipt.target));
                    return receipt;
                },
                abort: () => prepared.abort(),
            };
        },
    };
}
/** A secret file's text without the one line feed the file sink ends it with. */
const secretFileValue = (text) => (text.endsWith("\n") ? text.slice(0, -1) : text);
/**
 * Why a file of an adapter's own at `path` would replace a secret file of the plan, completing
 * "<path> ..." (e.g. "is where step ... writes its signing secret; ..."), or undefined. The same
 * file counts through a link or symlink too. Side-effect free.
 */
async function secretFileClash(path, facts) {
    const target = await (0,_same_file_js__WEBPACK_IMPORTED_MODULE_6__/* .statOf */ ._)(path);
    for (const sink of secretFilePaths(facts.steps ?? [], facts.baseDirectory)) {
        if (await (0,_same_file_js__WEBPACK_IMPORTED_MODULE_6__/* .sameFile */ .V)(path, sink.path, target))
            return `is where step "${sink.stepId}" writes its signing secret; the report would replace the secret`;
    }
    if (facts.secretsDir !== undefined &&
        (await realDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path))) === (await realDirectory(facts.secretsDir)))
        return "is in --secrets-dir, where the secrets are written; the report could replace one";
    return undefined;
}
/**
 * The files the plan's `file` secret sinks write, as absolute paths (relative ones against
 * `baseDirectory`).
 */
function secretFilePaths(steps, baseDirectory) {
    const paths = [];
    for (const step of steps) {
        const sink = (0,_step_types_js__WEBPACK_IMPORTED_MODULE_7__/* .secretSinkOf */ .v)(step.with);
        if (sink?.type === "file" && typeof sink.path === "string") {
            paths.push({ stepId: step.id, path: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(baseDirectory, sink.path) });
        }
    }
    return paths;
}
/**
 * Removes a secret file the file sink wrote, only when it can prove it is that file: an absolute
 * path, a regular file (a symlink in its place is neither followed nor removed), the same inode
 * the sink created (`identity`), still holding the very secret written (`fingerprint`). Anything
 * else (a tampered record, a reused path, another secret, a file put in its place) is left alone
 * with a warning. Never throws.
 */
async function removeSecretFile(file, proof) {
    if (!isAbsolute(file))
        return warning(`not removing ${file}: the recorded path is not absolute`);
    const { fingerprint, identity } = proof;
    if (fingerprint === undefined || identity === undefined)
        return warning(`not removing ${file}: the record of what the file sink wrote there is incomplete, so it cannot be proven to be that file; remove it yourself if it should go`);
    const replaced = `not removing ${file}: it is no longer the file holding the signing secret the file sink wrote (something replaced it); remove it yourself if it should go`;
    try {
        const stats = await lstat(file, { bigint: true });
        if (stats.isSymbolicLink())
            return warning(`not removing ${file}: a symbolic link is in its place (never followed nor removed)`);
        if (!stats.isFile())
            return warning(`not removing ${file}: it is no longer a regular file`);
        if (fileIdentity(stats) !== identity || !(await holdsSigningSecret(file, fingerprint)))
            return warning(replaced);
        if (!(await unlinkIfSame(file, identity)))
            return warning(replaced);
        return { level: "info", message: `removed the secret file ${file}` };
    }
    catch (error) {
        const code = error.code;
        if (code === "ENOENT")
            return { level: "info", message: `the secret file ${file} was already removed` };
        return warning(`could not remove the secret file ${file} (${code ?? "error"}); remove it yourself`);
    }
}
const warning = (message) => ({ level: "warning", message });
/** Whether the file holds what the file sink wrote: this very signing secret (by fingerprint) and a line feed. */
async function holdsSigningSecret(file, fingerprint) {
    // O_NONBLOCK: a named pipe swapped in after the lstat is never waited on.
    const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
        const buffer = Buffer.alloc(128);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        const value = secretFileValue(buffer.toString("latin1", 0, bytesRead));
        return signingSecretPattern.test(value) && secretFingerprint(value) === fingerprint;
    }
    finally {
        await handle.close();
    }
}
const realDirectory = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path));


/***/ }),

/***/ 8003:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ fileSinkHandler)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _untrusted_path_problem_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7421);
/* harmony import */ var _owned_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9833);





/** `.<name>.svc-ci-<16 hex>.tmp`: the hidden temp file next to the destination while the secret is written. */
const tempPrefix = (path) => `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.svc-ci-`;
const tempPattern = /^[0-9a-f]{16}\.tmp$/;
/**
 * Writes the secret to a new file with mode 0600, crash-safe: the destination never exists half
 * written. Before the API call that reveals the secret only a hidden temp file in the same
 * directory is created (so nothing is revealed when the directory is not writable); the secret is
 * written there, fsynced, then hard-linked to the destination, which fails when the destination
 * exists (a file is never overwritten, a planted symlink never followed), and the directory is
 * fsynced. A reader sees no file or the whole secret. Temp files a killed run left behind are
 * removed by the next prepare of the same destination, when they provably are the sink's own.
 *
 * A destination that already holds exactly this secret is accepted: a re-run replaying the same
 * reveal (docs/plan.md "Crash safety") writes nothing new. The plan check allows an existing
 * destination only when the run journal says this step of this run wrote it (`scope.previousTarget`).
 */
function fileSinkHandler(workingDirectory) {
    const where = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workingDirectory, path);
    return {
        check: (spec, scope) => destinationProblems(where(spec.path), scope.previousTarget),
        prepare: async (spec, scope) => {
            const path = where(spec.path);
            // Refused before the call, so an existing file costs no rotation.
            if ((await exists(path)) && scope.previousTarget !== path)
                throw new Error(`file ${path} already exists; the file sink never overwrites: remove it or choose a new path`);
            await removeLeftovers(path);
            return preparedWrite(path, await openTemp(path));
        },
    };
}
/** The plan check of a destination: it must not exist (unless this run wrote it) and its directory must. */
async function destinationProblems(path, previousTarget) {
    if ((await exists(path)) && previousTarget !== path) {
        return [
            {
                field: "path",
                message: `file ${path} already exists; the file sink never overwrites: remove it or choose a new path (a run with the same run identity finds the files it wrote itself in its journal)`,
            },
        ];
    }
    const problem = await (0,_untrusted_path_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .parentProblem */ ._u)(path);
    return problem === undefined ? [] : [{ field: "path", message: `cannot create ${path}: ${problem}` }];
}
/** Creates the hidden temp file (new, 0600, never through a symlink). */
async function openTemp(path) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `${tempPrefix(path)}${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, _owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .createFlags */ .aA, 0o600).catch(async (error) => {
        throw new Error(`cannot create ${path}: ${(await (0,_untrusted_path_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .parentProblem */ ._u)(path)) ?? `a file cannot be created in ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)} (${error.code ?? "error"})`}`);
    });
    await handle.chmod(0o600); // whatever the umask: a leftover of a killed run is recognised by it
    const stats = await handle.stat({ bigint: true });
    return { path: temp, handle, identity: (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .fileIdentity */ .l6)(stats) };
}
/** The prepared write: deliver fills the temp file and publishes it; abort removes it. */
function preparedWrite(path, temp) {
    let closed = false;
    const close = async () => {
        if (closed)
            return;
        closed = true;
        await temp.handle.close();
    };
    const removeTemp = () => (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .unlinkIfSame */ .Lc)(temp.path, temp.identity).catch(() => false);
    return {
        target: path,
        deliver: async (secret) => {
            const content = `${secret}\n`;
            try {
                await temp.handle.writeFile(content);
                await temp.handle.sync();
                await close();
                await publish(temp.path, path, content);
            }
            finally {
                await close().catch(() => { });
                await removeTemp();
            }
            await (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .syncDirectory */ .zR)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path));
            return { sink: "file", target: path };
        },
        abort: async () => {
            await close().catch(() => { });
            await removeTemp();
        },
    };
}
/** Links the written temp file to the destination; an existing destination must hold the same secret. */
async function publish(temp, path, content) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(temp, path);
    }
    catch (error) {
        if (error.code !== "EEXIST")
            throw new Error(`cannot create ${path} (${error.code ?? "error"})`);
        // Read without following a symlink or waiting on a pipe that took the name meanwhile.
        const same = (await (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readSmallFile */ .EW)(path, 1024)) === content;
        if (!same) {
            throw new Error(`file ${path} already exists and does not hold this secret; the file sink never overwrites: remove it or choose a new path`);
        }
    }
}
/** What a temp file of the sink can hold: nothing yet, or (part of) a signing secret and its line feed. */
const tempContent = /^(?:w(?:h(?:s(?:e(?:c(?:_(?:v(?:2(?:_[A-Za-z0-9_-]{0,64}\n?)?)?)?)?)?)?)?)?)?$/;
/**
 * Temp files of this destination a killed run left behind (empty, or a secret never linked). Only
 * a file the sink provably wrote goes: its exact temp name, a regular file (a symlink is never
 * followed nor removed) of this user with mode 0600, holding nothing but what the sink writes.
 */
async function removeLeftovers(path) {
    const prefix = tempPrefix(path);
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)).catch(() => []);
    for (const name of names) {
        if (!name.startsWith(prefix) || !tempPattern.test(name.slice(prefix.length)))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), name);
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file, { bigint: true }).catch(() => undefined);
        if (!stats || !isOurTemp(stats))
            continue;
        const text = await (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readSmallFile */ .EW)(file, 128);
        if (text !== undefined && tempContent.test(text))
            await (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .unlinkIfSame */ .Lc)(file, (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .fileIdentity */ .l6)(stats)).catch(() => { });
    }
}
const isOurTemp = (stats) => stats.isFile() && (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .ownedByUs */ .r6)(stats) && (0,_owned_files_js__WEBPACK_IMPORTED_MODULE_4__/* .ownerOnlyMode */ .nR)(stats) && stats.size <= 128n;
async function exists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).then(() => true, () => false);
}


/***/ }),

/***/ 1981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ secretFingerprint)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/**
 * A short, non-reversible mark of a secret (HMAC-SHA256 keyed by the secret over a fixed label), so
 * a receiver can tell which secret it holds without anyone printing it:
 * `printf 'svc-ci secret fingerprint v1' | openssl dgst -sha256 -hmac "$SECRET"` (first 16 hex digits).
 */
function secretFingerprint(secret) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)("sha256", secret).update("svc-ci secret fingerprint v1").digest("hex");
    return `hmac-sha256:${digest.slice(0, 16)}`;
}


/***/ }),

/***/ 3498:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ defineStep),
/* harmony export */   v: () => (/* binding */ secretSinkOf)
/* harmony export */ });
/**
 * The secret sink a step's `with` names, checked before any API call: every step that reveals a
 * secret takes its sink as `with.secret-sink`.
 */
function secretSinkOf(input) {
    return input?.["secret-sink"];
}
/** Identity helper that keeps each step's input type while typing the definition. */
function defineStep(definition) {
    return definition;
}


/***/ }),

/***/ 3490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ readBoundedFile),
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   i9: () => (/* binding */ readBoundedStream),
/* harmony export */   rM: () => (/* binding */ fileErrorFrom),
/* harmony export */   wU: () => (/* binding */ describeFileType)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/**
 * The one way svc-ci reads a file a user named (a plan, a secret file, a capture, --data @file):
 * opened without blocking, checked to be a regular file on the open descriptor (no race between a
 * check and the read), refused when larger than the limit before a byte is read, and never read
 * past the limit + 1 bytes (a file that grows meanwhile is still refused).
 *
 * O_NONBLOCK matters: opening a named pipe (FIFO) for reading otherwise waits for a writer forever
 * in one of Node's worker threads, and a process with such a thread cannot exit, not even on Ctrl-C.
 * With it the open returns at once and the regular-file check refuses the pipe. Stdin is read by
 * readBoundedStream instead, which an AbortSignal (Ctrl-C) ends.
 */


class InputFileError extends Error {
    problem;
    name = "InputFileError";
    constructor(problem, message) {
        super(message);
        this.problem = problem;
    }
}
/** "1 MiB", "4096 bytes": how a limit is named in messages. */
function describeSize(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/** What a non-regular file is, for "is a named pipe (FIFO), not a regular file". */
function describeFileType(stats) {
    if (stats.isDirectory())
        return "a directory";
    if (stats.isFIFO())
        return "a named pipe (FIFO)";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isSocket())
        return "a socket";
    if (stats.isSymbolicLink())
        return "a symbolic link";
    return "not a regular file";
}
/** The error for a failed open or stat of `path`, phrased as "<path> does not exist" etc. (no path). */
function fileErrorFrom(error) {
    const code = error?.code ?? "error";
    switch (code) {
        case "ENOENT":
            return new InputFileError("missing", "does not exist");
        case "ENOTDIR":
            return new InputFileError("not_a_directory_on_path", "cannot be reached: a part of its path is a file, not a directory");
        case "ELOOP":
            return new InputFileError("symlink", "is a symbolic link, which is refused here; name the real file");
        case "EACCES":
        case "EPERM":
            return new InputFileError("permission_denied", `cannot be read: permission denied (${code})`);
        case "ENXIO":
            return new InputFileError("not_regular", "is a socket or device, not a regular file");
        case "EISDIR":
            return new InputFileError("not_regular", "is a directory, not a regular file");
        default:
            return new InputFileError("unreadable", `cannot be read (${code})`);
    }
}
const openFlags = (noFollow) => node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (noFollow ? (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) : 0);
/**
 * Reads a regular file of at most `maxBytes`. Throws InputFileError whose message completes
 * "<what> <path> ..." (e.g. "is a named pipe (FIFO), not a regular file").
 */
async function readBoundedFile(path, options) {
    const { maxBytes } = options;
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, openFlags(options.noFollow === true)).catch((error) => {
        throw fileErrorFrom(error);
    });
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new InputFileError("not_regular", `is ${describeFileType(stats)}, not a regular file`);
        }
        const tooLarge = () => new InputFileError("too_large", `is larger than ${describeSize(maxBytes)}`);
        if (stats.size > maxBytes)
            throw tooLarge();
        const buffer = Buffer.alloc(Math.min(maxBytes, Math.max(stats.size, 0)) + 1);
        let length = 0;
        let target = buffer;
        for (;;) {
            if (length === target.length) {
                if (length > maxBytes)
                    throw tooLarge();
                // The file grew after the stat (or reports size 0, as /proc files do): read on, bounded.
                const bigger = Buffer.alloc(Math.min(maxBytes + 1, Math.max(target.length * 2, 4096)));
                target.copy(bigger, 0, 0, length);
                target = bigger;
            }
            const { bytesRead } = await handle.read(target, length, target.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > maxBytes)
                throw tooLarge();
        }
        return target.subarray(0, length);
    }
    catch (error) {
        if (error instanceof InputFileError)
            throw error;
        throw fileErrorFrom(error);
    }
    finally {
        await handle.close();
    }
}
/**
 * Reads a stream (standard input) up to `maxBytes`; more is refused as soon as it arrives. An
 * aborted `signal` (Ctrl-C) ends the wait at once with the signal's reason.
 */
async function readBoundedStream(stream, maxBytes, signal) {
    signal?.throwIfAborted();
    const chunks = [];
    let size = 0;
    let aborted;
    const abortedPromise = new Promise((_, reject) => {
        aborted = reject;
    });
    abortedPromise.catch(() => { });
    const onAbort = () => aborted?.(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    const iterator = stream[Symbol.asyncIterator]();
    try {
        for (;;) {
            const next = await Promise.race([iterator.next(), abortedPromise]);
            if (next.done)
                break;
            const chunk = next.value;
            const buffer = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk);
            size += buffer.length;
            if (size > maxBytes)
                throw new InputFileError("too_large", `is larger than ${describeSize(maxBytes)}`);
            chunks.push(buffer);
        }
        return Buffer.concat(chunks);
    }
    finally {
        signal?.removeEventListener("abort", onAbort);
        // Stop reading (a pending read is left to the exit that follows Ctrl-C, never awaited).
        if (size > maxBytes || signal?.aborted)
            void iterator.return?.()?.catch(() => { });
    }
}


/***/ }),

/***/ 7421:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ directoryProblem),
/* harmony export */   Wg: () => (/* binding */ creatableDirectoryProblem),
/* harmony export */   _u: () => (/* binding */ parentProblem)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _bounded_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3490);
/**
 * One diagnosis for every path svc-ci writes to (a secret file, --secrets-dir, --secret-file, a
 * JUnit report, a state directory, the config file): what stands in the way, naming the part of
 * the path that is a file (or a pipe, a device) rather than a directory, instead of a bare ENOTDIR
 * or a "does not exist" that sends people to create what already exists.
 */



async function directoryState(directory) {
    const wanted = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(directory);
    for (let current = wanted;;) {
        const result = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(current).catch((error) => error);
        if (!(result instanceof Error)) {
            if (!result.isDirectory())
                return {
                    state: "blocked",
                    path: current,
                    is: `is ${result.isFile() ? "a regular file" : (0,_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFileType */ .wU)(result)}, not a directory`,
                };
            return current === wanted ? { state: "directory" } : { state: "missing" };
        }
        if (result.code !== "ENOENT" && result.code !== "ENOTDIR")
            return { state: "unreachable", path: current, error: result };
        const dangling = await danglingLink(current);
        if (dangling !== undefined)
            return { state: "blocked", path: current, is: dangling };
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
        if (up === current)
            return { state: "missing" };
        current = up;
    }
}
/**
 * "is a symbolic link to <target>, which does not exist" when `path` is a link leading nowhere (a
 * directory cannot be made through it: mkdir says EEXIST or ENOENT), else undefined.
 */
async function danglingLink(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!stats?.isSymbolicLink())
        return undefined;
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(path).catch(() => "?");
    return `is a symbolic link to ${target}, which does not exist`;
}
/**
 * Why `directory` cannot be used as an existing directory, completing "<directory> ..." ("does not
 * exist", "is a regular file, not a directory", "cannot be reached: /a/b is a regular file, not a
 * directory"), or undefined when it is one (a symlink to a directory counts as one).
 */
async function directoryProblem(directory) {
    const found = await directoryState(directory);
    switch (found.state) {
        case "directory":
            return undefined;
        case "missing":
            return "does not exist";
        default: {
            const why = whatStops(found);
            return found.path === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(directory) ? why : `cannot be reached: ${found.path} ${why}`;
        }
    }
}
/**
 * Why no new file can be created at `path` because of the directory it goes in, as a sentence of
 * its own ("directory /a/b does not exist; create it first", "/a/b is a regular file, not a
 * directory"), or undefined when that directory exists.
 */
async function parentProblem(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    const found = await directoryState(directory);
    switch (found.state) {
        case "directory":
            return undefined;
        case "missing":
            return `directory ${directory} does not exist; create it first`;
        default:
            return `${found.path} ${whatStops(found)}`;
    }
}
/**
 * Why `directory` can neither be used nor created with its missing parents (mkdir -p), as a
 * sentence of its own ("/a/b is a regular file, not a directory"), or undefined.
 */
async function creatableDirectoryProblem(directory) {
    const found = await directoryState(directory);
    switch (found.state) {
        case "directory":
        case "missing":
            return undefined;
        default:
            return `${found.path} ${whatStops(found)}`;
    }
}
/** What stops the walk at `found.path`: "is a regular file, not a directory", or the error. */
function whatStops(found) {
    return found.state === "blocked" ? found.is : (0,_bounded_file_js__WEBPACK_IMPORTED_MODULE_2__/* .fileErrorFrom */ .rM)(found.error).message;
}


/***/ })

};
