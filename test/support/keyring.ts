import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A real Secret Service for e2e tests: a private D-Bus session bus and gnome-keyring-daemon with its
 * login collection unlocked (password on stdin), both in a temp home. `env` is what a child needs to
 * reach it; `secretToolSearch` inspects it like a user would; `lock` locks the login collection so
 * writes fail (there is no display for the unlock prompt).
 */
export interface TestKeyring {
  env: Record<string, string>;
  home: string;
  secretToolSearch(service?: string): Promise<string>;
  lookup(profile: string, service?: string): Promise<string | undefined>;
  lock(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestKeyring(): Promise<TestKeyring> {
  const home = mkdtempSync(join(tmpdir(), "svc-keyring-"));
  const runtime = join(home, "run");
  mkdirSync(runtime, { mode: 0o700 });
  const baseEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    XDG_DATA_HOME: join(home, "data"),
    XDG_RUNTIME_DIR: runtime,
  };
  const bus = spawn("dbus-daemon", ["--session", "--nofork", "--print-address=1"], {
    env: baseEnv,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [address] = (await once(createInterface({ input: bus.stdout as NodeJS.ReadableStream }), "line")) as [
    string,
  ];
  const env = { ...baseEnv, DBUS_SESSION_BUS_ADDRESS: address };
  const daemon: ChildProcess = spawn(
    "gnome-keyring-daemon",
    ["--foreground", "--unlock", "--components=secrets"],
    { env, stdio: ["pipe", "ignore", "ignore"] },
  );
  daemon.stdin?.end("test-password");
  // Wait until the service answers on the bus (event-free, so poll the bus a bounded number of times).
  for (let i = 0; ; i++) {
    try {
      await run("secret-tool", ["search", "--all", "service", "svc-probe"], { env });
      break;
    } catch (error) {
      if ((error as { code?: number }).code === 1) break; // "nothing found": the service answered
      if (i > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const search = async (service = "svc-cli") => {
    const result = await run("secret-tool", ["search", "--all", "service", service], { env }).catch(
      (error: { stdout?: string; stderr?: string }) => ({
        stdout: error.stdout ?? "",
        stderr: error.stderr ?? "",
      }),
    );
    return `${result.stdout}${result.stderr}`;
  };
  return {
    env,
    home,
    secretToolSearch: search,
    lookup: async (profile, service = "svc-cli") => {
      try {
        return (await run("secret-tool", ["lookup", "service", service, "username", profile], { env }))
          .stdout;
      } catch {
        return undefined;
      }
    },
    lock: async () => {
      // dbus-send comes with the dbus package (.ci/run installs it); gdbus would need libglib2.0-bin.
      await run(
        "dbus-send",
        [
          "--session",
          "--print-reply",
          "--dest=org.freedesktop.secrets",
          "/org/freedesktop/secrets",
          "org.freedesktop.Secret.Service.Lock",
          "array:objpath:/org/freedesktop/secrets/collection/login",
        ],
        { env },
      );
    },
    stop: async () => {
      daemon.kill();
      bus.kill();
      await Promise.all([
        daemon.exitCode === null ? once(daemon, "exit") : undefined,
        bus.exitCode === null ? once(bus, "exit") : undefined,
      ]);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
