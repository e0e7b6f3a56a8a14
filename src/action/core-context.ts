import * as core from "@actions/core";
import type { Logger, OutputSink, SecretMasker } from "../engine/index.js";

/** Step outputs through core.setOutput (GITHUB_OUTPUT). */
export const coreOutputs: OutputSink = { set: (name, value) => core.setOutput(name, value) };

/** core.setSecret: `::add-mask::` goes out before anything else can print the value. */
export const coreMasker: SecretMasker = {
  mask: (secret) => {
    if (secret) core.setSecret(secret);
  },
};

export const coreLogger: Logger = {
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  debug: (message) => core.debug(message),
  group: (name, fn) => core.group(name, fn),
};
