import { scopePattern } from "../../schemas/credential.js";
import { BROWSER_SENSITIVE_SCOPES } from "../../schemas/scopes.js";
import { CliError } from "../errors.js";

/** Browser-login presets. */
const PRESETS = {
  "read-only": ["workspace:read", "projects:read", "tasks:read", "time-entries:read"],
  "daily-work": [
    "workspace:read",
    "projects:read",
    "tasks:read",
    "tasks:write",
    "time-entries:read",
    "time-entries:write",
    "activity:read",
    "comments:read",
    "comments:write",
  ],
} as const satisfies Record<string, readonly string[]>;
type PresetName = keyof typeof PRESETS;
const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

const MAX_SCOPES = 100;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The scopes a browser login asks for: `--scope` values (repeatable, comma-separated) replace the
 * preset entirely; the result is 1-100 unique valid scopes, none of them sensitive.
 */
export function resolveScopes(preset: string | undefined, scopeArgs: readonly string[]): string[] {
  if (preset !== undefined && !(preset in PRESETS)) {
    throw new CliError("invalid_arguments", `--preset must be one of ${PRESET_NAMES.join(", ")}`);
  }
  if (scopeArgs.length === 0) return [...PRESETS[(preset ?? "read-only") as PresetName]];
  const scopes = scopeArgs.flatMap((arg) => arg.split(",")).map((value) => value.trim());
  if (scopes.length > MAX_SCOPES) {
    throw new CliError("invalid_arguments", `--scope: at most ${MAX_SCOPES} values`);
  }
  for (const value of scopes) {
    if (value.length === 0 || value.length > 128 || CONTROL.test(value) || !scopePattern.test(value)) {
      const shown = value.length > 128 || CONTROL.test(value) ? "a value" : `"${value}"`;
      throw new CliError(
        "invalid_arguments",
        `--scope: ${shown} is not a scope; scopes look like resource:access (e.g. tasks:read)`,
      );
    }
  }
  const unique = [...new Set(scopes)];
  const sensitive = unique.filter((value) => BROWSER_SENSITIVE_SCOPES.has(value));
  if (sensitive.length > 0) {
    throw new CliError(
      "browser_sensitive_scopes_unavailable",
      `browser login cannot grant sensitive scopes (${sensitive.join(", ")})`,
      {
        hint: "create a token in Developer Center and import it with `svc auth login --manual` or `--token-stdin`, or use a service account via SVC_API_TOKEN",
      },
    );
  }
  return unique;
}
