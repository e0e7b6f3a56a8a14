/**
 * argv → commander → one error funnel → exit code. `runCli` is what tests call in-process;
 * `main` wires the real process: SIGINT or SIGTERM aborts the run (exit 130), a closed stdout pipe (EPIPE,
 * e.g. `| head -1`) ends it quietly with 0, unless stdout carries a revealed secret (exit 1, `secret_not_written`).
 */
import { isatty } from "node:tty";
import type { CliContext } from "./cli-context.js";
import { createContext } from "./create-cli-context.js";
import { CliError, EXIT, exitCodeFor, isCommanderError } from "./errors.js";
import { errorLines } from "./output/error-line.js";
import { safeDiagnostic } from "./output/sanitize.js";
import { createProgram, usageErrorLines } from "./program.js";
import { wordsOf } from "./setting-words.js";

/** Runs one command line (without `node` and the script) and returns the exit code. */
export async function runCli(argv: readonly string[], ctx: CliContext): Promise<number> {
  const program = createProgram(ctx);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return EXIT.ok;
  } catch (error) {
    const code = exitCodeFor(error, ctx.signal.aborted);
    if (isCommanderError(error)) {
      // Help and version were printed by commander; a parse error is printed here, as every error.
      const lines = usageErrorLines(program, error, ctx.secrets, argv);
      if (lines) ctx.stderr.write(`${lines.join("\n")}\n`);
      return code;
    }
    if (code === EXIT.interrupted) return code;
    if (error instanceof CliError && error.code === "cancelled") {
      ctx.stderr.write(`svc: ${error.message}\n`);
      return code;
    }
    ctx.stderr.write(`${errorLines(error, ctx.secrets, ctx.debug, wordsOf(ctx)).join("\n")}\n`);
    return code;
  }
}

function flush(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => stream.write("", () => resolve()));
}

export async function main(): Promise<void> {
  const controller = new AbortController();
  let interrupts = 0;
  // Ctrl-C, or a cancelled CI job (GitLab, Buildkite, Jenkins and others send SIGTERM): the same
  // orderly stop, so `svc run` still writes its report and --junit file; a second signal ends it.
  const interrupt = () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(EXIT.interrupted);
    controller.abort(new CliError("interrupted", "interrupted"));
    // Whatever is still running gets one second to clean up (e.g. remove a new secret file).
    setTimeout(() => process.exit(EXIT.interrupted), 1000).unref();
  };
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  const ctx = createContext({
    stdin: () => process.stdin,
    stdinIsTTY: isatty(0),
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    signal: controller.signal,
  });
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    // A revealed secret's write reports its own failure (with how to recover the secret).
    if (ctx.stdoutHoldsSecret) return;
    if (error.code === "EPIPE") process.exit(EXIT.ok); // the reader left; nothing more to say
    // Anything else (a full disk, a file size limit) lost output: say so rather than exit 1 silently.
    const reason = safeDiagnostic(error.message, ctx.secrets);
    process.stderr.write(`svc: writing the output to stdout failed (${reason}); it is incomplete\n`);
    process.exit(EXIT.failure);
  });
  const code = await runCli(process.argv.slice(2), ctx);
  await flush(process.stdout);
  process.exit(code);
}
