import type { Client } from "../../client/index.js";
import type {
  EngineContext,
  Logger,
  Mode,
  RevealJournal,
  RunIdentity,
  SecretSinkHandler,
} from "../../engine/index.js";
import { describeError, type RequestCounts, systemClock } from "../../engine/index.js";
import { secretFileSink, secretsDirSink } from "../../engine/plan-run/secret-files.js";
import { commandSinkHandler } from "../../engine/sinks/command-sink.js";
import type { SettingWords } from "../../schemas/error-codes.js";
import type { CliContext } from "../cli-context.js";
import { safeDiagnostic } from "../output/sanitize.js";
import type { RunProgressLine } from "./run-progress.js";

/**
 * Progress on stderr: one line per step start and per step message, each redacted (every masked
 * secret, every secret-shaped value) and terminal-sanitised, since summaries quote API text.
 * `write` (default: stderr) takes whole lines, e.g. above a progress line.
 */
export function stderrLogger(
  ctx: CliContext,
  write: (lines: string) => void = (lines) => ctx.stderr.write(lines),
): Logger {
  const line = (prefix: string, message: string) => {
    let lines = "";
    for (const part of message.split("\n")) lines += `svc: ${prefix}${safeDiagnostic(part, ctx.secrets)}\n`;
    write(lines);
  };
  return {
    info: (message) => line("  ", message),
    warning: (message) => line("  warning: ", message),
    debug: (message) => {
      if (ctx.debug) line("  debug: ", message);
    },
    group: async (name, fn) => {
      line("step ", name);
      return fn();
    },
  };
}

/**
 * A step's failure is printed once, after the report (`svc: step "<id>" (<uses>) failed: ...`):
 * its log says only that it failed. `failures` holds the messages of the steps' errors.
 */
function withoutStepFailures(logger: Logger, failures: Set<string>): Logger {
  return {
    ...logger,
    warning: (message) => {
      if (failures.delete(message)) logger.info("failed (the reason follows the report)");
      else logger.warning(message);
    },
  };
}

export const outputSinkRefusal =
  "the output sink would print the secret and svc run never prints secrets; give --secrets-dir <dir> (the secret goes to a new 0600 file <dir>/<step-id>-secret), or set with.secret-sink to { type: file, path: ... } or { type: command, command: [...] }";

/**
 * The plan's `output` sink (also the default of ensure-webhook) in svc run: there is no masked step
 * output outside GitHub, so it writes a new 0600 file in `--secrets-dir` (the engine's secret-file
 * rules), or, in apply mode, fails the plan before any call when no directory is given. Plan mode
 * reveals and writes no secret, so it needs no destination and says nothing about one: apply's
 * refusal names the fix when it matters.
 */
export function cliOutputSink(
  secretsDir: string | undefined,
  mode: Mode = "apply",
): SecretSinkHandler<"output"> {
  if (secretsDir === undefined) {
    return {
      check: async () => (mode === "plan" ? [] : [{ message: outputSinkRefusal }]),
      prepare: async () => {
        throw new Error(outputSinkRefusal);
      },
    };
  }
  const files = secretsDirSink(secretsDir);
  return {
    check: async (spec, scope) =>
      (await files.check(spec, scope)).map((problem) => ({
        message: `--secrets-dir: ${problem.message}`,
        ...(problem.whenRevealing ? { whenRevealing: problem.whenRevealing } : {}),
      })),
    prepare: (spec, scope) => files.prepare(spec, scope),
  };
}

export interface CliEngineOptions {
  client: Client;
  run: RunIdentity;
  mode: Mode;
  /** The API is a local emulator (base URL on loopback): destinations are left to it. */
  rehearsal: boolean;
  secretsDir: string | undefined;
  /** The run journal (apply mode): a re-run with the same run identity replays interrupted reveals. */
  journal?: RevealJournal | undefined;
  /** Collects the error that failed each step, for the exit code. */
  stepErrors: Map<string, unknown>;
  /** Steps at once (--concurrency). */
  concurrency?: number | undefined;
  /** The requests the client made (requestCounter), for the report's totals. */
  requestCounts?: (() => RequestCounts) | undefined;
  /** The terminal's progress line, when it is on. */
  progress?: RunProgressLine | undefined;
  /** How a failed step's fix names the session's settings (the ones in use). */
  words: SettingWords;
}

export function cliEngineContext(ctx: CliContext, options: CliEngineOptions): EngineContext {
  const failures = new Set<string>();
  return {
    client: options.client,
    run: options.run,
    mode: options.mode,
    rehearsal: options.rehearsal,
    // Step outputs are in the report (steps[].outputs); a secret never is.
    outputs: { set: () => {} },
    secrets: {
      mask: (secret) => {
        if (secret) ctx.secrets.add(secret);
      },
    },
    sinks: {
      file: secretFileSink(ctx.cwd),
      // The program is looked up on, and runs with, svc's own environment (the context's).
      command: commandSinkHandler(ctx.cwd, { ...ctx.env }),
      output: cliOutputSink(options.secretsDir, options.mode),
    },
    logger: withoutStepFailures(
      stderrLogger(ctx, (lines) => {
        if (options.progress) options.progress.print(lines);
        else ctx.stderr.write(lines);
      }),
      failures,
    ),
    clock: systemClock,
    words: options.words,
    workingDirectory: ctx.cwd,
    // Ctrl-C aborts requests in flight; the steps not yet run are reported not-run.
    signal: ctx.signal,
    onStepError: (stepId, error) => {
      options.stepErrors.set(stepId, error);
      failures.add(describeError(error, options.words));
    },
    ...(options.journal ? { journal: options.journal } : {}),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.requestCounts ? { requestCounts: options.requestCounts } : {}),
    ...(options.progress ? { onProgress: options.progress.onProgress } : {}),
  };
}
