export const id = 301;
export const ids = [301];
export const modules = {

/***/ 5301:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  receiveDeliveries: () => (/* binding */ receiveDeliveries)
});

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js
var sanitize = __webpack_require__(6495);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/forward-loop.js
/**
 * A receiver that forwards to itself counts its own echoes. Two guards: a forward target that
 * reaches this receiver is refused before it is announced (selfReachingAddress), and everything it
 * forwards carries its random instance id (forwardedByHeader), so a copy that comes back through
 * anything (a second receiver forwarding back, a proxy) is recognised and never counted.
 */




/** Added to every forward: the instance ids of the receivers it passed, oldest first. */
const forwardedByHeader = "x-svc-forwarded-by";
const instanceIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Marks passed on at most; a longer chain keeps its newest (a loop is found within this many hops). */
const maxMarks = 16;
const newInstanceId = () => (0,external_node_crypto_.randomUUID)();
/** The well-formed receiver marks a request carries, oldest first (anything else is ignored). */
function marksOf(request) {
    const values = request.headersDistinct[forwardedByHeader] ?? [];
    return values
        .flatMap((value) => value.split(","))
        .map((mark) => mark.trim().toLowerCase())
        .filter((mark) => instanceIdPattern.test(mark));
}
/** The header value for a forward of `request` by receiver `instanceId`. */
function forwardedBy(request, instanceId) {
    const marks = marksOf(request).filter((mark) => mark !== instanceId);
    return [...marks.slice(-(maxMarks - 1)), instanceId].join(", ");
}
/** A forward target that is this receiver itself, found before the receiver is announced. */
class ForwardLoopError extends Error {
    target;
    via;
    listening;
    name = "ForwardLoopError";
    constructor(target, 
    /** The address `target` reaches this receiver on. */
    via, listening) {
        super(`${target.href} reaches this receiver (${via} port ${listening.port})`);
        this.target = target;
        this.via = via;
        this.listening = listening;
    }
}
/**
 * The addresses a connection can go to and land on a socket listening on `address`: the address
 * itself, or with a wildcard (0.0.0.0, ::) every address of this machine. Connecting to 0.0.0.0 or
 * :: reaches the loopback address (Linux), so they count as 127.0.0.1 and ::1.
 */
function addressesReaching(listened, local = localAddresses()) {
    const address = listened.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ""); // an IPv4-mapped address
    const reaching = new external_node_net_.BlockList();
    const add = (a) => reaching.addAddress(a, (0,external_node_net_.isIP)(a) === 6 ? "ipv6" : "ipv4");
    const anyIpv4 = () => {
        reaching.addSubnet("127.0.0.0", 8, "ipv4");
        add("0.0.0.0");
        for (const a of local)
            if ((0,external_node_net_.isIP)(a) === 4)
                add(a);
    };
    if (address === "0.0.0.0")
        anyIpv4();
    else if (address === "::") {
        anyIpv4(); // a dual-stack socket (Node's default) takes IPv4 too
        for (const a of ["::", "::1", ...local])
            if ((0,external_node_net_.isIP)(a) === 6)
                add(a);
    }
    else {
        add(address);
        if (address === "127.0.0.1")
            add("0.0.0.0");
        if (address === "::1")
            add("::");
    }
    return reaching;
}
function localAddresses() {
    return Object.values((0,external_node_os_.networkInterfaces)()).flatMap((list) => (list ?? []).map((info) => info.address));
}
const portOf = (url) => url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
/** Every address the name resolves to, as the forwarder's connection tries them; none when unknown. */
const resolveAll = (host) => (0,promises_.lookup)(host, { all: true }).then((found) => found.map((entry) => entry.address), () => []);
/**
 * The address through which `target` reaches this receiver (listening on `listening`), or
 * undefined when it does not: the same port, and a name or address that lands on this socket.
 */
async function selfReachingAddress(target, listening, resolve = resolveAll, local) {
    if (portOf(target) !== listening.port)
        return undefined;
    const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
    const addresses = (0,external_node_net_.isIP)(host) ? [host] : await resolve(host);
    const reaching = addressesReaching(listening.address, local);
    return addresses.find((a) => reaching.check(a, (0,external_node_net_.isIP)(a) === 6 ? "ipv6" : "ipv4"));
}

