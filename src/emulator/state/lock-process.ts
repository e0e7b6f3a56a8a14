/**
 * What a lock's pid runs now. A pid is reused: in a container restarted with the same host name,
 * the pid an emulator held a lock under often belongs to another program soon after (pid 1, a
 * shell, the container's init). A lock records what its holder process was (its command line and,
 * on Linux, its start time since boot); a running pid is the holder only while those still match.
 *
 * - Linux: `/proc/<pid>/cmdline` and the start time in `/proc/<pid>/stat` (exact: a reused pid
 *   never has the holder's start time).
 * - Other POSIX systems (macOS, BSD): `ps -o command= -p <pid>`, the command line alone.
 * - Windows, or where neither answers: nothing, and the lock's holder counts as running (it cannot
 *   be told apart), as it did before locks recorded their holder.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";

/** What identifies a running process, as far as this system says. */
export interface ProcessFacts {
  /** Its command line (arguments joined by spaces), cut to `maxCommandChars`. */
  command?: string;
  /** Linux: its start time, in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  startTicks?: string;
}

/** A lock file holds at most 4 KiB; the command line is kept well below it. */
const maxCommandChars = 1024;

/** The facts of `pid`, or {} when this system tells nothing (or the process is gone). */
export async function processFacts(pid: number, platform = process.platform): Promise<ProcessFacts> {
  if (platform === "linux") {
    const [command, startTicks] = await Promise.all([procCommand(pid), procStartTicks(pid)]);
    return {
      ...(command === undefined ? {} : { command }),
      ...(startTicks === undefined ? {} : { startTicks }),
    };
  }
  if (platform === "win32") return {};
  const command = await psCommand(pid);
  return command === undefined ? {} : { command };
}

const cut = (command: string) => command.trim().slice(0, maxCommandChars);

async function procCommand(pid: number): Promise<string | undefined> {
  const text = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  // A process's cmdline is empty while it is a zombie or a kernel thread: nothing to compare.
  return text ? cut(text.split("\0").join(" ")) : undefined;
}

async function procStartTicks(pid: number): Promise<string | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  // The command name (field 2) is in parentheses and may hold spaces and ')': fields after the last ')'.
  const fields = text?.slice(text.lastIndexOf(")") + 2).split(" ");
  const ticks = fields?.[19];
  return ticks !== undefined && /^\d+$/.test(ticks) ? ticks : undefined;
}

function psCommand(pid: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile("ps", ["-o", "command=", "-p", String(pid)], { timeout: 5_000 }, (error, stdout) =>
      resolve(error || !stdout.trim() ? undefined : cut(stdout)),
    );
  });
}

/** Who a lock's running pid is, and how that was told. */
export type HolderVerdict =
  | { kind: "emulator"; how: string }
  | { kind: "other-program"; command: string | undefined; how: string }
  | { kind: "unknown"; why: string };

/**
 * Compares what the lock recorded of its holder with what the pid runs now. The start time decides
 * where both are known; else the command line; else it cannot be told.
 */
export function compareHolder(recorded: ProcessFacts, now: ProcessFacts): HolderVerdict {
  if (recorded.startTicks !== undefined && now.startTicks !== undefined) {
    if (recorded.startTicks === now.startTicks)
      return { kind: "emulator", how: "it started when the lock's holder did" };
    return { kind: "other-program", command: now.command, how: "it started after the lock's holder" };
  }
  if (recorded.command !== undefined && now.command !== undefined) {
    if (recorded.command === now.command)
      return { kind: "emulator", how: "its command line is the lock's holder's" };
    return {
      kind: "other-program",
      command: now.command,
      how: "its command line is not the lock's holder's",
    };
  }
  if (recorded.command === undefined && recorded.startTicks === undefined)
    return {
      kind: "unknown",
      why: "the lock does not say what its holder ran (an older svc-emulator wrote it, or its system does not tell)",
    };
  return { kind: "unknown", why: "this system does not say what a process runs" };
}

/** A command line for a message: printable ASCII only (the text is another program's), cut short. */
export function shownCommand(command: string | undefined): string {
  if (command === undefined) return "a program this system does not name";
  const printable = command.replace(/[^\x20-\x7e]/g, "?");
  return printable.length > 120 ? `${printable.slice(0, 119)}…` : printable;
}
