import {
  decodeSecretFileFingerprints,
  decodeSecretFileList,
  encodeSecretFileFingerprints,
  encodeSecretFileList,
  secretFileSink,
} from "../engine/plan-run/secret-files.js";
import type { ActionCore } from "./world.js";

/** The state (core.saveState) through which the main step tells the post step what to remove. */
export const secretFilesState = "secretFiles";
/** The fingerprint of the secret each recorded file received: the post step removes only that one. */
export const secretFileFingerprintsState = "secretFileFingerprints";

/**
 * The file sink (the engine's secret-file rules), recording every written file (core.saveState)
 * for the post step, which removes them; with keep-secret-files nothing is recorded.
 */
export function actionFileSink(workspace: string, keep: boolean, core: Pick<ActionCore, "saveState">) {
  if (keep) return secretFileSink(workspace);
  const written: string[] = [];
  const fingerprints: Record<string, string> = {};
  return secretFileSink(workspace, (path, fingerprint) => {
    written.push(path);
    fingerprints[path] = fingerprint;
    core.saveState(secretFileFingerprintsState, encodeSecretFileFingerprints(fingerprints));
    core.saveState(secretFilesState, encodeSecretFileList(written));
  });
}

/** The files the main step recorded, with the fingerprint of the secret each received if known; a tampered or empty state is none. */
export function recordedSecretFiles(
  core: Pick<ActionCore, "getState">,
): { path: string; fingerprint?: string }[] {
  const fingerprints = decodeSecretFileFingerprints(core.getState(secretFileFingerprintsState));
  return decodeSecretFileList(core.getState(secretFilesState)).map((path) => {
    const fingerprint = fingerprints.get(path);
    return fingerprint === undefined ? { path } : { path, fingerprint };
  });
}