// EXTERNAL MODULE: ./lib/cli/output/render.js
var render = __webpack_require__(7832);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/received-request.js
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function savedDelivery(request, record) {
    return {
        index: record.index,
        receivedAt: record.receivedAt,
        method: request.method,
        path: request.target,
        headers: headersAsSent(request.rawHeaders),
        ...bodyField(request.body),
        deliveryId: record.deliveryId,
        verified: record.verified,
        code: record.code,
    };
}
function headersAsSent(raw) {
    // Without a prototype: a header named __proto__ is a header like any other.
    const headers = Object.create(null);
    for (let at = 0; at + 1 < raw.length; at += 2) {
        const name = raw[at];
        const value = raw[at + 1];
        const earlier = headers[name];
        headers[name] =
            earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
    return headers;
}
function bodyField(body) {
    try {
        return { body: utf8.decode(body) };
    }
    catch {
        return { bodyBase64: body.toString("base64") };
    }
}
/** Whether the request carries one of the signing secrets anywhere: then it is neither saved nor printed. */
function carriesSecret(request, secrets) {
    return secrets.some((secret) => request.body.includes(secret) ||
        request.target.includes(secret) ||
        request.rawHeaders.some((text) => text.includes(secret)));
}
/** `20261201T231502.123Z-0001-dlv_abc.json`: sorted by name is sorted by arrival. */
function savedFileName(record) {
    const time = record.receivedAt.replace(/[-:]/g, "");
    // The id comes from the request: only safe file name characters, at most 64 of them.
    const id = (record.deliveryId ?? "unsigned").replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64);
    return `${time}-${String(record.index).padStart(4, "0")}-${id}.json`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/engine/owned-files.js
var owned_files = __webpack_require__(9833);
// EXTERNAL MODULE: ./lib/untrusted/log-text.js
var log_text = __webpack_require__(3298);
// EXTERNAL MODULE: ./lib/untrusted/path-problem.js
var path_problem = __webpack_require__(7421);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/save-dir.js






/**
 * The `--save` directory, checked before the receiver listens: created 0700 when missing (its
 * parent must exist), or an existing directory of this user, tightened to 0700 (deliveries hold
 * whatever the sender put in them). A symbolic link, something else, or another user's directory
 * is refused: nothing is saved through a link or where another user controls the files.
 */
async function prepareSaveDir(cwd, dir) {
    const path = (0,external_node_path_.resolve)(cwd, dir);
    const refuse = (why, hint) => new errors/* CliError */.z1("invalid_arguments", `--save ${dir} ${why}`, { hint });
    await (0,external_node_fs_promises_.mkdir)(path, { mode: 0o700 }).catch(async (error) => {
        if (error.code === "EEXIST")
            return;
        const problem = await (0,path_problem/* parentProblem */._u)(path);
        throw refuse(`cannot be created: ${problem ?? error.code ?? "error"}`, "give a directory whose parent exists");
    });
    const stats = await (0,external_node_fs_promises_.lstat)(path);
    if (stats.isSymbolicLink())
        throw refuse("is a symbolic link; deliveries are never saved through a link", "give the directory it leads to");
    if (!stats.isDirectory())
        throw refuse("is not a directory", "give a directory, or a new name to create one");
    if (!(0,owned_files/* ownedByUs */.r6)(stats))
        throw refuse("belongs to another user", "give a directory of your own, or a new name to create one");
    if ((stats.mode & 0o077) !== 0)
        await (0,external_node_fs_promises_.chmod)(path, 0o700);
    return path;
}
/**
 * Writes one delivery as a new file (0600, never over an existing file nor through a link): one
 * JSON line, with the characters a terminal would act on escaped, so `cat` shows it safely and
 * `svc webhooks verify --capture` reads the same values.
 */
async function writeSavedDelivery(dir, name, delivery) {
    const path = (0,external_node_path_.join)(dir, name);
    const handle = await (0,external_node_fs_promises_.open)(path, owned_files/* createFlags */.aA, 0o600);
    try {
        await handle.chmod(0o600); // whatever the umask
        await handle.writeFile(`${(0,log_text/* logSafeJsonText */.Vy)(JSON.stringify(delivery))}\n`);
    }
    finally {
        await handle.close();
    }
    return path;
}

;// CONCATENATED MODULE: ./lib/cli/webhook-tools/hand-over.js




/**
 * What `--save` and `--print-json` do with each delivery as received: `take` writes its file (in
 * the background; `saved()` waits for every write) and returns the JSON line to print, or "" when
 * it prints nothing. A request that carries one of the signing secrets is neither saved nor printed.
 */
function handOver(ctx, options) {
    let saving = Promise.resolve();
    const warn = (text) => ctx.stderr.write(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(text, ctx.secrets)}\n`);
    const take = (record, request) => {
        if (options.saveDir === undefined && !options.printJson)
            return "";
        if (request === undefined) {
            warn(`delivery ${record.index} is not saved or printed: its body is larger than the receiver reads`);
            return "";
        }
        if (carriesSecret(request, options.secrets)) {
            warn(`delivery ${record.index} carries one of the signing secrets: it is not saved or printed`);
            return "";
        }
        const delivery = savedDelivery(request, record);
        const dir = options.saveDir;
        if (dir !== undefined) {
            saving = saving.then(() => writeSavedDelivery(dir, savedFileName(record), delivery).then(() => undefined, (error) => void warn(`delivery ${record.index} could not be saved in ${dir}: ${error.code ?? error.message}`)));
        }
        return options.printJson ? (0,render.jsonLine)(delivery) : "";
    };
    return { take, saved: () => saving, printsJson: options.printJson };
}

// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
// EXTERNAL MODULE: ./lib/cli/output/text-width.js
var text_width = __webpack_require__(7906);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receive-lines.js


/** A forward that got no 2xx answer (an error, a timeout, a redirect or an error status). */
function forwardFailed(forward) {
    return forward !== null && (!("status" in forward) || forward.status < 200 || forward.status > 299);
}
const columns = [
    ["TIME", 8],
    ["DELIVERY", 28],
    ["EVENT", 18],
    ["VERDICT", 18],
    ["SECRET", 18],
    ["STATUS", 6],
    ["FORWARD", 9],
];
const cell = (text, width) => {
    const safe = (0,table/* cellText */.Ie)(text);
    return (0,text_width/* padToWidth */.Fg)((0,text_width/* truncateToWidth */.A4)(safe, width), width);
};
/** Table mode: a header once, then one aligned line per delivery (the reason last, never cut). */
function tableHeader() {
    return `${columns.map(([name, width]) => name.padEnd(width)).join("  ")}  MS\n`;
}
function tableLine(d) {
    const forward = d.forward === null ? "-" : "status" in d.forward ? String(d.forward.status) : "error";
    const values = [
        d.receivedAt.slice(11, 19),
        d.deliveryId ?? "-",
        d.event ?? "-",
        d.verified ? (d.duplicate ? "verified (dup)" : "verified") : (d.code ?? "failed"),
        d.matchedSecret?.label ?? "-",
        String(d.status),
        forward,
    ];
    const reason = d.verified ? "" : `  ${(0,table/* cellText */.Ie)(d.reasons[0] ?? "")}`;
    return `${values.map((value, i) => cell(value, columns[i]?.[1] ?? 8)).join("  ")}  ${d.ms}${reason}\n`;
}
function readyText(ready) {
    const tls = ready.certificateSha256 ? `, certificate SHA-256 ${ready.certificateSha256}` : "";
    const forward = ready.forwardTo ? `, forwarding verified deliveries to ${ready.forwardTo}` : "";
    return `svc: ready: receiving on ${ready.url} (secrets ${ready.secrets.join(", ")}; answering ${ready.status} when verified${forward}${tls}); Ctrl-C to stop`;
}
function summaryText(summary) {
    const forward = summary.forwarded === undefined
        ? ""
        : `; forwarded ${summary.forwarded} (${summary.forwardFailed ?? 0} without a 2xx answer)`;
    return `svc: stopped (${summary.stoppedBy}): ${summary.deliveries} deliver${summary.deliveries === 1 ? "y" : "ies"}, ${summary.verified} verified, ${summary.failed} failed${forward}`;
}

// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receive-session.js



/**
 * One `receive` run's bookkeeping: the records in the order they happened, the tallies, and what
 * stops it (`--count` reached, `--max-time` passed, Ctrl-C).
 */
function receiveSession(ctx, count, forwardTo, handing) {
    // Records are written in the order they happened: each waits for its text and the write before it.
    let writing = Promise.resolve();
    const emit = (line) => {
        writing = writing
            .then(async () => {
            const text = await line;
            if (text !== "")
                await (0,write/* writeChunk */.x)(ctx.stdout, text, ctx.signal);
        })
            .catch(() => { });
    };
    const tally = { deliveries: 0, verified: 0, failed: 0 };
    const forwards = { forwarded: 0, forwardFailed: 0 };
    let stop = () => { };
    const stopped = new Promise((resolveStop) => {
        stop = resolveStop;
    });
    const onDelivery = (delivery, request) => {
        tally.deliveries += 1;
        if (delivery.verified)
            tally.verified += 1;
        else
            tally.failed += 1;
        if (delivery.forward !== null)
            forwards.forwarded += 1;
        if (forwardFailed(delivery.forward))
            forwards.forwardFailed += 1;
        const handed = handing.take(delivery, request);
        emit(handing.printsJson ? Promise.resolve(handed) : ctx.streamedLine(delivery, tableLine));
        if (count !== undefined && tally.deliveries >= count)
            stop("count");
    };
    let loopTold = false;
    const onLoop = () => {
        if (loopTold)
            return;
        loopTold = true;
        ctx.stderr.write(`svc: warning: forwarding loop: a delivery this receiver forwarded to ${forwardTo?.href ?? "--forward-to"} came back to it; each copy is answered 508 and not counted (--forward-to must lead to your application, not back to this receiver)\n`);
    };
    const written = () => Promise.all([writing, handing.saved()]).then(() => undefined);
    return {
        emit,
        onDelivery,
        onLoop,
        stop,
        stopped,
        tally,
        forwards,
        written,
        printsJson: handing.printsJson,
    };
}
/** Resolves with why receiving stopped: the count (see onDelivery), `maxTime` ms, or the signal. */
async function untilStopped(session, signal, maxTime) {
    const timer = maxTime === undefined ? undefined : setTimeout(() => session.stop("timeout"), maxTime);
    const onAbort = () => session.stop("interrupted");
    signal.addEventListener("abort", onAbort, { once: true });
    try {
        return await session.stopped;
    }
    finally {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
    }
}
/** Writes the summary (last JSON record, and the stderr line) and fails the way the exit code says. */
async function finishReceive(ctx, session, run) {
    const { tally } = session;
    const summary = {
        type: "summary",
        ...tally,
        stoppedBy: run.stoppedBy,
        ...(run.forwarding ? session.forwards : {}),
    };
    // The summary is the last record of the JSON stream; a table has only the summary line on stderr,
    // and --print-json's stdout only the deliveries.
    if (run.stoppedBy !== "interrupted" && !session.printsJson)
        session.emit(ctx.streamedLine(summary, () => ""));
    await session.written();
    ctx.stderr.write(`${summaryText(summary)}\n`);
    if (run.stoppedBy === "interrupted")
        throw new errors/* CliError */.z1("interrupted", "interrupted");
    if (run.count !== undefined && tally.deliveries < run.count)
        throw new errors/* CliError */.z1("receive_timeout", `timed out with ${tally.deliveries} of ${run.count} deliveries`);
    if (tally.failed > 0)
        throw new errors/* CliError */.z1("verification_failed", `${tally.failed} of ${tally.deliveries} deliveries failed verification`);
}

// EXTERNAL MODULE: ./lib/untrusted/bounded-file.js
var bounded_file = __webpack_require__(3490);
// EXTERNAL MODULE: ./lib/schemas/patterns.js
var patterns = __webpack_require__(3273);
// EXTERNAL MODULE: ./lib/signature/headers.js
var signature_headers = __webpack_require__(4964);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/forward.js



const forwardTimeoutMs = 10_000;
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
/**
 * A local URL to forward to: http(s) on loopback only, so a rehearsal never sends data elsewhere,
 * written with the characters every webhook URL is held to (no whitespace or control characters).
 */
function parseForwardUrl(text) {
    const characters = (0,patterns/* uriCharacterProblem */.PU)(text);
    if (characters)
        return characters;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return "must be a URL like http://127.0.0.1:3000/webhooks";
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
        return "must be an http or https URL";
    if (url.hostname === "0.0.0.0" || url.hostname === "[::]")
        return `must point at this machine by a loopback address (localhost, 127.0.0.1 or [::1]), not the wildcard ${url.hostname}`;
    if (!loopbackHosts.has(url.hostname) && !/^127(\.\d{1,3}){3}$/.test(url.hostname))
        return "must point at this machine (localhost, 127.0.0.1 or [::1])";
    if (url.username || url.password)
        return "must not contain credentials";
    return url;
}
/**
 * POSTs the exact bytes with the signature headers, once: never retried, a redirect is not
 * followed (its status is the result), so one delivery is one forward. The answer is reported,
 * never its body.
 */
async function forwardDelivery(target, request, body, options) {
    const started = Date.now();
    const headers = { [forwardedByHeader]: options.forwardedBy };
    for (const name of ["content-type", ...Object.values(signature_headers/* SIGNATURE_HEADERS */.W2)]) {
        const value = request.headers[name];
        if (typeof value === "string")
            headers[name] = value;
    }
    try {
        const response = await fetch(target, {
            method: "POST",
            headers,
            body,
            redirect: "manual",
            signal: AbortSignal.any([options.signal, AbortSignal.timeout(forwardTimeoutMs)]),
        });
        await response.body?.cancel();
        return { url: target.href, status: response.status, ms: Date.now() - started };
    }
    catch (error) {
        return { url: target.href, error: forwardError(error, options.signal), ms: Date.now() - started };
    }
}
function forwardError(error, stopped) {
    if (stopped.aborted)
        return "receiver stopped before the target answered";
    const e = error;
    if (e.name === "TimeoutError")
        return `no answer within ${forwardTimeoutMs / 1000}s`;
    return e.cause?.code ?? "connection failed";
}

// EXTERNAL MODULE: ./lib/cli/webhook-tools/read-secret-files.js
var read_secret_files = __webpack_require__(2363);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/self-signed.js

const DAY_MS = 24 * 60 * 60_000;
/**
 * A throw-away certificate for 127.0.0.1, ::1 and localhost, valid one day (from an hour ago, for
 * senders whose clock is a little behind), made in-process with Node's WebCrypto through `selfsigned`:
 * no `openssl` program needed, and the key lives only in this process's memory. The library is
 * loaded here, on first use, so only `receive --self-signed` pays for it.
 */
async function selfSignedCertificate(now = Date.now()) {
    const { generate } = await __webpack_require__.e(/* import() */ 686).then(__webpack_require__.t.bind(__webpack_require__, 7686, 19));
    const pems = await generate([{ name: "commonName", value: "svc webhooks receive" }], {
        keyType: "ec",
        curve: "P-256",
        algorithm: "sha256",
        notBeforeDate: new Date(now - 60 * 60_000),
        notAfterDate: new Date(now + DAY_MS),
        extensions: [
            { name: "basicConstraints", cA: true, critical: true },
            { name: "keyUsage", digitalSignature: true, keyCertSign: true, critical: true },
            { name: "extKeyUsage", serverAuth: true },
            {
                name: "subjectAltName",
                altNames: [
                    { type: 7, ip: "127.0.0.1" },
                    { type: 7, ip: "::1" },
                    { type: 2, value: "localhost" },
                ],
            },
        ],
    });
    return certificateFrom(pems.private, pems.cert);
}
function certificateFrom(key, cert) {
    return { key, cert, sha256: new external_node_crypto_.X509Certificate(cert).fingerprint256 };
}

;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receive-setup.js









const isLoopback = (host) => host === "localhost" || host === "::1" || ((0,external_node_net_.isIP)(host) === 4 && host.startsWith("127."));
async function prepareReceive(ctx, options) {
    const certificate = await loadCertificate(ctx, options);
    if (!certificate && !isLoopback(options.host))
        throw new errors/* CliError */.z1("invalid_arguments", `plain http is only served on loopback, not on ${options.host}`, {
            hint: "add --self-signed, or --cert and --key, to listen on another address",
        });
    const forwardTo = forwardTarget(options.forwardTo);
    const secrets = await (0,read_secret_files/* readSecretFiles */.E)(options.secretFile, ctx.cwd).catch((error) => {
        if (error instanceof read_secret_files/* SecretFileError */.N)
            throw new errors/* CliError */.z1("invalid_input_file", error.message);
        throw error;
    });
    for (const secret of secrets.secrets)
        ctx.secrets.add(secret);
    for (const warning of secrets.warnings)
        ctx.stderr.write(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(warning, ctx.secrets)}\n`);
    const saveDir = options.save === undefined ? undefined : await prepareSaveDir(ctx.cwd, options.save);
    return { certificate, forwardTo, secrets: secrets.secrets, labels: secrets.labels, saveDir };
}
function forwardTarget(text) {
    if (text === undefined)
        return undefined;
    const parsed = parseForwardUrl(text);
    if (typeof parsed === "string")
        throw new errors/* CliError */.z1("invalid_arguments", `--forward-to ${parsed}`);
    return parsed;
}
/** A PEM certificate chain or key is a few KiB. */
const maxPemBytes = 1024 * 1024;
async function loadCertificate(ctx, options) {
    const files = options.cert !== undefined || options.key !== undefined;
    if (files && options.selfSigned)
        throw new errors/* CliError */.z1("invalid_arguments", "give either --self-signed or --cert with --key, not both");
    if (files) {
        if (options.cert === undefined || options.key === undefined)
            throw new errors/* CliError */.z1("invalid_arguments", "--cert and --key go together");
        const read = (path, flag) => (0,bounded_file/* readBoundedFile */.Mv)((0,external_node_path_.resolve)(ctx.cwd, path), { maxBytes: maxPemBytes }).then((bytes) => bytes.toString("utf8"), (error) => {
            if (!(error instanceof bounded_file/* InputFileError */.TH))
                throw error;
            throw new errors/* CliError */.z1("invalid_input_file", `${flag} ${path} ${error.message}`);
        });
        const [cert, key] = [await read(options.cert, "--cert"), await read(options.key, "--key")];
        try {
            return certificateFrom(key, cert);
        }
        catch {
            throw new errors/* CliError */.z1("invalid_input_file", `--cert: ${options.cert} is not a PEM certificate`);
        }
    }
    if (!options.selfSigned)
        return undefined;
    return selfSignedCertificate().catch(() => {
        throw new errors/* CliError */.z1("invalid_arguments", "could not create a self-signed certificate", {
            hint: "give --cert and --key instead",
        });
    });
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/connections.js
/** Open connections at once; idle ones are closed first to make room (boundConnections). */
const maxConnections = 256;
/**
 * At most `cap` open connections, where idle ones never lock a sender out: a new connection at the
 * cap closes the connection idle the longest (connected without a request yet, or kept alive
 * between requests); only when every connection has a request in flight is the new one refused.
 */
function boundConnections(server, cap) {
    // Keyed by the peer's address and port, which the TCP socket and its TLS socket share.
    const idle = new Map(); // oldest first
    const busy = new Map();
    const keyOf = (socket) => `${socket.remoteAddress}|${socket.remotePort}`;
    let open = 0;
    server.on("connection", (socket) => {
        if (open >= cap) {
            const [oldestKey, oldest] = idle.entries().next().value ?? [];
            if (oldest === undefined || oldestKey === undefined) {
                socket.destroy();
                return;
            }
            idle.delete(oldestKey);
            oldest.destroy();
        }
        const key = keyOf(socket);
        open += 1;
        idle.set(key, socket);
        socket.once("close", () => {
            open -= 1;
            if (idle.get(key) === socket)
                idle.delete(key);
            busy.delete(key);
        });
    });
    server.on("request", (request, response) => {
        const key = keyOf(request.socket);
        const raw = idle.get(key);
        if (raw === undefined && !busy.has(key))
            return;
        idle.delete(key);
        busy.set(key, (busy.get(key) ?? 0) + 1);
        response.once("close", () => {
            const left = (busy.get(key) ?? 1) - 1;
            if (left > 0) {
                busy.set(key, left);
                return;
            }
            busy.delete(key);
            if (raw !== undefined && !raw.destroyed)
                idle.set(key, raw);
        });
    });
}

// EXTERNAL MODULE: ./lib/signature/diagnose.js + 2 modules
var diagnose = __webpack_require__(3940);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/request-body.js
/** Official receivers cap bodies at 1 MiB. */
const maxBodyBytes = 1024 * 1024;
/** The raw body, or undefined once it passes 1 MiB (the rest is not read). */
async function readBody(request) {
    if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) {
        request.resume();
        return undefined;
    }
    // No request.destroy() on overflow: that reset the socket, so a chunked sender never saw the 413.
    // The rest is read and dropped; the 413 closes the connection.
    return await new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const onData = (chunk) => {
            size += chunk.length;
            if (size <= maxBodyBytes) {
                chunks.push(chunk);
                return;
            }
            request.off("data", onData);
            request.off("end", onEnd);
            request.resume();
            resolve(undefined);
        };
        const onEnd = () => resolve(Buffer.concat(chunks));
        request.on("data", onData);
        request.once("end", onEnd);
        request.once("error", reject);
        // A connection closed mid-body (a sender gone, or the receiver stopping) ends the wait too.
        request.once("close", () => reject(new Error("request closed before its body ended")));
    });
}
/** The size to report for a body over the cap: its declared length, else just over the cap. */
function oversizedBytes(request) {
    return Number(request.headers["content-length"] ?? 0) || maxBodyBytes + 1;
}

