import type { CommandUnknownOpts } from "@commander-js/extra-typings";

/** `markdown` only where a command renders it (svc run): the registrar refuses it elsewhere. */
export type OutputMode = "table" | "json" | "jsonl" | "markdown";

/** The root's options, as every action sees them. */
export interface GlobalOptions {
  output: OutputMode;
  profile: string | undefined;
  baseUrl: string | undefined;
  timeout: number;
  retries: number;
  /** `--max-wait`, when given (else SVC_MAX_RATE_LIMIT_WAIT, else the client's 120000). */
  maxWait: number | undefined;
}

/** Reads the global options from any command (they may be given before or after the group). */
export function globalsOf(command: CommandUnknownOpts): GlobalOptions {
  const o = command.optsWithGlobals() as Record<string, unknown>;
  return {
    output: (o.output as OutputMode | undefined) ?? "table",
    profile: o.profile as string | undefined,
    baseUrl: o.baseUrl as string | undefined,
    timeout: (o.timeout as number | undefined) ?? 30_000,
    retries: (o.retries as number | undefined) ?? 2,
    maxWait: o.maxWait as number | undefined,
  };
}
