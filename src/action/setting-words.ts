/**
 * How the Action names its settings in a failed step's fix: its inputs, never the CLI's flags or
 * variables (src/schemas/error-codes.ts, `SettingWords`).
 */
import type { SettingWords } from "../schemas/error-codes.js";

/** The Action's words; `baseUrlGiven`: the base-url input is set (else the address is derived). */
export function actionWords(baseUrlGiven: boolean): SettingWords {
  return {
    token: "the token input",
    baseUrl: baseUrlGiven
      ? "the base-url input"
      : "the regional address derived from the token (the base-url input gives another)",
    timeout: "the timeout-ms input",
    maxWait: "the max-wait-ms input",
    newRunIdentity:
      "re-run the workflow (each attempt rotates and tests with keys of its own) or start a new workflow run",
    newRunAttempt: "re-run the workflow",
  };
}
