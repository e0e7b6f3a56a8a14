/**
 * The one plan loader of both adapters (the Action and `svc run`): bytes, bounded before they are
 * read -> strict UTF-8 -> YAML (depth-checked, unique keys) -> schema -> policy -> warnings. An
 * adapter only decides where the bytes come from and how problems and warnings are shown.
 */
import { readBoundedFile, readBoundedStream } from "../../untrusted/bounded-file.js";
import { maxPlanBytes, type ParsedPlan } from "../plan-parse.js";
import { type PlanFileInput, parsePlans } from "../plan-set.js";

/**
 * A plan file's bytes: a regular file of at most 4 MiB, refused (InputFileError) before it is
 * read otherwise; a named pipe is refused at once rather than waited on.
 */
export function readPlanFile(path: string): Promise<Buffer> {
  return readBoundedFile(path, { maxBytes: maxPlanBytes });
}

/** A plan read from a stream (standard input), at most 4 MiB; `signal` ends the wait. */
export function readPlanStream(stream: AsyncIterable<unknown>, signal?: AbortSignal): Promise<Buffer> {
  return readBoundedStream(stream, maxPlanBytes, signal);
}

/**
 * Parses and checks the plan files of one run (or an inline plan's text) into a plan and its
 * warnings: their steps in order, ids unique across them. Throws PlanValidationError listing every
 * problem, each labelled with its file's label.
 */
export function loadPlans(files: readonly PlanFileInput[]): ParsedPlan {
  return parsePlans(files);
}
