export { formatDuration, parseDuration } from "./duration.js";
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
export { describeError, failureStatus, StepDeadlineExceeded, StepFailure } from "./errors.js";
export { createKey, type KeyedOperation, rotateKey, testKey } from "./idempotency.js";
export type { RevealJournal, RevealRecord } from "./journal.js";
export { JournalDirectoryError, openFileJournal } from "./journal-file.js";
export { groupIssues, type PlanIssue, type PlanPath, PlanValidationError } from "./plan-errors.js";
export { maxPlanBytes, type ParsedPlan, type Position, parsePlan, validatePlan } from "./plan-parse.js";
export { destinationIssues, planWarnings } from "./plan-policy.js";
export { type Plan, type PlanStep, planJsonSchema, planSchema } from "./plan-schema.js";
export {
  failureMessage,
  type RunReport,
  type RunTotals,
  type StepReport,
  type StepStatus,
} from "./report.js";
export { type RequestCounts, requestCounter } from "./request-counter.js";
export { checkPlan, runPlan } from "./runner.js";
export { fileSinkHandler } from "./sinks/file-sink.js";
export { secretFingerprint } from "./sinks/fingerprint.js";
export { githubSecretNamePattern, type SecretSinkSpec, secretSinkKinds } from "./sinks/sink-schema.js";
export type {
  PreparedSink,
  SecretSinkHandler,
  SecretSinkHandlers,
  SecretSinkKind,
  SinkProblem,
  SinkReceipt,
} from "./sinks/types.js";
export type { DeliveryRow, OutputValue, WebhookState } from "./step-types.js";
export { stepDefinitions } from "./steps/index.js";
