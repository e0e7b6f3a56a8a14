/**
 * The functions of @actions/core the Action uses, on the package's own command modules.
 *
 * `@actions/core`'s index also imports its OIDC client (`getIDToken`), which loads
 * @actions/http-client and with it all of undici, and `platform`, which loads @actions/exec: about
 * 55 ms of CPU before the Action's first request (docs/startup.md, `npx tsx bench/action.ts`), for
 * features the Action never uses. The package's exports map offers only its index, so its modules
 * are imported by their path (the package is a direct dependency, so it sits in the root
 * node_modules). Each function below is the index's wrapper over those modules, with the same
 * behaviour: test/unit/action/actions-core.test.ts runs both side by side in the same runner
 * environment and compares every byte they write.
 */
import { EOL } from "node:os";
import type { AnnotationProperties, InputOptions } from "@actions/core";
import { issue, issueCommand } from "../../node_modules/@actions/core/lib/command.js";
import {
  issueFileCommand,
  prepareKeyValueMessage,
} from "../../node_modules/@actions/core/lib/file-command.js";
import { toCommandProperties, toCommandValue } from "../../node_modules/@actions/core/lib/utils.js";

export { summary } from "../../node_modules/@actions/core/lib/summary.js";
export type { AnnotationProperties, InputOptions };

/** INPUT_<NAME> as the runner sets it; trimmed unless `trimWhitespace: false`. */
export function getInput(name: string, options?: InputOptions): string {
  const value = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options?.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  if (options?.trimWhitespace === false) return value;
  return value.trim();
}

/** `::add-mask::`: the runner replaces the value with *** in every later log line. */
export function setSecret(secret: string): void {
  issueCommand("add-mask", {}, secret);
}

export function setOutput(name: string, value: unknown): void {
  if (process.env.GITHUB_OUTPUT) {
    issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
    return;
  }
  process.stdout.write(EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}

export function saveState(name: string, value: unknown): void {
  if (process.env.GITHUB_STATE) {
    issueFileCommand("STATE", prepareKeyValueMessage(name, value));
    return;
  }
  issueCommand("save-state", { name }, toCommandValue(value));
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] || "";
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function debug(message: string): void {
  issueCommand("debug", {}, message);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand("warning", toCommandProperties(properties), message);
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issueCommand("error", toCommandProperties(properties), message);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issueCommand("notice", toCommandProperties(properties), message);
}

/** Exit code 1 once the process ends, and the message as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** `::group::` around `fn`; `::endgroup::` however it ends. */
export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  issue("group", name);
  try {
    return await fn();
  } finally {
    issue("endgroup");
  }
}
