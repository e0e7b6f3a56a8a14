/**
 * CliContext: everything a command may touch of the outside world (streams, environment, TTY
 * facts, clock, abort signal, prompts, credential store). Only the interface: `create-cli-context.ts`
 * builds one with the default prompt and profile source; `dispatch.ts` builds it from the process;
 * tests build it with PassThrough streams and fakes, and run commands in-process.
 */
import type { Readable, Writable } from "node:stream";
import type { ProfileCredentialSource } from "./credentials/credential-context.js";

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
