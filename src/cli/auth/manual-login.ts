import type { Profile } from "../credentials/config-document.js";
import { type LoginDestination, startLogin } from "./save-profile.js";
import { parseImportedToken } from "./token.js";

/**
 * `--manual` / `--token-stdin`: the credential is parsed locally before anything is
 * stored; the profile records `authenticationSource: manual` and no expiry or scopes.
 */
export async function importCredential(
  input: LoginDestination & {
    readToken: () => Promise<string>;
    /** The credential comes from stdin (`--token-stdin`), not from a prompt. */
    piped?: boolean;
    source: string;
  },
): Promise<Profile> {
  const login = await startLogin(input);
  // Piped input is checked before the store is touched, so a bad credential is exit 2 even where
  // no keychain runs; a hidden prompt comes after the probe, so nobody pastes into a dead store.
  const piped = input.piped ? parseImportedToken(await input.readToken(), input.source) : undefined;
  await input.store.get(input.profileName);
  const { token, location } = piped ?? parseImportedToken(await input.readToken(), input.source);
  return login.save("manual", location, token);
}
