import { isIP } from "node:net";
import { resolve } from "node:path";
import { InputFileError, readBoundedFile } from "../../untrusted/bounded-file.js";
import type { CliContext } from "../cli-context.js";
import { CliError } from "../errors.js";
import { safeDiagnostic } from "../output/sanitize.js";
import { parseForwardUrl } from "./forward.js";
import { readSecretFiles, SecretFileError } from "./read-secret-files.js";
import { prepareSaveDir } from "./save-dir.js";
import { certificateFrom, type ServerCertificate, selfSignedCertificate } from "./self-signed.js";

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
  save?: string;
  printJson?: true;
}

/** What `receive` checked and read before it listens: nothing is listening yet when this fails. */
export interface ReceiveSetup {
  certificate: ServerCertificate | undefined;
  forwardTo: URL | undefined;
  secrets: string[];
  labels: string[];
  /** `--save`, checked (and created) before listening. */
  saveDir: string | undefined;
}

const isLoopback = (host: string) =>
  host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));

export async function prepareReceive(ctx: CliContext, options: ReceiveOptions): Promise<ReceiveSetup> {
  const certificate = await loadCertificate(ctx, options);
  if (!certificate && !isLoopback(options.host))
    throw new CliError("invalid_arguments", `plain http is only served on loopback, not on ${options.host}`, {
      hint: "add --self-signed, or --cert and --key, to listen on another address",
    });
  const forwardTo = forwardTarget(options.forwardTo);
  const secrets = await readSecretFiles(options.secretFile, ctx.cwd).catch((error: unknown) => {
    if (error instanceof SecretFileError) throw new CliError("invalid_input_file", error.message);
    throw error;
  });
  for (const secret of secrets.secrets) ctx.secrets.add(secret);
  for (const warning of secrets.warnings)
    ctx.stderr.write(`svc: warning: ${safeDiagnostic(warning, ctx.secrets)}\n`);
  const saveDir = options.save === undefined ? undefined : await prepareSaveDir(ctx.cwd, options.save);
  return { certificate, forwardTo, secrets: secrets.secrets, labels: secrets.labels, saveDir };
}

function forwardTarget(text: string | undefined): URL | undefined {
  if (text === undefined) return undefined;
  const parsed = parseForwardUrl(text);
  if (typeof parsed === "string") throw new CliError("invalid_arguments", `--forward-to ${parsed}`);
  return parsed;
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
