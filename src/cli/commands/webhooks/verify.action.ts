import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { diagnoseWebhook } from "../../../signature/index.js";
import type { CliContext } from "../../context.js";
import { CliError, EXIT } from "../../errors.js";
import type { GlobalOptions } from "../../global-options.js";
import { jsonLine, jsonText } from "../../output/render.js";
import { safeDiagnostic } from "../../output/sanitize.js";
import { writeChunk } from "../../output/write.js";
import {
  type Capture,
  CaptureError,
  parseCaptureLine,
  parseHeadersFile,
} from "../../webhook-tools/capture.js";
import { readSecretFiles, SecretFileError } from "../../webhook-tools/secret-files.js";
import { formatChecks, toVerdict, verdictRows } from "../../webhook-tools/verdict.js";

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

export async function verifyCapture(
  ctx: CliContext,
  globals: GlobalOptions,
  options: VerifyOptions,
): Promise<void> {
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
  const verdict = toVerdict(diagnosis, secrets.labels);
  const text =
    globals.output === "json"
      ? jsonText(verdict)
      : globals.output === "jsonl"
        ? jsonLine(verdict)
        : formatChecks(verdictRows(verdict));
  await writeChunk(ctx.stdout, text, ctx.signal);
  if (!verdict.verified)
    throw new CliError("verification_failed", `verification failed: ${verdict.reasons.join("; ")}`, {
      exitCode: EXIT.failure,
      ...(verdict.hints[0] ? { hint: verdict.hints[0] } : {}),
    });
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

async function readInput(ctx: CliContext, path: string, flag: string): Promise<Buffer> {
  let data: Buffer;
  if (path === "-") {
    if (ctx.stdinIsTTY)
      throw new CliError("invalid_arguments", `${flag} - reads stdin, which is a terminal; pipe the file in`);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.stdin) {
      size += (chunk as Buffer).length;
      if (size > maxCaptureBytes)
        throw new CliError("input_too_large", `${flag}: stdin is larger than 4 MiB`);
      chunks.push(chunk as Buffer);
    }
    data = Buffer.concat(chunks);
  } else {
    data = await readFile(resolve(ctx.cwd, path)).catch((error: NodeJS.ErrnoException) => {
      throw new CliError("invalid_input_file", `${flag}: cannot read ${path} (${error.code ?? "error"})`);
    });
    if (data.length > maxCaptureBytes)
      throw new CliError("input_too_large", `${flag}: ${path} is larger than 4 MiB`);
  }
  return data;
}
