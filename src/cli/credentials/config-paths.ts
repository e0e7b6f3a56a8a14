import { homedir } from "node:os";
import { join } from "node:path";
import { CliError } from "../errors.js";

/** SVC_CONFIG_PATH, else $XDG_CONFIG_HOME/svc/config.json, else ~/.config/svc/config.json. */
export function configPath(
  env: Readonly<Record<string, string | undefined>>,
  home: () => string = homedir,
): string {
  const override = env.SVC_CONFIG_PATH?.trim();
  if (override) return override;
  const xdg = env.XDG_CONFIG_HOME?.trim();
  return join(xdg ? xdg : join(home(), ".config"), "svc", "config.json");
}

export const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** `--profile` as given, or `invalid_profile_name` (exit 2) before anything is read. */
export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name)) {
    throw new CliError(
      "invalid_profile_name",
      "--profile must be 1-64 characters of letters, digits, '.', '_' or '-', starting with a letter or digit",
    );
  }
  return name;
}
