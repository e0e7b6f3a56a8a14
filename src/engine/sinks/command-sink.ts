import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { posix, win32 } from "node:path";
import type { Readable } from "node:stream";
import { redact } from "../../transport/redact.js";
import { safeLogLine } from "../../untrusted/log-text.js";
import type { SecretSinkHandler } from "./types.js";

/** What of the program's own output may appear in a failure message (one line, escaped). */
const excerptChars = 200;
/** Output kept per stream while the program runs; the rest is discarded, never shown raw. */
const capturedBytes = 64 * 1024;
/** After the program exits, how long its pipes may still deliver buffered stderr before we stop reading. */
const exitGraceMs = 250;

/**
 * Pipes the secret (exactly its characters, no newline) to a program's stdin: argv only, no shell,
 * bounded in time, exit code checked. The program's output is never echoed; a failure shows at most
 * one redacted, escaped line of its stderr. The program is looked up before any API call, so a typo
 * costs no rotation.
 */
export function commandSinkHandler(
  workingDirectory: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): SecretSinkHandler<"command"> {
  return {
    check: async (spec) => {
      const program = spec.command[0] ?? "";
      const problem = await programProblem(program, workingDirectory, env, platform);
      return problem ? [{ field: "command", message: problem }] : [];
    },
    prepare: async (spec) => {
      const [program = "", ...args] = spec.command;
      const path = await findProgram(program, workingDirectory, env, platform);
      if (!path) throw new Error(`program ${JSON.stringify(program)} was not found or is not executable`);
      return {
        deliver: async (secret) => {
          await runWithSecret(path, args, secret, spec.timeout.ms, workingDirectory, env);
          return { sink: "command", target: program };
        },
        abort: async () => {},
      };
    },
  };
}

/**
 * Windows runs a batch file (.cmd, .bat) only through cmd.exe, which parses its arguments a second
 * time (and Node refuses to start one without a shell): the sink starts programs without a shell,
 * so it takes only what Windows starts directly (.exe, .com).
 */
const batchFile = /\.(cmd|bat)$/i;
const directExtensions = [".COM", ".EXE"];

async function programProblem(
  program: string,
  workingDirectory: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): Promise<string | undefined> {
  const name = JSON.stringify(program);
  if (platform === "win32" && batchFile.test(program))
    return `program ${name} is a batch file, which Windows runs only through cmd.exe (a shell, which would parse the arguments again); the command sink starts programs without a shell: give the .exe it wraps`;
  if (await findProgram(program, workingDirectory, env, platform)) return undefined;
  const batch =
    platform === "win32" &&
    (await firstExisting(programCandidates(program, workingDirectory, env, platform, [".CMD", ".BAT"])));
  if (batch)
    return `program ${name} is found only as the batch file ${batch}, which Windows runs only through cmd.exe (a shell); the command sink starts programs without a shell: give the .exe it wraps`;
  const where = hasDirectory(program, platform) ? "" : " on PATH";
  return `program ${name} was not found${where} or is not executable; install it or give its full path`;
}

const pathApi = (platform: NodeJS.Platform) => (platform === "win32" ? win32 : posix);

/** A name with a directory part (relative to the working directory, or absolute), not looked up on PATH. */
const hasDirectory = (program: string, platform: NodeJS.Platform) =>
  program.includes("/") ||
  (platform === "win32" && program.includes("\\")) ||
  pathApi(platform).isAbsolute(program);

/** An environment variable by name; on Windows names are case-insensitive (Path, PATH). */
function envValue(env: NodeJS.ProcessEnv, name: string, platform: NodeJS.Platform): string | undefined {
  if (platform !== "win32") return env[name];
  const key = Object.keys(env).find((candidate) => candidate.toUpperCase() === name);
  return key === undefined ? undefined : env[key];
}

/**
 * The files `program` may be, in order: a name with a directory part resolved against the working
 * directory; a bare name in each PATH directory. On Windows a name without an extension gets each
 * PATHEXT extension Windows starts without a shell (.COM, .EXE), as CreateProcess would.
 */
export function programCandidates(
  program: string,
  workingDirectory: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  extensions = directExtensions,
): string[] {
  if (program === "") return [];
  const path = pathApi(platform);
  const names =
    platform !== "win32"
      ? [program]
      : path.extname(program) !== ""
        ? [program]
        : pathExtensions(env, extensions).map((extension) => `${program}${extension}`);
  if (hasDirectory(program, platform)) return names.map((name) => path.resolve(workingDirectory, name));
  return (envValue(env, "PATH", platform) ?? "")
    .split(path.delimiter)
    .filter((dir) => dir !== "")
    .flatMap((dir) => names.map((name) => path.join(dir, name)));
}

