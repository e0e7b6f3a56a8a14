import {
  decodeSecretFileList,
  encodeSecretFileList,
  secretFileSink,
} from "../engine/plan-run/secret-files.js";
import * as core from "./actions-core.js";

/** The state (core.saveState) through which the main step tells the post step what to remove. */
export const secretFilesState = "secretFiles";

/**
 * The file sink (the engine's secret-file rules), recording every written file (core.saveState)
 * for the post step, which removes them; with keep-secret-files nothing is recorded.
 */
export function actionFileSink(workspace: string, keep: boolean) {
  if (keep) return secretFileSink(workspace);
  const written: string[] = [];
  return secretFileSink(workspace, (path) => {
    written.push(path);
    core.saveState(secretFilesState, encodeSecretFileList(written));
  });
}

/** The files the main step recorded; a tampered or empty state is none. */
export const recordedSecretFiles = (): string[] => decodeSecretFileList(core.getState(secretFilesState));
