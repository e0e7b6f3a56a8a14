import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `node dist/cli.js …` with exactly `env` (nothing inherited) and optional stdin text. */
export async function runSvc(
  args: readonly string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<CliRun> {
  const started = Date.now();
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
  const out = collect(child);
  if (stdin === undefined) child.stdin?.end();
  else child.stdin?.end(stdin);
  const [code] = (await once(child, "exit")) as [number | null];
  await out.closed;
  return { code, stdout: out.stdout(), stderr: out.stderr(), ms: Date.now() - started };
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
