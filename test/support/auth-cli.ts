/**
 * Helpers of the `svc auth` e2e tests on top of `cli.ts`: timed subprocess runs, output collection
 * of long-running children, waiting for text, and the secret scan.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { CLI_BUNDLE, runSvc as runSubprocess } from "./cli.js";

export const CLI = CLI_BUNDLE;

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `node dist/cli.js …` with `env` (plus PATH; nothing else inherited) and optional stdin text. */
export async function runSvc(
  args: readonly string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<CliRun> {
  const started = Date.now();
  const result = await runSubprocess([...args], { env, ...(stdin === undefined ? {} : { input: stdin }) });
  return { ...result, ms: Date.now() - started };
}

/** Accumulates a child's stdout and stderr. */
export function collect(child: ChildProcess) {
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return { stdout: () => stdout, stderr: () => stderr, closed: once(child, "close") };
}

/** Resolves when `read()` contains a match of `pattern` (checked on each data event), bounded. */
export function waitForText(
  child: ChildProcess,
  read: () => string,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = read().match(pattern);
      if (match) {
        cleanup();
        resolve(match);
      }
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`timed out waiting for ${pattern}; got: ${read()}`));
    }, timeoutMs);
    const onExit = () => {
      check();
      cleanup();
      reject(new Error(`process exited before ${pattern}; got: ${read()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off("data", check);
      child.stderr?.off("data", check);
      child.off("exit", onExit);
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.once("exit", onExit);
    check();
  });
}

/** Asserts no secret appears in any of the texts (returns the offending secret's index for a clear failure). */
export function leakedSecrets(texts: readonly string[], secrets: readonly string[]): number[] {
  return secrets.flatMap((secret, i) => (texts.some((text) => text.includes(secret)) ? [i] : []));
}