;// CONCATENATED MODULE: ./lib/cli/webhook-tools/delivery-record.js

function arrival(started, url) {
    const path = (url ?? "/").split("?")[0] ?? "/";
    return { type: "delivery", receivedAt: new Date(started).toISOString(), path };
}
function tooLargeRecord(at, index, answer) {
    return {
        ...at,
        index,
        deliveryId: null,
        event: null,
        verified: false,
        code: "body_too_large",
        reasons: [`body larger than ${maxBodyBytes} bytes`],
        matchedSecret: null,
        signatureMatches: null,
        timestampOk: null,
        skewSeconds: null,
        duplicate: false,
        bodyBytes: answer.bodyBytes,
        status: answer.status,
        forward: null,
        ms: answer.ms,
    };
}
function checkedRecord(at, index, checked, answer) {
    const { verdict } = checked;
    return {
        ...at,
        index,
        deliveryId: verdict.deliveryId,
        event: checked.event,
        verified: verdict.verified,
        code: verdict.code,
        reasons: verdict.reasons,
        matchedSecret: verdict.matchedSecret,
        signatureMatches: verdict.signatureMatches,
        timestampOk: verdict.timestampOk,
        skewSeconds: verdict.timestamp?.skewSeconds ?? null,
        duplicate: checked.duplicate,
        bodyBytes: checked.bodyBytes,
        status: answer.status,
        forward: answer.forward,
        ms: answer.ms,
    };
}
/** The payload's `event` when the body is JSON and it is a short string. */
function eventOf(body, json) {
    if (!json)
        return null;
    try {
        const event = JSON.parse(body.toString("utf8")).event;
        return typeof event === "string" && event.length <= 128 ? event : null;
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./lib/cli/webhook-tools/verdict.js
var webhook_tools_verdict = __webpack_require__(9267);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/delivery-handler.js






/**
 * Answers with `status` when verified, 401 when the signature or its age fails (a wrong secret, a
 * stale or future timestamp), 400 when the request is not a well-formed signed delivery (missing or
 * malformed headers, a body that is not JSON), 413 above 1 MiB, 405 for anything but POST, 508 to a
 * copy this receiver forwarded itself, 503 once `--count` is taken or while stopping.
 */
function statusFor(verdict, okStatus) {
    if (verdict.verified)
        return okStatus;
    return verdict.code === "invalid_signature" || verdict.code === "stale_timestamp" ? 401 : 400;
}
/** The request handler: intake, verification, the sender's answer, the forward, the report. */
function deliveryHandler(options, state) {
    const now = options.now ?? Date.now;
    let index = 0;
    const report = (record, received) => {
        index += 1;
        options.onDelivery(record(index), received);
    };
    return async (request, response) => {
        const started = now();
        if (!admit(request, response, options, state))
            return;
        const body = await readBody(request).catch((error) => {
            state.slots.release();
            throw error;
        });
        const at = arrival(started, request.url);
        if (body === undefined) {
            response.writeHead(413, { connection: "close" }).end();
            const answer = { bodyBytes: oversizedBytes(request), status: 413, ms: now() - started };
            report((i) => tooLargeRecord(at, i, answer));
            return;
        }
        const checked = verifyDelivery(request, body, options, state.ids, now);
        const status = statusFor(checked.verdict, options.status);
        // The sender gets its answer first, in its own time; a slow forward target cannot make it
        // time out (and fail a delivery this receiver reports as answered).
        answerSender(response, status, checked.verdict);
        const ms = now() - started;
        const forward = await forwardVerified(options, state, checked, { request, body });
        const received = {
            method: request.method ?? "POST",
            target: request.url ?? "/",
            rawHeaders: request.rawHeaders,
            body,
        };
        report((i) => checkedRecord(at, i, checked, { status, forward, ms }), received);
    };
}
/** Takes a slot for a POST; otherwise answers the refusal (405, 508, 503) and returns false. */
function admit(request, response, options, state) {
    if (request.method !== "POST") {
        response.writeHead(405, { allow: "POST" }).end();
        return false;
    }
    // Before a slot is taken: an echo must not use up --count, nor be refused as one too many.
    if (marksOf(request).includes(state.instanceId)) {
        refuseLoop(request, response);
        options.onLoop?.();
        return false;
    }
    if (!state.slots.take()) {
        response.writeHead(503, { connection: "close" }).end();
        return false;
    }
    return true;
}
/** 508 Loop Detected, once the copy's body is in (so the forwarder reads the status, not a reset). */
function refuseLoop(request, response) {
    request.resume();
    request.once("end", () => {
        response.writeHead(508, { "content-type": "application/json", connection: "close" });
        response.end(JSON.stringify({ verified: false, code: "forward_loop" }));
    });
}
function verifyDelivery(request, body, options, ids, now) {
    const diagnosis = (0,diagnose/* diagnoseWebhook */.W)({
        headers: request.headersDistinct,
        body,
        secrets: options.secrets,
        toleranceSeconds: options.toleranceSeconds,
        now: Math.floor(now() / 1000),
    });
    const verdict = (0,webhook_tools_verdict/* toVerdict */.ds)(diagnosis, options.labels);
    // Only a verified delivery's id counts: a forged request naming a genuine id must not make the
    // genuine delivery look like a retry.
    const duplicate = verdict.verified && verdict.deliveryId !== null && ids.seenBefore(verdict.deliveryId);
    return { verdict, duplicate, event: eventOf(body, diagnosis.body.json), bodyBytes: body.length };
}
function answerSender(response, status, verdict) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ verified: verdict.verified, ...(verdict.code ? { code: verdict.code } : {}) }));
}
async function forwardVerified(options, state, checked, received) {
    if (!checked.verdict.verified || !options.forwardTo)
        return null;
    return await forwardDelivery(options.forwardTo, received.request, received.body, {
        forwardedBy: forwardedBy(received.request, state.instanceId),
        signal: state.stopping,
    });
}

