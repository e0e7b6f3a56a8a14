import { readdir } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { readRecordFile } from "../engine/journal-file.js";
import { actionLog } from "./workflow-commands.js";

/**
 * The post step runs after a main step that was killed (a step timeout, a cancelled job, an
 * out-of-memory kill). A reveal still pending in the run journal means the service may have issued
 * a secret that reached no sink: say so as an error annotation naming the step and the way out,
 * so a lost secret is never silent (docs/plan.md "Crash safety"). Never fails the job itself.
 */
export async function reportPendingReveals(location: string): Promise<void> {
  if (!location || !isAbsolute(location)) return;
  const names = await readdir(location).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith(".json")).sort()) {
    // Never through a symlink, never waiting on a named pipe planted in the journal.
    const record = await readRecordFile(join(location, name));
    if (record?.v !== 1 || record.state !== "pending" || !/^[a-z][a-z0-9-]{0,62}$/.test(record.step))
      continue;
    const what =
      record.op === "rotate"
        ? `the rotation of the signing secret of webhook ${/^[A-Za-z0-9_.:-]{1,128}$/.test(record.webhookId ?? "") ? record.webhookId : "?"}`
        : "the create of its webhook";
    actionLog.error(
      `step "${record.step}": the run ended while ${what} was in progress, so the service may have issued a signing secret that reached no ${record.sink === "output" || record.sink === "file" || record.sink === "command" || record.sink === "github-secret" ? record.sink : ""} sink. Running the plan again in this job replays it from the run journal; a re-run of the workflow starts without it: ${record.op === "rotate" ? "it rotates anew" : "rotate the webhook's secret (rotate-secret) if its receiver cannot verify"}`,
    );
  }
}
