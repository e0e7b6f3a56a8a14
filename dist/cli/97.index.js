export const id = 97;
export const ids = [97];
export const modules = {

/***/ 9097:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  receiveDeliveries: () => (/* binding */ receiveDeliveries)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/render.js + 1 modules
var render = __webpack_require__(949);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(2692);
// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
// EXTERNAL MODULE: ./lib/signature/headers.js
var signature_headers = __webpack_require__(4964);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/forward.js

const forwardTimeoutMs = 10_000;
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
/** A local URL to forward to: http(s) on loopback only, so a rehearsal never sends data elsewhere. */
function parseForwardUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return "must be a URL like http://127.0.0.1:3000/webhooks";
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
        return "must be an http or https URL";
    if (!loopbackHosts.has(url.hostname) && !/^127(\.\d{1,3}){3}$/.test(url.hostname))
        return "must point at this machine (localhost, 127.0.0.1 or [::1])";
    if (url.username || url.password)
        return "must not contain credentials";
    return url;
}
/** POSTs the exact bytes with the signature headers; the answer is reported, never its body. */
async function forwardDelivery(target, request, body) {
    const started = Date.now();
    const headers = {};
    for (const name of ["content-type", ...Object.values(signature_headers/* SIGNATURE_HEADERS */.W)]) {
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
            signal: AbortSignal.timeout(forwardTimeoutMs),
        });
        await response.body?.cancel();
        return { url: target.href, status: response.status, ms: Date.now() - started };
    }
    catch (error) {
        const e = error;
        const reason = e.name === "TimeoutError"
            ? `no answer within ${forwardTimeoutMs / 1000}s`
            : (e.cause?.code ?? "connection failed");
        return { url: target.href, error: reason, ms: Date.now() - started };
    }
}

// EXTERNAL MODULE: ./lib/cli/output/table.js
var table = __webpack_require__(3402);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receive-lines.js

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
    return (safe.length > width ? `${safe.slice(0, width - 1)}…` : safe).padEnd(width);
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
    return `svc: stopped (${summary.stoppedBy}): ${summary.deliveries} deliver${summary.deliveries === 1 ? "y" : "ies"}, ${summary.verified} verified, ${summary.failed} failed`;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: ./lib/signature/diagnose.js + 2 modules
var diagnose = __webpack_require__(3940);
// EXTERNAL MODULE: ./lib/cli/webhook-tools/verdict.js
var webhook_tools_verdict = __webpack_require__(9267);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receiver.js





/** Official receivers cap bodies at 1 MiB (contract 9.3). */
const maxBodyBytes = 1024 * 1024;
/**
 * Answers with `status` when verified, 401 when the signature or its age fails (a wrong secret, a
 * stale or future timestamp), 400 when the request is not a well-formed signed delivery (missing or
 * malformed headers, a body that is not JSON), 413 above 1 MiB, 405 for anything but POST.
 */
function statusFor(verdict, okStatus) {
    if (verdict.verified)
        return okStatus;
    return verdict.code === "invalid_signature" || verdict.code === "stale_timestamp" ? 401 : 400;
}
async function startReceiver(options) {
    const now = options.now ?? Date.now;
    const seen = new Set();
    let index = 0;
    const handler = (request, response) => {
        void handle(request, response).catch(() => {
            if (!response.headersSent)
                response.writeHead(500).end();
        });
    };
    const handle = async (request, response) => {
        const started = now();
        const path = (request.url ?? "/").split("?")[0] ?? "/";
        if (request.method !== "POST") {
            response.writeHead(405, { allow: "POST" }).end();
            return;
        }
        const body = await readBody(request);
        const base = { type: "delivery", receivedAt: new Date(started).toISOString(), path };
        if (body === undefined) {
            response.writeHead(413, { connection: "close" }).end();
            index += 1;
            options.onDelivery({
                ...base,
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
                bodyBytes: Number(request.headers["content-length"] ?? 0) || maxBodyBytes + 1,
                status: 413,
                forward: null,
                ms: now() - started,
            });
            return;
        }
        const diagnosis = (0,diagnose/* diagnoseWebhook */.W)({
            headers: request.headersDistinct,
            body,
            secrets: options.secrets,
            toleranceSeconds: options.toleranceSeconds,
            now: Math.floor(now() / 1000),
        });
        const verdict = (0,webhook_tools_verdict/* toVerdict */.ds)(diagnosis, options.labels);
        const duplicate = verdict.deliveryId !== null && seen.has(verdict.deliveryId);
        if (verdict.deliveryId !== null)
            seen.add(verdict.deliveryId);
        const forward = verdict.verified && options.forwardTo ? await forwardDelivery(options.forwardTo, request, body) : null;
        const status = statusFor(verdict, options.status);
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify({ verified: verdict.verified, ...(verdict.code ? { code: verdict.code } : {}) }));
        index += 1;
        options.onDelivery({
            ...base,
            index,
            deliveryId: verdict.deliveryId,
            event: eventOf(body, diagnosis.body.json),
            verified: verdict.verified,
            code: verdict.code,
            reasons: verdict.reasons,
            matchedSecret: verdict.matchedSecret,
            signatureMatches: verdict.signatureMatches,
            timestampOk: verdict.timestampOk,
            skewSeconds: verdict.timestamp?.skewSeconds ?? null,
            duplicate,
            bodyBytes: body.length,
            status,
            forward,
            ms: now() - started,
        });
    };
    const server = options.tls ? (0,external_node_https_.createServer)(options.tls, handler) : (0,external_node_http_.createServer)(handler);
    // An ephemeral tool, not a server farm: bound what a misbehaving sender can hold open.
    server.maxConnections = 256;
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host, () => {
            server.off("error", reject);
            resolve();
        });
    });
    const address = server.address();
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    return {
        url: `${options.tls ? "https" : "http"}://${host}:${address.port}/`,
        port: address.port,
        close: () => new Promise((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2_000).unref();
        }),
    };
}
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
    });
}
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

