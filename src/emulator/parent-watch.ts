/**
 * Started through npm (`npm run emulator`, `npx svc-emulator`), the emulator's parent is the shell
 * npm runs the script in, not npm: npm forwards SIGTERM and SIGINT to that shell, which dies of
 * them without passing them on, so the emulator would keep running (and its port taken) after the
 * pid a script started was killed. In that case it watches its parent and stops, as on SIGTERM,
 * when the parent is gone. Started any other way (`svc-emulator &` in a CI step whose shell then
 * ends, a test harness), it never does.
 */

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

/**
 * Calls `onGone` once when the parent process ends (this process is re-parented, or the parent's pid
 * no longer exists); returns a function that stops watching.
 */
export function watchParent(onGone: () => void): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && alive(parent)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
