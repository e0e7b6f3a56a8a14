/**
 * The Chromium-family browser of the browser-login tests: CHROMIUM_PATH when set, else the first of
 * chromium, google-chrome-stable, google-chrome, chromium-browser on PATH (Debian's package, a
 * GitHub runner's Chrome, Ubuntu's name). scripts/install-system-packages.sh (npm test's pretest)
 * looks for the same names and installs Debian's chromium when there is none.
 */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

const BROWSER_NAMES = ["chromium", "google-chrome-stable", "google-chrome", "chromium-browser"] as const;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findBrowser(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.CHROMIUM_PATH;
  if (override) {
    if (!executable(override)) throw new Error(`CHROMIUM_PATH=${override} is not an executable file`);
    return override;
  }
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const name of BROWSER_NAMES) {
    for (const dir of dirs) {
      if (executable(join(dir, name))) return join(dir, name);
    }
  }
  throw new Error(
    `no Chromium-family browser (${BROWSER_NAMES.join(", ")}) on PATH and no CHROMIUM_PATH: run npm test (its pretest installs Debian's chromium as root) or sudo apt-get install chromium`,
  );
}