// EXTERNAL MODULE: ./lib/cli/webhook-tools/secret-files.js
var secret_files = __webpack_require__(6358);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/self-signed.js





/**
 * A throw-away certificate for 127.0.0.1, ::1 and localhost, valid one day, made with the system's
 * `openssl` (Node has no API to issue certificates, and `selfsigned` is only a dev dependency). The
 * key exists on disk only for the instant openssl writes it, in a private temporary directory.
 */
async function selfSignedCertificate(openssl = "openssl") {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "svc-receive-"));
    try {
        const key = (0,external_node_path_.join)(dir, "key.pem");
        const cert = (0,external_node_path_.join)(dir, "cert.pem");
        await new Promise((resolve, reject) => {
            (0,external_node_child_process_.execFile)(openssl, [
                "req",
                "-x509",
                "-newkey",
                "ec",
                "-pkeyopt",
                "ec_paramgen_curve:P-256",
                "-nodes",
                "-days",
                "1",
                "-subj",
                "/CN=svc webhooks receive",
                "-addext",
                "subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost",
                "-addext",
                "basicConstraints=critical,CA:TRUE",
                "-addext",
                "keyUsage=digitalSignature,keyCertSign",
                "-addext",
                "extendedKeyUsage=serverAuth",
                "-keyout",
                key,
                "-out",
                cert,
            ], { timeout: 20_000 }, (error) => {
                if (!error)
                    return resolve();
                const code = error.code;
                reject(new Error(code === "ENOENT"
                    ? "--self-signed needs the openssl program on PATH; install it, or give --cert and --key"
                    : "openssl could not create a certificate; give --cert and --key instead"));
            });
        });
        return certificateFrom(await (0,promises_.readFile)(key, "utf8"), await (0,promises_.readFile)(cert, "utf8"));
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
function certificateFrom(key, cert) {
    return { key, cert, sha256: new external_node_crypto_.X509Certificate(cert).fingerprint256 };
}

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/receive.action.js












const isLoopback = (host) => host === "localhost" || host === "::1" || ((0,external_node_net_.isIP)(host) === 4 && host.startsWith("127."));
/**
 * Listens until --count deliveries were answered, --max-time passed, or Ctrl-C (130). Output: with
 * -o json/jsonl one JSON line per event on stdout (ready first, then each delivery, then a summary);
 * with -o table one line per delivery. The human ready and summary lines always go to stderr.
 */
async function receiveDeliveries(ctx, globals, options) {
    const certificate = await loadCertificate(ctx, options);
    if (!certificate && !isLoopback(options.host))
        throw new errors/* CliError */.z1("invalid_arguments", `plain http is only served on loopback, not on ${options.host}`, {
            hint: "add --self-signed, or --cert and --key, to listen on another address",
        });
    let forwardTo;
    if (options.forwardTo !== undefined) {
        const parsed = parseForwardUrl(options.forwardTo);
        if (typeof parsed === "string")
            throw new errors/* CliError */.z1("invalid_arguments", `--forward-to ${parsed}`);
        forwardTo = parsed;
    }
    const secrets = await (0,secret_files/* readSecretFiles */.E)(options.secretFile, ctx.cwd).catch((error) => {
        if (error instanceof secret_files/* SecretFileError */.N)
            throw new errors/* CliError */.z1("invalid_input_file", error.message);
        throw error;
    });
    for (const secret of secrets.secrets)
        ctx.secrets.add(secret);
    for (const warning of secrets.warnings)
        ctx.stderr.write(`svc: warning: ${(0,sanitize/* safeDiagnostic */.dB)(warning, ctx.secrets)}\n`);
    const lines = globals.output === "table" ? "table" : "json";
    let writing = Promise.resolve();
    const emit = (text) => {
        writing = writing.then(() => (0,write/* writeChunk */.x)(ctx.stdout, text, ctx.signal)).catch(() => { });
    };
    const tally = { deliveries: 0, verified: 0, failed: 0 };
    let stop = () => { };
    const stopped = new Promise((resolveStop) => {
        stop = resolveStop;
    });
    const onDelivery = (delivery) => {
        tally.deliveries += 1;
        if (delivery.verified)
            tally.verified += 1;
        else
            tally.failed += 1;
        emit(lines === "table" ? tableLine(delivery) : (0,render/* jsonLine */.rF)(delivery));
        if (options.count !== undefined && tally.deliveries >= options.count)
            stop("count");
    };
    const receiver = await startReceiver({
        host: options.host,
        port: options.port,
        tls: certificate,
        secrets: secrets.secrets,
        labels: secrets.labels,
        toleranceSeconds: options.tolerance,
        status: options.status,
        forwardTo,
        onDelivery,
        now: ctx.now,
    }).catch((error) => {
        throw new errors/* CliError */.z1("invalid_arguments", `cannot listen on ${options.host}:${options.port} (${error.code ?? "error"})`);
    });
    const ready = {
        type: "ready",
        url: receiver.url,
        port: receiver.port,
        tls: certificate !== undefined,
        ...(certificate ? { certificateSha256: certificate.sha256 } : {}),
        ...(certificate && options.selfSigned ? { certificate: certificate.cert } : {}),
        secrets: secrets.labels,
        status: options.status,
        forwardTo: forwardTo?.href ?? null,
    };
    ctx.stderr.write(`${(0,sanitize/* safeDiagnostic */.dB)(readyText(ready), ctx.secrets)}\n`);
    emit(lines === "table" ? tableHeader() : (0,render/* jsonLine */.rF)(ready));
    const timer = options.maxTime === undefined ? undefined : setTimeout(() => stop("timeout"), options.maxTime);
    const onAbort = () => stop("interrupted");
    ctx.signal.addEventListener("abort", onAbort, { once: true });
    const stoppedBy = await stopped;
    clearTimeout(timer);
    ctx.signal.removeEventListener("abort", onAbort);
    await receiver.close();
    const summary = { type: "summary", ...tally, stoppedBy };
    if (lines === "json" && stoppedBy !== "interrupted")
        emit((0,render/* jsonLine */.rF)(summary));
    await writing;
    ctx.stderr.write(`${summaryText(summary)}\n`);
    if (stoppedBy === "interrupted")
        throw new errors/* CliError */.z1("interrupted", "interrupted");
    if (options.count !== undefined && tally.deliveries < options.count)
        throw new errors/* CliError */.z1("receive_timeout", `timed out with ${tally.deliveries} of ${options.count} deliveries`, {
            exitCode: errors/* EXIT */.dc.failure,
        });
    if (tally.failed > 0)
        throw new errors/* CliError */.z1("verification_failed", `${tally.failed} of ${tally.deliveries} deliveries failed verification`, {
            exitCode: errors/* EXIT */.dc.failure,
        });
}
async function loadCertificate(ctx, options) {
    const files = options.cert !== undefined || options.key !== undefined;
    if (files && options.selfSigned)
        throw new errors/* CliError */.z1("invalid_arguments", "give either --self-signed or --cert with --key, not both");
    if (files) {
        if (options.cert === undefined || options.key === undefined)
            throw new errors/* CliError */.z1("invalid_arguments", "--cert and --key go together");
        const read = (path, flag) => (0,promises_.readFile)((0,external_node_path_.resolve)(ctx.cwd, path), "utf8").catch((error) => {
            throw new errors/* CliError */.z1("invalid_input_file", `${flag}: cannot read ${path} (${error.code ?? "error"})`);
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
    return selfSignedCertificate().catch((error) => {
        throw new errors/* CliError */.z1("invalid_arguments", error.message);
    });
}


/***/ })

};