;// CONCATENATED MODULE: ./lib/cli/webhook-tools/delivery-ids.js
const maxRememberedIds = 100_000;
/** Verified delivery ids, for `duplicate`; the oldest is forgotten first, so memory stays bounded. */
class DeliveryIds {
    capacity;
    #seen = new Set();
    constructor(capacity = maxRememberedIds) {
        this.capacity = capacity;
    }
    /** Whether `id` was seen before; remembers it (as the newest) either way. */
    seenBefore(id) {
        const seen = this.#seen.has(id);
        this.#seen.delete(id);
        this.#seen.add(id);
        if (this.#seen.size > this.capacity)
            this.#seen.delete(this.#seen.values().next().value);
        return seen;
    }
}

;// CONCATENATED MODULE: ./lib/cli/webhook-tools/delivery-slots.js
/**
 * The POSTs a receiver takes against `--count` (being read, verified or forwarded, or reported):
 * a POST beyond them, or once the receiver is stopping, is refused (503) and never verified,
 * forwarded or reported, so the stop is exact even when deliveries arrive at once.
 */
class DeliverySlots {
    max;
    #taken = 0;
    #stopping = false;
    constructor(max) {
        this.max = max;
    }
    /** Takes a slot; false when every slot is taken or the receiver is stopping. */
    take() {
        if (this.#stopping || (this.max !== undefined && this.#taken >= this.max))
            return false;
        this.#taken += 1;
        return true;
    }
    /** An aborted request is no delivery: its slot is free again. */
    release() {
        this.#taken -= 1;
    }
    /** From now on every POST is refused. */
    stop() {
        this.#stopping = true;
    }
}

;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receiver.js







/**
 * A verifying endpoint (docs/receiver-verification.md), listening once this resolves. Rejects with
 * ForwardLoopError when `forwardTo` would reach this receiver itself (with port 0: only after a few
 * other ports were tried), with nothing announced and nothing left listening.
 */
async function startReceiver(options) {
    const instanceId = newInstanceId();
    const slots = new DeliverySlots(options.maxDeliveries);
    const stopping = new AbortController();
    const handle = deliveryHandler(options, {
        slots,
        ids: new DeliveryIds(),
        instanceId,
        stopping: stopping.signal,
    });
    const inFlight = new Set();
    const server = createReceiverServer(options.tls, (request, response) => {
        const handled = handle(request, response).catch(() => {
            if (!response.headersSent)
                response.writeHead(500).end();
        });
        inFlight.add(handled);
        void handled.finally(() => inFlight.delete(handled));
    });
    boundConnections(server, maxConnections);
    const address = await listenNotOnTarget(server, options);
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    const close = async () => {
        slots.stop();
        stopping.abort();
        await Promise.all([closeServer(server), settled(inFlight)]);
    };
    return {
        url: `${options.tls ? "https" : "http"}://${host}:${address.port}/`,
        port: address.port,
        instanceId,
        close,
    };
}
function createReceiverServer(tls, listener) {
    // An ephemeral tool, not a server farm: bound what a misbehaving sender can hold open, and check
    // the header and request deadlines every second (Node's default is every 30 s).
    const limits = { connectionsCheckingInterval: 1_000, headersTimeout: 10_000, requestTimeout: 30_000 };
    return tls
        ? (0,external_node_https_.createServer)({ ...tls, ...limits, handshakeTimeout: 10_000 }, listener)
        : (0,external_node_http_.createServer)(limits, listener);
}
/** Port 0 may pick the very port --forward-to names: then another one is picked, a few times. */
const portZeroTries = 5;
/** Listens where the options say, never where `forwardTo` reaches (ForwardLoopError). */
async function listenNotOnTarget(server, options, reaches = selfReachingAddress) {
    for (let attempt = 1;; attempt += 1) {
        const address = await listen(server, options.port, options.host);
        if (options.forwardTo === undefined)
            return address;
        const via = await reaches(options.forwardTo, address);
        if (via === undefined)
            return address;
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        if (options.port !== 0 || attempt >= portZeroTries)
            throw new ForwardLoopError(options.forwardTo, via, address);
    }
}
async function listen(server, port, host) {
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
            server.off("error", reject);
            resolve();
        });
    });
    return server.address();
}
function closeServer(server) {
    return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
    });
}
/** Waits for every handler, including any that start meanwhile (they are refused at once). */
async function settled(inFlight) {
    while (inFlight.size > 0)
        await Promise.allSettled([...inFlight]);
}

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/receive.body.js









