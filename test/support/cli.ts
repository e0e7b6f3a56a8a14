/**
 * Two ways to run `svc` in tests:
 * - `runInProcess`: `runCli` with PassThrough streams and a test context (fast; counts for
 *   coverage; TTY facts, prompts and the profile store are fakes);
 * - `runSvc`: `node dist/cli.js` as a subprocess (what users run; needs `npm run build`).
 */
import { spawn } from "node:child_process";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import type { CliContext } from "../../src/cli/cli-context.js";
import { createContext } from "../../src/cli/create-cli-context.js";
import type { ProfileCredentialSource } from "../../src/cli/credentials/credential-context.js";
import { runCli } from "../../src/cli/dispatch.js";

export const CLI_BUNDLE = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface InProcessOptions {
  env?: Record<string, string | undefined>;
  stdin?: string | undefined;
  stdinIsTTY?: boolean;
  stdoutIsTTY?: boolean;
  /** stdout's width in columns (a terminal's), with stdoutIsTTY. */
  columns?: number;
  stderrIsTTY?: boolean;
  cwd?: string;
  confirm?: (message: string) => Promise<boolean>;
  profileSource?: ProfileCredentialSource;
  signal?: AbortSignal;
  now?: () => number;
  /** Receives the context before the run (e.g. to inspect `secrets` afterwards). */
  onContext?: (ctx: CliContext) => void;
}

function collect(stream: PassThrough): () => string {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  return () => Buffer.concat(chunks).toString("utf8");
}

export async function runInProcess(argv: string[], options: InProcessOptions = {}): Promise<CliResult> {
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  const stdout = new PassThrough() as PassThrough & { isTTY?: boolean; columns?: number };
  const stderr = new PassThrough() as PassThrough & { isTTY?: boolean };
  if (options.stdinIsTTY) stdin.isTTY = true;
  if (options.stdoutIsTTY) stdout.isTTY = true;
  if (options.columns !== undefined) stdout.columns = options.columns;
  if (options.stderrIsTTY) stderr.isTTY = true;
  const out = collect(stdout);
  const err = collect(stderr);
  if (options.stdin !== undefined) stdin.end(options.stdin);
  else if (!options.stdinIsTTY) stdin.end();
  const ctx = createContext({
    stdin,
    stdout,
    stderr,
    env: options.env ?? {},
    cwd: options.cwd,
    signal: options.signal,
    now: options.now,
    confirm: options.confirm
      ? (message) => (options.confirm as (m: string) => Promise<boolean>)(message)
      : async () => {
          throw new Error("test: unexpected prompt");
        },
    profileSource: async () =>
      options.profileSource ??
      (await import("../../src/cli/credentials/profile-source.js")).createProfileSource(),
  });
  options.onContext?.(ctx);
  const code = await runCli(argv, ctx);
  stdout.end();
  stderr.end();
  return { code, stdout: out(), stderr: err() };
}

export interface SubprocessOptions {
  env?: Record<string, string | undefined>;
  input?: string | Buffer;
  cwd?: string;
  timeoutMs?: number;
}

/** A minimal environment: PATH only, plus what the test gives (never the parent's SVC_* variables). */
export function svcEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", NODE_DISABLE_COMPILE_CACHE: "1" };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) env[key] = value;
  return env;
}

/** Runs `node dist/cli.js ...args` and resolves with its exit code and output. */
export function runSvc(args: string[], options: SubprocessOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BUNDLE, ...args], {
      cwd: options.cwd,
      env: svcEnv(options.env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 20_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        code: code ?? (signal ? 128 : -1),
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
      });
    });
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
  });
}
