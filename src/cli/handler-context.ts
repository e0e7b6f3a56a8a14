/**
 * The one context every command body receives, built once per run by the registrar: the process
 * side (`CliContext`: streams, environment, clock, abort signal, secrets, stdin, prompts), the
 * parsed global options, the API client on demand, the output entry (docs/cli.md "Output modes")
 * and the destructive-command confirmation. Loaded with the body, never for --help; the client (and
 * zod with it) and the output formats (and the table's width library) load only when a body first
 * asks for them, so `svc completion` loads neither.
 */
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import type { Client } from "../client/index.js";
import type { CliContext } from "./cli-context.js";
import { type GlobalOptions, globalsOf } from "./global-options.js";
import { confirmDestructive, type DestructivePrompt } from "./interact/confirm-destructive.js";
import type { PageLike, Views } from "./output/render.js";
import type { ApiSession, SessionOptions } from "./session.js";

export interface HandlerContext extends CliContext {
  /** `-o`, `--profile`, `--base-url`, `--timeout`, `--retries`, given before or after the command. */
  readonly globals: GlobalOptions;
  /** The root of the command tree (`svc completion` walks it). */
  readonly root: CommandUnknownOpts;
  /**
   * The resolved credential and a client for it: built on the first call, then the same one;
   * `options` (e.g. transport events for a progress line) count only on that first call.
   */
  session(options?: SessionOptions): Promise<ApiSession>;
  client(): Promise<Client>;
  /** Writes `value` in the `-o` mode: json and jsonl as JSON, table through `views.table`. */
  render<T>(value: T, views: Views<T>): Promise<void>;
  /** One resource or local receipt: a one-row table, or the object. */
  renderResource(value: unknown): Promise<void>;
  /** One page of a list: its rows, or the `{data, meta}` envelope. */
  renderPage<T>(page: PageLike<T>): Promise<void>;
  /** Every page of a list (`--all`): aggregated, or streamed line by line with jsonl. */
  renderAllPages<T>(pages: AsyncIterable<PageLike<T>>, noun: string): Promise<void>;
  /** The text of one record of a stream: its table line, else one JSON line. */
  streamedLine<T>(value: T, tableLine: (value: T) => string): Promise<string>;
  /** `--yes` / SVC_CLI_ASSUME_YES=1, else a prompt on a terminal, else `confirmation_required`. */
  confirmDestructive(yes: boolean | undefined, prompt: DestructivePrompt): Promise<void>;
}

export function createHandlerContext(
  cli: CliContext,
  command: CommandUnknownOpts,
  root: CommandUnknownOpts,
): HandlerContext {
  const globals = globalsOf(command);
  const mode = globals.output;
  let session: Promise<ApiSession> | undefined;
  const output = () => import("./output/render.js");
  const own: Omit<HandlerContext, keyof CliContext> = {
    globals,
    root,
    session: (options) => {
      // A body that makes a request prints its answer: the output formats load beside the client.
      session ??= Promise.all([import("./session.js"), output()]).then(([{ openSession }]) =>
        openSession(cli, globals, options),
      );
      return session;
    },
    client: async () => (await own.session()).client,
    render: async (value, views) => (await output()).render(cli, mode, value, views),
    renderResource: async (value) => (await output()).renderResource(cli, mode, value),
    renderPage: async (page) => (await output()).renderPage(cli, mode, page),
    renderAllPages: async (pages, noun) => (await output()).renderAllPages(cli, mode, pages, noun),
    streamedLine: async (value, tableLine) => (await output()).streamedLine(mode, value, tableLine),
    confirmDestructive: (yes, prompt) => confirmDestructive(cli, yes, prompt),
  };
  // The process side is `cli` itself, as the prototype: its lazily created stdin stays one stream,
  // and a body that sets stdoutHoldsSecret sets it where the process's EPIPE handler reads it.
  const processSide: CliContext = Object.create(cli, {
    stdoutHoldsSecret: {
      get: () => cli.stdoutHoldsSecret,
      set: (value: boolean) => {
        cli.stdoutHoldsSecret = value;
      },
    },
  });
  return Object.assign(processSide, own);
}
