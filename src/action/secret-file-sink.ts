import {
  decodePathMap,
  decodeSecretFileList,
  encodePathMap,
  encodeSecretFileList,
  secretFileSink,
} from "../engine/plan-run/secret-files.js";
import type { ActionCore } from "./world.js";

/** The state (core.saveState) through which the main step tells the post step what to remove. */
export const secretFilesState = "secretFiles";
/** The fingerprint of the secret each recorded file received: the post step removes only that one. */
const secretFileFingerprintsState = "secretFileFingerprints";
/** Each recorded file's identity (device:inode): the post step removes only the file the sink created. */
const secretFileIdentitiesState = "secretFileIdentities";

/**
 * The file sink (the engine's secret-file rules), recording every written file (core.saveState)
 * for the post step, which removes them; with keep-secret-files nothing is recorded.
 */
export function actionFileSink(workspace: string, keep: boolean, core: Pick<ActionCore, "saveState">) {
  if (keep) return secretFileSink(workspace);
  const written: string[] = [];
  const fingerprints: Record<string, string> = {};
  const identities: Record<string, string> = {};
  return secretFileSink(workspace, (path, fingerprint, identity) => {
    written.push(path);
    fingerprints[path] = fingerprint;
    if (identity !== undefined) identities[path] = identity;
    core.saveState(secretFileFingerprintsState, encodePathMap(fingerprints));
    core.saveState(secretFileIdentitiesState, encodePathMap(identities));
    core.saveState(secretFilesState, encodeSecretFileList(written));
  });
}

/**
 * The files the main step recorded, with what proves each is the file written (the secret's
 * fingerprint, the file's identity) where known; a tampered or empty state is none.
 */
export function recordedSecretFiles(
  core: Pick<ActionCore, "getState">,
): { path: string; fingerprint?: string; identity?: string }[] {
  const fingerprints = decodePathMap(core.getState(secretFileFingerprintsState));
  const identities = decodePathMap(core.getState(secretFileIdentitiesState));
  return decodeSecretFileList(core.getState(secretFilesState)).map((path) => {
    const fingerprint = fingerprints.get(path);
    const identity = identities.get(path);
    return {
      path,
      ...(fingerprint === undefined ? {} : { fingerprint }),
      ...(identity === undefined ? {} : { identity }),
    };
  });
}
