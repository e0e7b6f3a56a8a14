import { resolve } from "node:path";
import { diagnoseWebhook } from "../../../signature/index.js";
import { InputFileError, readBoundedFile, readBoundedStream } from "../../../untrusted/bounded-file.js";
import type { CliContext } from "../../cli-context.js";
import { CliError } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";
import { safeDiagnostic } from "../../output/sanitize.js";
import {
  type Capture,
  CaptureError,
  parseCaptureLine,
  parseHeadersFile,
} from "../../webhook-tools/capture.js";
import { readSecretFiles, SecretFileError } from "../../webhook-tools/read-secret-files.js";
import { formatChecks, toVerdict, type Verdict, verdictRows } from "../../webhook-tools/verdict.js";

export interface VerifyOptions {
  headers?: string;
  body?: string;
  capture?: string;
  secretFile: string[];
  tolerance: number;
  at?: number;
}

/** Captures larger than this are not deliveries (receivers cap bodies at 1 MiB). */
const maxCaptureBytes = 4 * 1024 * 1024;

export async function verifyCapture(ctx: HandlerContext, options: VerifyOptions): Promise<void> {
  const capture = await readCapture(ctx, options).catch(rethrowAsUsage);
  const secrets = await readSecretFiles(options.secretFile, ctx.cwd).catch(rethrowAsUsage);
  for (const secret of secrets.secrets) ctx.secrets.add(secret);
  for (const warning of secrets.warnings)
    ctx.stderr.write(`svc: warning: ${safeDiagnostic(warning, ctx.secrets)}\n`);
  const diagnosis = diagnoseWebhook({
    headers: capture.headers,
    body: capture.body,
    secrets: secrets.secrets,
    toleranceSeconds: options.tolerance,
    now: options.at ?? Math.floor(ctx.now() / 1000),
  });
  const verdict = withLaterCaptureHint(toVerdict(diagnosis, secrets.labels), options.at);
  await ctx.render(verdict, { table: (v) => formatChecks(verdictRows(v)) });
  if (!verdict.verified)
    throw new CliError(
      "verification_failed",
      `verification failed: ${verdict.reasons.join("; ")}`,
      verdict.hints[0] ? { hint: verdict.hints[0] } : {},
    );
}

/**
 * A capture verified after the tolerance (a delivery `receive --save` kept) whose signature is
 * valid fails only on its age: the first hint says how to verify it as of when it was sent.
 */
function withLaterCaptureHint(verdict: Verdict, at: number | undefined): Verdict {
  const sent = verdict.timestamp;
  if (at !== undefined || verdict.signatureMatches !== true || sent?.direction !== "too-old") return verdict;
  const hint = `the signature is valid and the capture is older than the tolerance: verify it as of when it was sent, with --at ${sent.sentAt}`;
  return { ...verdict, hints: [hint, ...verdict.hints] };
}

function rethrowAsUsage(error: unknown): never {
  if (error instanceof CaptureError || error instanceof SecretFileError)
    throw new CliError("invalid_input_file", error.message);
  throw error;
}

async function readCapture(ctx: CliContext, options: VerifyOptions): Promise<Capture> {
  if (options.capture !== undefined) {
    if (options.headers !== undefined || options.body !== undefined)
      throw new CliError("invalid_arguments", "give either --capture, or --headers with --body, not both");
    const text = (await readInput(ctx, options.capture, "--capture")).toString("utf8");
    return parseCaptureLine(text, options.capture === "-" ? "stdin" : options.capture);
  }
  if (options.headers === undefined || options.body === undefined)
    throw new CliError("invalid_arguments", "give --headers <file> and --body <file>, or --capture <file>", {
      hint: "svc webhooks verify --headers headers.txt --body body.json --secret-file hook.secret",
    });
  if (options.headers === "-" && options.body === "-")
    throw new CliError("invalid_arguments", "only one of --headers and --body can read stdin");
  const headersText = (await readInput(ctx, options.headers, "--headers")).toString("utf8");
  const body = await readInput(ctx, options.body, "--body");
  return { headers: parseHeadersFile(headersText, options.headers), body };
}

/** A file (a regular file only, refused before reading when too large) or stdin for `-`. */
async function readInput(ctx: CliContext, path: string, flag: string): Promise<Buffer> {
  if (path === "-") {
    if (ctx.stdinIsTTY)
      throw new CliError("invalid_arguments", `${flag} - reads stdin, which is a terminal; pipe the file in`);
    return readBoundedStream(ctx.stdin, maxCaptureBytes, ctx.signal).catch((error: unknown) => {
      if (error instanceof InputFileError)
        throw new CliError("input_too_large", `${flag}: stdin ${error.message}`);
      throw error;
    });
  }
  return readBoundedFile(resolve(ctx.cwd, path), { maxBytes: maxCaptureBytes }).catch((error: unknown) => {
    if (!(error instanceof InputFileError)) throw error;
    const code = error.problem === "too_large" ? "input_too_large" : "invalid_input_file";
    const hint =
      error.problem === "not_regular"
        ? { hint: `save the capture to a regular file, or pipe it in with ${flag} -` }
        : {};
    throw new CliError(code, `${flag} ${path} ${error.message}`, hint);
  });
}
