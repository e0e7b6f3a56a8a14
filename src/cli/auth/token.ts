import { type CredentialLocation, parseCredentialToken } from "../../schemas/credential.js";
import { InputFileError, readBoundedStream } from "../../untrusted/bounded-file.js";
import { CliError } from "../errors.js";

const MAX_TOKEN_INPUT_BYTES = 1024 * 1024;

/** Parses an imported credential locally (grammar, region, cell, credential id); never echoes it. */
export function parseImportedToken(
  raw: string,
  source: string,
): { token: string; location: CredentialLocation } {
  const token = raw.trim();
  if (token === "") throw new CliError("invalid_credential", `${source} was empty; no credential was read`);
  const location = parseCredentialToken(token);
  if (!location) {
    throw new CliError(
      "invalid_credential",
      `${source} is not an API v1 credential; expected tg_pat_v2_, tg_sa_v2_ or tg_sk_v1_ followed by <region>_<cell>_<24 hex>_<64 hex>`,
    );
  }
  return { token, location };
}

/** Reads all of stdin (max 1 MiB) for `--token-stdin`; an aborted `signal` (Ctrl-C) ends the wait. */
export async function readTokenStdin(stdin: AsyncIterable<unknown>, signal?: AbortSignal): Promise<string> {
  const bytes = await readBoundedStream(stdin, MAX_TOKEN_INPUT_BYTES, signal).catch((error: unknown) => {
    if (error instanceof InputFileError)
      throw new CliError("input_too_large", "--token-stdin: input is larger than 1 MiB");
    throw error;
  });
  return bytes.toString("utf8");
}
