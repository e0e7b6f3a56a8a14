import type { SecretSinkSpec } from "./sink-schema.js";

export type SecretSinkKind = SecretSinkSpec["type"];
type SpecOf<K extends SecretSinkKind> = Extract<SecretSinkSpec, { type: K }>;

/** A problem found before any API call; `field` is relative to `with.secret-sink`. */
export interface SinkProblem {
  field?: string;
  message: string;
  /**
   * A problem only for a step that reveals a secret (a --secrets-dir file left by an earlier run):
   * an ensure-webhook step that finds its webhook writes nothing (src/engine/reveal-check.ts).
   */
  whenRevealing?: true;
}

/** What a step reports about a delivered secret: never the secret itself. */
export interface SinkReceipt {
  sink: SecretSinkKind;
  /** Where it went: the output name, the file path, or `owner/repo[@environment]:NAME`. */
  target: string;
}

/** Reserved resources for one secret (an O_EXCL file, a fetched public key). */
export interface PreparedSink {
  /** Where the secret will go, when the sink knows before the call (the file sink's path). */
  target?: string;
  deliver(secret: string): Promise<SinkReceipt>;
  /** Releases what prepare reserved when the secret never came (removes the temp file). */
  abort(): Promise<void>;
}

interface SinkScope {
  stepId: string;
  /**
   * The target this step wrote in an earlier run with the same run identity (from the run
   * journal): the file sink accepts that existing file, since a re-run replays the same secret.
   */
  previousTarget?: string;
}

export interface SecretSinkHandler<K extends SecretSinkKind = SecretSinkKind> {
  /** Side-effect free; runs for every step before the first API call. */
  check(spec: SpecOf<K>, scope: SinkScope): Promise<SinkProblem[]>;
  /** Runs just before the API call that reveals a secret. */
  prepare(spec: SpecOf<K>, scope: SinkScope): Promise<PreparedSink>;
}

export type SecretSinkHandlers = { [K in SecretSinkKind]: SecretSinkHandler<K> };
