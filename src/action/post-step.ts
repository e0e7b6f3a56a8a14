import { removeSecretFile } from "../engine/plan-run/secret-files.js";
import { reportPendingReveals } from "./pending-reveals.js";
import { journalState } from "./run-journal.js";
import { readSecretFileRecord } from "./secret-file-record.js";
import { workflowCommands } from "./workflow-commands.js";
import type { PostWorld } from "./world.js";

/**
 * The post step (runs.post, always): removes the secret files the main step wrote, so they do not
 * outlive the job on a self-hosted runner, by the engine's rules for removing a secret file (only
 * the very file written, proven by its inode and the secret's fingerprint). Like
 * actions/checkout's credential clean-up it never fails the job: every problem is a warning.
 */
export async function post(world: PostWorld): Promise<void> {
  const { log, logger } = workflowCommands(world.core);
  await reportPendingReveals(world.core.getState(journalState), log);
  try {
    const record = await readSecretFileRecord(world.core, world.env);
    if (record.problem) logger.warning(record.problem);
    for (const { path, ...proof } of record.files) {
      const note = await removeSecretFile(path, proof);
      logger[note.level](note.message);
    }
  } catch (error) {
    logger.warning(
      `could not clean up the secret files: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