/**
 * Listens until --count deliveries were answered, --max-time passed, or Ctrl-C (130). Output: with
 * -o json/jsonl one JSON line per event on stdout (ready first, then each delivery, then a summary);
 * with -o table one line per delivery; with --print-json only each delivery as received. The human
 * ready and summary lines always go to stderr. --save writes each delivery as received to a file.
 */
async function receiveDeliveries(ctx, options) {
    const setup = await prepareReceive(ctx, options);
    const handing = handOver(ctx, {
        saveDir: setup.saveDir,
        printJson: options.printJson === true,
        secrets: setup.secrets,
    });
    const session = receiveSession(ctx, options.count, setup.forwardTo, handing);
    const receiver = await receive_body_listen(ctx, options, setup, session);
    const ready = {
        type: "ready",
        url: receiver.url,
        port: receiver.port,
        tls: setup.certificate !== undefined,
        ...(setup.certificate ? { certificateSha256: setup.certificate.sha256 } : {}),
        ...(setup.certificate && options.selfSigned ? { certificate: setup.certificate.cert } : {}),
        secrets: setup.labels,
        status: options.status,
        forwardTo: setup.forwardTo?.href ?? null,
    };
    ctx.stderr.write(`${(0,sanitize/* safeDiagnostic */.dB)(readyText(ready), ctx.secrets)}\n`);
    if (!session.printsJson)
        session.emit(ctx.streamedLine(ready, tableHeader));
    const stoppedBy = await untilStopped(session, ctx.signal, options.maxTime);
    await receiver.close();
    await finishReceive(ctx, session, {
        stoppedBy,
        count: options.count,
        forwarding: setup.forwardTo !== undefined,
    });
}
async function receive_body_listen(ctx, options, setup, session) {
    return await startReceiver({
        host: options.host,
        port: options.port,
        tls: setup.certificate,
        secrets: setup.secrets,
        labels: setup.labels,
        toleranceSeconds: options.tolerance,
        status: options.status,
        forwardTo: setup.forwardTo,
        maxDeliveries: options.count,
        onDelivery: session.onDelivery,
        onLoop: session.onLoop,
        now: ctx.now,
    }).catch((error) => {
        if (error instanceof ForwardLoopError)
            throw forwardLoopUsage(error);
        const code = error.code ?? "error";
        throw new errors/* CliError */.z1("invalid_arguments", `cannot listen on ${options.host}:${options.port} (${code})`);
    });
}
function forwardLoopUsage(error) {
    const via = (0,external_node_net_.isIP)(error.via) === 6 ? `[${error.via}]` : error.via;
    return new errors/* CliError */.z1("invalid_arguments", `--forward-to ${error.target.href} is this receiver itself (it reaches ${via}:${error.listening.port}, where this receiver listens): every delivery forwarded there would come back and count again`, {
        hint: "point --forward-to at your application's own port (e.g. --forward-to http://127.0.0.1:3000/webhooks), or give this receiver another --port",
    });
}


