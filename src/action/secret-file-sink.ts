import { fileSinkHandler } from "../engine/index.js";
import * as core from "./actions-core.js";
import { recordingDeliveries, secretFilesState } from "./secret-files.js";

/** The file sink, recording every written file (core.saveState) for the post step, which removes them. */
export function fileSinkForCleanUp(workspace: string) {
  const written: string[] = [];
  return recordingDeliveries(fileSinkHandler(workspace), (path) => {
    written.push(path);
    core.saveState(secretFilesState, JSON.stringify(written));
  });
}
