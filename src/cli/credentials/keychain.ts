import { CliError } from "../errors.js";
import { safeDiagnostic } from "../output/sanitize.js";

const KEYCHAIN_SERVICE = "svc-cli";
const DEFAULT_KEYCHAIN_TIMEOUT_MS = 10_000;

/** The OS credential store, addressed by profile name. Every method may throw `credential_store_unavailable`. */
export interface CredentialStore {
  get(profile: string): Promise<string | null>;
  set(profile: string, secret: string): Promise<void>;
  delete(profile: string): Promise<boolean>;
}

/** SVC_KEYCHAIN_TIMEOUT_MS (a positive integer) or the 10 s default. */
export function keychainTimeoutMs(env: Readonly<Record<string, string | undefined>>): number {
  const value = Number(env.SVC_KEYCHAIN_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_KEYCHAIN_TIMEOUT_MS;
}

function unavailable(action: string, reason: string): CliError {
  const why = safeDiagnostic(reason).slice(0, 240);
  return new CliError(
    "credential_store_unavailable",
    `the OS credential store is unavailable (${action}: ${why})`,
    {
      hint: "unlock or start the system keychain (on Linux a Secret Service such as gnome-keyring on the D-Bus session bus), or set SVC_API_TOKEN for this session",
    },
  );
}

type Keyring = typeof import("@napi-rs/keyring");

/**
 * The keychain through @napi-rs/keyring, loaded on first use. On Linux the Secret Service is pinned:
 * unpinned, 2.x silently falls back to the kernel keyring, which loses the credential at logout.
 * Every call is bounded by `timeoutMs` (a locked or absent daemon can hang) and every throw becomes
 * `credential_store_unavailable`; there is no plaintext fallback.
 */
export function keychainStore(options: {
  timeoutMs: number;
  service?: string;
  load?: () => Promise<Keyring>;
}): CredentialStore {
  const service = options.service ?? KEYCHAIN_SERVICE;
  // webpackIgnore: the native binding is resolved at run time from the installed package (npm picks
  // the platform's binary), never bundled, so dist/ is the same whatever machine built it.
  const load = options.load ?? (() => import(/* webpackIgnore: true */ "@napi-rs/keyring"));
  async function call<T>(
    action: string,
    profile: string,
    run: (entry: InstanceType<Keyring["AsyncEntry"]>, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(unavailable(action, `no answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      timer.unref();
    });
    try {
      const attempt = (async () => {
        const keyring = await load();
        const entry = new keyring.AsyncEntry(service, profile, { linux: { store: "secret-service" } });
        return run(entry, controller.signal);
      })();
      attempt.catch(() => {});
      return await Promise.race([attempt, timeout]);
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw unavailable(action, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    get: (profile) => call("read", profile, (entry, signal) => entry.getPassword(signal)),
    set: (profile, secret) => call("write", profile, (entry, signal) => entry.setPassword(secret, signal)),
    delete: (profile) => call("delete", profile, (entry, signal) => entry.deletePassword(signal)),
  };
}
