/**
 * Runs the bundled CLI (`node dist/cli.js`) as a subprocess with a minimal environment (no host
 * CI variables leak in), for the e2e tests of `svc run`, `svc webhooks verify` and `receive`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

export const CLI_BUNDLE = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface SvcResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface SvcOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Written to stdin, which is then closed; without it stdin is an idle, closed pipe. */
  input?: string | Buffer;
}

/** Only what a CI job would pass: PATH (for command sinks and openssl) and the given variables. */
export function svcEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NO_COLOR: "1" };
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

export async function runSvc(args: readonly string[], options: SvcOptions = {}): Promise<SvcResult> {
  const child = spawn(process.execPath, [CLI_BUNDLE, ...args], {
    env: svcEnv(options.env),
    ...(options.cwd ? { cwd: options.cwd } : {}),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end(options.input ?? "");
  const [code] = (await once(child, "close")) as [number | null];
  return { code, stdout, stderr };
}

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

/** A long-running `svc` (e.g. `webhooks receive`). */
export function spawnSvc(args: readonly string[], options: SvcOptions = {}): SpawnedSvc {
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
