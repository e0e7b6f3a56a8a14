/**
 * Restores lockfile entries for optional platform packages that the registry mirror of the build
 * machine does not serve (Biome's non-linux-glibc binaries answer 404 there), so npm leaves them out
 * and `npm ci` then rejects the lockfile as out of sync. Each entry is what npm writes for a
 * platform package (version, os, cpu, libc); npm never downloads one that does not match the host.
 * Run after any `npm install` that rewrote package-lock.json: `npx tsx scripts/lock-platform-packages.ts`.
 * test/unit/repo/lockfile.test.ts fails while an entry is missing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

const PLATFORM =
  /-(android|darwin|freebsd|linux|openbsd|sunos|win32)-(arm|arm64|ia32|x64|riscv64|ppc64|s390x)(-(musl|gnu))?$/;

/** Optional dependencies with no lockfile entry: what `npm ci` reports as "Missing". */
export function missingOptionalEntries(lock: Lockfile): { parent: string; name: string; version: string }[] {
  const missing: { parent: string; name: string; version: string }[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (
        !lock.packages[`${path ? `${path}/` : ""}node_modules/${name}`] &&
        !lock.packages[`node_modules/${name}`]
      ) {
        missing.push({ parent: path, name, version });
      }
    }
  }
  return missing;
}

export function platformEntry(name: string, version: string, parent: LockEntry | undefined): LockEntry {
  const match = PLATFORM.exec(name);
  if (!match) throw new Error(`${name} is not a platform package; cannot describe it`);
  const [, os = "", cpu = "", , libc] = match;
  return {
    version,
    cpu: [cpu],
    ...(parent?.dev ? { dev: true } : {}),
    ...(os === "linux" ? { libc: [libc === "musl" ? "musl" : "glibc"] } : {}),
    ...(parent?.license ? { license: parent.license } : {}),
    optional: true,
    os: [os],
    ...(parent?.engines ? { engines: parent.engines } : {}),
  };
}

/** Adds the missing entries (as npm writes them) and returns their names; keeps npm's key order. */
export function restorePlatformEntries(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const { parent, name, version } of missingOptionalEntries(lock)) {
    // The platform packages share the parent's dev flag, license and engines.
    lock.packages[`node_modules/${name}`] = platformEntry(name, version, lock.packages[parent]);
    added.push(`${name}@${version}`);
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = fileURLToPath(new URL("../package-lock.json", import.meta.url));
  const lock = JSON.parse(readFileSync(file, "utf8")) as Lockfile;
  for (const entry of restorePlatformEntries(lock)) console.log(`added node_modules/${entry}`);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
