/**
 * CliContext: everything a command may touch of the outside world (streams, environment, TTY
 * facts, clock, abort signal, prompts, credential store). `dispatch.ts` builds it from the process;
 * tests build it with PassThrough streams and fakes, and run commands in-process.
 */
import type { Readable, Writable } from "node:stream";
import type { ProfileCredentialSource } from "./credentials/resolve.js";

export type InputStream = Readable & { isTTY?: boolean | undefined };
export type OutputStream = Writable & { isTTY?: boolean | undefined; columns?: number | undefined };
export type Env = Readonly<Record<string, string | undefined>>;

export interface CliContext {
  readonly stdin: InputStream;
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly env: Env;
  readonly cwd: string;
  readonly stdinIsTTY: boolean;
  readonly stdoutIsTTY: boolean;
  readonly stderrIsTTY: boolean;
  /** A prompt may be shown: stdin and stderr (where prompts are drawn) are terminals. */
  readonly canPrompt: boolean;
  /** Colour per stream: only on a terminal, off with NO_COLOR or TERM=dumb, on with FORCE_COLOR. */
  readonly color: { readonly stdout: boolean; readonly stderr: boolean };
  /** SVC_DEBUG=1: print a redacted, sanitised stack on failure. */
  readonly debug: boolean;
  readonly now: () => number;
  /** Aborted on SIGINT; pass it to every request, prompt and server. */
  readonly signal: AbortSignal;
  /** Literal secrets seen in this run (token, revealed secrets); every diagnostic is redacted of them. */
  readonly secrets: Set<string>;
  /**
   * True while stdout carries a revealed secret: a reader that went away (EPIPE) is then a lost
   * secret, reported by the write itself, not the quiet exit 0 of a closed data pipe.
   */
  stdoutHoldsSecret: boolean;
  /** Asks a yes/no question on stderr, default No. Only called when `canPrompt`. */
  confirm(message: string): Promise<boolean>;
  /** The stored-profile credential source (keychain + config), loaded only when needed. */
  profileSource(): Promise<ProfileCredentialSource>;
}

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
export function colorEnabled(env: Env, isTTY: boolean): boolean {
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
