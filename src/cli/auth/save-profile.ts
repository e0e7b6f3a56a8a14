import { unlink } from "node:fs/promises";
import type { Client } from "../../client/index.js";
import type { ConfigDocument, Profile } from "../credentials/config-document.js";
import { readConfig, writeConfig } from "../credentials/config-store.js";
import type { CredentialStore } from "../credentials/keychain.js";
import { CliError } from "../errors.js";

export interface SaveTarget {
  configPath: string;
  /** The document read before the login started (restored if the keychain write fails). */
  previous: ConfigDocument;
  /** Whether a config file existed before (if not, a failed save removes the new one). */
  previousExisted: boolean;
  profileName: string;
  store: CredentialStore;
}

/** Browser-login compensation: revoke the just-issued credential with its own token. */
export interface Compensation {
  credentialId: string;
  revoke(): Promise<void>;
}

/**
 * Save the profile metadata (and make it current), then write the secret to
 * the keychain. If the keychain write fails, the previous config is restored; after a browser login
 * the just-issued credential is revoked through storage compensation first.
 */
export async function saveProfile(
  target: SaveTarget,
  profile: Profile,
  token: string,
  extra: { installationId?: string; compensation?: Compensation } = {},
): Promise<void> {
  const next: ConfigDocument = {
    ...target.previous,
    currentProfile: target.profileName,
    ...(extra.installationId ? { installationId: extra.installationId } : {}),
    profiles: { ...target.previous.profiles, [target.profileName]: profile },
  };
  await writeConfig(target.configPath, next);
  try {
    await target.store.set(target.profileName, token);
  } catch (storeError) {
    const revoked = extra.compensation ? await tryRevoke(extra.compensation) : undefined;
    await restoreConfig(target);
    if (!extra.compensation) throw storeError;
    const id = extra.compensation.credentialId;
    const outcome = revoked
      ? `the service revoked the new credential ${id} automatically`
      : `revocation could not be confirmed: revoke credential ${id} in Developer Center`;
    throw new CliError(
      "credential_store_failed",
      `the credential could not be saved in the OS credential store; ${outcome}; the previous configuration was restored`,
      {
        hint: "unlock or start the system keychain and run `svc auth login` again, or use SVC_API_TOKEN for this session",
        cause: storeError,
      },
    );
  }
}

async function tryRevoke(compensation: Compensation): Promise<boolean> {
  try {
    await compensation.revoke();
    return true;
  } catch {
    return false;
  }
}

async function restoreConfig(target: SaveTarget): Promise<void> {
  if (target.previousExisted) await writeConfig(target.configPath, target.previous);
  else await unlink(target.configPath).catch(() => {});
}

/** The compensation call through the client, bound to the just-issued token and its grant. */
export function storageCompensation(
  client: Pick<Client, "compensateCliAuthorizationStorage">,
  grantId: string,
  credentialId: string,
): Compensation {
  return {
    credentialId,
    revoke: async () => {
      await client.compensateCliAuthorizationStorage({ grantId });
    },
  };
}

/** Reads the config and remembers whether a file existed (for restoring it). */
async function loadSaveBase(
  configPath: string,
): Promise<{ previous: ConfigDocument; previousExisted: boolean }> {
  const { existsSync } = await import("node:fs");
  const previousExisted = existsSync(configPath);
  return { previous: await readConfig(configPath), previousExisted };
}

/** Where a login saves its credential, as the login command gives it. */
export interface LoginDestination {
  configPath: string;
  profileName: string;
  store: CredentialStore;
  /** The --base-url the profile records, if any. */
  baseUrl?: string | undefined;
  now: () => number;
  /** Refuses an existing profile without --replace; called with the loaded config. */
  checkProfile: (profiles: Record<string, Profile>) => void;
}

/** What a login learned of its credential: the local parse (manual) or the token exchange (browser). */
interface CredentialFacts {
  cellId: string;
  credentialId: string;
  region: string;
  expiresAt?: string;
  scopes?: string[];
}

export interface StartedLogin {
  /** The config as it was before the login (restored if saving fails). */
  previous: ConfigDocument;
  /** Records the profile (made current) and writes the token to the store; returns the profile. */
  save(
    source: Profile["authenticationSource"],
    facts: CredentialFacts,
    token: string,
    extra?: { installationId?: string; compensation?: Compensation },
  ): Promise<Profile>;
}

/**
 * The start every login shares: the config is read (and remembered, to restore it if saving
 * fails) and an existing profile is refused before anything is asked or issued.
 */
export async function startLogin(destination: LoginDestination): Promise<StartedLogin> {
  const base = await loadSaveBase(destination.configPath);
  destination.checkProfile(base.previous.profiles);
  const target: SaveTarget = {
    ...base,
    configPath: destination.configPath,
    profileName: destination.profileName,
    store: destination.store,
  };
  return {
    previous: base.previous,
    save: async (source, facts, token, extra) => {
      const profile: Profile = {
        authenticationSource: source,
        ...(destination.baseUrl ? { baseUrl: destination.baseUrl } : {}),
        cellId: facts.cellId,
        createdAt: new Date(destination.now()).toISOString(),
        credentialId: facts.credentialId,
        ...(facts.expiresAt === undefined ? {} : { expiresAt: facts.expiresAt }),
        region: facts.region,
        ...(facts.scopes === undefined ? {} : { scopes: facts.scopes }),
      };
      await saveProfile(target, profile, token, extra);
      return profile;
    },
  };
}
