export type {
  Clock,
  EngineContext,
  Logger,
  Mode,
  OutputSink,
  RunIdentity,
  RunProgress,
  SecretMasker,
} from "./engine-context.js";
export { defaultConcurrency, maxConcurrency, modes, systemClock } from "./engine-context.js";
export { describeError, failureStatus } from "./errors.js";
export { createKey } from "./idempotency.js";
export type { RevealJournal, RevealRecord } from "./journal.js";
export { JournalDirectoryError, openFileJournal } from "./journal-file.js";
export { type PlanIssue, PlanValidationError } from "./plan-errors.js";
export { type ParsedPlan, type Position, parsePlan } from "./plan-parse.js";
export type { PlanStep } from "./plan-schema.js";
export {
  failureMessage,
  type RunReport,
  type RunTotals,
  type StepReport,
} from "./report.js";
export { type RequestCounts, requestCounter } from "./request-counter.js";
export { type ChangeKind, changeKind, countKinds, countsLine } from "./review/counts.js";
export { changeMark, isReviewed, reviewMarkdown } from "./review/markdown.js";
export { runPlan } from "./runner.js";
export type {
  SecretSinkHandler,
  SinkProblem,
} from "./sinks/types.js";
