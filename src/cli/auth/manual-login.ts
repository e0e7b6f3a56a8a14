import type { Profile } from "../credentials/config-document.js";
import type { CredentialStore } from "../credentials/keychain.js";
import { loadSaveBase, saveProfile } from "./save-profile.js";
import { parseImportedToken } from "./token.js";

/**
 * `--manual` / `--token-stdin`: the credential is parsed locally before anything is
 * stored; the profile records `authenticationSource: manual` and no expiry or scopes.
 */
export async function importCredential(input: {
  readToken: () => Promise<string>;
  /** The credential comes from stdin (`--token-stdin`), not from a prompt. */
  piped?: boolean;
  source: string;
  store: CredentialStore;
  configPath: string;
  profileName: string;
  baseUrl?: string | undefined;
  now: () => number;
  checkProfile: (profiles: Record<string, Profile>) => void;
}): Promise<Profile> {
  const base = await loadSaveBase(input.configPath);
  input.checkProfile(base.previous.profiles);
  // Piped input is checked before the store is touched, so a bad credential is exit 2 even where
  // no keychain runs; a hidden prompt comes after the probe, so nobody pastes into a dead store.
  const piped = input.piped ? parseImportedToken(await input.readToken(), input.source) : undefined;
  await input.store.get(input.profileName);
  const { token, location } = piped ?? parseImportedToken(await input.readToken(), input.source);
  const profile: Profile = {
    authenticationSource: "manual",
    ...(input.baseUrl ? { baseUrl: input.baseUrl } : {}),
    cellId: location.cellId,
    createdAt: new Date(input.now()).toISOString(),
    credentialId: location.credentialId,
    region: location.region,
  };
  await saveProfile(
    { ...base, configPath: input.configPath, profileName: input.profileName, store: input.store },
    profile,
    token,
  );
  return profile;
}
