/**
 * The Action's main step writing secret files through its file sink, then its post step removing
 * them, in process on a simulated runner (test/support/runner-env.ts). The two steps share the
 * runner's temp dir (RUNNER_TEMP), where the main step keeps its record of the files.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { post } from "../../src/action/post-step.js";
import { secretFileRecordState } from "../../src/action/secret-file-record.js";
import { actionFileSink } from "../../src/action/secret-file-sink.js";
import { runActionInProcess } from "./runner-env.js";

export const fakeSecret = (letter: string) => `whsec_v2_${letter.repeat(43)}`;

/** The runner's temp dir of the tests' job in workspace `dir`. */
export const runnerTempOf = (dir: string) => join(dir, ".runner-temp");

/** The main step's file sink (workspace `dir`) writing `secretValue` to each path; returns the state it saved. */
export async function mainWrites(
  dir: string,
  paths: string[],
  secretValue = fakeSecret("w"),
): Promise<Record<string, string>> {
  const runnerTemp = runnerTempOf(dir);
  mkdirSync(runnerTemp, { recursive: true });
  const main = await runActionInProcess(
    async ({ core, env }) => {
      const sink = actionFileSink(dir, false, { core, env, warn: (message) => core.warning(message) });
      for (const path of paths) {
        const prepared = await sink.prepare({ type: "file", path }, { stepId: "rotate" });
        await prepared.deliver(secretValue);
      }
    },
    { fileCommands: true, env: { RUNNER_TEMP: runnerTemp } },
  );
  return main.state;
}

/**
 * The post step, given the state the main step saved, in the job's runner temp dir: by default
 * the directory of the record the state names.
 */
export const runPost = (state: Record<string, string>, runnerTemp?: string) => {
  const record = state[secretFileRecordState];
  const temp = runnerTemp ?? (record ? dirname(record) : undefined);
  return runActionInProcess(post, {
    state,
    fileCommands: false,
    ...(temp ? { env: { RUNNER_TEMP: temp } } : {}),
  });
};