/***/ }),

/***/ 7479:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   mf: () => (/* binding */ createProgress),
/* harmony export */   wu: () => (/* binding */ inCi)
/* harmony export */ });
const NONE = { page() { }, done() { } };
function statusLine(ctx) {
    let current;
    const draw = () => {
        if (current === undefined)
            return;
        ctx.stderr.write(`\r\x1b[2K${ctx.color.stderr ? `\x1b[2m${current}\x1b[22m` : current}`);
    };
    return {
        show(text) {
            current = text;
            draw();
        },
        print(lines) {
            ctx.stderr.write(current === undefined ? lines : `\r\x1b[2K${lines}`);
            draw();
        },
        clear() {
            if (current !== undefined)
                ctx.stderr.write("\r\x1b[2K");
            current = undefined;
        },
    };
}
/** The markers of the CI systems `svc run` knows (docs/cli-run.md), and the common `CI=true`. */
const ciMarkers = [
    "GITHUB_ACTIONS",
    "GITLAB_CI",
    "CIRCLECI",
    "BUILDKITE",
    "TF_BUILD",
    "JENKINS_URL",
    "JENKINS_HOME",
];
/** A CI's log is no terminal even when it emulates one: a rewritten line would only add noise. */
function inCi(env) {
    const ci = env.CI?.trim().toLowerCase();
    if (ci && ci !== "false" && ci !== "0")
        return true;
    return ciMarkers.some((name) => Boolean(env[name]?.trim()));
}
/**
 * One self-rewriting stderr line for `--all` (pages, items, rate), only when stderr is a
 * terminal; never on a pipe or file, so scripts see clean stderr.
 */
function createProgress(ctx, noun = "items") {
    if (!ctx.stderrIsTTY)
        return NONE;
    const started = ctx.now();
    const line = statusLine(ctx);
    let pages = 0;
    let items = 0;
    return {
        page(count) {
            pages += 1;
            items += count;
            const seconds = Math.max((ctx.now() - started) / 1000, 0.001);
            const rate = Math.round(items / seconds);
            line.show(`${pages} page${pages === 1 ? "" : "s"}, ${items} ${noun}, ${rate}/s`);
        },
        done() {
            line.clear();
        },
    };
}


/***/ }),

