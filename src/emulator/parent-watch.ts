/**
 * Started through npm (`npm run emulator`, `npx svc-emulator`), the emulator's parent is npm itself
 * (a script run with `exec`) or the shell npm runs the command in (`npx`, through dash on Debian and
 * Ubuntu). npm forwards SIGTERM and SIGINT to its child and dies of other signals (SIGHUP, SIGKILL)
 * without passing them on; that shell dies of SIGTERM without passing it on. Either way the
 * emulator would keep running (and its port taken) after the pid a script started was killed. So,
 * started by npm, it watches its parent and, when that parent is a shell, npm's pid above it, and
 * stops, as on SIGTERM, when either is gone. Started any other way (`svc-emulator &` in a CI step
 * whose shell then ends, a test harness), it never does.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** How often the parent is checked; the timer never keeps the process alive. */
const intervalMs = 200;

type Env = Readonly<Record<string, string | undefined>>;

/** True when npm (a script or npx) started this very command: its lifecycle script names it. */
export function startedByNpm(env: Env): boolean {
  const script = env.npm_lifecycle_script;
  return env.npm_lifecycle_event !== undefined && script !== undefined && /emulator/.test(script);
}

/** True while `pid` (the parent we started under) still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface ProcessInfo {
  ppid: number;
  /** The command name (`sh`, `npm exec svc-em`, ...). */
  name: string;
}

/** `/proc/<pid>/stat`'s parent pid and command name (the name may hold spaces and parentheses). */
export function parseProcStat(stat: string): ProcessInfo | undefined {
  const open = stat.indexOf("(");
  const close = stat.lastIndexOf(")");
  if (open < 0 || close < open) return undefined;
  const ppid = Number(stat.slice(close + 2).split(" ")[1]);
  return Number.isSafeInteger(ppid) ? { ppid, name: stat.slice(open + 1, close) } : undefined;
}

/** A process's parent and name, where the OS tells it (Linux: /proc; macOS and BSD: ps), else undefined. */
export function processInfo(
  pid: number,
  platform: NodeJS.Platform = process.platform,
): ProcessInfo | undefined {
  try {
    if (platform === "linux") return parseProcStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
    if (platform === "win32") return undefined;
    const ps = spawnSync("ps", ["-o", "ppid=,comm=", "-p", String(pid)], { encoding: "utf8", timeout: 2000 });
    const match = /^\s*(\d+)\s+(.+?)\s*$/.exec(ps.stdout ?? "");
    return match ? { ppid: Number(match[1]), name: match[2] as string } : undefined;
  } catch {
    return undefined;
  }
}

const shells = new Set(["sh", "dash", "bash", "zsh", "ash", "ksh", "mksh", "busybox"]);

/**
 * The processes the emulator follows out: its parent, and when the parent is a shell (the one npm
 * ran the command in), the shell's parent too, npm. Nothing above npm: the user's own shell may end
 * while npm keeps running.
 */
export function watchedProcesses(
  parent: number,
  info: (pid: number) => ProcessInfo | undefined = processInfo,
): number[] {
  const shell = info(parent);
  const name = shell?.name.split("/").pop() ?? "";
  return shell !== undefined && shells.has(name) && shell.ppid > 1 ? [parent, shell.ppid] : [parent];
}

/**
 * Calls `onGone` once when the parent process (or, below a shell, npm above it) ends: this process
 * is re-parented, or a watched pid no longer exists. Returns a function that stops watching.
 */
export function watchParent(
  onGone: () => void,
  watched: readonly number[] = watchedProcesses(process.ppid),
): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && watched.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
