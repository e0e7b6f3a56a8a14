/**
 * Reveal-once destinations: exactly one of `--secret-file` (a
 * NEW 0600 file, created with O_CREAT|O_EXCL|O_NOFOLLOW before the API call, secret + "\n" fsynced,
 * removed on any later failure while it is still the file created) and `--secret-stdout` (refused on a terminal; only the raw secret).
 * A secret the service issued but that could not be written out (stdout's reader gone, a full
 * disk) is never lost silently: `secret_not_written` (exit 1, the CLI's failure code) names the webhook and the
 * idempotency key whose replay returns the same secret.
 */
import { lstatSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { resolve } from "node:path";
import { createFlags, fileIdentity, unlinkIfSame } from "../../engine/owned-files.js";
import { signingSecretPattern } from "../../schemas/patterns.js";
import { parentProblem } from "../../untrusted/path-problem.js";
import type { CliContext } from "../cli-context.js";
import { CliError } from "../errors.js";
import { writeConfirmed } from "../output/write.js";

export type RevealChoice = { kind: "file"; path: string } | { kind: "stdout" };

export interface RevealFlags {
  secretFile?: string | undefined;
  secretStdout?: true | undefined;
}

/** Checks the flags (no file is created yet): exactly one destination, usable. */
export function chooseReveal(ctx: CliContext, flags: RevealFlags): RevealChoice {
  const file = flags.secretFile;
  if ((file === undefined) === (flags.secretStdout !== true)) {
    throw new CliError(
      "invalid_arguments",
      "choose exactly one of --secret-file <path> and --secret-stdout",
      {
        hint: "the signing secret is shown once; --secret-file writes it to a new 0600 file",
      },
    );
  }
  if (file === undefined) {
    if (ctx.stdoutIsTTY) {
      throw new CliError("invalid_output", "--secret-stdout refuses to print the secret to a terminal", {
        hint: "redirect stdout (e.g. | your-secret-store) or use --secret-file <path>",
      });
    }
    return { kind: "stdout" };
  }
  if (file === "") throw new CliError("invalid_arguments", "--secret-file needs a path");
  const path = resolve(ctx.cwd, file);
  if (exists(path)) {
    throw new CliError("invalid_output", `--secret-file ${path} already exists; it is never overwritten`, {
      hint: "choose a new path, or remove the old file first",
    });
  }
  return { kind: "file", path };
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** An open reveal destination; `commit` writes the secret, `discard` undoes the file. */
interface RevealSink {
  readonly choice: RevealChoice;
  commit(secret: string): Promise<void>;
  discard(): Promise<void>;
}

/** Creates the file now (before the API call); stdout needs nothing up front. */
async function openReveal(ctx: CliContext, choice: RevealChoice): Promise<RevealSink> {
  if (choice.kind === "stdout") {
    return {
      choice,
      async commit(secret) {
        ctx.secrets.add(secret);
        checkShape(secret);
        ctx.stdoutHoldsSecret = true;
        await writeConfirmed(ctx.stdout, `${secret}\n`).catch((error: unknown) => {
          throw new SecretWriteError("stdout", error);
        });
      },
      async discard() {},
    };
  }
  let handle: FileHandle | undefined;
  try {
    handle = await open(choice.path, createFlags, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      "invalid_output",
      code === "EEXIST"
        ? `--secret-file ${choice.path} already exists; it is never overwritten`
        : `--secret-file ${choice.path} cannot be created: ${(await parentProblem(choice.path)) ?? code ?? "error"}`,
    );
  }
  // Its identity: a failed command removes this very file, never one put in its place meanwhile.
  const identity = fileIdentity(await handle.stat({ bigint: true }));
  let committed = false;
  return {
    choice,
    async commit(secret) {
      ctx.secrets.add(secret);
      checkShape(secret);
      try {
        await handle.writeFile(`${secret}\n`, "utf8");
        await handle.sync();
        await handle.close();
      } catch (error) {
        throw new SecretWriteError(`--secret-file ${choice.path}`, error);
      }
      committed = true;
    },
    async discard() {
      if (!committed) await handle.close().catch(() => {});
      await unlinkIfSame(choice.path, identity).catch(() => {});
    },
  };
}

function checkShape(secret: string): void {
  if (!signingSecretPattern.test(secret)) {
    throw new CliError("invalid_api_response", "the API returned a signing secret of an unexpected shape");
  }
}

/** The write of an issued secret failed: where to, and the system's reason. */
class SecretWriteError extends Error {
  override name = "SecretWriteError";
  readonly reason: string;
  constructor(
    readonly destination: string,
    cause: unknown,
  ) {
    super(`cannot write the secret to ${destination}`, { cause });
    const code = (cause as NodeJS.ErrnoException | null)?.code;
    this.reason = typeof code === "string" && /^[A-Z0-9_]{1,40}$/.test(code) ? code : "write failed";
  }
}

/** How to get an issued secret back: the webhook, the key and the exact command that replays it. */
export interface RevealRecovery {
  webhookId: string;
  idempotencyKey: string;
  /** The replay command (src/cli/secrets/replay-command.ts). */
  command: string;
}

/** Runs `call` with the destination open; on any failure the new file is removed. */
export async function withReveal<T>(
  ctx: CliContext,
  choice: RevealChoice,
  call: () => Promise<T>,
  secretOf: (result: T) => string,
  recoveryOf: (result: T) => RevealRecovery,
): Promise<T> {
  const sink = await openReveal(ctx, choice);
  try {
    const result = await call();
    try {
      await sink.commit(secretOf(result));
    } catch (error) {
      if (!(error instanceof SecretWriteError)) throw error;
      throw notWritten(error, recoveryOf(result));
    }
    return result;
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

function notWritten(error: SecretWriteError, recovery: RevealRecovery): CliError {
  return new CliError(
    "secret_not_written",
    `the service issued the signing secret of webhook ${recovery.webhookId}, but writing it to ${error.destination} failed (${error.reason}); it was not shown anywhere else`,
    {
      cause: error,
      hint: `to get the same secret back, run the same command again with --idempotency-key ${recovery.idempotencyKey} within seven days (the replay does not act twice): ${recovery.command}`,
    },
  );
}
