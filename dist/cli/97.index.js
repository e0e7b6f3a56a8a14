export const id = 97;
export const ids = [97];
export const modules = {

/***/ 9097:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  receiveDeliveries: () => (/* binding */ receiveDeliveries)
});

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/untrusted/bounded-file.js
var bounded_file = __webpack_require__(3490);
// EXTERNAL MODULE: ./lib/cli/errors.js
var errors = __webpack_require__(3467);
// EXTERNAL MODULE: ./lib/cli/output/sanitize.js + 1 modules
var sanitize = __webpack_require__(8308);
// EXTERNAL MODULE: ./lib/cli/output/write.js
var write = __webpack_require__(3797);
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

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: ./lib/signature/diagnose.js + 2 modules
var diagnose = __webpack_require__(3940);
// EXTERNAL MODULE: ./lib/cli/webhook-tools/verdict.js
var webhook_tools_verdict = __webpack_require__(9267);
;// CONCATENATED MODULE: ./lib/cli/webhook-tools/receiver.js





/** Official receivers cap bodies at 1 MiB. */
const maxBodyBytes = 1024 * 1024;
/** Open connections at once; idle ones are closed first to make room (boundConnections). */
const maxConnections = 256;
const maxRememberedIds = 100_000;
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
    /** Delivery ids kept for `duplicate`, oldest forgotten first, so memory stays bounded. */
    const remember = (id) => {
        seen.delete(id);
        seen.add(id);
        if (seen.size > maxRememberedIds)
            seen.delete(seen.values().next().value);
    };
    let index = 0;
    /** POSTs taken (being read, verified or forwarded, or reported), against `maxDeliveries`. */
    let taken = 0;
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
        if (options.maxDeliveries !== undefined && taken >= options.maxDeliveries) {
            response.writeHead(503, { connection: "close" }).end();
            return;
        }
        taken += 1;
        const body = await readBody(request).catch((error) => {
            taken -= 1; // an aborted request is no delivery: the slot is free again
            throw error;
        });
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
        // Only a verified delivery's id counts: a forged request naming a genuine id must not make the
        // genuine delivery look like a retry.
        const duplicate = verdict.verified && verdict.deliveryId !== null && seen.has(verdict.deliveryId);
        if (verdict.verified && verdict.deliveryId !== null)
            remember(verdict.deliveryId);
        const status = statusFor(verdict, options.status);
        // The sender gets its answer first, in its own time; a slow forward target cannot make it
        // time out (and fail a delivery this receiver reports as answered).
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify({ verified: verdict.verified, ...(verdict.code ? { code: verdict.code } : {}) }));
        const ms = now() - started;
        const forward = verdict.verified && options.forwardTo ? await forwardDelivery(options.forwardTo, request, body) : null;
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
            ms,
        });
    };
    // An ephemeral tool, not a server farm: bound what a misbehaving sender can hold open, and check
    // the header and request deadlines every second (Node's default is every 30 s).
    const limits = { connectionsCheckingInterval: 1_000, headersTimeout: 10_000, requestTimeout: 30_000 };
    const server = options.tls
        ? (0,external_node_https_.createServer)({ ...options.tls, ...limits, handshakeTimeout: 10_000 }, handler)
        : (0,external_node_http_.createServer)(limits, handler);
    boundConnections(server, maxConnections);
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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

;// CONCATENATED MODULE: ./lib/cli/commands/webhooks/receive.action.js











const isLoopback = (host) => host === "localhost" || host === "::1" || ((0,external_node_net_.isIP)(host) === 4 && host.startsWith("127."));
/**
 * Listens until --count deliveries were answered, --max-time passed, or Ctrl-C (130). Output: with
 * -o json/jsonl one JSON line per event on stdout (ready first, then each delivery, then a summary);
 * with -o table one line per delivery. The human ready and summary lines always go to stderr.
 */
async function receiveDeliveries(ctx, options) {
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
    const onDelivery = (delivery) => {
        tally.deliveries += 1;
        if (delivery.verified)
            tally.verified += 1;
        else
            tally.failed += 1;
        if (delivery.forward !== null)
            forwards.forwarded += 1;
        if (forwardFailed(delivery.forward))
            forwards.forwardFailed += 1;
        emit(ctx.streamedLine(delivery, tableLine));
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
        maxDeliveries: options.count,
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
    emit(ctx.streamedLine(ready, tableHeader));
    const timer = options.maxTime === undefined ? undefined : setTimeout(() => stop("timeout"), options.maxTime);
    const onAbort = () => stop("interrupted");
    ctx.signal.addEventListener("abort", onAbort, { once: true });
    const stoppedBy = await stopped;
    clearTimeout(timer);
    ctx.signal.removeEventListener("abort", onAbort);
    await receiver.close();
    const summary = {
        type: "summary",
        ...tally,
        stoppedBy,
        ...(forwardTo === undefined ? {} : forwards),
    };
    // The summary is the last record of the JSON stream; a table has only the summary line on stderr.
    if (stoppedBy !== "interrupted")
        emit(ctx.streamedLine(summary, () => ""));
    await writing;
    ctx.stderr.write(`${summaryText(summary)}\n`);
    if (stoppedBy === "interrupted")
        throw new errors/* CliError */.z1("interrupted", "interrupted");
    if (options.count !== undefined && tally.deliveries < options.count)
        throw new errors/* CliError */.z1("receive_timeout", `timed out with ${tally.deliveries} of ${options.count} deliveries`);
    if (tally.failed > 0)
        throw new errors/* CliError */.z1("verification_failed", `${tally.failed} of ${tally.deliveries} deliveries failed verification`);
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
