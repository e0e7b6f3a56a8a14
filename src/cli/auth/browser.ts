import { spawn } from "node:child_process";

/** Splits a BROWSER-style command into argv (whitespace, with simple single/double quoting); no shell. */
export function splitCommand(command: string): string[] {
  const args: string[] = [];
  let current = "";
  let quote: string | undefined;
  let pending = false;
  for (const char of command) {
    if (quote) {
      if (char === quote) quote = undefined;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      pending = true;
    } else if (/\s/.test(char)) {
      if (pending || current) args.push(current);
      current = "";
      pending = false;
    } else current += char;
  }
  if (pending || current) args.push(current);
  return args;
}

/** The opener argv for a URL: SVC_BROWSER, then BROWSER, else the platform opener. */
export function browserCommand(
  url: string,
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform,
): string[] | undefined {
  for (const name of ["SVC_BROWSER", "BROWSER"] as const) {
    const configured = env[name]?.trim();
    if (configured) {
      const argv = splitCommand(configured);
      if (argv.length > 0)
        return argv.some((arg) => arg.includes("%s"))
          ? argv.map((arg) => arg.replaceAll("%s", url))
          : [...argv, url];
    }
  }
  if (platform === "darwin") return ["open", url];
  if (platform === "win32") return ["rundll32.exe", "url.dll,FileProtocolHandler", url];
  if (platform === "linux" || platform === "freebsd" || platform === "openbsd") return ["xdg-open", url];
  return undefined;
}

/** Launches the opener detached, without a shell; resolves false when it could not be started or failed. */
export function openBrowser(argv: readonly string[]): Promise<boolean> {
  const [command, ...args] = argv;
  if (!command) return Promise.resolve(false);
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, args, { stdio: "ignore", detached: true, shell: false });
    } catch {
      resolve(false);
      return;
    }
    const timer = setTimeout(() => {
      child.unref();
      resolve(true);
    }, 2000);
    timer.unref();
    child.once("error", () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}
