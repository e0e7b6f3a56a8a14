import { normalizeBaseUrl } from "../../transport/base-url.js";
import type { CliContext } from "../cli-context.js";
import type { Profile } from "../credentials/config-document.js";
import { checkProfileName, configPath } from "../credentials/config-paths.js";
import { type CredentialStore, keychainStore, keychainTimeoutMs } from "../credentials/keychain.js";
import { savedProfile } from "../credentials/profiles.js";
import { CliError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";

export interface AuthSetup {
  configPath: string;
  /** The explicit --profile, or undefined (then the current profile, else `default`). */
  explicitProfile: string | undefined;
  profileName: string;
  store: CredentialStore;
  /** --base-url, else SVC_API_BASE_URL, normalised; undefined = the regional default. */
  baseUrl: string | undefined;
}

export { checkProfileName };

/** Shared by the auth actions: config path, profile name, keychain, base URL. */
export async function authSetup(ctx: CliContext, globals: GlobalOptions): Promise<AuthSetup> {
  const explicitProfile = globals.profile === undefined ? undefined : checkProfileName(globals.profile);
  const path = configPath(ctx.env);
  let profileName = explicitProfile;
  if (profileName === undefined) {
    const { readConfig } = await import("../credentials/config-store.js");
    profileName = (await readConfig(path)).currentProfile ?? "default";
  }
  const rawBase = globals.baseUrl ?? (ctx.env.SVC_API_BASE_URL?.trim() || undefined);
  return {
    configPath: path,
    explicitProfile,
    profileName,
    store: keychainStore({ timeoutMs: keychainTimeoutMs(ctx.env) }),
    baseUrl: rawBase === undefined ? undefined : normalizeBaseUrl(rawBase),
  };
}

/** `profile_exists` unless --replace. */
export function profileGuard(name: string, replace: boolean) {
  return (profiles: Record<string, Profile>) => {
    if (savedProfile(profiles, name) && !replace) {
      throw new CliError("profile_exists", `profile "${name}" already exists`, {
        hint: `add --replace to overwrite it (the old credential is not revoked; \`svc auth logout --revoke --profile ${name}\` does that)`,
      });
    }
  };
}
