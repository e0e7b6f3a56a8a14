import type { Logger, OutputSink, SecretMasker } from "../engine/index.js";
import { redactSecretShapes } from "../transport/redact.js";
import { safeLogLine as escapedLine, safeLogText as escapedText } from "../untrusted/log-text.js";
import * as core from "./actions-core.js";

/**
 * The only module of the Action that prints through @actions/core: every message, annotation
 * title and file, group name and failure passes safeLogText/safeLogLine first, so no text from a
 * plan, an input, an API answer or an error can start a workflow command (`::name::`) or send a
 * terminal escape. A test keeps the rest of src/action from calling core's printing functions.
 * Text shaped like an API token or signing secret is redacted too: a plan value or an API answer
 * (a webhook URL with `?t=<token>`) may carry one the runner does not know to mask.
 */
const safeLogText = (text: string) => escapedText(redactSecretShapes(text));
const safeLogLine = (text: string) => escapedLine(redactSecretShapes(text));

export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

function safePlace(place: AnnotationPlace | undefined): core.AnnotationProperties | undefined {
  if (!place) return undefined;
  return {
    ...place,
    ...(place.title === undefined ? {} : { title: safeLogLine(place.title) }),
    ...(place.file === undefined ? {} : { file: safeLogLine(place.file) }),
  };
}

export const actionLog = {
  info: (message: string) => core.info(safeLogText(message)),
  debug: (message: string) => core.debug(safeLogText(message)),
  warning: (message: string, place?: AnnotationPlace) => core.warning(safeLogText(message), safePlace(place)),
  error: (message: string, place?: AnnotationPlace) => core.error(safeLogText(message), safePlace(place)),
  group: <T>(name: string, fn: () => Promise<T>) => core.group(safeLogLine(name), fn),
  setFailed: (message: string) => core.setFailed(safeLogText(message)),
};

/** Step outputs through core.setOutput (GITHUB_OUTPUT): data, passed on exactly. */
export const coreOutputs: OutputSink = { set: (name, value) => core.setOutput(name, value) };

/** core.setSecret: `::add-mask::` goes out before anything else can print the value. */
export const coreMasker: SecretMasker = {
  mask: (secret) => {
    if (secret) core.setSecret(secret);
  },
};

export const coreLogger: Logger = {
  info: actionLog.info,
  warning: (message) => actionLog.warning(message),
  debug: actionLog.debug,
  group: actionLog.group,
};
