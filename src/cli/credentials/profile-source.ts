/**
 * Stored profiles: metadata from the config file, the secret from the OS
 * keychain, and the local checks before each API command. Loaded lazily by `resolve.ts`, and only
 * when SVC_API_TOKEN is not set, so an env token never touches the keychain or the config.
 */
import { CliError } from "../errors.js";
import { configPath } from "./config-paths.js";
import { readConfig } from "./config-store.js";
import type { ProfileContext, ProfileCredential, ProfileCredentialSource } from "./credential-context.js";
import { keychainStore, keychainTimeoutMs } from "./keychain.js";
import { checkProfileCredential, checkProfileExpiry } from "./profile-checks.js";
import { savedProfile, selectedProfile } from "./profiles.js";

/** `authentication_required` naming the profile; `where` says what is missing beyond the profile. */
export function missingProfile(name: string, where = ""): CliError {
  return new CliError("authentication_required", `no credential for profile "${name}"${where}`, {
    hint: `run svc auth login --profile ${name}, or set SVC_API_TOKEN for this session`,
  });
}

export function createProfileSource(): ProfileCredentialSource {
  return {
    async load(profileName: string | undefined, ctx: ProfileContext): Promise<ProfileCredential> {
      const document = await readConfig(configPath(ctx.env));
      const name = selectedProfile(document, profileName);
      const profile = savedProfile(document.profiles, name);
      if (!profile) throw missingProfile(name);
      // What the config alone decides comes first: no keychain is needed to know it expired.
      checkProfileExpiry(name, profile, ctx.now());
      const token = await keychainStore({ timeoutMs: keychainTimeoutMs(ctx.env) }).get(name);
      if (token === null || token.trim() === "") throw missingProfile(name, " in the OS credential store");
      ctx.secrets.add(token.trim());
      checkProfileCredential(name, profile, token.trim(), ctx.now(), (line) =>
        ctx.stderr.write(`svc: ${line}\n`),
      );
      return { token: token.trim(), profileName: name, baseUrl: profile.baseUrl };
    },
  };
}
