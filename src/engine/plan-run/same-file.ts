import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { resolve } from "node:path";

/** The file's stats through any symlink, or undefined when there is none (or it cannot be read). */
export const statOf = (path: string): Promise<Stats | undefined> => stat(path).catch(() => undefined);

/** The same file: the same path, or (both existing) the same inode through a link or symlink. */
export async function sameFile(a: string, b: string, aStats: Stats | undefined): Promise<boolean> {
  if (resolve(a) === resolve(b)) return true;
  if (!aStats) return false;
  const bStats = await statOf(b);
  return bStats !== undefined && bStats.dev === aStats.dev && bStats.ino === aStats.ino;
}
