import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { RunIdentity } from "./engine-context.js";
import type { RevealJournal, RevealRecord } from "./journal.js";

/** Records outlive the service's idempotency retention (seven days) by a day, then are pruned. */
const retentionMs = 8 * 24 * 3_600_000;
const maxRecordBytes = 16 * 1024;

/**
 * A journal in `<stateDir>/<sha256 of repository and run id>/<step-id>.json` (directories 0700,
 * files 0600). The run attempt is not in the directory name: the record holds the idempotency
 * key, which says whether it belongs to this attempt (a rotation's key does, a create's does not).
 */
export async function openFileJournal(stateDir: string, run: RunIdentity): Promise<RevealJournal> {
  const digest = createHash("sha256")
    .update(JSON.stringify(["svc-ci-journal/v1", run.repository ?? "", run.runId]))
    .digest("hex")
    .slice(0, 32);
  const directory = join(stateDir, digest);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await prune(stateDir, digest);
  const file = (stepId: string) => join(directory, `${stepId}.json`);
  return {
    location: directory,
    read: async (stepId) => {
      const text = await readFile(file(stepId), "utf8").catch(() => undefined);
      if (text === undefined || text.length > maxRecordBytes) return undefined;
      try {
        const record = JSON.parse(text) as RevealRecord;
        return record && record.v === 1 && record.step === stepId ? record : undefined;
      } catch {
        return undefined;
      }
    },
    write: async (record) => {
      const temp = join(directory, `.${record.step}.${randomBytes(6).toString("hex")}.tmp`);
      const handle = await open(
        temp,
        constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW,
        0o600,
      );
      try {
        await handle.writeFile(JSON.stringify(record));
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, file(record.step));
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      await syncDirectory(directory);
    },
    remove: async (stepId) => {
      await unlink(file(stepId)).catch(() => {});
      await syncDirectory(directory);
    },
  };
}

/** Removes run directories not touched for longer than the retention; never fails the run. */
async function prune(stateDir: string, keep: string): Promise<void> {
  const names = await readdir(stateDir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    if (name === keep || !/^[0-9a-f]{32}$/.test(name)) continue;
    const path = join(stateDir, name);
    const stats = await stat(path).catch(() => undefined);
    if (stats?.isDirectory() && now - stats.mtimeMs > retentionMs)
      await rm(path, { recursive: true, force: true }).catch(() => {});
  }
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, constants.O_RDONLY).catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close();
}