/** PATHEXT's extensions among `allowed`, in PATHEXT's order (default .COM;.EXE;.BAT;.CMD). */
function pathExtensions(env: NodeJS.ProcessEnv, allowed: readonly string[]): string[] {
  const listed = (envValue(env, "PATHEXT", "win32") ?? ".COM;.EXE;.BAT;.CMD")
    .split(";")
    .map((extension) => extension.trim().toUpperCase())
    .filter((extension) => allowed.includes(extension));
  return [...new Set(listed)];
}

async function firstExisting(candidates: readonly string[]): Promise<string | undefined> {
  for (const candidate of candidates) {
    const usable = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (usable) return candidate;
  }
  return undefined;
}

async function findProgram(
  program: string,
  workingDirectory: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): Promise<string | undefined> {
  if (platform === "win32" && batchFile.test(program)) return undefined;
  return firstExisting(programCandidates(program, workingDirectory, env, platform));
}

/**
 * The program's environment: ours minus our own credentials. The API token (SVC_API_TOKEN in the
 * CLI, INPUT_TOKEN and the other INPUT_* inputs in the Action) is not the program's business.
 */
function programEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (name === "SVC_API_TOKEN" || name.toUpperCase().startsWith("INPUT_")) continue;
    out[name] = value;
  }
  return out;
}

function runWithSecret(
  path: string,
  args: readonly string[],
  secret: string,
  timeoutMs: number,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(path, args, {
      cwd,
      env: programEnv(env),
      shell: false,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const stderr = captured(child.stderr);
    child.stdout.resume();
    const waiting = waitLimits(child, timeoutMs);
    // A program that exits without reading stdin closes the pipe: EPIPE is its exit status's business.
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      waiting.clear();
      reject(new Error(`cannot start the program (${error.code ?? "error"})`));
    });
    child.on("close", (code, signal) => {
      waiting.clear();
      const failure = waiting.timedOut()
        ? new Error(`the program did not finish within ${timeoutMs / 1000}s`)
        : programFailure(code, signal, stderr(), secret);
      if (failure) reject(failure);
      else resolvePromise();
    });
    child.stdin.end(secret, "utf8");
  });
}

/** What a stream says, kept up to capturedBytes (shown only as firstLine's excerpt). */
function captured(stream: Readable): () => string {
  let text = "";
  stream.on("data", (chunk: Buffer) => {
    if (text.length < capturedBytes) text += chunk.toString("utf8");
  });
  return () => text;
}

/**
 * How long the run waits for the program: until its deadline (then it is killed), and after it
 * exits, exitGraceMs more for its pipes. The exit status is the program's answer; a process it
 * started (a helper daemon) may inherit and hold its stdout/stderr open, so what is buffered by then
 * is read and the pipes are closed.
 */
function waitLimits(child: ChildProcessWithoutNullStreams, timeoutMs: number) {
  let timedOut = false;
  let grace: NodeJS.Timeout | undefined;
  const closePipes = () => {
    child.stdout.destroy();
    child.stderr.destroy();
  };
  const deadline = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
    // A grandchild holding the pipes open must not keep the run waiting.
    closePipes();
  }, timeoutMs);
  child.on("exit", () => {
    clearTimeout(deadline);
    grace = setTimeout(closePipes, exitGraceMs);
  });
  return {
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(deadline);
      clearTimeout(grace);
    },
  };
}

/** A non-zero exit or a signal, with one redacted, escaped line of stderr; undefined for exit 0. */
function programFailure(
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
  secret: string,
): Error | undefined {
  if (code === 0) return undefined;
  const status = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
  const excerpt = firstLine(stderr, secret);
  return new Error(`the program ${status}${excerpt ? ` (stderr: ${excerpt})` : ""}`);
}

/** One line of untrusted program output, safe for a log line: secret-free, escaped (safeLogLine), short. */
export function firstLine(text: string, secret: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== "") ?? "";
  const safe = safeLogLine(redact(line.trim(), [secret]));
  return safe.length > excerptChars ? `${safe.slice(0, excerptChars)}…` : safe;
}
