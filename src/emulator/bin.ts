#!/usr/bin/env node
import { HELP, parseCommandLine, UsageError } from "./cli-args.js";
import { readyLine, startEmulator } from "./emulator.js";
import { startedByNpm, watchParent } from "./parent-watch.js";

/**
 * `svc-emulator`: one JSON ready line on stdout, logs on stderr, clean exit on SIGINT/SIGTERM (and,
 * started through npm, when npm's shell goes: parent-watch.ts).
 */
async function main(): Promise<void> {
  let command: ReturnType<typeof parseCommandLine>;
  try {
    command = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`svc-emulator: ${error.message}\nRun svc-emulator --help for usage.\n`);
    process.exitCode = 2;
    return;
  }
  if (command.help) {
    process.stdout.write(HELP);
    return;
  }
  const log = command.verbose ? (line: string) => process.stderr.write(`svc-emulator: ${line}\n`) : undefined;
  const emulator = await startEmulator({ ...command.options, ...(log ? { log } : {}) });
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log?.(`${signal}: shutting down`);
    emulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  // Through npm a signal to npm's pid ends npm's shell, not this process: follow the shell out.
  if (startedByNpm(process.env)) watchParent(() => shutdown("SIGTERM"));
  process.stdout.write(`${JSON.stringify(readyLine(emulator))}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`svc-emulator: ${(error as Error).message ?? String(error)}\n`);
  process.exit(1);
});
