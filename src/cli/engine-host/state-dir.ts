import { isAbsolute, join, resolve } from "node:path";
import type { RevealJournal, RunIdentity } from "../../engine/index.js";
import { JournalDirectoryError, openFileJournal } from "../../engine/index.js";
import { creatableDirectoryProblem } from "../../untrusted/path-problem.js";
import { CliError } from "../errors.js";

/**
 * Where `svc run` keeps its run journal (docs/cli-run.md "Crash safety"): --state-dir, else
 * $XDG_STATE_HOME/svc/runs, else $HOME/.local/state/svc/runs; undefined (no journal) when none of
 * them is set, rather than guessing a home directory the environment did not name.
 */
export function stateDirectory(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  flag: string | undefined,
): string | undefined {
  if (flag !== undefined) return resolve(cwd, flag);
  const xdg = env.XDG_STATE_HOME?.trim();
  if (xdg && isAbsolute(xdg)) return join(xdg, "svc", "runs");
  const home = env.HOME?.trim();
  if (home && isAbsolute(home)) return join(home, ".local", "state", "svc", "runs");
  return undefined;
}

/** The fix line under a state directory the run journal cannot use (docs/troubleshooting.md). */
export const stateDirHint = "give another --state-dir, or move what the message names away";

/**
 * Opens the run journal; `debug` hears what its clean-up left alone (docs/security.md "What svc
 * deletes"). A directory that cannot be used is a usage error naming what is in the way.
 */
export async function openRunJournal(
  stateDir: string,
  run: RunIdentity,
  debug?: (message: string) => void,
): Promise<RevealJournal> {
  try {
    return await openFileJournal(stateDir, run, debug ? { debug } : {});
  } catch (error) {
    const why =
      error instanceof JournalDirectoryError
        ? error.message
        : ((await creatableDirectoryProblem(stateDir)) ??
          `it cannot be written (${(error as NodeJS.ErrnoException).code ?? "error"})`);
    throw new CliError(
      "invalid_arguments",
      `cannot use the state directory ${stateDir} for the run journal: ${why}`,
      {
        hint: stateDirHint,
      },
    );
  }
}
