import type { Logger, OutputSink, SecretMasker } from "../engine/index.js";
import { redactSecretShapes } from "../transport/redact.js";
import { safeLogLine as escapedLine, safeLogText as escapedText } from "../untrusted/log-text.js";
import type { ActionCore } from "./world.js";

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

interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

function safePlace(place: AnnotationPlace | undefined) {
  if (!place) return undefined;
  return {
    ...place,
    ...(place.title === undefined ? {} : { title: safeLogLine(place.title) }),
    ...(place.file === undefined ? {} : { file: safeLogLine(place.file) }),
  };
}

export interface ActionLog {
  info(message: string): void;
  debug(message: string): void;
  warning(message: string, place?: AnnotationPlace): void;
  error(message: string, place?: AnnotationPlace): void;
  notice(message: string, place?: AnnotationPlace): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
  setFailed(message: string): void;
}

/** The Action's log, step outputs and masks, on a runner's core (or a simulated one). */
export interface WorkflowCommands {
  log: ActionLog;
  /** The engine's logger: the same log. */
  logger: Logger;
  /** Step outputs through core.setOutput (GITHUB_OUTPUT): data, passed on exactly. */
  outputs: OutputSink;
  /** core.setSecret: `::add-mask::` goes out before anything else can print the value. */
  masker: SecretMasker;
}

export function workflowCommands(core: ActionCore): WorkflowCommands {
  const log: ActionLog = {
    info: (message) => core.info(safeLogText(message)),
    debug: (message) => core.debug(safeLogText(message)),
    warning: (message, place) => core.warning(safeLogText(message), safePlace(place)),
    error: (message, place) => core.error(safeLogText(message), safePlace(place)),
    notice: (message, place) => core.notice(safeLogText(message), safePlace(place)),
    group: (name, fn) => core.group(safeLogLine(name), fn),
    setFailed: (message) => core.setFailed(safeLogText(message)),
  };
  return {
    log,
    logger: {
      info: log.info,
      warning: (message) => log.warning(message),
      debug: log.debug,
      group: log.group,
    },
    outputs: { set: (name, value) => core.setOutput(name, value) },
    masker: {
      mask: (secret) => {
        if (secret) core.setSecret(secret);
      },
    },
  };
}
