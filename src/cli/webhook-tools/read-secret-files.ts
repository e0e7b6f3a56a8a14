import { basename, resolve } from "node:path";
import { secretFileValue } from "../../engine/plan-run/secret-files.js";
import { signingSecretPattern } from "../../schemas/patterns.js";
import { InputFileError, readBoundedFile } from "../../untrusted/bounded-file.js";

const maxSecretFileBytes = 4096;

export interface SecretSet {
  secrets: string[];
  /** A name for each secret that is safe to print: `#<index> (<file name>)`. */
  labels: string[];
  /** Things to tell the user on stderr (never the secret). */
  warnings: string[];
}

const secretFileFix: Record<InputFileError["problem"], string> = {
  missing: "give the file svc wrote the secret to (--secrets-dir or a file secret-sink)",
  not_a_directory_on_path: "check the path",
  not_regular: "give a regular file holding the secret (a pipe or device is not read)",
  symlink: "name the real file",
  too_large: "it should hold one secret",
  permission_denied: "run as the user that owns the secret file",
  unreadable: "check the path",
};

export class SecretFileError extends Error {
  override readonly name = "SecretFileError";
}

/**
 * Reads `--secret-file`s. Exactly one trailing newline is dropped (the engine's secret files hold
 * the secret and one line feed); any other surrounding whitespace is ignored with a warning,
 * because a receiver that reads the file without trimming would fail; a value that still is not a
 * signing secret is an error.
 */
export async function readSecretFiles(paths: readonly string[], cwd: string): Promise<SecretSet> {
  if (paths.length === 0) throw new SecretFileError("give at least one --secret-file <file>");
  const set: SecretSet = { secrets: [], labels: [], warnings: [] };
  for (const [index, path] of paths.entries()) {
    const label = `#${index} (${basename(path)})`;
    // A named pipe is refused at once (never waited on), a large file before it is read.
    const raw = await readBoundedFile(resolve(cwd, path), { maxBytes: maxSecretFileBytes }).catch(
      (error: unknown) => {
        if (!(error instanceof InputFileError)) throw error;
        throw new SecretFileError(`--secret-file ${label} ${error.message}; ${secretFileFix[error.problem]}`);
      },
    );
    const text = raw.toString("utf8");
    const withoutNewline = secretFileValue(text);
    const trimmed = withoutNewline.trim();
    if (trimmed !== withoutNewline)
      set.warnings.push(
        `secret file ${label}: whitespace around the secret was ignored (${describeWhitespace(withoutNewline)}); a receiver reading this file must trim it too`,
      );
    if (!signingSecretPattern.test(trimmed))
      throw new SecretFileError(
        `secret file ${label} does not hold a signing secret (whsec_v2_ followed by 43 characters${/\s/.test(trimmed) ? "; it contains whitespace inside" : ""})`,
      );
    set.secrets.push(trimmed);
    set.labels.push(label);
  }
  return set;
}

function describeWhitespace(text: string): string {
  const parts: string[] = [];
  if (/\r$/.test(text)) parts.push("a carriage return (CRLF line ending)");
  if (/\n$/.test(text)) parts.push("a second newline");
  // String.trim() also drops a byte order mark (a Windows editor's); name it rather than "whitespace".
  if (text.startsWith("\ufeff")) parts.push("a byte order mark");
  if (/^\s/.test(text.replace(/^\ufeff/, ""))) parts.push("leading whitespace");
  if (/[ \t]$/.test(text)) parts.push("trailing spaces or tabs");
  return parts.join(", ") || "whitespace";
}
