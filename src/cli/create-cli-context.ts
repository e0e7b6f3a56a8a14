/**
 * Builds a CliContext: the defaults (the terminal prompt, the keychain + config profile source,
 * each loaded only when first used) wired in, overridable by tests.
 */
import type { CliContext, Env, InputStream, OutputStream } from "./cli-context.js";
import type { ProfileCredentialSource } from "./credentials/credential-context.js";

export interface ContextInit {
  /** A function defers creating process.stdin until a command reads it (start-up cost). */
  stdin: InputStream | (() => InputStream);
  /** Required when `stdin` is a function. */
  stdinIsTTY?: boolean | undefined;
  stdout: OutputStream;
  stderr: OutputStream;
  env: Env;
  cwd?: string | undefined;
  signal?: AbortSignal | undefined;
  now?: (() => number) | undefined;
  confirm?: ((message: string, ctx: CliContext) => Promise<boolean>) | undefined;
  profileSource?: (() => Promise<ProfileCredentialSource>) | undefined;
}

/** Colour decision for one stream (clig.dev, go-gh term/env): force wins over disable. */
function colorEnabled(env: Env, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR ?? env.CLICOLOR_FORCE;
  if (force !== undefined && force !== "" && force !== "0" && force !== "false") return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.TERM === "dumb" || env.CLICOLOR === "0") return false;
  return isTTY;
}

async function defaultConfirm(message: string, ctx: CliContext): Promise<boolean> {
  const { confirmOnStderr } = await import("./interact/confirm.js");
  return confirmOnStderr(message, ctx);
}

async function defaultProfileSource(): Promise<ProfileCredentialSource> {
  const { createProfileSource } = await import("./credentials/profile-source.js");
  return createProfileSource();
}

export function createContext(init: ContextInit): CliContext {
  const stdinSource = init.stdin;
  let stdin = typeof stdinSource === "function" ? undefined : stdinSource;
  const stdinIsTTY = init.stdinIsTTY ?? stdin?.isTTY === true;
  const stdoutIsTTY = init.stdout.isTTY === true;
  const stderrIsTTY = init.stderr.isTTY === true;
  const confirm = init.confirm ?? defaultConfirm;
  const profileSource = init.profileSource ?? defaultProfileSource;
  const ctx: CliContext = {
    get stdin(): InputStream {
      stdin ??= (stdinSource as () => InputStream)();
      return stdin;
    },
    stdout: init.stdout,
    stderr: init.stderr,
    env: init.env,
    cwd: init.cwd ?? process.cwd(),
    stdinIsTTY,
    stdoutIsTTY,
    stderrIsTTY,
    canPrompt: stdinIsTTY && stderrIsTTY,
    color: { stdout: colorEnabled(init.env, stdoutIsTTY), stderr: colorEnabled(init.env, stderrIsTTY) },
    debug: init.env.SVC_DEBUG === "1",
    now: init.now ?? Date.now,
    signal: init.signal ?? new AbortController().signal,
    secrets: new Set(),
    stdoutHoldsSecret: false,
    confirm: (message) => confirm(message, ctx),
    profileSource,
  };
  return ctx;
}