/***/ 7832:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatOutput: () => (/* binding */ formatOutput),
/* harmony export */   jsonLine: () => (/* binding */ jsonLine),
/* harmony export */   jsonLines: () => (/* binding */ jsonLines),
/* harmony export */   jsonText: () => (/* binding */ jsonText),
/* harmony export */   render: () => (/* binding */ render),
/* harmony export */   renderAllPages: () => (/* binding */ renderAllPages),
/* harmony export */   renderPage: () => (/* binding */ renderPage),
/* harmony export */   renderResource: () => (/* binding */ renderResource),
/* harmony export */   streamedLine: () => (/* binding */ streamedLine)
/* harmony export */ });
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7479);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6495);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3402);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3797);




const jsonText = (value) => `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalSafeJson */ .q7)(JSON.stringify(value, null, 2))}\n`;
const jsonLine = (value) => `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalSafeJson */ .q7)(JSON.stringify(value))}\n`;
/**
 * `items.map(jsonLine).join("")`, sanitised once per page instead of once per item: the same bytes,
 * because no match of `terminalSafeJson` (a secret shape, one unsafe character) can hold the line
 * feed between two lines, so every match lies within one line (test/unit/cli/output.test.ts).
 */
function jsonLines(items) {
    let lines = "";
    for (const item of items)
        lines += `${JSON.stringify(item)}\n`;
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .terminalSafeJson */ .q7)(lines);
}
function out(ctx, text) {
    return text === "" ? Promise.resolve() : (0,_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeChunk */ .x)(ctx.stdout, text, ctx.signal);
}
/** The text of `value` in `mode`: json pretty-printed, jsonl one line (or the view's), table the view's. */
function formatOutput(mode, value, views) {
    if (mode === "json")
        return jsonText(value);
    if (mode === "jsonl")
        return (views.jsonl ?? jsonLine)(value);
    if (mode === "markdown")
        return (views.markdown ?? views.table)(value);
    return views.table(value);
}
/** Writes `value` in the chosen mode: the entry every command's output goes through. */
function render(ctx, mode, value, views) {
    return out(ctx, formatOutput(mode, value, views));
}
/** One record of a stream (`webhooks receive`): its table line, else one JSON line in json and jsonl alike. */
function streamedLine(mode, value, tableLine) {
    return mode === "table" ? tableLine(value) : jsonLine(value);
}
/** One resource (get/create/update) or one local receipt. */
function renderResource(ctx, mode, value) {
    return render(ctx, mode, value, { table: (one) => (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku)([one]) });
}
/** A list without `--all`: json keeps the whole envelope `{data, meta}`. */
function renderPage(ctx, mode, page) {
    return render(ctx, mode, { data: page.data, meta: page.meta }, { table: (envelope) => (0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku)(envelope.data) });
}
/**
 * A list with `--all`: jsonl streams each resource as its page arrives (memory bounded by one
 * page, honouring back-pressure); table and json aggregate. A progress line shows on a TTY stderr.
 */
