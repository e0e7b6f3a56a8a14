import { chmod, lstat, mkdir, open } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createFlags, ownedByUs } from "../../engine/owned-files.js";
import { logSafeJsonText } from "../../untrusted/log-text.js";
import { parentProblem } from "../../untrusted/path-problem.js";
import { CliError } from "../errors.js";
import type { SavedDelivery } from "./received-request.js";

/**
 * The `--save` directory, checked before the receiver listens: created 0700 when missing (its
 * parent must exist), or an existing directory of this user, tightened to 0700 (deliveries hold
 * whatever the sender put in them). A symbolic link, something else, or another user's directory
 * is refused: nothing is saved through a link or where another user controls the files.
 */
export async function prepareSaveDir(cwd: string, dir: string): Promise<string> {
  const path = resolve(cwd, dir);
  const refuse = (why: string, hint: string) =>
    new CliError("invalid_arguments", `--save ${dir} ${why}`, { hint });
  await mkdir(path, { mode: 0o700 }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === "EEXIST") return;
    const problem = await parentProblem(path);
    throw refuse(
      `cannot be created: ${problem ?? error.code ?? "error"}`,
      "give a directory whose parent exists",
    );
  });
  const stats = await lstat(path);
  if (stats.isSymbolicLink())
    throw refuse(
      "is a symbolic link; deliveries are never saved through a link",
      "give the directory it leads to",
    );
  if (!stats.isDirectory())
    throw refuse("is not a directory", "give a directory, or a new name to create one");
  if (!ownedByUs(stats))
    throw refuse("belongs to another user", "give a directory of your own, or a new name to create one");
  if ((stats.mode & 0o077) !== 0) await chmod(path, 0o700);
  return path;
}

/**
 * Writes one delivery as a new file (0600, never over an existing file nor through a link): one
 * JSON line, with the characters a terminal would act on escaped, so `cat` shows it safely and
 * `svc webhooks verify --capture` reads the same values.
 */
export async function writeSavedDelivery(
  dir: string,
  name: string,
  delivery: SavedDelivery,
): Promise<string> {
  const path = join(dir, name);
  const handle = await open(path, createFlags, 0o600);
  try {
    await handle.chmod(0o600); // whatever the umask
    await handle.writeFile(`${logSafeJsonText(JSON.stringify(delivery))}\n`);
  } finally {
    await handle.close();
  }
  return path;
}
