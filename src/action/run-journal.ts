import { join } from "node:path";
import {
  JournalDirectoryError,
  openFileJournal,
  type RevealJournal,
  type RunIdentity,
} from "../engine/index.js";
import type { ActionLog } from "./workflow-commands.js";
import type { ActionCore, ActionEnv } from "./world.js";

/** The state (core.saveState) through which the main step tells the post step where the journal is. */
export const journalState = "runJournal";
/**
 * Saved when the main step ends (however its run went): a post step that finds it missing runs
 * after a main step that was killed, and names the secrets its steps had stored (pending-reveals.ts).
 */
export const mainEndedState = "mainEnded";

/**
 * The run journal in RUNNER_TEMP (docs/plan.md "Crash safety"). It lives as long as the job: a
 * second run of the plan in the same job replays an interrupted reveal from it, and the post step
 * (which runs after a killed main step) reports a reveal left pending. A re-run attempt starts on a
 * fresh runner without it. A journal that cannot be opened is a warning, never a failed job.
 */
export async function openActionJournal(
  env: ActionEnv,
  run: RunIdentity,
  core: Pick<ActionCore, "saveState">,
  log: ActionLog,
): Promise<RevealJournal | undefined> {
  if (!env.RUNNER_TEMP) return undefined;
  try {
    const journal = await openFileJournal(join(env.RUNNER_TEMP, "svc-ci-journal"), run, {
      debug: log.debug,
    });
    core.saveState(journalState, journal.location);
    return {
      ...journal,
      replayHint:
        "running the plan again in this job replays it from the run journal in RUNNER_TEMP (a workflow re-run attempt starts on a fresh runner without it)",
    };
  } catch (error) {
    const why =
      error instanceof JournalDirectoryError ? error.message : (error as NodeJS.ErrnoException).code;
    log.warning(
      `no run journal in RUNNER_TEMP (${why ?? "error"}): an interrupted secret reveal cannot be replayed`,
    );
    return undefined;
  }
}
