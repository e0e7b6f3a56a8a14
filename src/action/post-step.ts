import { removeSecretFile } from "../engine/plan-run/secret-files.js";
import { reportPendingReveals } from "./pending-reveals.js";
import { journalState, mainEndedState } from "./run-journal.js";
import { readSecretFileRecord, type SecretFileRecord, secretFilesKeptState } from "./secret-file-record.js";
import { workflowCommands } from "./workflow-commands.js";
import type { PostWorld } from "./world.js";

/**
 * The post step (runs.post, always): removes the secret files the main step wrote, so they do not
 * outlive the job on a self-hosted runner, by the engine's rules for removing a secret file (only
 * the very file written, proven by its inode and the secret's fingerprint), unless
 * keep-secret-files. After a killed main step it first reports what the run journal holds
 * (pending-reveals.ts), naming each stored secret's file from the same record. Like
 * actions/checkout's credential clean-up it never fails the job: every problem is a warning.
 */
export async function post(world: PostWorld): Promise<void> {
  const { log, logger } = workflowCommands(world.core);
  const record = await readSecretFileRecord(world.core, world.env).catch(
    (error: unknown): SecretFileRecord => ({
      files: [],
      problem: `could not read the record of the secret files: ${error instanceof Error ? error.message : String(error)}`,
    }),
  );
  const files = new Map(
    record.files.flatMap((file) => (file.fingerprint ? [[file.fingerprint, file.path]] : [])),
  );
  await reportPendingReveals(world.core.getState(journalState), log, {
    mainEnded: world.core.getState(mainEndedState) === "true",
    files,
  });
  if (world.core.getState(secretFilesKeptState) === "true") return;
  if (record.problem) logger.warning(record.problem);
  for (const { path, ...proof } of record.files) {
    const note = await removeSecretFile(path, proof);
    logger[note.level](note.message);
  }
}
