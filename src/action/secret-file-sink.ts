import { secretFileSink } from "../engine/plan-run/secret-files.js";
import { recordDirectory, secretFileRecorder, secretFilesKeptState } from "./secret-file-record.js";
import type { ActionCore, ActionEnv } from "./world.js";

/**
 * The file sink (the engine's secret-file rules), recording every written file for the post step
 * (secret-file-record.ts), which removes them unless keep-secret-files; kept or not, the record
 * tells a killed attempt's post step which file each stored secret went to (pending-reveals.ts).
 */
export function actionFileSink(
  workspace: string,
  keep: boolean,
  runner: { core: Pick<ActionCore, "saveState">; env: ActionEnv; warn: (message: string) => void },
) {
  if (keep) runner.core.saveState(secretFilesKeptState, "true");
  return secretFileSink(workspace, secretFileRecorder(recordDirectory(runner.env), runner.core, runner.warn));
}
