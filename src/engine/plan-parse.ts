import type { ParsedPlan } from "./plan-document.js";
import { parsePlans } from "./plan-set.js";

export { maxPlanBytes, type ParsedPlan, type Position } from "./plan-document.js";

/**
 * Parses and validates a plan (YAML or JSON): text, or the bytes of a file, which must be UTF-8.
 * Throws PlanValidationError listing every problem with its line and column; `source` (a file
 * name) only labels the messages. A run of several files: parsePlans (plan-set.ts).
 */
export function parsePlan(content: string | Uint8Array, source?: string): ParsedPlan {
  return parsePlans([{ content, ...(source === undefined ? {} : { label: source }) }]);
}
