/**
 * The one plan loader of both adapters (the Action and `svc run`): bytes, bounded before they are
 * read -> strict UTF-8 -> YAML (depth-checked, unique keys) -> schema -> policy -> warnings. An
 * adapter only decides where the bytes come from and how problems and warnings are shown.
 */
import { readBoundedFile, readBoundedStream } from "../../untrusted/bounded-file.js";
import { maxPlanBytes, type ParsedPlan, parsePlan } from "../plan-parse.js";
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
 * Parses and checks plan bytes (or an inline plan's text) into a plan and its warnings; throws
 * PlanValidationError listing every problem, labelled with `label`.
 */
export function loadPlan(content: string | Uint8Array, label: string): ParsedPlan {
  return parsePlan(content, label);
}

/** Several plan files of one run (their steps in order, ids unique across them); labels name them in problems. */
export function loadPlans(files: readonly PlanFileInput[]): ParsedPlan {
  return files.length === 1 && files[0]
    ? loadPlan(files[0].content, files[0].label ?? "plan")
    : parsePlans(files);
}
