/**
 * Placeholder until the stored-profile support (keychain + config file) lands: every profile is
 * missing. The auth branch replaces this module; `resolve.ts` loads it lazily and only when
 * `SVC_API_TOKEN` is not set.
 */
import type { CliContext } from "../context.js";
import { CliError } from "../errors.js";
import type { ProfileCredential, ProfileCredentialSource } from "./resolve.js";

export function createProfileSource(): ProfileCredentialSource {
  return {
    async load(profileName: string | undefined, _ctx: CliContext): Promise<ProfileCredential> {
      const name = profileName ?? "default";
      throw new CliError("authentication_required", `no credential for profile "${name}"`, {
        hint: `run svc auth login${profileName === undefined ? "" : ` --profile ${name}`}, or set SVC_API_TOKEN for this session`,
      });
    },
  };
}
