import { constants } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { RunReport } from "../../engine/index.js";
import { renderJunit } from "../../engine/report-junit.js";
import { fileSinkPaths } from "../../engine/sinks/file-sink-paths.js";
import type { CliContext } from "../context.js";
import { CliError } from "../errors.js";
import { safeDiagnostic } from "../output/sanitize.js";

/**
 * `svc run --junit <file>`: runs `body`, then writes the JUnit XML of its report, also when it
 * failed (a run that never reached its steps is one failing case with the reason). The file holds
 * no secret: the report has none, and the reason is redacted like every diagnostic.
 */
/** A --junit path that would replace a secret: refused before any call, and no report is written. */
export class JunitTargetError extends CliError {}

/** The --junit report must never replace a file a secret is written to (the secret would be lost). */
export function checkJunitTarget(
  ctx: CliContext,
  steps: readonly { id: string; with?: unknown }[],
  junit: string,
  secretsDir: string | undefined,
): void {
  const clash = fileSinkPaths(steps, ctx.cwd).find((sink) => sink.path === junit);
  if (!clash && (secretsDir === undefined || dirname(junit) !== secretsDir)) return;
  const whose = clash
    ? `step "${clash.stepId}" writes its signing secret there`
    : "--secrets-dir holds the secrets";
  throw new JunitTargetError(
    "invalid_arguments",
    `--junit ${safeDiagnostic(junit, ctx.secrets)}: ${whose}; the report would overwrite a secret`,
    { hint: "choose another --junit path" },
  );
}

export async function withJunitReport(
  ctx: CliContext,
  file: string | undefined,
  body: (onReport: (report: RunReport) => void) => Promise<void>,
): Promise<void> {
  if (file === undefined) return body(() => {});
  const path = resolve(ctx.cwd, file);
  let report: RunReport | undefined;
  try {
    await body((value) => {
      report = value;
    });
  } catch (error) {
    if (error instanceof JunitTargetError) throw error;
    const reason = safeDiagnostic(error instanceof Error ? error.message : String(error), ctx.secrets);
    await write(path, renderJunit(report, { failure: reason })).catch(() => {
      ctx.stderr.write(`svc: could not write the --junit report ${safeDiagnostic(file, ctx.secrets)}\n`);
    });
    throw error;
  }
  await write(path, renderJunit(report)).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(
      "invalid_output",
      `cannot write the --junit report ${file} (${error.code ?? "error"})`,
    );
  });
}

/** Never through a symlink in the report's place (O_NOFOLLOW): it could lead to any file. */
async function write(path: string, xml: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    await handle.writeFile(xml);
  } finally {
    await handle.close();
  }
}
