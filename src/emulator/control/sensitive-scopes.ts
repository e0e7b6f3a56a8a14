/** Scopes browser login refuses (docs/auth.md); one list shared with the CLI. */
export { BROWSER_SENSITIVE_SCOPES as SENSITIVE_SCOPES } from "../../schemas/scopes.js";
