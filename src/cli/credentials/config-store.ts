import { randomBytes } from "node:crypto";
import { constants, type Stats } from "node:fs";
import { lstat, mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { parentProblem } from "../../untrusted/path-problem.js";
import { CliError } from "../errors.js";
import { type ConfigDocument, configDocument, emptyConfig } from "./config-document.js";

const MAX_CONFIG_BYTES = 1024 * 1024;

async function lstatOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw await placeError(path, error);
  }
}

/** A config path that cannot be reached or created, naming the part in the way (a file, say). */
async function placeError(path: string, error: unknown): Promise<unknown> {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== "ENOTDIR" && code !== "EEXIST" && code !== "ENOENT") return error;
  const problem = await parentProblem(path);
  if (problem === undefined) return error;
  return new CliError("unsafe_config_path", `config file ${path} cannot be used: ${problem}`, {
    hint: "fix the path, or set SVC_CONFIG_PATH to another path",
  });
}

function unsafe(path: string, why: string): CliError {
  return new CliError("unsafe_config_path", `config file ${path} ${why}; refusing to use it`, {
    hint: "replace it with a regular file or set SVC_CONFIG_PATH to another path",
  });
}

/** Refuses a symlink or anything that is not a regular file at the config path. */
async function checkRegular(path: string): Promise<boolean> {
  const stats = await lstatOrUndefined(path);
  if (!stats) return false;
  if (stats.isSymbolicLink()) throw unsafe(path, "is a symbolic link");
  if (!stats.isFile()) throw unsafe(path, "is not a regular file");
  return true;
}

/** Reads the config document; a missing file is an empty document, a bad one `invalid_config`. */
export async function readConfig(path: string): Promise<ConfigDocument> {
  if (!(await checkRegular(path))) return emptyConfig();
  // O_NONBLOCK: a named pipe swapped in after the check above is then refused, never waited on.
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  let text: string;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw unsafe(path, "is not a regular file");
    if (stats.size > MAX_CONFIG_BYTES)
      throw new CliError("invalid_config", `config file ${path} is larger than 1 MiB`);
    text = await readFile(handle, "utf8");
  } finally {
    await handle.close();
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError("invalid_config", `config file ${path} is not valid JSON`, {
      hint: "fix or remove the file (profiles must then be logged in again)",
    });
  }
  const parsed = configDocument.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(
      "invalid_config",
      `config file ${path}: ${issue?.path.join(".") || "document"}: ${issue?.message ?? "invalid"}`,
      { hint: "fix or remove the file (profiles must then be logged in again)" },
    );
  }
  return parsed.data;
}

/**
 * Writes the document atomically: a temp file beside it (O_CREAT|O_EXCL, 0600), fsync, rename; the
 * directory is created 0700. The target must be absent or a regular file.
 */
export async function writeConfig(path: string, document: ConfigDocument): Promise<void> {
  const directory = dirname(path);
  await mkdir(directory, { recursive: true, mode: 0o700 }).catch(async (error: unknown) => {
    throw await placeError(path, error);
  });
  await checkRegular(path);
  const temp = join(directory, `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(
    temp,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    try {
      await handle.writeFile(`${JSON.stringify(configDocument.parse(document), null, 2)}\n`, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  await syncDirectory(directory);
}

async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, constants.O_RDONLY);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not every platform can fsync a directory (Windows); the rename itself is still atomic.
  }
}
