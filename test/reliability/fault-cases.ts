/**
 * The fault matrix as data: every webhook operation x every fault, with what the contract says
 * must happen (the client's retry rules in docs/client.md, the exit codes of src/cli/errors.ts): whether the client retries, the final error, the CLI's
 * exit code, and the outcome of a plan that meets the fault once (the Action's outcome).
 */
import {
  ApiError,
  BadGatewayError,
  ClientError,
  DependencyUnavailableError,
  GatewayTimeoutError,
  PreconditionFailedError,
  PreconditionRequiredError,
  RateLimitError,
  ResponseValidationError,
} from "../../src/client/index.js";

export type OperationName =
  | "list"
  | "get"
  | "create"
  | "update"
  | "remove"
  | "rotate"
  | "test-delivery"
  | "list-deliveries"
  | "get-delivery";

interface Operation {
  name: OperationName;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** GET, or a POST with an Idempotency-Key: the contract's retry-eligible requests. */
  eligible: boolean;
}

const operations: Operation[] = [
  { name: "list", method: "GET", eligible: true },
  { name: "get", method: "GET", eligible: true },
  { name: "create", method: "POST", eligible: true },
  { name: "update", method: "PATCH", eligible: false },
  { name: "remove", method: "DELETE", eligible: false },
  { name: "rotate", method: "POST", eligible: true },
  { name: "test-delivery", method: "POST", eligible: true },
  { name: "list-deliveries", method: "GET", eligible: true },
  { name: "get-delivery", method: "GET", eligible: true },
];

type ErrorClass = abstract new (...args: never[]) => Error;

interface Fault {
  name: string;
  /** The emulator fault spec (without count, method, pathPrefix). */
  spec: Record<string, unknown>;
  /** 429/502/503/504, a reset connection, a timeout: the contract's transient failures. */
  transient: boolean;
  errorClass: ErrorClass;
  /** The error's `code`. */
  code: string;
  status?: number;
  /** CLI exit code. */
  exit: number;
  /** Needs the short per-attempt timeout. */
  stall?: boolean;
}

export const STALL_TIMEOUT_MS = 200;

const faults: Fault[] = [
  {
    name: "503",
    spec: { kind: "status", status: 503 },
    transient: true,
    errorClass: DependencyUnavailableError,
    code: "service_unavailable",
    status: 503,
    exit: 1,
  },
  {
    name: "502",
    spec: { kind: "status", status: 502 },
    transient: true,
    errorClass: BadGatewayError,
    code: "bad_gateway",
    status: 502,
    exit: 1,
  },
  {
    name: "504",
    spec: { kind: "status", status: 504 },
    transient: true,
    errorClass: GatewayTimeoutError,
    code: "gateway_timeout",
    status: 504,
    exit: 1,
  },
  {
    name: "500",
    spec: { kind: "status", status: 500, code: "internal_error" },
    transient: false,
    errorClass: ApiError,
    code: "internal_error",
    status: 500,
    exit: 1,
  },
  {
    name: "reset",
    spec: { kind: "reset" },
    transient: true,
    errorClass: ClientError,
    code: "network_error",
    exit: 1,
  },
  {
    name: "stall",
    spec: { kind: "delay", delayMs: 10_000 },
    transient: true,
    errorClass: ClientError,
    code: "request_timeout",
    exit: 1,
    stall: true,
  },
  {
    name: "429 Retry-After: 1",
    spec: { kind: "rateLimit", retryAfterSeconds: 1 },
    transient: true,
    errorClass: RateLimitError,
    code: "rate_limit_exceeded",
    status: 429,
    exit: 7,
  },
  {
    name: "malformed JSON",
    spec: { kind: "malformed" },
    transient: false,
    errorClass: ResponseValidationError,
    code: "invalid_api_response",
    exit: 1,
  },
  {
    name: "schema-invalid body",
    spec: { kind: "schemaInvalid" },
    transient: false,
    errorClass: ResponseValidationError,
    code: "invalid_api_response",
    exit: 1,
  },
  {
    name: "412",
    spec: { kind: "status", status: 412 },
    transient: false,
    errorClass: PreconditionFailedError,
    code: "precondition_failed",
    status: 412,
    exit: 6,
  },
  {
    name: "428",
    spec: { kind: "status", status: 428 },
    transient: false,
    errorClass: PreconditionRequiredError,
    code: "precondition_required",
    status: 428,
    exit: 2,
  },
];

/**
 * Where a plan recovers from one fault the client does not retry, and why (the engine's own
 * recovery, documented in docs/plan.md): everything else succeeds exactly when the client retries.
 */
export const engineRecoveries: Partial<Record<OperationName, Record<string, string>>> = {
  update: {
    reset: "ensure-webhook establishes an update of unknown outcome, then applies it",
    stall: "ensure-webhook establishes an update of unknown outcome, then applies it",
    "412": "ensure-webhook re-reads the webhook and reconciles again",
    "429 Retry-After: 1": "ensure-webhook waits a rate-limited update out (the service acted on nothing)",
  },
  remove: {
    "429 Retry-After: 1": "remove-webhook waits a rate-limited removal out (the service acted on nothing)",
  },
  "get-delivery": {
    "500": "test-delivery keeps polling through transient server errors",
  },
};

export interface FaultCase {
  operation: Operation;
  fault: Fault;
  retried: boolean;
}

export const faultCases: FaultCase[] = operations.flatMap((operation) =>
  faults.map((fault) => ({ operation, fault, retried: operation.eligible && fault.transient })),
);

/** A plan meeting the fault once succeeds when the client retries it or the engine recovers. */
export function planRecovers(testCase: FaultCase): boolean {
  return testCase.retried || engineRecoveries[testCase.operation.name]?.[testCase.fault.name] !== undefined;
}
