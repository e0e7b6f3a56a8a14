/**
 * What credentials/ needs of the CLI's context, and no more: the CLI's CliContext satisfies these
 * structurally, so credentials/ never imports the CLI's context module (which wires credentials/
 * in as its default profile source).
 */

/** What loading a stored profile reads and reports to. */
export interface ProfileContext {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly now: () => number;
  /** Literal secrets seen in this run: a loaded token is added, so every diagnostic redacts it. */
  readonly secrets: Set<string>;
  /** Where the local profile checks warn (e.g. a credential expiring soon). */
  readonly stderr: { write(line: string): unknown };
}

export interface ProfileCredential {
  token: string;
  /** The profile actually used (the default profile resolved to its name). */
  profileName: string;
  baseUrl?: string | undefined;
}

/** Stored credentials (keychain + config file); implemented by the auth commands' module. */
export interface ProfileCredentialSource {
  /**
   * Loads the token of `profileName` (undefined = the current profile, else `default`), runs the
   * local profile checks (expired, expiring soon, mismatch) and throws a CliError
   * (`authentication_required`, `credential_expired`, ...) when there is no usable credential.
   */
  load(profileName: string | undefined, ctx: ProfileContext): Promise<ProfileCredential>;
}

/** What resolving the credential of a command needs: the environment first, else a stored profile. */
export interface CredentialContext extends ProfileContext {
  /** The stored-profile credential source, loaded only when needed. */
  profileSource(): Promise<ProfileCredentialSource>;
}
