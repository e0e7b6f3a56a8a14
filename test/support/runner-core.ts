/**
 * A simulated runner's @actions/core for the Action's in-process tests: the same workflow commands
 * and file commands, byte for byte (test/unit/action/runner-core.test.ts compares it with
 * src/action/actions-core.ts), but read from an environment it is given and printed into a string
 * it keeps, so a test never patches process.env or process.stdout.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, constants, existsSync } from "node:fs";
import { access } from "node:fs/promises";
import { EOL } from "node:os";
import { type AnnotationProperties, summary as coreSummary, type InputOptions } from "@actions/core";
import type { ActionCore, JobSummary } from "../../src/action/world.js";

type Env = Readonly<Record<string, string | undefined>>;

export interface SimulatedCore extends ActionCore {
  /** Everything printed so far, as the runner would read it from the step's stdout. */
  readonly stdout: string;
  /** setFailed was called: the step's exit code is 1. */
  readonly failed: boolean;
}

const toCommandValue = (input: unknown): string =>
  input === null || input === undefined
    ? ""
    : typeof input === "string" || input instanceof String
      ? String(input)
      : JSON.stringify(input);
const escapeData = (value: unknown) =>
  toCommandValue(value).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (value: unknown) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** `::name key=value,...::message`, as @actions/core's issueCommand formats it. */
function formatCommand(name: string, properties: Record<string, unknown>, message: unknown): string {
  const given = Object.entries(properties).filter(([, value]) => value);
  const props = given.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(",");
  return `::${name}${props ? ` ${props}` : ""}::${escapeData(message)}`;
}

const commandProperties = (place: AnnotationProperties): Record<string, unknown> =>
  Object.keys(place).length === 0
    ? {}
    : {
        title: place.title,
        file: place.file,
        line: place.startLine,
        endLine: place.endLine,
        col: place.startColumn,
        endColumn: place.endColumn,
      };

/** A job summary of its own (core.summary's class), writing to this environment's GITHUB_STEP_SUMMARY. */
function simulatedSummary(env: Env): JobSummary {
  const Summary = Object.getPrototypeOf(coreSummary).constructor as new () => typeof coreSummary;
  const summary = new Summary();
  (summary as unknown as { filePath: () => Promise<string> }).filePath = async () => {
    const path = env.GITHUB_STEP_SUMMARY;
    if (!path) throw new Error("Unable to find environment variable for $GITHUB_STEP_SUMMARY.");
    await access(path, constants.R_OK | constants.W_OK).catch(() => {
      throw new Error(`Unable to access summary file: '${path}'.`);
    });
    return path;
  };
  return summary;
}

export function simulatedCore(env: Env): SimulatedCore {
  let stdout = "";
  let failed = false;
  const write = (text: string) => {
    stdout += text;
  };
  const issue = (name: string, properties: Record<string, unknown>, message: unknown) =>
    write(formatCommand(name, properties, message) + EOL);
  const fileCommand = (command: string, name: string, value: unknown) => {
    const path = env[`GITHUB_${command}`] as string;
    if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
    const delimiter = `ghadelimiter_${randomUUID()}`;
    appendFileSync(path, `${name}<<${delimiter}${EOL}${toCommandValue(value)}${EOL}${delimiter}${EOL}`);
  };
  const core: SimulatedCore = {
    get stdout() {
      return stdout;
    },
    get failed() {
      return failed;
    },
    getInput: (name: string, options?: InputOptions) => {
      const value = env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
      if (options?.required && !value) throw new Error(`Input required and not supplied: ${name}`);
      return options?.trimWhitespace === false ? value : value.trim();
    },
    setSecret: (secret) => issue("add-mask", {}, secret),
    setOutput: (name, value) => {
      if (env.GITHUB_OUTPUT) return fileCommand("OUTPUT", name, value);
      write(EOL);
      issue("set-output", { name }, toCommandValue(value));
    },
    saveState: (name, value) => {
      if (env.GITHUB_STATE) return fileCommand("STATE", name, value);
      issue("save-state", { name }, toCommandValue(value));
    },
    getState: (name) => env[`STATE_${name}`] || "",
    info: (message) => write(message + EOL),
    debug: (message) => issue("debug", {}, message),
    warning: (message, place = {}) => issue("warning", commandProperties(place), message),
    error: (message, place = {}) => issue("error", commandProperties(place), message),
    notice: (message, place = {}) => issue("notice", commandProperties(place), message),
    setFailed: (message) => {
      failed = true;
      issue("error", {}, message);
    },
    group: async (name, fn) => {
      issue("group", {}, name);
      try {
        return await fn();
      } finally {
        issue("endgroup", {}, "");
      }
    },
    summary: simulatedSummary(env),
  };
  return core;
}
