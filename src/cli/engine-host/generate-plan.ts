/**
 * `svc run --generate-plan FILE [--url-prefix P]` (docs/cli-run.md "Adopting existing webhooks"):
 * lists every webhook once, writes the plan that ensures them as they are (adoption-plan.ts) to a
 * new FILE (or stdout for `-`), and refuses an existing FILE unless --force, before any call.
 */
import { constants } from "node:fs";
import { lstat, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { PlanValidationError, parsePlan } from "../../engine/index.js";
import type { Webhook } from "../../schemas/index.js";
import { directoryProblem } from "../../untrusted/path-problem.js";
import { CliError } from "../errors.js";
import type { HandlerContext } from "../handler-context.js";
import { safeDiagnostic } from "../output/sanitize.js";
import { writeChunk } from "../output/write.js";
import { AdoptionError, adoptionPlan, urlPrefixProblem } from "./adoption-plan.js";

export interface GenerateOptions {
  generatePlan: string;
  urlPrefix?: string;
  force?: true;
}

export async function generatePlan(ctx: HandlerContext, options: GenerateOptions): Promise<void> {
  const target = options.generatePlan === "-" ? undefined : resolve(ctx.cwd, options.generatePlan);
  if (options.urlPrefix !== undefined) {
    const problem = urlPrefixProblem(options.urlPrefix);
    if (problem)
      throw new CliError("invalid_arguments", `--url-prefix ${problem}`, {
        hint: "give the start of the URLs to adopt, e.g. --url-prefix https://hooks.example.com/team-a/",
      });
  }
  if (target !== undefined) await checkTarget(target, options);
  const client = await ctx.client();
  const webhooks: Webhook[] = await client.paginateWebhooks({ limit: 100 }, { signal: ctx.signal }).toArray();
  let plan: ReturnType<typeof adoptionPlan>;
  try {
    plan = adoptionPlan(webhooks, options.urlPrefix, new Date(ctx.now()));
  } catch (error) {
    if (error instanceof AdoptionError) throw new CliError("invalid_arguments", error.message);
    throw error;
  }
  if (plan.steps === 0) throw nothingToAdopt(webhooks.length, options.urlPrefix);
  checkGenerated(plan.text);
  for (const line of plan.skipped) ctx.stderr.write(`svc: warning: ${safeDiagnostic(line, ctx.secrets)}\n`);
  if (target === undefined) return writeChunk(ctx.stdout, plan.text, ctx.signal);
  await writePlan(target, plan.text, options.force === true);
  ctx.stderr.write(
    `svc: wrote ${safeDiagnostic(options.generatePlan)}: ${plan.steps} ensure-webhook step(s) for the ${webhooks.length} webhook(s) listed; check it with: svc run ${safeDiagnostic(options.generatePlan)} --mode plan\n`,
  );
  await ctx.render(
    { file: options.generatePlan, steps: plan.steps, listed: webhooks.length, skipped: plan.skipped.length },
    {
      table: (receipt) =>
        `wrote ${safeDiagnostic(receipt.file)}: ${receipt.steps} step(s), ${receipt.skipped} webhook(s) left out\n`,
    },
  );
}

/** Before any call: the directory exists, and FILE does not (unless --force, and then it is a file). */
async function checkTarget(target: string, options: GenerateOptions): Promise<void> {
  const problem = await directoryProblem(dirname(target));
  if (problem)
    throw new CliError(
      "invalid_arguments",
      `--generate-plan ${options.generatePlan}: its directory ${problem}`,
    );
  const existing = await lstat(target).catch(() => undefined);
  if (existing && !options.force)
    throw new CliError(
      "invalid_arguments",
      `--generate-plan ${options.generatePlan} exists; nothing was listed or written`,
      {
        hint: "give a new file, or add --force to replace it",
      },
    );
  if (existing && !existing.isFile())
    throw new CliError("invalid_arguments", `--generate-plan ${options.generatePlan} is not a regular file`);
}

/** A new file (O_EXCL, never through a link); with --force a temp file beside it, renamed over it. */
async function writePlan(target: string, text: string, force: boolean): Promise<void> {
  const path = force ? join(dirname(target), `.${basename(target)}.${process.pid}.tmp`) : target;
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const handle = await open(path, flags, 0o644).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new CliError(
        "invalid_arguments",
        `--generate-plan ${target} exists (created meanwhile); nothing was written`,
      );
    throw error;
  });
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (force)
    await rename(path, target).catch(async (error: unknown) => {
      await rm(path, { force: true });
      throw error;
    });
}

/** The plan must load as svc run will load it: a value the service holds that no plan may (an odd event name) stops here. */
function checkGenerated(text: string): void {
  try {
    parsePlan(text);
  } catch (error) {
    if (!(error instanceof PlanValidationError)) throw error;
    const problems = error.issues.slice(0, 5).map((issue) => issue.message);
    throw new CliError(
      "invalid_plan",
      `the generated plan would not load, so nothing was written: ${problems.join("; ")}`,
      {
        hint: "narrow it with --url-prefix, or report the webhook the problem names",
      },
    );
  }
}

/** No step to write (a plan needs one): say what was listed rather than the plan schema's rule. */
function nothingToAdopt(listed: number, prefix: string | undefined): CliError {
  const what =
    prefix === undefined
      ? `the workspace has no webhook to adopt (${listed} listed, none a plan can ensure)`
      : `no webhook has a url under ${safeDiagnostic(prefix)} (${listed} listed)`;
  return new CliError("invalid_arguments", `--generate-plan: ${what}; nothing was written`, {
    hint: "check --url-prefix against the URLs svc webhooks list shows (it is the start of the URL, scheme and host included)",
  });
}
