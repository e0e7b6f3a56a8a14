/**
 * A long-running `node dist/cli.js` (e.g. `svc webhooks receive`) whose output is read line by line
 * while it runs; one-shot commands use runSvc of ./cli.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { CLI_BUNDLE, svcEnv } from "./cli.js";

export interface SpawnedSvc {
  child: ChildProcess;
  /** Complete stdout lines so far. */
  lines: string[];
  stderr(): string;
  stdout(): string;
  /** Resolves with the first stdout line matching `predicate` (event-driven, bounded). */
  waitForLine(predicate: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves when stderr contains `text`. */
  waitForStderr(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

export function spawnSvc(
  args: readonly string[],
  options: { env?: Record<string, string | undefined>; cwd?: string } = {},
): SpawnedSvc {
  const child = spawn(process.execPath, [CLI_BUNDLE, ...args], {
    env: svcEnv(options.env),
    ...(options.cwd ? { cwd: options.cwd } : {}),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let stdout = "";
  let pending = "";
  let stderr = "";
  const exited = once(child, "close").then(([code]) => code as number | null);
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    stdout += text;
    pending += text;
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    lines.push(...parts);
    child.stdout?.emit("lines");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
    child.stderr?.emit("text");
  });
  const waitOn = (
    stream: NodeJS.EventEmitter | null,
    event: string,
    check: () => boolean,
    timeoutMs: number,
    what: string,
  ) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${what} not seen within ${timeoutMs} ms; stderr: ${stderr}`));
      }, timeoutMs);
      const onEvent = () => {
        if (!check()) return;
        cleanup();
        resolve();
      };
      const onExit = () => {
        cleanup();
        if (check()) resolve();
        else reject(new Error(`svc exited before ${what}; stderr: ${stderr}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        stream?.off(event, onEvent);
        child.off("close", onExit);
      };
      stream?.on(event, onEvent);
      child.once("close", onExit);
    });
  return {
    child,
    lines,
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
    waitForLine: async (predicate, timeoutMs = 15_000) => {
      await waitOn(child.stdout, "lines", () => lines.some(predicate), timeoutMs, "the expected line");
      return lines.find(predicate) as string;
    },
    waitForStderr: (text, timeoutMs = 15_000) =>
      waitOn(child.stderr, "text", () => stderr.includes(text), timeoutMs, JSON.stringify(text)),
  };
}
