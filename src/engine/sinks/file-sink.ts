import { randomBytes } from "node:crypto";
import type { BigIntStats } from "node:fs";
import { type FileHandle, link, lstat, open, readdir } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { parentProblem } from "../../untrusted/path-problem.js";
import {
  createFlags,
  fileIdentity,
  ownedByUs,
  ownerOnlyMode,
  readSmallFile,
  syncDirectory,
  unlinkIfSame,
} from "../owned-files.js";
import type { PreparedSink, SecretSinkHandler, SinkProblem } from "./types.js";

/** `.<name>.svc-ci-<16 hex>.tmp`: the hidden temp file next to the destination while the secret is written. */
const tempPrefix = (path: string) => `.${basename(path)}.svc-ci-`;
const tempPattern = /^[0-9a-f]{16}\.tmp$/;

/**
 * Writes the secret to a new file with mode 0600, crash-safe: the destination never exists half
 * written. Before the API call that reveals the secret only a hidden temp file in the same
 * directory is created (so nothing is revealed when the directory is not writable); the secret is
 * written there, fsynced, then hard-linked to the destination, which fails when the destination
 * exists (a file is never overwritten, a planted symlink never followed), and the directory is
 * fsynced. A reader sees no file or the whole secret. Temp files a killed run left behind are
 * removed by the next prepare of the same destination, when they provably are the sink's own.
 *
 * A destination that already holds exactly this secret is accepted: a re-run replaying the same
 * reveal (docs/plan.md "Crash safety") writes nothing new. The plan check allows an existing
 * destination only when the run journal says this step of this run wrote it (`scope.previousTarget`).
 */
export function fileSinkHandler(workingDirectory: string): SecretSinkHandler<"file"> {
  const where = (path: string) => resolve(workingDirectory, path);
  return {
    check: (spec, scope) => destinationProblems(where(spec.path), scope.previousTarget),
    prepare: async (spec, scope) => {
      const path = where(spec.path);
      // Refused before the call, so an existing file costs no rotation.
      if ((await exists(path)) && scope.previousTarget !== path)
        throw new Error(
          `file ${path} already exists; the file sink never overwrites: remove it or choose a new path`,
        );
      await removeLeftovers(path);
      return preparedWrite(path, await openTemp(path));
    },
  };
}

/** The plan check of a destination: it must not exist (unless this run wrote it) and its directory must. */
async function destinationProblems(path: string, previousTarget: string | undefined): Promise<SinkProblem[]> {
  if ((await exists(path)) && previousTarget !== path) {
    return [
      {
        field: "path",
        message: `file ${path} already exists; the file sink never overwrites: remove it or choose a new path (a run with the same run identity finds the files it wrote itself in its journal)`,
      },
    ];
  }
  const problem = await parentProblem(path);
  return problem === undefined ? [] : [{ field: "path", message: `cannot create ${path}: ${problem}` }];
}

interface TempFile {
  path: string;
  handle: FileHandle;
  /** Device and inode, so only this very file is ever unlinked by its name. */
  identity: string;
}

/** Creates the hidden temp file (new, 0600, never through a symlink). */
async function openTemp(path: string): Promise<TempFile> {
  const temp = join(dirname(path), `${tempPrefix(path)}${randomBytes(8).toString("hex")}.tmp`);
  const handle = await open(temp, createFlags, 0o600).catch(async (error: NodeJS.ErrnoException) => {
    throw new Error(
      `cannot create ${path}: ${(await parentProblem(path)) ?? `a file cannot be created in ${dirname(path)} (${error.code ?? "error"})`}`,
    );
  });
  await handle.chmod(0o600); // whatever the umask: a leftover of a killed run is recognised by it
  const stats = await handle.stat({ bigint: true });
  return { path: temp, handle, identity: fileIdentity(stats) };
}

/** The prepared write: deliver fills the temp file and publishes it; abort removes it. */
function preparedWrite(path: string, temp: TempFile): PreparedSink {
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await temp.handle.close();
  };
  const removeTemp = () => unlinkIfSame(temp.path, temp.identity).catch(() => false);
  return {
    target: path,
    deliver: async (secret) => {
      const content = `${secret}\n`;
      try {
        await temp.handle.writeFile(content);
        await temp.handle.sync();
        await close();
        await publish(temp.path, path, content);
      } finally {
        await close().catch(() => {});
        await removeTemp();
      }
      await syncDirectory(dirname(path));
      return { sink: "file", target: path };
    },
    abort: async () => {
      await close().catch(() => {});
      await removeTemp();
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
    // Read without following a symlink or waiting on a pipe that took the name meanwhile.
    const same = (await readSmallFile(path, 1024)) === content;
    if (!same) {
      throw new Error(
        `file ${path} already exists and does not hold this secret; the file sink never overwrites: remove it or choose a new path`,
      );
    }
  }
}

/** What a temp file of the sink can hold: nothing yet, or (part of) a signing secret and its line feed. */
const tempContent = /^(?:w(?:h(?:s(?:e(?:c(?:_(?:v(?:2(?:_[A-Za-z0-9_-]{0,64}\n?)?)?)?)?)?)?)?)?)?$/;

/**
 * Temp files of this destination a killed run left behind (empty, or a secret never linked). Only
 * a file the sink provably wrote goes: its exact temp name, a regular file (a symlink is never
 * followed nor removed) of this user with mode 0600, holding nothing but what the sink writes.
 */
async function removeLeftovers(path: string): Promise<void> {
  const prefix = tempPrefix(path);
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !tempPattern.test(name.slice(prefix.length))) continue;
    const file = join(dirname(path), name);
    const stats = await lstat(file, { bigint: true }).catch(() => undefined);
    if (!stats || !isOurTemp(stats)) continue;
    const text = await readSmallFile(file, 128);
    if (text !== undefined && tempContent.test(text))
      await unlinkIfSame(file, fileIdentity(stats)).catch(() => {});
  }
}

const isOurTemp = (stats: BigIntStats) =>
  stats.isFile() && ownedByUs(stats) && ownerOnlyMode(stats) && stats.size <= 128n;

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
