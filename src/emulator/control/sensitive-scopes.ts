/** Scopes browser login refuses (contract 12.2); one list shared with the CLI. */
export { BROWSER_SENSITIVE_SCOPES as SENSITIVE_SCOPES } from "../../schemas/scopes.js";
