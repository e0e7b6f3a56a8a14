import module from "node:module";
import { posix, win32 } from "node:path";

/**
 * Where `svc` keeps Node's compile cache: the user's cache directory ($XDG_CACHE_HOME/svc, else
 * $HOME/.cache/svc; %LOCALAPPDATA%\svc on Windows), never the shared temp directory Node would
 * pick by default; undefined (no cache) when the environment names none.
 */
export function compileCacheDirectory(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const { isAbsolute, join } = platform === "win32" ? win32 : posix;
  const xdg = env.XDG_CACHE_HOME?.trim();
  if (xdg && isAbsolute(xdg)) return join(xdg, "svc", "node-compile-cache");
  const home = env.HOME?.trim();
  if (home && isAbsolute(home)) return join(home, ".cache", "svc", "node-compile-cache");
  const local = platform === "win32" ? env.LOCALAPPDATA?.trim() : undefined;
  if (local && isAbsolute(local)) return join(local, "svc", "node-compile-cache");
  return undefined;
}

/**
 * Turns the compile cache on in the user's cache directory. A directory that cannot be created or
 * written leaves it off (Node reports that, it never throws); NODE_COMPILE_CACHE and
 * NODE_DISABLE_COMPILE_CACHE still decide when set.
 */
export function enableCompileCache(env: Readonly<Record<string, string | undefined>>): void {
  if (env.NODE_COMPILE_CACHE !== undefined) return; // Node enabled it at start-up where it was told
  const directory = compileCacheDirectory(env);
  if (directory !== undefined) module.enableCompileCache?.(directory);
}
