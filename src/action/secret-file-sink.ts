import { secretFileSink } from "../engine/plan-run/secret-files.js";
import { recordDirectory, secretFileRecorder } from "./secret-file-record.js";
import type { ActionCore, ActionEnv } from "./world.js";

/**
 * The file sink (the engine's secret-file rules), recording every written file for the post step,
 * which removes them (secret-file-record.ts); with keep-secret-files nothing is recorded.
 */
export function actionFileSink(
  workspace: string,
  keep: boolean,
  runner: { core: Pick<ActionCore, "saveState">; env: ActionEnv; warn: (message: string) => void },
) {
  if (keep) return secretFileSink(workspace);
  return secretFileSink(workspace, secretFileRecorder(recordDirectory(runner.env), runner.core, runner.warn));
}
