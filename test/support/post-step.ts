/**
 * The Action's main step writing secret files through its file sink, then its post step removing
 * them, in process on a simulated runner (test/support/runner-env.ts).
 */
import { post } from "../../src/action/post-step.js";
import { actionFileSink } from "../../src/action/secret-file-sink.js";
import { runActionInProcess } from "./runner-env.js";

export const fakeSecret = (letter: string) => `whsec_v2_${letter.repeat(43)}`;

/** The main step's file sink (workspace `dir`) writing `secretValue` to each path; returns the state it saved. */
export async function mainWrites(
  dir: string,
  paths: string[],
  secretValue = fakeSecret("w"),
): Promise<Record<string, string>> {
  const main = await runActionInProcess(
    async ({ core }) => {
      const sink = actionFileSink(dir, false, core);
      for (const path of paths) {
        const prepared = await sink.prepare({ type: "file", path }, { stepId: "rotate" });
        await prepared.deliver(secretValue);
      }
    },
    { fileCommands: true },
  );
  return main.state;
}

/** The post step, given the state the main step saved. */
export const runPost = (state: Record<string, string>) =>
  runActionInProcess(post, { state, fileCommands: false });
