import { mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { RunReport } from "../../engine/index.js";
import {
  type JunitTargetFacts,
  junitTargetProblem,
  writeReportFile,
} from "../../engine/plan-run/junit-target.js";
import { renderJunit } from "../../engine/report-junit.js";
import type { CliContext } from "../cli-context.js";
import { CliError } from "../errors.js";
import { safeDiagnostic } from "../output/sanitize.js";

/**
 * `svc run --junit <file>`: runs `body`, then writes the JUnit XML of its report, also when it
 * failed (a run that never reached its steps is one failing case with the reason). The file holds
 * no secret: the report has none, and the reason is redacted like every diagnostic.
 */
/** A --junit path the report must not take (the plan, a secret): refused before any call, no report. */
class JunitTargetError extends CliError {}

function refuse(ctx: CliContext, junit: string, why: string): JunitTargetError {
  return new JunitTargetError("invalid_arguments", `--junit ${safeDiagnostic(junit, ctx.secrets)} ${why}`, {
    hint: "choose another --junit path",
  });
}

/**
 * The engine's rule for report targets (shared with the Action's junit-file): never the plan file,
 * a file a secret sink writes, the --secrets-dir directory, or an existing file that is no report.
 */
export async function checkJunitTarget(ctx: CliContext, facts: JunitTargetFacts): Promise<void> {
  const why = await junitTargetProblem(facts);
  if (why !== undefined) throw refuse(ctx, facts.junit, why);
}

export async function withJunitReport(
  ctx: CliContext,
  file: string | undefined,
  planFiles: readonly string[],
  secretsDir: string | undefined,
  body: (onReport: (report: RunReport) => void) => Promise<void>,
): Promise<void> {
  if (file === undefined) return body(() => {});
  const path = resolve(ctx.cwd, file);
  // What is known before the plan is read: the report is written even when reading it fails.
  await checkJunitTarget(ctx, {
    junit: path,
    planFiles: planFiles.filter((file) => file !== "-").map((file) => resolve(ctx.cwd, file)),
    baseDirectory: ctx.cwd,
    secretsDir: secretsDir === undefined ? undefined : resolve(ctx.cwd, secretsDir),
  });
  let report: RunReport | undefined;
  try {
    await body((value) => {
      report = value;
    });
  } catch (error) {
    if (error instanceof JunitTargetError) throw error;
    const message = safeDiagnostic(error instanceof Error ? error.message : String(error), ctx.secrets);
    // An invalid plan's problems (already sanitised, one per line) follow the reason.
    const reason = [message, ...(error instanceof CliError ? error.details : [])].join("\n");
    await write(path, renderJunit(report, { failure: reason })).catch((writeError: Error) => {
      const why =
        writeError instanceof JunitTargetError
          ? writeError.message
          : `--junit ${file}: ${writeError.message}`;
      ctx.stderr.write(`svc: could not write the report: ${safeDiagnostic(why, ctx.secrets)}\n`);
    });
    throw error;
  }
  await write(path, renderJunit(report)).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof JunitTargetError) throw error;
    throw new CliError(
      "invalid_output",
      `cannot write the --junit report ${file} (${error.code ?? "error"})`,
    );
  });

  async function write(target: string, xml: string): Promise<void> {
    await mkdir(dirname(target), { recursive: true });
    const why = await writeReportFile(target, xml);
    if (why !== undefined) throw refuse(ctx, file ?? target, why);
  }
}
