/**
 * The record through which the main step tells the post step which secret files to remove: a file
 * in the runner's temp dir (RUNNER_TEMP), one JSON line appended per secret file written (its
 * path, the secret's fingerprint, the file's identity: never a secret), and in the step's saved
 * state only the record's path and identity. The state stays a few hundred bytes whatever the
 * plan's size: the runner passes each saved value to the post step as an environment variable
 * (one string is at most 128 KiB on Linux, 32,767 characters on Windows), so a state that grew
 * with the files written would keep the post step from starting and leave every secret behind.
 *
 * The post step reads the record only when it is the very file the main step created (a regular
 * file of this user, directly in the temp dir, under the name the main step gives it, with the
 * identity saved) and uses only its whole, well-formed lines; each file is then removed under the
 * engine's proof (removeSecretFile). A record missing, replaced, truncated or tampered with removes
 * nothing it does not prove, and says so.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fstatSync, openSync, writeSync } from "node:fs";
import { lstat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { createFlags, fileIdentity, ownedByUs, readSmallFile } from "../engine/owned-files.js";
import type { OnSecretFile } from "../engine/plan-run/secret-files.js";
import type { ActionCore, ActionEnv } from "./world.js";

/** The saved state naming the record file. */
export const secretFileRecordState = "secretFileRecord";
/** The saved state holding the record file's identity (device, inode, birth time). */
const secretFileRecordIdentityState = "secretFileRecordIdentity";

/** Saved with keep-secret-files: the post step leaves the recorded files (and still reads the record). */
export const secretFilesKeptState = "secretFilesKept";

/** `svc-ci-secret-files-<16 hex>.jsonl`: the only names the post step reads. */
const recordNamePattern = /^svc-ci-secret-files-[0-9a-f]{16}\.jsonl$/;
/** 10,000 files of long paths fit; a record larger than this is not one the main step wrote. */
const maxRecordBytes = 64 * 1024 * 1024;

/** Where the record goes: the runner's temp dir (the system's where a test or a user sets none). */
export const recordDirectory = (env: ActionEnv): string => resolve(env.RUNNER_TEMP || tmpdir());

/**
 * The file sink's `onWritten` for the Action: the record file is created on the first secret file
 * (so a run without one saves no state), and each file is appended as one line, synchronously (a
 * main step killed right after has its line on disk for the post step). A record that cannot be
 * written is a warning naming the file: the run goes on, that file stays.
 */
export function secretFileRecorder(
  directory: string,
  core: Pick<ActionCore, "saveState">,
  warn: (message: string) => void,
): OnSecretFile {
  let fd: number | undefined;
  let broken = false;
  return (path, fingerprint, identity) => {
    if (broken) return warn(unrecorded(path));
    try {
      fd ??= createRecord(directory, core);
      writeSync(fd, `${JSON.stringify({ path, fingerprint, identity: identity ?? null })}\n`);
    } catch (error) {
      broken = true;
      if (fd !== undefined) closeSync(fd);
      warn(`${unrecorded(path)} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
    }
  };
}

const unrecorded = (path: string) =>
  `could not record the secret file ${path} for the post step, which will leave it: remove it yourself once the job no longer needs it`;

function createRecord(directory: string, core: Pick<ActionCore, "saveState">): number {
  const path = join(directory, `svc-ci-secret-files-${randomBytes(8).toString("hex")}.jsonl`);
  const fd = openSync(path, createFlags, 0o600);
  core.saveState(secretFileRecordState, path);
  core.saveState(secretFileRecordIdentityState, fileIdentity(fstatSync(fd, { bigint: true })));
  return fd;
}

/** A recorded secret file, with what proves it is the one written. */
interface RecordedSecretFile {
  path: string;
  fingerprint?: string;
  identity?: string;
}

/** The recorded files, and a problem with the record (for a warning) when there is one. */
export interface SecretFileRecord {
  files: RecordedSecretFile[];
  problem?: string;
}

/**
 * The files the main step recorded. No state: none. A state that names no record of the main
 * step's (another place or name, another file in its place, not a regular file, too large): none,
 * with the problem. Lines that are not whole JSON records (a record cut short by a killed step,
 * or edited) are skipped and counted.
 */
export async function readSecretFileRecord(
  core: Pick<ActionCore, "getState">,
  env: ActionEnv,
): Promise<SecretFileRecord> {
  const path = core.getState(secretFileRecordState);
  if (!path) return { files: [] };
  const refused = (why: string) => ({
    files: [],
    problem: `the record of the secret files to remove (${path}) ${why}, so no file was removed: remove the secret files yourself if they should go`,
  });
  if (dirname(path) !== recordDirectory(env) || !recordNamePattern.test(basename(path)))
    return refused("is not one the main step writes (it is written only to RUNNER_TEMP)");
  const text = await readRecordText(path, core.getState(secretFileRecordIdentityState));
  if (text === undefined) return refused("is missing, or no longer the file the main step wrote");
  return parseRecord(text);
}

/** The record's text while it is the file created (same identity, this user's); else undefined. */
async function readRecordText(path: string, identity: string): Promise<string | undefined> {
  const stats = await lstat(path, { bigint: true }).catch(() => undefined);
  if (!stats?.isFile() || !ownedByUs(stats) || fileIdentity(stats) !== identity) return undefined;
  const text = await readSmallFile(path, maxRecordBytes);
  // Replaced between the check and the read: the text read is not known to be the record's.
  const after = await lstat(path, { bigint: true }).catch(() => undefined);
  return after && fileIdentity(after) === identity ? text : undefined;
}

function parseRecord(text: string): SecretFileRecord {
  const lines = text.split("\n");
  // The text after the last line feed is a line the main step had not finished (or nothing).
  const unfinished = lines.pop() ? 1 : 0;
  const files: RecordedSecretFile[] = [];
  let skipped = unfinished;
  for (const line of lines) {
    const file = recordLine(line);
    if (file) files.push(file);
    else skipped += 1;
  }
  if (skipped === 0) return { files };
  return {
    files,
    problem: `${skipped} line${skipped === 1 ? "" : "s"} of the record of the secret files could not be read (cut short or edited): the files they named were left; remove them yourself if they should go`,
  };
}

function recordLine(line: string): RecordedSecretFile | undefined {
  try {
    const value = JSON.parse(line) as Record<string, unknown> | null;
    if (typeof value?.path !== "string") return undefined;
    return {
      path: value.path,
      ...(typeof value.fingerprint === "string" ? { fingerprint: value.fingerprint } : {}),
      ...(typeof value.identity === "string" ? { identity: value.identity } : {}),
    };
  } catch {
    return undefined;
  }
}
