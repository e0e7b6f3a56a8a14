import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { link, lstat, open, readdir, readFile, stat, unlink } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import type { SecretSinkHandler } from "./types.js";

const createFlags = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW;

/** `.<name>.svc-ci-<hex>.tmp`: the hidden temp file next to the destination while the secret is written. */
const tempPrefix = (path: string) => `.${basename(path)}.svc-ci-`;
const tempSuffix = ".tmp";

/**
 * Writes the secret to a new file with mode 0600, crash-safe: the destination never exists half
 * written. Before the API call that reveals the secret only a hidden temp file in the same
 * directory is created (so nothing is revealed when the directory is not writable); the secret is
 * written there, fsynced, then hard-linked to the destination, which fails when the destination
 * exists (a file is never overwritten, a planted symlink never followed), and the directory is
 * fsynced. A reader sees no file or the whole secret. Temp files a killed run left behind are
 * removed by the next prepare of the same destination.
 *
 * A destination that already holds exactly this secret is accepted: a re-run replaying the same
 * reveal (docs/plan.md "Crash safety") writes nothing new. The plan check allows an existing
 * destination only when the run journal says this step of this run wrote it (`scope.previousTarget`).
 */
export function fileSinkHandler(workingDirectory: string): SecretSinkHandler<"file"> {
  const where = (path: string) => resolve(workingDirectory, path);
  return {
    check: async (spec, scope) => {
      const path = where(spec.path);
      if ((await exists(path)) && scope.previousTarget !== path) {
        return [
          {
            field: "path",
            message: `file ${path} already exists; the file sink never overwrites: remove it or choose a new path (a run with the same run identity finds the files it wrote itself in its journal)`,
          },
        ];
      }
      const parent = await stat(dirname(path)).catch(() => undefined);
      if (!parent?.isDirectory()) {
        return [{ field: "path", message: `directory ${dirname(path)} does not exist; create it first` }];
      }
      return [];
    },
    prepare: async (spec, scope) => {
      const path = where(spec.path);
      // Refused before the call, so an existing file costs no rotation.
      if ((await exists(path)) && scope.previousTarget !== path)
        throw new Error(
          `file ${path} already exists; the file sink never overwrites: remove it or choose a new path`,
        );
      await removeLeftovers(path);
      const temp = join(dirname(path), `${tempPrefix(path)}${randomBytes(8).toString("hex")}${tempSuffix}`);
      const handle = await open(temp, createFlags, 0o600).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`cannot create a file in ${dirname(path)} (${error.code ?? "error"})`);
      });
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        target: path,
        deliver: async (secret) => {
          const content = `${secret}\n`;
          try {
            await handle.chmod(0o600);
            await handle.writeFile(content);
            await handle.sync();
            await close();
            await publish(temp, path, content);
          } finally {
            await close().catch(() => {});
            await unlink(temp).catch(() => {});
          }
          await syncDirectory(dirname(path));
          return { sink: "file", target: path };
        },
        abort: async () => {
          await close().catch(() => {});
          await unlink(temp).catch(() => {});
        },
      };
    },
  };
}

/** Links the written temp file to the destination; an existing destination must hold the same secret. */
async function publish(temp: string, path: string, content: string): Promise<void> {
  try {
    await link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST")
      throw new Error(`cannot create ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
    const stats = await lstat(path);
    const same = stats.isFile() && (await readFile(path, "utf8").catch(() => undefined)) === content;
    if (!same) {
      throw new Error(
        `file ${path} already exists and does not hold this secret; the file sink never overwrites: remove it or choose a new path`,
      );
    }
  }
}

/** Temp files of this destination a killed run left behind (empty, or a secret never linked). */
async function removeLeftovers(path: string): Promise<void> {
  const prefix = tempPrefix(path);
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(tempSuffix)) continue;
    const file = join(dirname(path), name);
    const stats = await lstat(file).catch(() => undefined);
    if (stats?.isFile()) await unlink(file).catch(() => {});
  }
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, constants.O_RDONLY).catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close();
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
