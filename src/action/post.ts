import { removeSecretFile } from "../engine/plan-run/secret-files.js";
import * as core from "./actions-core.js";
import { reportPendingReveals } from "./pending-reveals.js";
import { journalState } from "./run-journal.js";
import { recordedSecretFiles } from "./secret-file-sink.js";
import { coreLogger } from "./workflow-commands.js";

/**
 * The post step (runs.post, always): removes the secret files the main step wrote, so they do not
 * outlive the job on a self-hosted runner, by the engine's rules for removing a secret file (only
 * the very file written, proven by its inode and the secret's fingerprint). Like
 * actions/checkout's credential clean-up it never fails the job: every problem is a warning.
 */
export async function post(): Promise<void> {
  await reportPendingReveals(core.getState(journalState));
  try {
    for (const { path, ...proof } of recordedSecretFiles()) {
      const note = await removeSecretFile(path, proof);
      coreLogger[note.level](note.message);
    }
  } catch (error) {
    coreLogger.warning(
      `could not clean up the secret files: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
