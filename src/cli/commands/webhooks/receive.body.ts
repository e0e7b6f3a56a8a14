import { isIP } from "node:net";
import { resolve } from "node:path";
import { InputFileError, readBoundedFile } from "../../../untrusted/bounded-file.js";
import type { CliContext } from "../../cli-context.js";
import { CliError } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";
import { safeDiagnostic } from "../../output/sanitize.js";
import { writeChunk } from "../../output/write.js";
import { parseForwardUrl } from "../../webhook-tools/forward.js";
import {
  forwardFailed,
  type ReadyInfo,
  type ReceiveSummary,
  readyText,
  summaryText,
  tableHeader,
  tableLine,
} from "../../webhook-tools/receive-lines.js";
import { type ReceivedDelivery, startReceiver } from "../../webhook-tools/receiver.js";
import { readSecretFiles, SecretFileError } from "../../webhook-tools/secret-files.js";
import {
  certificateFrom,
  type ServerCertificate,
  selfSignedCertificate,
} from "../../webhook-tools/self-signed.js";

export interface ReceiveOptions {
  secretFile: string[];
  host: string;
  port: number;
  cert?: string;
  key?: string;
  selfSigned?: true;
  status: number;
  tolerance: number;
  forwardTo?: string;
  count?: number;
  maxTime?: number;
}

const isLoopback = (host: string) =>
  host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));

/**
 * Listens until --count deliveries were answered, --max-time passed, or Ctrl-C (130). Output: with
 * -o json/jsonl one JSON line per event on stdout (ready first, then each delivery, then a summary);
 * with -o table one line per delivery. The human ready and summary lines always go to stderr.
 */
export async function receiveDeliveries(ctx: HandlerContext, options: ReceiveOptions): Promise<void> {
  const certificate = await loadCertificate(ctx, options);
  if (!certificate && !isLoopback(options.host))
    throw new CliError("invalid_arguments", `plain http is only served on loopback, not on ${options.host}`, {
      hint: "add --self-signed, or --cert and --key, to listen on another address",
    });
  let forwardTo: URL | undefined;
  if (options.forwardTo !== undefined) {
    const parsed = parseForwardUrl(options.forwardTo);
    if (typeof parsed === "string") throw new CliError("invalid_arguments", `--forward-to ${parsed}`);
    forwardTo = parsed;
  }
  const secrets = await readSecretFiles(options.secretFile, ctx.cwd).catch((error: unknown) => {
    if (error instanceof SecretFileError) throw new CliError("invalid_input_file", error.message);
    throw error;
  });
  for (const secret of secrets.secrets) ctx.secrets.add(secret);
  for (const warning of secrets.warnings)
    ctx.stderr.write(`svc: warning: ${safeDiagnostic(warning, ctx.secrets)}\n`);

  // Records are written in the order they happened: each waits for its text and the write before it.
  let writing = Promise.resolve();
  const emit = (line: Promise<string>) => {
    writing = writing
      .then(async () => {
        const text = await line;
        if (text !== "") await writeChunk(ctx.stdout, text, ctx.signal);
      })
      .catch(() => {});
  };
  const tally = { deliveries: 0, verified: 0, failed: 0 };
  const forwards = { forwarded: 0, forwardFailed: 0 };
  let stop: (reason: ReceiveSummary["stoppedBy"]) => void = () => {};
  const stopped = new Promise<ReceiveSummary["stoppedBy"]>((resolveStop) => {
    stop = resolveStop;
  });
  const onDelivery = (delivery: ReceivedDelivery) => {
    tally.deliveries += 1;
    if (delivery.verified) tally.verified += 1;
    else tally.failed += 1;
    if (delivery.forward !== null) forwards.forwarded += 1;
    if (forwardFailed(delivery.forward)) forwards.forwardFailed += 1;
    emit(ctx.streamedLine(delivery, tableLine));
    if (options.count !== undefined && tally.deliveries >= options.count) stop("count");
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
  }).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(
      "invalid_arguments",
      `cannot listen on ${options.host}:${options.port} (${error.code ?? "error"})`,
    );
  });
  const ready: ReadyInfo = {
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
  ctx.stderr.write(`${safeDiagnostic(readyText(ready), ctx.secrets)}\n`);
  emit(ctx.streamedLine(ready, tableHeader));

  const timer =
    options.maxTime === undefined ? undefined : setTimeout(() => stop("timeout"), options.maxTime);
  const onAbort = () => stop("interrupted");
  ctx.signal.addEventListener("abort", onAbort, { once: true });
  const stoppedBy = await stopped;
  clearTimeout(timer);
  ctx.signal.removeEventListener("abort", onAbort);
  await receiver.close();
  const summary: ReceiveSummary = {
    type: "summary",
    ...tally,
    stoppedBy,
    ...(forwardTo === undefined ? {} : forwards),
  };
  // The summary is the last record of the JSON stream; a table has only the summary line on stderr.
  if (stoppedBy !== "interrupted") emit(ctx.streamedLine(summary, () => ""));
  await writing;
  ctx.stderr.write(`${summaryText(summary)}\n`);

  if (stoppedBy === "interrupted") throw new CliError("interrupted", "interrupted");
  if (options.count !== undefined && tally.deliveries < options.count)
    throw new CliError(
      "receive_timeout",
      `timed out with ${tally.deliveries} of ${options.count} deliveries`,
    );
  if (tally.failed > 0)
    throw new CliError(
      "verification_failed",
      `${tally.failed} of ${tally.deliveries} deliveries failed verification`,
    );
}

/** A PEM certificate chain or key is a few KiB. */
const maxPemBytes = 1024 * 1024;

async function loadCertificate(
  ctx: CliContext,
  options: ReceiveOptions,
): Promise<ServerCertificate | undefined> {
  const files = options.cert !== undefined || options.key !== undefined;
  if (files && options.selfSigned)
    throw new CliError("invalid_arguments", "give either --self-signed or --cert with --key, not both");
  if (files) {
    if (options.cert === undefined || options.key === undefined)
      throw new CliError("invalid_arguments", "--cert and --key go together");
    const read = (path: string, flag: string) =>
      readBoundedFile(resolve(ctx.cwd, path), { maxBytes: maxPemBytes }).then(
        (bytes) => bytes.toString("utf8"),
        (error: unknown) => {
          if (!(error instanceof InputFileError)) throw error;
          throw new CliError("invalid_input_file", `${flag} ${path} ${error.message}`);
        },
      );
    const [cert, key] = [await read(options.cert, "--cert"), await read(options.key, "--key")];
    try {
      return certificateFrom(key, cert);
    } catch {
      throw new CliError("invalid_input_file", `--cert: ${options.cert} is not a PEM certificate`);
    }
  }
  if (!options.selfSigned) return undefined;
  return selfSignedCertificate().catch(() => {
    throw new CliError("invalid_arguments", "could not create a self-signed certificate", {
      hint: "give --cert and --key instead",
    });
  });
}
