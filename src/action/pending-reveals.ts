import { readdir } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import type { RevealRecord } from "../engine/index.js";
import { readRecordFile } from "../engine/journal-file.js";
import { batchedMessages, maxSeparateAnnotations } from "./annotation-batches.js";
import {
  createKeyNote,
  isCreateKey,
  pendingRevealTitle,
  type StoredSecret,
  storedRevealTitle,
  storedSecretPart,
} from "./rerun-evidence.js";
import type { ActionLog } from "./workflow-commands.js";

const sinkKinds = new Set(["output", "file", "command", "github-secret"]);

/**
 * The post step runs after a main step that was killed (a step timeout, a cancelled job, an
 * out-of-memory kill). A reveal still pending in the run journal means the service may have issued
 * a secret that reached no sink: say so as an error annotation naming the step and the way out,
 * so a lost secret is never silent (docs/plan.md "Crash safety"). A create's annotation names its
 * idempotency key, which is the same in every attempt of the run: a re-run attempt reads it back
 * from GitHub and names the webhook it finds. Never fails the job itself.
 */
export async function reportPendingReveals(
  location: string,
  log: ActionLog,
  options: {
    mainEnded: boolean;
    /** The files the main step wrote, by the fingerprint of the secret each holds. */
    files?: ReadonlyMap<string, string>;
  } = { mainEnded: true },
): Promise<void> {
  if (!location || !isAbsolute(location)) return;
  const records = await journalRecords(location);
  reportPending(
    records.filter((record) => record.state === "pending"),
    log,
  );
  if (!options.mainEnded)
    reportStored(
      records.filter((record) => record.state === "stored"),
      log,
      options.files ?? new Map(),
    );
}

/** The journal's well-formed records, in step order. */
async function journalRecords(location: string): Promise<RevealRecord[]> {
  const names = await readdir(location).catch(() => [] as string[]);
  const records: RevealRecord[] = [];
  for (const name of names.filter((entry) => entry.endsWith(".json")).sort()) {
    // Never through a symlink, never waiting on a named pipe planted in the journal.
    const record = await readRecordFile(join(location, name));
    if (record?.v !== 1 || !/^[a-z][a-z0-9-]{0,62}$/.test(record.step)) continue;
    records.push(record);
  }
  return records;
}

/**
 * After a main step that did not end (killed): the secrets its steps had stored, with their
 * fingerprints, as notices a re-run attempt reads back (rerun-evidence.ts): on a self-hosted runner
 * it finds the files this run wrote in the kept workspace, and the secrets that went only to this
 * attempt's masked outputs are named. Never a secret, only fingerprints.
 */
function reportStored(
  records: readonly RevealRecord[],
  log: ActionLog,
  files: ReadonlyMap<string, string>,
): void {
  const parts = records.flatMap((record) => {
    if (!record.fingerprint || !/^hmac-sha256:[0-9a-f]{16}$/.test(record.fingerprint)) return [];
    const secret: StoredSecret = {
      step: record.step,
      sink: sinkKinds.has(record.sink) ? record.sink : "other",
      fingerprint: record.fingerprint,
      ...(record.sink === "file" ? fileOf(record, files) : {}),
      ...(record.op === "rotate" && webhookIdOf(record) !== "?" ? { webhookId: webhookIdOf(record) } : {}),
      ...(record.op === "create" && isCreateKey(record.key) ? { key: record.key } : {}),
    };
    return [storedSecretPart(secret)];
  });
  // A file the main step wrote whose journal record was not yet marked stored (killed in between).
  const covered = new Set(records.map((record) => record.fingerprint));
  for (const [fingerprint, file] of files)
    if (!covered.has(fingerprint)) parts.push(storedSecretPart({ sink: "file", fingerprint, file }));
  for (const message of batchedMessages(
    parts,
    (batch) =>
      `the run ended before its steps did, after they had stored these signing secrets: ${batch.join("; ")}. A re-run attempt reads this back: it recognises these files as this run's own, and names the webhooks whose secret went only to this attempt's outputs`,
  ))
    log.notice(message, { title: storedRevealTitle });
}

/** A file sink record's file: the journal's target, else the file the main step wrote that secret to. */
function fileOf(record: RevealRecord, files: ReadonlyMap<string, string>): { file?: string } {
  const file = record.target ?? (record.fingerprint ? files.get(record.fingerprint) : undefined);
  return file === undefined ? {} : { file };
}

function reportPending(pending: readonly RevealRecord[], log: ActionLog): void {
  if (pending.length === 0) return;
  if (pending.length <= maxSeparateAnnotations) {
    for (const record of pending) log.error(pendingMessage(record), { title: pendingRevealTitle });
    return;
  }
  // GitHub keeps 10 error annotations of a step: a fleet's many reveals in flight (creates wait
  // for one duplicate check) share a few, each naming its steps and create keys, so a re-run
  // attempt still reads every key back. The log has each one's own line.
  for (const record of pending) log.info(pendingMessage(record));
  for (const message of combinedMessages(pending)) log.error(message, { title: pendingRevealTitle });
}

function combinedMessages(records: readonly RevealRecord[]): string[] {
  const parts = records.map((record) => {
    if (record.op === "rotate") return `step "${record.step}" (rotation of webhook ${webhookIdOf(record)})`;
    const key = isCreateKey(record.key) ? ` (${createKeyNote(record.key)})` : "";
    return `step "${record.step}" (create${key})`;
  });
  return batchedMessages(
    parts,
    (batch) =>
      `the run ended while ${batch.length} of ${records.length} reveals were in progress, so the service may have issued signing secrets that reached no sink: ${batch.join(", ")}. Running the plan again in this job replays them from the run journal; a re-run of the workflow starts without it: it rotates anew, and names each created webhook it finds: rotate those webhooks' secrets (rotate-secret) if their receivers cannot verify`,
  );
}

const webhookIdOf = (record: RevealRecord) =>
  /^[A-Za-z0-9_.:-]{1,128}$/.test(record.webhookId ?? "") ? record.webhookId : "?";

function pendingMessage(record: RevealRecord): string {
  const sink = sinkKinds.has(record.sink) ? `${record.sink} ` : "";
  if (record.op === "rotate") {
    const id = webhookIdOf(record);
    return `step "${record.step}": the run ended while the rotation of the signing secret of webhook ${id} was in progress, so the service may have issued a signing secret that reached no ${sink}sink. Running the plan again in this job replays it from the run journal; a re-run of the workflow starts without it: it rotates anew`;
  }
  const key = isCreateKey(record.key) ? ` (${createKeyNote(record.key)})` : "";
  return `step "${record.step}": the run ended while the create of its webhook was in progress${key}, so the service may have issued a signing secret that reached no ${sink}sink. Running the plan again in this job replays it from the run journal; a re-run of the workflow starts without it and names the webhook if it finds one: rotate the webhook's secret (rotate-secret) if its receiver cannot verify`;
}
