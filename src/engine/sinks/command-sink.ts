import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, isAbsolute, join, resolve } from "node:path";
import { redact } from "../../transport/redact.js";
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
): SecretSinkHandler<"command"> {
  return {
    check: async (spec) => {
      const program = spec.command[0] ?? "";
      if (await findProgram(program, workingDirectory, env)) return [];
      return [
        {
          field: "command",
          message: `program ${JSON.stringify(program)} was not found${program.includes("/") ? "" : " on PATH"} or is not executable; install it or give its full path`,
        },
      ];
    },
    prepare: async (spec) => {
      const [program = "", ...args] = spec.command;
      const path = await findProgram(program, workingDirectory, env);
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

async function findProgram(
  program: string,
  workingDirectory: string,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  if (program === "") return undefined;
  const candidates =
    program.includes("/") || isAbsolute(program)
      ? [resolve(workingDirectory, program)]
      : (env.PATH ?? "")
          .split(delimiter)
          .filter((dir) => dir !== "")
          .flatMap((dir) => executableNames(program, env).map((name) => join(dir, name)));
  for (const candidate of candidates) {
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}

function executableNames(program: string, env: NodeJS.ProcessEnv): string[] {
  if (process.platform !== "win32") return [program];
  const extensions = (env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";").filter(Boolean);
  return [program, ...extensions.map((extension) => `${program}${extension}`)];
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
    let stderr = "";
    let timedOut = false;
    let grace: NodeJS.Timeout | undefined;
    const keep = (chunk: Buffer) => {
      if (stderr.length < capturedBytes) stderr += chunk.toString("utf8");
    };
    child.stdout.resume();
    child.stderr.on("data", keep);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
      // A grandchild holding the pipes open must not keep the run waiting.
      child.stdout.destroy();
      child.stderr.destroy();
    }, timeoutMs);
    // A program that exits without reading stdin closes the pipe: EPIPE is its exit status's business.
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new Error(`cannot start the program (${error.code ?? "error"})`));
    });
    // The exit status is the program's answer. A process it started (a helper daemon) may inherit
    // and hold its stdout/stderr open: read what is buffered, then stop waiting for the pipes.
    child.on("exit", () => {
      clearTimeout(timer);
      grace = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, exitGraceMs);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(grace);
      if (timedOut) return reject(new Error(`the program did not finish within ${timeoutMs / 1000}s`));
      if (code === 0) return resolvePromise();
      const status = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
      const excerpt = firstLine(stderr, secret);
      reject(new Error(`the program ${status}${excerpt ? ` (stderr: ${excerpt})` : ""}`));
    });
    child.stdin.end(secret, "utf8");
  });
}

/** One line of untrusted program output, safe for a log line: secret-free, escaped, short. */
export function firstLine(text: string, secret: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== "") ?? "";
  const escaped = redact(line.trim(), [secret]).replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const safe = escaped.startsWith("::") ? `\\${escaped}` : escaped;
  return safe.length > excerptChars ? `${safe.slice(0, excerptChars)}…` : safe;
}