async function renderAllPages(ctx, mode, pages, noun) {
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_3__/* .createProgress */ .mf)(ctx, noun);
    try {
        if (mode === "jsonl") {
            for await (const page of pages) {
                progress.page(page.data.length);
                // One write per page keeps syscalls low; the page is already in memory.
                const chunk = jsonLines(page.data);
                if (ctx.stdoutIsTTY)
                    progress.done(); // same terminal: never interleave with the data
                await out(ctx, chunk);
            }
            return;
        }
        const all = [];
        for await (const page of pages) {
            progress.page(page.data.length);
            for (const item of page.data)
                all.push(item);
        }
        progress.done();
        await out(ctx, formatOutput(mode, all, { table: _table_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku }));
    }
    finally {
        progress.done();
    }
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ writeConfirmed),
/* harmony export */   x: () => (/* binding */ writeChunk)
/* harmony export */ });
/**
 * Writes one chunk and, when the stream's buffer is full, waits for `drain` (back-pressure), an
 * error, or the abort signal — so a slow reader bounds memory and Ctrl-C is never stuck here.
 */
async function writeChunk(stream, chunk, signal) {
    if (stream.write(chunk))
        return;
    await new Promise((resolve, reject) => {
        const done = (error) => {
            stream.off("drain", onDrain);
            stream.off("error", onError);
            stream.off("close", onDrain);
            signal?.removeEventListener("abort", onAbort);
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        const onDrain = () => done();
        const onError = (error) => done(error);
        const onAbort = () => done(signal?.reason ?? new Error("aborted"));
        stream.once("drain", onDrain);
        stream.once("close", onDrain);
        stream.once("error", onError);
        signal?.addEventListener("abort", onAbort, { once: true });
    });
}
/**
 * Writes `chunk` and resolves only once the stream has handed it on (its write callback), so a
 * reader that has gone (EPIPE), a full disk (ENOSPC) or a file size limit (EFBIG) is an error here
 * instead of a lost write. For output that must not be lost silently: a revealed secret.
 */
function writeConfirmed(stream, chunk) {
    return new Promise((resolve, reject) => {
        const onClose = () => settle(Object.assign(new Error("the output closed"), { code: "EPIPE" }));
        let settled = false;
        const settle = (error) => {
            if (settled)
                return;
            settled = true;
            stream.off("error", settle);
            stream.off("close", onClose);
            if (error === undefined || error === null)
                resolve();
            else
                reject(error);
        };
        if (stream.destroyed || stream.writableEnded)
            return onClose();
        stream.on("error", settle);
        stream.once("close", onClose);
        try {
            stream.write(chunk, (error) => settle(error ?? undefined));
        }
        catch (error) {
            settle(error);
        }
    });
}


/***/ })

};
