import { constants } from "node:fs";
import { lstat, open, stat, unlink } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { SecretSinkHandler } from "./types.js";

const createFlags = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW;

/**
 * Writes the secret to a new file with mode 0600. The file is created with O_EXCL before the API
 * call that reveals the secret, so an existing file (or a symlink planted there) is never written
 * through, and nothing is revealed when the file cannot be created; it is removed again if the
 * secret never arrives.
 */
export function fileSinkHandler(workingDirectory: string): SecretSinkHandler<"file"> {
  const where = (path: string) => resolve(workingDirectory, path);
  return {
    check: async (spec) => {
      const path = where(spec.path);
      if (await exists(path)) {
        return [
          {
            field: "path",
            message: `file ${path} already exists; the file sink never overwrites: remove it or choose a new path`,
          },
        ];
      }
      const parent = await stat(dirname(path)).catch(() => undefined);
      if (!parent?.isDirectory()) {
        return [{ field: "path", message: `directory ${dirname(path)} does not exist; create it first` }];
      }
      return [];
    },
    prepare: async (spec) => {
      const path = where(spec.path);
      const handle = await open(path, createFlags, 0o600).catch((error: NodeJS.ErrnoException) => {
        throw new Error(
          error.code === "EEXIST"
            ? `file ${path} already exists; the file sink never overwrites: remove it or choose a new path`
            : `cannot create ${path} (${error.code ?? "error"})`,
        );
      });
      return {
        deliver: async (secret) => {
          try {
            await handle.chmod(0o600);
            await handle.writeFile(`${secret}\n`);
            await handle.sync();
          } finally {
            await handle.close();
          }
          return { sink: "file", target: path };
        },
        abort: async () => {
          await handle.close().catch(() => {});
          await unlink(path).catch(() => {});
        },
      };
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
