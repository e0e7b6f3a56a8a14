import { constants } from "node:fs";
import { lstat, open, unlink } from "node:fs/promises";
import { isAbsolute } from "node:path";
import { signingSecretPattern } from "../schemas/patterns.js";
import * as core from "./actions-core.js";
import { reportPendingReveals } from "./pending-reveals.js";
import { journalState } from "./run-journal.js";
import { parseSecretFiles, secretFilesState } from "./secret-files.js";
import { coreLogger } from "./workflow-commands.js";

/**
 * The post step (runs.post, always): removes the secret files the main step wrote, so they do not
 * outlive the job on a self-hosted runner. Like actions/checkout's credential clean-up it never
 * fails the job: every problem is a warning.
 */
export async function post(): Promise<void> {
  await reportPendingReveals(core.getState(journalState));
  try {
    const files = parseSecretFiles(core.getState(secretFilesState));
    for (const file of files) await removeSecretFile(file);
  } catch (error) {
    coreLogger.warning(
      `could not clean up the secret files: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function removeSecretFile(file: string): Promise<void> {
  if (!isAbsolute(file)) {
    coreLogger.warning(`not removing ${file}: the recorded path is not absolute`);
    return;
  }
  try {
    const stats = await lstat(file);
    if (!stats.isFile() && !stats.isSymbolicLink()) {
      coreLogger.warning(`not removing ${file}: it is no longer a regular file`);
      return;
    }
    if (stats.isFile() && !(await holdsSigningSecret(file))) {
      coreLogger.warning(
        `not removing ${file}: it no longer holds the signing secret the file sink wrote (something replaced it); remove it yourself if it should go`,
      );
      return;
    }
    // unlink removes a symlink planted there meanwhile, never what it points to.
    await unlink(file);
    coreLogger.info(`removed the secret file ${file}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") coreLogger.info(`the secret file ${file} was already removed`);
    else
      coreLogger.warning(`could not remove the secret file ${file} (${code ?? "error"}); remove it yourself`);
  }
}

/**
 * Whether the file still holds what the file sink wrote (a signing secret and a line feed): the
 * post step removes that, never a file the state names that something else wrote (a tampered
 * state, or a later step that reused the path).
 */
async function holdsSigningSecret(file: string): Promise<boolean> {
  // O_NONBLOCK: a named pipe swapped in after the lstat above is never waited on.
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const buffer = Buffer.alloc(128);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return signingSecretPattern.test(buffer.toString("latin1", 0, bytesRead).replace(/\n$/, ""));
  } finally {
    await handle.close();
  }
}
