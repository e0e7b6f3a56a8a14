import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { RunReport } from "../../engine/index.js";
import { renderJunit } from "../../engine/report-junit.js";
import type { CliContext } from "../context.js";
import { CliError } from "../errors.js";
import { safeDiagnostic } from "../output/sanitize.js";

/**
 * `svc run --junit <file>`: runs `body`, then writes the JUnit XML of its report, also when it
 * failed (a run that never reached its steps is one failing case with the reason). The file holds
 * no secret: the report has none, and the reason is redacted like every diagnostic.
 */
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

async function write(path: string, xml: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, xml);
}
