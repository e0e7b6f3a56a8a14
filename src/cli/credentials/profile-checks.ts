import { parseCredentialToken } from "../../schemas/credential.js";
import { CliError } from "../errors.js";
import type { Profile } from "./config-document.js";
import { type Validity, validityOf } from "./validity.js";

/**
 * Before each API command with a saved profile: expired -> `credential_expired`,
 * expiring soon -> a warning line, a stored token whose region/cell/credential id differ from the
 * profile -> `profile_credential_mismatch`. Never run for SVC_API_TOKEN.
 */
export function checkProfileCredential(
  name: string,
  profile: Profile,
  token: string,
  now: number,
  warn: (line: string) => void,
): void {
  const validity = checkProfileExpiry(name, profile, now);
  const location = parseCredentialToken(token);
  if (
    !location ||
    location.region !== profile.region ||
    location.cellId !== profile.cellId ||
    location.credentialId !== profile.credentialId
  ) {
    throw new CliError(
      "profile_credential_mismatch",
      `the credential stored for profile "${name}" does not match its saved region, cell or credential id`,
      { hint: `run \`svc auth login --replace --profile ${name}\`` },
    );
  }
  if (validity === "expiring-soon") {
    warn(
      `warning: the credential of profile "${name}" expires at ${profile.expiresAt}; run \`svc auth login --replace --profile ${name}\` soon`,
    );
  }
}

/**
 * `credential_expired` from the profile's metadata alone. Run before the keychain is asked for the
 * token: an expired profile is reported as expired even where no keychain is reachable.
 */
export function checkProfileExpiry(name: string, profile: Profile, now: number): Validity {
  const validity = validityOf(profile, now);
  if (validity === "expired") {
    throw new CliError(
      "credential_expired",
      `the credential of profile "${name}" expired at ${profile.expiresAt}`,
      {
        hint: `run \`svc auth login --replace --profile ${name}\``,
      },
    );
  }
  return validity;
}
